import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { env, siteUrl } from '@/env'
import { isServerMessageKey, type MessageParams, type ServerMessageKey } from '@/content/server-messages'
import { refusal } from './refusals'
import { networkPrefix } from './network-prefix'

/**
 * The visitor's address for rate limits. Behind the reverse proxy (`TRUST_PROXY`), it is the last address of
 * X-Forwarded-For: the one the proxy appended (`$proxy_add_x_forwarded_for`), which the visitor cannot choose.
 * The addresses before it are whatever the request claimed, so taking the first would let anyone get a fresh
 * counter with each request. An IPv6 address counts by its /64 (network-prefix.ts). Without the proxy, every
 * request shares one bucket.
 */
export function clientAddress(req: Pick<PayloadRequest, 'headers'>): string {
  const address = env().TRUST_PROXY ? proxiedAddress(req.headers.get('x-forwarded-for')) : undefined
  return address ? networkPrefix(address) : 'direct'
}

/** The last address of an X-Forwarded-For header, if it has one. */
export const proxiedAddress = (forwardedFor: string | null): string | undefined =>
  forwardedFor?.split(',').at(-1)?.trim() || undefined

/** Browsers send Origin with every POST: one from another site is a forged request. */
export function isSameOrigin(req: Pick<PayloadRequest, 'headers'>): boolean {
  const origin = req.headers.get('origin')
  return !origin || origin === new URL(siteUrl()).origin
}

/**
 * A form posted from one of this site's pages: the browser's own Sec-Fetch-Site (which no script can set)
 * says where it comes from, whatever the page's referrer policy does to its Origin (`no-referrer` sends
 * `Origin: null`); a browser without it is judged by its Origin.
 */
export function isPostedFromThisSite(req: Pick<PayloadRequest, 'headers'>): boolean {
  const site = req.headers.get('sec-fetch-site')
  return site ? site === 'same-origin' : isSameOrigin(req)
}

export const MAX_JSON_BYTES = 64 * 1024

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * What a refused body is told: a schema's message is the key of its sentence (`serverMessages`); without
 * one, a string over its length says the limit, and anything else (zod's English) « Certaines réponses sont invalides ».
 * A size issue gives its limit to the sentence's `{max}` or `{count}`.
 */
export function issueMessage(issue: z.core.$ZodIssue | undefined): { key: ServerMessageKey; params?: MessageParams } {
  if (!issue) return { key: 'invalid' }
  const params: MessageParams = issue.code === 'too_big' ? { max: Number(issue.maximum), count: Number(issue.maximum) } : issue.code === 'too_small' ? { count: Number(issue.minimum) } : {}
  if (isServerMessageKey(issue.message)) return { key: issue.message, params }
  return issue.code === 'too_big' && issue.origin === 'string' ? { key: 'tooLong', params } : { key: 'invalid' }
}

/** Reads a JSON body of bounded size and validates it; a bad body is a 4xx with a French message. */
export async function parseJsonBody<T>(req: PayloadRequest, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const refuse = async (status: number, key: ServerMessageKey, params?: MessageParams): Promise<Parsed<T>> => ({
    ok: false,
    response: await refusal(req.payload, status, key, params),
  })
  const length = Number(req.headers.get('content-length') ?? 0)
  if (length > MAX_JSON_BYTES) return refuse(413, 'bodyTooLarge')
  let body: unknown
  try {
    const text = req.text ? await req.text() : ''
    if (Buffer.byteLength(text) > MAX_JSON_BYTES) return refuse(413, 'bodyTooLarge')
    body = JSON.parse(text, storableStrings)
  } catch {
    return refuse(400, 'unreadable')
  }
  const result = schema.safeParse(body)
  if (result.success) return { ok: true, data: result.data }
  const { key, params } = issueMessage(result.error.issues[0])
  return refuse(400, key, params)
}

/**
 * Strings PostgreSQL can store: U+0000, which no visitor means to type, is dropped, and a lone UTF-16
 * surrogate (`"\ud800"` in JSON, which jsonb refuses) becomes U+FFFD, as a browser's form would send it.
 */
const storableStrings = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? value.replaceAll('\u0000', '').toWellFormed() : value

