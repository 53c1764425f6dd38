/**
 * What the staff's personal-data tool says after an export or an erasure: how many records of each kind
 * it found, in French, and plainly when there were none, so that nobody answers a data request with an
 * empty file (a mistyped address) without knowing it.
 */

export interface PersonalDataCounts {
  results: number
  leads: number
  orders: number
  bookings: number
  emails: number
  accessLinks: number
  /** Erasure only: orders another person paid for them (a parent), which stay that payer's. */
  ordersOfPayers?: number
}

const KINDS: ReadonlyArray<[Exclude<keyof PersonalDataCounts, 'ordersOfPayers'>, string, string]> = [
  ['results', 'résultat', 'résultats'],
  ['leads', 'contact', 'contacts'],
  ['orders', 'commande', 'commandes'],
  ['bookings', 'réservation', 'réservations'],
  ['emails', 'email', 'emails'],
  ['accessLinks', 'lien', 'liens'],
]

const NBSP = '\u00a0'

/** « 2 résultats, 1 contact et 3 emails »: the kinds found, in a fixed order; empty when nothing was found. */
export function describeCounts(counts: PersonalDataCounts): string {
  const parts = KINDS.filter(([key]) => counts[key] > 0).map(([key, one, many]) => `${counts[key]}${NBSP}${counts[key] === 1 ? one : many}`)
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`
}

export const isEmpty = (counts: PersonalDataCounts): boolean => KINDS.every(([key]) => counts[key] === 0) && !counts.ordersOfPayers

export function exportSummary(counts: PersonalDataCounts): string {
  return isEmpty(counts)
    ? 'Aucune donnée n’est conservée pour cette adresse : le fichier téléchargé est vide. Vérifiez l’adresse.'
    : `Export téléchargé : ${describeCounts(counts)}.`
}

export function erasureSummary(counts: PersonalDataCounts): string {
  if (isEmpty(counts)) return 'Rien à effacer : aucune donnée n’est conservée pour cette adresse. Vérifiez l’adresse.'
  const erased = describeCounts({ ...counts, orders: 0 })
  const kept = counts.orders > 0 ? ` Les commandes (${counts.orders}) restent pour la comptabilité, sans l’adresse.` : ''
  const payers = counts.ordersOfPayers ?? 0
  const ofPayers =
    payers === 0
      ? ''
      : payers === 1
        ? ` 1${NBSP}commande payée avec une autre adresse (un parent) reste au nom de celle-ci, sans lien vers les données effacées.`
        : ` ${payers}${NBSP}commandes payées avec d’autres adresses (un parent) restent au nom de celles-ci, sans lien vers les données effacées.`
  return `${erased ? `Effacé : ${erased}.` : 'Rien d’autre à effacer.'}${kept}${ofPayers}`
}
