/** Renders real PDFs (about ten seconds): every seeded profile must pass the check editors' saves go through. */
import { describe, expect, it } from 'vitest'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { interfaceTexts } from '@/content/interface'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { profilesToTry } from '@/globals/report-texts-fit'
import { reportTexts } from './copy'
import { buildReportModel } from './model'
import { pageCountOf } from './pdf-text'
import { renderReportPdf } from './render'
import { closeScoresFor, demandingReportInput, demandingReportPages, lengthensPastItsPages } from './page-fit'

describe('the demanding report an editor’s save is tried on', () => {
  it('fills exactly twelve pages for every seeded profile, so each can be edited', { timeout: 120_000 }, async () => {
    const pages: Record<string, number | null> = {}
    for (const profile of [...schoolProfiles, ...adultProfiles]) pages[`${profile.set}/${profile.code}`] = await demandingReportPages(profile, reportTexts, interfaceTexts.riasec)
    expect(Object.entries(pages).filter(([, count]) => count !== 12)).toEqual([])
  })

  it('stands for close scores too: every seeded profile’s report with its letters a point ahead fills twelve pages', { timeout: 120_000 }, async () => {
    const pages: Record<string, number | null> = {}
    for (const profile of [...schoolProfiles, ...adultProfiles]) {
      const input = { ...demandingReportInput(profile, reportTexts, interfaceTexts.riasec), scores: closeScoresFor(profile.code) }
      pages[`${profile.set}/${profile.code}`] = pageCountOf(await renderReportPdf(buildReportModel(input)))
    }
    expect(Object.entries(pages).filter(([, count]) => count !== 12)).toEqual([])
  })

  it('takes more pages when a profile’s text is lengthened past its page', { timeout: 60_000 }, async () => {
    const profile = adultProfiles.find((item) => item.code === 'IA')!
    const pages = await demandingReportPages({ ...profile, description: `${profile.description} `.repeat(8) }, reportTexts, interfaceTexts.riasec)
    expect(pages).toBeGreaterThan(12)
  })

  it('gives the profile’s letters a point ahead of the others', () => {
    expect(closeScoresFor('IA')).toEqual({ R: 3, I: 4, A: 4, S: 3, E: 3, C: 3 })
    expect(closeScoresFor('e')).toEqual({ R: 3, I: 3, A: 3, S: 3, E: 4, C: 3 })
  })
})

describe('lengthensPastItsPages', () => {
  it('refuses a change past twelve pages, unless the report was already as long', () => {
    expect(lengthensPastItsPages(12, 12)).toBe(false)
    expect(lengthensPastItsPages(13, 12)).toBe(true)
    expect(lengthensPastItsPages(13, 13)).toBe(false)
    expect(lengthensPastItsPages(14, 13)).toBe(true)
    expect(lengthensPastItsPages(13, null)).toBe(true)
    expect(lengthensPastItsPages(null, 12)).toBe(false)
  })
})

describe('profilesToTry', () => {
  it('tries the report texts on the longest profile of each letter in each set, at most twelve', () => {
    const tried = profilesToTry([...schoolProfiles, ...adultProfiles])
    expect(tried.length).toBeLessThanOrEqual(12)
    for (const set of ['scolaire', 'adulte'] as const) {
      const ofSet = [...schoolProfiles, ...adultProfiles].filter((profile) => profile.set === set)
      for (const letter of RIASEC_LETTERS) {
        const longest = Math.max(...ofSet.filter((profile) => profile.code.includes(letter)).map((profile) => JSON.stringify(profile).length))
        expect(tried.some((profile) => profile.set === set && profile.code.includes(letter) && JSON.stringify(profile).length === longest)).toBe(true)
      }
    }
  })
})
