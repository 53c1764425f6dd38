import type { CollectionConfig } from 'payload'
import { editors, editorPreview } from '@/access/editors'
import { publishedOrEditors } from '@/access/published-or-editors'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { seoFields } from '@/fields/seo'
import { DAY_ONLY } from '@/fields/dates'
import { PRICE_PLACEHOLDERS_HELP, refuseUnknownPricePlaceholders } from '@/fields/price-placeholders'
import { articleSlugProblem } from '@/domain/former-slugs'
import { keepFormerSlug } from './former-slugs'
import { articlePreviewPath } from '@/lib/preview-paths'

const validateSlug = (value: unknown) => articleSlugProblem(value) ?? true

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'title',
    group: 'Contenus',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    // « Aperçu »: the last saved version, draft or published, as visitors would read it (editors only).
    preview: editorPreview((doc) => (typeof doc.id === 'number' ? articlePreviewPath(doc.id) : null)),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors, readVersions: editors },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: {
    beforeValidate: [refuseUnknownPricePlaceholders({ title: 'Titre', excerpt: 'Résumé', body: 'Contenu', meta: 'Référencement' })],
    beforeChange: [keepFormerSlug],
    afterChange: [revalidateCollection(TAGS.articles)],
    afterDelete: [revalidateCollectionOnDelete(TAGS.articles)],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    {
      name: 'slug',
      type: 'text',
      label: 'Adresse (slug)',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: {
        description:
          'L’article se lit à l’adresse « /adresse ». Publier une autre adresse garde l’ancienne dans « Anciennes adresses » : les liens déjà partagés ou indexés mènent toujours ici.',
      },
    },
    {
      name: 'formerSlugs',
      type: 'array',
      label: 'Anciennes adresses',
      labels: { singular: 'Ancienne adresse', plural: 'Anciennes adresses' },
      admin: {
        description:
          'Les adresses que l’article a eues une fois publié : elles y mènent (redirection). Retires-en une pour qu’elle ne mène plus nulle part ; une adresse qu’un autre article publié porte aujourd’hui mène à cet autre article.',
      },
      fields: [{ name: 'slug', type: 'text', label: 'Adresse', required: true, index: true, validate: validateSlug }],
      // A copy is a new article: the addresses the original left still lead to the original.
      hooks: { beforeDuplicate: [() => []] },
    },
    { name: 'order', type: 'number', label: 'Ordre dans la liste', defaultValue: 0 },
    { name: 'excerpt', type: 'textarea', label: 'Résumé', required: true, maxLength: 200 },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: 'Image de couverture',
      admin: { description: 'Facultative. Sans image, l’article commence par son texte, et sa carte de la page Ressources montre un cadre illustré à la place.' },
    },
    { name: 'body', type: 'richText', label: 'Contenu', required: true, admin: { description: PRICE_PLACEHOLDERS_HELP } },
    { name: 'publishedAt', type: 'date', label: 'Date de publication', admin: { position: 'sidebar', date: DAY_ONLY } },
    seoFields,
  ],
}
