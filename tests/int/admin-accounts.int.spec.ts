/**
 * The site keeps an administrator: the last one can neither give up the role nor be deleted, through the
 * Local API as that administrator, against the run's PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { createActor, testPayload } from '../helpers/payload'

let payload: Payload
/** The run's other administrators, made staff for this file and given their role back after it. */
let others: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  if (others.length > 0) await execute(payload, sql`update users set role = 'admin' where id = any(${`{${others.join(',')}}`}::int[])`)
})

const failure = (run: () => Promise<unknown>) => run().then(() => 'saved', (error: { status?: number; message: string; data?: { errors?: Array<{ path: string; message: string }> } }) => error)

describe('the last administrator', () => {
  it('keeps the role and the account until another account is an administrator', async () => {
    const admin = await createActor(payload, 'admin')
    others = (await execute<{ id: number }>(payload, sql`update users set role = 'staff' where role = 'admin' and id <> ${admin.id} returning id`)).map((row) => row.id)
    const asAdmin = { user: admin, overrideAccess: false } as const

    expect(await failure(() => payload.update({ collection: 'users', id: admin.id, data: { role: 'editor' }, ...asAdmin }))).toMatchObject({
      status: 400,
      data: { errors: [{ path: 'role', message: 'Il doit rester au moins un administrateur : donne d’abord ce rôle à un autre compte.' }] },
    })
    expect(await failure(() => payload.delete({ collection: 'users', id: admin.id, ...asAdmin }))).toMatchObject({
      status: 400,
      message: 'Ce compte est le dernier administrateur : donne d’abord ce rôle à un autre compte, puis supprime celui-ci.',
    })
    expect(await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })).toMatchObject({ role: 'admin' })
    // Anything else is saved as before.
    expect((await payload.update({ collection: 'users', id: admin.id, data: { name: 'Responsable du site' }, ...asAdmin })).name).toBe('Responsable du site')

    // Once another account is an administrator, the first may step down, and the other may delete it.
    const successor = await createActor(payload, 'admin')
    expect((await payload.update({ collection: 'users', id: admin.id, data: { role: 'editor' }, ...asAdmin })).role).toBe('editor')
    await payload.delete({ collection: 'users', id: admin.id, user: successor, overrideAccess: false })
    expect(await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true, disableErrors: true })).toBeNull()
    // The successor is now the last one.
    expect(await failure(() => payload.delete({ collection: 'users', id: successor.id, user: successor, overrideAccess: false }))).toMatchObject({ status: 400 })
  })
})
