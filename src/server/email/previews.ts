import type { Payload } from 'payload'
import { siteUrl } from '@/env'
import { resolveSiteOffers } from '../offers'
import { findProfile } from '../profile-lookup'
import { loadAccessTexts } from '../retrieval/access-texts'
import { identityOf } from '../retrieval/site-identity'
import { buildRestoreEmail, RESTORE_PATH } from '../retrieval/emails'
import { buildDataRightsLinkEmail } from '../privacy/request-link'
import { DATA_RIGHTS_OPEN_PATH, renderDataRightsFooter } from '../privacy/links'
import { purposePolicy } from '../retrieval/purposes'
import { REPORT_LINK_PATH } from '../report/links'
import { ORDER_LINK_PATH } from '../payments/claim'
import { buildClaimedReport, buildOrderConfirmation, type ConfirmedOrder } from '../payments/emails'
import { orderLabel, orderTotal, reportPartCents, type OrderOffer } from '../payments/order-offers'
import { loadPaymentTexts } from '../payments/texts'
import { withFooter, type EmailMessage } from './message'

/** One email the site sends, written from the editors' current texts for a sample visitor. */
export interface EmailPreview {
  id: string
  /** What editors call it. */
  title: string
  /** When the site sends it. */
  when: string
  message: EmailMessage
}

/** The sample visitor every preview is written to. */
const SAMPLE = { name: 'Léa', email: 'lea@exemple.fr', code: 'AS' } as const

/**
 * Every email a visitor can receive, as they would read it today: the editors' saved texts (interface texts,
 * with their French spacing), the site settings' brand, support address and prices. The links have the
 * shape of real ones but carry a sample token, which no access link matches: a preview writes nothing.
 */
export async function emailPreviews(payload: Payload, now: Date = new Date()): Promise<EmailPreview[]> {
  const [accessTexts, paymentTexts, settings, profile] = await Promise.all([
    loadAccessTexts(payload),
    loadPaymentTexts(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    findProfile(payload, 'adulte', SAMPLE.code),
  ])
  const { brandName: brand, supportEmail } = identityOf(settings)
  const offers = resolveSiteOffers(settings)
  const origin = siteUrl()
  const links = {
    profile: `${origin}${RESTORE_PATH}/exemple`,
    report: `${origin}${REPORT_LINK_PATH}/exemple`,
    otherDevice: `${origin}${ORDER_LINK_PATH}?commande=exemple`,
    dataRights: `${origin}${DATA_RIGHTS_OPEN_PATH}?lien=exemple`,
  }
  const footer = renderDataRightsFooter(accessTexts.emails.dataRightsFooter, links.dataRights)
  const paidAt = now.toISOString()
  const result = { name: SAMPLE.name, email: SAMPLE.email }
  const booking = { name: SAMPLE.name, email: SAMPLE.email, offer: 'coachingSingle', availability: 'weekend' } as const

  const order = (offer: OrderOffer, changes: Partial<ConfirmedOrder> = {}): ConfirmedOrder => ({
    email: SAMPLE.email,
    offer,
    amountCents: orderTotal(offer, offers),
    paidAt,
    withdrawalWaiverAt: paidAt,
    createdAt: paidAt,
    status: 'paid',
    paymentNote: null,
    reportPartCents: null,
    refundedCents: 0,
    ...changes,
  })
  const confirmation = (confirmed: ConfirmedOrder, parts: Omit<Parameters<typeof buildOrderConfirmation>[0], 'order' | 'texts' | 'offerName' | 'brand' | 'supportEmail'>) =>
    buildOrderConfirmation({ order: confirmed, texts: paymentTexts, offerName: orderLabel(confirmed.offer, offers), brand, supportEmail, ...parts })
  const purchased = { result, booking: null, reportUrl: links.report, profileUrl: links.profile }
  const formula = order('reportWithMonthly')
  const formulaRefund = reportPartCents('reportWithMonthly', formula.amountCents, offers)

  const previews: Array<Omit<EmailPreview, 'message'> & { message: EmailMessage | null; footer?: false }> = [
    {
      id: 'rapport',
      title: 'Profil complet débloqué',
      when: 'Après le paiement du rapport, le test fait.',
      message: confirmation(order('report'), purchased),
    },
    {
      id: 'rapport-avant-test',
      title: 'Rapport payé avant le test',
      when: 'Après le paiement du rapport, quand le test n’est pas encore fait.',
      message: confirmation(order('report'), { result: null, booking: null, otherDeviceUrl: links.otherDevice }),
    },
    {
      id: 'rapport-pret',
      title: 'Rapport prêt après le test',
      when: 'À la fin du test, pour un rapport payé avant.',
      message: buildClaimedReport({ to: SAMPLE.email, name: SAMPLE.name, orderedAt: paidAt, texts: paymentTexts, brand, supportEmail, reportUrl: links.report, profileUrl: links.profile }),
    },
    {
      id: 'coaching',
      title: 'Réservation de coaching',
      when: 'Après le paiement d’un appel de coaching.',
      message: confirmation(order('coachingSingle'), { result: null, booking }),
    },
    {
      id: 'rapport-et-coaching',
      title: 'Rapport et suivi',
      when: 'Après le paiement d’une formule avec le rapport et un coaching.',
      message: confirmation(formula, { ...purchased, booking: { ...booking, offer: 'reportWithMonthly' } }),
    },
    {
      id: 'part-du-rapport-remboursee',
      title: 'Formule payée pour un profil déjà débloqué',
      when: 'Quand le profil était déjà débloqué à l’arrivée du paiement d’une formule : la part du rapport est remboursée.',
      message: confirmation(order('reportWithMonthly', { paymentNote: 'report-part-refunded', reportPartCents: formulaRefund }), {
        ...purchased,
        booking: { ...booking, offer: 'reportWithMonthly' },
      }),
    },
    {
      id: 'paiement-en-double',
      title: 'Paiement en double remboursé',
      when: 'Quand le profil était déjà débloqué à l’arrivée du paiement du rapport : il est remboursé en entier.',
      message: confirmation(order('report', { status: 'refunded', paymentNote: 'duplicate-refunded', refundedCents: orderTotal('report', offers) }), purchased),
    },
    {
      id: 'acces-resultats',
      title: 'Accès à mes résultats',
      when: 'Quand un visiteur demande à retrouver ses résultats.',
      message: buildRestoreEmail({
        to: SAMPLE.email,
        name: SAMPLE.name,
        profileCode: SAMPLE.code,
        profileName: profile?.name,
        minutes: purposePolicy('restore').ttlMinutes,
        link: links.profile,
        brand,
        texts: accessTexts,
      }),
    },
    {
      id: 'mes-donnees',
      title: 'Mes données',
      when: 'Quand un visiteur demande un lien pour télécharger ou effacer ses données. Seul email sans les lignes « Mes données » en bas : il est ce lien.',
      message: buildDataRightsLinkEmail({ to: SAMPLE.email, link: links.dataRights, brand, texts: accessTexts }),
      footer: false,
    },
  ]
  return previews.flatMap(({ message, footer: withDataRights, ...preview }) =>
    message ? [{ ...preview, message: withDataRights === false ? message : withFooter(message, footer) }] : [],
  )
}
