import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Nobody rewrites when a visitor's record was made: the retention period counts from it
 * (src/server/privacy/retention.ts), and so do the exports' dates. Payload's own `createdAt` has no access
 * rule, so whoever may update a record could send one: a person's save (admin, REST, Local API with a user)
 * keeps the stored date, whatever it sends.
 */
export const keepCreationDate: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) =>
  operation === 'update' && req.user && originalDoc?.createdAt ? { ...data, createdAt: originalDoc.createdAt } : data
