import type { CollectionBeforeChangeHook } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { publicApiError } from '@/server/http/public-api-error'

/**
 * A field only the app writes (checkout, fulfilment, refunds, the test's submission): nobody sets it through
 * the API or the admin. What was sold, paid, refunded or answered is the record.
 */
export const writtenByTheApp = { create: () => false, update: () => false }

export const NEWER_RECORD = 'Cette fiche vient d’être mise à jour par le site (un paiement ou un remboursement enregistré pendant ta modification) : recharge la page, puis refais ta modification.'

/**
 * A person's save never writes over what the app recorded during it. Payload writes back every field as it
 * read the document before the save, the app's included (a payment, a refund, a note, an unlock): a provider's
 * webhook committing in between would be undone. The row is locked here, in the save's transaction, and the
 * save refused (409) when it changed since it was read; a webhook arriving after waits for the save.
 */
export const refuseSaveOverNewerRecord: CollectionBeforeChangeHook = async ({ collection, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc?.id) return
  const table = collection.slug.replace(/-/g, '_')
  const [row] = await execute<{ updated_at: Date | string }>(
    req.payload,
    sql`select updated_at from ${sql.identifier(table)} where id = ${originalDoc.id} for no key update`,
    await req.transactionID,
  )
  if (row && new Date(row.updated_at).getTime() !== new Date(String(originalDoc.updatedAt)).getTime()) {
    req.payload.logger.warn({ msg: 'Save refused: the record changed while it was being saved', collection: collection.slug, id: originalDoc.id })
    throw publicApiError(NEWER_RECORD, 409)
  }
}
