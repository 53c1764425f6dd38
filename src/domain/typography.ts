/**
 * French typography for everything a visitor reads: the space before « ; ! ? » becomes a narrow no-break
 * space (U+202F), the space before « : » and inside « guillemets » a no-break space (U+00A0), so a line
 * never starts with a punctuation mark or a closing guillemet.
 *
 * Conservative on purpose: a space is only replaced where one is already typed (« 10:30 », « https:// »,
 * « a@b.fr » and « ?x=1 » have none, so they never change). The one insertion is inside guillemets:
 * « «Oui» » becomes « « Oui » ». Nothing but spaces is ever added, removed or replaced.
 */

import { mapStrings } from './placeholders'

export const NO_BREAK_SPACE = '\u00A0'
export const NARROW_NO_BREAK_SPACE = '\u202F'

/** Horizontal spaces that may stand before a punctuation mark: ordinary, no-break, thin, narrow no-break. */
const SPACES = new Set([' ', NO_BREAK_SPACE, '\u2009', NARROW_NO_BREAK_SPACE])
/** A quick test: text without any of these characters has nothing to fix. */
const CANDIDATE = /[;:!?«»]/

const isSpace = (char: string | undefined): boolean => char !== undefined && SPACES.has(char)
/** Nothing, or any white space (line breaks included): no word stands there to hold on to. */
const isBlank = (char: string | undefined): boolean => char === undefined || /\s/u.test(char)

/** The space a run of spaces between `previous` and `next` becomes, or null to keep the run as typed. */
function spaceBetween(previous: string | undefined, next: string | undefined): string | null {
  if (previous === '«') return isBlank(next) ? null : NO_BREAK_SPACE
  if (isBlank(previous)) return null
  if (next === ';' || next === '!' || next === '?') return NARROW_NO_BREAK_SPACE
  if (next === ':' || next === '»') return NO_BREAK_SPACE
  return null
}

/**
 * The same fix over a text cut into pieces (the text nodes of a rich-text paragraph, split by bold or a
 * link): the pieces are read as one text, and each gets its own part back, so joining the result gives
 * exactly `frenchSpacing(parts.join(''))`. A replaced run of spaces stays in the piece that held its last
 * space; an inserted space goes to the piece holding its guillemet.
 */
export function frenchSpacingParts(parts: readonly string[]): string[] {
  const text = parts.join('')
  if (!CANDIDATE.test(text)) return [...parts]
  const owner: number[] = []
  parts.forEach((part, index) => {
    for (let i = 0; i < part.length; i++) owner.push(index)
  })
  const out = parts.map(() => '')
  let i = 0
  while (i < text.length) {
    const char = text[i]!
    if (isSpace(char)) {
      let end = i
      while (isSpace(text[end])) end++
      const replacement = spaceBetween(text[i - 1], text[end])
      if (replacement === null) for (let k = i; k < end; k++) out[owner[k]!] += text[k]!
      else out[owner[end - 1]!] += replacement
      i = end
      continue
    }
    const previous = text[i - 1]
    const next = text[i + 1]
    if (char === '»' && !isBlank(previous) && previous !== '«' && previous !== '»') out[owner[i]!] += NO_BREAK_SPACE
    out[owner[i]!] += char
    if (char === '«' && !isBlank(next) && next !== '«' && next !== '»') out[owner[i]!] += NO_BREAK_SPACE
    i++
  }
  return out
}

/** French spacing of one text (see the module's comment). Idempotent. */
export const frenchSpacing = (text: string): string => frenchSpacingParts([text])[0]!

/**
 * Keys whose string values are not prose: addresses, identifiers, codes, enum values, rich-text format
 * fields. Their values are left exactly as stored.
 */
const MACHINE_KEYS = new Set([
  'id',
  'slug',
  'href',
  'url',
  'path',
  'email',
  'key',
  'code',
  'html',
  'letter',
  'icon',
  'emoji',
  'type',
  'blockType',
  'blockName',
  'linkType',
  'relationTo',
  'set',
  'test',
  'placement',
  'bilanType',
  'offer',
  'format',
  'style',
  'mode',
  'direction',
  'tag',
  'listType',
  'textFormat',
  'textStyle',
  'mimeType',
  'filename',
  'locale',
  'createdAt',
  'updatedAt',
  'publishedAt',
])
/** camelCase names ending like these hold the same kind of value: `startHref`, `supportEmail`, `romeCode`, `gtmId`. */
const MACHINE_SUFFIX = /(?:Href|Url|URL|Email|Slug|Path|Code|Id|Key)$/

