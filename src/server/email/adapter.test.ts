import { createServer, type Socket } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSmtpListener, type SmtpListener } from '../../../tests/helpers/smtp-listener'
import { outboxEmailAdapter, withTimeouts } from './adapter'
import { MASK } from './mask-links'

const REFUSED = 'refuse@example.test'
let listener: SmtpListener
let smtpUrl = ''
let received: SmtpListener['received'] = []
beforeAll(async () => {
  listener = await startSmtpListener({ refuse: REFUSED })
  smtpUrl = listener.url
  received = listener.received
})
afterAll(() => listener.close())

const fromAddress = 'noreply@orientation.test'
const fromName = 'Orientation Test'
const to = 'visiteur@example.test'
const mail = { to, subject: 'Confirmation de commande 42', text: 'Merci pour votre commande.', html: '<p>Merci</p>' }

const STAFF = 'equipe@orientation.test'
/** Payload with one account, STAFF. */
const standIn = () => ({
  logger: { info: vi.fn(), error: vi.fn() },
  create: vi.fn().mockResolvedValue({ id: 1 }),
  count: vi.fn(async ({ where }: { where: { email: { in: string[] } } }) => ({ totalDocs: where.email.in.filter((address) => address === STAFF).length })),
})
const adapterFor = (payload: ReturnType<typeof standIn>, url?: string) =>
  outboxEmailAdapter({ smtpUrl: url, fromAddress, fromName })({ payload: payload as unknown as Payload })

beforeEach(() => {
  received.length = 0
})

describe('outboxEmailAdapter with SMTP', () => {
  it('delivers one message and archives it as smtp', async () => {
    const payload = standIn()
    await adapterFor(payload, smtpUrl).sendEmail(mail)

    // toMatchObject on arrays also checks their length: exactly one message, exactly one row.
    expect(received).toMatchObject([{ from: fromAddress, to: [to] }])
    const raw = received[0]?.raw
    expect(raw).toMatch(/^From: "?Orientation Test"? <noreply@orientation\.test>\r?$/m)
    expect(raw).toMatch(/^Subject: Confirmation de commande 42\r?$/m)
    expect(raw).toContain('Merci pour votre commande.')

    expect(payload.create.mock.calls).toMatchObject([
      [{ collection: 'outbox-emails', data: { to, subject: mail.subject, transport: 'smtp' } }],
    ])
  })

  it('without MAIL_FROM_NAME, sends in the name of the brand editors set, read at each send', async () => {
    const payload = { ...standIn(), findGlobal: vi.fn().mockResolvedValue({ brandName: 'Cap « Avenir »' }), logger: { info: vi.fn(), error: vi.fn(), warn: vi.fn() } }
    const adapter = outboxEmailAdapter({ smtpUrl, fromAddress })({ payload: payload as unknown as Payload })
    await adapter.sendEmail(mail)
    payload.findGlobal.mockResolvedValue({ brandName: 'Cap Demain' })
    await adapter.sendEmail(mail)
    expect(received.map((message) => /^From: (.*?)\r?$/m.exec(message.raw)?.[1])).toEqual([
      // Encoded as headers must be (RFC 2047): « » are not ASCII.
      '=?UTF-8?Q?Cap_=C2=AB_Avenir_=C2=BB?= <noreply@orientation.test>',
      'Cap Demain <noreply@orientation.test>',
    ])
    // Settings that cannot be read hold no message back: it goes in the seeded brand's name.
    payload.findGlobal.mockRejectedValue(new Error('database unavailable'))
    await adapter.sendEmail(mail)
    expect(received[2]?.raw).toMatch(/^From: "?Cap Orientation"? <noreply@orientation\.test>\r?$/m)
    expect(payload.logger.warn).toHaveBeenCalledTimes(1)
  })

  it('delivers the personal links whole and archives them without their keys', async () => {
    const payload = standIn()
    const restore = 'https://orientation.test/acces/0f3a9c2b7d11e8aa0f3a9c2b7d11e8aa'
    const rights = 'https://orientation.test/mes-donnees/lien?lien=9b8c7d6e9b8c7d6e'
    await adapterFor(payload, smtpUrl).sendEmail({ ...mail, text: `Ouvre ${restore}\nTes données : ${rights}`, html: `<a href="${restore}">Voir</a>` })
    expect(received[0]?.raw).toContain('0f3a9c2b7d11e8aa0f3a9c2b7d11e8aa')
    expect(received[0]?.raw).toContain('9b8c7d6e9b8c7d6e')
    const { data } = payload.create.mock.calls[0]![0] as { data: { text: string; html: string } }
    expect(data.text).toBe(`Ouvre https://orientation.test/acces/${MASK}\nTes données : https://orientation.test/mes-donnees/lien?${MASK}`)
    expect(data.html).toBe(`<a href="https://orientation.test/acces/${MASK}">Voir</a>`)
  })

  it('rejects and archives nothing when the server refuses the recipient', async () => {
    const payload = standIn()
    await expect(adapterFor(payload, smtpUrl).sendEmail({ ...mail, to: REFUSED })).rejects.toThrow(/550/)
    expect(received).toHaveLength(0)
    expect(payload.create).not.toHaveBeenCalled()
  })

  it('resolves and logs without the recipient when archiving fails after delivery', async () => {
    const payload = standIn()
    // As the database adapter fails a query: its message spells the values written, the recipient among them.
    const query = 'insert into "outbox_emails" ("to", "subject") values ($1, $2)'
    const failed = Object.assign(new Error(`Failed query: ${query}\nparams: ${to},${mail.subject}`), { query, params: [to, mail.subject], cause: new Error('database unavailable') })
    payload.create.mockRejectedValue(failed)
    await expect(adapterFor(payload, smtpUrl).sendEmail(mail)).resolves.toBeDefined()

    expect(received).toHaveLength(1)
    expect(payload.logger.error).toHaveBeenCalledTimes(1)
    const logged = JSON.stringify(payload.logger.error.mock.calls)
    expect(logged).toContain(mail.subject)
    expect(logged).toContain('database unavailable')
    expect(logged).not.toContain(to)
    expect(logged).not.toContain(mail.text)
  })
})

