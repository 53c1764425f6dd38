import type { Field } from 'payload'

export const seoFields: Field = {
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
      admin: { description: 'Le résumé que montrent les moteurs de recherche. Sur les pages Méthode et Qui sommes-nous, il s’affiche aussi sous le titre.' },
    },
  ],
}
