/**
 * An article's « Anciennes adresses »: publishing it under another address keeps the one it was live at, so
 * links already shared keep leading to it; drafts record nothing until published. Through the Local API as an
 * editor, against the run's PostgreSQL.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Article } from '@/payload-types'
import { createActor, testPayload, type Actor } from '../helpers/payload'

/** A context of its own for each call: Payload writes into it (a restore marks it `isRestoringVersion`). */
const context = () => ({ disableRevalidate: true })
let payload: Payload
let editor: Actor

beforeAll(async () => {
  payload = await testPayload()
  editor = await createActor(payload, 'editor')
})

const body: Article['body'] = {
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: 'Un paragraphe.', detail: 0, format: 0, mode: 'normal', style: '' }] }],
  },
}

/** A slug of this test alone (the collection's slugs are unique across the run). */
const slugOf = (name: string) => `${name}-${randomUUID().slice(0, 8)}`

async function createArticle(slug: string, status: 'published' | 'draft'): Promise<Article> {
  return payload.create({ collection: 'articles', data: { title: 'Changer de métier', slug, excerpt: 'Un résumé.', body, _status: status }, draft: status === 'draft', user: editor, overrideAccess: false, context: context() })
}

const publish = (id: number, data: Partial<Article>) => payload.update({ collection: 'articles', id, data: { ...data, _status: 'published' }, user: editor, overrideAccess: false, context: context() })
const saveDraft = (id: number, data: Partial<Article>) => payload.update({ collection: 'articles', id, data: { ...data, _status: 'draft' }, draft: true, user: editor, overrideAccess: false, context: context() })
/** The article as the site reads it: the collection's row, the last published version. */
const live = (id: number) => payload.findByID({ collection: 'articles', id, depth: 0, draft: false, overrideAccess: true })
const former = (article: Article) => (article.formerSlugs ?? []).map((row) => row.slug)

