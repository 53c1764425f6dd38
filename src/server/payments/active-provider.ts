import type { Payload } from 'payload'
import { env } from '@/env'
import type { PaymentProvider } from './provider'
import { createStripeProvider } from './stripe-provider'
import { createDemoProvider } from './demo-provider'

/** True when no Stripe key is configured: the demo checkout page and its endpoints are live. */
export const isDemoMode = (): boolean => !env().STRIPE_SECRET_KEY

let stripe: PaymentProvider | undefined

/** Stripe when STRIPE_SECRET_KEY is set (env validation then requires STRIPE_WEBHOOK_SECRET), else the demo provider. */
export function paymentProvider(payload: Payload): PaymentProvider {
  const config = env()
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    stripe ??= createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL })
    return stripe
  }
  return createDemoProvider(payload, config.PAYLOAD_SECRET)
}
