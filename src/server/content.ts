import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Article, Faq, Page, Profile, Question, Testimonial } from '@/payload-types'
import type { ProfileSet } from '@/domain/content-types'
import { getPayload } from './payload'
import { TAGS } from './cache-tags'
import { interfaceTexts, type InterfaceTexts } from '@/content/interface'
import { mergeDefaults } from './merge-defaults'
import { withFrenchSpacing } from '@/domain/typography'

/**
 * Every content read of the public site, cached and tagged: an editor's save expires the tag
 * (see src/hooks/revalidate.ts) and the next request renders the change. Each read goes through
 * `withFrenchSpacing` inside the cache, so what an editor typed gets its no-break spaces before « ; : ! ? »
 * once per save, not on every request.
 */
export const getSiteSettings = unstable_cache(
  async () => withFrenchSpacing(await (await getPayload()).findGlobal({ slug: 'site-settings', depth: 0 })),
  ['site-settings'],
  { tags: [TAGS.siteSettings] },
)

export const getHomePage = unstable_cache(
  async () => withFrenchSpacing(await (await getPayload()).findGlobal({ slug: 'home-page', depth: 0 })),
  ['home-page'],
  { tags: [TAGS.homePage] },
)

export const getTermsOfSale = unstable_cache(
  async () => withFrenchSpacing(await (await getPayload()).findGlobal({ slug: 'terms-of-sale', depth: 0 })),
  ['terms-of-sale'],
  { tags: [TAGS.termsOfSale] },
)

export const getInterfaceTexts = unstable_cache(
  async (): Promise<InterfaceTexts> => {
    const doc = await (await getPayload()).findGlobal({ slug: 'interface-texts', depth: 0 })
    // Editors edit the JSON: anything they removed falls back to the seed's sentence.
    return withFrenchSpacing(mergeDefaults(interfaceTexts, doc.copy))
  },
  ['interface-texts'],
  { tags: [TAGS.interfaceTexts] },
)

export const getSampleReport = unstable_cache(
  async () => withFrenchSpacing(await (await getPayload()).findGlobal({ slug: 'sample-report', depth: 1 })),
  ['sample-report'],
  { tags: [TAGS.sampleReport, TAGS.media] },
)

export const getPage = unstable_cache(
  async (slug: string): Promise<Page | null> => {
    const found = await (await getPayload()).find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
    return withFrenchSpacing(found.docs[0] ?? null)
  },
  ['page'],
  { tags: [TAGS.pages] },
)

export const getArticles = unstable_cache(
  async (): Promise<Article[]> => {
    const found = await (await getPayload()).find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      sort: 'order',
      limit: 50,
      depth: 1,
      select: { title: true, slug: true, excerpt: true, image: true, order: true },
    })
    return withFrenchSpacing(found.docs as Article[])
  },
  ['articles'],
  { tags: [TAGS.articles, TAGS.media] },
)

export const getArticle = unstable_cache(
  async (slug: string): Promise<Article | null> => {
    const found = await (await getPayload()).find({
      collection: 'articles',
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
    })
    return withFrenchSpacing(found.docs[0] ?? null)
  },
  ['article'],
  { tags: [TAGS.articles, TAGS.media] },
)

export const getTestimonials = unstable_cache(
  async (placement: Testimonial['placement']): Promise<Testimonial[]> =>
    withFrenchSpacing(
      (await (await getPayload()).find({ collection: 'testimonials', where: { placement: { equals: placement } }, sort: 'order', limit: 20, depth: 0 }))
        .docs,
    ),
  ['testimonials'],
  { tags: [TAGS.testimonials] },
)

export const getFaqs = unstable_cache(
  async (placement: Faq['placement']): Promise<Faq[]> =>
    withFrenchSpacing(
      (await (await getPayload()).find({ collection: 'faqs', where: { placement: { equals: placement } }, sort: 'order', limit: 20, depth: 0 })).docs,
    ),
  ['faqs'],
  { tags: [TAGS.faqs] },
)

export const getQuestions = unstable_cache(
  async (test: Question['test'], set: ProfileSet): Promise<Question[]> =>
    withFrenchSpacing(
      (
        await (await getPayload()).find({
          collection: 'questions',
          where: { and: [{ test: { equals: test } }, { set: { equals: set } }] },
          sort: 'order',
          limit: 20,
          depth: 0,
        })
      ).docs,
    ),
  ['questions'],
  { tags: [TAGS.questions] },
)

/** The whole profile, locked fields included: server-only, filtered by the unlock rules before rendering. */
export const getProfile = unstable_cache(
  async (set: ProfileSet, code: string): Promise<Profile | null> => {
    const found = await (await getPayload()).find({
      collection: 'profiles',
      where: { and: [{ set: { equals: set } }, { code: { equals: code } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return withFrenchSpacing(found.docs[0] ?? null)
  },
  ['profile'],
  { tags: [TAGS.profiles] },
)
