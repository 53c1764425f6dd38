import type { Endpoint, PayloadRequest } from 'payload'
import { findResultByToken } from '@/server/assessments/visitor-result'
import { tokenFromCookieHeader } from '@/server/access-token'
import { guarded } from '@/server/http/handle'
import { clientAddress, parseJsonBody } from '@/server/http/request'
import { hitRateLimit } from '@/server/rate-limit'
import { paymentProvider } from '@/server/payments/active-provider'
import { startCheckout } from '@/server/payments/checkout'
import { orderCookie, orderSessionFromCookieHeader } from '@/server/payments/claim'
import { payDemoSession } from '@/server/payments/demo'
import { handleReturn } from '@/server/payments/return'
import { checkoutRequestSchema, demoPaymentSchema, sessionIdSchema } from '@/server/payments/schemas'
import { handleWebhook, MAX_WEBHOOK_BYTES } from '@/server/payments/webhook'
import { EXPORTABLE, exportCsv, exportFiltersRefusal, exportFiltersSchema, parisToday, unknownFilter, type Exportable } from '@/server/payments/csv-export'
import { checkRole } from '@/access/roles'
import { describeError } from '@/server/log-error'

const NO_STORE = { 'Cache-Control': 'no-store' }

const PAYMENT_RETURN_LIMIT = { name: 'payment-return', limit: 30, windowSeconds: 600 }

/** Starts a payment for an offer of the server's table; answers the provider's checkout URL. */
export const startCheckoutEndpoint: Endpoint = {
  path: '/payments/checkout',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'checkout', limit: 20, windowSeconds: 600 }, async () => {
      const body = await parseJsonBody(req, checkoutRequestSchema)
      if (!body.ok) return body.response
      const cookies = req.headers.get('cookie')
      const result = await findResultByToken(req.payload, tokenFromCookieHeader(cookies))
      const started = await startCheckout(req.payload, paymentProvider(req.payload), body.data, {
        result,
        orderSession: orderSessionFromCookieHeader(cookies),
      })
      if (started.kind === 'unlocked') return Response.json({ unlocked: true, redirect: '/payment-success' }, { headers: NO_STORE })
      const headers = new Headers(NO_STORE)
      if (started.claimSession) headers.append('Set-Cookie', orderCookie(started.claimSession))
      return Response.json({ url: started.url }, { status: 201, headers })
    }),
}

/**
 * Stripe's webhook, and the demo provider's: the signature is checked on the raw body. 400 for a bad
 * signature, 200 once handled (or ignored), 500 when the database failed so the provider retries.
 */
export const stripeWebhookEndpoint: Endpoint = {
  path: '/stripe/webhook',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (Number(req.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES) return Response.json({ received: false }, { status: 413 })
    const rawBody = req.text ? await req.text() : ''
    if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) return Response.json({ received: false }, { status: 413 })
    try {
      const answer = await handleWebhook(req.payload, paymentProvider(req.payload), rawBody, req.headers.get('stripe-signature'))
      return Response.json(answer.body, { status: answer.status, headers: NO_STORE })
    } catch (error) {
      req.payload.logger.error({ msg: 'Payment webhook failed; the provider will retry', err: describeError(error) })
      return Response.json({ received: false }, { status: 500, headers: NO_STORE })
    }
  },
}

/** The success URL of every provider: fulfils if the webhook has not yet, then redirects to the right page. */
export const paymentReturnEndpoint: Endpoint = {
  path: '/payments/return',
  method: 'get',
  handler: async (req) => {
    const sessionId = sessionIdSchema.safeParse(req.searchParams.get('session_id'))
    const redirect = (path: string) => new Response(null, { status: 303, headers: { Location: path, ...NO_STORE } })
    if (!sessionId.success) return redirect('/')
    try {
      // Each return may ask the provider about the session: past its limit, an address repeating it is not
      // answered in JSON (this is a browser's page) but sent on as the database has the order, without asking.
      const allowed = (await hitRateLimit(req.payload, PAYMENT_RETURN_LIMIT, clientAddress(req))).allowed
      return redirect(await handleReturn(req.payload, paymentProvider(req.payload), sessionId.data, { askProvider: allowed }))
    } catch (error) {
      req.payload.logger.error({ msg: 'Payment return failed', err: describeError(error) })
      // The order page reads the order again and waits for the provider's webhook: a payer is never left on the home page.
      return redirect(`/results?session_id=${encodeURIComponent(sessionId.data)}`)
    }
  },
}

/** "Payer" on the demo checkout page (demo mode only). */
export const demoPaymentEndpoint: Endpoint = {
  path: '/payments/demo/pay',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'demo-pay', limit: 20, windowSeconds: 600 }, async () => {
      const body = await parseJsonBody(req, demoPaymentSchema)
      if (!body.ok) return body.response
      const paid = await payDemoSession(req.payload, body.data.session, body.data.email)
      return Response.json(paid, { headers: NO_STORE })
    }),
}

/** CSV export of leads, results, orders or bookings for staff and admins: /api/exports/orders.csv?status=paid&from=2026-11-01 */
export const csvExportEndpoint: Endpoint = {
  path: '/exports/:file',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Connecte-toi pour exporter.' }, { status: 401, headers: NO_STORE })
    if (!checkRole(['admin', 'staff'], req.user)) return Response.json({ error: 'Export réservé à l’équipe.' }, { status: 403, headers: NO_STORE })
    const collection = String(req.routeParams?.file ?? '').replace(/\.csv$/, '')
    if (!(EXPORTABLE as readonly string[]).includes(collection)) return Response.json({ error: 'Export inconnu.' }, { status: 404, headers: NO_STORE })
    const filters = exportFiltersSchema.safeParse(Object.fromEntries(req.searchParams))
    if (!filters.success) return Response.json({ error: exportFiltersRefusal(filters.error) }, { status: 400, headers: NO_STORE })
    const unknown = unknownFilter(req.payload, collection as Exportable, filters.data)
    if (unknown) return Response.json({ error: unknown }, { status: 400, headers: NO_STORE })
    const { csv, rows } = await exportCsv(req.payload, collection as Exportable, filters.data, req.user)
    const day = parisToday()
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${collection}-${day}.csv"`,
        // The dashboard's form says how many rows the file holds (a line count would split a quoted cell's line breaks).
        'X-Export-Rows': String(rows),
        ...NO_STORE,
      },
    })
  },
}

export const paymentEndpoints: Endpoint[] = [startCheckoutEndpoint, stripeWebhookEndpoint, paymentReturnEndpoint, demoPaymentEndpoint, csvExportEndpoint]
