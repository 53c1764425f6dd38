import { describe, expect, it } from 'vitest'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { romeCodeProblem } from './rome-code'

describe('romeCodeProblem', () => {
  it('accepts every career the seed gives the 42 profiles', () => {
    const problems = [...adultProfiles, ...schoolProfiles].flatMap((profile) =>
      profile.careers.map((career) => romeCodeProblem(career.romeCode, profile.code)).filter((problem) => problem !== null),
    )
    expect(problems).toEqual([])
  })

  it('refuses a code ROME does not have, saying what one looks like', () => {
    expect(romeCodeProblem('X1234', 'RI')).toBe('« X1234 » n’est pas un code ROME (une lettre et quatre chiffres, par exemple M1805).')
    expect(romeCodeProblem(' ', 'RI')).toBeNull()
  })

  it('refuses a family of none of the profile’s letters, naming its letters', () => {
    // M1805 (Études et développement informatique) is I and C: not an S profile's.
    expect(romeCodeProblem('M1805', 'S')).toMatch(/^M1805 \(« .+ »\) a pour lettres ROME [RIASEC]{1,2} : aucune n’est une lettre du profil S\.$/u)
    expect(romeCodeProblem('M1805', 'IC')).toBeNull()
  })
})
