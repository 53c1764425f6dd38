import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { articles } from '../../src/content/articles'
import { PREMIUM_LINK, faqs, homeCopy, siteDefaults } from '../../src/content/marketing'
import { frenchSpacing } from '../../src/domain/typography'
import { DEFAULT_OFFERS, fillOfferPrices } from '../../src/domain/offers'
import { articleIllustration, illustrationTitle } from '../../src/seed/illustration-files'
import { adminHeaders } from '../helpers/admin-api'
import { cookieChoiceMade } from '../helpers/consent'

/**
 * The public site (issue 4): shell, landing, audience pages, content pages, not-found, SEO, consent.
 * Texts are the seed's, so a change of copy in src/content shows here as a failing label.
 */

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
}

/** The visitor already answered the cookie banner, so it stays out of the way of the other checks. */
const skipCookieBanner = async (page: Page) => {
  await cookieChoiceMade(page.context())
}

/**
 * Opens a page and waits until React runs: the scripted menu button only replaces the native one (a
 * `<details>` summary, see the "without JavaScript" tests) once hydrated, and every other control that
 * needs JavaScript stays disabled until then (a development server can take seconds to hydrate).
 */
async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeEnabled({ timeout: 30_000 })
  return response
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event).filter(Boolean) as string[])

// A development server draws its own badge in a corner of the page, over the site's controls.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = 'nextjs-portal { display: none !important; }'
      document.head.append(style)
    })
  })
})

const AUDIENCE_PAGES = [
  { path: '/bilan-orientation-scolaire', bilanType: 'scolaire', title: 'Trouve ta voie, avant Parcoursup ou pour te réorienter' },
  { path: '/bilan-reconversion-professionnelle', bilanType: 'reconversion', title: 'Changer de métier, oui. Mais pour aller où ?' },
  { path: '/bilan-competences-tous-publics', bilanType: 'public', title: 'Faites le point sur vos talents, à tout âge' },
] as const

const PUBLIC_PAGES: Array<{ path: string; heading: string }> = [
  { path: '/', heading: homeCopy.hero.title },
  ...AUDIENCE_PAGES.map(({ path, title }) => ({ path, heading: title })),
  { path: '/qui-sommes-nous', heading: 'Qui sommes-nous' },
  { path: '/methode', heading: 'Notre méthode : le modèle RIASEC' },
  { path: '/ressources', heading: 'Nos conseils sur l’orientation' },
  ...articles.map((article) => ({ path: `/${article.slug}`, heading: article.title })),
]

/** A seeded text as the site shows it: the settings' prices (the seed's) in place of « [Prix du rapport] » and the like. */
const shown = (text: string) => fillOfferPrices(text, DEFAULT_OFFERS)

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

