/**
 * Reading France Travail's ROME v3 "unix" CSV files: every field is double-quoted, fields are separated
 * by commas, and an apostrophe inside a field is written twice ('') as in SQL dumps.
 * Pure functions, used by `scripts/import-rome.ts` to build the compact JSON the report ships with.
 */
import { isRiasecLetter } from '@/domain/riasec-letters'
import { parseRomeRiasecCsv, type RomeJobFamily } from '@/domain/rome-match'

const QUOTED_FIELD = /"((?:[^"]|"")*)"(?:,|$)/gy

/** The fields of one line; throws when the line is not a sequence of quoted fields. */
export function splitQuotedLine(line: string, lineNumber: number): string[] {
  const fields: string[] = []
  QUOTED_FIELD.lastIndex = 0
  while (QUOTED_FIELD.lastIndex < line.length) {
    const start = QUOTED_FIELD.lastIndex
    const match = QUOTED_FIELD.exec(line)
    if (!match || match.index !== start) throw new Error(`Malformed ROME line ${lineNumber}: ${line}`)
    fields.push((match[1] ?? '').replaceAll('""', '"'))
  }
  return fields
}

/** Rows as objects keyed by the header's names; every row must have as many fields as the header. */
export function parseQuotedCsv(csv: string): Array<Record<string, string>> {
  const lines = csv.split(/\r?\n/u).filter((line) => line.trim() !== '')
  const [header, ...rows] = lines
  if (!header) throw new Error('Empty ROME file')
  const names = splitQuotedLine(header, 1)
  return rows.map((row, index) => {
    const fields = splitQuotedLine(row, index + 2)
    if (fields.length !== names.length) throw new Error(`ROME line ${index + 2} has ${fields.length} fields, expected ${names.length}`)
    return Object.fromEntries(names.map((name, position) => [name, fields[position] ?? '']))
  })
}

/** ROME writes apostrophes as '' (and sometimes '): the product prints the typographic ’. */
export const typographicLabel = (label: string): string => label.replaceAll("''", '’').replaceAll("'", '’').trim()

export type MobilityKind = 'close' | 'evolution'

export interface RomeDataset {
  version: string
  credit: string
  /** [code, label, major letter, minor letter or ""] */
  families: Array<[string, string, string, string]>
  /** Family-level links between job families: source code → [target code, "close" | "evolution"]. */
  mobility: Record<string, Array<[string, MobilityKind]>>
}

export const ROME_CREDIT = 'Source : ROME, France Travail, Licence Ouverte'

/**
 * Builds the compact dataset from the three files the report needs (labels, official letters, mobility).
 * Only codes, labels, letters and links are kept: the long texts stay out of the product.
 */
export function buildRomeDataset(files: { codes: string; riasec: string; mobility: string }, version: string): RomeDataset {
  const letters = parseRomeRiasecCsv(files.riasec)
  const families: RomeDataset['families'] = []
  for (const row of parseQuotedCsv(files.codes)) {
    const code = row.code_rome ?? ''
    const label = typographicLabel(row.libelle_rome ?? '')
    const official = letters.get(code)
    if (!/^[A-N]\d{4}$/u.test(code) || label === '') throw new Error(`Unexpected ROME family ${JSON.stringify(row)}`)
    // A family without official letters cannot be ranked against scores: it is left out, not guessed.
    if (!official) continue
    families.push([code, label, official.major, official.minor ?? ''])
  }
  families.sort((a, b) => a[0].localeCompare(b[0], 'en'))
  const known = new Set(families.map(([code]) => code))

  const links = new Map<string, Map<string, MobilityKind>>()
  for (const row of parseQuotedCsv(files.mobility)) {
    const source = row.code_rome ?? ''
    const target = row.code_rome_cible ?? ''
    const kind: MobilityKind | null = row.code_type_mobilite === '1' ? 'close' : row.code_type_mobilite === '2' ? 'evolution' : null
    if (!kind) throw new Error(`Unexpected mobility type ${JSON.stringify(row)}`)
    if (!known.has(source) || !known.has(target) || source === target) continue
    const targets = links.get(source) ?? new Map<string, MobilityKind>()
    // A pair listed as both keeps "close": the nearer step is the one to show first.
    if (targets.get(target) !== 'close') targets.set(target, kind)
    links.set(source, targets)
  }
  const mobility: RomeDataset['mobility'] = {}
  for (const source of [...links.keys()].sort()) {
    const targets = links.get(source)!
    mobility[source] = [...targets.entries()].sort((a, b) => a[0].localeCompare(b[0], 'en'))
  }
  return { version, credit: ROME_CREDIT, families, mobility }
}

/** The families of a dataset as the domain's type (letters checked). */
export function familiesOf(dataset: Pick<RomeDataset, 'families'>): RomeJobFamily[] {
  return dataset.families.map(([code, label, major, minor]) => {
    if (!isRiasecLetter(major) || (minor !== '' && !isRiasecLetter(minor))) throw new Error(`Bad letters for ROME ${code}`)
    return { code, label, major, minor: minor === '' ? null : (minor as RomeJobFamily['major']) }
  })
}
