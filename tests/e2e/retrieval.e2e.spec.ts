/**
 * The paid report and « Accès à mes résultats » end to end: pay in demo mode, download the report, then
 * on a fresh browser find the result, follow the one-time link from the email (read in the outbox through
 * the admin API) and download the report there too; finally the « Mes données » link exports and erases.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { pdfInfo, pdfPagesText } from '../../src/server/report/pdf-text'
import { frenchSpacing } from '../../src/domain/typography'
import { adminHeaders } from '../helpers/admin-api'
import { takeRiasecTest } from '../helpers/riasec-steps'

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
}

/** The newest email to this address whose subject matches, read from the outbox as staff would. */
async function latestEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const headers = await adminHeaders(request)
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/api/outbox-emails?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=20`, { headers })
    const { docs } = (await response.json()) as { docs: Array<{ subject: string; text: string }> }
    const found = docs.find((doc) => subject.test(doc.subject))
    if (found) return found.text
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`No email "${subject}" to ${to} in the outbox`)
}

/** A visitor who gave their name and email in the start modal, then took the adult test. */
async function takeTestAs(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/')
  await page.evaluate(
    ([visitorName, visitorEmail]) => {
      localStorage.setItem('userName', JSON.stringify(visitorName))
      localStorage.setItem('userEmail', JSON.stringify(visitorEmail))
      localStorage.setItem('bilanType', JSON.stringify('reconversion'))
    },
    [name, email],
  )
  return takeRiasecTest(page, '/test-riasec?bilan=reconversion')
}

async function payInDemoMode(page: Page, email: string) {
  await page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' }).click()
  const dialog = page.getByRole('dialog', { name: 'Débloquez votre profil complet' })
  await dialog.getByLabel(/renonce expressément à mon droit de rétractation/).check()
  // A development server can be slow to answer the first checkout: the dialog then offers to try again.
  for (let attempt = 1; attempt <= 3 && !/\/paiement-demo\?/u.test(page.url()); attempt++) {
    await dialog.getByRole('button', { name: 'Payer maintenant' }).click()
    await page.waitForURL(/\/paiement-demo\?session=demo_cs_/, { timeout: 45_000 }).catch(() => undefined)
  }
  await page.waitForURL(/\/paiement-demo\?session=demo_cs_/)
  await expect(page.getByText('Mode démo', { exact: true })).toBeVisible()
  // The demo page asks for an address only when the order has none (here the test's contact is known).
  const confirmation = page.getByLabel('Email pour la confirmation')
  if ((await confirmation.count()) > 0 && (await confirmation.inputValue()) === '') await confirmation.fill(email)
  await page.getByRole('button', { name: /^Payer / }).click()
  await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/, { timeout: 30_000 })
  await expect(page.getByText('Profil complet débloqué')).toBeVisible()
}

/** Clicks the report button and checks the file a person would open. */
async function downloadReport(page: Page, firstName: string): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mon rapport (PDF)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^rapport-orientation-.*\.pdf$/)
  const pdf = readFileSync((await download.path())!)
  expect(pdfInfo(pdf)).toMatchObject({ pageCount: 12, language: 'fr' })
  const pages = pdfPagesText(pdf)
  expect(pages[0]).toContain(firstName)
  expect(pages[3]).toContain('Tes six scores RIASEC')
  expect(pages[7]).toMatch(/ROME [A-N]\d{4}/)
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', acceptDownloads: true })
  return context.newPage()
}

test.describe('paid report and results retrieval', () => {
  // Several pages, a payment and two PDFs (a development server also compiles each page on first visit).
  test.setTimeout(240_000)

  test('pay in demo mode, download the report, and restore access on a fresh browser through the emailed link', async ({ page, browser, request }) => {
    const email = `lea.${Date.now()}@exemple.fr`
    const profile = await takeTestAs(page, 'Léa Martin', email)
    await expect(page.getByRole('link', { name: 'Télécharger mon rapport (PDF)' })).toHaveCount(0)
    await payInDemoMode(page, email)
    await downloadReport(page, 'Léa')

    // A fresh browser knows nothing: the report is refused, and the retrieval page takes over.
    const other = await freshPage(browser)
    await other.goto('/api/report')
    await expect(other).toHaveURL(/\/acces-resultats\?rapport=refuse$/)
    await expect(other.getByText(/retrouve d’abord tes résultats/)).toBeVisible()
    const submit = other.getByRole('button', { name: 'Recevoir mon lien d’accès' })
    await expect(submit).toBeDisabled()
    await other.getByLabel('Ton email').fill(`  ${email.toUpperCase()} `)
    await expect(submit).toBeDisabled()
    await other.getByLabel('Ton prénom').fill(' Léa ')
    await expect(submit).toBeEnabled()
    await axe(other)
    await submit.click()
    // The answer takes focus, so a screen reader announces it; it says nothing of the test or its profile.
    await expect(other.getByRole('heading', { name: 'Regarde ta boîte mail' })).toBeFocused()
    await expect(other.getByText(/Si un test correspond à cet email et à ce prénom/)).toBeVisible()
    await expect(other.locator('main')).not.toContainText(profile)
    await axe(other)

    const mail = await latestEmail(request, email, /Ton lien d’accès/)
    const link = /https?:\/\/[^\s]+\/acces\/([0-9a-f]{64})/u.exec(mail)!
    const path = new URL(link[0]).pathname
    const token = link[1]!
    await other.goto(path)
    // The link's key waits in an hour-long cookie only the server reads: the page's address and HTML hold none of it.
    await expect(other).toHaveURL(/\/acces\/confirmer$/)
    await expect(other.getByRole('heading', { name: 'Accéder à mes résultats' })).toBeVisible()
    expect(await other.content()).not.toContain(token)
    // Whose results it opens, to check before confirming: the test's address, masked.
    await expect(other.getByText(`Ce lien ouvre les résultats du test passé avec l’adresse ${email[0]}•••@exemple.fr.`)).toBeVisible()
    const held = (await other.context().cookies()).find((cookie) => cookie.name === 'riasec_restore_link')
    expect(held).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' })
    await axe(other)
    // A double click sends the form once: the second click must not find the link used and say it is dead.
    // (Once React runs, the button waits for the first submission; before, the form works without it.)
    await expect(other.getByRole('button', { name: 'Ouvrir le menu' })).toBeEnabled({ timeout: 30_000 })
    const submissions: string[] = []
    other.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/acces/confirmer') submissions.push(sent.url())
    })
    await other.getByRole('button', { name: 'Accéder à mes résultats' }).dblclick()
    await other.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await expect(other.getByText('Profil complet débloqué')).toBeVisible()
    expect(submissions).toHaveLength(1)
    await downloadReport(other, 'Léa')

    // Opened again on this device, the link says the results are open here, and leads to them.
    await other.goto(path)
    await expect(other.getByRole('heading', { name: 'Tes résultats sont ouverts sur cet appareil' })).toBeVisible()
    await axe(other)
    await other.getByRole('link', { name: 'Voir mes résultats' }).click()
    await expect(other).toHaveURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await expect(other.getByText('Profil complet débloqué')).toBeVisible()
    // Anywhere else it worked once; the first browser kept its access, and is told so.
    const third = await freshPage(browser)
    await third.goto(path)
    await expect(third).toHaveURL(/\/acces\/invalide$/)
    await expect(third.getByRole('heading', { name: 'Lien expiré ou déjà utilisé' })).toBeVisible()
    await page.goto(path)
    await expect(page.getByText('Ce lien a déjà servi, sur un autre appareil ou dans un autre navigateur.', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: 'Voir mes résultats' }).click()
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
  })

  test('a one-time link says whose results it opens and what it replaces here, and a link opened since in another tab is never used in its place', async ({ page, request, baseURL }) => {
    const [ana, noe] = [`ana.lien.${Date.now()}@exemple.fr`, `noe.lien.${Date.now()}@exemple.fr`]
    const profile = await takeTestAs(page, 'Ana', ana)
    // The same browser then takes a test as Noé: it opens Noé's results now.
    await takeTestAs(page, 'Noé', noe)
    /** Asks for a results link for Ana, and waits for its email (a new one, when `previous` is given). */
    const restorePath = async (previous?: string) => {
      expect((await request.post('/api/retrieval', { headers: { origin: baseURL! }, data: { email: ana, firstName: 'Ana' } })).status()).toBe(200)
      for (let attempt = 0; attempt < 20; attempt++) {
        const path = new URL(/https?:\/\/[^\s]+\/acces\/[0-9a-f]{64}/u.exec(await latestEmail(request, ana, /Ton lien d’accès/))![0]).pathname
        if (path !== previous) return path
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      throw new Error('No new results link')
    }
    const first = await restorePath()
    await page.goto(first)
    await expect(page.getByText(`Ce lien ouvre les résultats du test passé avec l’adresse a•••@exemple.fr.`)).toBeVisible()
    await expect(page.getByText(/^Cet appareil ouvre déjà les résultats d’un autre test\s: en confirmant, il ouvrira ceux de ce lien à la place\.$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeEnabled({ timeout: 30_000 })

    // Another link opened meanwhile in a second tab: the first tab's button does not use it.
    const tab = await page.context().newPage()
    await tab.goto(await restorePath(first))
    await expect(tab.getByRole('heading', { name: 'Accéder à mes résultats' })).toBeVisible()
    await page.getByRole('button', { name: 'Accéder à mes résultats' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Un autre lien d’accès a été ouvert entre-temps sur cet appareil' })).toBeVisible()
    expect(new URL(page.url()).search).toBe('?autre-lien')
    // The page's title comes with the navigation the button's answer led to: axe reads it once it is there.
    await expect(page).toHaveTitle(/^Accéder à mes résultats/)
    await axe(page)
    // Confirmed knowingly, it opens Ana's results here.
    await page.getByRole('button', { name: 'Accéder à mes résultats' }).click()
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await tab.reload()
    await expect(tab.getByRole('heading', { name: 'Tes résultats sont ouverts sur cet appareil' })).toBeVisible()
    // The first link, never used, is not used up on a device that already opens its results.
    await page.goto(first)
    await expect(page.getByText(/^Cet appareil a déjà accès à tes résultats\s: ce lien n’a pas servi ici\./)).toBeVisible()
    await axe(page)
  })

  test('an unknown email and first name get the same answer as a known one, with a prefilled mail to support', async ({ page, request }, testInfo) => {
    // Its two lookups from an address of its own: the project's keeps its budget (10 in 15 minutes) for the other tests.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.202.0.${testInfo.project.name === 'mobile' ? 2 : 1}` })
    await page.goto('/acces-resultats')
    // An address that is none: said, and the field marked and focused, to be mended.
    await page.getByLabel('Ton email').fill('personne@exemple')
    await page.getByLabel('Ton prénom').fill('Personne')
    await page.getByRole('button', { name: 'Recevoir mon lien d’accès' }).click()
    await expect(page.locator('form').getByRole('alert')).toHaveText('Cet email ne semble pas valide.')
    await expect(page.getByLabel('Ton email')).toBeFocused()
    await expect(page.getByLabel('Ton email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Ton email')).toHaveAccessibleDescription('Cet email ne semble pas valide.')
    await page.getByLabel('Ton email').fill('personne@exemple.fr')
    await expect(page.getByLabel('Ton email')).not.toHaveAttribute('aria-invalid')
    await expect(page.locator('form').getByRole('alert')).toHaveText('')
    await page.getByLabel('Ton prénom').fill('Personne')
    await page.getByRole('button', { name: 'Recevoir mon lien d’accès' }).click()
    await expect(page.getByRole('heading', { name: 'Regarde ta boîte mail' })).toBeFocused()
    const mailto = await page.getByRole('link', { name: 'Écrire au support' }).getAttribute('href')
    // The body is the page's text, French spacing included (a no-break space before « : »), encoded as UTF-8.
    expect(decodeURIComponent(mailto!)).toContain(frenchSpacing('Email utilisé : personne@exemple.fr'))
    expect(decodeURIComponent(mailto!)).toContain(frenchSpacing('Prénom utilisé : Personne'))
    await axe(page)
    await page.getByRole('button', { name: 'Faire une autre demande' }).click()
    // Back on the form's first field, to correct it; nothing was sent to an address without a test.
    await expect(page.getByLabel('Ton email')).toBeFocused()
    // Emails leave after the answer: leave one the time it would take to arrive before looking for none.
    await page.waitForTimeout(2000)
    const outbox = await request.get(`/api/outbox-emails?where[to][equals]=personne@exemple.fr`, { headers: await adminHeaders(request) })
    expect(((await outbox.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })

  test('an email and first name typed before the page’s scripts have run (a slow phone) are sent as typed', async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.202.2.${testInfo.project.name === 'mobile' ? 2 : 1}` })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
      await held
      await route.continue().catch(() => {})
    })
    await page.goto('/acces-resultats', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Ton email').fill('Lent.Reseau@exemple.fr')
    await page.getByLabel('Ton prénom').fill('Lou')
    release()
    const ask = page.getByRole('button', { name: 'Recevoir mon lien d’accès' })
    await expect(ask).toBeEnabled()
    const [sent] = await Promise.all([page.waitForRequest((request) => request.url().endsWith('/api/retrieval')), ask.click()])
    expect(sent.postDataJSON()).toEqual({ email: 'lent.reseau@exemple.fr', firstName: 'Lou' })
    await expect(page.getByRole('heading', { name: 'Regarde ta boîte mail' })).toBeFocused()
  })

  test('results saved without a contact take one on the results page, and « Accès à mes résultats » finds them then', async ({ page, browser, request }, testInfo) => {
    const connection = `10.202.1.${testInfo.project.name === 'mobile' ? 2 : 1}`
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': connection })
    // A visitor from a search result, who skipped the offer under the questions: results this device alone can open.
    const profile = await takeRiasecTest(page, '/test-riasec')
    const card = page.getByRole('region', { name: 'Garde tes résultats' })
    await expect(card.getByText(/^Pour l’instant, seul cet appareil peut ouvrir tes résultats\./)).toBeVisible()
    await axe(page)

    // Its form is loaded when asked for: with the connection lost, the card says so, and the next press opens it.
    const chunks = '**/_next/static/chunks/**'
    await page.route(chunks, (route) => route.abort('internetdisconnected'))
    await card.getByRole('button', { name: 'Indiquer mon prénom et mon email' }).click()
    await expect(card.getByRole('alert')).toHaveText('Le formulaire n’a pas pu s’ouvrir. Vérifie ta connexion, puis réessaie.')
    await page.unroute(chunks)
    await card.getByRole('button', { name: 'Indiquer mon prénom et mon email' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enregistrer tes résultats' })
    await expect(dialog.getByLabel('Ton prénom')).toBeFocused()
    await axe(page)
    const email = `mael.${Date.now()}@exemple.fr`
    await dialog.getByLabel('Ton prénom').fill('Maël')
    await dialog.getByLabel('Ton email').fill(email.toUpperCase())
    // The connection drops as it is sent: the dialog says so and stays open, the keyboard on its button, to try again.
    const endpoint = '**/api/assessments/riasec/contact'
    await page.route(endpoint, (route) => route.abort('internetdisconnected'))
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Tes résultats n’ont pas pu être enregistrés. Vérifie ta connexion, puis réessaie.')
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeFocused()
    // Not kept by the server, the contact is not the next test's either: a test begun in another tab asks for one.
    const nextTest = await page.context().newPage()
    await nextTest.goto('/test-riasec')
    await expect(nextTest.getByRole('button', { name: 'Indiquer mon prénom et mon email' })).toBeEnabled()
    await expect(nextTest.getByText(/^Tes résultats seront enregistrés au nom de/)).toHaveCount(0)
    await nextTest.close()
    await page.unroute(endpoint)
    const [sent] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/assessments/riasec/contact')),
      dialog.getByRole('button', { name: 'Enregistrer' }).click(),
    ])
    expect(sent.postDataJSON()).toEqual({ profile, contact: { name: 'Maël', email } })
    // The dialog gone with the card's button, the confirmation has the focus: a screen reader hears it.
    await expect(dialog).toBeHidden()
    await expect(card.getByText(/^C’est noté, Maël\s: tes résultats sont enregistrés\./)).toBeFocused()
    await axe(page)
    // Saved on the server: the page no longer offers it, and the next test on this device goes with the contact.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Garde tes résultats' })).toHaveCount(0)
    await page.goto('/test-riasec')
    await expect(page.getByText(/^Tes résultats seront enregistrés au nom de Maël\./)).toBeVisible()

    // Another browser finds them by that email and first name.
    const other = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': connection } })
    const elsewhere = await other.newPage()
    await elsewhere.goto('/acces-resultats')
    await elsewhere.getByLabel('Ton email').fill(email)
    await elsewhere.getByLabel('Ton prénom').fill('Maël')
    await elsewhere.getByRole('button', { name: 'Recevoir mon lien d’accès' }).click()
    await expect(elsewhere.getByRole('heading', { name: 'Regarde ta boîte mail' })).toBeFocused()
    const mail = await latestEmail(request, email, /Ton lien d’accès/)
    await elsewhere.goto(new URL(/https?:\/\/[^\s]+\/acces\/[0-9a-f]{64}/u.exec(mail)![0]).pathname)
    await elsewhere.getByRole('button', { name: 'Accéder à mes résultats' }).click()
    await elsewhere.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await expect(elsewhere.getByRole('region', { name: 'Garde tes résultats' })).toHaveCount(0)
    await other.close()
  })

  test('a « Mes données » page acts only for the address it shows, once a link for another one was opened on the device', async ({ page, request }) => {
    const [first, second] = [`ana.${Date.now()}@exemple.fr`, `noe.${Date.now()}@exemple.fr`]
    await takeTestAs(page, 'Ana', first)
    await takeTestAs(page, 'Noé', second)
    const dataLinkOf = async (email: string) => {
      expect((await request.post('/api/privacy/link', { data: { email } })).status()).toBe(202)
      const link = new URL(/https?:\/\/[^\s]+\/mes-donnees\/lien\?lien=[0-9a-f]{64}/u.exec(await latestEmail(request, email, /^Tes données personnelles/))![0])
      return `${link.pathname}${link.search}`
    }
    await page.goto(await dataLinkOf(first))
    await expect(page.getByText(/^Adresse concernée\s:\sa•••@exemple\.fr$/)).toBeVisible()
    // Another tab opens the other address's link: its cookie is now the device's.
    const other = await page.context().newPage()
    await other.goto(await dataLinkOf(second))
    await expect(other.getByText(/^Adresse concernée\s:\sn•••@exemple\.fr$/)).toBeVisible()
    await other.close()

    await page.getByRole('button', { name: 'Télécharger mes données (JSON)' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /^Cette page n’est plus à jour/ })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Effacer mes données' })).toHaveCount(0)
    await axe(page)
    await page.getByRole('button', { name: 'Recharger la page' }).click()
    await expect(page.getByText(/^Adresse concernée\s:\sn•••@exemple\.fr$/)).toBeVisible()
  })

  test('the « Mes données » link of the email exports the data and erases it', async ({ page, request }) => {
    const email = `sacha.${Date.now()}@exemple.fr`
    await takeTestAs(page, 'Sacha', email)
    await page.goto('/acces-resultats')
    await page.getByLabel('Ton email').fill(email)
    await page.getByLabel('Ton prénom').fill('Sacha')
    await page.getByRole('button', { name: 'Recevoir mon lien d’accès' }).click()
    await expect(page.getByRole('heading', { name: 'Regarde ta boîte mail' })).toBeVisible()

    const mail = await latestEmail(request, email, /Ton lien d’accès/)
    const dataLink = new URL(/https?:\/\/[^\s]+\/mes-donnees\/lien\?lien=[0-9a-f]{64}/u.exec(mail)![0])
    const key = dataLink.searchParams.get('lien')!
    await page.goto(`${dataLink.pathname}${dataLink.search}`)
    await expect(page.getByRole('heading', { name: 'Mes données personnelles' })).toBeVisible()
    // The link's key went into a cookie no script reads: the address the visitor sees, keeps in the history
    // or copies holds none, nor does the page.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/mes-donnees?lien-ouvert')
    expect(await page.content()).not.toContain(key)
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'riasec_data_rights')).toMatchObject({ value: key, httpOnly: true, sameSite: 'Lax' })
    // The address, enough to recognise it, not for someone looking over a shoulder to read it.
    await expect(page.getByText(/^Adresse concernée\s:\ss•••@exemple\.fr$/)).toBeVisible()
    await axe(page)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger mes données (JSON)' }).click()])
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-.*\.json$/)
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { email: string; results: unknown[] }
    expect(exported.email).toBe(email)
    expect(exported.results).toHaveLength(1)

    const holdings = page.getByText(/^Nous conservons pour cette adresse/)
    await expect(holdings).toContainText(/\b1\srésultat/)
    const stored = () =>
      page.evaluate(() => ['userName', 'userEmail', 'riasecResults', 'bilanType'].map((key) => window.localStorage.getItem(key)))
    expect(await stored()).toEqual([JSON.stringify('Sacha'), JSON.stringify(email), expect.any(String), JSON.stringify('reconversion')])

    // The same page left open in another tab, from the address the emails carried before (still valid):
    // once the data is erased, its link is refused there.
    const stale = await page.context().newPage()
    await stale.goto(`/mes-donnees?lien=${key}`)
    await expect(stale.getByRole('button', { name: 'Télécharger mes données (JSON)' })).toBeVisible()
    expect(new URL(stale.url()).search).toBe('?lien-ouvert')

    const erase = page.getByRole('button', { name: 'Effacer mes données' })
    await expect(erase).toBeDisabled()
    await page.getByLabel('Je comprends que l’effacement est définitif.').check()
    await erase.click()
    // The button went with the form: the answer takes the focus, so it is read out.
    await expect(page.getByRole('status').filter({ hasText: 'Tes données ont été effacées.' })).toBeFocused()
    // What was held is no longer said to be held; this browser forgets the person too (the bilan type says
    // nothing about them), so on a shared device the next start dialog is empty.
    await expect(holdings).toHaveCount(0)
    expect(await stored()).toEqual([null, null, null, JSON.stringify('reconversion')])
    // The stale tab says why nothing downloads, and offers a new link there.
    await stale.getByRole('button', { name: 'Télécharger mes données (JSON)' }).click()
    await expect(stale.getByRole('alert').filter({ hasText: 'Ce lien n’est plus valable' })).toBeVisible()
    await expect(stale.getByRole('button', { name: 'Recevoir le lien' })).toBeVisible()
    await axe(stale)
    // The link went with the data: opened again, it says so.
    await stale.goto(`${dataLink.pathname}${dataLink.search}`)
    await expect(stale.getByRole('status').filter({ hasText: 'Ce lien n’est plus valable. Demande un nouveau lien ci-dessous.' })).toBeVisible()
    await expect(stale.getByRole('button', { name: 'Télécharger mes données (JSON)' })).toHaveCount(0)
    await stale.close()
    await page.goto('/bilan-reconversion-professionnelle')
    await page.getByRole('button', { name: /^Commencer mon (test|bilan) gratuit$/ }).click()
    const start = page.getByRole('dialog')
    await expect(start.getByLabel('Ton prénom')).toHaveValue('')
    await expect(start.getByLabel('Ton email')).toHaveValue('')

    await page.goto('/acces-resultats')
    await page.getByLabel('Ton email').fill(email)
    await page.getByLabel('Ton prénom').fill('Sacha')
    await page.getByRole('button', { name: 'Recevoir mon lien d’accès' }).click()
    await expect(page.getByRole('heading', { name: 'Regarde ta boîte mail' })).toBeVisible()
    // Emails leave after the answer: leave one the time it would take to arrive before looking for none.
    await page.waitForTimeout(2000)
    const outbox = await request.get(`/api/outbox-emails?where[to][equals]=${encodeURIComponent(email)}`, { headers: await adminHeaders(request) })
    expect(((await outbox.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})
