/**
 * Whether a report still fills its twelve pages with an editor's texts: the report of a demanding visitor
 * (a long first name, the longest answers the questionnaire takes, six equal scores, which add the
 * paragraphs of a weakly differentiated profile and of families of equal fit) is rendered and its pages
 * counted. The profiles and the report's texts are checked this way as they are saved
 * (src/collections/Profiles, src/globals/ReportTexts), so a text lengthened past its page is refused with
 * the page count rather than sold as a thirteen-page report.
 */
import type { Payload } from 'payload'
import type { ProfileContent } from '@/domain/content-types'
import { canonicalCode, profileLetters, type RiasecScores } from '@/domain/riasec'
import { eachString } from '@/domain/placeholders'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import type { ReportTexts } from './copy'
import { buildReportModel, type ReportInput, type RiasecWords } from './model'
import { pageCountOf } from './pdf-text'
import { renderReportPdf } from './render'
import { romeData } from './rome-data'
import { describeError } from '@/server/log-error'

/** The pages the report is sold with (spec: « rapport de 12 pages »). */
export const REPORT_PAGES = 12

/** The longest answers the questionnaire takes: « Autre » up to 500 characters, the dream up to 2,000. */
export const LONGEST_ANSWERS = [
  { question: 'Ta situation actuelle ?', answer: 'En terminale générale, spécialités SES et histoire-géographie, géopolitique et sciences politiques' },
  { question: 'Ce qui te motive le plus ?', answer: 'Aider les autres et comprendre le monde, '.repeat(13).slice(0, 500) },
  { question: 'Ton rêve professionnel ?', answer: 'Travailler dans une ONG internationale pour aider les populations déplacées par les conflits et le climat. '.repeat(20).slice(0, 2000) },
]

/** A first word as long as the start form takes (100 characters): the cover and every page's header print it. */
export const LONGEST_FIRST_NAME = 'Marie-Christine-Alexandrine-Bérengère-Joséphine-Anne-Sophie-Clémentine-Eugénie-Françoise-Hortense-Lu'

/**
 * Six equal scores: the most a report prints. Every paragraph of a weakly differentiated profile, and
 * hundreds of job families of the same fit, which the families page says in a sentence of its own.
 */
export const EQUAL_SCORES: RiasecScores = { R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 }

/** Scores close to `code`'s profile: its letters a point ahead of the others (unit tests try these too). */
export const closeScoresFor = (code: string): RiasecScores => {
  const canonical = canonicalCode(code)
  const letters = canonical ? profileLetters(canonical) : []
  return Object.fromEntries(RIASEC_LETTERS.map((letter) => [letter, letters.includes(letter) ? 4 : 3])) as RiasecScores
}

/** The report of a demanding visitor of `profile`, with the texts and words given. */
export function demandingReportInput(profile: ProfileContent, texts: ReportTexts, riasec: RiasecWords, brandName = 'Cap Orientation'): ReportInput {
  return {
    brandName,
    firstName: LONGEST_FIRST_NAME,
    generatedOn: new Date('2026-11-22T10:00:00Z'),
    audience: profile.set === 'scolaire' ? 'school' : 'adult',
    profile,
    scores: EQUAL_SCORES,
    dominantProfile: profile.code,
    orientationAnswers: LONGEST_ANSWERS,
    rome: romeData(),
    texts,
    riasec,
  }
}

/** How many pages the demanding report of `profile` takes with `texts` (null: a PDF whose page tree cannot be read). */
export async function demandingReportPages(profile: ProfileContent, texts: ReportTexts, riasec: RiasecWords): Promise<number | null> {
  return pageCountOf(await renderReportPdf(buildReportModel(demandingReportInput(profile, texts, riasec))))
}

let checking: Promise<unknown> = Promise.resolve()

/**
 * Runs the saves' checks one after the other: each render holds the event loop a fifth of a second, and
 * two editors saving at once should not stack up a dozen each between the site's requests.
 */
export function oneCheckAtATime<T>(check: () => Promise<T>): Promise<T> {
  const run = checking.then(check, check)
  checking = run.catch(() => undefined)
  return run
}

/** A report's profile and the texts and words it is rendered with. */
export type ReportVersion = { profile: ProfileContent; texts: ReportTexts; riasec: RiasecWords }

/**
 * `demandingReportPages` for a save's hook: null when the data cannot be rendered (logged; the fields'
 * validation, which runs after the hook, answers data that is not a whole profile).
 */
async function pagesForSave(payload: Payload, { profile, texts, riasec }: ReportVersion): Promise<number | null> {
  try {
    return await demandingReportPages(profile, texts, riasec)
  } catch (error) {
    payload.logger.warn({ msg: 'Report page check could not render: save not checked', profile: `${profile.set}/${profile.code}`, err: describeError(error) })
    return null
  }
}

/**
 * Whether a change takes a report past its twelve pages: more pages than twelve, and than before the change
 * (a report already too long for another reason does not stop an editor from saving an unrelated text).
 */
export const lengthensPastItsPages = (pages: number | null, before: number | null): boolean =>
  pages !== null && pages > Math.max(REPORT_PAGES, before ?? REPORT_PAGES)

/**
 * No text the report prints comes near this length (the seeded ones stay under a thousand characters):
 * a longer one is refused before any render, which would lay out pages of it first.
 */
export const LONGEST_PRINTED_TEXT = 5_000

/** Whether `value` holds a text longer than any page of the report could print. */
export function holdsOverlongText(value: unknown): boolean {
  let found = false
  eachString(value, (text) => {
    found ||= text.length > LONGEST_PRINTED_TEXT
  })
  return found
}

export const OVERLONG_TEXT_MESSAGE = 'Un de ces textes dépasse 5\u202f000 caractères\u00a0: bien trop long pour sa page du rapport PDF.'

/**
 * The pages `after`'s demanding report takes when a save should be refused for it: past twelve, and past
 * what `before` took (rendered only then); null when the save may go on.
 */
export async function pagesAddedBy(payload: Payload, after: ReportVersion, before: ReportVersion): Promise<number | null> {
  const pages = await pagesForSave(payload, after)
  if (pages === null || pages <= REPORT_PAGES) return null
  return lengthensPastItsPages(pages, await pagesForSave(payload, before)) ? pages : null
}

/** The French message that refuses such a change. */
export const tooLongMessage = (profile: Pick<ProfileContent, 'code' | 'set'>, pages: number): string =>
  `Avec ce changement, le rapport PDF du profil ${profile.code} (jeu ${profile.set}) tiendrait sur ${pages} pages au lieu de ${REPORT_PAGES}\u00a0: un texte ne tient plus dans sa page. Raccourcis ce que tu viens d’allonger.`
