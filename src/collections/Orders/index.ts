import type { CollectionConfig, Field } from 'payload'
import type { Order } from '@/payload-types'
import { staff } from '@/access/staff'
import { admins, adminsChangeOnly, adminsField } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { orderOfferOptions } from '@/fields/options'
import { emailField } from '@/fields/contact'
import { staffNoteField } from '@/fields/staff-note'
import { DAY_AND_TIME } from '@/fields/dates'
import { orderStatusRefusal, type OrderStatus } from '@/domain/order-status'
import { completeRefundByHand, correctRefundByHand, recordRefundByHand } from '@/server/payments/refund-store'
import { releaseUnpaidOrder } from '@/server/payments/orders-store'
import { relationId } from '@/domain/records'
import { refuseSaveOverNewerRecord, writtenByTheApp } from '@/fields/written-by-the-app'
import { formatEuros, isPositiveCents } from '@/domain/offers'
import { keepCreationDate } from '@/hooks/creation-date'
import { publicApiError } from '@/server/http/public-api-error'

type OrderData = Partial<Pick<Order, 'amountCents' | 'refundedCents' | 'refundedByHandCents' | 'refundByHandCents' | 'status'>>

/**
 * An amount an admin records on one order (in cents), not a value of the order: not stored, and read empty, so the
 * admin's form is blank again once the save recorded it (the form takes back what the save returns) and a later
 * save of the same form records nothing more. `refusal` says why a whole number of cents cannot be recorded.
 */
function amountToRecord({
  name,
  label,
  condition,
  description,
  refusal,
}: {
  name: string
  label: string
  condition: (data: OrderData) => boolean
  description: string
  refusal: (cents: number, data: OrderData) => string | null
}): Field {
  return {
    name,
    type: 'number',
    virtual: true,
    hooks: { afterRead: [() => null] },
    label,
    access: { create: () => false, update: adminsField },
    // One order at a time: an amount belongs to the order it was given back on.
    admin: { readOnly: false, step: 1, disableBulkEdit: true, condition: (data) => condition(data as OrderData), description },
    validate: (value: unknown, { data }: { data: OrderData }) => {
      if (value === null || value === undefined) return true
      if (!isPositiveCents(value)) return 'Indique un nombre entier de centimes, supérieur à zéro (600 pour 6,00 €).'
      return refusal(value, data) ?? true
    },
  }
}

/** Lists show the amounts in euros (the fields keep cents, the payment provider's unit). */
const EUROS_CELL = '@/collections/Orders/EurosCell#EurosCell'
/** The order's page shows them in euros too, read-only. */
const EUROS_FIELD = '@/collections/Orders/EurosField#EurosField'

