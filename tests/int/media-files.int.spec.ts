/**
 * Pictures over HTTP through Payload's router (src/server/http/media-files.ts): what a browser gets for a
 * media file, and for checking again whether its copy is still good.
 */
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { MEDIA_CACHE_CONTROL } from '@/server/http/media-files'
import { defaultMessage } from '@/server/http/refusals'
import { testPayload } from '../helpers/payload'
import { startApiServer, type ApiServer } from '../helpers/api-server'

let api: ApiServer
let media: Media

const fileUrl = (filename: string) => `${api.url}/api/media/file/${filename}`

beforeAll(async () => {
  const payload = await testPayload()
  api = await startApiServer()
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4ed8' } }).png().toBuffer()
  media = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'Un aplat bleu' },
    file: { data: png, mimetype: 'image/png', name: `aplat-${randomUUID()}.png`, size: png.length },
  })
})

afterAll(async () => {
  await api?.close()
})

describe('media files', () => {
  it('serves a picture with its type, a day of cache and validators, and its exact bytes', async () => {
    const variant = media.sizes!.slideAvif!
    const response = await fetch(fileUrl(variant.filename!))

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    expect(Date.parse(response.headers.get('last-modified')!)).toBeLessThanOrEqual(Date.now())
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBe(variant.filesize)
    expect((await sharp(body).metadata()).width).toBe(1024)
  })

  it('answers a browser that still holds the picture with 304 and no body, by tag or by date', async () => {
    const url = fileUrl(media.sizes!.cardWebp!.filename!)
    const first = await fetch(url)
    await first.arrayBuffer()
    const etag = first.headers.get('etag')!

    const revalidations: Array<Record<string, string>> = [
      { 'if-none-match': etag },
      { 'if-none-match': `W/"0-0", ${etag.replace(/^W\//, '')}` },
      { 'if-modified-since': first.headers.get('last-modified')! },
    ]
    for (const headers of revalidations) {
      const again = await fetch(url, { headers })
      expect(again.status, JSON.stringify(headers)).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    }
    const other = await fetch(url, { headers: { 'if-none-match': 'W/"0-0"' } })
    expect(other.status).toBe(200)
    expect((await other.arrayBuffer()).byteLength).toBe(media.sizes!.cardWebp!.filesize)
  })

  it('sends a replaced file again: its tag changes, so the old copy no longer matches', async () => {
    const filename = media.sizes!.heroWebp!.filename ?? media.filename!
    const url = fileUrl(filename)
    const before = await fetch(url)
    await before.arrayBuffer()
    const replacement = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f59e0b' } }).webp().toBuffer()
    await writeFile(path.join(process.env.MEDIA_DIR!, filename), replacement)

    const after = await fetch(url, { headers: { 'if-none-match': before.headers.get('etag')! } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect(Buffer.from(await after.arrayBuffer()).equals(replacement)).toBe(true)
  })

  it('answers 404 with a French message, not a server error, for a picture missing from the disk', async () => {
    const response = await fetch(fileUrl(`absente-${randomUUID()}.webp`))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: defaultMessage('imageNotFound'), code: 'imageNotFound' })
  })

  it('still answers a byte range, and refuses a path out of the media folder', async () => {
    const variant = media.sizes!.cardAvif!
    const partial = await fetch(fileUrl(variant.filename!), { headers: { range: 'bytes=0-9' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 0-9/${variant.filesize}`)
    expect((await partial.arrayBuffer()).byteLength).toBe(10)

    const escape = await fetch(fileUrl('..%2F..%2Fpackage.json'))
    expect(escape.status).toBeGreaterThanOrEqual(400)
    expect(escape.status).toBeLessThan(500)
  })
})
