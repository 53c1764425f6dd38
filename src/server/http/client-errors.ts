import type { AfterErrorHook, CollectionBeforeOperationHook, SanitizedConfig } from 'payload'
import { publicApiError } from './public-api-error'
import { someWhereEntry } from '@/server/query-where'

const MALFORMED_REQUEST = 'Requête invalide.'

/**
 * Payload's REST routes answer 500 to some requests that are wrong, not failed: a query value of the wrong
 * type for its column (PostgreSQL refuses it), a negative page, a malformed percent-escape or multipart
 * body (or a multipart type without its boundary). Those become a 400 here, so a 5xx still means the
 * server failed; anything else is left as it is.
 */
export const answerMalformedRequestsWith400: AfterErrorHook = ({ error }) => {
  const status = (error as { status?: number }).status ?? 500
  if (status < 500 || !isMalformedRequest(error)) return
  return { response: { errors: [{ message: MALFORMED_REQUEST }] }, status: 400 }
}

/**
 * PostgreSQL's answers to a query built from a value it cannot take: data exceptions (class 22), operand
 * types that do not match, and the syntax error Payload's query builder produces for `like` on a date.
 */
const REFUSED_VALUE = /^(22...|42883|42804|42601)$/

const MALFORMED_BODY = /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Unexpected end of multipart data|Request is not eligible for file upload)/

export function isMalformedRequest(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 6; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && REFUSED_VALUE.test(code)) return true
    if (current instanceof SyntaxError || current instanceof URIError) return true
    if (current instanceof Error && MALFORMED_BODY.test(current.message)) return true
  }
  return false
}

/**
 * Operators the PostgreSQL adapter cannot answer and fails on (500) instead of refusing: the geographic
 * ones (the app has no point field) and `all`, which it leaves unimplemented.
 */
const UNSUPPORTED_OPERATORS = new Set(['near', 'within', 'intersects', 'all'])

/**
 * Whether a `where` asks what the database adapter would fail on rather than refuse: an unsupported
 * operator, or `like` with a list or an object (it splits its value into words), at any depth.
 */
export const isUnanswerableQuery = (where: unknown): boolean =>
  someWhereEntry(where, (key, value) => UNSUPPORTED_OPERATORS.has(key) || (key === 'like' && value instanceof Object))

/**
 * Refuses (400), before Payload reads or writes anything, a query it would fail on (see above), and the
 * creation of a document from a body that is a bare number, string or boolean (`POST /:id/duplicate`
 * sends it on as the new document's data).
 */
const refuseUnanswerableRequests: CollectionBeforeOperationHook = ({ args, operation }) => {
  const { where, data } = args as { where?: unknown; data?: unknown }
  const unanswerable =
    ((operation === 'read' || operation === 'count' || operation === 'update' || operation === 'delete') && isUnanswerableQuery(where)) ||
    (operation === 'create' && data !== undefined && data !== null && typeof data !== 'object')
  if (unanswerable) throw publicApiError(MALFORMED_REQUEST, 400)
  return args
}

/** Every collection, Payload's own included (they exist only once the config is built), refuses those requests. */
export function refuseUnanswerableRequestsEverywhere(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) (collection.hooks.beforeOperation ??= []).push(refuseUnanswerableRequests)
  return config
}
