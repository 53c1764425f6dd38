import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors, isEditor } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { nobody } from '@/access/nobody'

/**
 * The sample report shown to visitors who have not paid: its 12 pages (the landing's and the adult
 * results page's carousels) and the two pictures shown next to it. Both pictures live here rather than
 * on the home page or the site settings because the two places that show them already read this global
 * with its media (one cached read, expired when a media changes).
 */
export const SampleReport: GlobalConfig = {
  slug: 'sample-report',
  label: 'Exemple de rapport',
  admin: { group: 'Contenus' },
  // No history: its versions route answers 403, where Payload's own failed with a 500.
  access: { read: anyone, update: editors, readVersions: nobody },
  hooks: { afterChange: [revalidateGlobal(TAGS.sampleReport)] },
  fields: [
    // Editors only: the endpoint behind it refuses anyone else.
    { name: 'refreshPages', type: 'ui', admin: { components: { Field: '/components/admin/SamplePagesField#SamplePagesField' }, condition: (_data, _siblings, { user }) => isEditor(user) } },
    {
      name: 'slides',
      type: 'array',
      label: 'Pages (12)',
      labels: { singular: 'Page', plural: 'Pages' },
      maxRows: 12,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
        { name: 'caption', type: 'text', label: 'Légende', required: true },
      ],
    },
    // What the pages print, as a hash (samplePagesFingerprint), written with them: the screen says when the texts have moved on.
    { name: 'pagesFingerprint', type: 'text', admin: { hidden: true } },
    {
      name: 'exampleImage',
      type: 'upload',
      relationTo: 'media',
      label: 'Image de la section « Exemple de rapport » (accueil)',
      admin: {
        description:
          'Montrée à côté des pages de l’exemple. Son texte alternatif est celui du média. Laissée vide, l’illustration fournie est remise au prochain démarrage.',
      },
    },
    {
      name: 'adultResultsImage',
      type: 'upload',
      relationTo: 'media',
      label: 'Photo de la page de résultats adultes (reconversion, tous publics)',
      admin: {
        description:
          'En haut des résultats. Si elle manque ou ne se charge pas, un encadré « Ton profil » la remplace. Laissée vide, l’illustration fournie est remise au prochain démarrage.',
      },
    },
  ],
}