test.describe('server-rendered pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} answers 200 with its heading, metadata and French language in the HTML`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('<html lang="fr"')
      // The seed's sentences are typed with ordinary spaces; the page shows them with French no-break spaces.
      // Its words as written, whatever spans keep a hyphenated word on one line.
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '')).toBe(escapeHtml(frenchSpacing(heading)))
      expect(html).toMatch(/<title>[^<]+<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
      expect(html).toContain(`<link rel="canonical" href="`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/?' : path}"`))
      expect(html).toContain('<meta property="og:title"')
      expect(html).toContain('<meta property="og:locale" content="fr_FR"')
      expect(html).toContain('<meta name="geo.region" content="FR"')
    })
  }

  test('an article shared on a social network shows its cover; a page without a picture, a small card', async ({ request }) => {
    const html = await (await request.get(`/${articles[0]!.slug}`)).text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    expect(image).toMatch(/^https?:\/\//)
    const picture = await request.get(image!)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toMatch(/^image\//)
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"/)
    expect(html).toMatch(/<meta property="og:image:width" content="\d+"/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    const page = await (await request.get('/methode')).text()
    expect(page).not.toContain('og:image')
    expect(page).toContain('<meta name="twitter:card" content="summary"')
  })

  test('an unknown path answers 404 with the French not-found page', async ({ request }) => {
    for (const path of ['/page-qui-n-existe-pas', '/ressources/inconnu', '/a/b/c']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html).toContain(frenchSpacing(siteDefaults.notFound.title))
      // The browser tab says so too, whichever route answered, and search engines leave it out.
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toContain(frenchSpacing(siteDefaults.notFound.title))
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
    }
  })

  test('a query key given twice (a link copied twice into the address bar) never breaks a page', async ({ request }) => {
    const twice = ['profile', 'payment', 'session_id', 'session', 'retour', 'offer', 'step', 'lien', 'rapport', 'bilan'].flatMap((key) => [`${key}=a`, `${key}=RI`]).join('&')
    const pages = ['/', '/test-riasec', '/test', '/resultats-riasec', '/results', '/payment-success', '/checkout', '/coaching', '/coaching-success', '/paiement-demo', '/acces-resultats', '/acces/confirmer', '/acces/invalide', '/commande/confirmer', '/mes-donnees']
    for (const path of pages) {
      const response = await request.get(`${path}?${twice}`, { maxRedirects: 0 })
      expect(response.status(), path).toBeLessThan(500)
    }
  })

  test('route matching ignores case by redirecting to the lower-case path', async ({ request, page }) => {
    const response = await request.get('/Ressources?x=1', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/ressources\?x=1$/)
    await skipCookieBanner(page)
    await open(page, '/Bilan-Orientation-Scolaire')
    await page.waitForURL(/\/bilan-orientation-scolaire$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUDIENCE_PAGES[0].title)
    const api = await request.get('/api/health')
    expect(api.status()).toBe(200)
  })

  test('sitemap.xml lists every public page and article, robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    for (const { path } of PUBLIC_PAGES) expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`))
    // Only pages that may be indexed: a listed page that says noindex is an error in search consoles.
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(listed).toEqual(expect.arrayContaining(['/test', '/test-riasec', '/coaching']))
    for (const path of listed) {
      const page = await request.get(path)
      expect(page.status(), path).toBe(200)
      const html = await page.text()
      expect(html, path).not.toMatch(/<meta name="robots" content="noindex/)
      // Shared on a social network, each shows its own title and address.
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(html, path).toMatch(new RegExp(`<meta property="og:url" content="https?://[^"]+${path === '/' ? '/?' : path}"`))
    }
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    const text = await robots.text()
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
    expect(text).toContain('Disallow: /admin')
    // The personal pages are not kept from crawlers, who must read their noindex to leave them out.
    for (const path of ['/resultats-riasec?profile=IA', '/checkout', '/payment-success', '/acces-resultats']) {
      expect(text).not.toMatch(new RegExp(`Disallow: ${path.split('?')[0]}`))
      expect(await (await request.get(path)).text(), path).toMatch(/<meta name="robots" content="noindex/)
    }
  })

  test('structured data: Organization, Product with the report offer, FAQPage, Article', async ({ request }) => {
    const ldOf = async (path: string) => {
      const html = await (await request.get(path)).text()
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
      return blocks.flat() as Array<Record<string, unknown>>
    }
    const home = await ldOf('/')
    const types = home.map((block) => block['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'FAQPage']))
    const product = home.find((block) => block['@type'] === 'Product') as { offers: { price: string; priceCurrency: string } }
    expect(product.offers).toMatchObject({ price: '18.00', priceCurrency: 'EUR' })
    const faq = home.find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(3)
    // The answers carry the settings' prices, as the page shows them.
    expect(JSON.stringify(faq.mainEntity)).toContain('payant\u00a0: 18,00\u00a0€')
    expect(JSON.stringify(faq.mainEntity)).not.toContain('[Prix ')
    expect((await ldOf('/bilan-orientation-scolaire')).map((block) => block['@type'])).toContain('FAQPage')
    const article = (await ldOf(`/${articles[0]!.slug}`)).find((block) => block['@type'] === 'Article')
    expect(article).toMatchObject({ headline: frenchSpacing(articles[0]!.title), inLanguage: 'fr-FR' })
  })
})

test.describe('French typography', () => {
  const NBSP = '\u00A0'
  const NNBSP = '\u202F'
  /** An ordinary space where French wants a no-break one: before ; : ! ? » or after «. */
  const BREAKABLE = /\S{1,20} [;:!?»]|« \S{1,20}/gu

  test('punctuation keeps to its word: narrow no-break space before ; ! ?, no-break space before : and inside « »', async ({ request }) => {
    expect(await (await request.get('/page-qui-n-existe-pas')).text()).toContain(`Oups${NNBSP}! Page introuvable`)
    const method = await (await request.get('/methode')).text()
    expect(method).toContain(`Notre méthode${NBSP}: le modèle RIASEC`)
    // Rich text (Lexical) too: the method page's body and an article's.
    expect(method).not.toMatch(/<p>[^<]*\S [;:!?][^<]*<\/p>/)
    const article = await (await request.get(`/${articles[0]!.slug}`)).text()
    expect(article).toContain(`sécurité${NBSP}: ce sont des compétences`)
  })

  test('no visible text, title or description has an ordinary space before ; : ! ? » or after «', async ({ page }) => {
    // Twelve pages, each compiled on first visit by a development server.
    test.setTimeout(180_000)
    for (const path of [...PUBLIC_PAGES.map((entry) => entry.path), '/page-qui-n-existe-pas']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const texts = [
        await page.locator('body').innerText(),
        await page.title(),
        (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      ]
      expect(texts.flatMap((text) => text.match(BREAKABLE) ?? []), path).toEqual([])
    }
  })

  test('what an editor types gets the same spaces, without touching addresses', async ({ request }) => {
    const admin = await adminHeaders(request)
    const found = (await (await request.get('/api/faqs?where[placement][equals]=home&sort=order&limit=1&depth=0')).json()) as {
      docs: Array<{ id: number; answer: string }>
    }
    const faq = found.docs[0]!
    const typed = 'Oui : sans inscription ! Et «gratuit» ? Écrivez à aide@exemple.fr avant 10:30 ; voir https://exemple.fr/?x=1.'
    try {
      expect((await request.patch(`/api/faqs/${faq.id}`, { headers: admin, data: { answer: typed } })).ok()).toBe(true)
      await expect
        .poll(async () => (await request.get('/')).text())
        .toContain(`Oui${NBSP}: sans inscription${NNBSP}! Et «${NBSP}gratuit${NBSP}»${NNBSP}? Écrivez à aide@exemple.fr avant 10:30${NNBSP}; voir https://exemple.fr/?x=1.`)
    } finally {
      await request.patch(`/api/faqs/${faq.id}`, { headers: admin, data: { answer: faq.answer } })
    }
  })
})

test.describe('header and menu', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page))

  test('the logo goes home and the menu offers the four entries', async ({ page }) => {
    await open(page, '/ressources')
    await page.getByRole('banner').getByRole('link', { name: 'Cap Orientation' }).click()
    await page.waitForURL(/\/$/)
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await expect(nav.getByRole('link')).toHaveText(['Accueil', 'Qui sommes-nous', 'Nos conseils sur l’orientation', 'Accès à mes résultats'])
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true')
    await axe(page)
  })

  test('Escape closes the menu and gives focus back to its button; Tab stays inside', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const links = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')
    await expect(links.first()).toBeFocused()
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    await expect(links.last()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(links.last()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(links.first()).toBeHidden()
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused()
  })

  test('the page does not scroll while the menu is open, and a click outside closes it', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(40, 600)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.mouse.click(40, 600)
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden')
    await page.waitForURL(/\/$/)
  })

  test('choosing an entry navigates, closes the menu and starts at the top', async ({ page }) => {
    await open(page, '/')
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Qui sommes-nous' }).click()
    await page.waitForURL(/\/qui-sommes-nous$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    // The entry of the page already shown: at the top too, with the focus on the content, not lost with the menu.
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Qui sommes-nous' }).click()
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden()
    await expect(page.getByRole('main')).toBeFocused()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('footer and terms of sale', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page))

  test('every legal and trust entry opens the terms dialog, which "Fermer" closes', async ({ page }) => {
    await open(page, '/ressources')
    const footer = page.getByRole('contentinfo')
    const entries = [...siteDefaults.footer.legal.items, ...siteDefaults.footer.trust.items]
    for (const entry of entries) {
      // Each says which document it opens, whatever its own name.
      await expect(footer.getByRole('button', { name: entry, exact: true })).toHaveAccessibleDescription('Conditions Générales de Vente')
      await footer.getByRole('button', { name: entry, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Conditions Générales de Vente' })
      await expect(dialog).toBeVisible()
      // It opens on the text (a named region the keyboard scrolls), not on the button under it.
      await expect(dialog.getByRole('region', { name: 'Conditions Générales de Vente' })).toBeFocused()
      await expect(dialog.getByRole('heading', { name: 'Article 8 — Droit de rétractation' })).toBeAttached()
      if (entry === entries[0]) await axe(page)
      // As the spec has it, a button worded « Fermer » (not a × named so), under the text.
      await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveText('Fermer')
      await dialog.getByRole('button', { name: 'Fermer' }).click()
      await expect(dialog).toBeHidden()
    }
  })

  test('the terms show the seller’s details an admin wrote once in the settings, wherever their placeholder stands', async ({ page, request }) => {
    const admin = await adminHeaders(request)
    const seller = { legalName: 'Cap Orientation SAS', siren: '732 829 320' }
    expect((await request.post('/api/globals/site-settings', { headers: admin, data: { seller } })).ok()).toBe(true)
    try {
      await open(page, '/ressources')
      await page.getByRole('contentinfo').getByRole('button', { name: 'Mentions légales', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Conditions Générales de Vente' })
      await expect(dialog.getByText('Raison sociale : Cap Orientation SAS', { exact: true })).toBeVisible()
      await expect(dialog.getByText('SIREN : 732 829 320', { exact: true })).toBeVisible()
      await expect(dialog.getByText(/^Dans les présentes CGV, Cap Orientation SAS est désignée/)).toBeVisible()
      await expect(dialog.getByText(/\[Raison sociale\]|\[SIREN\]/)).toHaveCount(0)
      // A detail not written yet keeps its placeholder, which every start of the site reports.
      await expect(dialog.getByText('Téléphone : [Numéro de téléphone]', { exact: true })).toBeVisible()
      // Its prices are the settings' prices, not words of the text that a price change would leave behind.
      await expect(dialog.getByText(/^Rapport Premium\s:\s18,00\s€ TTC\./)).toBeVisible()
      await expect(dialog.getByText(/\[Prix /)).toHaveCount(0)
    } finally {
      await request.post('/api/globals/site-settings', { headers: admin, data: { seller: { legalName: null, siren: null } } })
    }
  })

  test('resources links, two social profiles, the method and data pages, and the current year', async ({ page }) => {
    await open(page, '/')
    const footer = page.getByRole('contentinfo')
    for (const link of siteDefaults.footer.resources.links) {
      await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
    }
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/)
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/)
    await expect(footer.getByText(`© ${new Date().getFullYear()} Cap Orientation`)).toBeVisible()
    await footer.getByRole('link', { name: 'Mes données' }).click()
    await page.waitForURL(/\/mes-donnees$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes données personnelles')
    await page.goBack()
    await footer.getByRole('link', { name: 'Notre méthode' }).click()
    await page.waitForURL(/\/methode$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre méthode : le modèle RIASEC')
  })
})

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page))

  test('has the ten sections in order with their anchors, and no accessibility violation', async ({ page }) => {
    await open(page, '/')
    await expect(page.getByText('Bilan en ligne certifié')).toBeVisible()
    const order = await page.evaluate(() => {
      const top = (element: Element | null) => (element ? element.getBoundingClientRect().top + window.scrollY : Number.NaN)
      // Spaces compared as spaces: the page has no-break ones before « ? » (see 'French typography').
      const byText = (text: string) => [...document.querySelectorAll('h1, h2')].find((heading) => heading.textContent?.replace(/\s/g, ' ') === text) ?? null
      return [
        top(document.querySelector('h1')),
        top(document.querySelector('main a[href="/bilan-orientation-scolaire"]')),
        top(document.getElementById('temoignages')),
        top(document.getElementById('exemple-rapport')),
        top(byText('Ce que vous découvrez gratuitement')),
        top(byText('Et si vous preniez aussi soin de vous ?')),
        top(document.getElementById('benefices')),
        top(document.getElementById('faq')),
        top(document.querySelector('footer')),
      ]
    })
    expect(order.every((value) => Number.isFinite(value))).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    await expect(page.locator('#benefices li')).toHaveCount(4)
    await axe(page)
  })

  test('hero buttons: one scrolls to the sample report, the other starts the general-public assessment', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('link', { name: homeCopy.hero.exampleButton }).click()
    await expect(page).toHaveURL(/#exemple-rapport$/)
    await expect(page.getByRole('heading', { name: homeCopy.exampleReport.title })).toBeInViewport()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.getByRole('link', { name: homeCopy.hero.startButton }).click()
    await page.waitForURL(/\/bilan-competences-tous-publics$/)
  })

  test('each audience card leads to its page, which starts at the top', async ({ page }) => {
    for (const [index, { path, title }] of AUDIENCE_PAGES.entries()) {
      await open(page, '/')
      // Each link names its card: a list of the page's links does not read « EN SAVOIR PLUS » three times.
      const card = homeCopy.audienceCards[index]!
      const link = page.getByRole('link', { name: `${card.button} ${card.title}`, exact: true })
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }))
      await link.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await link.click()
      await page.waitForURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    }
  })

  test('testimonials section shows the home testimonials', async ({ page }) => {
    await open(page, '/#temoignages')
    const section = page.locator('#temoignages')
    await expect(section.getByRole('heading', { name: homeCopy.testimonials.title })).toBeVisible()
    await expect(section.getByRole('listitem')).toHaveCount(4)
  })

  test('the sample report: 12 pages, page indicator, keyboard, and no move past either end', async ({ page }) => {
    await open(page, '/#exemple-rapport')
    const carousel = page.getByRole('region', { name: 'Exemple de rapport en 12 pages' })
    // One page at a time: the others are hidden from assistive technologies until shown.
    await expect(carousel.locator('[aria-roledescription="diapositive"]')).toHaveCount(12)
    await expect(carousel.getByRole('group')).toHaveCount(1)
    await expect(carousel.getByText('Page 1 sur 12', { exact: true })).toBeVisible()
    const previous = carousel.getByRole('button', { name: 'Page précédente' })
    const next = carousel.getByRole('button', { name: 'Page suivante' })
    await expect(previous).toBeDisabled()
    await carousel.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByText('Page 1 sur 12', { exact: true })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByText('Page 2 sur 12', { exact: true })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByText('Page 1 sur 12', { exact: true })).toBeVisible()
    for (let n = 2; n <= 12; n++) {
      await next.click()
      await expect(carousel.getByText(`Page ${n} sur 12`, { exact: true })).toBeVisible()
    }
    await expect(next).toBeDisabled()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByText('Page 12 sur 12', { exact: true })).toBeVisible()
    // Named « …page 12 sur 12 » by its image, or « …page 12 sur 12 : <title> » by its stand-in.
    await expect(carousel.getByRole('img', { name: /page 12 sur 12/ })).toBeInViewport()
    await previous.click()
    await expect(carousel.getByText('Page 11 sur 12', { exact: true })).toBeVisible()
    await axe(page)
  })

  test('arrows on wide screens; dots on phones', async ({ page, isMobile }) => {
    await open(page, '/#exemple-rapport')
    const carousel = page.getByRole('region', { name: 'Exemple de rapport en 12 pages' })
    const dots = carousel.getByRole('button', { name: /^Aller à la page \d+$/ })
    if (isMobile) {
      await expect(dots).toHaveCount(12)
      await dots.nth(4).click()
      await expect(carousel.getByText('Page 5 sur 12', { exact: true })).toBeVisible()
      await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true')
    } else {
      await expect(dots.first()).toBeHidden()
      const box = await carousel.getByRole('button', { name: 'Page suivante' }).boundingBox()
      const frame = await carousel.getByRole('img', { name: /page 1 sur 12/ }).boundingBox()
      expect(box!.x).toBeGreaterThan(frame!.x + frame!.width)
    }
  })

  test('a swipe turns the page, and not beyond the first', async ({ page }) => {
    await open(page, '/#exemple-rapport')
    const carousel = page.getByRole('region', { name: 'Exemple de rapport en 12 pages' })
    const firstPage = carousel.getByRole('img', { name: /page 1 sur 12/ })
    // On a phone the illustration comes first: the pages are below the anchor's fold.
    await firstPage.scrollIntoViewIfNeeded()
    const frame = (await firstPage.boundingBox())!
    const y = frame.y + frame.height / 2
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y)
      await page.mouse.down()
      for (let step = 1; step <= 8; step++) await page.mouse.move(from + ((to - from) * step) / 8, y)
      await page.mouse.up()
    }
    await swipe(frame.x + frame.width - 10, frame.x - 60)
    await expect(carousel.getByText('Page 2 sur 12', { exact: true })).toBeVisible()
    await page.waitForTimeout(600)
    await swipe(frame.x + 10, frame.x + frame.width + 60)
    await expect(carousel.getByText('Page 1 sur 12', { exact: true })).toBeVisible()
    await page.waitForTimeout(600)
    await swipe(frame.x + 10, frame.x + frame.width + 60)
    await expect(carousel.getByText('Page 1 sur 12', { exact: true })).toBeVisible()
  })

  test('the price modal: three items, closes by Escape, close button and backdrop, and counts its events', async ({ page }) => {
    await open(page, '/#exemple-rapport')
    const openButton = page.getByRole('button', { name: homeCopy.exampleReport.priceButton })
    const dialog = page.getByRole('dialog', { name: 'Rapport Premium — 18,00\u00a0€' })

    await openButton.click()
    await expect(dialog).toBeVisible()
    for (const item of ['Profil complet', '6 métiers', 'Plan d’action']) await expect(dialog.getByText(item, { exact: true })).toBeVisible()
    await axe(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(openButton).toBeFocused()

    await openButton.click()
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect(dialog).toBeHidden()

    await openButton.click()
    const box = (await dialog.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, Math.max(2, box.y - 8) + (box.y < 12 ? box.height + 14 : 0))
    await expect(dialog).toBeHidden()
    expect((await dataLayerEvents(page)).filter((event) => event === 'open_price_modal')).toHaveLength(3)

    await openButton.click()
    await dialog.getByRole('link', { name: homeCopy.priceModal.startButton }).click()
    await page.waitForURL(/\/bilan-competences-tous-publics$/)
    expect(await dataLayerEvents(page)).toEqual(expect.arrayContaining(['open_price_modal', 'click_start_bilan_with_price']))
  })

  test('free preview buttons lead to the school and career-change pages', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('link', { name: 'Test orientation scolaire' }).click()
    await page.waitForURL(/\/bilan-orientation-scolaire$/)
    await open(page, '/')
    await page.getByRole('link', { name: 'Test reconversion pro' }).click()
    await page.waitForURL(/\/bilan-reconversion-professionnelle$/)
  })

  test('the wellbeing section presents the colouring book, and links out to its page once an editor gave it, in a new tab', async ({ page, request }) => {
    const section = page.getByRole('region', { name: frenchSpacing(homeCopy.wellbeing.title) })
    const button = section.getByRole('link', { name: new RegExp(homeCopy.wellbeing.button) })
    // Seeded without a link: no button to a page that does not sell the book, nor the note about buying on a merchant site.
    await open(page, '/')
    await expect(section.getByText('Disponible à 7,99\u00a0€')).toBeVisible()
    await expect(button).toHaveCount(0)
    await expect(section.getByText(frenchSpacing(homeCopy.wellbeing.externalNote))).toHaveCount(0)

    const admin = await adminHeaders(request)
    const refused = await request.post('/api/globals/site-settings', { headers: admin, data: { colouringBook: { url: 'www.exemple.fr/livre' } } })
    expect(refused.status()).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Indique l’adresse complète de la page du livre, commençant par https://')
    const url = 'https://www.exemple.fr/livre-coloriage-anti-stress'
    expect((await request.post('/api/globals/site-settings', { headers: admin, data: { colouringBook: { url } } })).ok()).toBe(true)
    try {
      await open(page, '/')
      await expect(button).toHaveAttribute('href', url)
      await expect(button).toHaveAttribute('target', '_blank')
      await expect(button).toHaveAttribute('rel', /noopener/)
      await expect(button).toHaveAccessibleName(/nouvel onglet/)
      await expect(section.getByText(frenchSpacing(homeCopy.wellbeing.externalNote))).toBeVisible()
    } finally {
      await request.post('/api/globals/site-settings', { headers: admin, data: { colouringBook: { url: null } } })
    }
  })

  test('the FAQ: one answer at a time, and a second click closes it', async ({ page }) => {
    await open(page, '/#faq')
    const faq = page.locator('#faq')
    const homeFaqs = faqs.filter((faq) => faq.placement === 'home')
    const questions = homeFaqs.map((item) => faq.getByRole('button', { name: item.question }))
    for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText(shown(homeFaqs[0]!.answer))).toBeHidden()
    await questions[0]!.click()
    await expect(questions[0]!).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText(shown(homeFaqs[0]!.answer))).toBeVisible()
    await questions[1]!.click()
    await expect(questions[1]!).toHaveAttribute('aria-expanded', 'true')
    await expect(questions[0]!).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText(shown(homeFaqs[0]!.answer))).toBeHidden()
    await questions[1]!.click()
    await expect(questions[1]!).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText(shown(homeFaqs[1]!.answer))).toBeHidden()
  })

  test('sections fade in on scroll without moving the layout', async ({ page }) => {
    await open(page, '/')
    await expect(page.locator('[data-reveal="waiting"]').first()).toBeAttached()
    for (let y = 0; y < 9000; y += 300) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      await page.waitForTimeout(60)
    }
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 300)
        }),
    )
    expect(shift).toBeLessThan(0.05)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the landing is fully readable, FAQ answers included', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.title)
    for (const faq of faqs.filter((item) => item.placement === 'home')) await expect(page.getByText(shown(faq.answer))).toBeVisible()
    await expect(page.getByRole('heading', { name: homeCopy.benefits.title })).toBeVisible()
    await expect(page.getByText('Page 1 sur 12', { exact: true })).toBeVisible()
  })

  test('the menu opens and closes, and an entry leads to its page', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('banner').locator('summary')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await expect(nav).toBeHidden()
    // A native disclosure: browsers announce its state; its name follows it.
    await expect(toggle).toHaveAccessibleName('Ouvrir le menu')
    await toggle.click()
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link')).toHaveText(['Accueil', 'Qui sommes-nous', 'Nos conseils sur l’orientation', 'Accès à mes résultats'])
    await expect(toggle).toHaveAccessibleName('Fermer le menu')
    // The page behind does not scroll while the menu is open.
    await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden')
    await toggle.click()
    await expect(nav).toBeHidden()
    await expect(page.locator('html')).not.toHaveCSS('overflow-y', 'hidden')

    await toggle.press('Enter')
    await expect(nav).toBeVisible()
    await nav.getByRole('link', { name: 'Qui sommes-nous' }).click()
    await page.waitForURL(/\/qui-sommes-nous$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden()
  })
})

