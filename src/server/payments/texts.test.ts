/** The payment texts the confirmation emails are written from: French spacing, editors' sentences included. */
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { fillTemplate } from '@/domain/template'
import { NBSP, NNBSP } from '../../../tests/helpers/recording-mailer'
import { loadPaymentTexts } from './texts'

const payloadWith = (copy: unknown) => ({ findGlobal: async () => ({ copy }) }) as unknown as Payload

describe('loadPaymentTexts', () => {
  it('gives the email sentences their no-break spaces and keeps the placeholders', async () => {
    const { emails } = await loadPaymentTexts(payloadWith({}))
    expect(emails.combinedSubject).toBe(`Ta commande est confirmée${NBSP}: profil complet et coaching`)
    expect(emails.reportIntro).toBe(
      `Merci pour ta commande «${NBSP}{offer}${NBSP}» de {price}, payée le {date}. Ton profil complet et ton rapport personnalisé t’attendent${NBSP}:`,
    )
    expect(fillTemplate(emails.support, { email: 'aide@exemple.fr' })).toBe(`Une question${NNBSP}? Écris-nous à aide@exemple.fr.`)
  })

  it('spaces what an editor typed without touching an address in it', async () => {
    const { emails } = await loadPaymentTexts(
      payloadWith({ payments: { emails: { bookingNext: 'Un coach t’écrit ! Agenda : https://exemple.fr/rdv?x=1 ; à 10:30.' } } }),
    )
    expect(emails.bookingNext).toBe(`Un coach t’écrit${NNBSP}! Agenda${NBSP}: https://exemple.fr/rdv?x=1${NNBSP}; à 10:30.`)
  })
})
