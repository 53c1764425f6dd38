import { gzipSync } from 'node:zlib'

/**
 * Gzipped bytes of every script a page loads on first visit (what Next no longer prints). Next's legacy
 * polyfills come as a `noModule` script, which browsers that run modules (all the ones Next supports) never
 * download: they are not counted, as Next's own "First Load JS" never counted them.
 */
export async function firstLoadJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script([^>]+)>/g)) {
    const attributes = match[1]!
    const source = /\ssrc="([^"]+)"/.exec(attributes)?.[1]
    if (source && !/\snomodule\b/i.test(attributes)) sources.add(source)
  }
  for (const match of html.matchAll(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+)"/g)) sources.add(match[1]!)
  let total = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
  }
  return total
}
