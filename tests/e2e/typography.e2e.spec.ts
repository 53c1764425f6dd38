import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { adminHeaders } from '../helpers/admin-api'
import { cookieChoiceMade } from '../helpers/consent'

// The cookie banner is tested on its own; here the visitor has already chosen.
test.beforeEach(async ({ context }) => {
  await cookieChoiceMade(context)
})

/**
 * Every short hyphenated word (« sommes-nous », « c’est-à-dire », « aide-soignant », at most 14 characters,
 * as `keepHyphenatedWords` keeps them) that the page shows across two lines, with the element holding it.
 */
function brokenHyphenatedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || element.closest('script, style, [hidden], dialog:not([open])') || !element.checkVisibility()) continue
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}’']+(?:-[\p{L}\p{N}’']+)+/gu)) {
        if (match[0].length > 14) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lineTops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (lineTops.size > 1) broken.push(`${element.tagName.toLowerCase()}: « ${match[0]} »`)
      }
    }
    return broken
  })
}

test('no page breaks a short hyphenated word across two lines on a phone, nor scrolls sideways', async ({ page, request }) => {
  test.setTimeout(180_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))
  for (const path of ['/test', '/test-riasec', '/coaching', '/checkout', '/acces-resultats', '/mes-donnees', '/page-introuvable']) paths.add(path)
  // A visitor's own locked results page: the answer's cookie goes to this page's browser.
  const saved = await page.request.post('/api/assessments/riasec', {
    data: { idempotencyKey: randomUUID(), bilanType: 'reconversion', answers: [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5] },
  })
  expect(saved.status()).toBe(201)
  const { dominantProfile } = (await saved.json()) as { dominantProfile: string }
  const results = `/resultats-riasec?profile=${dominantProfile}`
  paths.add(results)
  expect(paths.size).toBeGreaterThan(15)

  const broken = new Set<string>()
  const check = async (pages: Iterable<string>, label = '') => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of pages) {
        await page.goto(path)
        for (const word of await brokenHyphenatedWords(page)) broken.add(`${width} px ${path}${label} ${word}`)
        // Each FAQ answer, opened in turn.
        for (const question of await page.locator(':is(h3, h4) > button[aria-expanded][aria-controls]').all()) {
          await question.click()
          await expect(question).toHaveAttribute('aria-expanded', 'true')
          for (const word of await brokenHyphenatedWords(page)) broken.add(`${width} px ${path}${label} ${word}`)
        }
        // Words kept whole must still fit: nothing may scroll sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (overflow > 0) broken.add(`${width} px ${path}${label} is ${overflow} px too wide`)
      }
    }
  }
  await check(paths)
  // The same results, unlocked by a promo code staff created: the whole profile shows.
  const code = `Typo${Date.now()}`
  expect((await request.post('/api/promo-codes', { data: { code, active: true }, headers: await adminHeaders(request) })).status()).toBe(201)
  expect((await page.request.post('/api/promo/redeem', { data: { code } })).status()).toBe(200)
  await check([results], ' (unlocked)')
  expect([...broken]).toEqual([])
})
