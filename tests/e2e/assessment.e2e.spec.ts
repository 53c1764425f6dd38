import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { profiles as adultProfiles } from '../../src/content/profiles/adulte'
import { frenchSpacing } from '../../src/domain/typography'
import { encouragements, riasecQuestions } from '../../src/content/questions'
import type { RiasecLetter } from '../../src/domain/riasec-letters'
import { adminHeaders } from '../helpers/admin-api'
import { cookieChoiceMade } from '../helpers/consent'
import { answerRiasec } from '../helpers/riasec-steps'

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' }

/**
 * The words of a text as a reader gets them, to look for one text inside a page's HTML (its markup and the
 * data React hydrates from): tags dropped, entities decoded, and every run of anything but letters and
 * digits (spaces of any kind, punctuation, the escapes of the page's data) read as one space. The seed is
 * typed with ordinary spaces and the page shows French spacing (no-break spaces before : ; ! ?), so the
 * raw seed text would never be found in the page, whether it leaked or not.
 */
const wordsOf = (text: string): string =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name[0] === '#' ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\\[nrt]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Whether the page's HTML carries the text as the site shows it (with French spacing), or its first `length` characters. */
const carries = (html: string, text: string, length = 60): boolean => wordsOf(html).includes(wordsOf(frenchSpacing(text).slice(0, length)))

// The cookie banner is tested on its own; here the visitor has already chosen.
test.beforeEach(async ({ context }) => {
  await cookieChoiceMade(context)
})

/**
 * A connection of its own for a test that sends several tests: the others' submissions from the project's
 * address keep their budget (120 tests in 10 minutes per address).
 */