describe('a mail server that does not answer', () => {
  it('gets seconds to connect and greet, unless SMTP_URL says otherwise, and the address is kept as written', () => {
    expect(withTimeouts('smtp://user:p%40ss@mail.exämple.fr:587/?greetingTimeout=30000')).toBe(
      'smtp://user:p%40ss@mail.exämple.fr:587/?greetingTimeout=30000&connectionTimeout=10000&socketTimeout=600000',
    )
    expect(withTimeouts('smtps://[2001:db8::1]:465')).toBe('smtps://[2001:db8::1]:465?connectionTimeout=10000&greetingTimeout=10000&socketTimeout=600000')
    const all = 'smtp://h:25?connectionTimeout=1&greetingTimeout=2&socketTimeout=3'
    expect(withTimeouts(all)).toBe(all)
  })

  it('fails the send once its time is up, and archives nothing', async () => {
    // Accepts the connection and never greets.
    const sockets: Socket[] = []
    const silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    const payload = standIn()
    // Nodemailer's own greeting timeout is 30 s: failing at all within the test's time is the address's 300 ms.
    await expect(adapterFor(payload, `smtp://127.0.0.1:${port}/?greetingTimeout=300`).sendEmail(mail)).rejects.toThrow(/greeting/i)
    expect(payload.create).not.toHaveBeenCalled()
    for (const socket of sockets) socket.destroy()
    silent.close()
  })
})

describe('outboxEmailAdapter without SMTP', () => {
  it('archives the message as outbox, whole: it is the delivery', async () => {
    const payload = standIn()
    const text = 'Ouvre https://orientation.test/acces/0f3a9c2b7d11e8aa'
    await adapterFor(payload).sendEmail({ ...mail, text })
    expect(payload.create.mock.calls).toMatchObject([[{ data: { to, subject: mail.subject, text, transport: 'outbox', toStaffAccount: false } }]])
    expect(received).toHaveLength(0)
  })

  it('marks a message to a staff account, however its address is written, so staff never read it', async () => {
    const payload = standIn()
    await adapterFor(payload).sendEmail({ ...mail, to: [{ name: 'Équipe', address: ' Equipe@Orientation.test ' }] })
    await adapterFor(payload).sendEmail({ ...mail, to: `Léa <${to}>, Équipe <${STAFF}>` })
    await adapterFor(payload).sendEmail({ ...mail, bcc: STAFF })
    await adapterFor(payload).sendEmail(mail)
    expect(payload.create.mock.calls.map(([call]) => call.data.toStaffAccount)).toEqual([true, true, true, false])
    expect(payload.create.mock.calls[1]![0].data.to).toBe(`${to}, ${STAFF}`)
  })

  it('rejects when archiving fails, since nothing was delivered', async () => {
    const payload = standIn()
    payload.create.mockRejectedValue(new Error('database unavailable'))
    await expect(adapterFor(payload).sendEmail(mail)).rejects.toThrow('database unavailable')
    expect(payload.logger.error).not.toHaveBeenCalled()
  })
})
