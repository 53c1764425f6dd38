import type { Payload, SendEmailOptions } from 'payload'

export const NBSP = '\u00A0'
export const NNBSP = '\u202F'
/** An ordinary space where French wants a no-break one: before ; : ! ? » or after «. */
export const BREAKABLE = /\S [;:!?»]|« \S/u

/** A Payload stand-in for e-mail composition tests: site settings, a no-op create, and every sent e-mail recorded. */
export function recordingPayload(): { payload: Payload; sent: SendEmailOptions[] } {
  const sent: SendEmailOptions[] = []
  const payload = {
    findGlobal: async () => ({ brandName: 'Cap Orientation', supportEmail: 'aide@exemple.fr' }),
    create: async () => ({}),
    sendEmail: async (message: SendEmailOptions) => {
      sent.push(message)
    },
  } as unknown as Payload
  return { payload, sent }
}
