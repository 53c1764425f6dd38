import type { CollectionBeforeChangeHook } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { publicApiError } from '@/server/http/public-api-error'

/**
 * A field only the app writes (checkout, fulfilment, refunds, the test's submission): nobody sets it through
 * the API or the admin. What was sold, paid, refunded or answered is the record.
 */
export const writtenByTheApp = { create: () => false, update: () => false }

export const NEWER_RECORD =
  'Cette fiche a changé depuis que tu l’as ouverte (un paiement ou un remboursement enregistré par le site, ou la modification d’une autre personne) : recharge la page, puis refais ta modification.'

/**
 * A person's save never writes over what the app recorded since they loaded the record. Payload writes back every
 * field as it read the document before the save, the app's included (a payment, a refund, a note, an unlock), and
 * the admin's form sends every field as it was when the page was loaded: a provider's webhook committing in
 * between would be undone. The row is locked here, in the save's transaction, and the save refused (409) when it
 * changed since it was read, or since the version the form or the API client sends (`updatedAt`, as it read it);
 * a webhook arriving after waits for the save. A client that sends no `updatedAt` is checked from the read.
 */
export const refuseSaveOverNewerRecord: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc?.id) return
  const table = collection.slug.replace(/-/g, '_')
  const [row] = await execute<{ updated_at: Date | string }>(
    req.payload,
    sql`select updated_at from ${sql.identifier(table)} where id = ${originalDoc.id} for no key update`,
    await req.transactionID,
  )
  if (!row) return
  const stored = new Date(row.updated_at).getTime()
  // A version that is no date is left to the field's own validation.
  const seen = [originalDoc.updatedAt, data?.updatedAt].map((version) => new Date(String(version ?? '')).getTime()).filter(Number.isFinite)
  if (seen.some((version) => version !== stored)) {
    req.payload.logger.warn({ msg: 'Save refused: the record changed since it was read', collection: collection.slug, id: originalDoc.id })
    throw publicApiError(NEWER_RECORD, 409)
  }
}
