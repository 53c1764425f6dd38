import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the listener received it: its envelope, and its source as sent. */
export interface ReceivedMail {
  from?: string
  to: string[]
  raw: string
}

export interface SmtpListener {
  /** What SMTP_URL (or the adapter's smtpUrl) points at. */
  url: string
  received: ReceivedMail[]
  close: () => Promise<void>
}

/**
 * A local SMTP listener on loopback: mail never leaves the machine in tests. It accepts any sender and any
 * recipient but `refuse`, which it answers with a 550, as a server does for an unknown mailbox.
 */
export async function startSmtpListener({ refuse }: { refuse?: string } = {}): Promise<SmtpListener> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address !== refuse) return callback()
      callback(Object.assign(new Error('No such user'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope
        received.push({ from: mailFrom ? mailFrom.address : undefined, to: rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}

/** A message's source with its quoted-printable lines joined and decoded: links read as the reader's mail app shows them. */
export const decodedSource = (raw: string): string =>
  Buffer.from(raw.replace(/=\r?\n/gu, '').replace(/=([0-9A-F]{2})/gu, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8')
