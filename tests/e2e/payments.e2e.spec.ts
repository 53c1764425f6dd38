/**
 * Purchases end to end through the demo provider (no STRIPE_SECRET_KEY): the report from the results
 * page, the 67 € checkout after the orientation questionnaire, and a coaching booking. The demo page's
 * "Payer" sends a signed event into the webhook handler, then the visitor returns through the same
 * success URL as with Stripe.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { signInToAdmin } from '../helpers/admin-sign-in'
import { adminHeaders } from '../helpers/admin-api'
import { cookieChoiceMade } from '../helpers/consent'
import { takeRiasecTest } from '../helpers/riasec-steps'

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
}


async function takeOrientationTest(page: Page) {
  await page.goto('/test')
  for (let step = 1; step <= 9; step++) {
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Suivant' }).click()
  }
  await page.getByLabel('Réponse libre').fill('Devenir architecte')
  await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
  await page.waitForURL(/\/checkout$/)
}

async function payOnDemoPage(page: Page, price: string, email?: string) {
  await page.waitForURL(/\/paiement-demo\?session=demo_cs_/)
  await expect(page.getByText('Mode démo', { exact: true })).toBeVisible()
  if (email) await page.getByLabel('Email pour la confirmation').fill(email)
  await page.getByRole('button', { name: `Payer ${price}` }).click()
}

/**
 * The checkout page, on a device that holds the contact of the last test taken on it (a shared computer), on
 * a connection of its own (`network`): the project's address keeps its budget of checkouts (20 in 10 minutes).
 */
