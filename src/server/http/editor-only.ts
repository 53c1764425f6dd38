import 'server-only'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'
import type { User } from '@/payload-types'
import { isEditor } from '@/access/editors'
import { getPayload } from '../payload'

/** The user signed in to the admin in this request's cookies, or null (read once per request). */
const adminUser = cache(async (): Promise<User | null> => (await (await getPayload()).auth({ headers: await headers() })).user ?? null)

/**
 * The editor or admin signed in to the admin, for the previews it opens (`/apercu/…`). Nobody signed in is
 * sent to the admin's sign-in, which brings them back to `returnPath`; anyone else (staff) finds nothing
 * there, not even whether it exists.
 */
export async function requireEditor(returnPath: string): Promise<User> {
  const user = await adminUser()
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(returnPath)}`)
  if (!isEditor(user)) notFound()
  return user
}

/** The editor or admin signed in, or null: for a preview's title, which redirects nobody. */
export async function signedInEditor(): Promise<User | null> {
  const user = await adminUser()
  return isEditor(user) ? user : null
}
