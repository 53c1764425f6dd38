import type { CollectionSlug, Payload, Where } from 'payload'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { encouragements, orientationQuestions, riasecEncouragements, riasecQuestions } from '@/content/questions'
import { articles } from '@/content/articles'
import { aboutPage, methodPage, termsOfSale } from '@/content/pages'
import { audiencePages, benefits, faqs, homeCopy, siteDefaults, testimonials } from '@/content/marketing'
import { interfaceTexts } from '@/content/interface'
import { accessTexts } from '@/server/retrieval/access-texts'
import { reportTexts } from '@/server/report/copy'
import { toLexical } from './lexical'
import { audiencePageDocs, siteSettingsDoc } from './documents'
import { addMissingKeys } from './missing-keys'
import { loadSeededContent } from './seeded-content'
import { keepFirstVersions } from './first-versions'

export interface SeedReport {
  created: number
  kept: number
  /** Globals whose JSON copy got the keys the defaults added since it was written. */
  completed: number
}

/** Writes seed rows without revalidating the site's cache (there is no Next request here). */
const context = { disableRevalidate: true }

/**
 * Idempotent and safe: every row is looked up by its natural key and created only when missing, and an
 * editorial one (article, testimonial, FAQ entry, orientation question) only the first time (seeded-content.ts); a global is
 * filled while it is still empty, and its JSON `copy` then only gets the keys it lacks
 * (see addMissingKeys). Editors' changes are never overwritten.
 */
export async function seed(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { created: 0, kept: 0, completed: 0 }

  async function ensure(collection: CollectionSlug, where: Where, data: Record<string, unknown>) {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, draft: true })
    if (found.totalDocs > 0) {
      report.kept++
      return
    }
    await payload.create({ collection, data: data as never, overrideAccess: true, context })
    report.created++
  }

  for (const profile of [...schoolProfiles, ...adultProfiles]) {
    await ensure('profiles', { and: [{ set: { equals: profile.set } }, { code: { equals: profile.code } }] }, {
      ...profile,
      strengths: profile.strengths.map((text) => ({ text })),
    })
  }

  for (const question of riasecQuestions) {
    await ensure(
      'questions',
      { and: [{ test: { equals: 'riasec' } }, { set: { equals: question.set } }, { order: { equals: question.order } }] },
      { ...question, test: 'riasec', type: 'single', hasOther: false, encouragement: riasecEncouragements[question.order - 1] },
    )
  }

  // Editorial defaults are seeded once: afterwards they are the editors', deleted or reworded.
  const seeded = await loadSeededContent(payload, async () => {
    const counts = await Promise.all((['articles', 'testimonials', 'faqs'] as const).map((collection) => payload.count({ collection, overrideAccess: true })))
    return counts.reduce((total, count) => total + count.totalDocs, 0)
  })
  async function ensureOnce(key: string, collection: CollectionSlug, where: Where, data: Record<string, unknown>) {
    if (seeded.has(key) || seeded.adopting) report.kept++
    else await ensure(collection, where, data)
    await seeded.record(key)
  }

  // The orientation questionnaire's steps are the editors' too: one deleted or moved stays so. (The RIASEC
  // sets, above, are always whole: their questions cannot be deleted.)
  for (const question of orientationQuestions) {
    await ensureOnce(
      `questions:orientation:${question.order}`,
      'questions',
      { and: [{ test: { equals: 'orientation' } }, { order: { equals: question.order } }] },
      { ...question, test: 'orientation', set: 'scolaire', encouragement: encouragements[question.order - 1] },
    )
  }

  for (const [index, article] of articles.entries()) {
    await ensureOnce(`articles:${article.slug}`, 'articles', { slug: { equals: article.slug } }, {
      title: article.title,
      slug: article.slug,
      order: index + 1,
      excerpt: article.excerpt,
      body: toLexical(article.body),
      publishedAt: new Date().toISOString(),
      meta: { description: article.metaDescription },
      _status: 'published',
    })
  }

  for (const page of [
    { slug: 'methode', ...methodPage },
    { slug: 'qui-sommes-nous', ...aboutPage },
  ]) {
    await ensure('pages', { slug: { equals: page.slug } }, {
      slug: page.slug,
      title: page.title,
      body: toLexical(page.body),
      meta: { title: page.title, description: page.metaDescription },
    })
  }
  for (const page of audiencePageDocs(audiencePages)) await ensure('pages', { slug: { equals: page.slug } }, page)

  for (const [index, testimonial] of testimonials.entries()) {
    await ensureOnce(
      `testimonials:${testimonial.audience}:${testimonial.author}`,
      'testimonials',
      { and: [{ author: { equals: testimonial.author } }, { placement: { equals: testimonial.audience } }] },
      { text: testimonial.text, author: testimonial.author, emoji: testimonial.emoji, placement: testimonial.audience, order: index },
    )
  }
  for (const faq of faqs) {
    await ensureOnce(`faqs:${faq.placement}:${faq.question}`, 'faqs', { and: [{ question: { equals: faq.question } }, { placement: { equals: faq.placement } }] }, { ...faq })
  }

  async function ensureGlobal(slug: 'site-settings' | 'home-page' | 'terms-of-sale' | 'interface-texts' | 'report-texts', isEmpty: (doc: Record<string, unknown>) => boolean, data: Record<string, unknown>) {
    const current = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
    if (isEmpty(current)) {
      await payload.updateGlobal({ slug, data: data as never, overrideAccess: true, context })
      report.created++
      return
    }
    // Sentences added to the defaults since this database was seeded reach the admin; editors' own stay.
    const completed = data.copy === undefined ? null : addMissingKeys(current.copy ?? undefined, data.copy)
    if (!completed?.added.length) {
      report.kept++
      return
    }
    await payload.updateGlobal({ slug, data: { copy: completed.copy } as never, overrideAccess: true, context })
    report.completed++
  }

  await ensureGlobal('site-settings', (doc) => !doc.brandName, siteSettingsDoc(siteDefaults))
  await ensureGlobal('home-page', (doc) => !doc.copy, { copy: homeCopy, benefits })
  await ensureGlobal('interface-texts', (doc) => !doc.copy, { copy: { ...interfaceTexts, ...accessTexts } })
  await ensureGlobal('report-texts', (doc) => !doc.copy, { copy: reportTexts })
  await ensureGlobal('terms-of-sale', (doc) => !doc.body, {
    title: termsOfSale.title,
    body: toLexical(termsOfSale.body),
    updatedOn: new Date().toISOString(),
  })
  await keepFirstVersions(payload)

  return report
}
