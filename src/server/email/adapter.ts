import type { EmailAdapter, SendEmailOptions } from 'payload'
import nodemailer from 'nodemailer'
import { siteDefaults } from '@/content/marketing'
import { siteIdentity } from '../retrieval/site-identity'
import { maskPersonalLinks } from './mask-links'
import { describeError } from '@/server/log-error'

interface OutboxAdapterOptions {
  smtpUrl?: string
  fromAddress: string
  /** The sender's name (MAIL_FROM_NAME); unset, the brand editors set in the site settings, read at each send. */
  fromName?: string
}

const asText = (value: SendEmailOptions['text'] | SendEmailOptions['html']): string | undefined =>
  typeof value === 'string' ? value : undefined

/**
 * A body as the outbox keeps it. Delivered over SMTP, the visitor has the message: the copy keeps its
 * personal links without their keys (mask-links.ts), so the database (a backup, a dump) holds no working
 * key to anyone's results, report, data or order, as it holds only their tokens' hashes. Without SMTP the
 * copy is the delivery, kept whole.
 */
const archived = (body: string | undefined, delivered: boolean): string | undefined => (body && delivered ? maskPersonalLinks(body) : body)

/** The bare addresses of a recipient list: objects, `a@x, b@y` and `Name <a@x>` alike. */
const addresses = (to: SendEmailOptions['to']): string[] =>
  (Array.isArray(to) ? to : [to])
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry?.address ?? '']))
    .map((entry) => (/<([^<>]+)>\s*$/u.exec(entry)?.[1] ?? entry).trim())
    .filter(Boolean)

/**
 * How long a mail server may take (milliseconds): a server that cannot be reached, or never greets, fails the
 * send in seconds where nodemailer would wait two minutes, and the send is retried (the confirmation email's
 * schedule) or logged. Once connected, a server gets the ten minutes RFC 5321 gives it to accept a message: a
 * message it accepted slowly must not count as failed and be sent again. A value given in SMTP_URL's query
 * (`?greetingTimeout=30000`) wins.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10 * 60_000 }

/** SMTP_URL with the time limits it does not set, appended as they are (the address itself is never rewritten). */
export function withTimeouts(smtpUrl: string): string {
  const missing = Object.entries(SMTP_TIMEOUTS).filter(([name]) => !new RegExp(`[?&]${name}=`).test(smtpUrl))
  if (missing.length === 0) return smtpUrl
  return `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${missing.map(([name, ms]) => `${name}=${ms}`).join('&')}`
}

/**
 * Every message is kept in the `outbox-emails` collection (staff read it in the admin, tests read it there);
 * with SMTP_URL it is also sent through nodemailer, and kept without its personal links' keys. Without SMTP
 * nothing leaves the machine.
 */
export const outboxEmailAdapter =
  ({ smtpUrl, fromAddress, fromName }: OutboxAdapterOptions): EmailAdapter =>
  ({ payload }) => {
    const transport = smtpUrl ? nodemailer.createTransport(withTimeouts(smtpUrl)) : null
    const senderName = async (): Promise<string> => {
      if (fromName) return fromName
      try {
        return (await siteIdentity(payload)).brandName
      } catch (error) {
        payload.logger.warn({ msg: 'Reading the brand name for the sender failed; the default brand is used', err: describeError(error) })
        return siteDefaults.brand.name
      }
    }
    return {
      name: 'outbox',
      defaultFromAddress: fromAddress,
      // Payload's own messages (a staff password reset) take this one, fixed when the app starts.
      defaultFromName: fromName ?? siteDefaults.brand.name,
      sendEmail: async (message) => {
        const recipients = addresses(message.to)
        const to = recipients.join(', ')
        // Copies count too: a staff account among them keeps the message from staff.
        const everyone = [...recipients, ...addresses(message.cc), ...addresses(message.bcc)]
        if (transport) await transport.sendMail({ ...message, from: message.from ?? { name: await senderName(), address: fromAddress } })
        else payload.logger.info({ msg: 'Email kept in the outbox (no SMTP_URL)', subject: message.subject })
        try {
          const accounts = await payload.count({
            collection: 'users',
            where: { email: { in: everyone.map((address) => address.toLowerCase()) } },
            overrideAccess: true,
          })
          await payload.create({
            collection: 'outbox-emails',
            overrideAccess: true,
            data: {
              to,
              subject: message.subject ?? '(sans objet)',
              text: archived(asText(message.text), transport !== null),
              html: archived(asText(message.html), transport !== null),
              transport: transport ? 'smtp' : 'outbox',
              toStaffAccount: accounts.totalDocs > 0,
            },
          })
        } catch (error) {
          // Without SMTP the row is the delivery: the caller must retry. Once SMTP has accepted the message,
          // rejecting would make the caller retry and mail the visitor twice, so only log the lost archive.
          if (!transport) throw error
          payload.logger.error({
            msg: 'Email sent over SMTP but not archived in the outbox',
            subject: message.subject,
            error: describeError(error),
          })
        }
        return { to }
      },
    }
  }
