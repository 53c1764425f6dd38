import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  frenchSpacing,
  frenchSpacingParts,
  NARROW_NO_BREAK_SPACE as NNBSP,
  NO_BREAK_SPACE as NBSP,
  withFrenchSpacing,
} from './typography'
import { mapStrings, placeholderFiller } from './placeholders'

/** Every kind of space the module may add, remove or replace. */
const ANY_SPACE = /[ \u00A0\u2009\u202F]/g
const withoutSpaces = (text: string) => text.replace(ANY_SPACE, '')

/** Strings made mostly of the characters that matter here, so the properties meet the interesting cases. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'é',
    'Z',
    '1',
    ' ',
    ' ',
    NBSP,
    NNBSP,
    '\u2009',
    ':',
    ';',
    '!',
    '?',
    '«',
    '»',
    '\n',
    '\t',
    '/',
    '.',
    '@',
    '-',
    '😀',
  ),
  maxLength: 40,
})
const anyText = fc.oneof(tricky, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }))

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`)
/** Things that are never prose: they contain no space, so they must come out exactly as they went in. */
const machineToken = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.emailAddress(),
  time,
  fc.constantFrom(
    'https://',
    'mailto:contact@exemple.fr?subject=Bonjour',
    'tel:+33123456789',
    '/ressources?x=1#faq',
    'C:\\Users',
    '12:30:45',
  ),
)

