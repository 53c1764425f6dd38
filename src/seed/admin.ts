import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

const DEFAULT_ADMIN_EMAIL = 'admin@exemple.fr'

interface AdminResult {
  email: string
  created: boolean
  /** Set only when this call generated it: printed once, never stored in clear. */
  generatedPassword?: string
}

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password when none is given. */
export async function ensureAdmin(payload: Payload, given: { email?: string; password?: string }): Promise<AdminResult> {
  const email = given.email ?? DEFAULT_ADMIN_EMAIL
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (existing.docs[0]) return { email, created: false }
  if (!given.email) {
    const anyAdmin = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, depth: 0 })
    if (anyAdmin.docs[0]) return { email: anyAdmin.docs[0].email, created: false }
  }
  const password = given.password ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Administrateur', role: 'admin' },
  })
  return { email, created: true, generatedPassword: given.password ? undefined : password }
}
