import type { Access } from 'payload'
import { checkRole } from './roles'

/** Content is written by editors and admins. */
export const editors: Access = ({ req: { user } }) => checkRole(['admin', 'editor'], user)