async function lastTestOnThisDevice(page: Page, network: number, name: string, email: string) {
  const project = test.info().project.name
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.204.${network}.${project === 'mobile' ? 2 : 1}` })
  await page.goto('/checkout')
  await page.evaluate(([storedName, storedEmail]) => {
    window.localStorage.setItem('userName', JSON.stringify(storedName))
    window.localStorage.setItem('userEmail', JSON.stringify(storedEmail))
  }, [name, email])
  await page.reload()
}

/** Buys the report on the checkout page with `email`, before any test, up to the order page. */
async function buyReportBeforeTest(page: Page, email: string) {
  await page.getByLabel('Ton email (facultatif)').fill(email)
  await page.getByLabel(/J’ai lu et j’accepte les Conditions Générales de Vente/).check()
  await page.getByLabel(/je renonce expressément à mon droit de rétractation/).check()
  await page.getByRole('button', { name: /^Payer / }).click()
  await payOnDemoPage(page, '18,00 €')
  await page.waitForURL(/\/results\?session_id=demo_cs_/, { timeout: 20_000 })
}

/** Books Premium from its booking form and pays on the demo page, up to the success page. */
async function payPremiumBooking(page: Page, emailPrefix: string) {
  await page.goto('/coaching?step=booking&offer=premium')
  await expect(page.getByRole('heading', { level: 1, name: 'Réserve ton coaching' })).toBeVisible()
  await page.getByLabel(/Ton prénom et ton nom/).fill('Inès Bernard')
  await page.getByLabel(/Ton email/).fill(`${emailPrefix}-${Date.now()}@exemple.fr`)
  await page.getByLabel('Le week-end').check()
  await page.getByLabel(/renonce expressément à mon droit de rétractation/).check()
  await page.getByRole('button', { name: 'Payer 59,00\u00a0€' }).click()
  await payOnDemoPage(page, '59,00\u00a0€')
  await page.waitForURL(/\/coaching-success\?session_id=demo_cs_/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Ta réservation est confirmée !' })).toBeVisible()
}

/** Takes the RIASEC test and asks to unlock it, up to the demo payment page; returns the profile and the payment session. */
async function startReportPayment(page: Page): Promise<{ profile: string; sessionId: string }> {
  const profile = await takeRiasecTest(page)
  await page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' }).click()
  const dialog = page.getByRole('dialog', { name: 'Débloquez votre profil complet' })
  await dialog.getByLabel(/renonce expressément à mon droit de rétractation/).check()
  await dialog.getByRole('button', { name: 'Payer maintenant' }).click()
  await page.waitForURL(/\/paiement-demo\?/)
  return { profile, sessionId: new URL(page.url()).searchParams.get('session')! }
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'))

/**
 * A coaching booking paid through the API, as the booking form and the demo page pay it; its payment session.
 * Each project writes from its own address, so these requests leave the pages' rate limits alone.
 */
async function paidCoachingSession(request: APIRequestContext, project: string): Promise<string> {
  const headers = { 'x-forwarded-for': project === 'mobile' ? '10.201.0.2' : '10.201.0.1' }
  const data = { kind: 'coaching', offer: 'coachingSingle', name: 'Inès Bernard', email: `coaching-api-${Date.now()}@exemple.fr`, availability: 'weekend' }
  const started = await request.post('/api/payments/checkout', { headers, data })
  expect(started.status()).toBe(201)
  const session = new URL(((await started.json()) as { url: string }).url).searchParams.get('session')!
  expect((await request.post('/api/payments/demo/pay', { headers, data: { session } })).ok()).toBe(true)
  return session
}

test.describe('payments through the demo provider', () => {
  // Each purchase crosses several pages (and a development server compiles each on first visit).
  test.setTimeout(120_000)

  test('buys the report from the results page and sees the full profile', async ({ page }) => {
    const profile = await takeRiasecTest(page)
    await expect(page.getByText('Inclus dans le profil complet').first()).toBeVisible()
    // Every locked card leads to the unlock button, far below it on a phone.
    const unlock = page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })
    await expect(unlock).not.toBeInViewport()
    await page.getByRole('link', { name: 'Débloque tout pour 18,00 € seulement' }).first().click()
    await expect(unlock).toBeInViewport()

    await unlock.click()
    const dialog = page.getByRole('dialog', { name: 'Débloquez votre profil complet' })
    await expect(dialog).toBeVisible()
    // The page behind an open dialog does not scroll, and scrolls again once it is closed (checked below).
    const pageScrolls = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY !== 'hidden')
    expect(await pageScrolls()).toBe(false)
    await expect(dialog.getByText('18,00\u00a0€')).toBeVisible()
    await expect(dialog.getByText('Paiement 100\u00a0% sécurisé')).toBeVisible()
    await expect(dialog.getByText('Accès immédiat', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('listitem')).toHaveCount(4 + 3)
    const pay = dialog.getByRole('button', { name: 'Payer maintenant' })
    // Paying without the withdrawal waiver says what is missing and takes the visitor to the box.
    await pay.click()
    // Heard once, with the box the focus goes to; not announced as an alert besides.
    const waiverAlert = dialog.getByText('Coche la case ci-dessus pour pouvoir payer.')
    await expect(waiverAlert).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    const waiverBox = dialog.getByLabel(/renonce expressément à mon droit de rétractation/)
    await expect(waiverBox).toBeFocused()
    // Both in view, on a phone too, where the dialog's body scrolls.
    await expect(waiverBox).toBeInViewport()
    await expect(waiverAlert).toBeInViewport()
    await expect(waiverBox).toHaveAccessibleDescription('Coche la case ci-dessus pour pouvoir payer.')
    // Still on the results page (at the unlock button the locked cards lead to).
    await expect(page).toHaveURL(new RegExp(`/resultats-riasec\\?profile=${profile}(#debloquer)?$`))
    await axe(page)
    // Once ticked, the box is no longer said to be missing.
    await waiverBox.check()
    await expect(waiverAlert).toHaveCount(0)
    await expect(waiverBox).not.toHaveAttribute('aria-invalid')
    await waiverBox.uncheck()
    // The terms the payment accepts can be read from the dialog; closing them, by Escape or by « Fermer »,
    // comes back to it.
    const readTerms = dialog.getByRole('button', { name: 'Lire les Conditions Générales de Vente' })
    const terms = page.getByRole('dialog', { name: 'Conditions Générales de Vente' })
    await readTerms.click()
    await expect(terms.getByRole('heading', { name: 'Article 8 — Droit de rétractation' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(terms).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(readTerms).toBeFocused()
    await readTerms.click()
    await terms.getByRole('button', { name: 'Fermer' }).click()
    await expect(terms).toBeHidden()
    await expect(dialog).toBeVisible()
    // Each control has its own name: the × is « Fermer », the footer's button « Annuler ». Cancelling closes
    // the dialog; nothing was ordered. The × closes it too.
    await expect(dialog.getByRole('button', { name: 'Annuler', exact: true })).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click()
    await expect(dialog).toBeHidden()
    expect(await pageScrolls()).toBe(true)
    await page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' }).click()
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' }).click()
    await dialog.getByLabel(/renonce expressément à mon droit de rétractation/).check()
    await pay.click()
    await payOnDemoPage(page, '18,00\u00a0€', 'acheteur@exemple.fr')

    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`), { timeout: 20_000 })
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
    await expect(page.getByText('Inclus dans le profil complet')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toHaveCount(0)
    // The skills radar is a picture drawn on the server; its five figures are listed for screen readers.
    const radar = page.locator('figure').filter({ has: page.locator('svg[aria-hidden="true"]') })
    await expect(radar.locator('svg')).toBeVisible()
    // No line may start with « : » or break inside « 4 sur 5 »: the spaces there are no-break ones.
    await expect(radar.getByRole('listitem')).toHaveText(Array(5).fill(/^\S.*\u00a0: [0-5]\u00a0sur\u00a05$/))
    // On a narrow phone, where the drawing's labels get small, the figures are also shown under it.
    const viewport = page.viewportSize()!
    const legendWidth = async () => (await radar.getByRole('list').boundingBox())?.width ?? 0
    expect(await legendWidth()).toBeLessThanOrEqual(1)
    await page.setViewportSize({ width: 360, height: viewport.height })
    await expect.poll(legendWidth).toBeGreaterThan(200)
    await page.setViewportSize(viewport)
    await axe(page)
    // One purchase event, with the order it counts and its amount (not a fixed figure).
    expect(await dataLayerEvents(page)).toEqual([expect.objectContaining({ event: 'purchase', value: 18, currency: 'EUR', transaction_id: expect.stringMatching(/^\d+$/) })])
  })

  test('the demo page can cancel: back to the results, still locked', async ({ page }) => {
    const { profile } = await startReportPayment(page)
    await page.getByRole('link', { name: 'Annuler' }).click()
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toBeVisible()
  })

  test('paid in one tab, the report cannot be paid again in another', async ({ page, context }) => {
    const { profile } = await startReportPayment(page)
    // A second tab asks to pay too, before the first one has.
    const other = await context.newPage()
    await other.goto(`/resultats-riasec?profile=${profile}`)
    await other.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' }).click()
    const dialog = other.getByRole('dialog', { name: 'Débloquez votre profil complet' })
    await dialog.getByLabel(/renonce expressément à mon droit de rétractation/).check()
    await dialog.getByRole('button', { name: 'Payer maintenant' }).click()
    await other.waitForURL(/\/paiement-demo\?/)

    await payOnDemoPage(page, '18,00\u00a0€', 'deux-onglets@exemple.fr')
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`), { timeout: 20_000 })
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()

    // The second tab's session was closed when the first payment unlocked the profile: nothing is taken twice.
    await other.getByLabel('Email pour la confirmation').fill('deux-onglets@exemple.fr')
    await other.getByRole('button', { name: 'Payer 18,00\u00a0€' }).click()
    await expect(other.getByRole('alert').filter({ hasText: 'démonstration' })).toHaveText(
      'Le paiement de démonstration a échoué : Cette session de paiement n’existe pas ou est déjà terminée.',
    )
    await other.reload()
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Session de paiement introuvable')
    await other.close()
  })

  test('a results page left open while the profile was paid in another tab: « Payer maintenant » shows the full profile, nothing to pay', async ({ page, context }, testInfo) => {
    // Its two checkouts from a connection of its own: the project's address keeps its budget (20 in 10 minutes).
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.204.3.${testInfo.project.name === 'mobile' ? 2 : 1}` })
    const { profile } = await startReportPayment(page)
    const stale = await context.newPage()
    await stale.goto(`/resultats-riasec?profile=${profile}`)
    await payOnDemoPage(page, '18,00\u00a0€', 'onglet-ouvert@exemple.fr')
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`), { timeout: 20_000 })
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()

    // The other tab still shows the locked page it drew before the payment.
    await stale.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' }).click()
    const dialog = stale.getByRole('dialog', { name: 'Débloquez votre profil complet' })
    await dialog.getByLabel(/renonce expressément à mon droit de rétractation/).check()
    await dialog.getByRole('button', { name: 'Payer maintenant' }).click()
    await expect(stale.getByText('Profil complet débloqué')).toBeVisible()
    expect(new URL(stale.url()).pathname).toBe('/resultats-riasec')
    await expect(stale.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toHaveCount(0)
    await stale.close()
  })

  test('a profile the team unlocks while its payment page is open can no longer be paid there, and shows unlocked', async ({ page, request }) => {
    const { profile, sessionId } = await startReportPayment(page)
    // While the visitor is on the payment page, staff choose « Équipe » on the result: the date follows.
    const headers = await adminHeaders(request)
    const orders = (await (await request.get(`/api/orders?where[providerSessionId][equals]=${encodeURIComponent(sessionId)}&depth=0`, { headers })).json()) as {
      docs: Array<{ id: number; result: number }>
    }
    const order = orders.docs[0]!
    const unlock = await request.patch(`/api/riasec-results/${order.result}`, { headers, data: { unlockSource: 'staff' } })
    expect(unlock.ok()).toBe(true)
    expect(((await unlock.json()) as { doc: { unlockedAt: string | null } }).doc.unlockedAt).toEqual(expect.any(String))

    // The open session is closed: nobody pays 18 € for what the team gave.
    await expect.poll(async () => ((await (await request.get(`/api/orders/${order.id}?depth=0`, { headers })).json()) as { status: string }).status).toBe('expired')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Session de paiement introuvable')
    await axe(page)
    await page.goto(`/resultats-riasec?profile=${profile}`)
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
  })

  test('back on the results page, a declined payment is said at once and the profile can still be unlocked', async ({ page, request }) => {
    const { profile, sessionId } = await startReportPayment(page)

    // The visitor comes back while the provider has not answered yet: the page waits for it.
    await page.goto(`/resultats-riasec?profile=${profile}&payment=success`)
    const pending = page.getByRole('status').filter({ hasText: 'Nous confirmons ton paiement' })
    await expect(pending).toBeVisible()

    // The provider declines the payment (staff would see the order « Échouée »): the waiting page says so by itself.
    const headers = await adminHeaders(request)
    const orders = await (await request.get(`/api/orders?where[providerSessionId][equals]=${encodeURIComponent(sessionId)}&depth=0`, { headers })).json()
    expect(orders.docs).toHaveLength(1)
    expect((await request.patch(`/api/orders/${orders.docs[0].id}`, { headers, data: { status: 'failed' } })).ok()).toBe(true)

    const declined = page.getByRole('alert').filter({ hasText: 'Le paiement n’a pas abouti' })
    await expect(declined).toBeVisible({ timeout: 10_000 })
    await expect(declined).toContainText('Aucun montant n’a été débité.')
    await expect(pending).toHaveCount(0)
    await expect(page.getByText('Profil complet débloqué')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toBeVisible()
    await axe(page)
  })

  test('an admin notes a refund in the admin: the full profile locks again and can be bought again', async ({ page, browser, request }) => {
    const { profile, sessionId } = await startReportPayment(page)
    await payOnDemoPage(page, '18,00\u00a0€', 'rembourse@exemple.fr')
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`), { timeout: 20_000 })
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()

    const headers = await adminHeaders(request)
    const orders = await (await request.get(`/api/orders?where[providerSessionId][equals]=${encodeURIComponent(sessionId)}&depth=0`, { headers })).json()
    const orderId = (orders as { docs: Array<{ id: number }> }).docs[0]!.id
    const admin = await browser.newContext()
    try {
      const adminPage = await admin.newPage()
      await signInToAdmin(adminPage, 'admin@exemple.fr', 'e2e-admin-password-123')
      await adminPage.goto(`/admin/collections/orders/${orderId}`)
      await adminPage.locator('#field-status .rs__control').click()
      await adminPage.getByRole('option', { name: 'Remboursée' }).click()
      await adminPage.getByRole('button', { name: 'Sauvegarder' }).click()
      // The refund's date and amount are the app's record, shown once saved.
      await expect(adminPage.locator('#field-refundedCents')).toHaveText('18,00\u00a0€', { timeout: 15_000 })
      await expect(adminPage.locator('#field-refundedAt input')).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    } finally {
      await admin.close()
    }

    await page.reload()
    await expect(page.getByText('Profil complet débloqué')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toBeVisible()
    await expect(page.getByText('Inclus dans le profil complet').first()).toBeVisible()
    // Coming back from the payment page (its address kept in the history) says the order was refunded, never « Nous confirmons… ».
    await page.goto(`/resultats-riasec?profile=${profile}&payment=success`)
    await expect(page.getByRole('status').filter({ hasText: 'Commande remboursée' })).toBeVisible()
    await expect(page.getByText('Nous confirmons ton paiement', { exact: false })).toHaveCount(0)
  })

  test('pays 67 € at checkout after the orientation questionnaire, then the RIASEC test unlocks the report', async ({ page }) => {
    await takeOrientationTest(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Débloque ton rapport d’orientation complet' })).toBeVisible()
    // The checkout's own testimonial (placement « Page de paiement »), not a school one.
    await expect(page.getByText('Mehdi K., 23 ans, jeune diplômé')).toBeVisible()
    await axe(page)

    const pay = page.getByRole('button', { name: /^Payer / })
    await expect(pay).toHaveText('Payer 18,00\u00a0€')
    // Paying before ticking both boxes says so and goes to the box left to tick; nothing is ordered.
    const terms = page.getByLabel(/J’ai lu et j’accepte les Conditions Générales de Vente/)
    const waiver = page.getByLabel(/je renonce expressément à mon droit de rétractation/)
    await pay.click()
    // Seen under the box and beside the pay button, heard once: with the box the focus goes to, not as an alert too.
    await expect(page.getByText('Coche les deux cases pour pouvoir payer.', { exact: true })).toHaveCount(2)
    for (const message of await page.getByText('Coche les deux cases pour pouvoir payer.', { exact: true }).all()) await expect(message).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Coche les deux cases' })).toHaveCount(0)
    await expect(terms).toBeFocused()
    // The box says what is wrong with it, to whoever lands on it.
    await expect(terms).toHaveAttribute('aria-invalid', 'true')
    await expect(terms).toHaveAccessibleDescription('Coche les deux cases pour pouvoir payer.')
    await page.getByLabel('Ton email (facultatif)').fill('famille@exemple.fr')
    await page.getByLabel('Ta filière actuelle (facultatif)').fill('Terminale générale')
    await page.getByRole('checkbox', { name: /Ajouter le suivi mensuel/ }).check()
    await expect(pay).toHaveText('Payer 67,00\u00a0€')
    await terms.check()
    await expect(terms).not.toHaveAttribute('aria-invalid')
    await pay.click()
    await expect(waiver).toBeFocused()
    await expect(waiver).toHaveAccessibleDescription('Coche les deux cases pour pouvoir payer.')
    await expect(page).toHaveURL(/\/checkout$/)
    await waiver.check()

    await page.getByRole('button', { name: 'Lire les Conditions Générales de Vente' }).click()
    const termsDialog = page.getByRole('dialog', { name: 'Conditions Générales de Vente' })
    await expect(termsDialog.getByRole('heading', { name: 'Article 8 — Droit de rétractation' })).toBeVisible()
    await termsDialog.getByRole('button', { name: 'Fermer' }).click()
    await axe(page)

    // Cancelled on the payment page: back on the checkout, the follow-up still added, the two boxes to tick again.
    await pay.click()
    await page.waitForURL(/\/paiement-demo\?session=demo_cs_/)
    await page.getByRole('link', { name: 'Annuler' }).click()
    await page.waitForURL(/\/checkout\?addon=monthly$/)
    await expect(page.getByRole('checkbox', { name: /Ajouter le suivi mensuel/ })).toBeChecked()
    await expect(pay).toHaveText('Payer 67,00\u00a0€')
    await expect(page.getByLabel('Ton email (facultatif)')).toHaveValue('famille@exemple.fr')
    await expect(terms).not.toBeChecked()
    await terms.check()
    await waiver.check()

    await pay.click()
    await payOnDemoPage(page, '67,00\u00a0€')
    await page.waitForURL(/\/results\?session_id=demo_cs_/, { timeout: 20_000 })
    const orderPage = page.url()
    await expect(page.getByRole('heading', { level: 1, name: 'Félicitations !' })).toBeVisible()
    await expect(page.getByText('Rapport Premium + Suivi mensuel')).toBeVisible()
    // Nothing to prepare before the test: the page says what is left, never that a report is ready.
    await expect(page.getByRole('heading', { level: 2, name: 'Dernière étape : le test RIASEC' })).toBeVisible()
    await expect(page.getByText(/Ton rapport est (en préparation|prêt)/)).toHaveCount(0)
    await expect(page.getByText(/Ton suivi mensuel est inclus/)).toBeVisible()
    expect(await dataLayerEvents(page)).toContainEqual(expect.objectContaining({ event: 'purchase', value: 67, currency: 'EUR' }))

    // No RIASEC result yet: the page leads to the test; back here afterwards, the paid report is applied.
    await page.getByRole('link', { name: 'Passer le test RIASEC' }).click()
    const profile = await takeRiasecTest(page)
    // The questionnaire went with this result: the next test taken on this browser does not pick it up.
    expect(await page.evaluate(() => window.localStorage.getItem('orientationKey'))).toBeNull()
    await page.goto(orderPage)
    // The report is said ready after a moment, in the room its preparation held from the start: nothing below moves.
    const preparation = page.getByRole('region', { name: 'Ton rapport' })
    await expect(preparation.getByText('Ton rapport est en préparation…')).toBeVisible()
    const room = await preparation.boundingBox()
    await expect(page.getByRole('link', { name: 'Voir mon profil complet' })).toBeVisible()
    await expect(preparation.getByText('Ton rapport est en préparation…')).toBeHidden()
    expect(await preparation.boundingBox()).toEqual(room)
    await page.getByRole('link', { name: 'Voir mon profil complet' }).click()
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()

    // Back on the checkout page with the profile unlocked: nothing to pay for the report, and the ways on.
    await page.goto('/checkout')
    await expect(page.getByText(/établi d’après ton test RIASEC, disponible dès que tu l’as passé/)).toBeVisible()
    await page.getByLabel(/J’ai lu et j’accepte les Conditions Générales de Vente/).check()
    await page.getByLabel(/je renonce expressément à mon droit de rétractation/).check()
    await page.getByRole('button', { name: /^Payer / }).click()
    await expect(page.getByRole('alert').filter({ hasText: /Ton profil complet est déjà débloqué\s: ton rapport est à toi/ })).toBeVisible()
    // Nothing to pay: the button gives way to the profile, focused, and to the follow-up alone.
    await expect(page.getByRole('link', { name: 'Voir mon profil complet' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Voir mon profil complet' })).toHaveAccessibleDescription(/Ton profil complet est déjà débloqué/)
    await expect(page.getByRole('button', { name: /^Payer / })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Réserver le suivi mensuel seul' })).toHaveAttribute('href', '/coaching?step=booking&offer=coachingMonthly')
    await axe(page)
    await page.getByRole('link', { name: 'Voir mon profil complet' }).click()
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
  })

  test('a report bought before the test on a computer the last test’s person left: « Ce n’est pas toi ? » keeps the purchase, and the test unlocks it', async ({ page }) => {
    const stamp = Date.now()
    // The last test on this computer was a parent's; their pupil buys the report with their own address.
    await lastTestOnThisDevice(page, 1, 'Nadia', `parent.${stamp}@exemple.fr`)
    await expect(page.getByLabel('Ton email (facultatif)')).toHaveValue(`parent.${stamp}@exemple.fr`)
    // An address whose domain has nothing to break it at: the order page wraps it rather than widening the page on a phone.
    await buyReportBeforeTest(page, `eleve.${stamp}@lyceeprofessionneldelavalleedelaloire.fr`)
    await expect(page.getByText('Une confirmation a été envoyée à e•••@lyceeprofessionneldelavalleedelaloire.fr.')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    await page.getByRole('link', { name: 'Passer le test RIASEC' }).click()

    // The test would be filed under the parent's name: the pupil says it is not theirs, is asked whose the
    // report waiting here is, says it is theirs, and keeps it.
    await expect(page.getByText(/^Tes résultats seront enregistrés au nom de Nadia\./)).toBeVisible()
    await page.getByRole('button', { name: 'Ce n’est pas toi ?' }).click()
    const question = page.getByRole('group', { name: /^Un rapport acheté sur cet appareil avec l’adresse e•••@lyceeprofessionneldelavalleedelaloire\.fr attend son test/ })
    await expect(question).toBeVisible()
    await expect(question.getByRole('button', { name: 'Oui, c’est le mien' })).toBeFocused()
    await axe(page)
    // The test starts afresh (the page is loaded again), without the parent's name.
    const reloaded = page.waitForEvent('load')
    await question.getByRole('button', { name: 'Oui, c’est le mien' }).click()
    await reloaded
    await expect(page.getByText(/^Tes résultats seront enregistrés au nom de/)).toHaveCount(0)
    await takeRiasecTest(page)
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toHaveCount(0)
  })

  test('« Ce n’est pas moi » in the start modal: a report the previous pupil’s parent bought here is not the next visitor’s', async ({ page }) => {
    const stamp = Date.now()
    // A pupil began the test; their parent bought the report for them on the same computer; the pupil left.
    await lastTestOnThisDevice(page, 2, 'Jade', 'jade@exemple.fr')
    await buyReportBeforeTest(page, `parent.${stamp}@exemple.fr`)

    // Her brother opens the start modal, which holds Jade's contact: not his, nor is the report.
    await page.goto('/bilan-orientation-scolaire')
    const start = page.getByRole('button', { name: /^Commencer mon (test|bilan) gratuit$/ })
    await expect(start).toBeEnabled({ timeout: 30_000 })
    await start.click()
    const dialog = page.getByRole('dialog', { name: 'Avant de commencer' })
    await dialog.getByRole('button', { name: 'Ce n’est pas moi' }).click()
    const question = dialog.getByRole('group', { name: /^Un rapport acheté sur cet appareil avec l’adresse p•••@exemple\.fr attend son test/ })
    await expect(question.getByRole('button', { name: 'Oui, c’est le mien' })).toBeFocused()
    // Closed unanswered, the modal opens again as it first did: the device has forgotten nobody yet.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await start.click()
    await expect(question).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Ce n’est pas moi' }).click()
    await expect(question.getByRole('button', { name: 'Oui, c’est le mien' })).toBeFocused()
    await question.getByRole('button', { name: 'Non' }).click()
    await expect(dialog.getByText(/C’est noté\s: cet appareil a oublié la personne précédente/)).toBeVisible()
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('riasec_order')
  })

  test('a report paid before the test unlocks the test taken on another device, through the confirmation email’s link', async ({ page, browser, request }) => {
    const email = `deux-appareils.${Date.now()}@exemple.fr`
    await takeOrientationTest(page)
    await buyReportBeforeTest(page, email)

    const headers = await adminHeaders(request)
    const confirmation = async () => {
      const outbox = await (await request.get(`/api/outbox-emails?where[to][equals]=${encodeURIComponent(email)}&depth=0`, { headers })).json()
      return (outbox as { docs: Array<{ subject: string; text: string }> }).docs.find((doc) => doc.subject.includes('il te reste le test RIASEC'))?.text ?? ''
    }
    await expect.poll(confirmation, { timeout: 10_000 }).toContain('Passer le test sur cet appareil')
    const link = new URL(/Passer le test sur cet appareil : (\S+)/.exec(await confirmation())![1]!)

    // Another device: a fresh browser opens the link, takes the test, and finds the report unlocked.
    const context = await browser.newContext()
    await cookieChoiceMade(context)
    const other = await context.newPage()
    await other.goto(`${link.pathname}${link.search}`)
    // Opening the link only says what it does, and for which order: the button does it.
    await expect(other.getByRole('heading', { level: 1, name: 'Passer le test sur cet appareil' })).toBeVisible()
    await expect(other.getByText(`passée avec l’adresse ${email.slice(0, 1)}•••@exemple.fr`)).toBeVisible()
    expect((await context.cookies()).some((cookie) => cookie.name === 'riasec_order')).toBe(false)
    // The signed link waits in a cookie no script reads: the address (history, analytics) and the page hold none of it.
    const signature = link.searchParams.get('signature')!
    expect(new URL(other.url()).pathname + new URL(other.url()).search).toBe('/commande/confirmer')
    expect(await other.content()).not.toContain(signature)
    await axe(other)
    await other.getByRole('button', { name: 'Débloquer mon test sur cet appareil' }).click()
    await expect(other.getByRole('heading', { level: 2, name: 'Dernière étape : le test RIASEC' })).toBeVisible()
    // Confirmed: the order's cookie is set, and the link's is gone.
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['riasec_order']))
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('riasec_order_link')
    // Back on the confirmation page, it says the order is this device's now, and leads to it.
    await other.goBack()
    await expect(other.getByRole('heading', { level: 1, name: 'Commande rattachée à cet appareil' })).toBeVisible()
    await expect(other).toHaveTitle(/^Commande rattachée à cet appareil/)
    await other.getByRole('link', { name: 'Voir ma commande' }).click()
    await expect(other.getByRole('heading', { level: 2, name: 'Dernière étape : le test RIASEC' })).toBeVisible()
    await other.getByRole('link', { name: 'Passer le test RIASEC' }).click()
    await takeRiasecTest(other)
    await expect(other.getByText('Profil complet débloqué')).toBeVisible()
    // The order is claimed: the same link, opened again, has nothing left to confirm and says where to go.
    await other.goto(`${link.pathname}${link.search}`)
    await expect(other.getByRole('heading', { level: 1, name: 'Commande déjà rattachée' })).toBeVisible()
    await expect(other.getByRole('button', { name: 'Débloquer mon test sur cet appareil' })).toHaveCount(0)
    await expect(other.getByRole('link', { name: 'Accéder à mes résultats' })).toHaveAttribute('href', '/acces-resultats')
    // An altered link grants nothing.
    const forged = new URL(link)
    forged.searchParams.set('commande', 'demo_cs_autre')
    await other.goto(`${forged.pathname}${forged.search}`)
    // …and says what to do, which is not asking for a results link (there may be no result to find yet).
    await expect(other.getByRole('heading', { level: 1, name: 'Lien de commande expiré' })).toBeVisible()
    await expect(other.getByRole('link', { name: 'Écrire au support' })).toHaveAttribute('href', /^mailto:.+\?subject=Lien%20de%20commande%20expir%C3%A9$/)
    await axe(other)
    // The confirmation page without a link in its cookie, nor an order (an hour later on a device that never
    // confirmed, or cookies refused) says to open the link again.
    await context.clearCookies()
    await cookieChoiceMade(context)
    await other.goto('/commande/confirmer')
    await expect(other.getByRole('heading', { level: 1, name: 'Rouvre le lien de ton email' })).toBeVisible()
    await axe(other)
    await context.close()
  })

  test('books a coaching session and pays for it', async ({ page, request }) => {
    await page.goto('/coaching?step=cta')
    await expect(page.getByRole('heading', { level: 1, name: 'Un coach pour transformer ton profil en projet' })).toBeVisible()
    await axe(page)
    await page.getByRole('button', { name: 'Découvrir le coaching' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Choisis ta formule' })).toBeVisible()
    await expect(page.getByText('67,00\u00a0€')).toBeVisible()
    // Back from the presentation shows the call to action again.
    await page.getByRole('button', { name: 'Retour' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Un coach pour transformer ton profil en projet' })).toBeVisible()
    await page.getByRole('button', { name: 'Découvrir le coaching' }).click()
    await page.getByRole('button', { name: 'Réserver maintenant : Séance unique' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Réserve ton coaching' })).toBeVisible()
    await expect(page).toHaveURL(/step=booking&offer=coachingSingle/)
    await expect(page.getByText('Tu recevras un email de confirmation sous 24 h', { exact: false })).toBeVisible()
    // A pupil booking a call reads what the checkout tells minors too.
    await expect(page.getByText(/Tu as entre 15 et 17 ans\s\? Demande l’accord d’un parent/)).toBeVisible()
    const pay = page.getByRole('button', { name: 'Payer 18,00\u00a0€' })
    const payHint = page.getByText('Indique ton nom, ton email et tes disponibilités pour pouvoir payer.')
    await expect(pay).toBeDisabled()
    await expect(payHint).toBeVisible()
    await expect(pay).toHaveAccessibleDescription('Indique ton nom, ton email et tes disponibilités pour pouvoir payer.')
    await axe(page)
    const email = `coaching-${Date.now()}@exemple.fr`
    await page.getByLabel(/Ton prénom et ton nom/).fill('Inès Bernard')
    await page.getByLabel(/Ton email/).fill(email)
    await expect(pay).toBeDisabled()
    // Enter in a field, or the unavailable button reached with Tab, says what is missing; nothing is sent.
    await page.getByLabel(/Ton email/).press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'Merci de remplir tous les champs obligatoires' })).toBeVisible()
    await expect(page).toHaveURL(/\/coaching\?step=booking/)
    // The focus goes to what is missing, marked and described by the message; the fields filled in are not marked.
    const weekend = page.getByLabel('Le week-end')
    await expect(weekend).toBeFocused()
    await expect(weekend).toHaveAttribute('aria-invalid', 'true')
    await expect(weekend).toHaveAccessibleDescription('Merci de remplir tous les champs obligatoires')
    await expect(page.getByLabel(/Ton email/)).not.toHaveAttribute('aria-invalid')
    await page.getByLabel('Tes objectifs (facultatif)').fill('Choisir entre deux BTS')
    await page.getByLabel('Le week-end').check()
    await expect(weekend).not.toHaveAttribute('aria-invalid')
    await expect(pay).toBeEnabled()
    await expect(payHint).toBeHidden()
    await expect(page.getByText('Merci de remplir tous les champs obligatoires')).toHaveCount(0)
    await page.getByRole('button', { name: 'Lire les Conditions Générales de Vente' }).click()
    const terms = page.getByRole('dialog', { name: 'Conditions Générales de Vente' })
    await expect(terms.getByRole('heading', { name: 'Article 8 — Droit de rétractation' })).toBeVisible()
    await terms.getByRole('button', { name: 'Fermer' }).click()
    await expect(terms).toBeHidden()
    await expect(page.getByLabel('Le week-end')).toBeChecked()
    await pay.click()

    await payOnDemoPage(page, '18,00\u00a0€')
    await page.waitForURL(/\/coaching-success\?session_id=demo_cs_/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Ta réservation est confirmée !' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Faire le test RIASEC' })).toHaveAttribute('href', '/test-riasec')
    // The countdown on screen, once it has moved (the one said to screen readers stays at 10 s).
    await expect(page.getByText(/Retour à l’accueil dans [0-9] s\./)).toBeVisible()

    // Staff see the booking paid, and the confirmation email is in the outbox.
    const headers = await adminHeaders(request)
    const bookings = await (await request.get(`/api/coaching-bookings?where[email][equals]=${encodeURIComponent(email)}`, { headers })).json()
    expect(bookings.docs).toHaveLength(1)
    expect(bookings.docs[0]).toMatchObject({ name: 'Inès Bernard', availability: 'weekend', status: 'paid', offer: 'coachingSingle' })
    const mails = await (await request.get(`/api/outbox-emails?where[to][equals]=${encodeURIComponent(email)}`, { headers })).json()
    expect(mails.docs.map((mail: { subject: string }) => mail.subject)).toEqual(['Ta réservation de coaching est confirmée'])
    const csv = await request.get('/api/exports/coaching-bookings.csv?status=paid', { headers })
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect(await csv.text()).toContain(`Inès Bernard;${email};Le week-end;Choisir entre deux BTS`)

    // Back home after ten seconds.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 })
  })

  test('coaching: a formula chosen beside Premium, its payment cancelled, comes back with its form filled in and Premium still on show', async ({ page }) => {
    await page.goto('/coaching?offer=premium')
    await page.getByRole('button', { name: 'Réserver maintenant : Séance unique' }).click()
    await expect(page).toHaveURL(/\/coaching\?step=booking&offer=coachingSingle&premium=1$/)
    const email = `annule-${Date.now()}@exemple.fr`
    await page.getByLabel(/Ton prénom et ton nom/).fill('Inès Bernard')
    await page.getByLabel(/Ton email/).fill(email)
    await page.getByLabel('Tes objectifs (facultatif)').fill('Trouver un métier plus proche des gens')
    await page.getByLabel('Le week-end').check()
    await page.getByRole('button', { name: 'Payer 18,00\u00a0€' }).click()
    await page.waitForURL(/\/paiement-demo\?session=demo_cs_/)
    await page.getByRole('link', { name: 'Annuler' }).click()
    await page.waitForURL(/\/coaching\?step=booking&offer=coachingSingle&premium=1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Réserve ton coaching' })).toBeVisible()
    // The form as it was sent: nothing to type again.
    await expect(page.getByLabel(/Ton prénom et ton nom/)).toHaveValue('Inès Bernard')
    await expect(page.getByLabel(/Ton email/)).toHaveValue(email)
    await expect(page.getByLabel('Tes objectifs (facultatif)')).toHaveValue('Trouver un métier plus proche des gens')
    await expect(page.getByLabel('Le week-end')).toBeChecked()
    // « Retour » shows the three formulas the visitor was sent for, not two.
    await page.getByRole('button', { name: 'Retour' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Choisis ta formule' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Offre Premium' })).toBeVisible()
    await expect(page).toHaveURL(/\/coaching\?step=presentation&offer=premium$/)
    // Once more: home, never back to the payment page the visitor cancelled.
    await page.getByRole('button', { name: 'Retour' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('a formula with the report bought before the test: its success page stays and leads to the test, which unlocks the profile', async ({ page }) => {
    await page.clock.install()
    await payPremiumBooking(page, 'premium-avant-test')
    await expect(page.getByText(/Dernière étape\s: passe le test/)).toBeVisible()
    await axe(page)
    // Nothing takes the buyer away from what is left to do: no countdown home.
    await page.clock.fastForward(15_000)
    await expect(page.getByText(/Retour à l’accueil dans/)).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/coaching-success')
    await page.getByRole('link', { name: 'Faire le test RIASEC' }).click()
    await page.waitForURL(/\/test-riasec/)
    const profile = await takeRiasecTest(page)
    await expect(page).toHaveURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
  })

  test('a formula with the report unlocks the buyer’s profile, and its success page leads there', async ({ page }) => {
    const profile = await takeRiasecTest(page)
    await payPremiumBooking(page, 'premium')
    await expect(page.getByText('Ton profil complet est débloqué, avec ton rapport personnalisé de 12 pages', { exact: false })).toBeVisible()
    // The countdown leads to the profile, not home; the test is not offered again.
    await expect(page.getByText(/Ton profil complet s’ouvre dans [0-9] s\./)).toBeVisible()
    // Said once, politely, when it starts, rather than at each second.
    await expect(page.getByRole('status').filter({ hasText: 'Ton profil complet s’ouvre dans 10 s.' })).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Faire le test RIASEC' })).toHaveCount(0)
    await axe(page)
    await page.getByRole('link', { name: 'Voir mon profil complet' }).click()
    await page.waitForURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()

    // The report is theirs now: the one-month follow-up is offered without it, and no waiver is asked.
    await page.goto('/coaching?step=presentation')
    const monthly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Suivi d’un mois' }) })
    await expect(monthly.getByText('49,00\u00a0€')).toBeVisible()
    await expect(monthly.getByText('Ton profil complet est déjà débloqué', { exact: false })).toBeVisible()
    await monthly.getByRole('button', { name: 'Réserver maintenant : Suivi d’un mois' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Réserve ton coaching' })).toBeVisible()
    await expect(page.getByLabel(/renonce expressément à mon droit de rétractation/)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Payer 49,00\u00a0€' })).toBeVisible()
  })

  test('a form filled in before the page’s scripts have run (a slow phone) keeps everything typed: coaching booking and checkout', async ({ page }) => {
    // The scripts (not the styles) held back until the visitor has filled in the server-rendered form.
    const scripts = /\/_next\/static\/.*\.js(\?.*)?$/
    let release = () => {}
    const hold = async (gate: Promise<void>) =>
      page.route(scripts, async (route) => {
        await gate
        await route.continue().catch(() => {})
      })
    await hold(new Promise<void>((resolve) => (release = resolve)))

    await page.goto('/coaching?step=booking&offer=premium', { waitUntil: 'domcontentloaded' })
    await page.getByLabel(/Ton prénom et ton nom/).fill('Inès Bernard')
    await page.getByLabel(/Ton email/).fill('lent@exemple.fr')
    await page.getByLabel('Tes objectifs (facultatif)').fill('Changer de métier')
    await page.getByLabel('Le week-end').check()
    await page.getByLabel(/renonce expressément à mon droit de rétractation/).check()
    // Until the page runs, « Payer » waits (a press would be lost); then the form is complete, as it shows.
    const pay = page.getByRole('button', { name: 'Payer 59,00\u00a0€' })
    await expect(pay).toBeDisabled()
    release()
    await expect(pay).toBeEnabled()
    await expect(pay).not.toHaveAttribute('aria-disabled')
    await expect(page.getByLabel(/Ton prénom et ton nom/)).toHaveValue('Inès Bernard')
    await expect(page.getByLabel(/Ton email/)).toHaveValue('lent@exemple.fr')
    await expect(page.getByLabel('Tes objectifs (facultatif)')).toHaveValue('Changer de métier')
    await expect(page.getByLabel('Le week-end')).toBeChecked()
    await pay.click()
    await page.waitForURL(/\/paiement-demo\?session=demo_cs_/)
    await page.unroute(scripts)

    await hold(new Promise<void>((resolve) => (release = resolve)))
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Ton email (facultatif)').fill('famille-lente@exemple.fr')
    await page.getByLabel('Ta filière actuelle (facultatif)').fill('Première générale')
    await page.getByLabel(/J’ai lu et j’accepte les Conditions Générales de Vente/).check()
    release()
    const checkoutPay = page.getByRole('button', { name: /^Payer / })
    await expect(checkoutPay).toBeEnabled()
    await expect(page.getByLabel(/J’ai lu et j’accepte les Conditions Générales de Vente/)).toBeChecked()
    await page.getByLabel(/je renonce expressément à mon droit de rétractation/).check()
    await expect(page.getByLabel('Ton email (facultatif)')).toHaveValue('famille-lente@exemple.fr')
    // What was typed is what is ordered with.
    const [order] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/payments/checkout') && request.method() === 'POST'),
      checkoutPay.click(),
    ])
    expect(order.postDataJSON()).toMatchObject({ email: 'famille-lente@exemple.fr', currentFiliere: 'Première générale' })
    await page.waitForURL(/\/paiement-demo\?session=demo_cs_/)
  })

  test('a payment request that cannot reach the server says so in French', async ({ page }) => {
    const failures: Array<(route: Route) => Promise<void>> = [
      (route) => route.abort('failed'),
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    ]
    await page.route('**/api/payments/checkout', (route) => failures.shift()!(route))
    await page.goto('/coaching?step=booking&offer=coachingSingle')
    await page.getByLabel(/Ton prénom et ton nom/).fill('Inès Bernard')
    await page.getByLabel(/Ton email/).fill('reseau@exemple.fr')
    await page.getByLabel('Le week-end').check()
    const pay = page.getByRole('button', { name: 'Payer 18,00\u00a0€' })
    // (Next.js's route announcer is an alert too: the form's is the one with a message.)
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })

    await pay.click()
    await expect(alert).toHaveText(/^Une erreur est survenue\s:\sImpossible de joindre le serveur\. Vérifie ta connexion internet, puis réessaie\.$/)
    await expect(alert).not.toContainText(/fetch|HTTP|Error/i)
    await expect(pay).toBeEnabled()

    await pay.click()
    await expect(alert).toHaveText(/^Une erreur est survenue\s:\sLe service est momentanément indisponible\. Réessaie dans un instant\.$/)
    await expect(page).toHaveURL(/\/coaching\?step=booking/)
  })

  test('coaching: the browser’s Back and Forward buttons move between its screens, the form kept', async ({ page }) => {
    const heading = (name: string) => page.getByRole('heading', { level: 1, name })
    await page.goto('/coaching?step=cta')
    await page.getByRole('button', { name: 'Découvrir le coaching' }).click()
    await expect(heading('Choisis ta formule')).toBeVisible()
    await page.getByRole('button', { name: 'Réserver maintenant : Séance unique' }).click()
    await expect(heading('Réserve ton coaching')).toBeVisible()
    await page.getByLabel(/Ton prénom et ton nom/).fill('Inès Bernard')

    await page.goBack()
    await expect(heading('Choisis ta formule')).toBeVisible()
    await expect(page).toHaveURL(/\/coaching\?step=presentation$/)
    await page.goForward()
    await expect(heading('Réserve ton coaching')).toBeVisible()
    await expect(page).toHaveURL(/\/coaching\?step=booking&offer=coachingSingle$/)
    await expect(page.getByLabel(/Ton prénom et ton nom/)).toHaveValue('Inès Bernard')
    await page.goBack()
    await page.goBack()
    await expect(heading('Un coach pour transformer ton profil en projet')).toBeVisible()
  })

  test('coaching: back from another page, the flow shows the screen its address names, not the one it was opened on', async ({ page }) => {
    const heading = (name: string) => page.getByRole('heading', { level: 1, name })
    // Opened on Premium's form (the results page's link), then another formula chosen.
    await page.goto('/coaching?step=booking&offer=premium')
    await expect(page.getByText(/^Offre Premium · 59,00\s€$/)).toBeVisible()
    await page.getByRole('button', { name: 'Retour' }).click()
    await expect(heading('Choisis ta formule')).toBeVisible()
    await page.getByRole('button', { name: 'Réserver maintenant : Séance unique' }).click()
    await expect(page.getByText(/^Séance unique · 18,00\s€$/)).toBeVisible()
    await expect(page).toHaveURL(/\/coaching\?step=booking&offer=coachingSingle&premium=1$/)
    // A footer link, then the browser's Back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nos conseils sur l’orientation' }).click()
    await page.waitForURL(/\/ressources$/)
    await page.goBack()
    await expect(heading('Réserve ton coaching')).toBeVisible()
    await expect(page.getByText(/^Séance unique · 18,00\s€$/)).toBeVisible()
    await expect(page).toHaveURL(/\/coaching\?step=booking&offer=coachingSingle&premium=1$/)
  })

  test('coaching: « Retour » walks back the flow’s screens, then to the page before, never round in a loop', async ({ page }) => {
    const heading = (name: string) => page.getByRole('heading', { level: 1, name })
    const back = page.getByRole('button', { name: 'Retour' })
    // From a page of the site to the formulas, then the booking form: « Retour » twice leads back to that page.
    await page.goto('/ressources')
    await page.goto('/coaching?step=presentation')
    await page.getByRole('button', { name: 'Réserver maintenant : Séance unique' }).click()
    await expect(heading('Réserve ton coaching')).toBeVisible()
    await back.click()
    await expect(heading('Choisis ta formule')).toBeVisible()
    await back.click()
    await page.waitForURL((url) => url.pathname === '/ressources')

    // Straight onto the booking form (a link in an email, say): the formulas, then the page before, not the form again.
    await page.goto('/coaching?step=booking&offer=coachingSingle')
    await expect(heading('Réserve ton coaching')).toBeVisible()
    await back.click()
    await expect(heading('Choisis ta formule')).toBeVisible()
    await back.click()
    await page.waitForURL((url) => url.pathname === '/ressources')
  })

  test('coaching: « Retour » on a page opened directly leads home instead of doing nothing', async ({ page }) => {
    await page.goto('/coaching?step=presentation')
    await expect(page.getByRole('heading', { level: 1, name: 'Choisis ta formule' })).toBeVisible()
    await page.getByRole('button', { name: 'Retour' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  /** A paid booking's confirmation, on the page's own clock, once its countdown home has started moving. */
  async function countingDown(page: Page, request: APIRequestContext, project: string) {
    const session = await paidCoachingSession(request, project)
    await page.clock.install()
    await page.goto(`/coaching-success?session_id=${session}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Ta réservation est confirmée !' })).toBeVisible()
    await expect(async () => {
      await page.clock.runFor(1_000)
      await expect(page.getByText(/Retour à l’accueil dans [0-8] s\./)).toBeVisible({ timeout: 500 })
    }).toPass()
  }

  /** Well past the 10 seconds, the page has not left. */
  async function stillHereLater(page: Page) {
    await page.clock.runFor(15_000)
    await page.waitForTimeout(1_000)
    expect(new URL(page.url()).pathname).toBe('/coaching-success')
  }

  test('coaching success: « Rester sur cette page » stops the trip back home', async ({ page, request }, testInfo) => {
    await countingDown(page, request, testInfo.project.name)
    await page.getByRole('button', { name: 'Rester sur cette page' }).click()
    await expect(page.getByText('Tu restes sur cette page aussi longtemps que tu le souhaites.')).toBeFocused()
    await expect(page.getByText(/Retour à l’accueil dans/)).toHaveCount(0)
    await stillHereLater(page)
    await axe(page)
  })

  test('coaching success: a key pressed on the page stops the countdown, for someone reading with the keyboard', async ({ page, request }, testInfo) => {
    await countingDown(page, request, testInfo.project.name)
    await page.keyboard.press('Tab')
    await expect(page.getByText('Tu restes sur cette page aussi longtemps que tu le souhaites.')).toBeVisible()
    await stillHereLater(page)
  })

  test('coaching success: a tap on the page (selecting the booking’s details) stops the countdown too', async ({ page, request }, testInfo) => {
    await countingDown(page, request, testInfo.project.name)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByText('Tu restes sur cette page aussi longtemps que tu le souhaites.')).toBeVisible()
    await stillHereLater(page)
  })

  test('coaching success never calls confirmed a booking that was refunded, or one it cannot find', async ({ page, request }, testInfo) => {
    const session = await paidCoachingSession(request, testInfo.project.name)
    // An admin notes the refund on the order (the demo provider's way).
    const headers = await adminHeaders(request)
    const orders = await (await request.get(`/api/orders?where[providerSessionId][equals]=${session}`, { headers })).json()
    expect((await request.patch(`/api/orders/${orders.docs[0].id}`, { headers, data: { status: 'refunded' } })).ok()).toBe(true)

    await page.goto(`/coaching-success?session_id=${session}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation remboursée' })).toBeVisible()
    await expect(page.getByText('Cette réservation a été remboursée et annulée.', { exact: false })).toBeVisible()
    await expect(page.getByText(/Retour à l’accueil dans/)).toHaveCount(0)
    // To book the same formula again.
    await expect(page.getByRole('link', { name: 'Réserver un appel' })).toHaveAttribute('href', '/coaching?step=booking&offer=coachingSingle')
    await axe(page)

    await page.goto('/coaching-success?session_id=demo_cs_inconnue0000')
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation introuvable' })).toBeVisible()
    await page.goto('/coaching-success')
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation introuvable' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ta réservation est confirmée !' })).toHaveCount(0)
  })

  test('a payment still unconfirmed after a minute says so, and the visitor can check again', async ({ page, request }, testInfo) => {
    // An order left unpaid on the provider's page stays pending: its order page waits for the confirmation.
    await page.goto('/checkout')
    await page.getByLabel(/J’ai lu et j’accepte les Conditions Générales de Vente/).check()
    await page.getByLabel(/je renonce expressément à mon droit de rétractation/).check()
    await page.getByRole('button', { name: /^Payer / }).click()
    await page.waitForURL(/\/paiement-demo\?session=demo_cs_/)
    const session = new URL(page.url()).searchParams.get('session')!

    await page.clock.install()
    await page.goto(`/results?session_id=${session}`)
    await expect(page.getByText('Cela prend quelques secondes : cette page se met à jour toute seule.')).toBeVisible()
    const slow = page.getByText(/La confirmation de ton paiement prend plus de temps que prévu/)
    await expect(slow).toHaveCount(0)
    // A minute of asking, on the page's clock.
    await expect(async () => {
      await page.clock.fastForward(61_000)
      await expect(slow).toBeVisible({ timeout: 500 })
    }).toPass()
    await axe(page)
    // Asking again keeps the button, and the focus on it, while it checks for another minute.
    const again = page.getByRole('button', { name: 'Vérifier à nouveau' })
    await again.click()
    const checking = page.getByRole('button', { name: 'Vérification en cours…' })
    await expect(checking).toBeFocused()
    await expect(checking).toHaveAttribute('aria-disabled', 'true')
    await expect(async () => {
      await page.clock.fastForward(61_000)
      await expect(again).toBeVisible({ timeout: 500 })
    }).toPass()
    await expect(again).toBeFocused()

    // The confirmation comes at last: the page says what is left to do, and the focus the button had goes there.
    await again.click()
    const headers = { 'x-forwarded-for': testInfo.project.name === 'mobile' ? '10.201.0.6' : '10.201.0.5' }
    expect((await request.post('/api/payments/demo/pay', { headers, data: { session } })).ok()).toBe(true)
    const lastStep = page.getByRole('heading', { level: 2, name: 'Dernière étape : le test RIASEC' })
    await expect(async () => {
      await page.clock.fastForward(2_000)
      await expect(lastStep).toBeVisible({ timeout: 500 })
    }).toPass()
    await expect(lastStep).toBeFocused()
  })

  test('a confirmation that comes while the visitor checks again unlocks the profile, and the delay is no longer said', async ({ page, request }, testInfo) => {
    const { profile, sessionId } = await startReportPayment(page)
    await page.clock.install()
    await page.goto(`/resultats-riasec?profile=${profile}&payment=success`)
    const slow = page.getByText(/La confirmation de ton paiement prend plus de temps que prévu/)
    await expect(async () => {
      await page.clock.fastForward(61_000)
      await expect(slow).toBeVisible({ timeout: 500 })
    }).toPass()
    await page.getByRole('button', { name: 'Vérifier à nouveau' }).click()
    await expect(page.getByRole('button', { name: 'Vérification en cours…' })).toBeFocused()

    // The provider's confirmation arrives during the second minute of asking.
    const headers = { 'x-forwarded-for': testInfo.project.name === 'mobile' ? '10.201.0.4' : '10.201.0.3' }
    expect((await request.post('/api/payments/demo/pay', { headers, data: { session: sessionId } })).ok()).toBe(true)
    await expect(async () => {
      await page.clock.fastForward(2_000)
      await expect(page.getByText('Profil complet débloqué')).toBeVisible({ timeout: 500 })
    }).toPass()
    await expect(slow).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^(Vérifier à nouveau|Vérification en cours…)$/ })).toHaveCount(0)
    // The focus the button had goes to the outcome, which a screen reader then reads.
    await expect(page.getByText('Profil complet débloqué')).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`/resultats-riasec\\?profile=${profile}$`))
  })

  test('the webhook refuses an unsigned event, and exports are for staff only', async ({ request }) => {
    const response = await request.post('/api/stripe/webhook', { data: { id: 'evt_forged', type: 'checkout.session.completed' } })
    expect(response.status()).toBe(400)
    expect((await request.get('/api/exports/orders.csv')).status()).toBe(401)
  })
})
