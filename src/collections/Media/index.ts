import type { CollectionConfig } from 'payload'
import { contentAccess } from '../content-access'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { env } from '@/env'
import { serveMediaFile } from '@/server/http/media-files'

const sizes = [
  { name: 'card', width: 600, height: 400 },
  { name: 'slide', width: 1024 },
  { name: 'hero', width: 1600 },
]

// An ephemeral start (end-to-end tests) points MEDIA_DIR at a temporary folder removed at exit.
const staticDir = env().MEDIA_DIR ?? 'media/uploads'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  admin: { group: 'Contenus' },
  access: contentAccess,
  // A picture deleted leaves the pages that showed it: they are rendered again, as for a picture changed.
  hooks: { afterChange: [revalidateCollection(TAGS.media)], afterDelete: [revalidateCollectionOnDelete(TAGS.media)] },
  upload: {
    staticDir,
    handlers: [serveMediaFile(staticDir)],
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: sizes.flatMap((size) => [
      // Effort 2 (of 9) encodes several times faster than the default 4 for files about 10 % larger: uploads
      // (and the start-up installation of the sample report's pages) stay quick on a small machine.
      { ...size, name: `${size.name}Avif`, formatOptions: { format: 'avif' as const, options: { quality: 55, effort: 2 } } },
      { ...size, name: `${size.name}Webp`, formatOptions: { format: 'webp' as const, options: { quality: 78 } } },
    ]),
  },
  fields: [{ name: 'alt', type: 'text', label: 'Texte alternatif', required: true }],
}
