/**
 * Run with tsx (which resolves the tsconfig paths): applies pending migrations,
 * seeds the French content where it is missing, and makes sure an admin account exists.
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { seed } from '../src/seed'
import { ensureAdmin } from '../src/seed/admin'

const payload = await getPayload({ config })
await payload.db.migrate()
const report = await seed(payload)
payload.logger.info({ msg: 'Seed done', created: report.created, kept: report.kept })
const admin = await ensureAdmin(payload, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD })
if (admin.generatedPassword) {
  console.log(`\n  Admin account created: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n`)
} else if (admin.created) {
  console.log(`\n  Admin account created: ${admin.email} (password from ADMIN_PASSWORD)\n`)
} else {
  console.log(`\n  Log in at /admin with your existing account (${admin.email}).\n`)
}
await payload.destroy()
process.exit(0)
