import { getPayload, type Payload } from 'payload'
import type { User } from '@/payload-types'

let instance: Promise<Payload> | undefined

/** One Payload instance per test file, on the run's fresh database (see global-setup.ts). */
export function testPayload(): Promise<Payload> {
  instance ??= import('@payload-config').then(({ default: config }) => getPayload({ config }))
  return instance
}

export type Actor = (User & { collection: 'users' }) | null

/** Creates a staff account with the role and returns it as the Local API expects a signed-in user. */
export async function createActor(payload: Payload, role: User['role']): Promise<Exclude<Actor, null>> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-long-test-password-123', role, name: role },
  })
  return { ...user, collection: 'users' }
}
