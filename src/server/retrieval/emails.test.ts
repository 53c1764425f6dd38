/**
 * The restore email with Payload replaced by a recorder: French sentences get their no-break spaces, the
 * links (restore and « Mes données ») stay exactly as built, in the text and in the HTML.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BREAKABLE, NBSP, recordingPayload } from '../../../tests/helpers/recording-mailer'
import { sendRestoreEmail } from './emails'

const TOKEN = 'a'.repeat(64)


beforeAll(() => {
  vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-of-at-least-32-characters')
  vi.stubEnv('SITE_URL', 'https://cap.exemple.fr')
})

describe('sendRestoreEmail', () => {
  it('spaces the French sentences and keeps the links as built', async () => {
    const { payload, sent } = recordingPayload()
    await sendRestoreEmail(payload, {
      to: 'lea@exemple.fr',
      name: 'léa',
      profileCode: 'RI',
      profileName: 'Réaliste-Investigateur',
      token: TOKEN,
      minutes: 30,
    })
    expect(sent).toHaveLength(1)
    const { subject, text, html } = sent[0]! as { subject: string; text: string; html: string }
    expect(subject).toBe('Ton lien d’accès à tes résultats — Cap Orientation')

    const lines = text.split('\n')
    expect(lines).toContain('Bonjour Léa,')
    expect(lines).toContain(
      `Ce lien te rend l’accès complet à ton profil RI — Réaliste-Investigateur, et à ton rapport si tu l’as débloqué, sur l’appareil où tu l’ouvres${NBSP}:`,
    )
    expect(lines).toContain(`https://cap.exemple.fr/acces/${TOKEN}`)
    expect(lines).toContain(
      `Il ne fonctionne qu’une fois et expire dans 30 minutes. Si tu n’es pas à l’origine de cette demande, ignore cet email${NBSP}: personne d’autre ne peut utiliser ce lien.`,
    )
    expect(lines).toContain(`Tes données personnelles${NBSP}: tu peux les télécharger ou les effacer à tout moment.`)
    expect(lines.some((line) => /^https:\/\/cap\.exemple\.fr\/mes-donnees\?lien=[0-9a-f]{64}$/u.test(line))).toBe(true)

    expect(html).toContain(`<a href="https://cap.exemple.fr/acces/${TOKEN}"`)
    expect(html).toMatch(/<a href="https:\/\/cap\.exemple\.fr\/mes-donnees\?lien=[0-9a-f]{64}">Gérer mes données<\/a>/u)
    expect(html).toContain(`ignore cet email${NBSP}: personne d’autre`)
    for (const part of [subject, text, html]) expect(part).not.toMatch(BREAKABLE)
  })
})
