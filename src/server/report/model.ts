/**
 * Everything the 12 pages print, computed from the visitor's saved result and the profile content:
 * a pure function (no Payload, no React), so the PDF layout only lays out, and the content is unit-tested.
 */
import { LEVEL_CODES, type Career, type LevelCode, type ProfileContent } from '@/domain/content-types'
import type { InterfaceTexts } from '@/content/interface'
import { RIASEC_LETTERS, isRiasecLetter, type RiasecLetter } from '@/domain/riasec-letters'
import {
  consistency as consistencyOf,
  explainOutcome,
  hexagonDistance,
  profileLetters,
  canonicalCode,
  typeList,
  WEAK_DIFFERENTIATION_MAX_LEAD,
  type Consistency,
  type RiasecOutcome,
  type RiasecScores,
  type TieBreak,
} from '@/domain/riasec'
import { familiesOfFit, jobFamilyFit, rankJobFamilies, type RankedJobFamily, type RomeJobFamily } from '@/domain/rome-match'
import type { MobilityKind } from './rome-csv'
import { type RadarSkill, type ReadingNote, type ReportAudience, type ReportLabels, type ReportTexts, type Resource } from './copy'
import { fillTemplate, fillTemplateWithName } from '@/domain/template'
import { frenchDate } from '@/domain/french-date'
import { withFrenchSpacing } from '@/domain/typography'
import coverage from './fonts/coverage.json'

/** What the report needs to know about ROME (see rome-data.ts). */
export interface RomeLookup {
  credit: string
  families: readonly RomeJobFamily[]
  family: (code: string) => RomeJobFamily | undefined
  mobilityFrom: (code: string) => Array<{ code: string; kind: MobilityKind }>
}

export interface OrientationAnswer {
  question: string
  answer: string
}

/** The types' names and the career markers' meanings, as editors keep them in the interface texts. */
export type RiasecWords = InterfaceTexts['riasec']

export interface ReportInput {
  brandName: string
  /** Already cleaned with displayFirstName, or null. */
  firstName: string | null
  generatedOn: Date
  audience: ReportAudience
  profile: ProfileContent
  scores: RiasecScores
  /** The dominant profile as saved with the result. */
  dominantProfile: string
  /** The ranking and tie rule saved with the result, when present. */
  ranking?: readonly string[]
  tieBreak?: string
  /** The orientation questionnaire's answers, when the visitor filled it in. */
  orientationAnswers?: readonly OrientationAnswer[]
  rome: RomeLookup
  /** The report's fixed sentences: the defaults of copy.ts as editors left them in the admin. */
  texts: ReportTexts
  /** From the interface texts, not the report's: the results page and the report name the types alike. */
  riasec: RiasecWords
}

export interface ScoreLine {
  letter: RiasecLetter
  name: string
  score: number
  /** 1 for the first type of the ranking. */
  rank: number
}

export interface TypeSection {
  letter: RiasecLetter
  name: string
  score: number
  summary: string
  likes: string[]
  environment: string
}

export interface CareerSection {
  name: string
  romeCode: string
  romeLabel: string | null
  /** e.g. "I Investigateur, A Artistique" */
  officialLetters: string | null
  fitPercent: number | null
  level: string
  description: string
  pathway: string
  /** The career's marker in words (« Très demandé »), from the interface texts. */
  marker: string
  why: string
}

export interface LevelSection {
  code: LevelCode
  title: string
  text: string
  trainings: Array<{ name: string; duration: string; level: string; pitch: string }>
  emptyText: string | null
}

export interface FamilyLine {
  code: string
  label: string
  letters: string
  fitPercent: number
}

export interface BridgeLine extends FamilyLine {
  from: string
  kind: MobilityKind
  /** The printed line under the family: which career of the report it starts from. */
  origin: string
}

export interface RadarLine {
  key: RadarSkill
  label: string
  value: number
  tip: string
}

