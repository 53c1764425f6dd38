import type { CollectionConfig } from 'payload'
import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { ACCESS_LINK_PURPOSES } from '@/server/retrieval/purposes'
import { DAY_AND_TIME } from '@/fields/dates'

/**
 * Links and device grants that give access to a visitor's result without an account. Only the SHA-256
 * hash of each token is stored: the token itself exists only in the email or the cookie it was sent in.
 * Written by the app's services alone; admins may read the list (never the hashes) to answer a visitor.
 */
export const AccessLinks: CollectionConfig = {
  slug: 'access-links',
  labels: { singular: 'Lien d’accès', plural: 'Liens d’accès' },
  admin: {
    group: 'Administration',
    defaultColumns: ['purpose', 'result', 'expiresAt', 'usedAt', 'createdAt'],
    description:
      'Liens envoyés par email (accès aux résultats, rapport, données personnelles) et accès accordés à un appareil. Seule une empreinte du lien est conservée.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'purpose',
      type: 'select',
      label: 'Usage',
      required: true,
      index: true,
      options: [...ACCESS_LINK_PURPOSES.map((purpose) => ({ value: purpose.value, label: purpose.label }))],
    },
    { name: 'result', type: 'relationship', relationTo: 'riasec-results', label: 'Résultat', index: true },
    {
      name: 'email',
      type: 'email',
      label: 'Email',
      index: true,
      admin: { description: 'Pour les liens « Mes données » : la personne dont les données sont concernées.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'expiresAt', type: 'date', label: 'Expire le', required: true, index: true, admin: { date: DAY_AND_TIME } },
        { name: 'usedAt', type: 'date', label: 'Utilisé le', admin: { date: DAY_AND_TIME } },
      ],
    },
  ],
}
