/**
 * Checks of the French seed content: complete sets, the shapes the pages rely on, French typography,
 * no copy-paste between profiles, careers that are real ROME job families agreeing with their profile,
 * and questionnaires the scoring can trust.
 */
import { describe, expect, it } from 'vitest'
import { CAREER_TAGS, LEVEL_CODES, type ProfileContent, type ProfileSet } from '../domain/content-types'
import { RIASEC_LETTERS } from '../domain/riasec-letters'
import { PROFILE_CODES, canonicalCode } from '../domain/riasec'
import { careerAgreesWithProfile } from '../domain/rome-match'
import { previewOf } from '../domain/unlock'
import { romeData } from '../server/report/rome-data'
import { encouragements, orientationQuestions, riasecEncouragements, riasecQuestions } from './questions'
import { profiles as adulteProfiles } from './profiles/adulte'
import { profiles as scolaireProfiles } from './profiles/scolaire'

const SETS: Record<ProfileSet, ProfileContent[]> = { scolaire: scolaireProfiles, adulte: adulteProfiles }
const SET_NAMES = Object.keys(SETS) as ProfileSet[]
const allProfiles = [...scolaireProfiles, ...adulteProfiles]

/** Radar levels: 1-5 in the school set, 2-5 in the adult set (spec part 1 §3). */
const RADAR_MIN: Record<ProfileSet, number> = { scolaire: 1, adulte: 2 }
const RADAR_MAX = 5

/** Every string in a value, with where it sits, so a failure names the faulty field. */
function stringsWithPaths(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsWithPaths(item, `${path}[${i}]`))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsWithPaths(item, `${path}.${key}`))
  }
  return []
}

const profileLabel = (profile: ProfileContent) => `${profile.set}/${profile.code}`

/** ROME's official RIASEC letters of each job family, as the site ships them (src/server/report/rome-v347.json). */
const romeFamily = romeData().family

