/**
 * Everything the 12 pages print, computed from the visitor's saved result and the profile content:
 * a pure function (no Payload, no React), so the PDF layout only lays out, and the content is unit-tested.
 */
import { LEVEL_CODES, CAREER_TAGS, type Career, type LevelCode, type ProfileContent } from '@/domain/content-types'
import { RIASEC_LETTERS, isRiasecLetter, type RiasecLetter } from '@/domain/riasec-letters'
import {
  consistency as consistencyOf,
  explainOutcome,
  hexagonDistance,
  profileLetters,
  canonicalCode,
  RIASEC_TYPE_NAMES,
  SCORING_RULE_TEXT,
  SINGLE_LETTER_RULE_TEXT,
  TIE_RULE_TEXT,
  WEAK_DIFFERENTIATION_MAX_LEAD,
  type Consistency,
  type RiasecOutcome,
  type RiasecScores,
  type TieBreak,
} from '@/domain/riasec'
import { jobFamilyFit, rankJobFamilies, type RomeJobFamily } from '@/domain/rome-match'
import type { MobilityKind } from './rome-csv'
import {
  BRIDGES_INTRO,
  COACHING_INTRO,
  COACHING_PROMPTS,
  CONSISTENCY_LABELS,
  COVER_TAGLINE,
  DIFFERENTIATION_EXPLAINER,
  DISCLAIMER,
  FAMILIES_INTRO,
  FIT_EXPLAINER,
  LEVELS,
  METHOD_INTRO,
  NO_TRAINING_AT_LEVEL,
  PAGE_TITLES,
  READING_NOTES,
  REPORT_CONTENTS,
  REPORT_TITLE,
  RESOURCES,
  SCORES_EXPLAINER,
  SKILL_TIPS,
  TRAININGS_NOTE,
  TYPE_PORTRAITS,
  WEAK_PROFILE_TEXT,
  WEAK_PROFILE_TITLE,
  type ReadingNote,
  type ReportAudience,
  type Resource,
} from './copy'

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
  tag: string
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
  kind: 'proche' | 'évolution'
}

export interface RadarLine {
  key: keyof ProfileContent['radarScores']
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
}

export const RADAR_LABELS: Readonly<Record<keyof ProfileContent['radarScores'], string>> = {
  ponctualite: 'Ponctualité',
  resolutionProblemes: 'Résolution de problèmes',
  resistanceStress: 'Résistance au stress',
  connaissanceMarche: 'Connaissance du marché',
  competencesInterpersonnelles: 'Compétences interpersonnelles',
}

/** Adults also get bridges on the same page, so they get fewer families. */
const FAMILY_COUNT: Record<ReportAudience, number> = { school: 14, adult: 8 }
const BRIDGE_COUNT = 6

/** Emoji have no glyph in the report's font: the PDF keeps the words and drops the pictures. */
const PICTOGRAPHS = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}\u{20E3}]/gu
export const printable = (text: string): string => text.replace(PICTOGRAPHS, '').replace(/\s{2,}/gu, ' ').trim()

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** "1er décembre 2026", "22 novembre 2026": the same on every server, whatever its ICU data and time zone (Paris). */
export function frenchDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(date)
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value)
  const day = part('day')
  return `${day === 1 ? '1er' : day} ${MONTHS[part('month') - 1]} ${part('year')}`
}

const typeLabel = (letter: RiasecLetter) => `${letter} ${RIASEC_TYPE_NAMES[letter]}`

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

function typeSection(letter: RiasecLetter, scores: RiasecScores): TypeSection {
  const portrait = TYPE_PORTRAITS[letter]
  return { letter, name: RIASEC_TYPE_NAMES[letter], score: scores[letter], summary: portrait.summary, likes: [...portrait.likes], environment: portrait.environment }
}

const PAIR_SENTENCES: Readonly<Record<Consistency, string>> = {
  adjacent: 'Ces deux types sont voisins sur l’hexagone de Holland : ils se renforcent, et beaucoup de métiers les réunissent naturellement.',
  alternate: 'Ces deux types sont séparés d’un type sur l’hexagone : ils se complètent, et les métiers qui les marient demandent un peu de recherche.',
  opposite:
    'Ces deux types sont opposés sur l’hexagone : une combinaison rare, qui peut devenir une vraie force dans un métier à la frontière des deux.',
}

