import type { EmailAdapter, SendEmailOptions } from 'payload'
import nodemailer from 'nodemailer'

interface OutboxAdapterOptions {
  smtpUrl?: string
  fromAddress: string
  fromName: string
}

const asText = (value: SendEmailOptions['text'] | SendEmailOptions['html']): string | undefined =>
  typeof value === 'string' ? value : undefined

const addresses = (to: SendEmailOptions['to']): string[] =>
  (Array.isArray(to) ? to : [to]).map((entry) => (typeof entry === 'string' ? entry : entry?.address)).filter((address): address is string => Boolean(address))

/**
 * Every message is kept in the `outbox-emails` collection (staff read it in the admin, tests read it there);
 * with SMTP_URL it is also sent through nodemailer. Without SMTP nothing leaves the machine.
 */
export const outboxEmailAdapter =
  ({ smtpUrl, fromAddress, fromName }: OutboxAdapterOptions): EmailAdapter =>
  ({ payload }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
    return {
      name: 'outbox',
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      sendEmail: async (message) => {
        const recipients = addresses(message.to)
        const to = recipients.join(', ')
        const from = message.from ?? `"${fromName}" <${fromAddress}>`
        if (transport) await transport.sendMail({ ...message, from })
        else payload.logger.info({ msg: 'Email kept in the outbox (no SMTP_URL)', subject: message.subject })
        try {
          const accounts = await payload.count({
            collection: 'users',
            where: { email: { in: recipients.map((address) => address.trim().toLowerCase()) } },
            overrideAccess: true,
          })
          await payload.create({
            collection: 'outbox-emails',
            overrideAccess: true,
            data: {
              to,
              subject: message.subject ?? '(sans objet)',
              text: asText(message.text),
              html: asText(message.html),
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
            error: error instanceof Error ? error.message : String(error),
          })
        }
        return { to }
      },
    }
  }
