import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

/**
 * Payload's default rich text features, less those the site's renderer (components/site/RichText.tsx) has
 * nothing for: a relationship block printed « unknown node » on the page, and a checklist drew boxes a
 * visitor cannot tick. Internal links point to what has an address of its own, a page or an article; the
 * renderer reads them populated (pages and the terms are read at depth 1, as articles are).
 */
const NOT_RENDERED = new Set(['relationship', 'checklist', 'link'])

export const siteEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !NOT_RENDERED.has(feature.key)),
    LinkFeature({ enabledCollections: ['pages', 'articles'] }),
  ],
})
