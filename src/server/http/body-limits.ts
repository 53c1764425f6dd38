/**
 * How large a request body the app accepts, read before any of it is: the proxy (`src/proxy.ts`) refuses
 * larger declared bodies and bodies of unknown length on the API, and Payload stops an upload past its limit.
 * The public endpoints hold their JSON to 64 KB on top of this (`MAX_JSON_BYTES`).
 */
export const MAX_API_BODY_BYTES = 1_000_000

/** An editor's picture: a phone photo fits. */
export const MAX_UPLOAD_FILE_BYTES = 15 * 1024 * 1024

/** The picture and the form around it. */
export const MAX_UPLOAD_REQUEST_BYTES = 20_000_000

/** The largest body a request to this API path may declare. */
export const maxBodyBytes = (pathname: string): number =>
  /^\/api\/media(?:\/|$)/.test(pathname) ? MAX_UPLOAD_REQUEST_BYTES : MAX_API_BODY_BYTES

export type BodyVerdict = 'accepted' | 'too-large' | 'length-required'

/**
 * A body is judged by what the request declares: its Content-Length against the path's limit. A body sent
 * without a length (chunked) could be any size, and browsers always send one, so the API refuses it.
 */
export function judgeBody(pathname: string, contentLength: string | null, transferEncoding: string | null): BodyVerdict {
  if (transferEncoding && !contentLength) return 'length-required'
  if (contentLength === null) return 'accepted'
  const length = Number(contentLength)
  if (!Number.isSafeInteger(length) || length < 0) return 'too-large'
  return length > maxBodyBytes(pathname) ? 'too-large' : 'accepted'
}
