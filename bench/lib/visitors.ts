import { randomUUID } from 'node:crypto'

const ANSWERS = [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]

/** A valid RIASEC submission with a fresh idempotency key each time. */
export const submissionBody = (_url: string) => () =>
  JSON.stringify({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: ANSWERS })

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@exemple.fr', password: 'bench-admin-password-123' }),
  })
  return ((await response.json()) as { token: string }).token
}

async function saveResult(url: string, address: string): Promise<{ path: string; cookie: string }> {
  const response = await fetch(`${url}/api/assessments/riasec`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: submissionBody(url)(),
  })
  if (!response.ok) throw new Error(`submission failed: ${response.status}`)
  const { dominantProfile } = (await response.json()) as { dominantProfile: string }
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!
  return { path: `/resultats-riasec?profile=${dominantProfile}`, cookie }
}

/** Two visitors: one whose result stays locked, one who unlocked theirs with a promo code. */
export async function createVisitorResults(url: string) {
  const locked = await saveResult(url, '10.200.0.1')
  const unlocked = await saveResult(url, '10.200.0.2')
  const token = await signIn(url)
  const code = `Bench${Date.now()}`
  await fetch(`${url}/api/promo-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ code, active: true }),
  })
  const redeemed = await fetch(`${url}/api/promo/redeem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: unlocked.cookie, 'x-forwarded-for': '10.200.0.2' },
    body: JSON.stringify({ code }),
  })
  if (!redeemed.ok) throw new Error(`promo redemption failed: ${redeemed.status}`)
  return { locked, unlocked }
}
