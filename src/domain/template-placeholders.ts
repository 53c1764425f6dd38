import { itemModel } from './list-items'
import { editedEntries, isRecord } from './records'

/**
 * The `{name}` placeholders of the editors' JSON texts, checked against the default texts: the code fills
 * only the names the default sentence holds (domain/template.ts). A name mistyped (« {prenom} ») would show
 * as is to every visitor, and one deleted would drop a price or a date from the sentence without a word;
 * both are told to the editor when they save.
 */
// Anything between braces on one line: « {prénom} » or « { firstName } », which the site never fills, is a
// placeholder mistyped too (fillTemplate fills only letters, digits and underscores).
const PLACEHOLDER = /\{([^{}\n]+)\}/gu

export const placeholdersOf = (text: string): Set<string> => new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))

export interface PlaceholderProblem {
  /** Keys from the top of the JSON, list items counted from 1: ["payments", "checkout", "pay"]. */
  path: string[]
  missing: string[]
  unknown: string[]
  /** The placeholders this text may hold. */
  allowed: string[]
}

/**
 * Names a sentence is given beyond those its default holds, by where it sits in the copy: every sentence under
 * `under` (its first keys) gets `names` too. Some code fills a group of sentences with one set of values (the
 * report's action plan: both careers, both trainings and the code, whichever a step uses).
 */
export type GivenNames = ReadonlyArray<{ under: readonly string[]; names: readonly string[] }>

const givenAt = (given: GivenNames, path: readonly string[]): string[] =>
  given.filter(({ under }) => under.every((key, index) => path[index] === key)).flatMap(({ names }) => names)

/**
 * Where the edited texts and the defaults disagree on placeholders, among the texts the edit changed
 * (`previous`, the stored copy: a text saved before this check, or never touched, is not refused again).
 * Outside lists, a text must keep every placeholder of its default; inside them, it may leave any out
 * (items differ). A name is unknown when the site does not fill it in that sentence: neither its default
 * (for a list item, any item's) nor `given` holds it; a typo (« {prenom} ») or a name another sentence gets
 * (« {date} » in a step of the action plan) would show as written. An empty text and a key the defaults do
 * not have are left alone: the site shows the default for the first and never reads the second
 * (server/merge-defaults.ts).
 */
export function placeholderProblems(defaults: unknown, edited: unknown, previous?: unknown, given: GivenNames = []): PlaceholderProblem[] {
  const walk = (model: unknown, value: unknown, before: unknown, path: string[], inList: boolean): PlaceholderProblem[] => {
    if (typeof model === 'string') {
      if (typeof value !== 'string' || value.trim() === '' || value === before) return []
      const own = placeholdersOf(model)
      const allowed = new Set([...own, ...givenAt(given, path)])
      const used = placeholdersOf(value)
      const missing = inList ? [] : [...own].filter((name) => !used.has(name))
      const unknown = [...used].filter((name) => !allowed.has(name))
      return missing.length > 0 || unknown.length > 0 ? [{ path, missing, unknown, allowed: [...allowed] }] : []
    }
    if (Array.isArray(model)) {
      if (!Array.isArray(value)) return []
      const anyItem = itemModel(model)
      const stored = Array.isArray(before) ? before : []
      return value.flatMap((item, index) => walk(anyItem, item, stored[index], [...path, String(index + 1)], true))
    }
    if (isRecord(model) && isRecord(value)) {
      return editedEntries(model, value, before).flatMap(([key, part, edit, stored]) => walk(part, edit, stored, [...path, key], inList))
    }
    return []
  }
  return walk(defaults, edited, previous, [], false)
}

const braced = (names: string[]) => names.map((name) => `{${name}}`).join(', ')

/** The editor's message: each text at fault, where it is and what to mend, the first few only. */
export function describePlaceholderProblems(problems: PlaceholderProblem[], shown = 5): string {
  const lines = problems.slice(0, shown).map(({ path, missing, unknown, allowed }) => {
    const possible = allowed.length > 0 ? ` (possibles ici : ${braced(allowed)})` : ' (aucun ici)'
    const parts = [
      missing.length > 0 ? `il manque ${braced(missing)}` : '',
      unknown.length > 0 ? `${braced(unknown)} ${unknown.length > 1 ? 'ne sont pas remplacés' : 'n’est pas remplacé'} par le site${possible}` : '',
    ].filter(Boolean)
    return `« ${path.join(' › ')} » : ${parts.join(' ; ')}`
  })
  const more = problems.length > shown ? ` (et ${problems.length - shown} autre${problems.length - shown > 1 ? 's' : ''})` : ''
  return `Mots entre accolades à corriger : ${lines.join(' · ')}${more}. Le site remplace ces mots par un prix, un prénom, une date… : garde ceux du texte par défaut, écrits à l’identique.`
}
