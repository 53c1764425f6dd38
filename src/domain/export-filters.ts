/**
 * The filters staff put on a CSV export: a range of French days (both included) and, for orders and
 * bookings, a status and an offer. A blank filter is no filter: a form sends its empty fields.
 */
export interface ExportFilterValues {
  from?: string
  to?: string
  status?: string
  offer?: string
}

const FILTER_ORDER = ['from', 'to', 'status', 'offer'] as const

/** Said when the range ends before it starts, by the form and by the server alike. */
export const REVERSED_RANGE = 'La date de fin précède la date de début : aucune ligne ne peut s’y trouver.'

/** A real calendar day of this century, as YYYY-MM-DD: 2026-02-30 or 9999-99-99 would roll over. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const [year, month, date] = text.split('-').map(Number) as [number, number, number]
  const parsed = new Date(Date.UTC(year, month - 1, date))
  return year >= 2000 && year <= 2100 && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
}

/** The range ends before it starts (days as YYYY-MM-DD compare as text). */
export const isReversedRange = ({ from, to }: ExportFilterValues): boolean => Boolean(from && to && from > to)

/** The query of an export's address with the filters that are set (« ?from=2026-11-01&status=paid »), or nothing. */
export function exportQuery(filters: ExportFilterValues): string {
  const query = new URLSearchParams()
  for (const key of FILTER_ORDER) {
    const value = filters[key]?.trim()
    if (value) query.set(key, value)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** What staff read once a file is saved: its name and how many rows it holds. */
export function exportedSummary(fileName: string, rows: number): string {
  const count = rows === 0 ? 'aucune ligne' : `${new Intl.NumberFormat('fr-FR').format(rows)}\u00a0ligne${rows > 1 ? 's' : ''}`
  return `Fichier enregistré : ${fileName} (${count}).`
}
