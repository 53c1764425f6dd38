import type { Profile } from '@/payload-types'
import type { CareerTag, LevelCode, ProfileContent } from '@/domain/content-types'

/** Reshapes a Payload profile document into the domain's profile content. */
export function toProfileContent(doc: Profile): ProfileContent {
  return {
    set: doc.set,
    code: doc.code,
    name: doc.name,
    description: doc.description,
    traits: (doc.traits ?? []).map(({ emoji, label }) => ({ emoji, label })),
    radarScores: {
      ponctualite: doc.radarScores.ponctualite,
      resolutionProblemes: doc.radarScores.resolutionProblemes,
      resistanceStress: doc.radarScores.resistanceStress,
      connaissanceMarche: doc.radarScores.connaissanceMarche,
      competencesInterpersonnelles: doc.radarScores.competencesInterpersonnelles,
    },
    strengths: (doc.strengths ?? []).map(({ text }) => text),
    interpretation: doc.interpretation ?? '',
    potential: doc.potential ?? '',
    formations: (doc.formations ?? []).map((formation) => ({
      name: formation.name,
      duration: formation.duration,
      level: formation.level,
      levelCode: (formation.levelCode ?? 'Bachelor') as LevelCode,
      icon: formation.icon ?? '🎓',
      pitch: formation.pitch ?? '',
    })),
    careers: (doc.careers ?? []).map((career) => ({
      name: career.name,
      romeCode: career.romeCode ?? '',
      level: career.level,
      description: career.description,
      pathway: career.pathway ?? '',
      icon: career.icon ?? '💼',
      tag: (career.tag ?? '⭐') as CareerTag,
    })),
    environment: doc.environment,
    advice: doc.advice ?? '',
  }
}
