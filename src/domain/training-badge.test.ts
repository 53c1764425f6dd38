import { describe, expect, it } from 'vitest'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { trainingBadge } from './training-badge'

/** Names of French diplomas and training kinds, as the trainings' names write them. */
const DIPLOMAS = ['CAP', 'BEP', 'BTSA', 'BTS', 'BUT', 'DUT', 'Licence', 'Bachelor', 'Master', 'DNMADE', 'DN MADE', 'DNSEP', 'DEJEPS', 'DCG', 'Diplôme d’État', 'Titre professionnel']

const named = (text: string, diploma: string) => new RegExp(`(?<![\\p{L}])${diploma}(?![\\p{L}])`, 'u').test(text)

const trainings = [...adultProfiles, ...schoolProfiles].flatMap((profile) =>
  profile.formations.map((formation) => ({ label: `${profile.set}/${profile.code} ${formation.name}`, formation })),
)

describe('trainingBadge', () => {
  it('gives the level and the duration', () => {
    expect(trainingBadge({ level: 'Niveau 5 (Bac+2)', duration: '9 à 12 mois' })).toBe('Niveau 5 (Bac+2) · 9 à 12 mois')
  })

  it.each(trainings)('names no other diploma than the training’s own, and none twice: $label', ({ formation }) => {
    // « équivalent CAP » gives a level and « 1 an après le BTS ESF » a prerequisite: neither says what the training is.
    const badge = trainingBadge(formation).replace(/(?:équivalent|après (?:le|la|un|une)) \p{L}+/gu, '')
    for (const diploma of DIPLOMAS) {
      if (named(badge, diploma)) expect(named(formation.name, diploma), `${diploma} in « ${badge} »`).toBe(true)
    }
    const words = badge.toLocaleLowerCase('fr-FR').match(/\p{L}{3,}/gu) ?? []
    const terms = words.filter((word) => ['niveau', 'bac', ...DIPLOMAS.map((diploma) => diploma.toLocaleLowerCase('fr-FR'))].includes(word))
    expect(terms.filter((term, index) => terms.indexOf(term) !== index), `« ${badge} »`).toEqual([])
  })
})
