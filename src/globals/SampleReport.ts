import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'

export const SampleReport: GlobalConfig = {
  slug: 'sample-report',
  label: 'Exemple de rapport',
  admin: { group: 'Contenus' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateGlobal(TAGS.sampleReport)] },
  fields: [
    {
      name: 'slides',
      type: 'array',
      label: 'Pages (12)',
      maxRows: 12,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
        { name: 'caption', type: 'text', label: 'Légende', required: true },
      ],
    },
  ],
}