function careerWhy(career: Career, family: RomeJobFamily | undefined, scores: RiasecScores, ranking: RiasecLetter[]): string {
  if (!family) return 'Ce métier prolonge directement les activités que ton profil préfère.'
  const official = [family.major, ...(family.minor ? [family.minor] : [])]
  const top = ranking.slice(0, 2)
  const shared = official.filter((letter) => top.includes(letter))
  const scoreText = official.map((letter) => `${letter} ${scores[letter]}/12`).join(', ')
  if (shared.length === official.length && official.length === 2) {
    return `Ses deux lettres officielles sont tes deux types dominants (tes scores : ${scoreText}).`
  }
  if (shared.length > 0) {
    const names = shared.map((letter) => RIASEC_TYPE_NAMES[letter]).join(' et ')
    return `Il repose sur ton type ${names}, l’un de tes deux plus forts (tes scores : ${scoreText}).`
  }
  return `Ses lettres officielles sont proches de ton profil sans en être le cœur (tes scores : ${scoreText}) : une piste à vérifier sur le terrain.`
}

function careerSection(career: Career, rome: RomeLookup, scores: RiasecScores, ranking: RiasecLetter[]): CareerSection {
  const family = career.romeCode ? rome.family(career.romeCode) : undefined
  return {
    name: printable(career.name),
    romeCode: career.romeCode,
    romeLabel: family?.label ?? null,
    officialLetters: family ? [family.major, ...(family.minor ? [family.minor] : [])].map(typeLabel).join(', ') : null,
    fitPercent: family ? percent(jobFamilyFit(family, scores)) : null,
    level: printable(career.level),
    description: printable(career.description),
    pathway: printable(career.pathway),
    tag: CAREER_TAGS[career.tag] ?? '',
    why: careerWhy(career, family, scores, ranking),
  }
}

const lettersOf = (family: RomeJobFamily) => (family.minor ? `${family.major}${family.minor}` : family.major)

function levelSections(profile: ProfileContent, audience: ReportAudience, scores: RiasecScores): LevelSection[] {
  return LEVEL_CODES.map((code) => {
    const trainings = profile.formations
      .filter((formation) => formation.levelCode === code)
      .map((formation) => ({ name: printable(formation.name), duration: printable(formation.duration), level: printable(formation.level), pitch: printable(formation.pitch) }))
    const emptyText =
      trainings.length > 0
        ? null
        : code === 'DNMADE'
          ? `Aucune formation de ce niveau dans ta sélection. Surtout pertinent si le type Artistique compte pour toi (ton score A : ${scores.A}/12).`
          : NO_TRAINING_AT_LEVEL
    return { code, title: LEVELS[code].title, text: LEVELS[code].text[audience], trainings, emptyText }
  })
}

function strongestSkill(profile: ProfileContent): string {
  const entries = Object.entries(profile.radarScores) as Array<[keyof ProfileContent['radarScores'], number]>
  const [best] = [...entries].sort((a, b) => b[1] - a[1])
  return best ? RADAR_LABELS[best[0]].toLowerCase() : 'résolution de problèmes'
}

/**
 * French spacing: the space before « : ; ! ? » and after « becomes a no-break space, so a line never
 * starts with a colon or a closing quotation mark.
 */
export const frenchSpacing = (text: string): string => text.replace(/ ([:;!?»])/gu, '\u00A0$1').replace(/« /gu, '«\u00A0')

function withFrenchSpacing<T>(value: T): T {
  if (typeof value === 'string') return frenchSpacing(value) as T
  if (Array.isArray(value)) return value.map(withFrenchSpacing) as T
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFrenchSpacing(item)])) as T
  }
  return value
}

/** French quotation marks, held to their words by no-break spaces. */
export const inQuotes = (text: string): string => `«\u00A0${text}\u00A0»`

const quote = (text: string, max = 90) => {
  const clean = printable(text)
  return inQuotes(clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean)
}