const ownConnection = (context: BrowserContext, test: number, project: string) =>
  context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.201.${test}.${project === 'mobile' ? 2 : 1}` })

/** Opens an audience page's start modal, once React runs (its button waits for it). */
async function openStartModal(page: Page, path: string) {
  await page.goto(path)
  const button = page.getByRole('button', { name: /^Commencer mon (test|bilan) gratuit$/ })
  await expect(button).toBeEnabled({ timeout: 30_000 })
  await button.click()
  return page.getByRole('dialog', { name: 'Avant de commencer' })
}

/** Gives a name and an address in the start modal, and waits for the test it opens. */
async function startTestAs(dialog: Locator, name: string, email: string) {
  await dialog.getByLabel('Ton prénom').fill(name)
  await dialog.getByLabel('Ton email').fill(email)
  await dialog.getByRole('button', { name: 'Commencer le test' }).click()
  await dialog.page().waitForURL(/\/test-riasec\?bilan=[a-z]+$/)
}

/** A test that starts afresh: nothing resumed, once the page has restored what the device keeps. */
async function expectFreshTest(page: Page) {
  await expect(page.getByRole('radio').first()).toBeEnabled()
  await expect(page.getByText('1/12', { exact: true })).toBeVisible()
  await expect(page.getByText('Tu reprends là où tu t’étais arrêté·e.')).toHaveCount(0)
}

/** Answers the school test's steps `from` to `to` with the option of one RIASEC letter, found by its label. */
async function answerWithLetter(page: Page, letter: RiasecLetter, from: number, to: number) {
  for (let step = from; step <= to; step++) {
    await expect(page.getByText(`${step}/12`, { exact: true })).toBeVisible()
    const question = riasecQuestions.find((item) => item.set === 'scolaire' && item.order === step)!
    const option = question.options.find((item) => item.letter === letter)!
    await page.getByRole('radio', { name: frenchSpacing(option.label), exact: true }).check()
    if (step < 12) await page.getByRole('button', { name: 'Suivant' }).click()
  }
}

test.describe('RIASEC test and results', () => {
  test('takes the school test, resumes after a reload, and shows a locked preview', async ({ page, context }) => {
    await page.goto('/test-riasec')
    await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await expect(page.getByText('11 questions restantes')).toBeVisible()
    await axe(page)
    await answerRiasec(page, 4)
    // A look at the other kind of test, left without an answer, does not cost this one its progress.
    await page.goto('/test-riasec?bilan=reconversion')
    await expect(page.getByText('1/12', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await page.goto('/test-riasec?bilan=scolaire')
    await expect(page.getByText('5/12', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByText('5/12', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Précédent' }).click()
    await expect(page.getByText('4/12', { exact: true })).toBeVisible()
    await expect(page.getByRole('radio').first()).toBeChecked()
    await page.getByRole('button', { name: 'Suivant' }).click()
    for (let step = 5; step <= 12; step++) {
      await page.getByRole('radio').first().check()
      if (step < 12) await page.getByRole('button', { name: 'Suivant' }).click()
    }
    await expect(page.getByText('Dernière question', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Tes six scores (sur 12)')).toBeVisible()
    // Each score is read « 4 sur 12 », not « 4 slash 12 ».
    const scores = page.getByRole('region', { name: 'Tes six scores (sur 12)' }).getByRole('listitem')
    await expect(scores).toHaveCount(6)
    await expect(scores.first().getByText(/^\d+\/12$/)).toBeVisible()
    const spoken = await scores.first().ariaSnapshot()
    expect(spoken).toMatch(/\d+ sur 12/)
    expect(spoken).not.toMatch(/\d+\/12/)
    await expect(page.getByText('Inclus dans le profil complet').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toBeVisible()
    // A list's locked rest belongs to the list's section: one region per title, not one inside another.
    for (const title of ['Tes traits de personnalité', 'Formations recommandées', 'Métiers qui te correspondent']) {
      await expect(page.getByRole('region', { name: title })).toHaveCount(1)
      await expect(page.getByRole('region', { name: title }).getByText('Inclus dans le profil complet')).toBeVisible()
    }
    // A locked part with no visible start stands alone, named by its blurred title.
    await expect(page.getByRole('region', { name: 'Interprétation de ton profil' })).toContainText('Inclus dans le profil complet')
    const cookies = await context.cookies()
    const access = cookies.find((cookie) => cookie.name === 'riasec_access')
    expect(access?.httpOnly).toBe(true)
    // After a client-side navigation the page's title arrives with its metadata, a moment after its content.
    await expect(page).toHaveTitle(/^Tes résultats RIASEC — /)
    await axe(page)
  })

  test('the browser’s Back (a phone’s Back gesture) returns to the previous question, and leaves the test only from the first', async ({ page }) => {
    await page.goto('/')
    await page.goto('/test-riasec')
    await answerRiasec(page, 3)
    await expect(page.getByText('4/12', { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page.getByText('3/12', { exact: true })).toBeVisible()
    await expect(page.getByRole('radio').first()).toBeChecked()
    await expect(page).toHaveURL(/\/test-riasec$/)
    await page.goBack()
    await expect(page.getByText('2/12', { exact: true })).toBeVisible()
    await page.goForward()
    await expect(page.getByText('3/12', { exact: true })).toBeVisible()
    // « Précédent » and Back walk the same way.
    await page.getByRole('button', { name: 'Précédent' }).click()
    await expect(page.getByText('2/12', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Précédent' }).click()
    await expect(page.getByText('1/12', { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    // The answers wait on the device.
    await page.goForward()
    await expect(page.getByText('1/12', { exact: true })).toBeVisible()
    await expect(page.getByRole('radio').first()).toBeChecked()

    // Resumed in another tab, « Précédent » steps back in place: that tab has no earlier question to go back to.
    const other = await page.context().newPage()
    await other.goto('/test-riasec')
    await expect(other.getByText('1/12', { exact: true })).toBeVisible()
    await other.getByRole('button', { name: 'Suivant' }).click()
    await other.getByRole('button', { name: 'Suivant' }).click()
    await other.close()
    const resumed = await page.context().newPage()
    await resumed.goto('/')
    await resumed.goto('/test-riasec')
    await expect(resumed.getByText('3/12', { exact: true })).toBeVisible()
    await resumed.getByRole('button', { name: 'Précédent' }).click()
    await expect(resumed.getByText('2/12', { exact: true })).toBeVisible()
    await expect(resumed).toHaveURL(/\/test-riasec$/)

    // Finished, the test's entries no longer lead to its questions: Back from the results, then Back again,
    // show the first question of a new test, never a later one without the answers before it.
    await answerRiasec(resumed, 12, 2)
    await resumed.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await resumed.waitForURL(/\/resultats-riasec\?profile=/)
    await resumed.goBack()
    await expect(resumed.getByText('1/12', { exact: true })).toBeVisible()
    await expect(resumed.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    // A new test begun there: Back walks its own questions, then leaves the test, never into the ended one's.
    await answerRiasec(resumed, 3)
    await expect(resumed.getByText('4/12', { exact: true })).toBeVisible()
    for (const shown of ['3/12', '2/12', '1/12']) {
      await resumed.goBack()
      await expect(resumed.getByText(shown, { exact: true })).toBeVisible()
    }
    await resumed.goBack()
    await resumed.waitForURL((url) => url.pathname === '/')
  })

  test('a test finished in another tab is done: the tab left open sends its own answers as a new test, and never brings the old one back', async ({ page, context }, testInfo) => {
    await ownConnection(context, 1, testInfo.project.name)
    await page.goto('/test-riasec')
    await answerWithLetter(page, 'S', 1, 3)
    await expect(page.getByText('4/12', { exact: true })).toBeVisible()
    // Another tab resumes the test and finishes it.
    const other = await context.newPage()
    await other.goto('/test-riasec')
    await answerWithLetter(other, 'S', 4, 12)
    // A third tab opens the finished answers, not yet sent.
    const twin = await context.newPage()
    await twin.goto('/test-riasec')
    await expect(twin.getByText('Dernière question', { exact: true })).toBeVisible()
    await other.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await other.waitForURL(/\/resultats-riasec\?profile=S$/)
    // The same answers sent from the third tab are the same test: its result comes back (200), no second one.
    const [again] = await Promise.all([
      twin.waitForResponse((response) => new URL(response.url()).pathname === '/api/assessments/riasec'),
      twin.getByRole('button', { name: 'Obtenir mes résultats' }).click(),
    ])
    expect(again.status()).toBe(200)
    await twin.waitForURL(/\/resultats-riasec\?profile=S$/)
    await twin.close()
    // The first tab, still open, moves back a question (its progress is written again); a new visit starts afresh.
    await page.getByRole('button', { name: 'Précédent' }).click()
    await expect(page.getByText('3/12', { exact: true })).toBeVisible()
    const later = await context.newPage()
    await later.goto('/test-riasec')
    await expect(later.getByText('1/12', { exact: true })).toBeVisible()
    await expect(later.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await expect(later.getByText('Tu reprends là où tu t’étais arrêté·e.')).toHaveCount(0)
    await later.close()
    // The first tab's own answers make a test of their own: its result is theirs, not the other tab's.
    await page.getByRole('button', { name: 'Suivant' }).click()
    await answerWithLetter(page, 'R', 4, 12)
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=R$/)
    await expect(page.getByText('Tes six scores (sur 12)')).toBeVisible()
  })

  test('never sends locked text to a locked visitor, and the promo code unlocks only its owner', async ({ page, browser, request }) => {
    await page.goto('/test-riasec?bilan=reconversion')
    await answerRiasec(page)
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=/)
    const url = page.url()
    const profile = new URL(url).searchParams.get('profile')!

    // The locked page's HTML holds none of the locked fields (the seed's texts are the page's texts);
    // the tailored advice is free content (spec part 1 §2.7), shown before any payment.
    const content = adultProfiles.find((item) => item.code === profile)!
    const lockedTexts = [content.interpretation, content.potential, ...content.strengths, ...content.careers.slice(2).map((career) => career.description)]
    const html = await (await request.get(url, { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })).text()
    expect(carries(html, content.description, 40)).toBe(true)
    // The check can fail: the locked texts are in the page once unlocked (below), as they are in their seed.
    for (const text of lockedTexts) expect(carries(html, text), text).toBe(false)
    await expect(page.getByText(content.advice.slice(0, 60))).toBeVisible()

    // Five clicks on the teaser open the promo dialog; a wrong code is refused.
    const teaser = page.getByText('Tu veux aller plus loin ?')
    for (let click = 0; click < 5; click++) await teaser.click()
    const dialog = page.getByRole('dialog', { name: 'Code promo découvert !' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Ton code promo').fill('pas-le-bon')
    // A code the server could not check is not called wrong.
    await page.route('**/api/promo/redeem', (route) => route.abort('internetdisconnected'), { times: 1 })
    await dialog.getByRole('button', { name: 'Débloquer' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Le code n’a pas pu être vérifié. Vérifie ta connexion internet, puis réessaie.')
    await dialog.getByRole('button', { name: 'Débloquer' }).click()
    await expect(dialog.getByText('Code promo incorrect. Réessayez !')).toBeVisible()
    // The × is « Fermer », so « Annuler » names one button only.
    await expect(dialog.getByRole('button', { name: 'Fermer', exact: true })).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click()
    await expect(dialog).toBeHidden()
    // The teaser is the heading of its section, and a button the focus comes back to.
    const teaserButton = page.getByRole('heading', { level: 2, name: 'Tu veux aller plus loin ?' }).getByRole('button')
    await expect(teaserButton).toBeFocused()

    // Staff create a code in the admin API; the right code unlocks this visitor's result.
    const code = `Carney${Date.now()}`
    const created = await request.post('/api/promo-codes', { data: { code, active: true }, headers: await adminHeaders(request) })
    expect(created.status()).toBe(201)
    // The keyboard opens it too: five presses of Enter.
    for (let press = 0; press < 5; press++) await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Ton code promo').fill(code)
    await dialog.getByRole('button', { name: 'Débloquer' }).click()
    await expect(dialog).toBeHidden()
    // The success is said where the focus goes, not left to a page refresh that says nothing.
    await expect(page.getByRole('status').filter({ hasText: 'Ton profil complet est débloqué !' })).toBeFocused()
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
    await expect(page.getByText(content.interpretation.slice(0, 60))).toBeVisible()
    const unlockedHtml = await page.content()
    for (const text of lockedTexts) expect(carries(unlockedHtml, text), text).toBe(true)

    // Another visitor opening the same address still sees the lock. One who chose the same kind of bilan
    // (without it, the page shows the school set's texts, where the adult ones could never be found).
    const stranger = await browser.newContext()
    await cookieChoiceMade(stranger)
    await stranger.addCookies([{ name: 'bilan_type', value: 'reconversion', url }])
    const strangerPage = await stranger.newPage()
    await strangerPage.goto(url)
    await expect(strangerPage.getByText('Inclus dans le profil complet').first()).toBeVisible()
    const strangerHtml = await strangerPage.content()
    expect(carries(strangerHtml, content.description, 40)).toBe(true)
    for (const text of lockedTexts) expect(carries(strangerHtml, text), text).toBe(false)
    // Nothing of theirs to unlock here: the page leads to the test instead of selling one.
    await expect(strangerPage.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toHaveCount(0)
    await expect(strangerPage.getByText(/Pour débloquer ton profil complet, passe d’abord le test/)).toBeVisible()
    await expect(strangerPage.getByRole('link', { name: 'Passer le test RIASEC' })).toHaveAttribute('href', '/test-riasec')
    await stranger.close()
  })

  test('a visitor who unlocked their profile and takes the test again keeps that full profile, and its report, on this device', async ({ page, context, request }, testInfo) => {
    await ownConnection(context, 2, testInfo.project.name)
    await page.goto('/test-riasec')
    await answerWithLetter(page, 'S', 1, 12)
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=S$/)
    // Unlocked with a promo code staff created.
    const code = `Retour${Date.now()}`
    expect((await request.post('/api/promo-codes', { data: { code, active: true }, headers: await adminHeaders(request) })).status()).toBe(201)
    for (let click = 0; click < 5; click++) await page.getByText('Tu veux aller plus loin ?').click()
    const dialog = page.getByRole('dialog', { name: 'Code promo découvert !' })
    await dialog.getByLabel('Ton code promo').fill(code)
    await dialog.getByRole('button', { name: 'Débloquer' }).click()
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
    // Another profile's page says the latest is unlocked already, rather than offering to unlock it.
    await page.goto('/resultats-riasec?profile=C')
    await expect(page.getByText(/Ce profil n’est pas celui de ton dernier test\s: ton profil complet \(S\) est déjà débloqué sur cet appareil\./)).toBeVisible()
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toHaveCount(0)

    // The test again, out of curiosity: the new result is locked, and the page says the first stays open here.
    await page.goto('/test-riasec')
    await answerWithLetter(page, 'R', 1, 12)
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=R$/)
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toBeVisible()
    await expect(page.getByText(/^Le profil complet que tu as débloqué lors d’un test précédent \(S\) reste ouvert sur cet appareil\./)).toBeVisible()
    await axe(page)
    // Another profile's page sells nothing: a payment would unlock the latest test (R), which it names.
    await page.goto('/resultats-riasec?profile=C')
    await expect(page.getByRole('link', { name: 'DÉBLOQUER MAINTENANT' })).toHaveCount(0)
    await expect(page.getByText(/Ce profil n’est pas celui de ton dernier test \(R\)/)).toBeVisible()
    await page.getByRole('link', { name: 'Voir mon profil R', exact: true }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=R$/)
    await page.getByRole('link', { name: 'Revoir mon profil complet' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=S$/)
    await expect(page.getByText('Profil complet débloqué')).toBeVisible()
    const download = page.getByRole('link', { name: 'Télécharger mon rapport (PDF)' })
    const href = (await download.getAttribute('href'))!
    const pdf = await page.context().request.get(href)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    // Clicked, the link saves the file; when none can be sent, the page says why under it, and stays.
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(saved.suggestedFilename()).toMatch(/^rapport-orientation-.*\.pdf$/)
    await context.setOffline(true)
    await download.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Le rapport n’a pas pu être téléchargé : vérifie ta connexion, puis réessaie.' })).toBeVisible()
    await context.setOffline(false)
    // Past the downloads allowed from one connection in ten minutes (a class sharing one address).
    await page.evaluate(async (url) => {
      for (let hit = 0; hit < 30; hit++) await fetch(url, { headers: { Accept: 'application/pdf' } })
    }, href)
    await download.click()
    await expect(page.getByRole('alert').filter({ hasText: /^Trop de tentatives/ })).toBeVisible()
    await expect(download).toHaveAccessibleDescription(/^Trop de tentatives/)
    await expect(page).toHaveURL(/\/resultats-riasec\?profile=S$/)
    await axe(page)
  })

  test('on a shared computer, « Ce n’est pas moi » empties the start modal, and the device forgets the previous pupil’s answers and results', async ({ page, context }, testInfo) => {
    await ownConnection(context, 3, testInfo.project.name)
    const start = () => openStartModal(page, '/bilan-reconversion-professionnelle')
    // The first pupil finishes a test, then begins another and leaves it half done.
    let dialog = await start()
    await expect(dialog.getByText('Ces coordonnées sont celles du dernier test fait sur cet appareil.')).toHaveCount(0)
    await startTestAs(dialog, 'Léa', 'lea.poste-partage@exemple.fr')
    await answerRiasec(page)
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
    const leasResults = page.url()
    await expect(page.getByText('Le profil professionnel de Léa', { exact: true })).toBeVisible()
    await page.goto('/test-riasec?bilan=reconversion')
    await answerRiasec(page, 4)
    const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name)
    // And had bought the report for a test still to take here (the next test taken on this device would claim it).
    await context.addCookies([{ name: 'riasec_order', value: 'cs_test_lea.signature', url: new URL(page.url()).origin, httpOnly: true }])
    expect(await cookieNames()).toEqual(expect.arrayContaining(['riasec_access', 'riasec_order']))

    // The next pupil finds Léa's contact, and says it is not theirs.
    dialog = await start()
    await expect(dialog.getByLabel('Ton prénom')).toHaveValue('Léa')
    await expect(dialog.getByText('Ces coordonnées sont celles du dernier test fait sur cet appareil.')).toBeVisible()
    // The dialog opens on its first field, which says whose contact it holds.
    await expect(dialog.getByLabel('Ton prénom')).toBeFocused()
    await expect(dialog.getByLabel('Ton prénom')).toHaveAccessibleDescription('Ces coordonnées sont celles du dernier test fait sur cet appareil.')
    await axe(page)
    await dialog.getByRole('button', { name: 'Ce n’est pas moi' }).click()
    await expect(dialog.getByRole('status')).toHaveText(/^C’est noté\s: cet appareil a oublié la personne précédente/)
    await expect(dialog.getByLabel('Ton prénom')).toBeFocused()
    await expect(dialog.getByLabel('Ton prénom')).toHaveValue('')
    await expect(dialog.getByLabel('Ton email')).toHaveValue('')
    const left = await cookieNames()
    expect(left).not.toContain('riasec_access')
    expect(left).not.toContain('riasec_order')
    await axe(page)
    await startTestAs(dialog, 'Hugo', 'hugo.poste-partage@exemple.fr')
    // Léa's half-done test is not resumed under Hugo's name (once the page has restored what it keeps), and
    // her results no longer open here.
    await expectFreshTest(page)
    await page.goto(leasResults)
    await expect(page.getByText('Ton profil professionnel', { exact: true })).toBeVisible()
    await expect(page.getByText('Le profil professionnel de Léa', { exact: true })).toHaveCount(0)
  })

  test('a pupil under 15 saves their results only with a parent’s consent, which the result records', async ({ page, context, request }, testInfo) => {
    await ownConnection(context, 6, testInfo.project.name)
    const email = `zoe.${Date.now()}.${testInfo.project.name}@exemple.fr`
    const dialog = await openStartModal(page, '/bilan-orientation-scolaire')
    await dialog.getByLabel('Ton prénom').fill('Zoé')
    await dialog.getByLabel('Ton email').fill(email)
    await dialog.getByLabel('J’ai moins de 15 ans').check()
    const consent = dialog.getByLabel(/^Un de mes parents \(ou mon tuteur\) est avec moi/)
    await expect(consent).not.toBeChecked()
    // Without the parent's box, nothing is kept: the dialog says why, on the box.
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/^Sans l’accord d’un de tes parents, nous n’enregistrons pas tes données\s: fais le test avec lui et cochez cette case ensemble\.$/)
    await expect(consent).toBeFocused()
    await expect(page).toHaveURL(/\/bilan-orientation-scolaire$/)
    await axe(page)
    await consent.check()
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await page.waitForURL(/\/test-riasec\?bilan=scolaire$/)
    await answerRiasec(page)
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
    const found = await request.get(`/api/riasec-results?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: await adminHeaders(request) })
    const { docs } = (await found.json()) as { docs: Array<{ name: string; parentalConsentAt?: string | null }> }
    expect(docs).toEqual([expect.objectContaining({ name: 'Zoé', parentalConsentAt: expect.any(String) })])
    // The dialog opened again for the next test remembers the age, and asks the parent again.
    const again = await openStartModal(page, '/bilan-orientation-scolaire')
    await expect(again.getByLabel('J’ai moins de 15 ans')).toBeChecked()
    await expect(again.getByLabel(/^Un de mes parents/)).not.toBeChecked()
    await again.getByRole('button', { name: 'Commencer le test' }).click()
    await expect(again.getByRole('alert')).toHaveText(/^Sans l’accord d’un de tes parents/)
  })

  test('a pupil under 15 without a parent at hand takes the test without a name or an email, kept on the device only', async ({ page, context }, testInfo) => {
    // Two tests taken, on a shared machine.
    test.setTimeout(90_000)
    await ownConnection(context, 7, testInfo.project.name)
    const dialog = await openStartModal(page, '/bilan-orientation-scolaire')
    const withoutContact = (modal: Locator) => modal.getByRole('button', { name: 'Faire le test sans donner mon prénom ni mon email' })
    // Offered to an under-15 only, with what it means.
    await expect(withoutContact(dialog)).toHaveCount(0)
    await dialog.getByLabel('Ton prénom').fill('Jade')
    await dialog.getByLabel('Ton email').fill('jade.seule@exemple.fr')
    await dialog.getByLabel('J’ai moins de 15 ans').check()
    await expect(withoutContact(dialog)).toHaveAccessibleDescription(/^Pas de parent avec toi pour l’instant\s\?.*seul cet appareil pourra ouvrir tes résultats/)
    await axe(page)
    await dialog.getByLabel('J’ai moins de 15 ans').uncheck()
    await expect(withoutContact(dialog)).toHaveCount(0)
    await dialog.getByLabel('J’ai moins de 15 ans').check()
    await withoutContact(dialog).click()
    await page.waitForURL(/\/test-riasec\?bilan=scolaire$/)
    // Nothing of what was typed is kept.
    await expectFreshTest(page)
    await expect(page.getByText(/^Tes résultats seront enregistrés au nom de/)).toHaveCount(0)
    const kept = () => page.evaluate(() => ['userName', 'userEmail', 'parentalConsent'].map((key) => window.localStorage.getItem(key)))
    expect(await kept()).toEqual([null, null, null])
    // A contact offered during the test knows the age: the parent's box is asked.
    await page.getByRole('button', { name: 'Indiquer mon prénom et mon email' }).click()
    const midTest = page.getByRole('dialog', { name: 'Enregistrer tes résultats' })
    await expect(midTest.getByLabel('J’ai moins de 15 ans')).toBeChecked()
    await expect(midTest.getByLabel(/^Un de mes parents/)).not.toBeChecked()
    await page.keyboard.press('Escape')
    await expect(midTest).toBeHidden()
    const sendTest = async () => {
      await answerRiasec(page)
      const [sent] = await Promise.all([
        page.waitForRequest((request) => request.url().endsWith('/api/assessments/riasec') && request.method() === 'POST'),
        page.getByRole('button', { name: 'Obtenir mes résultats' }).click(),
      ])
      await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
      return sent.postDataJSON().contact ?? null
    }
    expect(await sendTest()).toBeNull()
    const card = page.getByRole('region', { name: 'Garde tes résultats' })
    await expect(card.getByText(/^Pour l’instant, seul cet appareil peut ouvrir tes résultats\./)).toBeVisible()
    // Saving them later asks for the parent's box too.
    await card.getByRole('button', { name: 'Indiquer mon prénom et mon email' }).click()
    const saving = page.getByRole('dialog', { name: 'Enregistrer tes résultats' })
    await expect(saving.getByLabel('J’ai moins de 15 ans')).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(saving).toBeHidden()

    // The next pupil at this machine: nobody can tell whose test it keeps without a contact. The modal says so,
    // and a test without a contact waits for « Ce n’est pas moi », or the previous one's results (unlocked,
    // say) would stay open to it.
    const following = await openStartModal(page, '/bilan-orientation-scolaire')
    await expect(following.getByLabel('Ton prénom')).toHaveAccessibleDescription('Un test a déjà été fait ou commencé sur cet appareil sans prénom ni email.')
    await following.getByLabel('J’ai moins de 15 ans').check()
    await expect(withoutContact(following)).toHaveCount(0)
    await expect(following.getByText(/^Pour faire le test sans donner ton prénom ni ton email, appuie d’abord sur/)).toBeVisible()
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('riasec_access')
    await following.getByRole('button', { name: 'Ce n’est pas moi' }).click()
    await expect(following.getByText(/^C’est noté\s: cet appareil a oublié la personne précédente/)).toBeVisible()
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('riasec_access')
    await following.getByLabel('J’ai moins de 15 ans').check()
    await expect(withoutContact(following)).toBeVisible()
    await page.keyboard.press('Escape')

    // Over the last test's contact, the choice waits for « Ce n’est pas moi »: the test would be sent with it.
    const next = await openStartModal(page, '/bilan-orientation-scolaire')
    await startTestAs(next, 'Noa', `noa.${Date.now()}@exemple.fr`)
    const again = await openStartModal(page, '/bilan-orientation-scolaire')
    await again.getByLabel('J’ai moins de 15 ans').check()
    await expect(withoutContact(again)).toHaveCount(0)
    await expect(again.getByText(/^Pour faire le test sans donner ton prénom ni ton email, appuie d’abord sur/)).toBeVisible()
    await again.getByRole('button', { name: 'Ce n’est pas moi' }).click()
    await expect(again.getByText(/^C’est noté\s: cet appareil a oublié la personne précédente/)).toBeVisible()
    await again.getByLabel('J’ai moins de 15 ans').check()
    await withoutContact(again).click()
    await page.waitForURL(/\/test-riasec\?bilan=scolaire$/)
    await expectFreshTest(page)
    expect(await sendTest()).toBeNull()
    expect(await kept()).toEqual([null, null, null])
  })

  test('a test opened without the start modal says whose results it will save, and « Ce n’est pas toi ? » starts it afresh for someone else', async ({ page, context }, testInfo) => {
    await ownConnection(context, 4, testInfo.project.name)
    const dialog = await openStartModal(page, '/bilan-orientation-scolaire')
    await startTestAs(dialog, 'Léa', 'lea.favori@exemple.fr')
    await answerRiasec(page, 4)
    await context.addCookies([{ name: 'riasec_access', value: 'jeton-de-lea-sur-ce-poste-0123456789', url: new URL(page.url()).origin, httpOnly: true }])

    // The next pupil opens the test from a bookmark: Léa's answers come back, under her name, and the page says so.
    await page.goto('/test-riasec?bilan=scolaire')
    await expect(page.getByText('Tu reprends là où tu t’étais arrêté·e.')).toBeVisible()
    const holder = page.getByText(/^Tes résultats seront enregistrés au nom de Léa\./)
    await expect(holder).toBeVisible()
    await axe(page)
    await page.getByRole('button', { name: 'Ce n’est pas toi ?' }).click()
    await expectFreshTest(page)
    await expect(holder).toHaveCount(0)
    expect(await page.evaluate(() => window.localStorage.getItem('userEmail'))).toBeNull()
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('riasec_access')

    // Their test is sent with no contact of Léa's.
    await answerRiasec(page)
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/assessments/riasec') && request.method() === 'POST'),
      page.getByRole('button', { name: 'Obtenir mes résultats' }).click(),
    ])
    expect(sent.postDataJSON()).not.toHaveProperty('contact')
    await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
  })

  test('a test reached without the start modal offers to take a name and an address mid-test, keeps the answers given, and sends the results with them', async ({ page, context }, testInfo) => {
    await ownConnection(context, 5, testInfo.project.name)
    // A visitor from a search result: nothing on this device says whose the results will be.
    await page.goto('/test-riasec')
    await expectFreshTest(page)
    const prompt = page.getByText('Pour retrouver tes résultats plus tard ou sur un autre appareil, indique ton prénom et ton email.')
    await expect(prompt).toBeVisible()
    // Three questions answered, at the fourth.
    await answerRiasec(page, 3)

    // Its form is loaded when asked for: with the connection lost, the page says so, and the next press opens it.
    const chunks = '**/_next/static/chunks/**'
    await page.route(chunks, (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Indiquer mon prénom et mon email' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Le formulaire n’a pas pu s’ouvrir.' })).toBeVisible()
    await page.unroute(chunks)
    await page.getByRole('button', { name: 'Indiquer mon prénom et mon email' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enregistrer tes résultats' })
    await expect(dialog.getByLabel('Ton prénom')).toBeFocused()
    await axe(page)
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(dialog.getByText('Le nom est obligatoire')).toBeVisible()
    await dialog.getByLabel('Ton prénom').fill('Noé')
    await dialog.getByLabel('Ton email').fill('Noe.Sans-Modale@exemple.fr')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()

    // The dialog gone, the line under the test names the visitor, and a screen reader hears it (it has the focus).
    await expect(dialog).toBeHidden()
    const holder = page.getByText(/^Tes résultats seront enregistrés au nom de Noé\./)
    await expect(holder).toBeFocused()
    await expect(prompt).toHaveCount(0)
    // The test goes on where it was, the answers given kept.
    await expect(page.getByText('4/12', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Précédent' }).click()
    await expect(page.getByText('3/12', { exact: true })).toBeVisible()
    await expect(page.getByRole('radio').first()).toBeChecked()

    await answerRiasec(page, 12, 3)
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/assessments/riasec') && request.method() === 'POST'),
      page.getByRole('button', { name: 'Obtenir mes résultats' }).click(),
    ])
    expect(sent.postDataJSON().contact).toEqual({ name: 'Noé', email: 'noe.sans-modale@exemple.fr' })
    await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)

    // Back on the test, the device knows whose results these are: no offer, their name.
    await page.goto('/test-riasec')
    await expect(page.getByText(/^Tes résultats seront enregistrés au nom de Noé\./)).toBeVisible()
    await expect(prompt).toHaveCount(0)
  })

  test('a visitor who types another address over the last test’s contact is another person too: nothing of the previous one is kept', async ({ page, context }) => {
    const start = () => openStartModal(page, '/bilan-orientation-scolaire')
    let dialog = await start()
    await startTestAs(dialog, 'Léa', 'lea.salle-info@exemple.fr')
    await answerRiasec(page, 5)
    await context.addCookies([{ name: 'riasec_access', value: 'jeton-de-lea-sur-cet-appareil-0123456789', url: new URL(page.url()).origin, httpOnly: true }])

    // The device cannot forget Léa (the connection drops): the dialog says so, and the keyboard stays on its button.
    dialog = await start()
    await dialog.getByLabel('Ton prénom').fill('Hugo')
    await dialog.getByLabel('Ton email').fill('hugo.salle-info@exemple.fr')
    let dropped = false
    await page.route('**/bilan-orientation-scolaire', (route) => {
      if (dropped || route.request().method() !== 'POST') return route.continue()
      dropped = true
      return route.abort('internetdisconnected')
    })
    const submit = dialog.getByRole('button', { name: 'Commencer le test' })
    await submit.focus()
    // The first press says what another address costs; the keyboard stays on the button, the second goes on.
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('alert')).toHaveText(/^Cette adresse n’est pas celle du dernier test fait sur cet appareil/)
    await expect(submit).toBeFocused()
    expect(page.url()).toMatch(/\/bilan-orientation-scolaire$/)
    expect(dropped).toBe(false)
    await axe(page)
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Cet appareil n’a pas pu oublier la personne précédente. Vérifie ta connexion, puis réessaie.')).toBeVisible()
    await expect(submit).toBeFocused()
    await page.unroute('**/bilan-orientation-scolaire')
    await page.keyboard.press('Escape')

    dialog = await start()
    await dialog.getByLabel('Ton prénom').fill('Hugo')
    await dialog.getByLabel('Ton email').fill('hugo.salle-info@exemple.fr')
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/^Cette adresse n’est pas celle du dernier test/)
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await page.waitForURL(/\/test-riasec\?bilan=scolaire$/)
    await expectFreshTest(page)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('riasec_access')
    expect(await page.evaluate(() => window.localStorage.getItem('userEmail'))).toBe(JSON.stringify('hugo.salle-info@exemple.fr'))

    // The same address again (its owner back, in capitals) is the same person: their answers are resumed.
    await answerRiasec(page, 3)
    dialog = await start()
    await expect(dialog.getByLabel('Ton prénom')).toHaveValue('Hugo')
    await dialog.getByLabel('Ton email').fill('Hugo.Salle-Info@exemple.fr')
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await page.waitForURL(/\/test-riasec\?bilan=scolaire$/)
    await expect(page.getByText('Tu reprends là où tu t’étais arrêté·e.')).toBeVisible()
  })

  test('keeps a test finished while the server is down, stays on it, and sends it, once, from the next page it can', async ({ page, context }) => {
    let refused = 0
    await page.route('**/api/assessments/riasec', (route) => {
      refused++
      return route.fulfill({ status: 503, json: { error: 'Le service est momentanément indisponible.' } })
    })
    await page.goto('/test-riasec')
    await answerRiasec(page)
    const finish = page.getByRole('button', { name: 'Obtenir mes résultats' })
    await finish.click()
    // Nothing to show yet: the visitor stays on the last question, told that the site (not their connection)
    // failed, and that the answers wait on the device.
    await expect(page.getByText(/^Le site n’a pas pu enregistrer tes réponses pour l’instant\. Elles sont gardées sur cet appareil/)).toBeVisible()
    await expect(page.getByText(/Vérifie ta connexion/)).toHaveCount(0)
    await expect(page).toHaveURL(/\/test-riasec$/)
    await expect(page.getByText('Dernière question', { exact: true })).toBeVisible()
    await expect(finish).toBeEnabled()
    const pending = () => page.evaluate(() => JSON.parse(window.localStorage.getItem('pendingSubmissions') ?? '[]') as unknown[])
    expect(await pending()).toHaveLength(1)
    expect((await context.cookies()).some((cookie) => cookie.name === 'riasec_access')).toBe(false)
    // The visitor stays on the test: the browser tries again on its own a few seconds later, no page opened.
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(1)
    await expect(page).toHaveURL(/\/test-riasec$/)

    // Still down on the next page: the browser keeps the answers and tries again.
    await page.goto('/ressources')
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(2)
    expect(await pending()).toHaveLength(1)

    // The server is back: the kept test is saved without the visitor doing anything, and sent only once.
    const saved: number[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/api/assessments/riasec')) saved.push(response.status())
    })
    await page.unroute('**/api/assessments/riasec')
    await expect.poll(pending, { timeout: 15_000 }).toHaveLength(0)
    // Saved once by the server (a retry already in flight as the server came back may still have met the 503 above).
    expect(saved.filter((status) => status !== 503)).toEqual([201])
    const access = (await context.cookies()).find((cookie) => cookie.name === 'riasec_access')
    expect(access?.httpOnly).toBe(true)

    // Back on the test, its last question is answered: the button shows the saved result.
    await page.goto('/test-riasec')
    await expect(page.getByText('Dernière question', { exact: true })).toBeVisible()
    await finish.click()
    await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
    expect(saved).toEqual([201, 200])
  })

  test('losing the connection at « Obtenir mes résultats » keeps the visitor on the test, and the next try shows the results', async ({ page, context }) => {
    await page.goto('/test-riasec')
    await answerRiasec(page)
    const finish = page.getByRole('button', { name: 'Obtenir mes résultats' })
    await context.setOffline(true)
    await finish.click()
    // No browser offline page: the last question, its answer and the runner's message.
    await expect(page.getByText(/^Tes réponses sont gardées sur cet appareil/)).toBeVisible()
    await expect(page).toHaveURL(/\/test-riasec$/)
    await expect(page.getByRole('radio').first()).toBeChecked()
    await expect(finish).toBeEnabled()
    await context.setOffline(false)
    await finish.click()
    await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
    await expect(page.getByText('Tes six scores (sur 12)')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pendingSubmissions'))).toBe('[]')
  })

  test('says so when too many tests came from the visitor’s connection, keeping the answers', async ({ page }) => {
    await page.route('**/api/assessments/riasec', (route) => route.fulfill({ status: 429, json: { error: 'Trop de tentatives. Patiente quelques minutes avant de réessayer.' } }))
    await page.goto('/test-riasec')
    await answerRiasec(page)
    await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
    await expect(page.getByText(/^Beaucoup de tests ont été envoyés depuis ta connexion ces dernières minutes\. Tes réponses sont gardées sur cet appareil/)).toBeVisible()
    await expect(page).toHaveURL(/\/test-riasec$/)
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('pendingSubmissions') ?? '[]') as unknown[])).toHaveLength(1)
  })

  test('says « Tu reprends là où tu t’étais arrêté·e » on the question the visitor comes back to, until they answer or move on', async ({ page }) => {
    await page.goto('/test-riasec')
    await answerRiasec(page, 3)
    await page.reload()
    await expect(page.getByText('4/12', { exact: true })).toBeVisible()
    const notice = page.getByText('Tu reprends là où tu t’étais arrêté·e.')
    await expect(notice).toBeVisible()
    // Under the answers, not above the question: shown once the saved progress is read, it moves none of them.
    const lastAnswer = (await page.getByRole('radio').last().boundingBox())!
    expect((await notice.boundingBox())!.y).toBeGreaterThan(lastAnswer.y)
    await page.getByRole('radio').first().check()
    await expect(notice).toBeHidden()
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByText('5/12', { exact: true })).toBeVisible()
    await expect(notice).toHaveCount(0)

    await page.reload()
    await expect(notice).toBeVisible()
    await page.getByRole('button', { name: 'Précédent' }).click()
    await expect(page.getByText('4/12', { exact: true })).toBeVisible()
    await expect(notice).toHaveCount(0)
  })

  test('redirects a missing or unknown profile home and a non-canonical code to its canonical form', async ({ page }) => {
    await page.goto('/resultats-riasec')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/resultats-riasec?profile=XY')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/resultats-riasec?profile=ai')
    await expect(page).toHaveURL(/profile=IA/)
    await page.goto('/resultats-riasec?profile=CE')
    await expect(page).toHaveURL(/profile=EC/)
  })

  test('the orientation questionnaire needs a non-blank answer at every step', async ({ page }) => {
    await page.goto('/test')
    const next = page.getByRole('button', { name: 'Suivant' })
    await page.getByRole('radio', { name: 'Autre (précise)' }).check()
    await expect(next).toBeDisabled()
    await page.getByLabel('Précise ta réponse').fill('   ')
    await expect(next).toBeDisabled()
    await page.getByLabel('Précise ta réponse').fill('En service civique')
    await expect(next).toBeEnabled()
    // Passing over another option (arrowing through the group) and back to « Autre » keeps what was typed.
    await page.getByRole('radio').first().check()
    await expect(page.getByLabel('Précise ta réponse')).toHaveCount(0)
    await page.getByRole('radio', { name: 'Autre (précise)' }).check()
    await expect(page.getByLabel('Précise ta réponse')).toHaveValue('En service civique')
    await next.click()
    for (let step = 2; step <= 9; step++) {
      await page.getByRole('radio').first().check()
      await page.getByRole('button', { name: 'Suivant' }).click()
    }
    await expect(page.getByText('Dernière question', { exact: true })).toBeVisible()
    const finish = page.getByRole('button', { name: 'Obtenir mes résultats' })
    await expect(finish).toBeDisabled()
    // The last step's encouragement follows the answer: its own, a few words are enough, then on to the results.
    const encouragement = (text: string) => page.getByText(frenchSpacing(text), { exact: true })
    await expect(encouragement(encouragements[9]!)).toBeVisible()
    await page.getByLabel('Réponse libre').fill('Infirmière')
    await expect(encouragement(encouragements[10]!)).toBeVisible()
    await expect(encouragement(encouragements[9]!)).toBeHidden()
    await page.getByLabel('Réponse libre').fill('Devenir infirmière puéricultrice')
    await expect(encouragement(encouragements[11]!)).toBeVisible()
    await axe(page)
    await expect(finish).toBeEnabled()
  })
})

