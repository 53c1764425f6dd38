import type { CollectionConfig } from 'payload'
import { EDITOR_DOCUMENT_HISTORY, contentAccess } from '../content-access'
import { historyReaders } from '@/access/editors'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { placementOptions } from '@/fields/placement'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Témoignage', plural: 'Témoignages' },
  admin: { useAsTitle: 'author', group: 'Contenus', defaultColumns: ['author', 'placement', 'order'] },
  access: { ...contentAccess, ...historyReaders },
  ...EDITOR_DOCUMENT_HISTORY,
  defaultSort: 'order',
  hooks: {
    afterChange: [revalidateCollection(TAGS.testimonials)],
    afterDelete: [revalidateCollectionOnDelete(TAGS.testimonials)],
  },
  fields: [
    { name: 'text', type: 'textarea', label: 'Témoignage', required: true },
    { name: 'author', type: 'text', label: 'Auteur', required: true },
    { name: 'emoji', type: 'text', label: 'Emoji' },
    {
      name: 'placement',
      type: 'select',
      label: 'Où il apparaît',
      required: true,
      options: [...placementOptions, { value: 'checkout', label: 'Page de paiement' }],
    },
    { name: 'order', type: 'number', label: 'Ordre', defaultValue: 0 },
  ],
}
