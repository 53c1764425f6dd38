/**
 * The pictures installed at start-up (scripts/prepare-database.ts): the sample report's 12 real pages in
 * the landing's and the adult results page's carousels, the two illustrations, and the 'Ton profil'
 * placeholder that replaces the adult results photo when it fails to load.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { reportTexts } from '../../src/server/report/copy'
import { cookieChoiceMade } from '../helpers/consent'
import { takeRiasecTest } from '../helpers/riasec-steps'

// The cookie banner is tested on its own; here the visitor has already chosen.
test.beforeEach(async ({ context }) => {
  await cookieChoiceMade(context)
})

/** Waits for an image to finish loading and returns its natural size and the file it chose. */
async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true)
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight, src: img.currentSrc }))
}

/** An adult (career change) visitor's results, through the test itself. */
async function adultResults(page: Page) {
  await takeRiasecTest(page, '/test-riasec?bilan=reconversion')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('the landing shows the woman illustration and the real pages of the sample report, whole and portrait', async ({ page }) => {
  await page.goto('/#exemple-rapport')
  const section = page.locator('#exemple-rapport')
  const woman = section.getByRole('img', { name: /femme.*rapport.*tablette/i })
  const illustration = await loaded(woman)
  expect(illustration.width / illustration.height).toBeCloseTo(4 / 3, 1)
  expect(illustration.src).toMatch(/\/api\/media\/file\/femme-rapport-tablette-\d+x\d+\.(avif|webp)\?v=[0-9a-z]+$/)

  const carousel = page.getByRole('region', { name: 'Exemple de rapport en 12 pages' })
  // Each page says what it shows, not only its number.
  const first = carousel.getByRole('img', { name: `Exemple de rapport, page 1 sur 12\u00a0: ${reportTexts.pageTitles[0]}`, exact: true })
  const pageImage = await loaded(first)
  // An A4 page (1 : √2), never the 600 × 400 card crop.
  expect(pageImage.height / pageImage.width).toBeCloseTo(Math.SQRT2, 1)
  // The pages installed at start, or drawn again by an editor (admin.e2e does): 1024 pixels wide.
  expect(pageImage.src).toMatch(/\/api\/media\/file\/(exemple-rapport-)?page-01(-[0-9a-z]+)?-1024x144[89]\.(avif|webp)\?v=[0-9a-z]+$/)
  const srcsets = await carousel
    .locator('source')
    .evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset') ?? ''))
  expect(srcsets).toHaveLength(24)
  for (const srcset of srcsets) expect(srcset).not.toContain('600x400')
  // The whole page shows in its frame: the image box has the page's own proportions.
  const box = (await first.boundingBox())!
  expect(box.height / box.width).toBeCloseTo(Math.SQRT2, 1)
})

test('the adult results page shows the worker photo and the sample report’s carousel', async ({ page }) => {
  // The whole test, then the results page twice.
  test.slow()
  await adultResults(page)
  const photo = page.locator('header').getByRole('img', { name: /atelier/ })
  const natural = await loaded(photo)
  expect(natural.src).toMatch(/\/api\/media\/file\/adulte-atelier-\d+x\d+\.(avif|webp)\?v=[0-9a-z]+$/)
  const photoBox = (await photo.boundingBox())!
  await expect(page.getByRole('heading', { name: 'Feuillette un exemple de rapport' })).toBeVisible()
  const carousel = page.getByRole('region', { name: 'Exemple de rapport en 12 pages' })
  await expect(carousel.getByText('Page 1 sur 12', { exact: true })).toBeVisible()
  await loaded(carousel.getByRole('img', { name: 'Exemple de rapport, page 1 sur 12' }))
  await carousel.getByRole('button', { name: 'Page suivante' }).click()
  await expect(carousel.getByText('Page 2 sur 12', { exact: true })).toBeVisible()

  // When the photo fails to load, the 'Ton profil' placeholder takes its place, in the same frame.
  await page.route('**/api/media/file/adulte-atelier*', (route) => route.abort())
  await page.reload()
  const placeholder = page.getByRole('figure', { name: 'Ton profil' })
  await expect(placeholder).toBeVisible()
  await expect(page.locator('header').getByRole('img', { name: /atelier/ })).toHaveCount(0)
  const placeholderBox = (await placeholder.boundingBox())!
  expect(Math.abs(placeholderBox.width - photoBox.width)).toBeLessThan(1)
  expect(Math.abs(placeholderBox.height - photoBox.height)).toBeLessThan(1)
})
