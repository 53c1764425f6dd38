import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { env, siteUrl } from '@/env'
import { BODY_TOO_LARGE } from './body-limits'

/**
 * The visitor's address for rate limits. Behind the reverse proxy (`TRUST_PROXY`), it is the last address of
 * X-Forwarded-For: the one the proxy appended (`$proxy_add_x_forwarded_for`), which the visitor cannot choose.
 * The addresses before it are whatever the request claimed, so taking the first would let anyone get a fresh
 * counter with each request. Without the proxy, every request shares one bucket.
 */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  return (env().TRUST_PROXY && proxiedAddress(req.headers.get('x-forwarded-for'))) || 'direct'
}

/** The last address of an X-Forwarded-For header, if it has one. */
export const proxiedAddress = (forwardedFor: string | null): string | undefined =>
  forwardedFor?.split(',').at(-1)?.trim() || undefined

/** Browsers send Origin with every POST: one from another site is a forged request. */
export function isSameOrigin(req: Pick<PayloadRequest, 'headers'>): boolean {
  const origin = req.headers.get('origin')
  return !origin || origin === new URL(siteUrl()).origin
}

export const MAX_JSON_BYTES = 64 * 1024

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** Reads a JSON body of bounded size and validates it; a bad body is a 400 with a French message. */
export async function parseJsonBody<T>(req: PayloadRequest, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const length = Number(req.headers.get('content-length') ?? 0)
  if (length > MAX_JSON_BYTES) return { ok: false, response: jsonError(413, BODY_TOO_LARGE) }
  let body: unknown
  try {
    const text = req.text ? await req.text() : ''
    if (Buffer.byteLength(text) > MAX_JSON_BYTES) return { ok: false, response: jsonError(413, BODY_TOO_LARGE) }
    body = JSON.parse(text, storableStrings)
  } catch {
    return { ok: false, response: jsonError(400, 'Votre envoi est illisible. Rechargez la page et réessayez.') }
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    const issue = result.error.issues[0]
    return { ok: false, response: jsonError(400, issue?.message && /[éèà’ ]/.test(issue.message) ? issue.message : 'Certaines réponses sont invalides.') }
  }
  return { ok: true, data: result.data }
}

/**
 * Strings PostgreSQL can store: U+0000, which no visitor means to type, is dropped, and a lone UTF-16
 * surrogate (`"\ud800"` in JSON, which jsonb refuses) becomes U+FFFD, as a browser's form would send it.
 */
const storableStrings = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? value.replaceAll('\u0000', '').toWellFormed() : value

export const jsonError = (status: number, message: string, headers?: HeadersInit): Response =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Patientez quelques minutes avant de réessayer.'

export const tooManyRequests = (retryAfterSeconds: number): Response =>
  jsonError(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfterSeconds) })
