/**
 * What a visitor sees of their profile before and after unlocking it.
 *
 * The results page is rendered on the server and hands the browser only what `previewOf` returns until
 * the result is unlocked: locked text never leaves the server, so blurring cannot be undone in the browser.
 * Both views are built field by field (never by spreading a document), so a field added to the profile
 * later stays private until it is listed here.
 *
 * Free (spec part 1 §2.7 and §9): code, name, description, the first traits, the radar, the first trainings
 * and careers, the ideal environment and the tailored advice (the spec's list of the page's content marks
 * every locked item and lists these two without a lock). Locked: the other traits, trainings and careers,
 * the strengths, the interpretation and the potential.
 */
import type { ResultsLayout } from './bilan'
import type { Career, Formation, ProfileContent, ProfileSet, RadarScores, Trait } from './content-types'

export interface PreviewRule {
  traits: number
  formations: number
  careers: number
}

export const PREVIEW_RULES: Readonly<Record<ResultsLayout, Readonly<PreviewRule>>> = {
  school: { traits: 2, formations: 1, careers: 1 },
  adult: { traits: 2, formations: 2, careers: 2 },
}

/** The fields a locked visitor receives. */
export interface PreviewFields {
  set: ProfileSet
  code: string
  name: string
  description: string
  traits: Trait[]
  radarScores: RadarScores
  formations: Formation[]
  careers: Career[]
  environment: string
  advice: string
}

/** How many locked items of each kind exist, so the page can draw as many blurred placeholders. */
export interface LockedCounts {
  traits: number
  strengths: number
  formations: number
  careers: number
  interpretation: number
  potential: number
}

export type ProfileView =
  | { unlocked: false; visible: PreviewFields; lockedCounts: LockedCounts }
  | { unlocked: true; visible: ProfileContent; lockedCounts: LockedCounts }

const copyTrait = ({ emoji, label }: Trait): Trait => ({ emoji, label })

const copyFormation = ({ name, duration, level, levelCode, icon, pitch }: Formation): Formation => ({
  name,
  duration,
  level,
  levelCode,
  icon,
  pitch,
})

const copyCareer = ({ name, romeCode, level, description, pathway, icon, tag }: Career): Career => ({
  name,
  romeCode,
  level,
  description,
  pathway,
  icon,
  tag,
})

const copyRadar = (radar: RadarScores): RadarScores => ({
  ponctualite: radar.ponctualite,
  resolutionProblemes: radar.resolutionProblemes,
  resistanceStress: radar.resistanceStress,
  connaissanceMarche: radar.connaissanceMarche,
  competencesInterpersonnelles: radar.competencesInterpersonnelles,
})

const presentText = (text: string): number => (text.trim() === '' ? 0 : 1)

/** The free preview: the only view of a locked result that may be sent to the browser. */
export function previewOf(profile: ProfileContent, layout: ResultsLayout): ProfileView & { unlocked: false } {
  const rule = PREVIEW_RULES[layout]
  const visibleTraits = profile.traits.slice(0, rule.traits)
  const visibleFormations = profile.formations.slice(0, rule.formations)
  const visibleCareers = profile.careers.slice(0, rule.careers)
  return {
    unlocked: false,
    visible: {
      set: profile.set,
      code: profile.code,
      name: profile.name,
      description: profile.description,
      traits: visibleTraits.map(copyTrait),
      radarScores: copyRadar(profile.radarScores),
      formations: visibleFormations.map(copyFormation),
      careers: visibleCareers.map(copyCareer),
      environment: profile.environment,
      advice: profile.advice,
    },
    lockedCounts: {
      traits: profile.traits.length - visibleTraits.length,
      strengths: profile.strengths.length,
      formations: profile.formations.length - visibleFormations.length,
      careers: profile.careers.length - visibleCareers.length,
      interpretation: presentText(profile.interpretation),
      potential: presentText(profile.potential),
    },
  }
}

const NOTHING_LOCKED: LockedCounts = {
  traits: 0,
  strengths: 0,
  formations: 0,
  careers: 0,
  interpretation: 0,
  potential: 0,
}

/** The unlocked view: every field of the profile, copied field by field like the preview. */
export function fullProfile(profile: ProfileContent): ProfileView & { unlocked: true } {
  return {
    unlocked: true,
    visible: {
      set: profile.set,
      code: profile.code,
      name: profile.name,
      description: profile.description,
      traits: profile.traits.map(copyTrait),
      radarScores: copyRadar(profile.radarScores),
      strengths: [...profile.strengths],
      interpretation: profile.interpretation,
      potential: profile.potential,
      formations: profile.formations.map(copyFormation),
      careers: profile.careers.map(copyCareer),
      environment: profile.environment,
      advice: profile.advice,
    },
    lockedCounts: { ...NOTHING_LOCKED },
  }
}
