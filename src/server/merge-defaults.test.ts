import { describe, expect, it } from 'vitest'
import { mergeDefaults } from './merge-defaults'

describe('mergeDefaults', () => {
  const defaults = { title: 'Titre', nested: { button: 'Suivant', count: 3 }, list: ['a'] }

  it('keeps an editor’s sentence and the defaults for what they removed', () => {
    expect(mergeDefaults(defaults, { title: 'Nouveau titre', nested: {} })).toEqual({ title: 'Nouveau titre', nested: { button: 'Suivant', count: 3 }, list: ['a'] })
  })

  it('ignores blank strings and values of the wrong type', () => {
    expect(mergeDefaults(defaults, { title: '  ', nested: { button: 42, count: 'x' }, list: 'b' })).toEqual(defaults)
    expect(mergeDefaults(defaults, null)).toEqual(defaults)
  })
})
