import type { Payload } from 'payload'
import { interfaceTexts } from '@/content/interface'
import type { PaymentTexts } from '@/content/payment-texts'
import { mergeDefaults } from '../merge-defaults'

/**
 * The payment texts as editors left them, read without Next's cache (webhooks and tests run outside a
 * page render). Pages use `getInterfaceTexts()` instead.
 */
export async function loadPaymentTexts(payload: Payload): Promise<PaymentTexts> {
  const doc = await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })
  return mergeDefaults(interfaceTexts, doc.copy).payments
}
