import type { CollectionConfig, Field } from 'payload'
import { businessAccess } from '../business-access'
import { bilanTypeOptions } from '@/fields/options'
import { emailField, idempotencyKeyField, nameField, parentalConsentField } from '@/fields/contact'
import { DAY_AND_TIME } from '@/fields/dates'
import { JSON_TEXT_FIELD } from '@/fields/json-text'
import { refuseSaveOverNewerRecord, writtenByTheApp } from '@/fields/written-by-the-app'
import { afterStaffUnlock, completeStaffUnlock } from './unlock-hooks'
import { keepCreationDate } from '@/hooks/creation-date'

// What the test and its payments wrote (`writtenByTheApp`): the scores are computed from the answers, the payment
// follows its orders. Nobody edits them in the admin (a « Payé » chosen by hand would unlock a profile no order
// paid for).

const score = (name: string, label: string): Field => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 0,
  max: 12,
  access: writtenByTheApp,
  admin: { width: '16%' },
})

export const RiasecResults: CollectionConfig = {
  slug: 'riasec-results',
  labels: { singular: 'Résultat RIASEC', plural: 'Résultats RIASEC' },
  admin: {
    useAsTitle: 'email',
    group: 'Activité',
    defaultColumns: ['name', 'email', 'dominantProfile', 'payment', 'unlockSource', 'createdAt'],
    listSearchableFields: ['name', 'email'],
  },
  access: businessAccess,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [refuseSaveOverNewerRecord, keepCreationDate, completeStaffUnlock], afterChange: [afterStaffUnlock] },
  fields: [
    nameField,
    emailField,
    parentalConsentField,
    { name: 'bilanType', type: 'select', label: 'Type de bilan', required: true, options: bilanTypeOptions, access: writtenByTheApp },
    {
      name: 'scores',
      type: 'group',
      label: 'Scores (sur 12)',
      fields: [
        {
          type: 'row',
          fields: [
            score('r', 'R'),
            score('i', 'I'),
            score('a', 'A'),
            score('s', 'S'),
            score('e', 'E'),
            score('c', 'C'),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dominantProfile', type: 'text', label: 'Profil dominant', required: true, index: true, access: writtenByTheApp },
        { name: 'profileName', type: 'text', label: 'Nom du profil', access: writtenByTheApp },
      ],
    },
    { name: 'detailedAnswers', type: 'json', label: 'Réponses détaillées', access: writtenByTheApp, admin: { components: JSON_TEXT_FIELD } },
    {
      type: 'row',
      fields: [
        {
          name: 'payment',
          type: 'select',
          label: 'Paiement',
          index: true,
          access: writtenByTheApp,
          options: [
            { value: 'pending', label: 'En attente' },
            { value: 'completed', label: 'Payé' },
            { value: 'refunded', label: 'Remboursé' },
          ],
        },
        {
          name: 'unlockSource',
          type: 'select',
          label: 'Déverrouillé par',
          options: [
            { value: 'payment', label: 'Paiement' },
            { value: 'promo', label: 'Code promo' },
            { value: 'staff', label: 'Équipe' },
          ],
          admin: {
            description:
              'Un administrateur choisit « Équipe » pour débloquer le profil complet et le rapport de ce visiteur sans paiement : ses paiements du rapport encore ouverts sont alors fermés. Vider ce champ le verrouille à nouveau (un résultat payé reste débloqué par son paiement). « Paiement » et « Code promo » sont posés par le site seulement.',
          },
        },
        { name: 'unlockedAt', type: 'date', label: 'Déverrouillé le', admin: { date: DAY_AND_TIME } },
      ],
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', label: 'Contact', access: writtenByTheApp },
    {
      // Virtual: what unlocked it, without leaving the result (orders point to results).
      name: 'orders',
      type: 'join',
      collection: 'orders',
      on: 'result',
      label: 'Commandes',
      defaultSort: '-createdAt',
      admin: { allowCreate: false, defaultColumns: ['offer', 'status', 'amountCents', 'paidAt'] },
    },
    {
      name: 'accessTokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
      // Only the hash of the visitor's cookie token is stored, and no API caller may read it.
      access: { read: () => false, create: () => false, update: () => false },
    },
    idempotencyKeyField,
  ],
}
