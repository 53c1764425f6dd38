import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './env-file'

const INPUTS = ['src', 'public', 'payload.config.ts', 'next.config.mjs', 'tsconfig.json', 'package-lock.json']
const STAMP = path.join(ROOT, '.next', 'source-hash')

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child))
  } else yield entry
}

/** A hash of everything the production build depends on. */
export function sourceHash(): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file)
      hash.update(readFileSync(path.join(ROOT, file)))
    }
  }
  return hash.digest('hex')
}

export const buildIsCurrent = (hash: string): boolean =>
  existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash

export const markBuilt = (hash: string): void => writeFileSync(STAMP, hash)
