import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')
export const DATA_DIR = path.join(ROOT, '.data')

/** Reads `.env` when present (variables already set win). */
export function loadDotEnv(): void {
  const file = path.join(ROOT, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/**
 * A fresh machine has no `.env`: the first start generates a secret and keeps it in the
 * git-ignored data folder, so sessions survive restarts.
 */
export function ensurePayloadSecret(): void {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(DATA_DIR, 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}
