/**
 * A person's data as one JSON document (right of access and portability, RGPD art. 15 and 20). Each record
 * is copied field by field, so internal values (token hashes, idempotency keys) never leave, and a field
 * added to a collection later is not exported by accident. Email bodies are left out: they carry access
 * links that still work; their subject and date are listed.
 */
import type { Payload } from 'payload'
import type { CoachingBooking, Lead, Order, OutboxEmail, RiasecResult } from '@/payload-types'
import { normalEmail } from '@/domain/email-address'
import { fillTemplate } from '@/domain/template'
import { findPersonRecords } from './person'

export interface PersonExport {
  exportedAt: string
  email: string
  about: string
  leads: Array<Pick<Lead, 'id' | 'name' | 'email' | 'source' | 'bilanType' | 'currentFiliere' | 'keyAnswers' | 'consentAt' | 'parentalConsentAt' | 'createdAt'>>
  results: Array<
    Pick<
      RiasecResult,
      'id' | 'name' | 'email' | 'parentalConsentAt' | 'bilanType' | 'scores' | 'dominantProfile' | 'profileName' | 'detailedAnswers' | 'payment' | 'unlockSource' | 'unlockedAt' | 'createdAt'
    >
  >
  orders: Array<Pick<Order, 'id' | 'offer' | 'amountCents' | 'currency' | 'status' | 'provider' | 'paidAt' | 'refundedCents' | 'refundedAt' | 'email' | 'termsAcceptedAt' | 'withdrawalWaiverAt' | 'staffNote' | 'createdAt'>>
  coachingBookings: Array<
    Pick<CoachingBooking, 'id' | 'name' | 'email' | 'objectives' | 'availability' | 'offer' | 'status' | 'scheduledAt' | 'staffNote' | 'createdAt'>
  >
  emails: Array<Pick<OutboxEmail, 'subject' | 'createdAt'>>
  accessLinks: Array<{ purpose: string; createdAt: string; expiresAt: string; usedAt: string | null }>
}

const byIds = (values: number[]) => ({ id: { in: values.length > 0 ? values : [-1] } })

/** `about`: the file's first line, as editors wrote it (« Mes données » › exportAbout), with {brand} and {email}. */
export async function exportPersonData(payload: Payload, email: string, about: { template: string; brand: string }): Promise<PersonExport> {
  const records = await findPersonRecords(payload, email)
  const find = async <T>(collection: 'leads' | 'riasec-results' | 'orders' | 'coaching-bookings' | 'outbox-emails' | 'access-links', idsOf: number[]) =>
    (await payload.find({ collection, where: byIds(idsOf), limit: 1000, depth: 0, overrideAccess: true, sort: 'createdAt', pagination: false })).docs as T[]

  const [leads, results, orders, bookings, emails, links] = await Promise.all([
    find<Lead>('leads', records.leadIds),
    find<RiasecResult>('riasec-results', records.resultIds),
    find<Order>('orders', records.orderIds),
    find<CoachingBooking>('coaching-bookings', records.bookingIds),
    find<OutboxEmail>('outbox-emails', records.emailIds),
    find<{ purpose: string; createdAt: string; expiresAt: string; usedAt?: string | null }>('access-links', records.accessLinkIds),
  ])

  return {
    exportedAt: new Date().toISOString(),
    email: records.email,
    about: fillTemplate(about.template, { brand: about.brand, email: records.email }),
    leads: leads.map(({ id, name, email: address, source, bilanType, currentFiliere, keyAnswers, consentAt, parentalConsentAt, createdAt }) => ({
      id,
      name,
      email: address,
      source,
      bilanType,
      currentFiliere,
      keyAnswers,
      consentAt,
      parentalConsentAt,
      createdAt,
    })),
    results: results.map(({ id, name, email: address, parentalConsentAt, bilanType, scores, dominantProfile, profileName, detailedAnswers, payment, unlockSource, unlockedAt, createdAt }) => ({
      id,
      name,
      email: address,
      parentalConsentAt,
      bilanType,
      scores,
      dominantProfile,
      profileName,
      detailedAnswers,
      payment,
      unlockSource,
      unlockedAt,
      createdAt,
    })),
    orders: orders.map(({ id, offer, amountCents, currency, status, provider, paidAt, refundedCents, refundedAt, email: address, termsAcceptedAt, withdrawalWaiverAt, staffNote, createdAt }) => {
      // An order for their result that someone else paid (a parent): the payer's address, and staff's note about
      // the payer's order, are the payer's data.
      const paidByAnother = Boolean(address) && normalEmail(address!) !== records.email
      return {
        id,
        offer,
        amountCents,
        currency,
        status,
        provider,
        paidAt,
        refundedCents,
        refundedAt,
        email: paidByAnother ? null : address,
        termsAcceptedAt,
        withdrawalWaiverAt,
        staffNote: paidByAnother ? null : staffNote,
        createdAt,
      }
    }),
    coachingBookings: bookings.map(({ id, name, email: address, objectives, availability, offer, status, scheduledAt, staffNote, createdAt }) => ({
      id,
      name,
      email: address,
      objectives,
      availability,
      offer,
      status,
      scheduledAt,
      staffNote,
      createdAt,
    })),
    emails: emails.map(({ subject, createdAt }) => ({ subject, createdAt })),
    accessLinks: links.map(({ purpose, createdAt, expiresAt, usedAt }) => ({ purpose, createdAt, expiresAt, usedAt: usedAt ?? null })),
  }
}
