import type { Access } from 'payload'
import { checkRole } from './roles'

export const publishedOrEditors: Access = ({ req: { user } }) =>
  checkRole(['admin', 'editor'], user) ? true : { _status: { equals: 'published' } }
