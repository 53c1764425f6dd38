import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './env-file'

const INPUTS = ['src', 'public', 'payload.config.ts', 'next.config.ts', 'tsconfig.json', 'package-lock.json']
const STAMP = path.join(ROOT, '.next', 'source-hash')

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child))
  } else yield entry
}

/**
 * What the build bakes into its output besides the sources: the site's address (prerendered canonical links,
 * sitemap, structured data), the tag manager (pages and the security policy) and the output mode.
 */
const BUILD_ENV = ['SITE_URL', 'GTM_ID', 'NEXT_OUTPUT'] as const

/** A hash of everything the production build depends on: the sources and the environment it bakes in. */
export function buildHash(env: Record<string, string | undefined>): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file)
      hash.update(readFileSync(path.join(ROOT, file)))
    }
  }
  for (const key of BUILD_ENV) hash.update(`\0${key}=${env[key] ?? ''}`)
  return hash.digest('hex')
}

export const buildIsCurrent = (hash: string): boolean =>
  existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash

export const markBuilt = (hash: string): void => writeFileSync(STAMP, hash)
