import type { Access, FieldAccess } from 'payload'
import { checkRole } from './roles'

export const admins: Access = ({ req: { user } }) => checkRole(['admin'], user)
export const adminsField: FieldAccess = ({ req: { user } }) => checkRole(['admin'], user)
