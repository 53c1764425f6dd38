import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { env } from '@/env'
import { execute } from '../db'
import { VisitorError } from '../assessments/errors'
import { findOrderBySession, recordEvent } from './orders-store'
import { createDemoProvider, demoPaymentMarker, demoSessionOf, demoWebhookSecret } from './demo-provider'
import { signEvent } from './signed-event'
import { handleWebhook } from './webhook'
import { successUrlFor } from './urls'


/** The `checkout.session.completed` event Stripe would send, for a demo session. */
function completedEvent(sessionId: string, orderId: number, amountCents: number, currency: string): string {
  return JSON.stringify({
    id: `evt_demo_${randomBytes(16).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: String(orderId),
        payment_status: 'paid',
        status: 'complete',
        amount_total: amountCents,
        currency,
      },
    },
  })
}

/**
 * "Payer" on the demo checkout page: the demo provider records the payment on its side, then sends a
 * signed event into the webhook handler Stripe's events go through, and the visitor returns through the
 * same success URL. Only in demo mode (no STRIPE_SECRET_KEY).
 */
export async function payDemoSession(payload: Payload, sessionId: string, email?: string): Promise<{ redirect: string }> {
  const config = env()
  if (config.STRIPE_SECRET_KEY) throw new VisitorError('paymentSessionUnknown', 404)
  const order = await findOrderBySession(payload, sessionId)
  if (!order || order.provider !== 'demo' || (order.status !== 'pending' && order.status !== 'paid')) throw new VisitorError('paymentSessionUnknown', 404)
  // A day after it opened, an unpaid session is over, as Stripe's; one already paid is only sent on again.
  if ((await demoSessionOf(payload, order)).status === 'expired') throw new VisitorError('paymentSessionUnknown', 404)
  // The address the buyer gives, as Stripe collects it: for an order not yet paid and without one. A paid order's
  // session is sent on only; whoever knows its id does not become its buyer (the claim, its emails and links).
  if (email && order.status === 'pending') {
    await execute(payload, sql`update orders set email = ${email}, updated_at = now() where id = ${order.id} and status = 'pending' and email is null`)
  }

  await recordEvent(payload, { id: demoPaymentMarker(sessionId), type: 'demo.checkout.paid' }, 'demo', sessionId)
  const body = completedEvent(sessionId, order.id, order.amountCents, order.currency)
  const provider = createDemoProvider(payload, config.PAYLOAD_SECRET)
  const answer = await handleWebhook(payload, provider, body, signEvent(body, demoWebhookSecret(config.PAYLOAD_SECRET)))
  if (answer.status !== 200) throw new Error(`Demo webhook refused its own event: ${answer.body.error ?? answer.status}`)
  return { redirect: successUrlFor(sessionId) }
}
