import type { Access, Where } from 'payload'
import { checkRole } from './roles'

/**
 * The outbox for staff: the mail sent to visitors (to answer « je n’ai pas reçu mon email »), never the
 * mail sent to a staff account. A password-reset link read there would let staff take over an admin's
 * account. Each message says whether it went to an account when it was sent (`toStaffAccount`), which holds
 * after the account's address changes; today's addresses are hidden too (a visitor who became staff).
 * Admins read everything.
 */
export const visitorMail: Access = async ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (!checkRole(['staff'], req.user)) return false
  const accounts = await req.payload.find({
    collection: 'users',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
    req,
  })
  const visitorsOnly: Where[] = [{ toStaffAccount: { equals: false } }, { to: { not_in: accounts.docs.map((account) => account.email) } }]
  return { and: visitorsOnly }
}