const isMachineKey = (key: string): boolean => key.startsWith('_') || MACHINE_KEYS.has(key) || MACHINE_SUFFIX.test(key)

type Json = Record<string, unknown>

const isPlainObject = (value: unknown): value is Json => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Lexical nodes that flow inside a line: their text is read together with their neighbours'. */
const INLINE_NODES = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

const isLexicalNode = (value: unknown): value is Json & { type: string } =>
  isPlainObject(value) && typeof value.type === 'string' && 'version' in value
const isTextNode = (value: unknown): value is Json & { type: 'text'; text: string } =>
  isLexicalNode(value) && value.type === 'text' && typeof value.text === 'string'
const isLexicalChildren = (value: unknown): value is Array<Json & { type: string }> =>
  Array.isArray(value) && value.every(isLexicalNode)

/** Every string's text before its spacing is fixed: the identity, or a filler of placeholders. */
type ProseFill = (text: string) => string

const keepText: ProseFill = (text) => text

/** The walker over stored values, each prose string (and rich text's text node) first given to `fill`. */
function spacingWalker(fill: ProseFill) {
  /** A copy of an inline node whose text is left for its block to fix: `text` and `children` are not mapped here. */
  const copyInline = (node: Json & { type: string }): Json =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === 'text' && node.type === 'text') return [key, value]
        if (key === 'children' && isLexicalChildren(value)) return [key, value.map(copyInline)]
        return [key, mapValue(value, key)]
      }),
    )

  /**
   * Rich-text children of one block: block children are fixed on their own; the text of consecutive inline
   * nodes, links included, is fixed as one text, so « Bonjour **toi** ! » gets its space although the
   * « ! » sits in a node of its own. A line break ends the run.
   */
  const fixLexicalChildren = (children: Array<Json & { type: string }>): Json[] => {
    const copies = children.map((child) => (INLINE_NODES.has(child.type) ? copyInline(child) : (mapValue(child, '') as Json)))
    let run: Json[] = []
    const flush = () => {
      const fixed = frenchSpacingParts(run.map((node) => fill(node.text as string)))
      run.forEach((node, index) => {
        node.text = fixed[index]
      })
      run = []
    }
    const collect = (node: Json) => {
      if (node.type === 'text' && typeof node.text === 'string') run.push(node)
      else if (node.type === 'linebreak' || node.type === 'tab') flush()
      else if (isLexicalChildren(node.children)) node.children.forEach(collect)
    }
    for (const copy of copies) {
      if (INLINE_NODES.has(copy.type as string)) collect(copy)
      else flush()
    }
    flush()
    return copies
  }

  const mapValue = (value: unknown, key: string): unknown => {
    // Under a machine key, a string is filled but never spaced: a placeholder is filled wherever it is written.
    if (typeof value === 'string') return isMachineKey(key) ? fill(value) : frenchSpacing(fill(value))
    if (Array.isArray(value)) return value.map((item) => mapValue(item, key))
    if (!isPlainObject(value)) return value
    if (isMachineKey(key)) return fill === keepText ? value : mapStrings(value, fill)
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        name === 'children' && isLexicalChildren(item) ? fixLexicalChildren(item) : mapValue(item, name),
      ]),
    )
  }

  return (value: unknown) => mapValue(value, '')
}

/**
 * French spacing over content read from the CMS: every string of prose in a document, a global or a
 * JSON copy, and the text of Lexical rich text. Addresses, slugs, identifiers, codes and enum values are
 * recognised by their key (see MACHINE_KEYS) and kept as stored; a value with no space next to a
 * punctuation mark is unchanged anyway. Returns a new value; the input is not modified.
 *
 * `fill` gets every string (a text node's text on its own) before its spacing is fixed, in the same pass,
 * machine keys' included (filled, never spaced): the cached content reads fill the price placeholders this
 * way (see src/server/content.ts).
 */
export function withFrenchSpacing<T>(value: T, fill: ProseFill = keepText): T {
  return spacingWalker(fill)(value) as T
}
