import { describe, expect, it } from 'vitest'
import { fillTemplate } from './template'

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for, as often as it appears', () => {
    expect(fillTemplate('{n} sur {total} — encore {n}', { n: 3, total: 12 })).toBe('3 sur 12 — encore 3')
  })

  it('leaves a placeholder the code does not know as the editor wrote it', () => {
    expect(fillTemplate('Bonjour {prenom}, ton profil {profile}', { profile: 'RI' })).toBe('Bonjour {prenom}, ton profil RI')
  })

  it('writes nothing for a value the code left undefined, and never reads inherited keys', () => {
    expect(fillTemplate('Prix : {price}.', { price: undefined })).toBe('Prix : .')
    expect(fillTemplate('{toString}', {})).toBe('{toString}')
  })
})
