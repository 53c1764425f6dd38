import type { CollectionBeforeOperationHook, CollectionConfig, FieldHook } from 'payload'
import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { visitorMail } from '@/access/visitor-mail'
import { checkRole } from '@/access/roles'
import { maskPersonalLinks } from '@/server/email/mask-links'
import { publicApiError } from '@/server/http/public-api-error'
import { someWhereEntry } from '@/server/query-where'

/**
 * A body as its reader may see it: staff get the personal links without their keys (mask-links.ts); admins,
 * and the app's own reads (no user), the email as kept (without those keys already when SMTP delivered it:
 * src/server/email/adapter.ts).
 */
const bodyAsRead: FieldHook = ({ value, req }) =>
  typeof value === 'string' && req.user && !checkRole(['admin'], req.user) ? maskPersonalLinks(value) : value

const BODIES = new Set(['text', 'html'])

/** Whether a query's `where` (at any depth) or `sort` names a body. */
function queriesBody(where: unknown, sort: unknown): boolean {
  const sorted = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []) as unknown[]
  if (sorted.some((field) => typeof field === 'string' && BODIES.has(field.trim().replace(/^-/, '')))) return true
  return someWhereEntry(where, (key) => BODIES.has(key.split('.')[0]!))
}

/**
 * Staff filter and sort by address and subject, never by body: a body is masked only as it is read, so a
 * `like` on it, one character at a time, would spell a personal link's key out of the mail kept whole.
 */
const bodiesAreNotQueried: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'count' && operation !== 'delete') return args
  if (!req.user || checkRole(['admin'], req.user)) return args
  const { where, sort } = args as { where?: unknown; sort?: unknown }
  if (queriesBody(where, sort)) throw publicApiError('Les emails se filtrent et se trient par destinataire, objet ou date, pas par leur contenu.', 400)
  return args
}

/**
 * Every email the product sends. Without SMTP settings this is where mail ends up, for staff to read.
 * Staff read what was sent to visitors, with its personal links masked; admins everything (see
 * visitorMail); only admins clear it.
 */
export const OutboxEmails: CollectionConfig = {
  slug: 'outbox-emails',
  labels: { singular: 'Email envoyé', plural: 'Boîte d’envoi' },
  admin: {
    useAsTitle: 'subject',
    group: 'Administration',
    defaultColumns: ['to', 'subject', 'transport', 'createdAt'],
    listSearchableFields: ['to', 'subject'],
  },
  access: { read: visitorMail, create: nobody, update: nobody, delete: admins },
  hooks: { beforeOperation: [bodiesAreNotQueried] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', label: 'Destinataire', required: true, index: true },
    { name: 'subject', type: 'text', label: 'Objet', required: true },
    { name: 'text', type: 'textarea', label: 'Texte', hooks: { afterRead: [bodyAsRead] } },
    { name: 'html', type: 'textarea', label: 'HTML', hooks: { afterRead: [bodyAsRead] } },
    {
      name: 'transport',
      type: 'select',
      label: 'Envoi',
      required: true,
      options: [
        { value: 'outbox', label: 'Boîte d’envoi seulement (pas de SMTP)' },
        { value: 'smtp', label: 'SMTP' },
      ],
    },
    {
      // Set when sent (src/server/email/adapter.ts), so a staff member's mail stays hidden from staff after
      // their address changes or their account is gone.
      name: 'toStaffAccount',
      type: 'checkbox',
      label: 'Envoyé à un compte de l’équipe',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, description: 'Le contenu de ces emails n’est visible que des administrateurs.' },
    },
  ],
}
