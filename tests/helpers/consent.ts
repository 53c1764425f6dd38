import { test, type BrowserContext } from '@playwright/test'

/**
 * The visitor already answered the cookie banner (« Tout refuser » unless told otherwise), so it stays out of the way of the other
 * checks. The choice lives in the `consent` cookie, as the site keeps it.
 */
export async function cookieChoiceMade(context: BrowserContext, choice: 'denied' | 'granted' = 'denied'): Promise<void> {
  const url = test.info().project.use.baseURL
  if (!url) throw new Error('cookieChoiceMade needs the project baseURL')
  await context.addCookies([{ name: 'consent', value: choice, url }])
}
