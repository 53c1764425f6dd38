/**
 * Reads back what a report PDF prints, page by page: enough of the PDF format to follow the files this
 * module writes (pdfkit: Type0 fonts with a ToUnicode map, Flate-compressed content streams, TJ arrays).
 * Used by the tests and the sample-report script to check the pages a person would read, not a general
 * PDF parser; the report service counts the pages of every report it renders (pageCountOf).
 */
import { inflateSync } from 'node:zlib'

interface PdfObject {
  dict: string
  stream: Buffer | null
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const header = /(\d+) 0 obj\s*/gu
  let match: RegExpExecArray | null
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length
    const end = text.indexOf('endobj', start)
    if (end < 0) break
    const body = text.slice(start, end)
    const streamAt = body.search(/stream\r?\n/u)
    let stream: Buffer | null = null
    let dict = body
    if (streamAt >= 0) {
      dict = body.slice(0, streamAt)
      const dataStart = start + streamAt + (body[streamAt + 6] === '\r' ? 8 : 7)
      const dataEnd = text.lastIndexOf('endstream', end)
      const raw = pdf.subarray(dataStart, dataEnd)
      stream = /\/FlateDecode/u.test(dict) ? inflateSync(raw) : raw
    }
    objects.set(Number(match[1]), { dict, stream })
    header.lastIndex = end
  }
  return objects
}

