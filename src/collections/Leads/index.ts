import type { CollectionConfig } from 'payload'
import { businessAccess } from '../business-access'
import { bilanTypeOptions } from '@/fields/options'
import { emailField, idempotencyKeyField, nameField, parentalConsentField } from '@/fields/contact'
import { DAY_AND_TIME } from '@/fields/dates'
import { JSON_TEXT_FIELD } from '@/fields/json-text'
import { refuseSaveOverNewerRecord, writtenByTheApp } from '@/fields/written-by-the-app'
import { keepCreationDate } from '@/hooks/creation-date'

export const Leads: CollectionConfig = {
  slug: 'leads',
  // « Lead » in the code and the API (the spec's table); « Contacts » for the staff who read them.
  labels: { singular: 'Contact', plural: 'Contacts' },
  admin: {
    description: 'Les personnes qui ont laissé leurs coordonnées à la fin du questionnaire d’orientation ou au paiement (les résultats du test RIASEC sont dans « Résultats RIASEC »).',
    useAsTitle: 'email',
    group: 'Activité',
    defaultColumns: ['name', 'email', 'source', 'bilanType', 'createdAt'],
    listSearchableFields: ['name', 'email'],
    // Staff answer data-protection requests (DESIGN.md "Privacy"): the leads list is theirs.
    components: { beforeList: ['/collections/Leads/PrivacyTool#PrivacyTool'] },
  },
  access: businessAccess,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [refuseSaveOverNewerRecord, keepCreationDate] },
  fields: [
    nameField,
    emailField,
    {
      name: 'source',
      type: 'select',
      label: 'Origine',
      required: true,
      defaultValue: 'orientation',
      index: true,
      access: writtenByTheApp,
      options: [
        { value: 'orientation', label: 'Questionnaire d’orientation' },
        { value: 'checkout', label: 'Paiement' },
      ],
    },
    { name: 'bilanType', type: 'select', label: 'Type de bilan', options: bilanTypeOptions, index: true },
    { name: 'currentFiliere', type: 'text', label: 'Filière actuelle', maxLength: 200 },
    // What the visitor answered and consented to, as the site recorded it: nobody rewrites it by hand (names and
    // addresses stay correctable).
    { name: 'keyAnswers', type: 'json', label: 'Réponses', access: writtenByTheApp, admin: { components: JSON_TEXT_FIELD } },
    // The proof of the visitor's consent, as the site recorded it.
    { name: 'consentAt', type: 'date', label: 'Consentement donné le', access: writtenByTheApp, admin: { date: DAY_AND_TIME } },
    parentalConsentField,
    idempotencyKeyField,
    {
      // Virtual: whether this person bought, and what, without leaving the lead (orders point to leads).
      name: 'orders',
      type: 'join',
      collection: 'orders',
      on: 'lead',
      label: 'Commandes',
      defaultSort: '-createdAt',
      admin: { allowCreate: false, defaultColumns: ['offer', 'status', 'amountCents', 'paidAt'] },
    },
  ],
}
