import type { CollectionConfig } from 'payload'
import { contentAccess } from '../content-access'
import { nobody } from '@/access/nobody'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { seoFields } from '@/fields/seo'
import { PRICE_PLACEHOLDERS_HELP, refuseUnknownPricePlaceholders } from '@/fields/price-placeholders'
import { isSitePath } from '@/domain/site-path'
import { trimmed } from '@/fields/trimmed'

/** Editorial pages with a fixed route: audience pages, 'Qui sommes-nous', 'Méthode'. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    group: 'Contenus',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    description: 'Chaque page a son adresse fixe sur le site : ses textes se modifient ici, mais une page ne se crée pas, ne se supprime pas et ne change pas d’adresse.',
  },
  // A page exists for its route (src/app/(frontend)): a new one would have none, a deleted or moved one
  // would leave its route empty.
  access: { ...contentAccess, create: nobody, delete: nobody },
  hooks: {
    beforeValidate: [refuseUnknownPricePlaceholders({ hero: 'En-tête', sections: 'Sections', body: 'Contenu' })],
    afterChange: [revalidateCollection(TAGS.pages)],
    afterDelete: [revalidateCollectionOnDelete(TAGS.pages)],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    { name: 'slug', type: 'text', label: 'Adresse (slug)', required: true, unique: true, index: true, access: { update: () => false } },
    {
      name: 'hero',
      type: 'group',
      label: 'En-tête',
      fields: [
        { name: 'badge', type: 'text', label: 'Badge' },
        { name: 'title', type: 'text', label: 'Titre' },
        { name: 'subtitle', type: 'textarea', label: 'Sous-titre' },
        { name: 'cta', type: 'text', label: 'Bouton principal' },
        { name: 'reassurance', type: 'text', label: 'Réassurance sous le bouton' },
      ],
    },
    {
      name: 'sections',
      type: 'array',
      label: 'Sections',
      labels: { singular: 'Section', plural: 'Sections' },
      fields: [
        { name: 'title', type: 'text', label: 'Titre', required: true },
        { name: 'text', type: 'textarea', label: 'Texte', admin: { description: PRICE_PLACEHOLDERS_HELP } },
        {
          name: 'items',
          type: 'array',
          label: 'Liste',
          labels: { singular: 'Élément', plural: 'Éléments' },
          fields: [{ name: 'text', type: 'text', label: 'Élément', required: true }],
        },
        {
          name: 'link',
          type: 'group',
          label: 'Bouton sous la section',
          admin: {
            description:
              'Facultatif : un bouton vers une page du site, sous le texte (par exemple « Découvrir l’offre Premium » vers /coaching?offer=premium). Les deux champs vides : pas de bouton.',
          },
          fields: [
            {
              name: 'label',
              type: 'text',
              label: 'Texte du bouton',
              hooks: { beforeValidate: [trimmed] },
              validate: (value: unknown, { siblingData }: { siblingData: { href?: unknown } }) =>
                Boolean(value) || !siblingData?.href || 'Écris le texte du bouton, ou efface son adresse.',
            },
            {
              name: 'href',
              type: 'text',
              label: 'Adresse sur le site',
              hooks: { beforeValidate: [trimmed] },
              admin: { description: 'Commence par « / » : une page de ce site, avec si besoin sa suite (« ?offer=premium », « #faq »).' },
              validate: (value: unknown, { siblingData }: { siblingData: { label?: unknown } }) =>
                value ? isSitePath(value) || 'Indique une adresse de ce site commençant par « / », par exemple /coaching?offer=premium.' : !siblingData?.label || 'Indique l’adresse du bouton, ou efface son texte.',
            },
          ],
        },
      ],
    },
    { name: 'body', type: 'richText', label: 'Contenu', admin: { description: PRICE_PLACEHOLDERS_HELP } },
    {
      type: 'row',
      fields: [
        { name: 'testimonialsTitle', type: 'text', label: 'Titre des témoignages' },
        { name: 'faqTitle', type: 'text', label: 'Titre de la FAQ' },
      ],
    },
    {
      name: 'closing',
      type: 'group',
      label: 'Appel à l’action final',
      fields: [
        { name: 'title', type: 'text', label: 'Titre' },
        { name: 'text', type: 'textarea', label: 'Texte' },
        { name: 'button', type: 'text', label: 'Bouton' },
      ],
    },
    seoFields,
  ],
}
