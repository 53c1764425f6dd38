import type { Payload, SelectField, Where } from 'payload'
import { z } from 'zod'
import type { CoachingBooking, Lead, Order, RiasecResult, User } from '@/payload-types'
import { formatEuros } from '@/domain/offers'
import { relationId } from '@/domain/records'
import { isCalendarDay, isReversedRange, REVERSED_RANGE } from '@/domain/export-filters'

export const EXPORTABLE = ['leads', 'riasec-results', 'orders', 'coaching-bookings'] as const
export type Exportable = (typeof EXPORTABLE)[number]

/** The exports filtered by status and offer (the others, by date only). */
const WITH_STATUS_AND_OFFER = new Set<Exportable>(['orders', 'coaching-bookings'])

/** A blank filter is no filter: a form sends its empty fields. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value)
const INVALID_FILTERS = 'Filtres invalides (dates au format AAAA-MM-JJ).'
const day = z.preprocess(blankAsAbsent, z.string().refine(isCalendarDay, INVALID_FILTERS).optional())

/** The list filters staff may apply to an export: status, offer and a date range (inclusive, French days). */
export const exportFiltersSchema = z
  .object({
    status: z.preprocess(blankAsAbsent, z.string().max(30, INVALID_FILTERS).optional()),
    offer: z.preprocess(blankAsAbsent, z.string().max(30, INVALID_FILTERS).optional()),
    from: day,
    to: day,
  })
  .refine((filters) => !isReversedRange(filters), { message: REVERSED_RANGE, path: ['to'] })

/** The French refusal of filters the schema did not take: the reversed range when that is all, else their shape. */
export const exportFiltersRefusal = (error: z.ZodError): string =>
  error.issues.every((issue) => issue.message === REVERSED_RANGE) ? REVERSED_RANGE : INVALID_FILTERS

export type ExportFilters = z.infer<typeof exportFiltersSchema>

interface Column<T> {
  header: string
  value: (doc: T) => string | number | null | undefined
  /** A select field: the cell shows its option's French label (« Payée »), as the admin does, not its code. */
  select?: string
}

/** "2026-11-22 14:05", French time: sorts as text and opens as a date in spreadsheets. */
const dateTime = (iso: string | null | undefined): string =>
  iso ? new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso)) : ''

/** Today in France, "2026-11-22": the day an export file is named after. */
export const parisToday = (now = new Date()): string => new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(now)

const euros = (cents: number): string => formatEuros(cents).replace(/\s?€$/u, '').replace(/\u00a0|\u202f/gu, '')

/** A lead with what its paid orders bought: the offers' French names, and their total. */
type LeadRow = Lead & { paid: { offers: string[]; cents: number } }