const ref = (dict: string, key: string): number | null => {
  const found = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`, 'u').exec(dict)
  return found ? Number(found[1]) : null
}

/** Glyph code → text, from a ToUnicode CMap (bfchar and bfrange, with or without an array). */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/gu) ?? []).map((unit) => parseInt(unit, 16)))
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/gu)) {
    for (const [, code, value] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/gu)) map.set(parseInt(code!, 16), hexText(value!))
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/gu)) {
    for (const [, from, to, target] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/gu)) {
      const first = parseInt(from!, 16)
      const last = parseInt(to!, 16)
      if (target!.startsWith('[')) {
        ;[...target!.matchAll(/<([0-9a-fA-F]+)>/gu)].forEach(([, value], index) => map.set(first + index, hexText(value!)))
      } else {
        const base = parseInt(target!.slice(1, -1), 16)
        for (let code = first; code <= last; code++) map.set(code, String.fromCodePoint(base + code - first))
      }
    }
  }
  return map
}

interface PageContent {
  /** The height of the page's media box, in points. */
  height: number
  /** The page's decompressed content stream. */
  content: string
  /** The text a run of glyph codes, in hexadecimal, shows in the page's font of that name. */
  decode: (font: string, hex: string) => string
}

function pageContents(pdf: Buffer): PageContent[] {
  const objects = readObjects(pdf)
  const cmapOfFont = new Map<number, Map<number, string>>()
  const fontMap = (fontObject: number) => {
    if (!cmapOfFont.has(fontObject)) {
      const toUnicode = ref(objects.get(fontObject)?.dict ?? '', 'ToUnicode')
      const stream = toUnicode === null ? null : objects.get(toUnicode)?.stream
      cmapOfFont.set(fontObject, stream ? readCmap(stream.toString('latin1')) : new Map())
    }
    return cmapOfFont.get(fontObject)!
  }
  const pages = [...objects.values()].filter((object) => /\/Type\s*\/Page[^s]/u.test(object.dict))
  return pages.map((page) => {
    const resourcesRef = ref(page.dict, 'Resources')
    const resources = resourcesRef === null ? page.dict : (objects.get(resourcesRef)?.dict ?? '')
    const fontDict = /\/Font\s*<<([^>]*)>>/u.exec(resources)?.[1] ?? ''
    const fonts = new Map([...fontDict.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/gu)].map(([, name, object]) => [name!, Number(object)]))
    const contents = ref(page.dict, 'Contents')
    const content = contents === null ? '' : (objects.get(contents)?.stream?.toString('latin1') ?? '')
    const decode = (font: string, hex: string) => {
      const object = fonts.get(font)
      const map = object === undefined ? new Map<number, string>() : fontMap(object)
      return (hex.match(/.{4}/gu) ?? []).map((unit) => map.get(parseInt(unit, 16)) ?? '').join('')
    }
    const height = Number(/\/MediaBox\s*\[\s*[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s*\]/u.exec(page.dict)?.[1] ?? 0)
    return { height, content, decode }
  })
}

const hexStrings = (array: string) => [...array.matchAll(/<([0-9a-fA-F]*)>/gu)].map((item) => item[1] ?? '')

/** The text of each page, in drawing order; pieces of one line are joined, lines end with "\n". */
export function pdfPagesText(pdf: Buffer): string[] {
  return pageContents(pdf).map(({ content, decode }) => {
    let font = ''
    let out = ''
    for (const [, name, array, single] of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|ET/gu)) {
      if (name) font = name
      else if (array !== undefined) out += hexStrings(array).map((hex) => decode(font, hex)).join('')
      else if (single !== undefined) out += decode(font, single)
      else if (!out.endsWith('\n')) out += '\n'
    }
    return out
  })
}

/** One piece of text as drawn: where its baseline sits, from the top edge of the page, and its font size, in points. */
export interface PlacedText {
  text: string
  top: number
  size: number
}

/** A PDF transformation matrix [a b c d e f]: a point [x y 1] maps to [x y 1] × M. */
type Matrix = [number, number, number, number, number, number]

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

const multiply = ([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix => [
  a * a2 + b * c2,
  a * b2 + b * d2,
  c * a2 + d * c2,
  c * b2 + d * d2,
  e * a2 + f * c2 + e2,
  e * b2 + f * d2 + f2,
]

/**
 * The pieces of text of each page with their place, following the transformations (q, Q, cm) and the
 * text matrix (Tm, the only way pdfkit places text). For the tests that check a layout, such as nothing
 * overlapping the cover's footer.
 */
export function pdfPagesPlacedText(pdf: Buffer): PlacedText[][] {
  return pageContents(pdf).map(({ height, content, decode }) => {
    const placed: PlacedText[] = []
    const saved: Matrix[] = []
    let transform = IDENTITY
    let textMatrix = IDENTITY
    let font = ''
    let fontSize = 0
    let operands: string[] = []
    for (const [token, array, single, operator] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]|<([0-9a-fA-F]*)>|\/\w+|-?\d*\.?\d+|([A-Za-z*'"]+)/gu)) {
      if (operator === undefined) {
        if (array === undefined && single === undefined) operands.push(token)
        else {
          const text = (array === undefined ? [single ?? ''] : hexStrings(array)).map((hex) => decode(font, hex)).join('')
          const [, , , scaleY, , y] = multiply(textMatrix, transform)
          if (text !== '') placed.push({ text, top: height - y, size: fontSize * Math.abs(scaleY) })
        }
        continue
      }
      const numbers = operands.map(Number) as Matrix
      if (operator === 'q') saved.push(transform)
      else if (operator === 'Q') transform = saved.pop() ?? IDENTITY
      else if (operator === 'cm') transform = multiply(numbers, transform)
      else if (operator === 'Tm') textMatrix = numbers
      else if (operator === 'Tf') {
        font = operands[0]?.slice(1) ?? ''
        fontSize = Number(operands[1])
      }
      operands = []
    }
    return placed
  })
}

/** How many pages the PDF has, from its page tree's root, without inflating its streams: cheap enough for every report rendered. */
export function pageCountOf(pdf: Buffer): number | null {
  for (const [, body = ''] of pdf.toString('latin1').matchAll(/\d+ 0 obj([\s\S]*?)endobj/gu)) {
    const dict = body.split(/stream\r?\n/u, 1)[0]!
    if (/\/Type\s*\/Pages\b/u.test(dict) && !/\/Parent\b/u.test(dict)) {
      const count = /\/Count\s+(\d+)/u.exec(dict)
      if (count) return Number(count[1])
    }
  }
  return null
}

/** The PDF's document information (Title, Author, Subject…) and catalogue language, as written by pdfkit. */
export function pdfInfo(pdf: Buffer): { title: string | null; language: string | null; pageCount: number } {
  const objects = readObjects(pdf)
  const decode = (value: string | undefined): string | null => {
    if (value === undefined) return null
    if (value.startsWith('<')) {
      const hex = value.slice(1, -1)
      const bytes = Buffer.from(hex, 'hex')
      return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1')
    }
    const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
    const literal = value
      .slice(1, -1)
      .replace(/\\([0-7]{1,3}|.)/gsu, (_, escaped: string) =>
        /^[0-7]+$/u.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (escapes[escaped] ?? escaped),
      )
    const bytes = Buffer.from(literal, 'latin1')
    return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : literal
  }
  const text = pdf.toString('latin1')
  const infoRef = /\/Info\s+(\d+)\s+0\s+R/u.exec(text.slice(text.lastIndexOf('trailer')))?.[1]
  const info = infoRef ? (objects.get(Number(infoRef))?.dict ?? '') : ''
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog/u.test(object.dict))?.dict ?? ''
  const STRING = /^\s*(<[0-9a-fA-F]+>|\((?:\\.|[^\\)])*\))/u
  // A value is written inline or as a reference to a string object.
  const valueOf = (dict: string, key: string): string | null => {
    const at = new RegExp(`/${key}\\s*`, 'u').exec(dict)
    if (!at) return null
    const rest = dict.slice(at.index + at[0].length)
    const indirect = /^(\d+)\s+0\s+R/u.exec(rest)
    const source = indirect ? (objects.get(Number(indirect[1]))?.dict ?? '') : rest
    return decode(STRING.exec(source)?.[1])
  }
  const title = valueOf(info, 'Title')
  const language = valueOf(catalog, 'Lang')
  const pageCount = [...objects.values()].filter((object) => /\/Type\s*\/Page[^s]/u.test(object.dict)).length
  return { title, language, pageCount }
}
