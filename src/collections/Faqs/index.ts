import type { CollectionConfig } from 'payload'
import { EDITOR_DOCUMENT_HISTORY, contentAccess } from '../content-access'
import { historyReaders } from '@/access/editors'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { placementOptions } from '@/fields/placement'
import { PRICE_PLACEHOLDERS_HELP, refuseUnknownPricePlaceholders } from '@/fields/price-placeholders'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Question fréquente', plural: 'FAQ' },
  admin: { useAsTitle: 'question', group: 'Contenus', defaultColumns: ['question', 'placement', 'order'] },
  access: { ...contentAccess, ...historyReaders },
  ...EDITOR_DOCUMENT_HISTORY,
  defaultSort: 'order',
  hooks: {
    beforeValidate: [refuseUnknownPricePlaceholders({ question: 'Question', answer: 'Réponse' })],
    afterChange: [revalidateCollection(TAGS.faqs)],
    afterDelete: [revalidateCollectionOnDelete(TAGS.faqs)],
  },
  fields: [
    { name: 'question', type: 'text', label: 'Question', required: true },
    { name: 'answer', type: 'textarea', label: 'Réponse', required: true, admin: { description: PRICE_PLACEHOLDERS_HELP } },
    { name: 'placement', type: 'select', label: 'Où elle apparaît', required: true, options: placementOptions },
    { name: 'order', type: 'number', label: 'Ordre', defaultValue: 0 },
  ],
}
