import { describe, expect, it } from 'vitest'
import { stepEncouragement } from './encouragement'

const texts = { freeTextStarted: 'Quelques mots suffisent', lastAnswered: 'Tu as tout donné !' }

describe('stepEncouragement', () => {
  it('shows each step’s own message before the last one, answered or not', () => {
    expect(stepEncouragement({ own: 'Tu avances bien', last: false, answered: true }, texts)).toBe('Tu avances bien')
    expect(stepEncouragement({ own: '', last: false, answered: false }, texts)).toBeUndefined()
  })

  it('follows the last free-text answer: its own message, a few words are enough, then on to the results', () => {
    const last = (text: string) => stepEncouragement({ own: 'Dernière question', last: true, answered: text.trim() !== '', text }, texts)
    expect(last('')).toBe('Dernière question')
    expect(last('   ')).toBe('Dernière question')
    expect(last('Chef')).toBe('Quelques mots suffisent')
    expect(last('Chef cuisinier')).toBe('Quelques mots suffisent')
    expect(last('Devenir chef cuisinier')).toBe('Tu as tout donné !')
  })

  it('says to get the results once the last single-choice question is answered', () => {
    expect(stepEncouragement({ own: 'Dernière question', last: true, answered: false }, texts)).toBe('Dernière question')
    expect(stepEncouragement({ own: 'Dernière question', last: true, answered: true }, texts)).toBe('Tu as tout donné !')
  })
})