test('a refused submission keeps the visitor on the test with their answers and the server’s message', async ({ page }) => {
  const refusals = [
    { status: 400, json: { error: 'Certaines réponses sont invalides.' } },
    { status: 400, body: '<!doctype html><p>Bad request</p>', contentType: 'text/html' },
  ]
  await page.route('**/api/assessments/orientation', (route) => {
    const refusal = refusals.shift()
    return refusal ? route.fulfill(refusal) : route.fallback()
  })
  await page.goto('/test')
  for (let step = 1; step <= 9; step++) {
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Suivant' }).click()
  }
  await page.getByLabel('Réponse libre').fill('Devenir architecte')
  const finish = page.getByRole('button', { name: 'Obtenir mes résultats' })
  await finish.click()

  // The server's French message, on the last question, the answers still there; nothing sent the visitor on.
  // (Next.js's route announcer is an alert too: the runner's is the one with the message.)
  await expect(page.getByRole('alert').filter({ hasText: 'Certaines réponses sont invalides.' })).toBeVisible()
  await expect(page).toHaveURL(/\/test$/)
  await expect(page.getByText('Dernière question', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Réponse libre')).toHaveValue('Devenir architecte')
  await expect(finish).toBeEnabled()
  const stored = (key: string) => page.evaluate((name) => window.localStorage.getItem(name), key)
  expect(await stored('orientationKey')).toBeNull()
  expect(JSON.parse((await stored('pendingSubmissions')) ?? '[]')).toEqual([])
  await page.reload()
  await expect(page.getByLabel('Réponse libre')).toHaveValue('Devenir architecte')

  // A refusal without a message of the API's own gets a French one.
  await finish.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Tes réponses n’ont pas pu être enregistrées. Vérifie-les, puis réessaie.' })).toBeVisible()
  await expect(page).toHaveURL(/\/test$/)
  // It was about that send: gone once the visitor goes back over their answers.
  await page.getByRole('button', { name: 'Précédent' }).click()
  await expect(page.getByText('Tes réponses n’ont pas pu être enregistrées', { exact: false })).toHaveCount(0)
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(page.getByText('Dernière question', { exact: true })).toBeVisible()

  // The visitor tries again once the server accepts: on to the checkout.
  await finish.click()
  await page.waitForURL(/\/checkout$/)
  expect(await stored('orientationKey')).not.toBeNull()
})

test('gives the score bars real width on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/test-riasec')
  await answerRiasec(page)
  await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
  await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
  const scores = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Tes six scores (sur 12)' }) })
  const bars = scores.locator('li > span[aria-hidden="true"]')
  await expect(bars).toHaveCount(6)
  for (const bar of await bars.all()) expect((await bar.boundingBox())?.width ?? 0).toBeGreaterThan(100)
})

