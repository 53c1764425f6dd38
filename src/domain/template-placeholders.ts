import { itemModel } from './list-items'
import { editedEntries, isRecord } from './records'

/**
 * The `{name}` placeholders of the editors' JSON texts, checked against the default texts: the code fills
 * only the names the default sentence holds (domain/template.ts). A name mistyped (« {prenom} ») would show
 * as is to every visitor, and one deleted would drop a price or a date from the sentence without a word;
 * both are told to the editor when they save.
 */
const PLACEHOLDER = /\{(\w+)\}/gu

export const placeholdersOf = (text: string): Set<string> => new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))

export interface PlaceholderProblem {
  /** Keys from the top of the JSON, list items counted from 1: ["payments", "checkout", "pay"]. */
  path: string[]
  missing: string[]
  unknown: string[]
  /** The placeholders this text may hold. */
  allowed: string[]
}

/** Every placeholder name the defaults hold anywhere: the names the site knows. */
function vocabularyOf(defaults: unknown, names = new Set<string>()): Set<string> {
  if (typeof defaults === 'string') for (const name of placeholdersOf(defaults)) names.add(name)
  else if (Array.isArray(defaults)) for (const item of defaults) vocabularyOf(item, names)
  else if (isRecord(defaults)) for (const value of Object.values(defaults)) vocabularyOf(value, names)
  return names
}

/**
 * Where the edited texts and the defaults disagree on placeholders, among the texts the edit changed
 * (`previous`, the stored copy: a text saved before this check, or never touched, is not refused again).
 * Outside lists, a text must keep every placeholder of its default; inside them, it may leave any out
 * (items differ). A name is unknown when no default text holds it: a typo (« {prenom} »); a name known
 * elsewhere is let through, since some sentences are given more values than their default uses. An empty
 * text and a key the defaults do not have are left alone: the site shows the default for the first and
 * never reads the second (server/merge-defaults.ts).
 */
export function placeholderProblems(defaults: unknown, edited: unknown, previous?: unknown): PlaceholderProblem[] {
  const vocabulary = vocabularyOf(defaults)
  const walk = (model: unknown, value: unknown, before: unknown, path: string[], inList: boolean): PlaceholderProblem[] => {
    if (typeof model === 'string') {
      if (typeof value !== 'string' || value.trim() === '' || value === before) return []
      const allowed = placeholdersOf(model)
      const used = placeholdersOf(value)
      const missing = inList ? [] : [...allowed].filter((name) => !used.has(name))
      const unknown = [...used].filter((name) => !allowed.has(name) && !vocabulary.has(name))
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
