import type { TextareaField } from 'payload'

/**
 * The team's own note on a visitor's booking or order (a call, a promise, a dispute). Never shown to the
 * visitor, but personal data all the same: it goes with their data when they ask for a copy, and is erased
 * or anonymised with it (src/server/privacy).
 */
export const staffNoteField: TextareaField = {
  name: 'staffNote',
  type: 'textarea',
  label: 'Note de l’équipe',
  admin: {
    description: 'Pour l’équipe : jamais affichée sur le site. Elle figure dans la copie de ses données si la personne la demande, et s’efface avec elles.',
  },
}
