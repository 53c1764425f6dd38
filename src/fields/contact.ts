import type { DateField, EmailField, Field, TextField } from 'payload'
import { DAY_AND_TIME } from './dates'
import { writtenByTheApp } from './written-by-the-app'

export const nameField: TextField = { name: 'name', type: 'text', label: 'Nom', maxLength: 100 }
export const emailField: EmailField = { name: 'email', type: 'email', label: 'Email', index: true }

/**
 * When the contact was saved with a parent's consent, given beside a visitor who said they were under 15 (the
 * contact dialog; the device's next tests go with it): the proof the site recorded, which nobody writes by hand.
 */
export const parentalConsentField: DateField = {
  name: 'parentalConsentAt',
  type: 'date',
  label: 'Enregistré avec l’accord d’un parent (moins de 15 ans) le',
  access: writtenByTheApp,
  admin: {
    date: DAY_AND_TIME,
    description:
      'L’accord est donné dans le formulaire du prénom et de l’email, par le parent à côté de l’enfant ; les tests suivants faits sur le même appareil sont enregistrés avec lui. Vide : la personne n’a pas indiqué avoir moins de 15 ans.',
  },
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
