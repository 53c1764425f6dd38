import type { Payload } from 'payload'
import { InvalidSignatureError, type PaymentProvider } from './provider'
import { fulfilOrder, settleUnpaidSession } from './fulfil'
import { refundCharge } from './refund'

export interface WebhookAnswer {
  status: 200 | 400 | 503
  body: { received: boolean; outcome?: string; error?: string }
}

export const MAX_WEBHOOK_BYTES = 512 * 1024

/**
 * The events after which the provider's charge may hold less of the payment: a refund made, one whose status
 * changed (a refund that failed gives the money back to the merchant), a dispute closed (lost: the customer's
 * bank took the money back) or won after all (its funds reinstated). Each is handled from the charge as the provider has it now.
 */
const TAKE_BACK_EVENTS = new Set(['charge.refunded', 'charge.refund.updated', 'charge.dispute.closed', 'charge.dispute.funds_reinstated'])

/**
 * Verifies the signature on the raw body, then handles the checkout events, refunds and disputes (any other type is
 * acknowledged and ignored). A failure of the database or the provider throws: the endpoint answers 500
 * and the provider retries later.
 */
export async function handleWebhook(payload: Payload, provider: PaymentProvider, rawBody: string, signatureHeader: string | null): Promise<WebhookAnswer> {
  let event
  try {
    event = provider.verifyEvent(rawBody, signatureHeader)
  } catch (error) {
    if (!(error instanceof InvalidSignatureError)) throw error
    payload.logger.warn({ msg: 'Payment webhook refused: bad signature', provider: provider.name, reason: error.message })
    return { status: 400, body: { received: false, error: 'Invalid signature' } }
  }
  const options = { provider, event }
  if (TAKE_BACK_EVENTS.has(event.type) && event.chargeId) {
    const refund = await refundCharge(payload, event.chargeId, options)
    // Not handled yet: an answer other than 2xx makes the provider deliver it again later.
    if (refund.status === 'awaiting-payment') return { status: 503, body: { received: false, outcome: refund.status } }
    return { status: 200, body: { received: true, outcome: refund.status } }
  }
  if (!event.sessionId) return { status: 200, body: { received: true, outcome: 'ignored' } }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { status: 200, body: { received: true, outcome: (await fulfilOrder(payload, event.sessionId, options)).status } }
    case 'checkout.session.async_payment_failed':
      return { status: 200, body: { received: true, outcome: (await settleUnpaidSession(payload, event.sessionId, 'failed', options)).status } }
    case 'checkout.session.expired':
      return { status: 200, body: { received: true, outcome: (await settleUnpaidSession(payload, event.sessionId, 'expired', options)).status } }
    default:
      return { status: 200, body: { received: true, outcome: 'ignored' } }
  }
}
