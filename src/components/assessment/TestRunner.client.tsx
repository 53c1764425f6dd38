'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import type { BilanType } from '@/domain/bilan'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { scoreRiasec } from '@/domain/riasec'
import type { VisitorContact } from '@/domain/visitor-contact'
import type { StartTestCopy } from '@/components/start/ContactDialog.client'
import { useContactDialogOnDemand } from '@/components/start/contact-dialog-on-demand'
import { displayFirstName } from '@/domain/first-name'
import { useForgetPreviousVisitor } from '@/components/start/forget-previous-visitor'
import type { InterfaceTexts } from '@/content/interface'
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '@/lib/visitor-storage'
import { readStoredContact } from '@/lib/stored-contact'
import { choseTestsWithoutContact } from '@/lib/test-without-contact'
import { answersFingerprint, isSavedOtherwise, rememberSaved, submit, wasSaved, type SendOutcome } from '@/lib/submissions'
import { fillTemplate } from '@/domain/template'
import { stepEncouragement } from './encouragement'
import { pushedState, readEntry, stampedState, stepsOutOfEarlierRun } from './test-history'
import styles from './TestRunner.module.css'
import { KeepTogether } from '@/components/site/KeepTogether'
import { pushEvent } from '@/components/site/analytics'
import { PurchaseQuestion } from '@/components/start/PurchaseQuestion'
import { FIELD_LIMITS } from '@/domain/field-limits'

export interface RunnerQuestion {
  order: number
  title: string
  type: 'single' | 'text'
  options: Array<{ label: string; letter?: RiasecLetter }>
  hasOther: boolean
  encouragement?: string
}

/** One step's answer: an option index, "Autre" with its text (option -1), or free text. */
interface Answer {
  option?: number
  other?: string
  text?: string
}

interface Progress {
  version: string
  step: number
  answers: Answer[]
  idempotencyKey: string
  /** The key of the saved test these answers were changed from: changed back, they are that test again. */
  savedKey?: string
  /** This run of the test, named in its history entries (absent from progress saved by an older page). */
  run?: string
}

interface TestRunnerProps {
  kind: 'riasec' | 'orientation'
  questions: RunnerQuestion[]
  bilanType: BilanType
  texts: InterfaceTexts['runner']
  /** The start modal's texts, for the RIASEC test: a visitor who arrives without a contact can give one here. */
  contactCopy?: StartTestCopy
}

const OTHER = -1

/** The entry the page shows names question `step` of run `run` (src/components/assessment/test-history.ts). */
const stampEntry = (step: number, run: string) => window.history.replaceState(stampedState(window.history.state, step, run), '')

const isAnswered = (question: RunnerQuestion, answer: Answer | undefined): boolean => {
  if (!answer) return false
  if (question.type === 'text') return Boolean(answer.text?.trim())
  if (answer.option === OTHER) return Boolean(answer.other?.trim())
  return answer.option !== undefined && answer.option >= 0 && answer.option < question.options.length
}

/** The first question without an answer; the number of questions when all are answered. */
const firstUnanswered = (questions: RunnerQuestion[], answers: Array<Answer | undefined>): number => {
  const index = questions.findIndex((question, step) => !isAnswered(question, answers[step]))
  return index === -1 ? questions.length : index
}

/**
 * The test itself: one question per step, answers kept in the browser at every step (the test can be
 * paused and resumed), keyboard-only friendly. The server gets the answers at the end.
 */
