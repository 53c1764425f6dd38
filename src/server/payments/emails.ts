import type { Payload } from 'payload'
import { reportLinkFor } from '@/server/report/links'
import { dataRightsFooter } from '@/server/privacy/links'
import { escapeHtml } from '@/server/email/html'
import { withFooter, type EmailMessage } from '@/server/email/message'
import type { CoachingBooking, Order, RiasecResult } from '@/payload-types'
import { formatEuros } from '@/domain/offers'
import { displayFirstName } from '@/domain/first-name'
import { nameGivenWith } from '@/domain/visitor-contact'
import type { PaymentTexts } from '@/content/payment-texts'
import { fillTemplate, fillTemplateWithName } from '@/domain/template'
import { createAccessLink } from '@/server/retrieval/access-links'
import { restoreUrl } from '@/server/retrieval/emails'
import { PURCHASE_LINK_DAYS } from '@/server/retrieval/purposes'
import { siteUrl } from '@/env'
import { ORDER_LINK_DAYS, ORDER_LINK_PATH, orderLinkQuery } from './claim'
import { resolveSiteOffers } from '../offers'
import { orderLabel, orderOfferTerms } from './order-offers'
import { loadPaymentTexts } from './texts'
import { frenchDate } from '@/domain/french-date'

/** A stored date as the report writes it (« 1er mars 2026 »); now when there is none yet. */
const dateOf = (iso: string | null | undefined): string => frenchDate(iso ? new Date(iso) : new Date())

/** Paragraphs, and at most one link line ("label: url"), as plain text and as simple HTML. */
function render(paragraphs: Array<string | { label: string; url: string }>): { text: string; html: string } {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : `${part.label} : ${part.url}`)).join('\n\n')
  const html = paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(part.url)}">${escapeHtml(part.label)}</a></p>`,
    )
    .join('\n')
  return { text, html }
}

type EmailTexts = PaymentTexts['emails']

/** « Bonjour Léa, », or « Bonjour, » without a first name. */
const greeting = (t: EmailTexts, name: string | null): string => {
  const firstName = displayFirstName(name)
  return firstName ? fillTemplateWithName(t.greeting, { name: firstName }, 'name') : t.greetingAnonymous
}

/** Every order email's last lines: where to write, and who signs. */
const signOff = (t: EmailTexts, supportEmail: string, brand: string): string[] => [fillTemplate(t.support, { email: supportEmail }), fillTemplate(t.signature, { brand })]

/** What a confirmation says of an order, its result and its booking. */
export type ConfirmedOrder = Pick<
  Order,
  'email' | 'offer' | 'amountCents' | 'paidAt' | 'withdrawalWaiverAt' | 'createdAt' | 'status' | 'paymentNote' | 'reportPartCents' | 'refundedCents'
>

interface ConfirmationContext {
  order: ConfirmedOrder
  result: Pick<RiasecResult, 'email' | 'name'> | null
  booking: Pick<CoachingBooking, 'email' | 'name' | 'offer' | 'availability'> | null
  texts: PaymentTexts
  offerName: string
  brand: string
  supportEmail: string
  /** The signed, expiring download link of the report, when the order unlocked a result. */
  reportUrl?: string
  /** A one-time link that opens the full profile on whichever device opens it, when the order unlocked a result. */
  profileUrl?: string
  /** Bought before the test: the link that lets another device's test claim the order (ORDER_LINK_PATH). */
  otherDeviceUrl?: string
}

/** A report paid for a profile already unlocked, and given back by the app (fulfil.ts). */
export const isRefundedDuplicate = (order: Pick<Order, 'status' | 'paymentNote'>): boolean =>
  order.status === 'refunded' && order.paymentNote === 'duplicate-refunded'

/**
 * The confirmation of a paid order, in French: the report part repeats the waiver of the withdrawal right.
 * A duplicate payment given back is told instead.
 */
export function buildOrderConfirmation({ order, result, booking, texts, offerName, brand, supportEmail, reportUrl, profileUrl, otherDeviceUrl }: ConfirmationContext): EmailMessage | null {
  const to = order.email ?? booking?.email ?? result?.email
  if (!to) return null
  const t = texts.emails
  const terms = orderOfferTerms(order.offer)
  const values = { offer: offerName, price: formatEuros(order.amountCents), date: dateOf(order.paidAt) }
  // Greeted by a name given with this address: not the teenager's, when a parent paid.
  const parts: Array<string | { label: string; url: string }> = [greeting(t, nameGivenWith(booking, to) ?? nameGivenWith(result, to) ?? null)]

  const waiverDate = { date: dateOf(order.withdrawalWaiverAt ?? order.createdAt) }
  if (isRefundedDuplicate(order)) {
    // Nothing was sold: what happened to the money, and the profile they already have.
    parts.push(fillTemplate(t.duplicateIntro, values))
    if (profileUrl) parts.push({ label: t.reportLink, url: profileUrl }, fillTemplate(t.reportLinkNote, { days: PURCHASE_LINK_DAYS }))
    parts.push(...signOff(t, supportEmail, brand))
    return { to, subject: t.duplicateSubject, ...render(parts) }
  }
  if (terms.unlocksResult && result) {
    parts.push(fillTemplate(t.reportIntro, values))
    if (profileUrl) parts.push({ label: t.reportLink, url: profileUrl }, fillTemplate(t.reportLinkNote, { days: PURCHASE_LINK_DAYS }))
    if (reportUrl) parts.push({ label: t.reportPdfLink, url: reportUrl })
    // A formula paid for a profile unlocked another way supplied no report: its part given back is said
    // (fulfil.ts), and no waiver is recalled, as none is for a formula bought by a visitor who already had it.
    if (order.paymentNote === 'report-part-refunded') parts.push(fillTemplate(t.reportPartRefunded, { refund: formatEuros(order.reportPartCents ?? order.refundedCents ?? 0) }))
    const reportSupplied = order.paymentNote !== 'report-part-refunded' && order.paymentNote !== 'report-owned'
    if (order.withdrawalWaiverAt && reportSupplied) parts.push(fillTemplate(t.waiver, waiverDate))
  } else if (terms.unlocksResult) {
    // Bought before the test: nothing is unlocked or supplied yet.
    parts.push(fillTemplate(t.reportNoResult, values))
    if (otherDeviceUrl) parts.push({ label: t.otherDeviceLink, url: otherDeviceUrl }, fillTemplate(t.otherDeviceNote, { days: ORDER_LINK_DAYS }))
    parts.push(fillTemplate(t.waiverAwaitingResult, waiverDate))
  } else parts.push(fillTemplate(t.bookingIntro, values))

  if (terms.confirmsBooking) {
    parts.push(t.bookingNext)
    // The follow-up bought at checkout asked for no availability: the coach asks for it.
    if (booking && booking.offer !== 'reportWithMonthly') {
      parts.push(fillTemplate(t.bookingAvailability, { availability: texts.coaching.availability[booking.availability] }))
    }
  }
  parts.push(...signOff(t, supportEmail, brand))

  const subject = !terms.unlocksResult ? t.bookingSubject : terms.confirmsBooking ? t.combinedSubject : result ? t.reportSubject : t.reportAwaitingSubject
  return { to, subject, ...render(parts) }
}

