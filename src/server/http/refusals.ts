import type { Payload } from 'payload'
import { interfaceTexts, type InterfaceTexts } from '@/content/interface'
import type { MessageParams, ServerMessageKey } from '@/content/server-messages'
import { fillTemplate } from '@/domain/template'
import { withFrenchSpacing } from '@/domain/typography'
import { TAGS } from '../cache-tags'
import { loadInterfaceTexts } from '../interface-texts'
import { cachedInProcess } from '../process-cache'

export const jsonError = (status: number, message: string, headers?: HeadersInit): Response =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export type MessageTexts = Pick<InterfaceTexts, 'serverMessages' | 'promo'>

/** The sentence for `key` in these texts, its placeholders filled. */
export const messageIn = (texts: MessageTexts, key: ServerMessageKey, params: MessageParams = {}): string =>
  fillTemplate(key === 'promoWrong' ? texts.promo.wrong : texts.serverMessages[key], params)

const DEFAULT_TEXTS: MessageTexts = withFrenchSpacing({ serverMessages: interfaceTexts.serverMessages, promo: interfaceTexts.promo })

/** The default sentence for `key`, typeset as the API sends it. */
export const defaultMessage = (key: ServerMessageKey, params?: MessageParams): string => messageIn(DEFAULT_TEXTS, key, params)

/** How long an edited sentence may take to show on an instance where another instance's editor saved it. */
const TEXTS_TTL_MS = 60_000
/** A refusal does not wait longer than this for the texts: past it, or when the database fails, the defaults answer. */
const TEXTS_WAIT_MS = 300

const loadTexts = (payload: Payload): Promise<MessageTexts> =>
  cachedInProcess(TAGS.interfaceTexts, 'server-messages', TEXTS_TTL_MS, () => loadInterfaceTexts(payload))

async function editedTexts(payload: Payload): Promise<MessageTexts> {
  let timer: NodeJS.Timeout | undefined
  const fallback = new Promise<MessageTexts>((resolve) => {
    timer = setTimeout(() => resolve(DEFAULT_TEXTS), TEXTS_WAIT_MS)
  })
  try {
    return await Promise.race([loadTexts(payload), fallback])
  } catch {
    return DEFAULT_TEXTS
  } finally {
    clearTimeout(timer)
  }
}

/** The editors' sentence for `key` (« Textes des tests, résultats et emails », `serverMessages`). */
export const refusalMessage = async (payload: Payload, key: ServerMessageKey, params?: MessageParams): Promise<string> =>
  messageIn(await editedTexts(payload), key, params)

/**
 * The API's refusal: `status`, and the editors' sentence for `key` as `{ error }`, with `key` as `code` (and
 * any `details`) for a page that answers it with more than the sentence.
 */
export const refusal = async (
  payload: Payload,
  status: number,
  key: ServerMessageKey,
  params?: MessageParams,
  headers?: HeadersInit,
  details: Readonly<Record<string, string>> = {},
): Promise<Response> =>
  Response.json({ ...details, error: await refusalMessage(payload, key, params), code: key }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
