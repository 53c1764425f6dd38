import { expect, test } from '@playwright/test'
import { adminHeaders } from '../helpers/admin-api'

/**
 * An editor's internal links in a page's rich text lead to the page or article chosen in the admin (pages are
 * read with their links populated, src/server/content.ts), and a picture the editor puts in shows.
 */

const base = { direction: 'ltr', format: '', indent: 0, version: 1 }
const text = (value: string) => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })
const internalLink = (relationTo: 'articles' | 'pages', id: number, label: string) => ({
  ...base,
  type: 'link',
  version: 3,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo, value: id } },
  children: [text(label)],
})

test('an editor’s internal links in a page lead to the article and the page they chose, and a picture shows', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const pages = (await (await request.get('/api/pages?where[slug][in]=methode,qui-sommes-nous&depth=0', { headers })).json()) as {
    docs: { id: number; slug: string; body: { root: { children: unknown[] } } }[]
  }
  const method = pages.docs.find((doc) => doc.slug === 'methode')!
  const about = pages.docs.find((doc) => doc.slug === 'qui-sommes-nous')!
  const article = ((await (await request.get('/api/articles?limit=1&depth=0&sort=order', { headers })).json()) as { docs: { id: number; slug: string }[] }).docs[0]!
  const picture = ((await (await request.get('/api/media?limit=1&depth=0&where[mimeType][like]=image', { headers })).json()) as { docs: { id: number; alt: string }[] }).docs[0]!
  const original = method.body
  try {
    const body = {
      root: {
        ...original.root,
        children: [
          ...original.root.children,
          { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text('À lire : '), internalLink('articles', article.id, 'l’article du mois'), text(' et '), internalLink('pages', about.id, 'notre équipe'), text('.')] },
          { type: 'upload', version: 3, format: '', id: 'e2e-picture', fields: null, relationTo: 'media', value: picture.id },
        ],
      },
    }
    expect((await request.patch(`/api/pages/${method.id}`, { headers, data: { body } })).status()).toBe(200)
    await expect
      .poll(async () => {
        await page.goto('/methode')
        return page.getByRole('link', { name: 'l’article du mois' }).count()
      }, { timeout: 15_000 })
      .toBe(1)
    await expect(page.getByRole('link', { name: 'l’article du mois' })).toHaveAttribute('href', `/${article.slug}`)
    await expect(page.getByRole('link', { name: 'notre équipe' })).toHaveAttribute('href', '/qui-sommes-nous')
    await expect(page.getByRole('main').getByRole('img', { name: picture.alt, exact: true }).last()).toBeVisible()
    await page.getByRole('link', { name: 'l’article du mois' }).click()
    await expect(page).toHaveURL(new RegExp(`/${article.slug}$`))
  } finally {
    await request.patch(`/api/pages/${method.id}`, { headers, data: { body: original } })
  }
})