export interface ReportModel {
  meta: { title: string; subject: string; author: string; keywords: string; language: 'fr' }
  audience: ReportAudience
  brandName: string
  firstName: string | null
  dateText: string
  pageTitles: readonly string[]
  /** A one-letter profile: its first type leads; the second only follows. */
  singleType: boolean
  cover: { title: string; tagline: string; greeting: string }
  profile: {
    code: string
    name: string
    description: string
    traits: string[]
    strengths: string[]
    interpretation: string
    potential: string
    environment: string
    advice: string
  }
  /** In R-I-A-S-E-C order (the hexagon's order). */
  scores: ScoreLine[]
  ranking: RiasecLetter[]
  indices: {
    differentiation: number
    consistency: Consistency
    consistencyLabel: string
    weak: boolean
    weakTitle: string
    weakText: string
    sentences: string[]
    scoresExplainer: string
    differentiationExplainer: string
  }
  dominantTypes: [TypeSection, TypeSection]
  pairText: string
  thirdType: TypeSection
  radar: RadarLine[]
  careers: CareerSection[]
  levels: LevelSection[]
  trainingsNote: string
  /** The profile's first two trainings, in its own order (the results page's and the action plan's): "name — level". */
  firstTrainings: string[]
  families: FamilyLine[]
  familiesIntro: string
  fitExplainer: string
  bridges: BridgeLine[]
  bridgesIntro: string
  actionPlan: { days30: string[]; days90: string[] }
  readingNotes: readonly ReadingNote[]
  contents: string
  orientationAnswers: OrientationAnswer[]
  resources: readonly Resource[]
  method: string[]
  coaching: { intro: string; prompts: readonly string[]; facts: string[] }
  credit: string
  disclaimer: string
  /** The layout's headings and captions, {placeholders} filled by the document. */
  labels: ReportLabels
}

/** Adults also get bridges on the same page, so they get fewer families. */
const FAMILY_COUNT: Record<ReportAudience, number> = { school: 14, adult: 8 }
const BRIDGE_COUNT = 6

/** The code points every style of the report's font draws, as [first, last] ranges in order (written by fonts/make-report-fonts.py). */
const DRAWN = coverage as unknown as ReadonlyArray<readonly [number, number]>

function isDrawn(code: number): boolean {
  let low = 0
  let high = DRAWN.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const [first, last] = DRAWN[middle]!
    if (code < first) high = middle - 1
    else if (code > last) low = middle + 1
    else return true
  }
  return false
}

/**
 * Whether the report's font draws every character of a visitor's text (Latin with its extended blocks, Greek
 * and Cyrillic; emoji are dropped anyway): a name or an answer with any other (Arabic, Chinese, a symbol)
 * would print with blanks, so the report leaves it out.
 */
export const drawableInReport = (text: string): boolean => [...printable(text).normalize('NFC')].every((char) => /\s/u.test(char) || isDrawn(char.codePointAt(0)!))

/** Emoji have no glyph in the report's font: the PDF keeps the words and drops the pictures. */
const PICTOGRAPHS = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}\u{20E3}]/gu
export const printable = (text: string): string => text.replace(PICTOGRAPHS, '').replace(/\s{2,}/gu, ' ').trim()

const typeLabel = (letter: RiasecLetter, names: RiasecWords['typeNames']) => `${letter} ${names[letter]}`

const percent = (fit: number) => Math.round(fit * 100)

/**
 * The ranking the result was saved with when it is a valid permutation of the six letters that starts
 * with the dominant profile's letters; otherwise one rebuilt from the scores with the same spirit as the
 * tie rule (profile letters first, then score, then hexagon proximity, then R-I-A-S-E-C order).
 */