describe('frenchSpacing', () => {
  it.each([
    ['Oups ! Page introuvable', `Oups${NNBSP}! Page introuvable`],
    ['Pour aller où ?', `Pour aller où${NNBSP}?`],
    ['un instant ; si', `un instant${NNBSP}; si`],
    ['Notre méthode : le modèle RIASEC', `Notre méthode${NBSP}: le modèle RIASEC`],
    ['« Boîte d’envoi »', `«${NBSP}Boîte d’envoi${NBSP}»`],
    ['le «Mode démo»', `le «${NBSP}Mode démo${NBSP}»`],
    ['Quoi ?!', `Quoi${NNBSP}?!`],
    ['Vraiment ? !', `Vraiment${NNBSP}?${NNBSP}!`],
    // A no-break space typed by hand is kept, or turned into the right one.
    [`Merci${NBSP}!`, `Merci${NNBSP}!`],
    [`Titre${NNBSP}: texte`, `Titre${NBSP}: texte`],
    // Several spaces become one.
    ['Bravo   !', `Bravo${NNBSP}!`],
  ])('%j becomes %j', (input, output) => {
    expect(frenchSpacing(input)).toBe(output)
  })

  it.each([
    'Rendez-vous à 10:30',
    'Voir https://exemple.fr/page?x=1&y=2#ancre',
    'Écrire à contact@exemple.fr',
    'Pas d’espace:ici;ni!là?',
    ': au début',
    ' ! en tête',
    'Ligne\n: après un retour à la ligne',
    'Fin de phrase ',
    '«»',
    '« ',
    '',
  ])('leaves %j alone', (input) => {
    expect(frenchSpacing(input)).toBe(input)
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => frenchSpacing(frenchSpacing(text)) === frenchSpacing(text)),
      { numRuns: 2000 },
    )
  })

  it('never changes anything but spaces', () => {
    fc.assert(
      fc.property(anyText, (text) => withoutSpaces(frenchSpacing(text)) === withoutSpaces(text)),
      { numRuns: 2000 },
    )
  })

  it('never adds an ordinary space, and keeps line breaks and tabs where they are', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = frenchSpacing(text)
        const count = (value: string, pattern: RegExp) => value.match(pattern)?.length ?? 0
        return count(out, / /g) <= count(text, / /g) && out.replace(/[^\n\t]/g, '') === text.replace(/[^\n\t]/g, '')
      }),
      { numRuns: 2000 },
    )
  })

  it('never leaves an ordinary space before ; : ! ? » or after «', () => {
    fc.assert(
      fc.property(anyText, (text) => !/\S [;:!?»]|« \S/u.test(frenchSpacing(text))),
      { numRuns: 2000 },
    )
  })

  it('never touches URLs, email addresses or times, alone or inside a sentence', () => {
    fc.assert(
      fc.property(machineToken, tricky, tricky, (token, before, after) => {
        expect(frenchSpacing(token)).toBe(token)
        // Inside a sentence, the token itself is kept character for character.
        expect(frenchSpacing(`${before} ${token} ${after}`)).toContain(token)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('frenchSpacingParts', () => {
  it('fixes a text split into pieces as one text', () => {
    expect(frenchSpacingParts(['Bonjour ', 'toi', ' !'])).toEqual(['Bonjour ', 'toi', `${NNBSP}!`])
    expect(frenchSpacingParts(['Le «', 'Mode démo', '» ici'])).toEqual([`Le «${NBSP}`, 'Mode démo', `${NBSP}» ici`])
    // A run of spaces across pieces becomes one space, in the piece that held its last space.
    expect(frenchSpacingParts(['Titre ', ' ', ': texte'])).toEqual(['Titre', NBSP, ': texte'])
  })

  it('joined, equals the fix of the joined text, piece for piece', () => {
    fc.assert(
      fc.property(fc.array(tricky, { maxLength: 6 }), (parts) => {
        const fixed = frenchSpacingParts(parts)
        return fixed.length === parts.length && fixed.join('') === frenchSpacing(parts.join(''))
      }),
      { numRuns: 2000 },
    )
  })

  it('changes nothing but spaces in each piece', () => {
    fc.assert(
      fc.property(fc.array(tricky, { maxLength: 6 }), (parts) =>
        frenchSpacingParts(parts).every((part, index) => withoutSpaces(part) === withoutSpaces(parts[index]!)),
      ),
      { numRuns: 2000 },
    )
  })
})

const lexical = (...paragraphs: unknown[][]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: paragraphs.map((children) => ({
      type: 'paragraph',
      version: 1,
      format: '',
      indent: 0,
      direction: 'ltr',
      children,
    })),
  },
})
const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
})
const link = (url: string, ...children: unknown[]) => ({
  type: 'link',
  version: 3,
  fields: { url, newTab: false, linkType: 'custom' },
  children,
})

describe('withFrenchSpacing', () => {
  it('fixes the prose of a document and keeps addresses, slugs, codes and enum values', () => {
    const doc = {
      id: 12,
      slug: 'methode',
      title: 'Notre méthode : le modèle RIASEC',
      placement: 'home',
      published: true,
      order: 3,
      createdAt: '2025-01-02T10:30:00.000Z',
      meta: { title: 'Méthode : RIASEC', description: 'Pourquoi ? Parce que !' },
      menu: { items: [{ label: 'Accès à mes résultats ?', href: '/acces-resultats?x=1 :' }] },
      supportEmail: 'aide : x@exemple.fr',
      socialLinks: [{ label: 'Instagram !', url: 'https://instagram.com/a ?' }],
      notFound: { code: '404 !' },
      gtmId: 'GTM ; X',
      careers: [{ name: 'Métier « rare »', romeCode: 'K 1302 :' }],
    }
    expect(withFrenchSpacing(doc)).toEqual({
      ...doc,
      title: `Notre méthode${NBSP}: le modèle RIASEC`,
      meta: { title: `Méthode${NBSP}: RIASEC`, description: `Pourquoi${NNBSP}? Parce que${NNBSP}!` },
      menu: { items: [{ label: `Accès à mes résultats${NNBSP}?`, href: '/acces-resultats?x=1 :' }] },
      socialLinks: [{ label: `Instagram${NNBSP}!`, url: 'https://instagram.com/a ?' }],
      careers: [{ name: `Métier «${NBSP}rare${NBSP}»`, romeCode: 'K 1302 :' }],
    })
  })

  it('does not modify its input', () => {
    const doc = { title: 'Oui ?', items: [{ text: 'Non !' }] }
    const copy = structuredClone(doc)
    withFrenchSpacing(doc)
    expect(doc).toEqual(copy)
  })

  it('fixes Lexical text across formatting and links, and leaves link addresses alone', () => {
    const body = lexical(
      [text('Bonjour '), text('toi', 1), text(' !')],
      [text('Lire '), link('https://exemple.fr/a ?b', text('notre guide')), text(' : il est gratuit ; vraiment.')],
      [text('Avant'), { type: 'linebreak', version: 1 }, text(': après un retour')],
    )
    const fixed = withFrenchSpacing(body)
    const [first, second, third] = fixed.root.children as Array<{ children: Array<Record<string, unknown>> }>
    expect(first!.children.map((node) => node.text)).toEqual(['Bonjour ', 'toi', `${NNBSP}!`])
    expect(first!.children[1]).toMatchObject({ format: 1, style: '', mode: 'normal' })
    expect(second!.children[2]!.text).toBe(`${NBSP}: il est gratuit${NNBSP}; vraiment.`)
    expect(second!.children[1]).toMatchObject({ fields: { url: 'https://exemple.fr/a ?b' }, children: [{ text: 'notre guide' }] })
    expect(third!.children[2]!.text).toBe(': après un retour')
  })

  it('fixes a link text together with the words around it', () => {
    const fixed = withFrenchSpacing(lexical([text('Voir '), link('/a', text('« ce guide')), text('»')]))
    const nodes = (fixed.root.children[0] as { children: Array<{ text?: string; children?: Array<{ text: string }> }> }).children
    expect(nodes[1]!.children![0]!.text).toBe(`«${NBSP}ce guide`)
    expect(nodes[2]!.text).toBe(`${NBSP}»`)
  })

  it('keeps numbers, booleans, null and dates as they are', () => {
    const date = new Date(0)
    expect(withFrenchSpacing({ a: 1, b: false, c: null, d: date, e: undefined })).toEqual({
      a: 1,
      b: false,
      c: null,
      d: date,
      e: undefined,
    })
    expect(withFrenchSpacing('Oui ?')).toBe(`Oui${NNBSP}?`)
  })

  it('fills every string in the same pass, text node by text node, and spaces only the prose', () => {
    const fill = placeholderFiller([['[Prix]', `18,00${NBSP}€`]])
    const doc = {
      question: 'Combien ? [Prix]',
      test: 'Le test : [Prix] ?',
      meta: { code: { label: 'Code : [Prix]' } },
      body: lexical([text('Le rapport coûte '), text('[Prix]', 1), text(' !')], [text('[Pri'), text('x]')]),
    }
    const filled = withFrenchSpacing(doc, fill)
    expect(filled.question).toBe(`Combien${NNBSP}? 18,00${NBSP}€`)
    expect(filled.test).toBe(`Le test : 18,00${NBSP}€ ?`)
    expect(filled.meta.code.label).toBe(`Code : 18,00${NBSP}€`)
    const [price, split] = filled.body.root.children as Array<{ children: Array<{ text: string }> }>
    expect(price!.children.map((node) => node.text)).toEqual(['Le rapport coûte ', `18,00${NBSP}€`, `${NNBSP}!`])
    // A placeholder split by formatting is not one: the start-up warning names it (unknownPricePlaceholders).
    expect(split!.children.map((node) => node.text)).toEqual(['[Pri', 'x]'])
    expect(doc.question).toBe('Combien ? [Prix]')
  })

  it('changes nothing but spaces anywhere in a JSON value', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, tricky, fc.integer(), fc.boolean(), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(fc.constantFrom('title', 'text', 'href', 'slug', 'label', 'children', 'type', 'url'), tie('value'), {
        maxKeys: 4,
      }),
    })).value
    const strip = (value: unknown): unknown => mapStrings(value, withoutSpaces)
    fc.assert(
      fc.property(json, (value) => {
        const fixed = withFrenchSpacing(value)
        expect(strip(fixed)).toEqual(strip(value))
        expect(withFrenchSpacing(fixed)).toEqual(fixed)
      }),
      { numRuns: 500 },
    )
  })
})
