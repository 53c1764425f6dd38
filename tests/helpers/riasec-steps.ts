import { expect, type Page } from '@playwright/test'

/** Answers the RIASEC steps from `from` to `stopAfter` with the first option, by keyboard-accessible controls. */
export async function answerRiasec(page: Page, stopAfter = 12, from = 1): Promise<void> {
  for (let step = from; step <= stopAfter; step++) {
    await expect(page.getByText(`${step}/12`, { exact: true })).toBeVisible()
    await page.getByRole('radio').first().check()
    if (step < 12) await page.getByRole('button', { name: 'Suivant' }).click()
  }
}

/** Takes the whole RIASEC test at `path`, the first option at each step; resolves with the profile of the results page it leads to. */
export async function takeRiasecTest(page: Page, path = '/test-riasec'): Promise<string> {
  await page.goto(path)
  await answerRiasec(page)
  await page.getByRole('button', { name: 'Obtenir mes résultats' }).click()
  await page.waitForURL(/\/resultats-riasec\?profile=[A-Z]{1,2}$/)
  return new URL(page.url()).searchParams.get('profile')!
}
