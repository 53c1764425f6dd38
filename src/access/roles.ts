import type { User } from '@/payload-types'

export const ROLES = ['admin', 'editor', 'staff'] as const
export type Role = (typeof ROLES)[number]

/** True when the user holds one of the roles. Anonymous visitors hold none. */
export const checkRole = (roles: readonly Role[], user: Pick<User, 'role'> | null | undefined): boolean =>
  Boolean(user && roles.includes(user.role as Role))
