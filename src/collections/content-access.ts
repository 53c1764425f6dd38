import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'

/** Editorial content: public read, written by editors and admins. */
export const contentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: editors,
  update: editors,
  delete: editors,
}

/**
 * The history of an editorial document's saves (the last 20: pages, profiles, questions, FAQ, testimonials), for the editors: a mistaken save is read again
 * and restored from the admin's « Versions » tab (Payload runs a save's checks on a restore of a document).
 * Read by editors and admins only: a profile's versions hold its paid parts.
 */
export const EDITOR_DOCUMENT_HISTORY: Pick<CollectionConfig, 'versions'> = { versions: { maxPerDoc: 20 } }

/**
 * The fields a document keeps whatever version is restored (a page's address, a profile's set and code): they
 * cannot be changed by hand either. Payload's restore drops them from the version's data, as their update
 * access refuses, and then finds them missing (payloadcms/payload#16718): they are taken from the stored
 * document. Placed first among the collection's beforeValidate hooks.
 */
export const keptOnRestore =
  (fields: readonly string[]): CollectionBeforeValidateHook =>
  ({ data, originalDoc, req }) => {
    if (!req.context.isRestoringVersion || !data || !originalDoc) return data
    return { ...data, ...Object.fromEntries(fields.map((field) => [field, originalDoc[field]])) }
  }