const COLUMNS: {
  leads: Column<LeadRow>[]
  'riasec-results': Column<RiasecResult>[]
  orders: Column<Order>[]
  'coaching-bookings': Column<CoachingBooking>[]
} = {
  leads: [
    { header: 'ID', value: (doc) => doc.id },
    { header: 'Créé le', value: (doc) => dateTime(doc.createdAt) },
    { header: 'Nom', value: (doc) => doc.name },
    { header: 'Email', value: (doc) => doc.email },
    { header: 'Origine', value: (doc) => doc.source, select: 'source' },
    { header: 'Type de bilan', value: (doc) => doc.bilanType, select: 'bilanType' },
    { header: 'Filière actuelle', value: (doc) => doc.currentFiliere },
    { header: 'Consentement le', value: (doc) => dateTime(doc.consentAt) },
    { header: 'Commandes payées', value: (doc) => doc.paid.offers.join(', ') },
    { header: 'Payé (EUR)', value: (doc) => (doc.paid.cents ? euros(doc.paid.cents) : '') },
  ],
  'riasec-results': [
    { header: 'ID', value: (doc) => doc.id },
    { header: 'Créé le', value: (doc) => dateTime(doc.createdAt) },
    { header: 'Nom', value: (doc) => doc.name },
    { header: 'Email', value: (doc) => doc.email },
    { header: 'Type de bilan', value: (doc) => doc.bilanType, select: 'bilanType' },
    { header: 'Profil dominant', value: (doc) => doc.dominantProfile },
    { header: 'Nom du profil', value: (doc) => doc.profileName },
    { header: 'R', value: (doc) => doc.scores.r },
    { header: 'I', value: (doc) => doc.scores.i },
    { header: 'A', value: (doc) => doc.scores.a },
    { header: 'S', value: (doc) => doc.scores.s },
    { header: 'E', value: (doc) => doc.scores.e },
    { header: 'C', value: (doc) => doc.scores.c },
    { header: 'Paiement', value: (doc) => doc.payment, select: 'payment' },
    { header: 'Déverrouillé par', value: (doc) => doc.unlockSource, select: 'unlockSource' },
    { header: 'Déverrouillé le', value: (doc) => dateTime(doc.unlockedAt) },
    { header: 'Contact', value: (doc) => relationId(doc.lead) },
  ],
  orders: [
    { header: 'ID', value: (doc) => doc.id },
    { header: 'Créée le', value: (doc) => dateTime(doc.createdAt) },
    { header: 'Payée le', value: (doc) => dateTime(doc.paidAt) },
    { header: 'Statut', value: (doc) => doc.status, select: 'status' },
    { header: 'Offre', value: (doc) => doc.offer, select: 'offer' },
    { header: 'Montant (EUR)', value: (doc) => euros(doc.amountCents) },
    { header: 'Remboursé (EUR)', value: (doc) => (doc.refundedCents ? euros(doc.refundedCents) : '') },
    { header: 'Remboursée le', value: (doc) => dateTime(doc.refundedAt) },
    { header: 'Prestataire', value: (doc) => doc.provider, select: 'provider' },
    { header: 'Email', value: (doc) => doc.email },
    { header: 'Résultat', value: (doc) => relationId(doc.result) },
    { header: 'Contact', value: (doc) => relationId(doc.lead) },
    { header: 'Réservation', value: (doc) => relationId(doc.booking) },
    { header: 'Session', value: (doc) => doc.providerSessionId },
    { header: 'CGV acceptées le', value: (doc) => dateTime(doc.termsAcceptedAt) },
    { header: 'Renonciation à la rétractation le', value: (doc) => dateTime(doc.withdrawalWaiverAt) },
    { header: 'À savoir sur le paiement', value: (doc) => doc.paymentNote, select: 'paymentNote' },
    { header: 'Part du rapport (EUR)', value: (doc) => (doc.reportPartCents ? euros(doc.reportPartCents) : '') },
    { header: 'Part du rapport à rembourser depuis le', value: (doc) => dateTime(doc.reportPartOwedAt) },
    { header: 'Part du rapport remboursée le', value: (doc) => dateTime(doc.reportPartRefundedAt) },
    { header: 'Email de confirmation', value: (doc) => doc.confirmationEmail, select: 'confirmationEmail' },
    { header: 'Confirmation envoyée le', value: (doc) => dateTime(doc.confirmationEmailSentAt) },
    { header: 'Note de l’équipe', value: (doc) => doc.staffNote },
  ],
  'coaching-bookings': [
    { header: 'ID', value: (doc) => doc.id },
    { header: 'Créée le', value: (doc) => dateTime(doc.createdAt) },
    { header: 'Statut', value: (doc) => doc.status, select: 'status' },
    { header: 'Offre', value: (doc) => doc.offer, select: 'offer' },
    { header: 'Nom', value: (doc) => doc.name },
    { header: 'Email', value: (doc) => doc.email },
    { header: 'Disponibilités', value: (doc) => doc.availability, select: 'availability' },
    { header: 'Objectifs', value: (doc) => doc.objectives },
    { header: 'Rendez-vous', value: (doc) => dateTime(doc.scheduledAt) },
    { header: 'Note de l’équipe', value: (doc) => doc.staffNote },
  ],
}

/**
 * One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs a
 * visitor's text as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? ''
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** Midnight of a French day (YYYY-MM-DD, plus some days) as an ISO instant. */
export function parisDayStart(dayText: string, addDays = 0): string {
  const [year, month, date] = dayText.split('-').map(Number) as [number, number, number]
  const utcMidnight = new Date(Date.UTC(year, month - 1, date + addDays))
  return new Date(utcMidnight.getTime() - parisOffsetMinutes(utcMidnight) * 60_000).toISOString()
}

/** One choice of a select field: its code and the admin's French label. */
export interface SelectChoice {
  value: string
  label: string
}

/** A select field's options with their French labels. */
const choicesOf = (field: SelectField): SelectChoice[] =>
  field.options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : { value: option.value, label: typeof option.label === 'string' ? option.label : option.value },
  )

/** The options of one of the collection's select fields (none if it has no such field). */
function selectChoices(payload: Payload, collection: Exportable, name: string): SelectChoice[] {
  const field = payload.collections[collection].config.flattenedFields.find((candidate) => candidate.name === name)
  return field?.type === 'select' ? choicesOf(field) : []
}

/** What the dashboard's export form offers for one file: its French name, and the statuses and offers it filters by. */
export interface ExportChoice {
  file: Exportable
  label: string
  statuses: SelectChoice[]
  offers: SelectChoice[]
}

