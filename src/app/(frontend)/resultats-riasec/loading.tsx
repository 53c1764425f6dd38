import { getInterfaceTexts } from '@/server/content'

/**
 * Shown while the results stream in (a slow render). It fills the screen, so nothing visible moves when the
 * results replace it: the footer starts below the fold.
 */
export default async function Loading() {
  const texts = await getInterfaceTexts()
  return (
    <p role="status" style={{ padding: '7rem 1rem', textAlign: 'center', minHeight: '100vh' }}>
      {texts.results.loading}
    </p>
  )
}
