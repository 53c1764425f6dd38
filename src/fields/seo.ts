import type { Field } from 'payload'

/** The search engines' title and summary; `descriptionHelp` says where else a page shows its summary. */
export const seoFieldsWith = (descriptionHelp = 'Le résumé que montrent les moteurs de recherche.'): Field => ({
  name: 'meta',
  type: 'group',
  label: 'Référencement',
  fields: [
    { name: 'title', type: 'text', label: 'Titre (balise title)', maxLength: 90, admin: { description: 'Vide : le titre de la page.' } },
    {
      name: 'description',
      type: 'textarea',
      label: 'Description (meta description)',
      maxLength: 170,
      admin: { description: descriptionHelp },
    },
  ],
})

export const seoFields: Field = seoFieldsWith()