export function reportRanking(scores: RiasecScores, dominantProfile: string, saved?: readonly string[]): RiasecLetter[] {
  const code = canonicalCode(dominantProfile)
  if (!code) throw new Error(`Not a profile code: ${JSON.stringify(dominantProfile)}`)
  const letters = profileLetters(code)
  const valid =
    saved?.length === 6 &&
    new Set(saved).size === 6 &&
    saved.every((letter) => isRiasecLetter(letter)) &&
    letters.every((letter) => saved.slice(0, letters.length).includes(letter))
  if (valid) return [...saved] as RiasecLetter[]
  const [first] = code.length === 1 ? letters : [...letters].sort((a, b) => scores[b] - scores[a] || RIASEC_LETTERS.indexOf(a) - RIASEC_LETTERS.indexOf(b))
  if (!first) throw new Error('Unreachable: empty profile code')
  const rest = RIASEC_LETTERS.filter((letter) => letter !== first).sort(
      (a, b) =>
        Number(letters.includes(b)) - Number(letters.includes(a)) ||
        scores[b] - scores[a] ||
        hexagonDistance(first, a) - hexagonDistance(first, b) ||
        RIASEC_LETTERS.indexOf(a) - RIASEC_LETTERS.indexOf(b),
    )
  return [first, ...rest]
}

const TIE_BREAKS: readonly TieBreak[] = ['none', 'orientation', 'hexagon', 'order']

/** The outcome as the report explains it: the saved result's scores and ranking (never re-scored). */
export function reportOutcome(scores: RiasecScores, dominantProfile: string, ranking: RiasecLetter[], tieBreak?: string): RiasecOutcome {
  const [first, second] = ranking
  if (!first || !second) throw new Error('A ranking needs six letters')
  const code = canonicalCode(dominantProfile)
  if (!code) throw new Error(`Not a profile code: ${JSON.stringify(dominantProfile)}`)
  const differentiation = scores[first] - scores[second]
  return {
    scores,
    ranking,
    dominantProfile: code,
    differentiation,
    consistency: consistencyOf(first, second),
    weaklyDifferentiated: differentiation <= WEAK_DIFFERENTIATION_MAX_LEAD,
    tieBreak: TIE_BREAKS.find((rule) => rule === tieBreak) ?? 'none',
  }
}

function typeSection(letter: RiasecLetter, input: ReportInput): TypeSection {
  const portrait = input.texts.typePortraits[letter]
  return { letter, name: input.riasec.typeNames[letter], score: input.scores[letter], summary: portrait.summary, likes: [...portrait.likes], environment: portrait.environment }
}

function careerWhy(family: RomeJobFamily | undefined, scores: RiasecScores, ranking: RiasecLetter[], texts: ReportTexts['careerWhy'], names: RiasecWords['typeNames']): string {
  if (!family) return texts.withoutFamily
  const official = [family.major, ...(family.minor ? [family.minor] : [])]
  const top = ranking.slice(0, 2)
  const shared = official.filter((letter) => top.includes(letter))
  const scoreText = official.map((letter) => `${letter} ${scores[letter]}/12`).join(', ')
  if (shared.length === official.length && official.length === 2) return fillTemplate(texts.bothDominantTypes, { scores: scoreText })
  if (shared.length > 0) {
    const types = shared.map((letter) => names[letter]).join(' et ')
    return fillTemplate(texts.oneDominantType, { types, scores: scoreText })
  }
  return fillTemplate(texts.nearProfile, { scores: scoreText })
}

function careerSection(career: Career, input: ReportInput, ranking: RiasecLetter[]): CareerSection {
  const { rome, scores, riasec } = input
  const family = career.romeCode ? rome.family(career.romeCode) : undefined
  return {
    name: printable(career.name),
    romeCode: career.romeCode,
    romeLabel: family?.label ?? null,
    officialLetters: family ? [family.major, ...(family.minor ? [family.minor] : [])].map((letter) => typeLabel(letter, riasec.typeNames)).join(', ') : null,
    fitPercent: family ? percent(jobFamilyFit(family, scores)) : null,
    level: printable(career.level),
    description: printable(career.description),
    pathway: printable(career.pathway),
    marker: riasec.careerTags[career.tag] ?? '',
    why: careerWhy(family, scores, ranking, input.texts.careerWhy, riasec.typeNames),
  }
}

const lettersOf = (family: RomeJobFamily) => (family.minor ? `${family.major}${family.minor}` : family.major)