export function TestRunner({ kind, questions, bilanType, texts, contactCopy }: TestRunnerProps) {
  const router = useRouter()
  const pathname = usePathname()
  const storageKey = kind === 'riasec' ? STORAGE_KEYS.riasecAnswers : STORAGE_KEYS.testAnswers
  // The wording set and the question list identify the saved progress: a changed test starts afresh.
  const version = `${bilanType}:${questions.map((question) => question.order).join(',')}:${questions.length}`
  // The server renders the first question, so the page keeps its layout when the saved progress is restored.
  const [progress, setProgress] = useState<Progress>(() => ({ version, step: 0, answers: [], idempotencyKey: '' }))
  const [restored, setRestored] = useState(false)
  const [resumed, setResumed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  /** The first name of the contact the test will be sent with (the last test's on this device), once read. */
  const [holder, setHolder] = useState<string | null>(null)
  /** An under-15 alone chose, in the start modal, a test without a contact: none is sent unless given here. */
  const [withoutContact, setWithoutContact] = useState(false)
  const { forgetting, notMe: forgetHere, purchase, answerPurchase } = useForgetPreviousVisitor()
  /** The contact dialog, for a visitor who came without the start modal (the orientation questionnaire never asks). */
  const contactDialog = useContactDialogOnDemand()
  const holderRef = useRef<HTMLParagraphElement>(null)
  /** A contact was just given: the line that names it takes the focus from the closed dialog's button, now gone. */
  const contactJustGiven = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  const otherId = useId()

  /** The answers as the server gets them. */
  const submitted = (answers: Answer[]) =>
    kind === 'riasec'
      ? answers.map((item) => item.option ?? 0)
      : answers.map((item, index) =>
          questions[index]!.type === 'text' ? { text: item.text?.trim() } : item.option === OTHER ? { other: item.other?.trim() } : { option: item.option },
        )

  /**
   * The progress to go on with: answers kept under a key the server saved other answers under (a tab left
   * open after another finished the test, a correction made while the background retrier sent the first
   * answers) are a new test, under a key of their own: the server would give the saved test back for the old
   * key. The same answers stay under it, and get their result back.
   */
  const unsaved = (progress: Progress): Progress => {
    const answers = answersFingerprint(submitted(progress.answers))
    const { savedKey } = progress
    if (savedKey && savedKey !== progress.idempotencyKey && wasSaved(savedKey) && !isSavedOtherwise(savedKey, answers)) {
      return { ...progress, idempotencyKey: savedKey }
    }
    if (progress.idempotencyKey && isSavedOtherwise(progress.idempotencyKey, answers)) {
      return { ...progress, idempotencyKey: crypto.randomUUID(), savedKey: progress.idempotencyKey }
    }
    return progress
  }

  useEffect(() => {
    const saved = readStored<Progress>(storageKey)
    // Answers kept under a key the server saved a test under: this device's finished test (the background
    // retrier sent it), shown at its last question, whose button gives its result back; or part of one, written
    // back by a tab left open after another finished the test, which is not resumed.
    const sent = saved !== null && typeof saved.idempotencyKey === 'string' && wasSaved(saved.idempotencyKey)
    const resumable = saved && saved.version === version && Array.isArray(saved.answers) && (!sent || firstUnanswered(questions, saved.answers) === questions.length)
    const run = resumable && typeof saved.run === 'string' && saved.run ? saved.run : crypto.randomUUID()
    if (resumable) {
      setProgress({ ...saved, run })
      setResumed(saved.step > 0 || saved.answers.some(Boolean))
      // This entry shows the question the test resumes at: Back from the next one returns here.
      stampEntry(saved.step, run)
    } else {
      setProgress((current) => ({ ...current, version, idempotencyKey: crypto.randomUUID(), run }))
      stampEntry(0, run)
    }
    setRestored(true)
    const anonymous = choseTestsWithoutContact()
    setWithoutContact(anonymous)
    setHolder(anonymous ? null : displayFirstName(readStoredContact()?.name) || null)
    if (kind === 'riasec') {
      writeStored(STORAGE_KEYS.bilanType, bilanType)
      document.cookie = `bilan_type=${bilanType}; Path=/; Max-Age=31536000; SameSite=Lax`
    }
  }, [storageKey, version, kind, bilanType]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    // Nothing is written before the saved progress was read: it would overwrite it.
    if (!restored) return
    // Opening a test is not starting it: the progress of another one (another bilan type, half done) stays until
    // a first answer here replaces it.
    const keepsAnotherTest = () => {
      const kept = readStored<Progress>(storageKey)
      return kept !== null && kept.version !== progress.version
    }
    if (progress.answers.some(Boolean) || !keepsAnotherTest()) writeStored(storageKey, progress)
    if (firstRender.current) firstRender.current = false
    else headingRef.current?.focus()
  }, [restored, progress.step]) // eslint-disable-line react-hooks/exhaustive-deps

  const question = questions[progress.step]!
  const answer = progress.answers[progress.step]
  const total = questions.length
  const remaining = total - progress.step - 1
  const last = progress.step === total - 1
  const spokenCounter = fillTemplate(texts.counterSpoken, { current: progress.step + 1, total })
  const answered = restored && isAnswered(question, answer)
  const canGoOn = answered && !busy
  const encouragement = stepEncouragement(
    { own: question.encouragement, last, answered, text: restored && question.type === 'text' ? answer?.text : undefined },
    texts,
  )

  // The resume notice is for the question the visitor came back to: it goes once they answer or move on.
  const update = (next: Answer) => {
    setResumed(false)
    // A refusal or the offline notice was about the last send: a changed answer is a new one to send.
    setRefusal(null)
    setNotice(null)
    setProgress((current) => {
      const answers = [...current.answers]
      answers[current.step] = next
      const updated = unsaved({ ...current, answers })
      writeStored(storageKey, updated)
      return updated
    })
  }

  const goTo = (step: number) => {
    setResumed(false)
    setRefusal(null)
    setNotice(null)
    setProgress((current) => ({ ...current, step: Math.max(0, Math.min(total - 1, step)) }))
  }

  // The browser's Back (a phone's Back gesture) returns to the previous question, not out of the test: each
  // « Suivant » adds a history entry for the question it shows, at the same address; Back and Forward move
  // between them. The page's own entry is the first question.
  // An entry may name a question the answers no longer reach (a test finished, erased or changed since): the
  // visitor lands on the first unanswered one instead, and entries added by « Suivant » beyond it are skipped.
  const progressRef = useRef(progress)
  useEffect(() => {
    progressRef.current = progress
  }, [progress])
  const backPending = useRef(false)
  useEffect(() => {
    const onHistoryMove = (event: PopStateEvent) => {
      backPending.current = false
      if (window.location.pathname !== pathname) return // leaving the test: its progress stays as saved
      const entry = readEntry(event.state)
      // An entry a finished run left (Back from the first question of the next one): past all of that run's.
      const out = stepsOutOfEarlierRun(entry, progressRef.current.run)
      if (out !== null) {
        backPending.current = true
        window.history.go(-out)
        return
      }
      const target = entry.step
      if (target === null) return // an entry Next.js rewrote (a refresh): stay on the question shown
      const reachable = Math.min(firstUnanswered(questions, progressRef.current.answers), total - 1)
      if (target > reachable && entry.pushed) {
        backPending.current = true
        window.history.back()
      }
      goTo(Math.min(target, reachable))
    }
    window.addEventListener('popstate', onHistoryMove)
    return () => window.removeEventListener('popstate', onHistoryMove)
  }, [pathname, total, questions]) // eslint-disable-line react-hooks/exhaustive-deps

  const forward = () => {
    window.history.pushState(pushedState(window.history.state, progress.step + 1, progress.run ?? ''), '')
    goTo(progress.step + 1)
  }

  /** « Précédent »: back to the entry « Suivant » came from, or, when it added none (a resumed test), in place. */
  const back = () => {
    if (backPending.current) return // a second click before the first one's Back arrived
    const entry = readEntry(window.history.state)
    if (progress.step > 0 && entry.step === progress.step && entry.pushed) {
      backPending.current = true
      window.history.back()
      return
    }
    stampEntry(progress.step - 1, progress.run ?? '')
    goTo(progress.step - 1)
  }

  /**
   * « Ce n’est pas toi ? »: the device forgets the last test's person (their contact, their unfinished answers,
   * their results' cookies), and the test starts again, afresh, as the page shows it to a first visitor.
   */
  const notMe = async () => {
    if (await forgetHere()) window.location.reload()
  }
  const purchaseAnswered = async (mine: boolean) => {
    if (await answerPurchase(mine)) window.location.reload()
  }

  /** A contact saved since the page read it (in another tab) is named, not asked again (but for a test without one). */
  const askContact = async () => {
    const stored = withoutContact ? null : readStoredContact()
    if (stored) {
      contactJustGiven.current = true
      return setHolder(displayFirstName(stored.name) || null)
    }
    await contactDialog.ask()
  }
  const contactGiven = (given: VisitorContact) => {
    contactJustGiven.current = true
    setWithoutContact(false)
    contactDialog.close()
    setHolder(displayFirstName(given.name) || null)
  }
  useEffect(() => {
    if (!holder || !contactJustGiven.current) return
    contactJustGiven.current = false
    holderRef.current?.focus()
  }, [holder])

  /**
   * The server refused the answers: the visitor stays on the last question, answers kept, to try again. A
   * key the server will no longer take (`conflict`) is not sent again: the next try is a new test.
   */
  const refused = (outcome: SendOutcome & { status: 'rejected' }, key: string) => {
    if (outcome.conflict) rememberSaved(key, null)
    setRefusal(outcome.message ?? texts.submissionRejected)
    setBusy(false)
  }

  /**
   * The server could not be reached (`offline`: leaving would show the browser's offline page), or could not
   * save the answers (`failed`: the next page would hold a result that is not theirs yet, scored without the
   * questionnaire's tie-break). The visitor stays on the last question, answers kept here too, told which;
   * the submission kept on the device is retried by the pages that follow (PendingSubmissions), and
   * « Obtenir mes résultats » sends it again, under the same key.
   */
  const keptOnDevice = (outcome: SendOutcome & { status: 'offline' | 'failed' }) => {
    setNotice(outcome.status === 'offline' ? texts.savedOffline : outcome.limited ? texts.savedLimited : texts.savedFailed)
    setBusy(false)
  }

  /** `from`: the progress to send; again with its new key when other answers were saved under the old one meanwhile. */
  const finish = async (from: Progress = progress): Promise<void> => {
    setBusy(true)
    setRefusal(null)
    setNotice(null)
    // Answers other than those saved under their key since (in another tab, by the retrier) are a new test.
    const current = unsaved(from)
    if (current !== from) {
      setProgress(current)
      writeStored(storageKey, current)
    }
    const body = { idempotencyKey: current.idempotencyKey, bilanType, contact: withoutContact ? undefined : readStoredContact() }
    if (kind === 'riasec') {
      const indices = submitted(current.answers) as number[]
      const letters = questions.map((item, index) => item.options[indices[index]!]!.letter!)
      const local = scoreRiasec(letters)
      const orientationKey = readStored<string>(STORAGE_KEYS.orientationKey) ?? undefined
      const outcome = await submit('riasec', { ...body, answers: indices, ...(orientationKey ? { orientationKey } : {}) })
      if (outcome.status === 'superseded') return finish(current)
      if (outcome.status === 'rejected') return refused(outcome, body.idempotencyKey)
      if (outcome.status === 'offline' || outcome.status === 'failed') return keptOnDevice(outcome)
      const code = typeof outcome.data.dominantProfile === 'string' ? outcome.data.dominantProfile : local.dominantProfile
      writeStored(STORAGE_KEYS.riasecResults, { dominantProfile: code, scores: local.scores })
      removeStored(storageKey)
      // The questionnaire's answers now belong to this result: on a shared computer, the next person's test
      // must not pick them up (and with them this person's lead, in their report and their data requests).
      removeStored(STORAGE_KEYS.orientationKey)
      pushEvent('complete_riasec_test', { profile: code })
      router.push(`/resultats-riasec?profile=${code}`)
      return
    }
    const outcome = await submit('orientation', { ...body, answers: submitted(current.answers) })
    if (outcome.status === 'superseded') return finish(current)
    if (outcome.status === 'rejected') return refused(outcome, body.idempotencyKey)
    if (outcome.status === 'offline' || outcome.status === 'failed') return keptOnDevice(outcome)
    writeStored(STORAGE_KEYS.orientationKey, current.idempotencyKey)
    removeStored(storageKey)
    pushEvent('complete_orientation_test')
    router.push('/checkout')
  }

  const next = () => {
    if (!canGoOn) return
    if (!last) return forward()
    // Every answer is needed: one missing (lost with the device's storage) is asked again.
    const missing = firstUnanswered(questions, progress.answers)
    if (missing < total) goTo(missing)
    else void finish()
  }

  return (
    <section className={styles.card} aria-labelledby="question-title">
      <div className={styles.progressHead}>
        <span>{last ? texts.lastQuestion : fillTemplate(remaining === 1 ? texts.remainingOne : texts.remainingMany, { n: remaining })}</span>
        <span>{fillTemplate(texts.counter, { current: progress.step + 1, total })}</span>
      </div>
      <progress className={styles.progress} max={total} value={progress.step + 1} aria-label={spokenCounter} />

      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          next()
        }}
      >
        {/* Disabled until the saved progress is restored (an answer given before would be lost). */}
        <fieldset className={styles.fieldset} disabled={!restored}>
          <legend className={styles.legend}>
            <h2 id="question-title" ref={headingRef} tabIndex={-1} className={styles.question}>
              {/* The heading takes the focus at each step: a screen reader reads where the visitor is, then the question. */}
              <span className="visually-hidden">{spokenCounter}. </span>
              <KeepTogether text={question.title} />
            </h2>
          </legend>
          {question.type === 'text' ? (
            <label className={styles.freeText}>
              <span>{texts.freeTextLabel}</span>
              <textarea
                rows={5}
                maxLength={FIELD_LIMITS.freeAnswer}
                placeholder={texts.freeTextPlaceholder}
                value={answer?.text ?? ''}
                onChange={(event) => update({ text: event.target.value })}
              />
            </label>
          ) : (
            <div className={styles.options}>
              {question.options.map((option, index) => (
                <label key={`${question.order}-${index}`} className={styles.option}>
                  <input
                    type="radio"
                    name={`question-${question.order}`}
                    checked={answer?.option === index}
                    // What the visitor typed under « Autre » stays, should they come back to it (arrowing through the options passes over it).
                    onChange={() => update(answer?.other ? { option: index, other: answer.other } : { option: index })}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
              {question.hasOther ? (
                <>
                  <label className={styles.option}>
                    <input type="radio" name={`question-${question.order}`} checked={answer?.option === OTHER} onChange={() => update({ option: OTHER, other: answer?.other ?? '' })} />
                    <span>{texts.otherOption}</span>
                  </label>
                  {answer?.option === OTHER ? (
                    <label className={styles.other} htmlFor={otherId}>
                      <span>{texts.otherLabel}</span>
                      {/* No autofocus: arrowing through the options would land here and leave the group. */}
                      <input id={otherId} type="text" maxLength={FIELD_LIMITS.otherAnswer} value={answer.other ?? ''} onChange={(event) => update({ option: OTHER, other: event.target.value })} />
                    </label>
                  ) : null}
                </>
              ) : null}
            </div>
          )}
        </fieldset>

        {/* Not live regions: the question's heading takes the focus at each step and is read out already. The
            resume notice takes the encouragement's place, under the answers, rather than pushing them down once
            the saved progress is read (the server's page cannot know it). */}
        {resumed && progress.step > 0 ? (
          <p className={`${styles.encouragement} ${styles.resume}`}>{texts.resumeNotice}</p>
        ) : encouragement ? (
          <p className={styles.encouragement}>{encouragement}</p>
        ) : null}

        <div className={styles.actions}>
          {/* While the answers are sent, both buttons say so (aria-disabled) but keep the focus: a disabled
              button would drop it to the page, and a refusal would leave the visitor nowhere to try again. */}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => !busy && back()}
            disabled={progress.step === 0}
            aria-disabled={busy || undefined}
          >
            {texts.previous}
          </button>
          <button type="submit" className={styles.primary} disabled={!answered} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? texts.saving : last ? texts.finish : texts.next}
          </button>
        </div>
        {/* One region, always there, whose text changes: a refusal or the offline notice is read out. */}
        <p className={styles.notice} role="alert">
          {refusal ?? notice ?? ''}
        </p>
      </form>
      {/* Under the test, so that appearing once the device's storage is read moves nothing above it. */}
      {holder && purchase ? (
        <>
          <PurchaseQuestion email={purchase} texts={texts} busy={forgetting === 'busy'} onAnswer={purchaseAnswered} className={styles.holder} buttonClassName={styles.linkButton} />
          {/* The answer could not be carried out (the server out of reach): said, the question kept to answer again. */}
          {forgetting === 'failed' ? (
            <p className={`${styles.holder} ${styles.holderError}`} role="alert">
              {texts.notMeFailed}
            </p>
          ) : null}
        </>
      ) : null}
      {holder && !purchase ? (
        <p className={styles.holder} ref={holderRef} tabIndex={-1}>
          {fillTemplate(texts.savedFor, { name: holder })}{' '}
          <button type="button" className={styles.linkButton} onClick={notMe} aria-disabled={forgetting === 'busy' || undefined}>
            {texts.notMe}
          </button>
          {forgetting === 'failed' ? (
            <span className={styles.holderError} role="alert">
              {' '}
              {texts.notMeFailed}
            </span>
          ) : null}
        </p>
      ) : null}
      {/* Its place is kept, hidden, until the device's storage is read: most visitors gave a contact in the start
          modal, and see the line naming it there instead. */}
      {!holder && contactCopy ? (
        <p className={`${styles.holder} ${restored ? '' : styles.unread}`}>
          {texts.contactPrompt}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void askContact()} disabled={!restored}>
            {texts.contactButton}
          </button>
          {contactDialog.unreachable ? (
            <span className={styles.holderError} role="alert">
              {' '}
              {texts.contactUnreachable}
            </span>
          ) : null}
        </p>
      ) : null}
      {/* Outside the line above, so that it closes as a dialog does once that line has named the contact. */}
      {contactCopy && contactDialog.Dialog ? (
        <contactDialog.Dialog
          open={contactDialog.open}
          onClose={contactDialog.close}
          copy={{ ...contactCopy, title: texts.contactTitle }}
          submitLabel={texts.contactSubmit}
          onContact={contactGiven}
          forgetsPreviousVisitor={false}
          saidUnder15={withoutContact}
        />
      ) : null}
    </section>
  )
}
