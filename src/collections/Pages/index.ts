import type { CollectionConfig } from 'payload'
import { EDITOR_DOCUMENT_HISTORY, contentAccess, keptOnRestore } from '../content-access'
import { historyReaders, editorPreview } from '@/access/editors'
import { nobody } from '@/access/nobody'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { seoFieldsWith } from '@/fields/seo'
import { PRICE_PLACEHOLDERS_HELP, refuseUnknownPricePlaceholders } from '@/fields/price-placeholders'
import { isSitePath } from '@/domain/site-path'
import { trimmed } from '@/fields/trimmed'
import { audiencePages } from '@/content/marketing'

/** The audience pages (src/components/site/AudiencePage.tsx); the others ('Méthode', 'Qui sommes-nous') show a title and a rich text. */
const AUDIENCE_SLUGS: readonly string[] = Object.values(audiencePages).map((page) => page.path.slice(1))
const isAudiencePage = (data: unknown): boolean => AUDIENCE_SLUGS.includes(String((data as { slug?: unknown } | undefined)?.slug ?? ''))
/** Shown on the pages that display it only: an editor never fills a field no visitor reads. */
const onAudiencePages = { condition: (data: unknown) => isAudiencePage(data) }
const onTextPages = { condition: (data: unknown) => !isAudiencePage(data) }

/** A text an audience page cannot do without (its start button, its sections' titles), required there only. */
const neededOnAudiencePages =
  (message: string) =>
  (value: unknown, { data }: { data: unknown }): string | true =>
    !isAudiencePage(data) || (typeof value === 'string' && value.trim() !== '') || message

/** Editorial pages with a fixed route: audience pages, 'Qui sommes-nous', 'Méthode'. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    group: 'Contenus',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    description: 'Chaque page a son adresse fixe sur le site : ses textes se modifient ici, mais une page ne se crée pas, ne se supprime pas et ne change pas d’adresse.',
    // « Aperçu »: a page has no draft, so its saved texts are the ones visitors read at its address.
    preview: editorPreview((doc) => (typeof doc.slug === 'string' ? `/${doc.slug}` : null)),
  },
  // A page exists for its route (src/app/(frontend)): a new one would have none, a deleted or moved one
  // would leave its route empty.
  access: { ...contentAccess, ...historyReaders, create: nobody, delete: nobody },
  ...EDITOR_DOCUMENT_HISTORY,
  hooks: {
    beforeValidate: [
      keptOnRestore(['slug']),
      refuseUnknownPricePlaceholders({
        title: 'Titre',
        hero: 'En-tête',
        sections: 'Sections',
        body: 'Contenu',
        testimonialsTitle: 'Titre des témoignages',
        faqTitle: 'Titre de la FAQ',
        closing: 'Appel à l’action final',
        meta: 'Référencement',
      }),
    ],
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
      admin: onAudiencePages,
      fields: [
        { name: 'badge', type: 'text', label: 'Badge' },
        { name: 'title', type: 'text', label: 'Titre', admin: { description: 'Vide : le titre de la page.' } },
        { name: 'subtitle', type: 'textarea', label: 'Sous-titre' },
        {
          name: 'cta',
          type: 'text',
          label: 'Bouton principal',
          admin: { description: 'Le bouton qui ouvre le bilan gratuit.' },
          validate: neededOnAudiencePages('Écris le texte du bouton principal : sans lui, la page n’a plus de bouton pour commencer le bilan.'),
        },
        { name: 'reassurance', type: 'text', label: 'Réassurance sous le bouton' },
      ],
    },
    {
      name: 'sections',
      type: 'array',
      label: 'Sections',
      admin: onAudiencePages,
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
    { name: 'body', type: 'richText', label: 'Contenu', admin: { ...onTextPages, description: PRICE_PLACEHOLDERS_HELP } },
    {
      type: 'row',
      admin: onAudiencePages,
      fields: [
        {
          name: 'testimonialsTitle',
          type: 'text',
          label: 'Titre des témoignages',
          validate: neededOnAudiencePages('Écris le titre des témoignages : il présente la section, aux lecteurs d’écran comme à tous.'),
        },
        {
          name: 'faqTitle',
          type: 'text',
          label: 'Titre de la FAQ',
          validate: neededOnAudiencePages('Écris le titre de la FAQ : il présente la section, aux lecteurs d’écran comme à tous.'),
        },
      ],
    },
    {
      name: 'closing',
      type: 'group',
      label: 'Appel à l’action final',
      admin: { ...onAudiencePages, description: 'Son titre vide : la page se termine sans cet appel.' },
      fields: [
        { name: 'title', type: 'text', label: 'Titre' },
        { name: 'text', type: 'textarea', label: 'Texte' },
        { name: 'button', type: 'text', label: 'Bouton' },
      ],
    },
    seoFieldsWith('Le résumé que montrent les moteurs de recherche. Sur les pages Méthode et Qui sommes-nous, il s’affiche aussi sous le titre.'),
  ],
}
