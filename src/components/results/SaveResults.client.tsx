'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { SaveTexts } from './save-texts'
import type { StartTestCopy } from '@/components/start/ContactDialog.client'
import { useContactDialogOnDemand } from '@/components/start/contact-dialog-on-demand'
import { displayFirstName } from '@/domain/first-name'
import { fillTemplateWithName } from '@/domain/template'
import type { VisitorContact } from '@/domain/visitor-contact'
import { serverMessage } from '@/lib/submissions'
import { choseTestsWithoutContact } from '@/lib/test-without-contact'
import styles from './Results.module.css'

interface SaveResultsProps {
  /** The page's profile: the server saves the contact on this device's own result of it only. */
  profile: string
  texts: SaveTexts
  /** The start modal's texts: the same form asks the name and the email. */
  contactCopy: StartTestCopy
}

/**
 * « Garde tes résultats », on results saved without a contact: only this device's cookie opens them until the
 * visitor gives a first name and an email, by which « Accès à mes résultats » finds them from then on. The
 * start modal's form asks them (and keeps them on the device, for the next test); the server writes them on
 * the result, never over another address.
 */
export function SaveResults({ profile, texts, contactCopy }: SaveResultsProps) {
  const dialog = useContactDialogOnDemand()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  /** The first name the results were saved with, once they are. */
  const [savedAs, setSavedAs] = useState<string | null>(null)
  const savedRef = useRef<HTMLParagraphElement>(null)
  const headingId = useId()

  // The dialog closed on a success, its button gone: the confirmation takes the focus, so a screen reader hears it.
  useEffect(() => {
    if (savedAs !== null && !dialog.open) savedRef.current?.focus()
  }, [savedAs, dialog.open])

  // Each opening starts without the last one's failure (one that arrived after the dialog was closed included).
  const ask = () => {
    setFailure(null)
    void dialog.ask()
  }
  // A failure stays in the dialog, open to try again (or to close): said there, where the visitor is. True once
  // the server kept the contact (the dialog then keeps it on the device for the next test).
  const save = async (contact: VisitorContact): Promise<boolean> => {
    if (sending) return false
    setSending(true)
    setFailure(null)
    try {
      const response = await fetch('/api/assessments/riasec/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ profile, contact }),
        credentials: 'same-origin',
      })
      if (response.ok) {
        // The name the results keep: a name saved earlier with the same address stays.
        const saved = (await response.json().catch(() => null)) as { name?: unknown } | null
        const name = typeof saved?.name === 'string' ? saved.name : contact.name
        setSavedAs(displayFirstName(name) ?? name)
        dialog.close()
        return true
      }
      // The server's sentence: another address saved already, too many tries, results not this device's.
      setFailure(serverMessage(await response.json().catch(() => null)) ?? texts.saveFailed)
    } catch {
      setFailure(texts.saveFailed)
    } finally {
      setSending(false)
    }
    return false
  }

  return (
    <section className={`${styles.card} ${styles.save}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.saveTitle}</h2>
      {savedAs !== null ? (
        <p ref={savedRef} tabIndex={-1} className={styles.saved}>
          {fillTemplateWithName(texts.savedText, { name: savedAs }, 'name')}
        </p>
      ) : (
        <>
          <p>{texts.saveText}</p>
          <button type="button" className={styles.secondaryButton} onClick={ask}>
            {texts.saveButton}
          </button>
          {dialog.unreachable ? (
            <p className={styles.reportError} role="alert">
              {texts.saveUnreachable}
            </p>
          ) : null}
        </>
      )}
      {dialog.Dialog ? (
        <dialog.Dialog
          open={dialog.open}
          onClose={dialog.close}
          copy={{ ...contactCopy, title: texts.saveDialogTitle }}
          submitLabel={sending ? texts.saveSending : texts.saveSubmit}
          pending={sending}
          onContact={save}
          forgetsPreviousVisitor={false}
          // The test was taken without a contact by an under-15 alone (this tab): the age is known.
          saidUnder15={dialog.open && choseTestsWithoutContact()}
          failure={failure}
        />
      ) : null}
    </section>
  )
}
