import type { MessageParams, ServerMessageKey } from '@/content/server-messages'
import { defaultMessage } from '../http/refusals'

/**
 * A refusal the visitor can act on: the API answers 4xx with the editors' sentence for `key` (see
 * `refusal`), and `details` for the page to act on. The error's own message is the default sentence, for
 * logs and callers outside the API.
 */
export class VisitorError extends Error {
  constructor(
    readonly key: ServerMessageKey,
    readonly status = 400,
    readonly params: MessageParams = {},
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(defaultMessage(key, params))
  }
}
