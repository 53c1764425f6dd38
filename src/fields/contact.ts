import type { EmailField, Field, TextField } from 'payload'

export const nameField: TextField = { name: 'name', type: 'text', label: 'Nom', maxLength: 100 }
export const emailField: EmailField = { name: 'email', type: 'email', label: 'Email', index: true }

/** The hash of a client-generated key: a retried submission finds its first row instead of writing a second one. */
export const idempotencyKeyField: Field = {
  name: 'idempotencyKey',
  type: 'text',
  unique: true,
  index: true,
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
}
