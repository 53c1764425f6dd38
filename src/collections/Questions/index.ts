import type { CollectionConfig } from 'payload'
import { EDITOR_DOCUMENT_HISTORY, contentAccess, keptOnRestore } from '../content-access'
import { historyReaders } from '@/access/editors'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { letterOptions, profileSetOptions } from '@/fields/options'
import { swapPlaces } from './places'
import { keepRiasecSetWhole, refuseRiasecDeletion } from './riasec-sets'

/** The test a field's question belongs to, from the whole document being saved. */
const isRiasec = (data: unknown): boolean => (data as { test?: unknown } | undefined)?.test === 'riasec'

export const Questions: CollectionConfig = {
  slug: 'questions',
  labels: { singular: 'Question', plural: 'Questions' },
  admin: { useAsTitle: 'title', group: 'Tests', defaultColumns: ['title', 'test', 'set', 'order'] },
  access: { ...contentAccess, ...historyReaders },
  ...EDITOR_DOCUMENT_HISTORY,
  defaultSort: 'order',
  indexes: [{ fields: ['test', 'set', 'order'], unique: true }],
  hooks: {
    // A restore brings back a question's wording and answers, never its place: places move by swaps (places.ts),
    // which leave no version behind, so an older version's place may be another question's now.
    beforeValidate: [keptOnRestore(['test', 'set', 'order'])],
    beforeChange: [keepRiasecSetWhole, swapPlaces],
    beforeDelete: [refuseRiasecDeletion],
    afterChange: [revalidateCollection(TAGS.questions)],
    afterDelete: [revalidateCollectionOnDelete(TAGS.questions)],
  },
  fields: [
    {
      name: 'test',
      type: 'select',
      label: 'Test',
      required: true,
      options: [
        { value: 'orientation', label: 'Questionnaire d’orientation (10 étapes)' },
        { value: 'riasec', label: 'Test RIASEC (12 questions)' },
      ],
    },
    {
      name: 'set',
      type: 'select',
      label: 'Formulation',
      required: true,
      defaultValue: 'scolaire',
      options: profileSetOptions,
      admin: { description: 'Le questionnaire d’orientation n’a qu’une formulation (scolaire).' },
      // /test reads the school wording only: an orientation question under another would vanish from it.
      validate: (value: unknown, { data }: { data: unknown }) =>
        (data as { test?: unknown } | undefined)?.test !== 'orientation' || value === 'scolaire' || 'Le questionnaire d’orientation n’a qu’une formulation : choisis « Scolaire (15-22 ans) ».',
    },
    {
      name: 'order',
      type: 'number',
      label: 'Ordre',
      required: true,
      min: 1,
      max: 12,
      admin: { description: 'La place d’une autre question de ce test : les deux questions échangent leur place.', step: 1 },
    },
    { name: 'title', type: 'text', label: 'Intitulé', required: true },
    {
      name: 'type',
      type: 'select',
      label: 'Type de réponse',
      required: true,
      defaultValue: 'single',
      options: [
        { value: 'single', label: 'Choix unique' },
        { value: 'text', label: 'Texte libre' },
      ],
      validate: (value: unknown, { data }: { data: unknown }) =>
        !isRiasec(data) || value === 'single' || 'Les questions du test RIASEC sont à choix unique.',
    },
    {
      name: 'options',
      type: 'array',
      label: 'Réponses proposées',
      labels: { singular: 'Réponse', plural: 'Réponses' },
      validate: (value: unknown, { data }: { data: unknown }) => {
        if ((data as { type?: unknown } | undefined)?.type === 'text') return true
        if (!Array.isArray(value) || value.length < 2) return 'Propose au moins deux réponses.'
        // A RIASEC answer is sent as its index, 0 to 5 (src/server/assessments/schemas.ts).
        return !isRiasec(data) || value.length <= 6 || 'Une question du test RIASEC propose six réponses au plus.'
      },
      fields: [
        { name: 'label', type: 'text', label: 'Texte', required: true },
        {
          name: 'letter',
          type: 'select',
          label: 'Type RIASEC',
          options: letterOptions,
          validate: (value: unknown, { data }: { data: unknown }) =>
            !isRiasec(data) || Boolean(value) || 'Choisis le type RIASEC de cette réponse : le test en a besoin pour calculer le profil.',
          admin: { description: 'Obligatoire pour le test RIASEC ; facultatif pour l’orientation (sert à départager les égalités).' },
        },
      ],
    },
    {
      name: 'hasOther',
      type: 'checkbox',
      label: 'Proposer « Autre (précise) »',
      defaultValue: false,
      // A RIASEC answer is one of the six types: a free « Autre » would leave the profile nothing to count.
      validate: (value: unknown, { data }: { data: unknown }) =>
        !isRiasec(data) || value !== true || 'Les questions du test RIASEC n’ont pas de réponse « Autre » : chaque réponse compte pour un type.',
      admin: { description: 'Pour le questionnaire d’orientation seulement.' },
    },
    { name: 'encouragement', type: 'text', label: 'Message d’encouragement' },
  ],
}
