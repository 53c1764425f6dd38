/**
 * The « Mes données » email with Payload, the rate limit and the person lookup replaced by recorders:
 * French sentences get their no-break spaces, the link stays exactly as built.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BREAKABLE, NBSP, recordingPayload } from '../../../tests/helpers/recording-mailer'
import { requestDataRightsLink } from './request-link'

vi.mock('../rate-limit', () => ({ hitRateLimit: async () => ({ allowed: true, retryAfterSeconds: 1 }) }))
vi.mock('./person', () => ({
  findPersonRecords: async (_payload: unknown, email: string) => ({
    email,
    leadIds: [],
    resultIds: [1],
    orderIds: [],
    bookingIds: [],
    emailIds: [],
    accessLinkIds: [],
  }),
}))


beforeAll(() => {
  vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-of-at-least-32-characters')
  vi.stubEnv('SITE_URL', 'https://cap.exemple.fr')
})

describe('requestDataRightsLink', () => {
  it('spaces the French sentences and keeps the link as built', async () => {
    const { payload, sent } = recordingPayload()
    expect(await (await requestDataRightsLink(payload, 'lea@exemple.fr', 0)).delivered).toBe(true)
    expect(sent).toHaveLength(1)
    const { subject, text, html } = sent[0]! as { subject: string; text: string; html: string }
    expect(subject).toBe('Tes données personnelles — Cap Orientation')

    const lines = text.split('\n')
    expect(lines).toContain(`Ce lien, valable 30 jours, te permet de les télécharger ou de les effacer${NBSP}:`)
    expect(lines).toContain(
      `Si tu n’es pas à l’origine de cette demande, ignore cet email${NBSP}: rien ne sera effacé sans ton action.`,
    )
    expect(lines.some((line) => /^https:\/\/cap\.exemple\.fr\/mes-donnees\/lien\?lien=[0-9a-f]{64}$/u.test(line))).toBe(true)

    expect(html).toMatch(/<a href="https:\/\/cap\.exemple\.fr\/mes-donnees\/lien\?lien=[0-9a-f]{64}">Gérer mes données<\/a>/u)
    expect(html).toContain(`<p>Ce lien, valable 30 jours, te permet de les télécharger ou de les effacer${NBSP}:</p>`)
    for (const part of [subject, text, html]) expect(part).not.toMatch(BREAKABLE)
  })
})