function actionPlan(input: ReportInput, careers: CareerSection[], ranking: RiasecLetter[], weak: boolean): { days30: string[]; days90: string[] } {
  const [career1 = 'ton premier métier', career2 = 'ton deuxième métier'] = careers.map((career) => career.name)
  const [formation1, formation2] = input.profile.formations.map((formation) => printable(formation.name))
  const third = ranking[2]
  const dream = input.orientationAnswers?.at(-1)?.answer
  const weakStep = weak && third ? [`Ton profil est peu marqué : garde une place pour ton troisième type, ${typeLabel(third)}, dans tes recherches.`] : []
  const dreamStep = dream ? [`Confronte ton idée ${quote(dream, 60)} aux métiers de ce rapport : qu’ont-ils en commun ?`] : []
  if (input.audience === 'school') {
    return {
      days30: [
        `Lis les fiches Onisep de ${inQuotes(career1)} et de ${inQuotes(career2)} et note ce qui t’attire ou te freine.`,
        `Parle de ton profil ${input.profile.code} avec tes parents et ton professeur principal ou un PsyEN au CIO.`,
        formation1 ? `Repère où se prépare ${inQuotes(formation1)} près de chez toi, et ses dates de portes ouvertes.` : 'Repère deux formations près de chez toi et leurs dates de portes ouvertes.',
        `Interroge une personne qui exerce le métier de ${career1} : ses journées, ses études, ce qu’elle aime.`,
        ...weakStep,
      ],
      days90: [
        'Fais un stage, une journée d’immersion ou un mini-stage en lycée professionnel dans l’un de ces métiers.',
        formation1 && formation2 ? `Visite au moins deux formations (par exemple ${inQuotes(formation1)} et ${inQuotes(formation2)}) en salon ou en portes ouvertes.` : 'Visite au moins deux formations en salon ou en portes ouvertes.',
        'Compare trois formations : taux de réussite, débouchés, apprentissage possible, coût et éloignement.',
        ...dreamStep,
        'Refais le point : tes deux types dominants te parlent-ils toujours ? Choisis tes vœux en conséquence.',
      ],
    }
  }
  return {
    days30: [
      'Prends rendez-vous avec un conseiller en évolution professionnelle (CEP) : c’est gratuit et confidentiel.',
      `Mène deux enquêtes métier auprès de personnes qui exercent ${inQuotes(career1)} et ${inQuotes(career2)}.`,
      formation1 ? `Regarde sur Mon Compte Formation tes droits CPF et les sessions de ${inQuotes(formation1)}.` : 'Regarde sur Mon Compte Formation tes droits CPF et les formations finançables.',
      `Fais l’inventaire de tes compétences transférables, en commençant par ta force du radar : ${strongestSkill(input.profile)}.`,
      ...weakStep,
    ],
    days90: [
      'Teste le métier sur le terrain : une immersion (PMSMP avec France Travail) ou quelques jours d’observation.',
      'Choisis ta formation et son financement : CPF, projet de transition professionnelle (Transitions Pro) ou aide de France Travail.',
      'Étudie les passerelles de ce rapport : lesquelles réutilisent le plus ton expérience actuelle ?',
      ...dreamStep,
      'Fixe une date de décision et écris ce qui doit être vrai pour dire oui (revenu, rythme, lieu).',
    ],
  }
}

function familyLine(family: RomeJobFamily, scores: RiasecScores): FamilyLine {
  return { code: family.code, label: family.label, letters: lettersOf(family), fitPercent: percent(jobFamilyFit(family, scores)) }
}

function bridgeLines(careers: CareerSection[], rome: RomeLookup, scores: RiasecScores, exclude: Set<string>): BridgeLine[] {
  const seen = new Set(exclude)
  const bridges: BridgeLine[] = []
  for (const career of careers) {
    for (const link of rome.mobilityFrom(career.romeCode)) {
      const family = rome.family(link.code)
      if (!family || seen.has(family.code)) continue
      seen.add(family.code)
      bridges.push({ ...familyLine(family, scores), from: career.name, kind: link.kind === 'close' ? 'proche' : 'évolution' })
    }
  }
  return bridges
    .sort((a, b) => Number(b.kind === 'proche') - Number(a.kind === 'proche') || b.fitPercent - a.fitPercent || a.code.localeCompare(b.code, 'en'))
    .slice(0, BRIDGE_COUNT)
}

export function buildReportModel(input: ReportInput): ReportModel {
  return withFrenchSpacing(buildModel(input))
}

