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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One model for every item of a default list, whose texts hold every placeholder any item holds: an
 * editor may reorder a list or write new items, so an item is checked against the list as a whole.
 */
function listModel(items: readonly unknown[]): unknown {
  const texts = items.filter((item): item is string => typeof item === 'string')
  if (texts.length > 0) return texts.join(' ')
  const records = items.filter(isRecord)
  if (records.length > 0) {
    const keys = new Set(records.flatMap((record) => Object.keys(record)))
    return Object.fromEntries([...keys].map((key) => [key, listModel(records.map((record) => record[key]).filter((value) => value !== undefined))]))
  }
  const lists = items.filter(Array.isArray)
  return lists.length > 0 ? [listModel(lists.flat())] : undefined
}

/**
 * Where the edited texts and the defaults disagree on placeholders. Outside lists, a text must keep every
 * placeholder of its default; inside them, it may leave any out (items differ), but none may be unknown.
 * An empty text and a key the defaults do not have are left alone: the site shows the default for the
 * first and never reads the second (server/merge-defaults.ts).
 */
export function placeholderProblems(defaults: unknown, edited: unknown, path: string[] = [], inList = false): PlaceholderProblem[] {
  if (typeof defaults === 'string') {
    if (typeof edited !== 'string' || edited.trim() === '') return []
    const allowed = placeholdersOf(defaults)
    const used = placeholdersOf(edited)
    const missing = inList ? [] : [...allowed].filter((name) => !used.has(name))
    const unknown = [...used].filter((name) => !allowed.has(name))
    return missing.length > 0 || unknown.length > 0 ? [{ path, missing, unknown, allowed: [...allowed] }] : []
  }
  if (Array.isArray(defaults)) {
    if (!Array.isArray(edited)) return []
    const model = listModel(defaults)
    return edited.flatMap((item, index) => placeholderProblems(model, item, [...path, String(index + 1)], true))
  }
  if (isRecord(defaults) && isRecord(edited)) {
    return Object.keys(edited)
      .filter((key) => Object.hasOwn(defaults, key))
      .flatMap((key) => placeholderProblems(defaults[key], edited[key], [...path, key], inList))
  }
  return []
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
  return `Mots entre accolades à corriger : ${lines.join(' · ')}${more}. Le site les remplace par un prix, un prénom, une date… : garde-les tels quels.`
}