interface ClaimedReportContext {
  to: string
  name: string | null
  /** When the report was ordered (its order's payment). */
  orderedAt: string | null | undefined
  texts: PaymentTexts
  brand: string
  supportEmail: string
  reportUrl: string
  profileUrl: string
}

/**
 * The report bought before the test, once the test claimed it: the purchase email could only say what was
 * left to do, this one brings the profile and the report, as a purchase made after the test does.
 */
export function buildClaimedReport({ to, name, orderedAt, texts, brand, supportEmail, reportUrl, profileUrl }: ClaimedReportContext): EmailMessage {
  const t = texts.emails
  const parts: Array<string | { label: string; url: string }> = [
    greeting(t, name),
    fillTemplate(t.claimedIntro, { date: dateOf(orderedAt) }),
    { label: t.reportLink, url: profileUrl },
    fillTemplate(t.reportLinkNote, { days: PURCHASE_LINK_DAYS }),
    { label: t.reportPdfLink, url: reportUrl },
    ...signOff(t, supportEmail, brand),
  ]
  return { to, subject: t.claimedSubject, ...render(parts) }
}

/** What an email about an order is written from: the order with its result and booking, the editors' texts, the settings. */
const readForEmail = (payload: Payload, orderId: number) =>
  Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, depth: 1, overrideAccess: true }),
    loadPaymentTexts(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])

/** The one-time link that opens the full profile on the device that opens it, for a purchase's emails. */
const purchaseProfileUrl = async (payload: Payload, resultId: number): Promise<string> =>
  restoreUrl((await createAccessLink(payload, 'restore', { resultId, ttlMinutes: PURCHASE_LINK_DAYS * 24 * 60 })).token)

/** Sends the confirmation of a paid order through Payload's mailer (kept in the outbox). */
export async function sendOrderConfirmation(payload: Payload, orderId: number): Promise<EmailMessage | null> {
  const [order, texts, settings] = await readForEmail(payload, orderId)
  const result = typeof order.result === 'object' ? order.result : null
  const booking = typeof order.booking === 'object' ? order.booking : null
  const message = buildOrderConfirmation({
    order,
    result,
    booking,
    texts,
    offerName: orderLabel(order.offer, resolveSiteOffers(settings)),
    brand: settings.brandName,
    supportEmail: settings.supportEmail,
    ...(result && orderOfferTerms(order.offer).unlocksResult
      ? {
          reportUrl: isRefundedDuplicate(order) ? undefined : await reportLinkFor(payload, result.id),
          profileUrl: await purchaseProfileUrl(payload, result.id),
        }
      : order.awaitingResult && order.providerSessionId
        ? { otherDeviceUrl: `${siteUrl()}${ORDER_LINK_PATH}?${orderLinkQuery(order.providerSessionId)}` }
        : {}),
  })
  if (!message) {
    payload.logger.warn({ msg: 'Paid order has no email address: no confirmation sent', orderId })
    return null
  }
  return sendWithFooter(payload, message)
}

/** Sends a message to a visitor with the « Mes données » lines every such email ends with. */
async function sendWithFooter(payload: Payload, message: EmailMessage): Promise<EmailMessage> {
  const sent = withFooter(message, await dataRightsFooter(payload, message.to))
  await payload.sendEmail(sent)
  return sent
}

/** Emails the profile and the report a test just claimed (order `orderId`, bought before it), to the buyer. */
export async function sendClaimedReport(payload: Payload, orderId: number): Promise<EmailMessage | null> {
  const [order, texts, settings] = await readForEmail(payload, orderId)
  const result = typeof order.result === 'object' ? order.result : null
  const to = order.email ?? result?.email
  // A confirmation still due is written with the result it now has: it carries the same links.
  if (!result || !to || order.confirmationEmail === 'due') return null
  const message = buildClaimedReport({
    to,
    name: nameGivenWith(result, to) ?? null,
    orderedAt: order.paidAt,
    texts,
    brand: settings.brandName,
    supportEmail: settings.supportEmail,
    reportUrl: await reportLinkFor(payload, result.id),
    profileUrl: await purchaseProfileUrl(payload, result.id),
  })
  return sendWithFooter(payload, message)
}
