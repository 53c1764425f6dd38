import type { CollectionConfig } from 'payload'
import { businessAccess } from '../business-access'
import { offerOptions } from '@/fields/options'
import { emailField } from '@/fields/contact'

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Commande', plural: 'Commandes' },
  admin: {
    useAsTitle: 'providerSessionId',
    group: 'Activité',
    defaultColumns: ['offer', 'amountCents', 'status', 'email', 'createdAt'],
    listSearchableFields: ['email', 'providerSessionId'],
  },
  access: businessAccess,
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'offer', type: 'select', label: 'Offre', required: true, index: true, options: offerOptions },
        { name: 'amountCents', type: 'number', label: 'Montant (centimes)', required: true, min: 0 },
        { name: 'currency', type: 'text', label: 'Devise', required: true, defaultValue: 'eur' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Statut',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { value: 'pending', label: 'En attente' },
            { value: 'paid', label: 'Payée' },
            { value: 'failed', label: 'Échouée' },
            { value: 'expired', label: 'Expirée' },
            { value: 'refunded', label: 'Remboursée' },
          ],
        },
        {
          name: 'provider',
          type: 'select',
          label: 'Prestataire',
          required: true,
          options: [
            { value: 'stripe', label: 'Stripe' },
            { value: 'demo', label: 'Mode démo' },
          ],
        },
        { name: 'paidAt', type: 'date', label: 'Payée le' },
      ],
    },
    { name: 'providerSessionId', type: 'text', label: 'Session du prestataire', unique: true, index: true },
    emailField,
    { name: 'result', type: 'relationship', relationTo: 'riasec-results', label: 'Résultat' },
    { name: 'lead', type: 'relationship', relationTo: 'leads', label: 'Lead' },
    { name: 'booking', type: 'relationship', relationTo: 'coaching-bookings', label: 'Réservation' },
    {
      type: 'row',
      fields: [
        { name: 'termsAcceptedAt', type: 'date', label: 'CGV acceptées le' },
        { name: 'withdrawalWaiverAt', type: 'date', label: 'Renonciation au droit de rétractation le' },
      ],
    },
  ],
}
