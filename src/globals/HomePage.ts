import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors, historyReaders, editorPreview } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { JSON_TEXT_FIELD } from '@/fields/json-text'
import { copyValidation } from '@/fields/copy-placeholders'
import { homeCopy } from '@/content/marketing'
import { EDITOR_HISTORY, checkRestoredVersion } from './versions'

export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Page d’accueil',
  // « Aperçu »: the home page as visitors read it, once saved.
  admin: { group: 'Contenus', preview: editorPreview(() => '/') },
  access: { read: anyone, update: editors, ...historyReaders },
  ...EDITOR_HISTORY,
  hooks: { beforeOperation: [checkRestoredVersion], afterChange: [revalidateGlobal(TAGS.homePage)] },
  fields: [
    {
      name: 'benefits',
      type: 'array',
      label: 'Bénéfices',
      labels: { singular: 'Bénéfice', plural: 'Bénéfices' },
      maxRows: 4,
      admin: { description: 'Quatre au plus. Une liste vide remet les bénéfices d’origine : la section reste sur la page d’accueil.' },
      fields: [
        { name: 'icon', type: 'text', label: 'Icône', required: true },
        { name: 'title', type: 'text', label: 'Titre', required: true },
        { name: 'description', type: 'textarea', label: 'Description', required: true },
      ],
    },
    { name: 'copy', type: 'json', label: 'Textes de la page', required: true, validate: copyValidation(homeCopy), admin: { components: JSON_TEXT_FIELD } },
  ],
}