describe('an article’s former addresses', () => {
  it('keeps each address the article was published at, drafts aside, and drops the one it takes back', async () => {
    const [first, second, third] = [slugOf('premier'), slugOf('deuxieme'), slugOf('troisieme')]
    const article = await createArticle(first, 'published')
    expect(former(article)).toEqual([])

    expect(former(await publish(article.id, { slug: second }))).toEqual([first])
    expect((await live(article.id)).slug).toBe(second)

    // A draft under a third address changes nothing the site reads, and keeps no address yet.
    const draft = await saveDraft(article.id, { slug: third })
    expect(former(draft)).toEqual([first])
    expect(await live(article.id)).toMatchObject({ slug: second, formerSlugs: [{ slug: first }] })

    // Published, the address it was live at (the second, not the draft's) joins the first.
    expect(former(await publish(article.id, { slug: third }))).toEqual([first, second])
    // Given its first address back: that one leads nowhere else any more, the one it leaves is kept.
    const back = await publish(article.id, { slug: first })
    expect(former(back)).toEqual([second, third])
    expect(former(await live(article.id))).toEqual([second, third])
  })

  it('keeps the address an unpublished article was last live at when it is published again elsewhere', async () => {
    const [first, second] = [slugOf('retire'), slugOf('republie')]
    const article = await createArticle(first, 'published')
    // Unpublished (the admin's « Dépublier »), then renamed while offline, then published again.
    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'draft' }, user: editor, overrideAccess: false, context: context() })
    await saveDraft(article.id, { slug: second })
    expect(former(await publish(article.id, { slug: second }))).toEqual([first])
    expect(await live(article.id)).toMatchObject({ slug: second, formerSlugs: [{ slug: first }] })
  })

  it('keeps nothing for an article never published, nor for a save that keeps its address', async () => {
    const [drafted, published] = [slugOf('brouillon'), slugOf('publie')]
    const article = await createArticle(drafted, 'draft')
    expect(former(await publish(article.id, { slug: published }))).toEqual([])
    expect(former(await publish(article.id, { title: 'Changer de métier à 40 ans' }))).toEqual([])
  })

  it('keeps the address when the API changes only the address, and keeps an editor’s removal', async () => {
    const [first, second, third] = [slugOf('api-premier'), slugOf('api-deuxieme'), slugOf('api-troisieme')]
    const article = await createArticle(first, 'published')
    const moved = await payload.update({ collection: 'articles', id: article.id, data: { slug: second }, user: editor, overrideAccess: false, context: context() })
    expect(former(moved)).toEqual([first])
    // An editor takes the old address off: it leads nowhere now, and the next move adds only the one left.
    expect(former(await publish(article.id, { formerSlugs: [] }))).toEqual([])
    expect(former(await publish(article.id, { slug: third }))).toEqual([second])
  })

  it('leads an address to the article that left it last, and starts a copy with none', async () => {
    const [shared, first, second] = [slugOf('partagee'), slugOf('premier'), slugOf('second')]
    const one = await createArticle(shared, 'published')
    expect(former(await publish(one.id, { slug: first }))).toEqual([shared])
    // Another article takes the address, then leaves it too: it leads there now, and no longer to the first.
    const two = await createArticle(shared, 'published')
    expect(former(await publish(two.id, { slug: second }))).toEqual([shared])
    expect(former(await live(one.id))).toEqual([])

    const copy = await payload.duplicate({ collection: 'articles', id: two.id, data: { slug: slugOf('copie') }, user: editor, overrideAccess: false, context: context() })
    expect(former(copy)).toEqual([])
    expect(former(await live(two.id))).toEqual([shared])
  })

  it('keeps the addresses left since when an older version is restored', async () => {
    const [first, second, third] = [slugOf('v-premier'), slugOf('v-deuxieme'), slugOf('v-troisieme')]
    const article = await createArticle(first, 'published')
    await publish(article.id, { slug: second })
    await publish(article.id, { slug: third })
    const versions = await payload.findVersions({ collection: 'articles', where: { and: [{ parent: { equals: article.id } }, { 'version.slug': { equals: first } }] }, sort: '-updatedAt', limit: 1, overrideAccess: true })
    const restored = await payload.restoreVersion({ collection: 'articles', id: versions.docs[0]!.id, user: editor, overrideAccess: false, context: context() })
    expect(restored.slug).toBe(first)
    expect(former(await live(article.id))).toEqual([second, third])
  })

  it('refuses a former address that is not one, in French', async () => {
    const article = await createArticle(slugOf('refus'), 'published')
    const refusal = await publish(article.id, { formerSlugs: [{ slug: 'Avec Espaces' }] }).catch((error: unknown) => error)
    expect(refusal).toMatchObject({ status: 400, data: { errors: [{ path: 'formerSlugs.0.slug', message: 'Lettres minuscules, chiffres et tirets uniquement.' }] } })
    expect(former(await live(article.id))).toEqual([])
  })

  it('refuses the address of one of the site’s own pages, where the article would never show', async () => {
    const taken = await createArticle('coaching', 'published').catch((error: unknown) => error)
    expect(taken).toMatchObject({ status: 400, data: { errors: [{ path: 'slug', message: expect.stringContaining('« /coaching » est celle d’une page du site') }] } })
    expect((await payload.find({ collection: 'articles', where: { slug: { equals: 'coaching' } }, overrideAccess: true })).totalDocs).toBe(0)
    const article = await createArticle(slugOf('libre'), 'published')
    const renamed = await publish(article.id, { slug: 'methode' }).catch((error: unknown) => error)
    expect(renamed).toMatchObject({ status: 400 })
    const kept = await publish(article.id, { formerSlugs: [{ slug: 'qui-sommes-nous' }] }).catch((error: unknown) => error)
    expect(kept).toMatchObject({ status: 400, data: { errors: [{ path: 'formerSlugs.0.slug' }] } })
    expect(await live(article.id)).toMatchObject({ slug: article.slug, formerSlugs: [] })
  })
})
