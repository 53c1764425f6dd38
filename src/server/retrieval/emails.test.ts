/**
 * The restore email with Payload replaced by a recorder: French sentences get their no-break spaces, the
 * links (restore and « Mes données ») stay exactly as built, in the text and in the HTML, and every
 * sentence is the one editors left in the interface texts.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { BREAKABLE, NBSP, NNBSP, recordingPayload } from '../../../tests/helpers/recording-mailer'
import { sendRestoreEmail } from './emails'

const TOKEN = 'a'.repeat(64)

const EMAIL = { to: 'lea@exemple.fr', name: 'léa', profileCode: 'RI', profileName: 'Réaliste-Investigateur', token: TOKEN, minutes: 30 }

/** The recorder, with this interface-texts copy as the editors saved it. */
function recordingPayloadWithCopy(copy: unknown) {
  const recording = recordingPayload()
  const siteSettings = recording.payload.findGlobal
  recording.payload.findGlobal = (async (options: { slug: string }) =>
    options.slug === 'interface-texts' ? { copy } : siteSettings(options as never)) as Payload['findGlobal']
  return recording
}

beforeAll(() => {
  vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-of-at-least-32-characters')
  vi.stubEnv('SITE_URL', 'https://cap.exemple.fr')
})

describe('sendRestoreEmail', () => {
  it('spaces the French sentences and keeps the links as built', async () => {
    const { payload, sent } = recordingPayload()
    await sendRestoreEmail(payload, EMAIL)
    expect(sent).toHaveLength(1)
    const { subject, text, html } = sent[0]! as { subject: string; text: string; html: string }
    expect(subject).toBe('Ton lien d’accès à tes résultats — Cap Orientation')

    const lines = text.split('\n')
    expect(lines).toContain('Bonjour Léa,')
    expect(lines).toContain(
      `Ce lien rouvre ton profil RI — Réaliste-Investigateur (le profil complet et ton rapport, si tu les as débloqués) dans le navigateur où tu l’ouvres${NBSP}: ouvre-le dans celui que tu utilises d’habitude, pas dans l’aperçu de ta messagerie.`,
    )
    expect(lines).toContain(`https://cap.exemple.fr/acces/${TOKEN}`)
    expect(lines).toContain(
      `Il ne fonctionne qu’une fois et expire dans 30 minutes. Si tu n’es pas à l’origine de cette demande, ignore cet email${NBSP}: personne d’autre ne peut utiliser ce lien.`,
    )
    expect(lines).toContain(`Tes données personnelles${NBSP}: tu peux les télécharger ou les effacer à tout moment.`)
    expect(lines.some((line) => /^https:\/\/cap\.exemple\.fr\/mes-donnees\/lien\?lien=[0-9a-f]{64}$/u.test(line))).toBe(true)

    expect(html).toContain(`<a href="https://cap.exemple.fr/acces/${TOKEN}"`)
    expect(html).toMatch(/<a href="https:\/\/cap\.exemple\.fr\/mes-donnees\/lien\?lien=[0-9a-f]{64}">Gérer mes données<\/a>/u)
    expect(html).toContain(`ignore cet email${NBSP}: personne d’autre`)
    for (const part of [subject, text, html]) expect(part).not.toMatch(BREAKABLE)
  })

  it('says what editors wrote, placeholders filled, with its French spacing and escaped in HTML', async () => {
    const { payload, sent } = recordingPayloadWithCopy({
      emails: {
        resultsLink: {
          subject: 'Ton accès {brand} !',
          greeting: 'Salut {firstName} !',
          button: 'Ouvrir <mes> résultats',
          warning: 'Valable {minutes} min : une seule fois.',
        },
        dataRightsFooter: { text: 'Tes données : à toi.', link: 'Mes données' },
      },
    })
    await sendRestoreEmail(payload, EMAIL)
    const { subject, text, html } = sent[0]! as { subject: string; text: string; html: string }
    expect(subject).toBe(`Ton accès Cap Orientation${NNBSP}!`)
    const lines = text.split('\n')
    expect(lines[0]).toBe(`Salut Léa${NNBSP}!`)
    expect(lines).toContain(`Valable 30 min${NBSP}: une seule fois.`)
    expect(lines).toContain(`Tes données${NBSP}: à toi.`)
    expect(lines).toContain('Tu as demandé à retrouver tes résultats sur Cap Orientation.')
    expect(html).toContain('>Ouvrir &lt;mes&gt; résultats</a>')
    expect(html).toMatch(/">Mes données<\/a><\/p>$/u)
  })

  it('greets without a name when the result has no usable first name', async () => {
    const { payload, sent } = recordingPayload()
    await sendRestoreEmail(payload, { ...EMAIL, name: '  ', profileName: null })
    const { text } = sent[0]! as { text: string }
    expect(text.split('\n')[0]).toBe('Bonjour,')
    expect(text).toContain('ton profil RI (le profil complet et ton rapport')
  })
})
