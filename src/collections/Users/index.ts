import type { CollectionConfig } from 'payload'
import { admins, adminsField } from '@/access/admins'
import { selfOrAdmin } from '@/access/self-or-admin'
import { ROLES } from '@/access/roles'
import { clearPausesOnUnlock, limitSignInAttempts, rememberSignedInDevice } from './sign-in-limits'
import { keepAnAdministrator, refuseLastAdministratorDeletion } from './last-admin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Compte équipe', plural: 'Comptes équipe' },
  admin: { useAsTitle: 'email', group: 'Administration', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    // Payload's per-account lockout would let anyone lock a known address out: see sign-in-limits.ts. Its
    // columns, users.login_attempts and lock_until, stay until no running instance of an older release reads
    // them: `migrate:create` proposes dropping them; keep that out until this release runs everywhere.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  hooks: {
    beforeOperation: [limitSignInAttempts],
    beforeChange: [keepAnAdministrator],
    beforeDelete: [refuseLastAdministratorDeletion],
    afterLogin: [rememberSignedInDevice],
    afterOperation: [clearPausesOnUnlock],
  },
  access: {
    admin: ({ req: { user } }) => Boolean(user),
    read: selfOrAdmin,
    create: admins,
    update: selfOrAdmin,
    delete: admins,
    unlock: admins,
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nom' },
    {
      name: 'role',
      type: 'select',
      label: 'Rôle',
      required: true,
      defaultValue: 'staff',
      saveToJWT: true,
      options: ROLES.map((value) => ({
        value,
        label: { admin: 'Administrateur', editor: 'Éditeur (contenus)', staff: 'Équipe (contacts, commandes)' }[value],
      })),
      access: { create: adminsField, update: adminsField },
    },
    {
      name: 'signInPauses',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/collections/Users/SignInPausesField#SignInPausesField' } },
    },
  ],
}
