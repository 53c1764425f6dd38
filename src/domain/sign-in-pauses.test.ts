import { describe, expect, it } from 'vitest'
import { frenchTime, isPaused, signInPauseLines, type SignInPauses } from './sign-in-pauses'

const none: SignInPauses = { devices: 0, addresses: 0, newDevices: false, guessesThisHour: 0, until: null }
const NBSP = '\u00a0'

describe('sign-in pauses as an admin reads them', () => {
  it('say plainly when nothing keeps the account out, with the guesses of the hour if any', () => {
    expect(isPaused(none)).toBe(false)
    expect(signInPauseLines(none)).toEqual(['Aucune pause de connexion en cours pour ce compte.'])
    expect(signInPauseLines({ ...none, guessesThisHour: 1 })).toEqual([
      'Aucune pause de connexion en cours pour ce compte.',
      `1${NBSP}tentative échouée depuis de nouveaux appareils cette heure.`,
    ])
  })

  it('name each kind of pause, in the singular and the plural, and when the last one ends', () => {
    const until = new Date('2026-11-25T09:05:00Z')
    const one = signInPauseLines({ devices: 1, addresses: 1, newDevices: false, guessesThisHour: 7, until })
    expect(one).toEqual([
      'Un navigateur déjà connecté à ce compte est en pause après cinq mots de passe erronés.',
      'La connexion depuis une adresse inconnue est en pause après cinq mots de passe erronés.',
      `7${NBSP}tentatives échouées depuis de nouveaux appareils cette heure.`,
      `Sans intervention, ces pauses prennent fin à 10${NBSP}h${NBSP}05 au plus tard.`,
    ])
    const many = signInPauseLines({ devices: 2, addresses: 3, newDevices: true, guessesThisHour: 100, until })
    expect(many[0]).toBe(`2${NBSP}navigateurs déjà connectés à ce compte sont en pause après cinq mots de passe erronés.`)
    expect(many[1]).toBe(`La connexion depuis 3${NBSP}adresses inconnues est en pause après cinq mots de passe erronés.`)
    expect(many[2]).toBe(
      `La connexion depuis tout nouvel appareil est en pause${NBSP}: trop de tentatives échouées cette heure. Les navigateurs déjà connectés à ce compte ne sont pas concernés.`,
    )
    expect(many).toHaveLength(4)
    expect(isPaused({ ...none, newDevices: true })).toBe(true)
  })

  it('give the time in France, summer or winter', () => {
    expect(frenchTime(new Date('2026-07-01T21:30:00Z'))).toBe(`23${NBSP}h${NBSP}30`)
    expect(frenchTime(new Date('2026-01-15T23:07:00Z'))).toBe(`0${NBSP}h${NBSP}07`)
  })
})
