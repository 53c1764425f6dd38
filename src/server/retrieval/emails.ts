import type { Payload } from 'payload'
import { siteUrl } from '@/env'
import { displayFirstName } from '@/domain/first-name'
import { frenchSpacing } from '@/domain/typography'
import { dataRightsFooter } from '../privacy/links'
import { escapeHtml } from './html'
import { siteIdentity } from './site-identity'

export const RESTORE_PATH = '/acces'

export const restoreUrl = (token: string): string => `${siteUrl()}${RESTORE_PATH}/${token}`

interface RestoreEmail {
  to: string
  name: string | null | undefined
  profileCode: string
  profileName: string | null | undefined
  token: string
  minutes: number
}

/**
 * The email of « Accès à mes résultats »: a one-time link that restores full access on the device that opens it.
 * Its French sentences get their no-break spaces before « ; : ! ? »; the link stands apart, exactly as built.
 */
export async function sendRestoreEmail(payload: Payload, email: RestoreEmail): Promise<void> {
  const { brandName } = await siteIdentity(payload)
  const firstName = displayFirstName(email.name)
  const link = restoreUrl(email.token)
  const profile = email.profileName ? `${email.profileCode} — ${email.profileName}` : email.profileCode
  const greeting = frenchSpacing(firstName ? `Bonjour ${firstName},` : 'Bonjour,')
  const lines = [
    `Tu as demandé à retrouver tes résultats sur ${brandName}.`,
    `Ce lien te rend l’accès complet à ton profil ${profile}, et à ton rapport si tu l’as débloqué, sur l’appareil où tu l’ouvres :`,
  ].map(frenchSpacing)
  const warning = frenchSpacing(
    `Il ne fonctionne qu’une fois et expire dans ${email.minutes} minutes. Si tu n’es pas à l’origine de cette demande, ignore cet email : personne d’autre ne peut utiliser ce lien.`,
  )
  const signature = frenchSpacing(`L’équipe ${brandName}`)
  const footer = await dataRightsFooter(payload, email.to)
  await payload.sendEmail({
    to: email.to,
    subject: frenchSpacing(`Ton lien d’accès à tes résultats — ${brandName}`),
    text: `${greeting}\n\n${lines.join('\n')}\n${link}\n\n${warning}\n\n${signature}${footer.text}`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">Accéder à mes résultats</a></p>` +
      `<p style="font-size:13px;color:#555">${escapeHtml(warning)}</p>` +
      `<p>${escapeHtml(signature)}</p>${footer.html}`,
  })
}
