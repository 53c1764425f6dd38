/**
 * The titles and descriptions of the pages without a CMS document of their own come from the site
 * settings' copy (`meta`): an editor's title is what the page's metadata says, with French spacing; a
 * title left out keeps its default; robots settings stay the page's.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const { payload } = vi.hoisted(() => ({ payload: { findGlobal: vi.fn() } }))

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({ unstable_cache: (read: unknown) => read }))
vi.mock('@/server/payload', () => ({ getPayload: async () => payload }))

const NBSP = '\u00A0'
const NNBSP = '\u202F'

const settingsWithMeta = (meta: unknown) => ({ brandName: 'Cap Orientation', copy: { meta } })

beforeEach(() => {
  payload.findGlobal.mockReset()
})

describe('page metadata', () => {
  it('is the title and description an editor wrote', async () => {
    payload.findGlobal.mockResolvedValue(
      settingsWithMeta({ riasecTest: { title: 'Test RIASEC : 12 questions', description: 'Gratuit ! Résultats immédiats.' } }),
    )
    const { generateMetadata } = await import('./test-riasec/[bilan]/page')
    const title = `Test RIASEC${NBSP}: 12 questions`
    const description = `Gratuit${NNBSP}! Résultats immédiats.`
    expect(await generateMetadata()).toEqual({
      title,
      description,
      alternates: { canonical: '/test-riasec' },
      // The same on a social network.
      openGraph: { title, description, url: '/test-riasec', type: 'website', locale: 'fr_FR', siteName: 'Cap Orientation' },
      // No picture to share: the small card.
      twitter: { card: 'summary', title, description },
      robots: { index: true, follow: true },
    })
  })

  it('keeps the default of a title left out, and the page’s robots settings', async () => {
    payload.findGlobal.mockResolvedValue(settingsWithMeta({ riasecTest: { title: 'Autre' } }))
    const dataRights = await import('./mes-donnees/page')
    expect(await dataRights.generateMetadata()).toEqual({
      title: 'Mes données personnelles',
      robots: { index: false, follow: false },
    })
    const paymentSuccess = await import('./payment-success/page')
    expect(await paymentSuccess.generateMetadata()).toEqual({ title: `Merci${NNBSP}!`, robots: { index: false, follow: false } })
  })
})
