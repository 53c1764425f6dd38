import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { admins } from '@/access/admins'
import { DAY_AND_TIME } from '@/fields/dates'
import { trimmed } from '@/fields/trimmed'

/**
 * `uses` is the site's count (promo.ts adds each use in SQL): no person's save sets it. An admin's form
 * loaded before a pupil's use would put the old count back and let uses past the limit, so a save takes the
 * count as the database has it, under the row's lock: a use committing meanwhile waits, then counts on top.
 */
const keepUsesCount: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  // The site's own writes (the seed, scripts) set what they mean to; a person's save never sets the count.
  if (!req.user) return data
  if (operation === 'create' || !originalDoc?.id) return { ...data, uses: 0 }
  const [row] = await execute<{ uses: number | null }>(
    req.payload,
    sql`select uses from promo_codes where id = ${originalDoc.id} for no key update`,
    await req.transactionID,
  )
  return { ...data, uses: row?.uses ?? 0 }
}

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Code promo', plural: 'Codes promo' },
  admin: { useAsTitle: 'code', group: 'Administration', defaultColumns: ['code', 'active', 'uses', 'maxUses', 'expiresAt'] },
  access: { read: admins, create: admins, update: admins, delete: admins },
  hooks: { beforeChange: [keepUsesCount] },
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
