import 'server-only'
import { paymentTexts, type PaymentTexts } from '@/content/payment-texts'
import { getInterfaceTexts } from '../content'
import { mergeDefaults } from '../merge-defaults'

/**
 * The payment texts for pages, through the cached interface texts; laid over the defaults again so a
 * cache entry written before a text was added still yields every sentence.
 */
export async function getPaymentTexts(): Promise<PaymentTexts> {
  const texts = (await getInterfaceTexts()) as { payments?: unknown }
  return mergeDefaults(paymentTexts, texts.payments)
}
