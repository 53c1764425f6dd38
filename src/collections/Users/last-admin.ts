import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { publicApiError } from '@/server/http/public-api-error'

/**
 * The site keeps at least one administrator: prices, the seller's details, staff accounts, refunds and promo
 * codes are theirs alone, and nobody could give the role back from the admin. So the last administrator's
 * account can neither lose the role nor be deleted.
 */
const NOT_DEMOTED = 'Il doit rester au moins un administrateur : donne d’abord ce rôle à un autre compte.'
const NOT_DELETED = 'Ce compte est le dernier administrateur : donne d’abord ce rôle à un autre compte, puis supprime celui-ci.'

/**
 * Whether another account is an administrator. The rows are locked until the save ends, so two administrators
 * demoting each other at the same moment are seen one after the other.
 */
async function anotherAdminExists(req: PayloadRequest, id: number): Promise<boolean> {
  const others = await execute<{ id: number }>(req.payload, sql`select id from users where role = 'admin' and id <> ${id} for update`, await req.transactionID)
  return others.length > 0
}

export const keepAnAdministrator: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || data.role === undefined || data.role === 'admin') return data
  if (!(await anotherAdminExists(req, Number(originalDoc.id)))) {
    throw new ValidationError({ errors: [{ path: 'role', label: 'Rôle', message: NOT_DEMOTED }], req }, req.t)
  }
  return data
}

export const refuseLastAdministratorDeletion: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const account = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (account?.role === 'admin' && !(await anotherAdminExists(req, Number(id)))) throw publicApiError(NOT_DELETED, 400)
}
