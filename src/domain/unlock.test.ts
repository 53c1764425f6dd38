import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ResultsLayout } from './bilan'
import type { Career, Formation, ProfileContent, Trait } from './content-types'
import { PREVIEW_RULES, fullProfile, previewOf } from './unlock'

/**
 * A profile whose every text is tagged with where it sits ("⟦interpretation⟧", "⟦career 3 name⟧"…),
 * so one text can never be found inside another by accident; `noise` makes the texts vary between runs.
 */
function taggedProfile(noise: (tag: string) => string = () => ''): ProfileContent {
  const text = (tag: string) => `⟦${tag}⟧${noise(tag)}`
  const trait = (i: number): Trait => ({ emoji: text(`trait ${i} emoji`), label: text(`trait ${i} label`) })
  const formation = (i: number): Formation => ({
    name: text(`formation ${i} name`),
    duration: text(`formation ${i} duration`),
    level: text(`formation ${i} level`),
    levelCode: 'BTS',
    icon: text(`formation ${i} icon`),
    pitch: text(`formation ${i} pitch`),
  })
  const career = (i: number): Career => ({
    name: text(`career ${i} name`),
    romeCode: text(`career ${i} romeCode`),
    level: text(`career ${i} level`),
    description: text(`career ${i} description`),
    pathway: text(`career ${i} pathway`),
    icon: text(`career ${i} icon`),
    tag: '🔥',
  })
  return {
    set: 'scolaire',
    code: 'RI',
    name: text('name'),
    description: text('description'),
    traits: [1, 2, 3, 4].map(trait),
    radarScores: { ponctualite: 4, resolutionProblemes: 5, resistanceStress: 3, connaissanceMarche: 2, competencesInterpersonnelles: 1 },
    strengths: [1, 2, 3].map((i) => text(`strength ${i}`)),
    interpretation: text('interpretation'),
    potential: text('potential'),
    formations: [1, 2, 3, 4].map(formation),
    careers: [1, 2, 3, 4, 5, 6].map(career),
    environment: text('environment'),
    advice: text('advice'),
  }
}

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : []

/**
 * Every text the given layout must keep on the server while the result is locked
 * (a level code or a career tag is one of a few fixed values, not a text of its own).
 */
function lockedTexts(profile: ProfileContent, layout: ResultsLayout): string[] {
  const rule = PREVIEW_RULES[layout]
  return stringsOf([
    profile.traits.slice(rule.traits),
    profile.strengths,
    profile.interpretation,
    profile.potential,
    profile.formations.slice(rule.formations).map(({ levelCode: _, ...texts }) => texts),
    profile.careers.slice(rule.careers).map(({ tag: _, ...texts }) => texts),
  ])
}

/** Whether `text` appears anywhere in the JSON the server would send (compared in its JSON-escaped form). */
const sentInJson = (payload: unknown, text: string): boolean =>
  JSON.stringify(payload).includes(JSON.stringify(text).slice(1, -1))

const LAYOUTS: ResultsLayout[] = ['school', 'adult']

describe('PREVIEW_RULES', () => {
  it('follow the spec: school 2 traits, 1 training, 1 career; adult 2 traits, 2 of 4 trainings, 2 of 6 careers', () => {
    expect(PREVIEW_RULES).toEqual({
      school: { traits: 2, formations: 1, careers: 1 },
      adult: { traits: 2, formations: 2, careers: 2 },
    })
  })
})

