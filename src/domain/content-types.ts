/**
 * Shapes of the French editorial content (seeded into Payload, editable in the admin).
 * Pure types: no Payload or Next import, so the seed data, the domain and its tests share them.
 */
import type { RiasecLetter } from './riasec-letters'

/** Which wording and which profile texts a visitor gets: school pupils, or adults (career change and general public). */
export type ProfileSet = 'scolaire' | 'adulte'

export type LevelCode = 'CAP' | 'BTS' | 'Bachelor' | 'Master' | 'DNMADE'

/** Every level code at run time (admin select options, content checks); the record makes the list exhaustive. */
const LEVEL_CODE_SET: Record<LevelCode, true> = { CAP: true, BTS: true, Bachelor: true, Master: true, DNMADE: true }
export const LEVEL_CODES = Object.keys(LEVEL_CODE_SET) as LevelCode[]

/**
 * The three career markers shown beside a career (spec: "a career tag is one of three emoji markers"), with
 * their default meanings: visitors read the meanings editors keep in the interface texts' `riasec.careerTags`.
 */
export const CAREER_TAGS = {
  '🔥': 'Métier qui recrute',
  '🌱': 'Métier d’avenir',
  '⭐': 'Coup de cœur pour ton profil',
} as const
export type CareerTag = keyof typeof CAREER_TAGS

export interface Trait {
  emoji: string
  label: string
}

/** The five skills of the results radar, integers 1-5 (2-5 in the adult set). */
export interface RadarScores {
  ponctualite: number
  resolutionProblemes: number
  resistanceStress: number
  connaissanceMarche: number
  competencesInterpersonnelles: number
}

export interface Formation {
  /** Real French training, e.g. "BTS Systèmes numériques" or "Titre professionnel Technicien d’assistance informatique". */
  name: string
  /** e.g. "2 ans", "6 à 12 mois". */
  duration: string
  /** Human level, e.g. "Bac+2", "Niveau 4 (bac)"; never another diploma's name ("Niveau 3 (équivalent CAP)", not "(CAP)", for a titre professionnel). */
  level: string
  /** The report's level section the training is filed under, next to other diplomas of that level: not the training's diploma. */
  levelCode: LevelCode
  icon: string
  /** One sentence: why this training suits this profile. */
  pitch: string
}

export interface Career {
  /** Real job title, as an official ROME appellation or close to it. */
  name: string
  /** ROME v3 code of the job family (e.g. "M1805"); its official RIASEC letters must agree with the profile. */
  romeCode: string
  /** e.g. "Bac+2 à Bac+3". */
  level: string
  description: string
  /** How to get there, concretely. */
  pathway: string
  icon: string
  tag: CareerTag
}

export interface ProfileContent {
  set: ProfileSet
  /** Canonical code: one letter, or two letters in R-I-A-S-E-C order (IA, never AI). */
  code: string
  /** Display name, e.g. "Le Bâtisseur curieux". */
  name: string
  description: string
  /** Exactly 4. The free preview shows the first 2. */
  traits: Trait[]
  radarScores: RadarScores
  /** Exactly 3 strengths (locked card). */
  strengths: string[]
  /** Locked card "Interprétation de ton profil": 2-4 sentences. */
  interpretation: string
  /** Locked card "Ton potentiel": 2-4 sentences. */
  potential: string
  /** Exactly 4, ordered from the most accessible level. */
  formations: Formation[]
  /** Exactly 6. */
  careers: Career[]
  /** Ideal work environment, 2-3 sentences. */
  environment: string
  /** Tailored advice, 2-4 sentences. */
  advice: string
}

export type QuestionType = 'single' | 'text'

export interface OrientationOption {
  label: string
  /** The interest type this answer leans towards, when it clearly does: used as further signal to break RIASEC ties. */
  letter?: RiasecLetter
}

export interface OrientationQuestion {
  order: number
  title: string
  type: QuestionType
  options: OrientationOption[]
  /** Questions 1 and 8 offer "Autre (précise)" with a text field. */
  hasOther: boolean
}

export interface RiasecOption {
  label: string
  letter: RiasecLetter
}

export interface RiasecQuestion {
  set: ProfileSet
  order: number
  title: string
  /** Exactly six options, one per letter, in an order that varies between questions. */
  options: RiasecOption[]
}

/** A simple rich-text block; the seed turns a list of them into Lexical rich text for the admin. */
export type RichBlock =
  | { type: 'h2' | 'h3' | 'p' | 'quote'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'cta'; label: string; href: string }

export interface ArticleContent {
  slug: string
  title: string
  excerpt: string
  /** SEO description, 140-160 characters. */
  metaDescription: string
  body: RichBlock[]
}

export interface Testimonial {
  text: string
  author: string
  emoji: string
  /** Where it appears. */
  audience: 'home' | 'scolaire' | 'reconversion' | 'public' | 'checkout'
}

export interface Faq {
  question: string
  answer: string
  placement: 'home' | 'scolaire' | 'reconversion' | 'public'
  order: number
}
