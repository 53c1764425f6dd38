import type { CollectionConfig } from 'payload'
import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/** Every provider event handled once: the unique event id makes a replay a no-op. */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Événement de paiement', plural: 'Événements de paiement' },
  admin: { useAsTitle: 'eventId', group: 'Administration', defaultColumns: ['eventId', 'type', 'sessionId', 'createdAt'] },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', type: 'text', label: 'Identifiant', required: true, unique: true, index: true },
    { name: 'type', type: 'text', label: 'Type', required: true },
    { name: 'provider', type: 'text', label: 'Prestataire', required: true },
    { name: 'sessionId', type: 'text', label: 'Session', index: true },
  ],
}
