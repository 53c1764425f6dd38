import type { CollectionConfig } from 'payload'
import { admins } from '@/access/admins'
import { DAY_AND_TIME } from '@/fields/dates'
import { trimmed } from '@/fields/trimmed'

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Code promo', plural: 'Codes promo' },
  admin: { useAsTitle: 'code', group: 'Administration', defaultColumns: ['code', 'active', 'uses', 'maxUses', 'expiresAt'] },
  access: { read: admins, create: admins, update: admins, delete: admins },
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
        { name: 'uses', type: 'number', label: 'Utilisations', defaultValue: 0, min: 0, admin: { readOnly: true } },
        { name: 'maxUses', type: 'number', label: 'Limite d’utilisations', min: 1, admin: { description: 'Vide : illimité.' } },
        { name: 'expiresAt', type: 'date', label: 'Expire le', admin: { date: DAY_AND_TIME } },
      ],
    },
    { name: 'note', type: 'text', label: 'Note interne' },
  ],
}
