import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import type { Article, Faq, Page, Profile, Question, Testimonial } from '@/payload-types'
import type { ProfileSet } from '@/domain/content-types'
import { getPayload } from './payload'
import { CONTENT_MAX_AGE_SECONDS, TAGS, type CacheTag } from './cache-tags'
import { interfaceTexts, type InterfaceTexts } from '@/content/interface'
import { mergeDefaults } from './merge-defaults'
import { withFrenchSpacing } from '@/domain/typography'
import { DEFAULT_OFFER_TEXTS, offerPriceFiller } from '@/domain/offers'
import { offerTable } from './offers'
import { findProfile } from './profile-lookup'

/**
 * Every content read of the public site, cached and tagged through `cachedRead`: an editor's save expires
 * the tag (see src/hooks/revalidate.ts) and the next request renders the change. Each read's result goes
 * through `withFrenchSpacing` inside the cache, so what an editor typed gets its no-break spaces before
 * « ; : ! ? » once per save, not on every request; and the prices of the site settings in place of their
 * placeholders (« [Prix du rapport] », see PRICE_PLACEHOLDERS), so a price changed there changes in the FAQ,
 * the articles and the terms of sale too.
 */

/** Puts the site settings' current prices in place of their placeholders (« [Prix du rapport] »). */
export async function priceFiller(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { prices: true } })
  return offerPriceFiller(offerTable(settings, DEFAULT_OFFER_TEXTS))
}

/**
 * One cached content read: `read` gets the Local API and the caller's arguments, its result is given French
 * spacing and cached under `key` (plus the arguments) until one of `tags` is revalidated, or for
 * `CONTENT_MAX_AGE_SECONDS` at most (what another instance's editor saved). Next keys an entry
 * by the callback's source and `key`; the callback is the same for every read, so each read needs its own key.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: CacheTag[],
  read: (payload: Payload, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(
    async (...args: Args) => {
      const payload = await getPayload()
      const [result, fillPrices] = await Promise.all([read(payload, ...args), priceFiller(payload)])
      return withFrenchSpacing(result, fillPrices)
    },
    [key],
    // The prices come from the site settings: saving them renders every text again.
    { tags: [...new Set([...tags, TAGS.siteSettings])], revalidate: CONTENT_MAX_AGE_SECONDS },
  )
}

export const getSiteSettings = cachedRead('site-settings', [TAGS.siteSettings], (payload) =>
  payload.findGlobal({ slug: 'site-settings', depth: 0 }),
)

export const getHomePage = cachedRead('home-page', [TAGS.homePage], (payload) =>
  payload.findGlobal({ slug: 'home-page', depth: 0 }),
)

// Depth 1, as for pages: the rich text's internal links and pictures come populated (RichText needs a slug).
export const getTermsOfSale = cachedRead('terms-of-sale', [TAGS.termsOfSale, TAGS.pages, TAGS.articles, TAGS.media], (payload) =>
  payload.findGlobal({ slug: 'terms-of-sale', depth: 1 }),
)

export const getInterfaceTexts = cachedRead(
  'interface-texts',
  [TAGS.interfaceTexts],
  async (payload): Promise<InterfaceTexts> => {
    const doc = await payload.findGlobal({ slug: 'interface-texts', depth: 0 })
    // Editors edit the JSON: anything they removed falls back to the seed's sentence.
    return mergeDefaults(interfaceTexts, doc.copy)
  },
)

export const getSampleReport = cachedRead('sample-report', [TAGS.sampleReport, TAGS.media], (payload) =>
  payload.findGlobal({ slug: 'sample-report', depth: 1 }),
)

export const getPage = cachedRead('page', [TAGS.pages, TAGS.articles, TAGS.media], async (payload, slug: string): Promise<Page | null> => {
  const found = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1, depth: 1 })
  return found.docs[0] ?? null
})

export const getArticles = cachedRead('articles', [TAGS.articles, TAGS.media], async (payload): Promise<Article[]> => {
  const found = await payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' } },
    sort: 'order',
    limit: 50,
    depth: 1,
    select: { title: true, slug: true, excerpt: true, image: true, order: true },
  })
  return found.docs as Article[]
})

export const getArticle = cachedRead(
  'article',
  [TAGS.articles, TAGS.media],
  async (payload, slug: string): Promise<Article | null> => {
    const found = await payload.find({
      collection: 'articles',
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
    })
    return found.docs[0] ?? null
  },
)

/**
 * The address of the published article that once lived at this one (« Anciennes adresses »), or null. Two
 * articles may both have left it: the one saved last leads.
 */
export const getArticleMovedFrom = cachedRead('article-moved-from', [TAGS.articles], async (payload, slug: string): Promise<string | null> => {
  const found = await payload.find({
    collection: 'articles',
    where: { and: [{ 'formerSlugs.slug': { equals: slug } }, { _status: { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { slug: true },
  })
  return found.docs[0]?.slug ?? null
})

export const getTestimonials = cachedRead(
  'testimonials',
  [TAGS.testimonials],
  async (payload, placement: Testimonial['placement']): Promise<Testimonial[]> =>
    (
      await payload.find({
        collection: 'testimonials',
        where: { placement: { equals: placement } },
        sort: 'order',
        limit: 20,
        depth: 0,
      })
    ).docs,
)

export const getFaqs = cachedRead(
  'faqs',
  [TAGS.faqs],
  async (payload, placement: Faq['placement']): Promise<Faq[]> =>
    (await payload.find({ collection: 'faqs', where: { placement: { equals: placement } }, sort: 'order', limit: 20, depth: 0 }))
      .docs,
)

export const getQuestions = cachedRead(
  'questions',
  [TAGS.questions],
  async (payload, test: Question['test'], set: ProfileSet): Promise<Question[]> =>
    (
      await payload.find({
        collection: 'questions',
        where: { and: [{ test: { equals: test } }, { set: { equals: set } }] },
        sort: 'order',
        limit: 20,
        depth: 0,
      })
    ).docs,
)

/** The whole profile, locked fields included: server-only, filtered by the unlock rules before rendering. */
export const getProfile = cachedRead(
  'profile',
  [TAGS.profiles],
  (payload, set: ProfileSet, code: string): Promise<Profile | null> => findProfile(payload, set, code),
)
