import type { Payload } from 'payload'
import { interfaceTexts } from '@/content/interface'
import type { PaymentTexts } from '@/content/payment-texts'
import { withFrenchSpacing } from '@/domain/typography'
import { mergeDefaults } from '../merge-defaults'

/**
 * The payment texts as editors left them, read without Next's cache (webhooks and tests run outside a
 * page render). Pages use `getInterfaceTexts()` instead. With French spacing, as pages get them: the
 * confirmation emails are written from these sentences.
 */
export async function loadPaymentTexts(payload: Payload): Promise<PaymentTexts> {
  const doc = await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })
  return withFrenchSpacing(mergeDefaults(interfaceTexts, doc.copy).payments)
}