test.describe('menu before and after React', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page))

  /** Holds the page's scripts until `release()`: the page is the server's HTML, as without JavaScript, until then. */
  async function holdScripts(page: Page) {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
      await gate
      await route.continue().catch(() => {})
    })
    return release
  }

  test('the scripted button takes the native toggle\'s place in the same box', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const summary = page.getByRole('banner').locator('summary')
    const before = await summary.boundingBox()
    release()
    const button = page.getByRole('button', { name: 'Ouvrir le menu' })
    await expect(button).toBeEnabled({ timeout: 30_000 })
    await expect(summary).toHaveCount(0)
    expect(await button.boundingBox()).toEqual(before)
  })

  test('a menu opened before React runs stays open, and then behaves as the scripted one', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('banner').locator('summary').click()
    const links = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')
    await expect(links.first()).toBeVisible()
    // The native menu, open, as a visitor without JavaScript has it (axe needs the page's JavaScript).
    await axe(page)
    release()
    const close = page.getByRole('button', { name: 'Fermer le menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(links.first()).toBeHidden()
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused()
  })
})

test.describe('audience pages', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page))

  for (const { path, bilanType, title } of AUDIENCE_PAGES) {
    test(`${path}: hero, sections, two testimonials, three questions, and a start modal that stores "${bilanType}"`, async ({ page }) => {
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { level: 2 })).not.toHaveCount(0)
      await expect(page.locator('figure blockquote')).toHaveCount(2)
      const questions = faqs.filter((faq) => faq.placement === bilanType)
      for (const question of questions) await expect(page.getByRole('button', { name: question.question })).toBeVisible()
      await axe(page)

      // The closing call to action opens the same modal; it sits on a dark band but must stay readable.
      await page.getByRole('button', { name: /^Je commence (le test|mon bilan)$/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await axe(page)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()

      await page.getByRole('button', { name: /^Commencer mon (test|bilan) gratuit$/ }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await axe(page)
      await dialog.getByRole('button', { name: 'Commencer le test' }).click()
      await expect(dialog.getByText('Le nom est obligatoire')).toBeVisible()
      // The first field at fault takes the focus and says what is wrong, once, as its description.
      await expect(dialog.getByLabel('Ton prénom', { exact: true })).toBeFocused()
      await expect(dialog.getByLabel('Ton prénom', { exact: true })).toHaveAccessibleDescription('Le nom est obligatoire')
      await dialog.getByLabel('Ton prénom').fill('Camille')
      await dialog.getByLabel('Ton email').fill('camille@exemple.fr')
      await dialog.getByRole('button', { name: 'Commencer le test' }).click()
      await page.waitForURL(new RegExp(`/test-riasec\\?bilan=${bilanType}$`))
      expect(await page.evaluate(() => window.localStorage.getItem('bilanType'))).toBe(JSON.stringify(bilanType))
    })
  }

  test('the all-audiences page leads to the Premium offer it names, shown on the coaching page beside the two coachings', async ({ page }) => {
    await open(page, AUDIENCE_PAGES[0].path)
    await expect(page.getByRole('link', { name: PREMIUM_LINK.label })).toHaveCount(0)
    await open(page, '/bilan-competences-tous-publics')
    const section = page.getByRole('region', { name: 'Le rapport complet, si vous le souhaitez' })
    await expect(section.getByText(/L’offre Premium à 59,00\s€/)).toBeVisible()
    await section.getByRole('link', { name: PREMIUM_LINK.label }).click()
    // The flow writes its screen into the address, keeping Premium asked for.
    await expect(page).toHaveURL(/\/coaching\?step=presentation&offer=premium$/)
    // One page for search engines, whatever offer it shows.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/coaching$/)
    for (const title of ['Séance unique', 'Suivi d’un mois', 'Offre Premium']) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Offre Premium' }) })
    await expect(premium.getByText('59,00\u00a0€')).toBeVisible()
    await axe(page)
    // Reloaded (or come back to from the payment page), the page still shows it.
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Offre Premium' })).toBeVisible()
    await premium.getByRole('button', { name: /Offre Premium/ }).click()
    await expect(page.getByText(/^Offre Premium · 59,00\s€$/)).toBeVisible()
    await expect(page).toHaveURL(/\/coaching\?step=booking&offer=premium$/)
  })

  test('a text selection dragged from the start modal’s field out to the backdrop leaves the modal open, name kept', async ({ page }) => {
    await open(page, AUDIENCE_PAGES[0].path)
    await page.getByRole('button', { name: /^Commencer mon (test|bilan) gratuit$/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const name = dialog.getByLabel('Ton prénom')
    await name.fill('Camille')
    const field = (await name.boundingBox())!
    const panel = (await dialog.boundingBox())!
    await page.mouse.move(field.x + field.width / 2, field.y + field.height / 2)
    await page.mouse.down()
    // The dialog keeps at least 1rem of backdrop on each side.
    await page.mouse.move(4, panel.y + panel.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(dialog).toBeVisible()
    await expect(name).toHaveValue('Camille')

    // A click that both starts and ends on the backdrop still closes it.
    await page.mouse.click(4, panel.y + panel.height / 2)
    await expect(dialog).toBeHidden()
  })

  test('the start modal’s consent sentence opens the terms of sale over it, and its × is « Fermer »', async ({ page }) => {
    await open(page, AUDIENCE_PAGES[0].path)
    await page.getByRole('button', { name: /^Commencer mon (test|bilan) gratuit$/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Avant de commencer' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Fermer', exact: true })).toHaveCount(1)
    await dialog.getByLabel('Ton prénom').fill('Camille')
    // The words of the sentence are the button: « …consulte nos [Conditions Générales de Vente]. »
    const readTerms = dialog.getByRole('button', { name: 'Conditions Générales de Vente', exact: true })
    await expect(dialog.getByText(/consulte nos Conditions Générales de Vente\.$/)).toContainText('Ton prénom et ton email servent uniquement')
    const terms = page.getByRole('dialog', { name: 'Conditions Générales de Vente' })
    await readTerms.click()
    await expect(terms.getByRole('heading', { name: 'Article 8 — Droit de rétractation' })).toBeVisible()
    // Which version the visitor reads: the seed dates it the day it ran.
    await expect(terms.getByText(/^Mise à jour le (1er|\d{1,2}) \p{L}+ \d{4}$/u)).toBeVisible()
    await axe(page)
    // Closing the terms, by Escape or by « Fermer », comes back to the start modal, name kept.
    await page.keyboard.press('Escape')
    await expect(terms).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(readTerms).toBeFocused()
    await readTerms.click()
    await terms.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expect(terms).toBeHidden()
    await expect(dialog.getByLabel('Ton prénom')).toHaveValue('Camille')
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expect(dialog).toBeHidden()
  })
})

test.describe('content pages', () => {
  test.beforeEach(async ({ page }) => skipCookieBanner(page))

  test('about and method pages', async ({ page }) => {
    await open(page, '/qui-sommes-nous')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
    await expect(page.getByRole('link', { name: 'Commencer le test gratuit' })).toHaveAttribute('href', '/bilan-competences-tous-publics')
    await axe(page)
    await open(page, '/methode')
    await expect(page.getByRole('heading', { name: 'En cas d’égalité' })).toBeVisible()
    await axe(page)
  })

  test('the resources index: badge, title, five cards, and the closing call to action', async ({ page }) => {
    await open(page, '/ressources')
    await expect(page.getByText('Ressources & Conseils', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos conseils sur l’orientation')
    const readMore = page.getByRole('link', { name: 'En savoir plus' })
    await expect(readMore).toHaveCount(5)
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(articles.map((article) => article.title))
    // Each card's link says which article it opens, and the list has a heading of its own under the page's.
    for (const article of articles) await expect(page.getByRole('link', { name: `En savoir plus ${article.title}`, exact: true })).toHaveAttribute('href', `/${article.slug}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Tous nos articles' })).toBeAttached()
    // Each card shows the illustration drawn for its article, described by the drawing's own title.
    for (const article of articles) {
      const card = page.getByRole('listitem').filter({ hasText: article.title })
      await expect(card.getByRole('img', { name: await illustrationTitle(articleIllustration(article.slug)) })).toBeVisible()
    }
    await axe(page)
    await expect(page.getByRole('heading', { name: 'Prêt à passer à l’action ?' })).toBeVisible()
    await page.getByRole('link', { name: 'Faire le test gratuit' }).click()
    await page.waitForURL(/\/bilan-reconversion-professionnelle$/)
  })

  test('the grid has one column on phones and three on wide screens', async ({ page, isMobile }) => {
    await open(page, '/ressources')
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'En savoir plus' }) })
    const tops = await cards.evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)))
    if (isMobile) expect(new Set(tops).size).toBe(3)
    else expect(new Set(tops).size).toBe(1)
  })

  for (const article of articles) {
    test(`article /${article.slug}: back to the resources and its buttons`, async ({ page }) => {
      await open(page, '/ressources')
      await page
        .getByRole('listitem')
        .filter({ hasText: article.title })
        .getByRole('link', { name: 'En savoir plus' })
        .click()
      await page.waitForURL(new RegExp(`/${article.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.getByRole('img', { name: await illustrationTitle(articleIllustration(article.slug)) })).toBeVisible()
      // After a client-side navigation, Next.js writes the new page's title a moment after its content.
      await expect(page).toHaveTitle(/\S/)
      await axe(page)
      const buttons = article.body.filter((block) => block.type === 'cta')
      expect(buttons.length).toBeGreaterThan(0)
      for (const button of buttons) {
        await expect(page.getByRole('link', { name: button.label, exact: true })).toHaveAttribute('href', button.href)
      }
      await page.getByRole('link', { name: 'Retour' }).click()
      await page.waitForURL(/\/ressources$/)
    })
  }

  test('the adult articles lead to the career-change page and the advice article', async ({ page }) => {
    await open(page, '/test-orientation-professionnelle-adulte')
    await page.getByRole('link', { name: 'Faire le test maintenant' }).click()
    await page.waitForURL(/\/bilan-reconversion-professionnelle$/)
    await open(page, '/bilan-orientation-professionnelle-adulte')
    await page.getByRole('link', { name: 'Nos conseils reconversion' }).click()
    await page.waitForURL(/\/conseils-reconversion-professionnelle$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles.find((item) => item.slug === 'conseils-reconversion-professionnelle')!.title)
  })

  test('an article cover is an AVIF/WebP picture, and a placeholder with its caption when it fails to load', async ({ page, request }) => {
    const admin = await adminHeaders(request)
    const article = articles[1]!
    const image = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366cc' } }).png().toBuffer()
    const upload = await request.post('/api/media', {
      headers: admin,
      multipart: { file: { name: 'couverture.png', mimeType: 'image/png', buffer: image }, _payload: JSON.stringify({ alt: 'Couverture de test' }) },
    })
    expect(upload.ok()).toBe(true)
    const media = ((await upload.json()) as { doc: { id: number } }).doc
    const found = (await (await request.get(`/api/articles?where[slug][equals]=${article.slug}&depth=0`)).json()) as {
      docs: Array<{ id: number; image: number | null }>
    }
    const { id: articleId, image: illustration } = found.docs[0]!
    try {
      expect((await request.patch(`/api/articles/${articleId}`, { headers: admin, data: { image: media.id } })).ok()).toBe(true)
      await open(page, `/${article.slug}`)
      const cover = page.getByRole('img', { name: 'Couverture de test' })
      await expect(cover).toBeVisible()
      await expect(page.locator('main picture source[type="image/avif"]')).toHaveCount(1)
      await expect(page.locator('main picture source[type="image/webp"]')).toHaveCount(1)
      await open(page, '/ressources')
      await expect(page.getByRole('img', { name: 'Couverture de test' })).toHaveAttribute('loading', 'lazy')

      await page.route('**/api/media/**', (route) => route.abort())
      await open(page, `/${article.slug}`)
      await expect(page.getByText('Illustration de l’article')).toBeVisible()
      await expect(page.getByRole('img', { name: 'Couverture de test' })).toHaveCount(0)
      await page.unroute('**/api/media/**')

      // Written without a cover, the article starts with its text: no frame where no picture was chosen.
      expect((await request.patch(`/api/articles/${articleId}`, { headers: admin, data: { image: null } })).ok()).toBe(true)
      await open(page, `/${article.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The cover is the page's one picture loaded first; the body may hold pictures of its own.
      await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(0)
      await expect(page.getByText('Illustration de l’article')).toHaveCount(0)
    } finally {
      await request.patch(`/api/articles/${articleId}`, { headers: admin, data: { image: illustration } })
      await request.delete(`/api/media/${media.id}`, { headers: admin })
    }
  })

  test('the resources index says so when no article is published', async ({ page, request }) => {
    const admin = await adminHeaders(request)
    const found = (await (await request.get('/api/articles?limit=50&depth=0')).json()) as { docs: Array<{ id: number }> }
    try {
      for (const doc of found.docs) await request.patch(`/api/articles/${doc.id}`, { headers: admin, data: { _status: 'draft' } })
      await open(page, '/ressources')
      await expect(page.getByText('Nos premiers articles arrivent bientôt !')).toBeVisible()
      await expect(page.getByRole('link', { name: 'En savoir plus' })).toHaveCount(0)
    } finally {
      for (const doc of found.docs) await request.patch(`/api/articles/${doc.id}`, { headers: admin, data: { _status: 'published' } })
    }
    await open(page, '/ressources')
    await expect(page.getByRole('link', { name: 'En savoir plus' })).toHaveCount(5)
  })

  test('the not-found page: 404, its title and its two ways back', async ({ page }) => {
    const response = await open(page, '/cette-page-n-existe-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page introuvable')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retourner au test d’orientation' })).toHaveAttribute('href', '/test')
    await axe(page)
    await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
    await page.waitForURL(/\/$/)
  })
})

/**
 * The tag manager container of the server under test: playwright.config.ts starts its server with this one;
 * a server already running (E2E_BASE_URL) names its own in GTM_ID, or has none.
 */
const GTM_ID = process.env.E2E_BASE_URL ? process.env.GTM_ID : 'GTM-E2ETEST'

/**
 * Answers the tag manager's script with one that sends a page view to Google Analytics' regional host, as
 * GA4 does, and answers that too (nothing leaves this machine); lists what reached either. A request the
 * site's security policy blocks never reaches them.
 */
async function fakeTagManager(page: Page): Promise<string[]> {
  const requests: string[] = []
  const pageView = "fetch('https://region1.google-analytics.com/g/collect?v=2&dl=' + encodeURIComponent(location.href), { method: 'POST', mode: 'no-cors' })"
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: pageView })
  })
  await page.route('https://region1.google-analytics.com/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 204 })
  })
  return requests
}

test.describe('cookie consent', () => {
  test('refusing is as easy as accepting; the choice is kept; the tag manager loads only once accepted', async ({ page, context }) => {
    test.skip(!GTM_ID, 'the server under test (E2E_BASE_URL) has no tag manager: set GTM_ID to its container')
    const tagRequests = await fakeTagManager(page)
    await open(page, '/')
    const banner = page.getByRole('region', { name: 'Cookies : à toi de choisir' })
    await expect(banner).toBeVisible()
    await axe(page)
    const refuse = banner.getByRole('button', { name: 'Tout refuser' })
    const accept = banner.getByRole('button', { name: 'Tout accepter' })
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()]
    expect(Math.round(refuseBox!.height)).toBe(Math.round(acceptBox!.height))
    expect(Math.abs(refuseBox!.width - acceptBox!.width)).toBeLessThan(2)
    // On a small phone it covers no more than a third of the screen.
    const viewport = page.viewportSize()!
    await page.setViewportSize({ width: 360, height: 740 })
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(740 / 3)
    await page.setViewportSize(viewport)

    await page.getByRole('button', { name: homeCopy.exampleReport.priceButton }).click()
    await page.keyboard.press('Escape')
    expect(await dataLayerEvents(page)).toContain('open_price_modal')
    // Before any choice, events wait in the page: no tag manager reads them.
    expect(tagRequests).toEqual([])

    await refuse.click()
    await expect(banner).toBeHidden()
    // Kept six months, as the terms say, and nowhere the browser would keep it longer.
    const kept = (await context.cookies()).find((cookie) => cookie.name === 'consent')
    expect(kept?.value).toBe('denied')
    expect((kept!.expires * 1000 - Date.now()) / 86_400_000).toBeCloseTo(182, 0)
    expect(await page.evaluate(() => window.localStorage.getItem('consent'))).toBeNull()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeEnabled({ timeout: 30_000 })
    await expect(banner).toBeHidden()

    await page.getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(banner).toBeVisible()
    await expect(refuse).toBeFocused()
    // Refused, and a page loaded since: still none.
    expect(tagRequests).toEqual([])
    await accept.click()
    await expect(banner).toBeHidden()
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('granted')
    await expect.poll(() => tagRequests.length).toBeGreaterThan(0)
    expect(new URL(tagRequests[0]!).searchParams.get('id')).toBe(GTM_ID)
    // The security policy lets the tag send its measures to Google Analytics' regional host.
    await expect.poll(() => tagRequests.filter((url) => url.startsWith('https://region1.google-analytics.com/g/collect')).length).toBe(1)
  })

  test('the choice is asked again once its cookie has expired, whatever an earlier version left in the browser', async ({ page }) => {
    test.skip(!GTM_ID, 'the server under test (E2E_BASE_URL) has no tag manager: set GTM_ID to its container')
    // Earlier versions also kept the choice in localStorage, where it never expired.
    await page.addInitScript(() => window.localStorage.setItem('consent', 'granted'))
    const tagRequests = await fakeTagManager(page)
    await open(page, '/')
    await expect(page.getByRole('region', { name: 'Cookies : à toi de choisir' })).toBeVisible()
    expect(tagRequests).toEqual([])
  })

  test('the tag manager never sees an emailed link’s key: opening one leads to a page whose address holds none, where it starts with consent', async ({ page }) => {
    test.skip(!GTM_ID, 'the server under test (E2E_BASE_URL) has no tag manager: set GTM_ID to its container')
    await cookieChoiceMade(page.context(), 'granted')
    const tagRequests = await fakeTagManager(page)
    const token = 'ab'.repeat(32)
    await open(page, `/acces/${token}`)
    // No such link: the confirmation page, then the page that says so.
    expect(new URL(page.url()).pathname).toBe('/acces/invalide')
    await expect(page.getByRole('heading', { level: 1, name: 'Lien expiré ou déjà utilisé' })).toBeVisible()
    expect(await page.evaluate(() => window.location.href + document.referrer)).not.toContain(token)
    await expect.poll(() => tagRequests.length).toBeGreaterThan(0)
    expect(tagRequests.join(' ')).not.toContain(token)
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).not.toContain(token)
  })

  test('the emailed links never show their key in a page’s address', async ({ page }) => {
    const token = 'cd'.repeat(32)
    await open(page, `/mes-donnees/lien?lien=${token}`)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/mes-donnees?lien-refuse')
    await expect(page.getByRole('status').filter({ hasText: 'Ce lien n’est plus valable.' })).toBeVisible()
    // The address the emails carried before leads the same way.
    await open(page, `/mes-donnees?lien=${token}`)
    expect(new URL(page.url()).search).toBe('?lien-refuse')
    // Back from a valid link without its cookie (an hour later, or cookies refused): the page says what to do.
    await open(page, '/mes-donnees?lien-ouvert')
    await expect(page.getByRole('status').filter({ hasText: /^Cette page a expiré, tu l’as ouverte dans un autre navigateur que celui du lien, ou ton navigateur a refusé le cookie qui la protège\./ })).toBeVisible()
    await open(page, `/commande/appareil?commande=cs_test_a&expire=1798161959&signature=${token}`)
    expect(new URL(page.url()).pathname).toBe('/acces/invalide')
    // The confirmation page's address from before the link waited in a cookie is opened as the link is now.
    await open(page, `/commande/confirmer?commande=cs_test_a&expire=1798161959&signature=${token}`)
    expect(new URL(page.url()).pathname).toBe('/acces/invalide')
    // A one-time results link of another shape; then its confirmation page without the link's cookie.
    await open(page, '/acces/pas-un-lien')
    expect(new URL(page.url()).pathname).toBe('/acces/invalide')
    await open(page, '/acces/confirmer')
    await expect(page.getByRole('heading', { level: 1, name: 'Rouvre le lien de ton email' })).toBeVisible()
    await expect(page).toHaveTitle(/^Rouvre le lien de ton email/)
    await axe(page)
  })

  test('the banner comes with the page on a first visit, and never shows to a visitor who already chose, even before React runs', async ({ page }) => {
    // No script of the app runs: what the visitor sees is the server's HTML and the layout's head script.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    const banner = page.getByRole('region', { name: 'Cookies : à toi de choisir' })
    await page.goto('/ressources')
    await expect(banner).toBeVisible()
    // Its buttons wait for React, as every control that needs JavaScript does.
    await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeDisabled()

    await skipCookieBanner(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()

    await page.unroute('**/_next/static/**/*.js')
    await open(page, '/ressources')
    await expect(banner).toBeHidden()
    await page.getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(banner).toBeVisible()
  })

  test('a choice made in the banner reopened from the footer gives focus back to « Gérer les cookies »', async ({ page }) => {
    await skipCookieBanner(page)
    await open(page, '/')
    const banner = page.getByRole('region', { name: 'Cookies : à toi de choisir' })
    await expect(banner).toBeHidden()
    const settings = page.getByRole('button', { name: 'Gérer les cookies' })
    await settings.click()
    await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeFocused()
    await banner.getByRole('button', { name: 'Tout refuser' }).click()
    await expect(banner).toBeHidden()
    await expect(settings).toBeFocused()
  })
})

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}
