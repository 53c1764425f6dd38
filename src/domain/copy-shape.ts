import { fitsItemsOf, itemModel, missingKeys } from './list-items'
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
  problem: 'unknownKey' | 'missingKeys' | 'unlikeItems' | 'notText' | 'notNumber' | 'notYesNo' | 'notList' | 'notGroup'
  /** For an unknown key: the keys its group has; for a list item: the keys it lacks. */
  known?: string[]
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** What the site expects where the default holds `model`, for a value of another kind. */
function expected(model: unknown): ShapeProblem['problem'] | null {
  if (typeof model === 'string') return 'notText'
  if (typeof model === 'number') return 'notNumber'
  if (typeof model === 'boolean') return 'notYesNo'
  if (Array.isArray(model)) return 'notList'
  return isRecord(model) ? 'notGroup' : null
}

const kindOf = (model: unknown, value: unknown): boolean =>
  Array.isArray(model) ? Array.isArray(value) : isRecord(model) ? isRecord(value) : typeof value === typeof model

/**
 * Where the edited copy goes astray of its defaults. An empty value (`null`) outside lists is let through:
 * the site shows the default there. In a list it is not, since the site would leave its whole item out; nor
 * is an item shaped like none of the default items, for what the checks above would not name.
 */
export function shapeProblems(defaults: unknown, edited: unknown, previous?: unknown): ShapeProblem[] {
  const walk = (model: unknown, value: unknown, before: unknown, path: string[], inList: boolean): ShapeProblem[] => {
    if (value === undefined || same(value, before)) return []
    const problem = expected(model)
    if (value === null) return inList && problem ? [{ path, problem }] : []
    if (problem && !kindOf(model, value)) return [{ path, problem }]
    if (Array.isArray(model)) {
      if (model.length === 0 || !Array.isArray(value)) return []
      const anyItem = itemModel(model)
      const stored = Array.isArray(before) ? before : []
      return value.flatMap((entry, index): ShapeProblem[] => {
        const at = [...path, String(index + 1)]
        if (same(entry, stored[index])) return []
        const lacking = missingKeys(model, entry)
        const found = [...(lacking.length > 0 ? [{ path: at, problem: 'missingKeys' as const, known: lacking }] : []), ...walk(anyItem, entry, stored[index], at, true)]
        return found.length === 0 && !fitsItemsOf(model, entry) ? [{ path: at, problem: 'unlikeItems' }] : found
      })
    }
    if (isRecord(model) && isRecord(value)) {
      const stored = isRecord(before) ? before : {}
      return Object.entries(value).flatMap(([key, part]): ShapeProblem[] =>
        Object.hasOwn(model, key)
          ? walk(model[key], part, stored[key], [...path, key], inList)
          : Object.hasOwn(stored, key)
            ? []
            : [{ path: [...path, key], problem: 'unknownKey', known: Object.keys(model) }],
      )
    }
    return []
  }
  return walk(defaults, edited, previous, [], false)
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
    if (problem === 'unlikeItems') return `${where} : cet élément n’a la forme d’aucun élément par défaut, le site le laisserait de côté`
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