/** The order's payment notes (« À savoir sur le paiement ») but a chargeback's. */
const NOTES_BEFORE_CHARGEBACK = [
  { value: 'duplicate-refunded', label: 'Payée en double : remboursée automatiquement' },
  { value: 'duplicate-kept', label: 'Payée en double : à rembourser (Stripe a refusé le remboursement, ou le rapport a été racheté pendant que la commande était remboursée)' },
  { value: 'refund-failed', label: 'Remboursement échoué : l’argent nous est revenu, à rembourser autrement' },
  { value: 'report-owned', label: 'Rapport déjà débloqué : la part du rapport est à rembourser, à traiter' },
  { value: 'report-part-refunded', label: 'Rapport déjà débloqué : la part du rapport remboursée' },
]

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Commande', plural: 'Commandes' },
  admin: {
    useAsTitle: 'providerSessionId',
    group: 'Activité',
    defaultColumns: ['offer', 'amountCents', 'status', 'paymentNote', 'email', 'createdAt'],
    listSearchableFields: ['email', 'providerSessionId'],
  },
  // Staff write the team's note; what was sold and paid is the app's, and an admin corrects the rest.
  access: { read: staff, create: nobody, update: staff, delete: admins },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      refuseSaveOverNewerRecord,
      keepCreationDate,
      // A correction and a new status in one save: refused before anything is written; the status is changed
      // once the total is right.
      ({ data, operation, originalDoc }) => {
        const corrects = typeof (data as { refundByHandCorrectionCents?: unknown }).refundByHandCorrectionCents === 'number'
        if (operation === 'update' && corrects && data.status !== undefined && data.status !== originalDoc?.status) {
          throw publicApiError('Retire d’abord le montant noté par erreur, enregistre, puis change le statut.', 400)
        }
        return data
      },
    ],
    afterChange: [
      // An admin noted a partial refund made outside Stripe (`refundByHandCents`, not stored): recorded as Stripe's are.
      // Read from this order's own validated data: a bulk update's orders share one request.
      async ({ data, doc, previousDoc, operation, req }) => {
        const added = (data as { refundByHandCents?: unknown }).refundByHandCents
        if (operation !== 'update' || typeof added !== 'number' || previousDoc?.status !== 'paid' || doc.status !== 'paid') return doc
        await recordRefundByHand(req.payload, doc.id, added, await req.transactionID)
        return req.payload.findByID({ collection: 'orders', id: doc.id, depth: 0, overrideAccess: true, req })
      },
      // An admin took off an amount noted by hand by mistake (`refundByHandCorrectionCents`, not stored).
      async ({ data, doc, operation, req }) => {
        const removed = (data as { refundByHandCorrectionCents?: unknown }).refundByHandCorrectionCents
        if (operation !== 'update' || typeof removed !== 'number') return doc
        await correctRefundByHand(req.payload, doc.id, removed, await req.transactionID)
        return req.payload.findByID({ collection: 'orders', id: doc.id, depth: 0, overrideAccess: true, req })
      },
      // An admin noted a refund made in the provider's dashboard: record it, and take back what the order gave.
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || previousDoc?.status !== 'paid' || doc.status !== 'refunded') return doc
        return { ...doc, ...(await completeRefundByHand(req.payload, doc.id, await req.transactionID)) }
      },
      // An admin closed an unpaid order (« Échouée », « Expirée »): as when its session ends unpaid.
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || previousDoc?.status !== 'pending' || (doc.status !== 'failed' && doc.status !== 'expired')) return doc
        await releaseUnpaidOrder(req.payload, { bookingId: relationId(doc.booking), resultId: relationId(doc.result) }, await req.transactionID)
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'offer', type: 'select', label: 'Offre', required: true, index: true, options: orderOfferOptions, access: writtenByTheApp },
        { name: 'amountCents', type: 'number', label: 'Montant', required: true, min: 0, access: writtenByTheApp, admin: { components: { Cell: EUROS_CELL, Field: EUROS_FIELD } } },
        { name: 'currency', type: 'text', label: 'Devise', required: true, defaultValue: 'eur', access: writtenByTheApp },
      ],
    },
    {
      name: 'reportPartCents',
      type: 'number',
      label: 'Part du rapport',
      min: 0,
      access: writtenByTheApp,
      admin: {
        readOnly: true,
        description:
          'Pour une formule qui comprend le rapport : ce qu’elle coûtait de plus que le suivi seul le jour de la commande. Remboursée automatiquement si le profil était déjà débloqué au paiement.',
        components: { Cell: EUROS_CELL, Field: EUROS_FIELD },
      },
    },
    {
      name: 'reportPartOwedAt',
      type: 'date',
      label: 'Part du rapport à rembourser depuis le',
      access: writtenByTheApp,
      admin: {
        readOnly: true,
        date: DAY_AND_TIME,
        condition: (data) => Boolean(data?.reportPartOwedAt),
        description:
          'Le profil était déjà débloqué : la part du rapport reste à rendre (le prestataire a refusé de la rembourser, ou la banque a renvoyé ce remboursement). Un remboursement qui porte le total remboursé au moins à cette part, ou le remboursement de toute la commande, la règle, quelle que soit la note ci-dessous.',
      },
    },
    {
      name: 'reportPartRefundedAt',
      type: 'date',
      label: 'Part du rapport remboursée le',
      access: writtenByTheApp,
      admin: {
        readOnly: true,
        date: DAY_AND_TIME,
        condition: (data) => Boolean(data?.reportPartRefundedAt),
        description:
          'Tant que les remboursements de la commande couvrent cette part, la formule ne paie plus le rapport : si la commande qui a débloqué le profil est remboursée, le profil est de nouveau verrouillé.',
      },
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
          admin: {
            description:
              'Le paiement fixe ce statut. Un remboursement total fait chez Stripe le passe à « Remboursée » de lui-même ; en mode démo, ou avant que Stripe ne l’ait signalé, un administrateur le note ici (un virement se note plutôt dans « Noter un remboursement fait hors Stripe », qui le garde à part). Une commande remboursée reprend ce qu’elle avait donné : le profil complet redevient verrouillé (sauf code promo ou déblocage par l’équipe) et la réservation non tenue est annulée.',
          },
          access: adminsChangeOnly,
          // A person changing it in the admin or the API; the app records payments in SQL (orders-store.ts).
          validate: (value: unknown, { operation, previousValue, req }: { operation?: string; previousValue?: unknown; req: { user?: unknown } }) =>
            operation !== 'update' || !req.user || !previousValue ? true : (orderStatusRefusal(previousValue as OrderStatus, value as OrderStatus) ?? true),
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
          access: writtenByTheApp,
        },
        { name: 'paidAt', type: 'date', label: 'Payée le', admin: { date: DAY_AND_TIME }, access: writtenByTheApp },
      ],
    },
    { name: 'providerSessionId', type: 'text', label: 'Session du prestataire', unique: true, index: true, access: writtenByTheApp },
    { ...emailField, access: adminsChangeOnly },
    { name: 'result', type: 'relationship', relationTo: 'riasec-results', label: 'Résultat', access: writtenByTheApp },
    {
      // Set on an order that unlocks a result but was bought before the test (src/server/payments/claim.ts);
      // cleared by the one claim it allows. An order whose result was erased or deleted stays cleared.
      name: 'awaitingResult',
      type: 'checkbox',
      label: 'En attente du résultat de l’acheteur',
      defaultValue: false,
      access: writtenByTheApp,
      admin: { readOnly: true, description: 'Payée avant le test : le prochain résultat enregistré dans le navigateur de l’acheteur la réclame.' },
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', label: 'Contact', access: writtenByTheApp },
    { name: 'booking', type: 'relationship', relationTo: 'coaching-bookings', label: 'Réservation', access: writtenByTheApp },
    {
      type: 'row',
      fields: [
        { name: 'termsAcceptedAt', type: 'date', label: 'CGV acceptées le', admin: { date: DAY_AND_TIME }, access: writtenByTheApp },
        { name: 'withdrawalWaiverAt', type: 'date', label: 'Renonciation au droit de rétractation le', admin: { date: DAY_AND_TIME }, access: writtenByTheApp },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'refundedAt', type: 'date', label: 'Remboursée le', admin: { readOnly: true, date: DAY_AND_TIME }, access: writtenByTheApp },
        {
          name: 'refundedCents',
          type: 'number',
          label: 'Remboursé',
          min: 0,
          access: writtenByTheApp,
          admin: { readOnly: true, description: 'Le total rendu au client ; un remboursement partiel laisse la commande « Payée ».', components: { Cell: EUROS_CELL, Field: EUROS_FIELD } },
        },
        {
          // Stripe reports its own refunds as a running total, which never counts these: kept apart, added to it.
          name: 'refundedByHandCents',
          type: 'number',
          label: 'Dont remboursé hors Stripe',
          min: 0,
          access: writtenByTheApp,
          admin: {
            readOnly: true,
            condition: (data) => Boolean(data?.refundedByHandCents),
            description: 'Noté par un administrateur dans « Noter un remboursement fait hors Stripe » (un virement) : Stripe ne le compte pas, et un remboursement Stripe qui échoue ne le reprend pas.',
            components: { Cell: EUROS_CELL, Field: EUROS_FIELD },
          },
        },
      ],
    },
    // Not stored: the afterChange hooks record them (src/server/payments/refund-store.ts).
    amountToRecord({
      name: 'refundByHandCents',
      label: 'Noter un remboursement fait hors Stripe',
      condition: (data) => data?.status === 'paid',
      description:
        'En centimes (600 pour 6,00 €) : un virement, ou une partie de la commande rendue autrement que par Stripe. Le montant s’ajoute au total remboursé ; la commande reste « Payée » et garde son coaching tant que le total ne la couvre pas (le reste entier la passe à « Remboursée »). Il règle un « Remboursement échoué », et la part du rapport à rembourser quand le total la couvre. Il reste compté si un remboursement Stripe échoue plus tard.',
      refusal: (cents, data) => {
        const left = (data.amountCents ?? 0) - (data.refundedCents ?? 0)
        if (data.status !== 'paid') return 'Un remboursement se note sur une commande « Payée ».'
        return cents > left ? `Il ne reste que ${formatEuros(left)} à rembourser sur cette commande.` : null
      },
    }),
    amountToRecord({
      name: 'refundByHandCorrectionCents',
      label: 'Retirer un montant noté hors Stripe par erreur',
      condition: (data) => Boolean(data?.refundedByHandCents) && (data?.status === 'paid' || data?.status === 'refunded'),
      description:
        'En centimes : un montant noté ci-dessus par erreur (une faute de frappe, un virement qui n’a pas été fait). Il est retiré du total remboursé. Une commande que ce montant avait passée à « Remboursée » redevient « Payée » et rend ce qu’elle vendait (le profil complet, la réservation) ; une part du rapport qu’il avait réglée est de nouveau à rembourser.',
      refusal: (cents, data) => {
        const noted = data.refundedByHandCents ?? 0
        if (noted === 0) return 'Aucun remboursement n’a été noté hors Stripe sur cette commande.'
        if (data.refundByHandCents !== null && data.refundByHandCents !== undefined) return 'Note un remboursement ou retire un montant, pas les deux dans le même enregistrement.'
        return cents > noted ? `Seuls ${formatEuros(noted)} ont été notés hors Stripe sur cette commande.` : null
      },
    }),
    {
      // Set by the app when it settled a payment without staff, or when one needs them
      // (src/server/payments/fulfil.ts, refund-store.ts); cleared once a refund settles what it asked.
      name: 'paymentNote',
      type: 'select',
      label: 'À savoir sur le paiement',
      index: true,
      options: [...NOTES_BEFORE_CHARGEBACK, { value: 'charged-back', label: 'Litige perdu : la banque du client a repris le paiement' }],
      access: writtenByTheApp,
      admin: {
        readOnly: true,
        description:
          'Payée en double : le profil était déjà débloqué (un autre paiement, un code promo ou l’équipe) quand ce paiement est arrivé, ou le rapport a été racheté pendant que cette commande était remboursée et elle est de nouveau « Payée » (un litige gagné en appel) ; un remboursement de la commande dans Stripe efface la note. Remboursement échoué : la banque du client a refusé le remboursement fait dans Stripe ; la commande est de nouveau « Payée ». Une fois le client remboursé autrement, noter le montant rendu dans « Noter un remboursement fait hors Stripe » (ou passer la commande à « Remboursée » si tout est rendu) efface la note. Rapport déjà débloqué : une formule qui comprend le rapport (rapport et suivi, coaching d’un mois) a été payée pour un profil débloqué entre-temps ; la part du rapport est remboursée automatiquement, le coaching reste dû. Si Stripe refuse ce remboursement, un remboursement de cette part (chez Stripe, ou noté hors Stripe ci-dessus) la dit remboursée. Une fois cette part remboursée, la formule ne paie plus le rapport : si la commande qui avait débloqué le profil est remboursée à son tour, le profil est de nouveau verrouillé. Litige perdu : le client a contesté le paiement auprès de sa banque et le litige s’est clos en sa faveur ; la commande est « Remboursée » et ce qu’elle vendait repris, comme pour un remboursement. Si la banque donne finalement raison au vendeur (un appel gagné), la commande redevient « Payée » et rend ce qu’elle vendait (si le rapport a été racheté entre-temps, une des deux commandes est notée « Payée en double » ou « Rapport déjà débloqué »).',
      },
    },
    {
      // The note a chargeback replaced (src/server/payments/refund-store.ts), given back to the order if the
      // dispute is won after all.
      name: 'noteBeforeChargeback',
      type: 'select',
      label: 'Note remplacée par le litige',
      options: NOTES_BEFORE_CHARGEBACK,
      access: writtenByTheApp,
      admin: { hidden: true },
    },
    staffNoteField,
    {
      // Marked due in the transaction that marks the order paid, so a crash before the send cannot lose
      // it (src/server/payments/confirmation.ts); empty for orders that owe no confirmation.
      name: 'confirmationEmail',
      type: 'select',
      label: 'Email de confirmation',
      index: true,
      options: [
        { value: 'due', label: 'À envoyer' },
        { value: 'sent', label: 'Envoyé' },
        { value: 'abandoned', label: 'Abandonné' },
      ],
      access: writtenByTheApp,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Abandonné : la commande n’a aucune adresse, ou l’envoi a échoué à chaque tentative.',
      },
    },
    {
      name: 'confirmationEmailSentAt',
      type: 'date',
      label: 'Confirmation envoyée le',
      access: writtenByTheApp,
      admin: { readOnly: true, position: 'sidebar', date: DAY_AND_TIME },
    },
    {
      name: 'confirmationEmailAttempts',
      type: 'number',
      label: 'Tentatives d’envoi de la confirmation',
      access: writtenByTheApp,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // The claim of the sender in progress, then the time of the retry after a failure.
      name: 'confirmationEmailNextAttemptAt',
      type: 'date',
      label: 'Prochaine tentative d’envoi le',
      access: writtenByTheApp,
      admin: { readOnly: true, position: 'sidebar', date: DAY_AND_TIME },
    },
  ],
}