export function exportChoices(payload: Payload): ExportChoice[] {
  return EXPORTABLE.map((collection) => {
    const plural = payload.collections[collection].config.labels.plural
    const filtered = WITH_STATUS_AND_OFFER.has(collection)
    return {
      file: collection,
      label: typeof plural === 'string' ? plural : collection,
      statuses: filtered ? selectChoices(payload, collection, 'status') : [],
      offers: filtered ? selectChoices(payload, collection, 'offer') : [],
    }
  })
}

/**
 * A status or offer filter the exported collection does not know (the database would refuse to compare
 * its enum column with it), or any on leads and results, which have neither (a file of every lead, under a
 * filter that seemed to apply, would mislead): the French message to answer, or null when every filter is one
 * of its options.
 */
export function unknownFilter(payload: Payload, collection: Exportable, filters: ExportFilters): string | null {
  if (!WITH_STATUS_AND_OFFER.has(collection)) {
    return filters.status || filters.offer ? 'Cet export se filtre par date seulement (from et to) : status et offer valent pour les commandes et les réservations.' : null
  }
  for (const name of ['status', 'offer'] as const) {
    const value = filters[name]
    if (value && !selectChoices(payload, collection, name).some((choice) => choice.value === value)) return `Filtre inconnu : ${name} « ${value} ».`
  }
  return null
}

function whereOf(collection: Exportable, filters: ExportFilters): Where {
  const and: Where[] = []
  // Leads and results have neither: the endpoint refuses such filters (unknownFilter).
  if (filters.status && WITH_STATUS_AND_OFFER.has(collection)) and.push({ status: { equals: filters.status } })
  if (filters.offer && WITH_STATUS_AND_OFFER.has(collection)) and.push({ offer: { equals: filters.offer } })
  // Paid orders are dated by their payment, as the dashboard counts them: one created on the 31st and paid
  // on the 1st is the new month's.
  const dated = collection === 'orders' && filters.status === 'paid' ? 'paidAt' : 'createdAt'
  if (filters.from) and.push({ [dated]: { greater_than_equal: parisDayStart(filters.from) } })
  if (filters.to) and.push({ [dated]: { less_than: parisDayStart(filters.to, 1) } })
  return and.length ? { and } : {}
}

/** « field:value » → the option's French label, for every select field of the collection. */
function optionLabels(payload: Payload, collection: Exportable): Map<string, string> {
  const labels = new Map<string, string>()
  for (const field of payload.collections[collection].config.flattenedFields) {
    if (field.type !== 'select') continue
    for (const choice of choicesOf(field)) labels.set(`${field.name}:${choice.value}`, choice.label)
  }
  return labels
}

/** Each lead's paid orders (offers in French, total kept in cents), read with the staff member's rights. */
async function paidByLead(payload: Payload, user: User): Promise<Map<number, LeadRow['paid']>> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'paid' } }, { lead: { exists: true } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
    select: { lead: true, offer: true, amountCents: true, refundedCents: true },
  })
  const offerLabels = optionLabels(payload, 'orders')
  const paid = new Map<number, LeadRow['paid']>()
  for (const order of docs) {
    const lead = relationId(order.lead)
    if (lead === null) continue
    const entry = paid.get(lead) ?? { offers: [], cents: 0 }
    entry.offers.push(offerLabels.get(`offer:${order.offer}`) ?? order.offer)
    // A partial refund leaves the order paid: what was kept is counted.
    entry.cents += order.amountCents - (order.refundedCents ?? 0)
    paid.set(lead, entry)
  }
  return paid
}

/**
 * The CSV of leads, results, orders or bookings for a signed-in staff member, read with their access rights,
 * and how many rows it holds. Semicolon-separated with a UTF-8 BOM: what French spreadsheet software opens
 * directly.
 */
export async function exportCsv(payload: Payload, collection: Exportable, filters: ExportFilters, user: User): Promise<{ csv: string; rows: number }> {
  const found = await payload.find({
    collection,
    where: whereOf(collection, filters),
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
  })
  let docs: unknown[] = found.docs
  if (collection === 'leads') {
    const paid = await paidByLead(payload, user)
    docs = (found.docs as Lead[]).map((lead): LeadRow => ({ ...lead, paid: paid.get(lead.id) ?? { offers: [], cents: 0 } }))
  }
  const columns = COLUMNS[collection] as Column<unknown>[]
  const labels = optionLabels(payload, collection)
  const cell = (column: Column<unknown>, doc: unknown) => {
    const value = column.value(doc)
    return column.select && typeof value === 'string' ? (labels.get(`${column.select}:${value}`) ?? value) : value
  }
  const lines = [columns.map((column) => csvCell(column.header)).join(';')]
  for (const doc of docs) lines.push(columns.map((column) => csvCell(cell(column, doc))).join(';'))
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: docs.length }
}
