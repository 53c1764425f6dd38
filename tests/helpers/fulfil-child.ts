/**
 * Run in its own process by fulfilment-crash.int.spec.ts (`node --import tsx`: one process, so SIGKILL
 * reaches it). Boots Payload on DATABASE_URL, prints `ready`, then reads one signed webhook event from
 * stdin (`{"body": …, "signature": …}` on one line) and hands it to the webhook handler with the active
 * provider, as the endpoint does. The test kills it while the fulfilment's transaction is open; when it
 * does not, the child prints the handler's answer and exits.
 */
import { createInterface } from 'node:readline'
import { getPayload } from 'payload'
import config from '@payload-config'
import { paymentProvider } from '@/server/payments/active-provider'
import { handleWebhook } from '@/server/payments/webhook'

const payload = await getPayload({ config })
process.stdout.write('ready\n')

const lines = createInterface({ input: process.stdin })
const [line] = await lines[Symbol.asyncIterator]().next().then(({ value }) => [value as string | undefined])
lines.close()
if (!line) throw new Error('Expected one event on stdin')
const { body, signature } = JSON.parse(line) as { body: string; signature: string }

const answer = await handleWebhook(payload, paymentProvider(payload), body, signature)
process.stdout.write(`${JSON.stringify(answer)}\n`)
await payload.destroy()
process.exit(0)