test('shows the main button without scrolling on a 360 × 740 phone, at every RIASEC question of both sets', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const bilan of ['scolaire', 'reconversion']) {
    await page.goto(`/test-riasec?bilan=${bilan}`)
    for (let step = 1; step <= 12; step++) {
      await expect(page.getByText(`${step}/12`, { exact: true })).toBeVisible()
      await page.getByRole('radio').first().check()
      const next = page.getByRole('button', { name: step < 12 ? 'Suivant' : 'Obtenir mes résultats' })
      await expect(next, `${bilan}, question ${step}`).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => window.scrollY), `${bilan}, question ${step}`).toBe(0)
      // Every answer stays a comfortable touch target.
      const options = await page.locator('label').filter({ has: page.getByRole('radio') }).all()
      expect(options.length, `${bilan}, question ${step}`).toBeGreaterThanOrEqual(2)
      for (const option of options) {
        expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      }
      if (step < 12) await next.click()
    }
  }
})

test('payment-success sends the visitor to their results after a second', async ({ page }) => {
  await page.goto('/payment-success?profile=SE')
  await expect(page.getByRole('heading', { name: 'Merci pour ta confiance !' })).toBeVisible()
  await page.waitForURL(/\/resultats-riasec\?profile=SE&payment=success/)
  // This browser has no order to confirm: the page does not promise a confirmation that will never come.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Nous confirmons ton paiement', { exact: false })).toHaveCount(0)
})

test('keeps « es-tu » on one line in the first question on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/test')
  // A screen reader hears where the visitor is before the question, from the heading that takes the focus.
  const title = page.getByRole('heading', { name: /^Question 1 sur 10\. Où en es-tu aujourd’hui/ })
  await expect(title).toBeVisible()
  const lines = await title.evaluate((heading) => {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let offset = 0
    const start = heading.textContent!.indexOf('es-tu')
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent!.length
      if (start >= offset && start < offset + length) range.setStart(node, start - offset)
      if (start + 5 > offset && start + 5 <= offset + length) range.setEnd(node, start + 5 - offset)
      offset += length
    }
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
  expect(lines).toBe(1)
})
