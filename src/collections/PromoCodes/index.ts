import type { CollectionConfig } from 'payload'
import { admins } from '@/access/admins'
import { DAY_AND_TIME } from '@/fields/dates'
import { trimmed } from '@/fields/trimmed'
import { refuseSaveOverNewerRecord, writtenByTheApp } from '@/fields/written-by-the-app'

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Code promo', plural: 'Codes promo' },
  admin: { useAsTitle: 'code', group: 'Administration', defaultColumns: ['code', 'active', 'uses', 'maxUses', 'expiresAt'] },
  access: { read: admins, create: admins, update: admins, delete: admins },
  // Visitors' uses are counted in SQL (promo.ts) while an admin may have the code open: a save from a form
  // loaded before a use would put the old count back, and let more uses through than the limit.
  hooks: { beforeChange: [refuseSaveOverNewerRecord] },
  fields: [
    {
      name: 'code',
      type: 'text',
      label: 'Code (sensible à la casse)',
      required: true,
      unique: true,
      index: true,
      maxLength: 64,
      // The visitor's code is trimmed before it is compared: a stored one is too (a code pasted with a space).
      hooks: { beforeValidate: [trimmed] },
    },
    { name: 'active', type: 'checkbox', label: 'Actif', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'uses', type: 'number', label: 'Utilisations', defaultValue: 0, min: 0, access: writtenByTheApp, admin: { readOnly: true } },
        { name: 'maxUses', type: 'number', label: 'Limite d’utilisations', min: 1, admin: { description: 'Vide : illimité.' } },
        { name: 'expiresAt', type: 'date', label: 'Expire le', admin: { date: DAY_AND_TIME } },
      ],
    },
    { name: 'note', type: 'text', label: 'Note interne' },
  ],
}
