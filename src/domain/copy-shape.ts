import { isRecord } from './records'

/**
 * The shape of the editors' JSON texts against their defaults. The site reads only the keys the defaults
 * have, and only values of their type (server/merge-defaults.ts): a key renamed by mistake (« tilte »), or a
 * sentence typed as a number or a list, would be saved and silently ignored, the site showing the default
 * sentence the editor thought they had changed. Such a save is told where it went astray. What the stored
 * copy already holds (`previous`: a key an older version used, a value saved before this check) is never
 * refused again.
 */
export interface ShapeProblem {
  /** Keys from the top of the JSON, list items counted from 1: ["payments", "checkout", "payy"]. */
  path: string[]
  problem: 'unknownKey' | 'missingKeys' | 'notText' | 'notNumber' | 'notYesNo' | 'notList' | 'notGroup'
  /** For an unknown key: the keys its group has; for a list item: the keys it lacks. */
  known?: string[]
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** One model for the items of a default list: the keys any of its groups has, each with its first model. */
function itemModel(items: readonly unknown[]): unknown {
  const records = items.filter(isRecord)
  if (records.length === 0) return items[0]
  const model: Record<string, unknown> = {}
  for (const record of records) for (const [key, value] of Object.entries(record)) if (!(key in model)) model[key] = value
  return model
}

export function shapeProblems(defaults: unknown, edited: unknown, previous?: unknown): ShapeProblem[] {
  const walk = (model: unknown, value: unknown, before: unknown, path: string[]): ShapeProblem[] => {
    if (value === undefined || value === null || same(value, before)) return []
    if (typeof model === 'string') return typeof value === 'string' ? [] : [{ path, problem: 'notText' }]
    if (typeof model === 'number') return typeof value === 'number' ? [] : [{ path, problem: 'notNumber' }]
    if (typeof model === 'boolean') return typeof value === 'boolean' ? [] : [{ path, problem: 'notYesNo' }]
    if (Array.isArray(model)) {
      if (!Array.isArray(value)) return [{ path, problem: 'notList' }]
      if (model.length === 0) return []
      const item = itemModel(model)
      const stored = Array.isArray(before) ? before : []
      return value.flatMap((entry, index) => {
        const at = [...path, String(index + 1)]
        const lacking = missingKeys(model, entry)
        return [...(lacking.length > 0 && !same(entry, stored[index]) ? [{ path: at, problem: 'missingKeys' as const, known: lacking }] : []), ...walk(item, entry, stored[index], at)]
      })
    }
    if (isRecord(model)) {
      if (!isRecord(value)) return [{ path, problem: 'notGroup' }]
      const stored = isRecord(before) ? before : {}
      return Object.entries(value).flatMap(([key, part]): ShapeProblem[] =>
        Object.hasOwn(model, key)
          ? walk(model[key], part, stored[key], [...path, key])
          : Object.hasOwn(stored, key)
            ? []
            : [{ path: [...path, key], problem: 'unknownKey', known: Object.keys(model) }],
      )
    }
    return []
  }
  return walk(defaults, edited, previous, [])
}

/**
 * The keys a group in a list lacks to stand as one of its default items (the site leaves such an item out):
 * none when it has every key of one of them, or when the list's items are not groups.
 */
function missingKeys(models: readonly unknown[], entry: unknown): string[] {
  const groups = models.filter(isRecord)
  if (groups.length === 0 || !isRecord(entry)) return []
  const gaps = groups.map((model) => Object.keys(model).filter((key) => !Object.hasOwn(entry, key)))
  return gaps.reduce((fewest, gap) => (gap.length < fewest.length ? gap : fewest))
}

const KNOWN_SHOWN = 12

/** The editor's message: each place at fault and what is expected there, the first few only. */
export function describeShapeProblems(problems: ShapeProblem[], shown = 5): string {
  const lines = problems.slice(0, shown).map(({ path, problem, known = [] }) => {
    const where = `« ${path.join(' › ')} »`
    if (problem === 'unknownKey') {
      const keys = known.slice(0, KNOWN_SHOWN).join(', ') + (known.length > KNOWN_SHOWN ? '…' : '')
      return `${where} : ce nom n’existe pas ici, le site ne le lit pas (noms possibles : ${keys})`
    }
    if (problem === 'missingKeys') return `${where} : il manque ${known.join(', ')} à cet élément, que le site laisserait de côté`
    const expected = {
      notText: 'un texte entre guillemets',
      notNumber: 'un nombre',
      notYesNo: 'true ou false',
      notList: 'une liste entre crochets [ ]',
      notGroup: 'un groupe entre accolades { }',
    }[problem]
    return `${where} : le site attend ${expected}`
  })
  const more = problems.length > shown ? ` (et ${problems.length - shown} autre${problems.length - shown > 1 ? 's' : ''})` : ''
  return `Textes que le site ne lirait pas : ${lines.join(' · ')}${more}. Garde les noms et la forme du texte par défaut ; seuls les textes entre guillemets se modifient.`
}