function levelSections(profile: ProfileContent, audience: ReportAudience, scores: RiasecScores, texts: ReportTexts): LevelSection[] {
  return LEVEL_CODES.map((code) => {
    const trainings = profile.formations
      .filter((formation) => formation.levelCode === code)
      .map((formation) => ({ name: printable(formation.name), duration: printable(formation.duration), level: printable(formation.level), pitch: printable(formation.pitch) }))
    const emptyText =
      trainings.length > 0
        ? null
        : code === 'DNMADE'
          ? fillTemplate(texts.noArtsTrainingAtLevel, { score: scores.A })
          : texts.noTrainingAtLevel
    return { code, title: texts.levels[code].title, text: texts.levels[code].text[audience], trainings, emptyText }
  })
}

function strongestSkill(profile: ProfileContent, labels: ReportTexts['radarLabels']): string {
  const entries = Object.entries(profile.radarScores) as Array<[RadarSkill, number]>
  const [best] = [...entries].sort((a, b) => b[1] - a[1])
  return labels[best?.[0] ?? 'resolutionProblemes'].toLowerCase()
}

/** "1 point", "3 points", in the report's words: French puts 0 and 1 in the singular. */
export const inPoints = (labels: ReportLabels, count: number): string =>
  fillTemplate(count < 2 ? labels.points.one : labels.points.other, { count })

/** French quotation marks, held to their words by no-break spaces. */
export const inQuotes = (text: string): string => `«\u00A0${text}\u00A0»`

/** The page about the two first types (0-based). */
const TYPES_PAGE = 4

/**
 * The longest answer the summary page quotes whole: free answers may run to 2,000 characters, and the
 * summary must stay one page for the report to keep its twelve.
 */
const QUOTED_ANSWER_MAX = 140

/**
 * A visitor's answer cut to `max` characters, to quote in a sentence: on one line (an answer typed as a list,
 * one item a line, would otherwise fill the summary page past its twelve), its accents composed, at a word.
 */
