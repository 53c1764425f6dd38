import 'server-only'
import { TAGS } from '../cache-tags'
import { cachedRead } from '../content'
import { mergeDefaults } from '../merge-defaults'
import { accessTexts, type AccessTexts } from './access-texts'

/** The access texts for pages: cached and tagged, with French spacing, like every CMS read (see `cachedRead`). */
export const getAccessTexts = cachedRead('access-texts', [TAGS.interfaceTexts], async (payload): Promise<AccessTexts> => {
  const doc = await payload.findGlobal({ slug: 'interface-texts', depth: 0 })
  return mergeDefaults(accessTexts, doc.copy)
})
