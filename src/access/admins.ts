import type { Access, FieldAccess } from 'payload'
import { checkRole } from './roles'

export const admins: Access = ({ req: { user } }) => checkRole(['admin'], user)
export const adminsField: FieldAccess = ({ req: { user } }) => checkRole(['admin'], user)

/** A field everyone who may update the document sees, and only admins change (a visitor's own words, an order's status). */
export const adminsChangeOnly = { update: adminsField }