export const excerpt = (text: string, max: number) => {
  const clean = printable(text.normalize('NFC')).replace(/\s+/gu, ' ')
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

function actionPlan(input: ReportInput, careers: CareerSection[], ranking: RiasecLetter[], weak: boolean): { days30: string[]; days90: string[] } {
  const texts = input.texts.actionPlan
  const [career1 = texts.firstCareer, career2 = texts.secondCareer] = careers.map((career) => career.name)
  const [training1, training2] = input.profile.formations.map((formation) => printable(formation.name))
  const values = { career1, career2, training1: training1 ?? '', training2: training2 ?? '', code: input.profile.code }
  const step = (template: string) => fillTemplate(template, values)
  const third = ranking[2]
  const lastAnswer = input.orientationAnswers?.at(-1)?.answer
  const dream = lastAnswer && drawableInReport(lastAnswer) ? lastAnswer : undefined
  const weakStep = weak && third ? [fillTemplate(texts.weakProfile, { type: typeLabel(third, input.riasec.typeNames) })] : []
  const dreamStep = dream ? [fillTemplate(texts.dream, { dream: excerpt(dream, 60) })] : []
  if (input.audience === 'school') {
    const school = texts.school
    return {
      days30: [
        step(school.readCareers),
        step(school.talkAboutProfile),
        step(training1 ? school.findTraining : school.findTrainings),
        step(school.interview),
        ...weakStep,
      ],
      days90: [
        step(school.immersion),
        step(training1 && training2 ? school.visitTrainings : school.visitAnyTrainings),
        step(school.compareTrainings),
        ...dreamStep,
        step(school.review),
      ],
    }
  }
  const adult = texts.adult
  return {
    days30: [
      step(adult.meetAdviser),
      step(adult.interviews),
      step(training1 ? adult.trainingRights : adult.anyTrainingRights),
      fillTemplate(adult.transferableSkills, { skill: strongestSkill(input.profile, input.texts.radarLabels) }),
      ...weakStep,
    ],
    days90: [step(adult.tryTheJob), step(adult.chooseFunding), step(adult.studyBridges), ...dreamStep, step(adult.decide)],
  }
}

/**
 * When the list's last fit is shared by families it leaves out (close scores fit dozens of families
 * equally), a sentence says how many share it and how the list chose among them (see rankJobFamilies).
 */
function tiedFamiliesNote(ranked: readonly RankedJobFamily[], candidates: readonly RomeJobFamily[], scores: RiasecScores, text: string): string[] {
  const last = ranked.at(-1)
  if (!last) return []
  const count = familiesOfFit(candidates, scores, last.fit)
  const shown = familiesOfFit(ranked, scores, last.fit)
  return count > shown && text.trim() ? [fillTemplate(text, { count: String(count), fit: `${percent(last.fit)}\u202F%` })] : []
}

function familyLine(family: RomeJobFamily, scores: RiasecScores): FamilyLine {
  return { code: family.code, label: family.label, letters: lettersOf(family), fitPercent: percent(jobFamilyFit(family, scores)) }
}

function bridgeLines(careers: CareerSection[], rome: RomeLookup, scores: RiasecScores, exclude: Set<string>, origins: ReportTexts['bridgeOrigin'], count: number): BridgeLine[] {
  const seen = new Set(exclude)
  const bridges: BridgeLine[] = []
  for (const career of careers) {
    for (const link of rome.mobilityFrom(career.romeCode)) {
      const family = rome.family(link.code)
      if (!family || seen.has(family.code)) continue
      seen.add(family.code)
      bridges.push({ ...familyLine(family, scores), from: career.name, kind: link.kind, origin: fillTemplate(origins[link.kind], { career: career.name }) })
    }
  }
  return bridges
    .sort((a, b) => Number(b.kind === 'close') - Number(a.kind === 'close') || b.fitPercent - a.fitPercent || a.code.localeCompare(b.code, 'en'))
    .slice(0, count)
}

/** The model of one report; every text, the editors' ones included, gets French spacing. */
export function buildReportModel(input: ReportInput): ReportModel {
  return withFrenchSpacing(buildModel(input))
}

function buildModel(input: ReportInput): ReportModel {
  const { profile, scores, audience, rome, texts } = input
  const ranking = reportRanking(scores, input.dominantProfile, input.ranking)
  const outcome = reportOutcome(scores, input.dominantProfile, ranking, input.tieBreak)
  const [first, second, third] = ranking
  if (!first || !second || !third) throw new Error('Unreachable: ranking shorter than three')
  const dateText = frenchDate(input.generatedOn)
  const careers = profile.careers.slice(0, 6).map((career) => careerSection(career, input, ranking))
  const careerCodes = new Set(careers.map((career) => career.romeCode).filter(Boolean))
  const candidates = rome.families.filter((family) => !careerCodes.has(family.code))
  const ranked = rankJobFamilies(candidates, scores, FAMILY_COUNT[audience])
  const families = ranked.map((family) => familyLine(family, scores))
  const tiedNote = tiedFamiliesNote(ranked, candidates, scores, texts.familiesTied)
  // The page has a fixed height: the tied families' sentence takes the place of one bridge.
  const bridges =
    audience === 'adult'
      ? bridgeLines(careers, rome, scores, new Set([...careerCodes, ...families.map((family) => family.code)]), texts.bridgeOrigin, BRIDGE_COUNT - tiedNote.length)
      : []
  const coverTitle = texts.cover.title[audience]
  // A name the font cannot draw would print blank: the report then speaks to the visitor without it.
  const firstName = input.firstName && drawableInReport(input.firstName) ? input.firstName : null
  const title = firstName ? `${coverTitle} — ${firstName}` : coverTitle
  const greeting = firstName
    ? fillTemplateWithName(texts.cover.greeting, { firstName, date: dateText }, 'firstName')
    : fillTemplate(texts.cover.greetingWithoutName, { date: dateText })
  const profileValues = { code: profile.code, name: printable(profile.name) }
  const singleType = profile.code.length === 1
  const orientationAnswers = (input.orientationAnswers ?? [])
    .filter((answer) => answer.answer.trim() !== '' && drawableInReport(answer.answer))
    .slice(-3)
    .map((answer) => ({ question: printable(answer.question), answer: excerpt(answer.answer, QUOTED_ANSWER_MAX) }))

  return {
    meta: {
      title,
      subject: fillTemplate(texts.meta.subject, profileValues),
      author: input.brandName,
      keywords: fillTemplate(texts.meta.keywords, profileValues),
      language: 'fr',
    },
    audience,
    brandName: input.brandName,
    firstName,
    dateText,
    // A one-letter profile has one dominant type: its types page says so.
    pageTitles: singleType ? texts.pageTitles.map((pageTitle, index) => (index === TYPES_PAGE ? texts.labels.types.singleTitle : pageTitle)) : texts.pageTitles,
    singleType,
    cover: { title: coverTitle, tagline: texts.cover.tagline[audience], greeting },
    profile: {
      code: profile.code,
      name: printable(profile.name),
      description: printable(profile.description),
      traits: profile.traits.map((trait) => printable(trait.label)),
      strengths: profile.strengths.map(printable),
      interpretation: printable(profile.interpretation),
      potential: printable(profile.potential),
      environment: printable(profile.environment),
      advice: printable(profile.advice),
    },
    scores: RIASEC_LETTERS.map((letter) => ({ letter, name: input.riasec.typeNames[letter], score: scores[letter], rank: ranking.indexOf(letter) + 1 })),
    ranking,
    indices: {
      differentiation: outcome.differentiation,
      consistency: outcome.consistency,
      consistencyLabel: texts.scores.consistencyLevels[outcome.consistency],
      weak: outcome.weaklyDifferentiated,
      weakTitle: texts.scores.weakTitle,
      weakText: texts.scores.weakText,
      sentences: explainOutcome(outcome, texts.outcome, (count) => inPoints(texts.labels, count)),
      scoresExplainer: texts.scores.explainer,
      differentiationExplainer: texts.scores.differentiationExplainer,
    },
    dominantTypes: [typeSection(first, input), typeSection(second, input)],
    pairText: texts.pairSentences[outcome.consistency],
    thirdType: typeSection(third, input),
    radar: (Object.keys(texts.radarLabels) as RadarSkill[]).map((key) => ({ key, label: texts.radarLabels[key], value: profile.radarScores[key], tip: texts.skillTips[key][audience] })),
    careers,
    levels: levelSections(profile, audience, scores, texts),
    trainingsNote: texts.trainingsNote[audience],
    firstTrainings: profile.formations.slice(0, 2).map((formation) => `${printable(formation.name)} — ${printable(formation.level)}`),
    families,
    familiesIntro: texts.familiesIntro,
    fitExplainer: [texts.fitExplainer, ...tiedNote].join(' '),
    bridges,
    bridgesIntro: texts.bridgesIntro,
    actionPlan: actionPlan(input, careers, ranking, outcome.weaklyDifferentiated),
    readingNotes: texts.readingNotes[audience],
    contents: texts.contents,
    orientationAnswers,
    resources: texts.resources[audience],
    method: [
      texts.methodIntro,
      fillTemplate(texts.methodRules.scoring, { types: typeList(input.riasec.typeNames) }),
      texts.methodRules.singleLetter,
      texts.methodRules.tieBreak,
    ],
    coaching: {
      intro: texts.coachingIntro[audience],
      prompts: texts.coachingPrompts[audience],
      facts: [
        fillTemplate(texts.coachingFacts.profile, profileValues),
        fillTemplate(texts.coachingFacts.scores, { scores: ranking.map((letter) => `${letter} ${scores[letter]}`).join(' · ') }),
        fillTemplate(texts.coachingFacts.careers, { careers: careers.slice(0, 3).map((career) => career.name).join(', ') }),
      ],
    },
    credit: rome.credit,
    disclaimer: texts.disclaimer,
    labels: texts.labels,
  }
}
