import { editedEntries, isRecord } from './records'

/**
 * The lists of the report's texts (« Textes du rapport PDF ») fill fixed pages: a longer list than the
 * default one would push a page's end onto a thirteenth, and the page titles are one per page. An editor
 * may shorten a list (but not the titles) and reword its items; the save says which list is too long.
 */
export interface ListLengthProblem {
  path: string[]
  length: number
  /** The default list's length: the most a list may hold, or exactly what it must hold. */
  limit: number
  exact: boolean
}


/** Lists whose length is fixed, by their path from the top of the copy. */
const EXACT = new Set(['pageTitles'])

/** The lists of `edited` that do not fit, among those the edit changed from `previous` (the stored copy). */
export function reportListProblems(defaults: unknown, edited: unknown, previous?: unknown, path: string[] = []): ListLengthProblem[] {
  if (Array.isArray(defaults)) {
    if (!Array.isArray(edited) || JSON.stringify(edited) === JSON.stringify(previous)) return []
    const exact = EXACT.has(path.join('.'))
    const wrong = exact ? edited.length !== defaults.length : edited.length > defaults.length
    return wrong ? [{ path, length: edited.length, limit: defaults.length, exact }] : []
  }
  if (!isRecord(defaults) || !isRecord(edited)) return []
  return editedEntries(defaults, edited, previous).flatMap(([key, model, value, stored]) => reportListProblems(model, value, stored, [...path, key]))
}

export function describeReportListProblems(problems: ListLengthProblem[]): string {
  const lines = problems.map(({ path, length, limit, exact }) =>
    exact ? `« ${path.join(' › ')} » en compte ${length}, il en faut ${limit} (un par page)` : `« ${path.join(' › ')} » en compte ${length}, le rapport en tient ${limit} au plus`,
  )
  return `Listes du rapport à ajuster : ${lines.join(' · ')}. Chaque page du rapport a une place fixe.`
}
