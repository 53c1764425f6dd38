import type { CollectionConfig } from 'payload'
import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { staff } from '@/access/staff'

/**
 * Visitors' records: created only by the app's validated services, read by staff and admins,
 * corrected or erased by admins.
 */
export const businessAccess: CollectionConfig['access'] = {
  read: staff,
  create: nobody,
  update: admins,
  delete: admins,
}