describe('previewOf', () => {
  const profile = taggedProfile()

  it('shows the school layout’s free fields and counts what is locked', () => {
    const preview = previewOf(profile, 'school')
    expect(preview.unlocked).toBe(false)
    expect(preview.visible).toEqual({
      set: 'scolaire',
      code: 'RI',
      name: profile.name,
      description: profile.description,
      traits: profile.traits.slice(0, 2),
      radarScores: profile.radarScores,
      formations: profile.formations.slice(0, 1),
      careers: profile.careers.slice(0, 1),
      environment: profile.environment,
      advice: profile.advice,
    })
    expect(preview.lockedCounts).toEqual({
      traits: 2,
      strengths: 3,
      formations: 3,
      careers: 5,
      interpretation: 1,
      potential: 1,
    })
  })

  it('shows two trainings and two careers in the adult layout', () => {
    const preview = previewOf(profile, 'adult')
    expect(preview.visible.formations).toEqual(profile.formations.slice(0, 2))
    expect(preview.visible.careers).toEqual(profile.careers.slice(0, 2))
    expect(preview.visible.traits).toEqual(profile.traits.slice(0, 2))
    expect(preview.lockedCounts).toMatchObject({ traits: 2, formations: 2, careers: 4, strengths: 3 })
  })

  it.each(LAYOUTS)('sends no locked text in the %s layout', (layout) => {
    const preview = previewOf(profile, layout)
    const locked = lockedTexts(profile, layout)
    expect(locked.length).toBeGreaterThan(20)
    for (const text of locked) expect(sentInJson(preview, text)).toBe(false)
    expect(JSON.stringify(preview.visible)).not.toMatch(/interpretation|potential|strength/)
  })

  it.each(LAYOUTS)('still sends every free text in the %s layout', (layout) => {
    const preview = previewOf(profile, layout)
    const free = stringsOf(preview.visible)
    for (const text of [profile.name, profile.description, profile.environment, profile.advice]) expect(free).toContain(text)
  })

  it('never sends a locked text, whatever the texts contain', () => {
    const noise = fc.func(fc.string({ unit: 'binary', maxLength: 40 }))
    fc.assert(
      fc.property(noise, fc.constantFrom(...LAYOUTS), (noiseOf, layout) => {
        const randomProfile = taggedProfile(noiseOf)
        const preview = previewOf(randomProfile, layout)
        for (const text of lockedTexts(randomProfile, layout)) expect(sentInJson(preview, text)).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('drops the fields a stored document has beyond the free ones', () => {
    const stored = { ...profile, id: 42, secretNote: 'note interne', _status: 'published' } as ProfileContent
    const json = JSON.stringify(previewOf(stored, 'school'))
    expect(json).not.toContain('note interne')
    expect(json).not.toContain('secretNote')
    expect(json).not.toContain('published')
  })

  it('counts nothing locked where the profile has fewer items than the preview shows', () => {
    const short = { ...profile, traits: profile.traits.slice(0, 1), formations: [], careers: profile.careers.slice(0, 2), strengths: [] }
    expect(previewOf(short, 'adult').lockedCounts).toMatchObject({ traits: 0, formations: 0, careers: 0, strengths: 0 })
  })

  it('does not count an empty text as a locked card', () => {
    const preview = previewOf({ ...profile, interpretation: ' ', potential: '' }, 'school')
    expect(preview.lockedCounts).toMatchObject({ interpretation: 0, potential: 0, strengths: 3 })
  })

  it('copies instead of sharing the profile’s objects', () => {
    const original = taggedProfile()
    const preview = previewOf(original, 'school')
    preview.visible.traits[0]!.label = 'changed'
    preview.visible.radarScores.ponctualite = 0
    expect(original).toEqual(taggedProfile())
  })
})

describe('fullProfile', () => {
  it('gives every field and locks nothing', () => {
    const profile = taggedProfile()
    const view = fullProfile(profile)
    expect(view.unlocked).toBe(true)
    expect(view.visible).toEqual(profile)
    expect(Object.values(view.lockedCounts).every((count) => count === 0)).toBe(true)
  })

  it('drops fields beyond the profile content, and copies', () => {
    const profile = taggedProfile()
    const view = fullProfile({ ...profile, secretNote: 'note interne' } as ProfileContent)
    expect(JSON.stringify(view)).not.toContain('note interne')
    view.visible.strengths.push('added')
    view.visible.careers[0]!.name = 'changed'
    expect(profile).toEqual(taggedProfile())
  })
})