function buildModel(input: ReportInput): ReportModel {
  const { profile, scores, audience, rome } = input
  const ranking = reportRanking(scores, input.dominantProfile, input.ranking)
  const outcome = reportOutcome(scores, input.dominantProfile, ranking, input.tieBreak)
  const [first, second, third] = ranking
  if (!first || !second || !third) throw new Error('Unreachable: ranking shorter than three')
  const dateText = frenchDate(input.generatedOn)
  const careers = profile.careers.slice(0, 6).map((career) => careerSection(career, rome, scores, ranking))
  const careerCodes = new Set(careers.map((career) => career.romeCode).filter(Boolean))
  const families = rankJobFamilies(
    rome.families.filter((family) => !careerCodes.has(family.code)),
    scores,
    FAMILY_COUNT[audience],
  ).map((family) => familyLine(family, scores))
  const bridges =
    audience === 'adult' ? bridgeLines(careers, rome, scores, new Set([...careerCodes, ...families.map((family) => family.code)])) : []
  const who = input.firstName ? `de ${input.firstName}` : 'personnalisé'
  const title = `${REPORT_TITLE[audience]} ${input.firstName ? `— ${input.firstName}` : ''}`.trim()
  const orientationAnswers = (input.orientationAnswers ?? [])
    .filter((answer) => answer.answer.trim() !== '')
    .slice(-3)
    .map((answer) => ({ question: printable(answer.question), answer: printable(answer.answer) }))

  return {
    meta: {
      title,
      subject: `Profil RIASEC ${profile.code} — ${printable(profile.name)}`,
      author: input.brandName,
      keywords: `orientation, RIASEC, ${profile.code}, métiers, formations`,
      language: 'fr',
    },
    audience,
    brandName: input.brandName,
    firstName: input.firstName,
    dateText,
    pageTitles: PAGE_TITLES,
    cover: { title: REPORT_TITLE[audience], tagline: COVER_TAGLINE[audience], greeting: `Rapport ${who}, établi le ${dateText}` },
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
    scores: RIASEC_LETTERS.map((letter) => ({ letter, name: RIASEC_TYPE_NAMES[letter], score: scores[letter], rank: ranking.indexOf(letter) + 1 })),
    ranking,
    indices: {
      differentiation: outcome.differentiation,
      consistency: outcome.consistency,
      consistencyLabel: CONSISTENCY_LABELS[outcome.consistency],
      weak: outcome.weaklyDifferentiated,
      weakTitle: WEAK_PROFILE_TITLE,
      weakText: WEAK_PROFILE_TEXT,
      sentences: explainOutcome(outcome),
      scoresExplainer: SCORES_EXPLAINER,
      differentiationExplainer: DIFFERENTIATION_EXPLAINER,
    },
    dominantTypes: [typeSection(first, scores), typeSection(second, scores)],
    pairText: PAIR_SENTENCES[outcome.consistency],
    thirdType: typeSection(third, scores),
    radar: (Object.keys(RADAR_LABELS) as Array<keyof ProfileContent['radarScores']>).map((key) => ({ key, label: RADAR_LABELS[key], value: profile.radarScores[key], tip: SKILL_TIPS[key][audience] })),
    careers,
    levels: levelSections(profile, audience, scores),
    trainingsNote: TRAININGS_NOTE[audience],
    families,
    familiesIntro: FAMILIES_INTRO,
    fitExplainer: FIT_EXPLAINER,
    bridges,
    bridgesIntro: BRIDGES_INTRO,
    actionPlan: actionPlan(input, careers, ranking, outcome.weaklyDifferentiated),
    readingNotes: READING_NOTES[audience],
    contents: REPORT_CONTENTS,
    orientationAnswers,
    resources: RESOURCES[audience],
    method: [METHOD_INTRO, SCORING_RULE_TEXT, SINGLE_LETTER_RULE_TEXT, TIE_RULE_TEXT],
    coaching: {
      intro: COACHING_INTRO[audience],
      prompts: COACHING_PROMPTS[audience],
      facts: [
        `Mon profil : ${profile.code} — ${printable(profile.name)}`,
        `Mes scores : ${ranking.map((letter) => `${letter} ${scores[letter]}`).join(' · ')}`,
        `Mes métiers de départ : ${careers.slice(0, 3).map((career) => career.name).join(', ')}`,
      ],
    },
    credit: rome.credit,
    disclaimer: DISCLAIMER,
  }
}
