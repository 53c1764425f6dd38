import type { CollectionConfig, PayloadRequest } from 'payload'
import { date } from 'payload/shared'
import { admins, adminsChangeOnly } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { staff } from '@/access/staff'
import { offerOptions } from '@/fields/options'
import { emailField, nameField } from '@/fields/contact'
import { DAY_AND_TIME } from '@/fields/dates'
import { bookingStatusRefusal, needsPaymentCheck, scheduleRefusal, type BookingStatus } from '@/domain/booking-status'
import { staffNoteField } from '@/fields/staff-note'
import { keepCreationDate } from '@/hooks/creation-date'
import { refuseSaveOverNewerRecord, writtenByTheApp } from '@/fields/written-by-the-app'

/** A person changing the status in the admin or the API; the app records payments in SQL (confirmBooking). */
async function validateStatusChange(
  value: unknown,
  { id, operation, previousValue, req }: { id?: number | string; operation?: string; previousValue?: unknown; req: PayloadRequest },
): Promise<string | true> {
  if (operation !== 'update' || !req.user || !previousValue) return true
  const from = previousValue as BookingStatus
  const to = value as BookingStatus
  const paid =
    needsPaymentCheck(from, to) && id !== undefined
      ? (await req.payload.count({ collection: 'orders', where: { and: [{ booking: { equals: id } }, { status: { equals: 'paid' } }] }, overrideAccess: true, req })).totalDocs > 0
      : false
  return bookingStatusRefusal(from, to, paid) ?? true
}

export const CoachingBookings: CollectionConfig = {
  slug: 'coaching-bookings',
  labels: { singular: 'Réservation coaching', plural: 'Réservations coaching' },
  admin: {
    useAsTitle: 'email',
    group: 'Activité',
    defaultColumns: ['name', 'email', 'offer', 'availability', 'status', 'scheduledAt', 'createdAt'],
    listSearchableFields: ['name', 'email'],
  },
  // Staff act on bookings (status and note); the visitor's own data stays as they gave it.
  access: { read: staff, create: nobody, update: staff, delete: admins },
  // A person's save never writes over the payment or refund the app recorded during it (409).
  hooks: { beforeChange: [refuseSaveOverNewerRecord, keepCreationDate] },
  defaultSort: '-createdAt',
  fields: [
    { ...nameField, access: adminsChangeOnly },
    { ...emailField, access: adminsChangeOnly },
    { name: 'objectives', type: 'textarea', label: 'Objectifs', maxLength: 2000, access: adminsChangeOnly },
    {
      name: 'availability',
      type: 'select',
      label: 'Disponibilités',
      required: true,
      access: adminsChangeOnly,
      options: [
        { value: 'weekend', label: 'Le week-end' },
        { value: 'lundi-mardi', label: 'Lundi ou mardi' },
        { value: 'mercredi-jeudi', label: 'Mercredi ou jeudi' },
        { value: 'autre', label: 'Autre (à convenir)' },
      ],
    },
    { name: 'offer', type: 'select', label: 'Offre', required: true, options: offerOptions, access: adminsChangeOnly },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'En attente de paiement' },
        { value: 'paid', label: 'Payée' },
        { value: 'scheduled', label: 'Planifiée' },
        { value: 'done', label: 'Réalisée' },
        { value: 'cancelled', label: 'Annulée' },
      ],
      admin: {
        description:
          'Annuler une réservation ne rembourse pas le client : le remboursement se fait chez Stripe. Une réservation annulée dont le paiement est conservé peut être planifiée à nouveau. Annulée par un remboursement qui échoue ensuite (ou un litige gagné en appel), elle redevient « Planifiée » si son rendez-vous est encore à venir, sinon « Payée » ; annulée par l’équipe avant le remboursement, elle reste « Annulée ».',
      },
      validate: validateStatusChange,
    },
    {
      name: 'scheduledAt',
      type: 'date',
      label: 'Date du rendez-vous',
      admin: { date: DAY_AND_TIME },
      // A date first (Payload's own check), then one for a call planned; asked of people only: the app only puts
      // back a call a refund had cancelled, with its date.
      validate: async (value, options) => {
        const valid = await date(value, options)
        if (valid !== true || !options.req.user) return valid
        const { status } = options.siblingData as Partial<{ status: BookingStatus }>
        return (status ? scheduleRefusal(status, value ? String(value) : null) : null) ?? true
      },
    },
    {
      // Set when a refund cancels a planned call (src/server/payments/refund-store.ts): if the money comes back
      // after all (the refund failed, the chargeback was reversed), the booking is « Planifiée » again, not « Payée ».
      name: 'scheduledWhenRefunded',
      type: 'checkbox',
      label: 'Planifiée au remboursement',
      access: writtenByTheApp,
      admin: { hidden: true },
    },
    staffNoteField,
    {
      // Virtual: the payment behind the status, without leaving the booking (orders point to bookings).
      name: 'orders',
      type: 'join',
      collection: 'orders',
      on: 'booking',
      label: 'Commande',
      defaultSort: '-createdAt',
      admin: { allowCreate: false, defaultColumns: ['offer', 'status', 'amountCents', 'paidAt'] },
    },
  ],
}
