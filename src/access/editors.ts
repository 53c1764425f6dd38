import type { Access } from 'payload'
import { checkRole } from './roles'

/** Content is written by editors and admins. */
export const editors: Access = ({ req: { user } }) => checkRole(['admin', 'editor'], user)

/** A document's or a global's history of saves (« Versions »): read, and restored, by editors and admins only. */
export const historyReaders = { readVersions: editors } as const