describe.each(SET_NAMES)('the %s profile set', (set) => {
  const profiles = SETS[set]

  it('holds exactly the 21 profile codes, each once, each canonical', () => {
    expect(profiles.map((p) => p.code).sort()).toEqual([...PROFILE_CODES].sort())
    for (const profile of profiles) expect(canonicalCode(profile.code)).toBe(profile.code)
  })

  it('marks every profile with its set', () => {
    for (const profile of profiles) expect(profile.set, profileLabel(profile)).toBe(set)
  })

  it('gives every profile 4 traits, 3 strengths, 4 trainings and 6 careers', () => {
    for (const profile of profiles) {
      const label = profileLabel(profile)
      expect(profile.traits, label).toHaveLength(4)
      expect(profile.strengths, label).toHaveLength(3)
      expect(profile.formations, label).toHaveLength(4)
      expect(profile.careers, label).toHaveLength(6)
    }
  })

  it(`scores the radar with whole numbers from ${RADAR_MIN[set]} to ${RADAR_MAX}`, () => {
    for (const profile of profiles) {
      const axes = Object.entries(profile.radarScores)
      expect(axes.map(([axis]) => axis).sort(), profileLabel(profile)).toEqual(
        ['competencesInterpersonnelles', 'connaissanceMarche', 'ponctualite', 'resistanceStress', 'resolutionProblemes'],
      )
      for (const [axis, level] of axes) {
        expect(Number.isInteger(level), `${profileLabel(profile)} ${axis}`).toBe(true)
        expect(level, `${profileLabel(profile)} ${axis}`).toBeGreaterThanOrEqual(RADAR_MIN[set])
        expect(level, `${profileLabel(profile)} ${axis}`).toBeLessThanOrEqual(RADAR_MAX)
      }
    }
  })

  it('uses only known training levels and career tags', () => {
    for (const profile of profiles) {
      for (const formation of profile.formations) {
        expect(LEVEL_CODES, `${profileLabel(profile)} ${formation.name}`).toContain(formation.levelCode)
      }
      for (const career of profile.careers) {
        expect(Object.keys(CAREER_TAGS), `${profileLabel(profile)} ${career.name}`).toContain(career.tag)
      }
    }
  })

  it('gives each profile its own name', () => {
    const names = profiles.map((p) => p.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })
})

describe('profile texts', () => {
  const texts = allProfiles.flatMap((profile) => stringsWithPaths(profile, profileLabel(profile)))

  it('have no empty string', () => {
    expect(texts.filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([])
  })

  it('use the typographic apostrophe (’), never the ASCII one', () => {
    expect(texts.filter(([, text]) => text.includes("'")).map(([path]) => path)).toEqual([])
  })

  it('contain no placeholder text', () => {
    expect(texts.filter(([, text]) => /lorem/i.test(text)).map(([path]) => path)).toEqual([])
  })

  it.each(['description', 'interpretation', 'potential', 'environment', 'advice'] as const)(
    'never repeat the %s of another profile (no copy-paste)',
    (field) => {
      const seen = new Map<string, string>()
      const repeats: string[] = []
      for (const profile of allProfiles) {
        const text = profile[field].trim()
        const first = seen.get(text)
        if (first) repeats.push(`${profileLabel(profile)} repeats ${first}`)
        else seen.set(text, profileLabel(profile))
      }
      expect(repeats).toEqual([])
    },
  )

  it('keep the paid texts out of the free preview, which carries the tailored advice', () => {
    for (const profile of allProfiles) {
      for (const layout of ['school', 'adult'] as const) {
        const preview = previewOf(profile, layout)
        expect(preview.visible.advice, `${profileLabel(profile)} ${layout}`).toBe(profile.advice)
        const json = JSON.stringify(preview)
        for (const text of [profile.interpretation, profile.potential, ...profile.strengths]) {
          expect(json.includes(JSON.stringify(text).slice(1, -1)), `${profileLabel(profile)} ${layout}: ${text}`).toBe(false)
        }
      }
    }
  })
})

// That every career names a family of the shipped data is checked in src/server/report/rome-csv.test.ts.
describe('careers and ROME', () => {
  it('suggest careers whose official RIASEC letters share one with the profile', () => {
    const disagreeing = allProfiles.flatMap((profile) =>
      profile.careers.flatMap((career) => {
        const family = romeFamily(career.romeCode)
        if (!family) return [`${profileLabel(profile)} ${career.name}: ${career.romeCode} is no ROME family`]
        if (careerAgreesWithProfile(profile.code, family.major, family.minor)) return []
        return [`${profileLabel(profile)} ${career.name} (${career.romeCode}: ${family.major}${family.minor ?? ''})`]
      }),
    )
    expect(disagreeing).toEqual([])
  })

  it('cover both letters of a pair profile with at least one career each', () => {
    const uncovered = allProfiles
      .filter((profile) => profile.code.length === 2)
      .flatMap((profile) => {
        const careerLetters = new Set<string | null>(
          profile.careers.flatMap((career) => {
            const family = romeFamily(career.romeCode)
            return family ? [family.major, family.minor] : []
          }),
        )
        return [...profile.code].filter((letter) => !careerLetters.has(letter)).map((letter) => `${profileLabel(profile)}: ${letter}`)
      })
    expect(uncovered).toEqual([])
  })
})

describe('orientation questionnaire', () => {
  it('has 10 questions, in order 1 to 10', () => {
    expect(orientationQuestions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('ends with a free-text question without options', () => {
    const last = orientationQuestions.find((q) => q.order === 10)
    expect(last?.type).toBe('text')
    expect(last?.options).toEqual([])
    expect(last?.hasOther).toBe(false)
  })

  it('offers "Autre (précise)" on questions 1 and 8 only', () => {
    expect(orientationQuestions.filter((q) => q.hasOther).map((q) => q.order)).toEqual([1, 8])
  })

  it('makes questions 1 to 9 single choice with at least 3 distinct options', () => {
    for (const question of orientationQuestions.filter((q) => q.order !== 10)) {
      expect(question.type, `question ${question.order}`).toBe('single')
      expect(question.options.length, `question ${question.order}`).toBeGreaterThanOrEqual(3)
      const labels = question.options.map((o) => o.label)
      expect(new Set(labels).size, `question ${question.order}`).toBe(labels.length)
    }
  })

  it('ties options only to RIASEC letters', () => {
    for (const question of orientationQuestions) {
      for (const option of question.options) {
        if (option.letter !== undefined) expect(RIASEC_LETTERS, option.label).toContain(option.letter)
      }
    }
  })
})

describe('encouragements', () => {
  it('are 12 different messages for the orientation questionnaire', () => {
    expect(encouragements).toHaveLength(12)
    expect(new Set(encouragements).size).toBe(12)
  })

  it('speak of the final free-text question at the orientation questionnaire’s last step', () => {
    const last = orientationQuestions.reduce((a, b) => (b.order > a.order ? b : a))
    expect(last.type).toBe('text')
    expect(encouragements[last.order - 1]).toMatch(/^Dernière question/)
    for (const message of encouragements.slice(0, last.order - 1)) expect(message).not.toMatch(/Dernière question/)
  })

  it('are 12 different messages for the RIASEC test, one per question, the last one about the last question', () => {
    expect(riasecEncouragements).toHaveLength(12)
    expect(new Set(riasecEncouragements).size).toBe(12)
    expect(riasecEncouragements[11]).toMatch(/^Dernière question/)
    for (const message of riasecEncouragements.slice(0, 11)) expect(message).not.toMatch(/Dernière question/)
  })

  it('never borrow the orientation questionnaire’s messages for the RIASEC test', () => {
    expect(riasecEncouragements.filter((message) => encouragements.includes(message))).toEqual([])
    // Single-choice questions only: nothing about a dream or a free-text answer.
    expect(riasecEncouragements.filter((message) => /rêve|quelques mots|écri/i.test(message))).toEqual([])
  })
})

describe.each(SET_NAMES)('the %s RIASEC questions', (set) => {
  const questions = riasecQuestions.filter((q) => q.set === set)

  it('are 12, in order 1 to 12', () => {
    expect(questions.map((q) => q.order).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('each offer six options, one per letter', () => {
    for (const question of questions) {
      expect(question.options, `question ${question.order}`).toHaveLength(6)
      expect(question.options.map((o) => o.letter).sort(), `question ${question.order}`).toEqual([...RIASEC_LETTERS].sort())
    }
  })

  it('never put a letter in the same position in more than 4 of the 12 questions', () => {
    const crowded: string[] = []
    for (const letter of RIASEC_LETTERS) {
      for (let position = 0; position < 6; position++) {
        const count = questions.filter((q) => q.options[position]?.letter === letter).length
        if (count > 4) crowded.push(`${letter} in position ${position + 1}: ${count} questions`)
      }
    }
    expect(crowded).toEqual([])
  })
})

describe('questionnaire texts', () => {
  const texts = stringsWithPaths({ orientationQuestions, riasecQuestions, encouragements, riasecEncouragements }, 'questions')

  it('only use RIASEC question sets that exist', () => {
    expect(riasecQuestions.every((q) => SET_NAMES.includes(q.set))).toBe(true)
    expect(riasecQuestions).toHaveLength(12 * SET_NAMES.length)
  })

  it('have no empty string', () => {
    expect(texts.filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([])
  })

  it('use the typographic apostrophe (’), never the ASCII one', () => {
    expect(texts.filter(([, text]) => text.includes("'")).map(([path]) => path)).toEqual([])
  })

  it('contain no placeholder text', () => {
    expect(texts.filter(([, text]) => /lorem/i.test(text)).map(([path]) => path)).toEqual([])
  })
})
