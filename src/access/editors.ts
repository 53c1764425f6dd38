import type { Access, GeneratePreviewURL } from 'payload'
import { checkRole } from './roles'

/** An editor or an admin: who writes the content, reads its history and opens its previews. */
export const isEditor = (user: Parameters<typeof checkRole>[1]): boolean => checkRole(['admin', 'editor'], user)

/** Content is written by editors and admins. */
export const editors: Access = ({ req: { user } }) => isEditor(user)

/** A document's or a global's history of saves (« Versions »): read, and restored, by editors and admins only. */
export const historyReaders = { readVersions: editors } as const

/**
 * An « Aperçu » button in the admin, for editors and admins only: the previews refuse anyone else (staff would
 * find nothing there). `path` says where the document's preview opens, or null for none.
 */
export const editorPreview =
  (path: (doc: Record<string, unknown>) => string | null): GeneratePreviewURL =>
  (doc, { req }) =>
    isEditor(req.user) ? path(doc) : null
