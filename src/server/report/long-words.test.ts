import { describe, expect, it } from 'vitest'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { interfaceTexts } from '@/content/interface'
import { reportTexts } from './copy'
import { romeData } from './rome-data'
import { breakableParts, LONGEST_WHOLE_WORD } from './long-words'

describe('breakableParts', () => {
  it('keeps every word of the seeded texts whole', () => {
    const printed = JSON.stringify([adultProfiles, schoolProfiles, reportTexts, interfaceTexts.riasec, romeData().families.map((family) => family.label)])
    const words = printed.split(/[\s"]+/u)
    expect(words.filter((word) => breakableParts(word).length > 1)).toEqual([])
  })

  it('cuts a longer word into pieces that join into it, never beside a hyphen or a slash', () => {
    for (const word of ['Marie-Christine-Alexandrine-Bérengère', 'https://www.exemple.fr/formations/alternance?source=rapport', 'Wolfeschlegelsteinhausenbergerdorff', 'Zoe\u0301-Marie-Christine-Alexandrine-Be\u0301renge\u0300re']) {
      const parts = breakableParts(word)
      expect(parts.join('')).toBe(word)
      expect(parts.length).toBeGreaterThan(2)
      for (const [index, part] of parts.entries()) {
        if (index < parts.length - 1) expect(part, word).toMatch(/[^-/]$/u)
        if (index > 0) expect(part, word).toMatch(/^[^-/\p{M}]/u)
      }
    }
  })

  it('leaves a word of the longest whole length alone', () => {
    const word = 'a'.repeat(LONGEST_WHOLE_WORD)
    expect(breakableParts(word)).toEqual([word])
    expect(breakableParts(`${word}a`).length).toBeGreaterThan(1)
  })
})
