import type { Payload } from 'payload'
import type { PaymentTexts } from '@/content/payment-texts'
import { loadInterfaceTexts } from '../interface-texts'

/** The payment texts as editors left them, which the confirmation emails are written from. */
export async function loadPaymentTexts(payload: Payload): Promise<PaymentTexts> {
  return (await loadInterfaceTexts(payload)).payments
}
