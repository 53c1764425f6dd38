import type { Payload } from 'payload'
import { reportLinkFor } from '@/server/report/links'
import { dataRightsFooter } from '@/server/privacy/links'
import { escapeHtml } from '@/server/email/html'
import type { CoachingBooking, Order, RiasecResult } from '@/payload-types'
import { formatEuros } from '@/domain/offers'
import { displayFirstName } from '@/domain/first-name'
import type { PaymentTexts } from '@/content/payment-texts'
import { fillTemplate } from '@/domain/template'
import { siteUrl } from '@/env'
import { resolveSiteOffers } from '../offers'
import { orderLabel, orderOfferTerms } from './order-offers'
import { loadPaymentTexts } from './texts'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
}

const frenchDate = (iso: string | null | undefined): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(iso ? new Date(iso) : new Date())

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

interface ConfirmationContext {
  order: Order
  result: RiasecResult | null
  booking: CoachingBooking | null
  texts: PaymentTexts
  offerName: string
  brand: string
  supportEmail: string
  /** The signed, expiring download link of the report, when the order unlocked a result. */
  reportUrl?: string
}

/** The confirmation of a paid order, in French: the report part repeats the waiver of the withdrawal right. */
export function buildOrderConfirmation({ order, result, booking, texts, offerName, brand, supportEmail, reportUrl }: ConfirmationContext): EmailMessage | null {
  const to = order.email ?? booking?.email ?? result?.email
  if (!to) return null
  const t = texts.emails
  const terms = orderOfferTerms(order.offer)
  const values = { offer: offerName, price: formatEuros(order.amountCents), date: frenchDate(order.paidAt) }
  const firstName = displayFirstName(booking?.name ?? result?.name ?? null)
  const parts: Array<string | { label: string; url: string }> = [firstName ? fillTemplate(t.greeting, { name: firstName }) : t.greetingAnonymous]

  if (terms.unlocksResult) {
    if (result) {
      parts.push(fillTemplate(t.reportIntro, values))
      parts.push({ label: t.reportLink, url: `${siteUrl()}/resultats-riasec?profile=${encodeURIComponent(result.dominantProfile)}` })
      if (reportUrl) parts.push({ label: t.reportPdfLink, url: reportUrl })
    } else parts.push(fillTemplate(t.reportNoResult, values))
    parts.push(fillTemplate(t.waiver, { date: frenchDate(order.withdrawalWaiverAt ?? order.createdAt) }))
  } else parts.push(fillTemplate(t.bookingIntro, values))

  if (terms.confirmsBooking) {
    parts.push(t.bookingNext)
    if (booking) parts.push(fillTemplate(t.bookingAvailability, { availability: texts.coaching.availability[booking.availability] }))
  }
  parts.push(fillTemplate(t.support, { email: supportEmail }), fillTemplate(t.signature, { brand }))

  const subject = terms.unlocksResult ? (terms.confirmsBooking ? t.combinedSubject : t.reportSubject) : t.bookingSubject
  return { to, subject, ...render(parts) }
}

/** Sends the confirmation of a paid order through Payload's mailer (kept in the outbox). */
export async function sendOrderConfirmation(payload: Payload, orderId: number): Promise<EmailMessage | null> {
  const [order, texts, settings] = await Promise.all([
    payload.findByID({ collection: 'orders', id: orderId, depth: 1, overrideAccess: true }),
    loadPaymentTexts(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
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
    reportUrl: result && orderOfferTerms(order.offer).unlocksResult ? await reportLinkFor(payload, result.id) : undefined,
  })
  if (!message) {
    payload.logger.warn({ msg: 'Paid order has no email address: no confirmation sent', orderId })
    return null
  }
  const footer = await dataRightsFooter(payload, message.to)
  const withFooter = { ...message, text: message.text + footer.text, html: message.html + footer.html }
  await payload.sendEmail(withFooter)
  return withFooter
}
