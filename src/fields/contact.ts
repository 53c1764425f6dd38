import type { DateField, EmailField, Field, TextField } from 'payload'
import { DAY_AND_TIME } from './dates'
import { writtenByTheApp } from './written-by-the-app'

export const nameField: TextField = { name: 'name', type: 'text', label: 'Nom', maxLength: 100 }
export const emailField: EmailField = { name: 'email', type: 'email', label: 'Email', index: true }

/**
 * When a parent consented to the contact being kept, beside a visitor who said they were under 15 (the contact
 * dialog): the proof the site recorded, which nobody writes by hand.
 */
export const parentalConsentField: DateField = {
  name: 'parentalConsentAt',
  type: 'date',
  label: 'Accord parental (moins de 15 ans) donné le',
  access: writtenByTheApp,
  admin: { date: DAY_AND_TIME, description: 'Vide : la personne n’a pas indiqué avoir moins de 15 ans.' },
}

/** The hash of a client-generated key: a retried submission finds its first row instead of writing a second one. */
export const idempotencyKeyField: Field = {
  name: 'idempotencyKey',
  type: 'text',
  unique: true,
  index: true,
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
}
