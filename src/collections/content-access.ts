import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'

/** Editorial content: public read, written by editors and admins. */
export const contentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: editors,
  update: editors,
  delete: editors,
}
