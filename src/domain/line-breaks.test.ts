import { describe, expect, it } from 'vitest'
import { keepHyphenatedWords } from './line-breaks'

const kept = (text: string) => keepHyphenatedWords(text).filter((run) => run.keep).map((run) => run.text)

describe('keepHyphenatedWords', () => {
  it('keeps a verb and its pronoun on one line', () => {
    expect(keepHyphenatedWords('Où en es-tu aujourd’hui ?')).toEqual([
      { text: 'Où en ', keep: false },
      { text: 'es-tu', keep: true },
      { text: ' aujourd’hui ?', keep: false },
    ])
    expect(kept('Dans quel environnement te vois-tu travailler ? Raconte-nous, a-t-il dit.')).toEqual([
      'vois-tu',
      'Raconte-nous',
      'a-t-il',
    ])
  })

  it('keeps short compounds and references, with their apostrophes and accents', () => {
    expect(kept('C’est-à-dire peut-être, article L221-28.')).toEqual(['C’est-à-dire', 'peut-être', 'L221-28'])
  })

  it('lets a long compound break, and leaves text without hyphens as one run', () => {
    expect(kept('anticonstitutionnellement-long')).toEqual([])
    expect(keepHyphenatedWords('Comment aimes tu travailler ?')).toEqual([{ text: 'Comment aimes tu travailler ?', keep: false }])
    expect(keepHyphenatedWords('')).toEqual([])
  })

  it('gives the text back unchanged when the runs are joined', () => {
    for (const text of ['Où en es-tu ?', '-tu', 'es-', 'a - b', 'es-tu', 'x-y-z-w-v-u-t-s-r-q']) {
      expect(keepHyphenatedWords(text).map((run) => run.text).join('')).toBe(text)
    }
  })
})
