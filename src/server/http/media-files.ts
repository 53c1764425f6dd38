import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { CollectionConfig, Payload } from 'payload'
import { refusal } from './refusals'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Pictures may be kept a day. Their address changes with the media document (`?v=`, see
 * `src/components/site/media.ts`), so a picture an editor replaces shows on the next page render anyway.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400'

/** The raster formats the site serves itself. SVG (which needs Payload's own CSP) and the rest are Payload's. */
const RASTER_TYPES: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
}

export interface FileStamp {
  size: number
  modifiedMs: number
}

/** A weak validator from the file's size and modification time: a replaced file gets a new one. */
export const entityTag = ({ size, modifiedMs }: FileStamp): string =>
  `W/"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '')

/**
 * Whether the browser's copy is still the file (RFC 9110 §13.1): If-None-Match, compared weakly, wins over
 * If-Modified-Since, which HTTP dates hold to the second.
 */
export function isNotModified(headers: Headers, stamp: FileStamp): boolean {
  const ifNoneMatch = headers.get('if-none-match')
  if (ifNoneMatch !== null) {
    const tag = opaqueTag(entityTag(stamp))
    return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaqueTag(candidate) === tag)
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(stamp.modifiedMs / 1000) * 1000 <= since
}

/**
 * Serves the media collection's pictures from `staticDir` with a cache lifetime and validators, and answers a
 * revalidation with 304 and no body; Payload's own file route sends neither, so every page view downloaded
 * every picture again. A file missing from the disk is a 404 (Payload answers 500). Byte ranges, SVG and
 * other formats fall through to Payload, which has already checked read access and refused `../` names.
 */
export const serveMediaFile =
  (staticDir: string): UploadHandler =>
  (req, { params }) =>
    // Payload types an answer as Promise<Response> or Promise<void>, not both: `undefined` falls through.
    answerMediaFile(req.payload, staticDir, params.filename, req.headers) as Promise<Response>

async function answerMediaFile(payload: Payload, staticDir: string, filename: string, request: Headers): Promise<Response | undefined> {
  const folder = path.resolve(staticDir)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile()) return refusal(payload, 404, 'imageNotFound')
  const type = RASTER_TYPES[path.extname(file).toLowerCase()]
  if (!type || request.get('range')) return
  const stamp = { size: stats.size, modifiedMs: stats.mtimeMs }
  const headers = new Headers({
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: entityTag(stamp),
    'Last-Modified': stats.mtime.toUTCString(),
  })
  if (isNotModified(request, stamp)) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', type)
  headers.set('Content-Length', String(stats.size))
  headers.set('Accept-Ranges', 'bytes')
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, { status: 200, headers })
}
