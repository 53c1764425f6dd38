import { LinkFeature, RelationshipFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

/**
 * Payload's default rich text features as the site's renderer (components/site/RichText.tsx) draws them.
 * Internal links and relationship blocks (« à lire aussi », drawn as a link to the document) point to what
 * has an address of its own, a page or an article; the renderer reads them populated (pages and the terms
 * are read at depth 1, as articles are). No checklist: it drew boxes a visitor cannot tick (one already
 * stored still opens in the admin, as a list).
 */
const REPLACED = new Set(['checklist', 'link', 'relationship'])
const WITH_AN_ADDRESS = ['pages', 'articles'] as const

export const siteEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !REPLACED.has(feature.key)),
    LinkFeature({ enabledCollections: [...WITH_AN_ADDRESS] }),
    RelationshipFeature({ enabledCollections: [...WITH_AN_ADDRESS] }),
  ],
})
