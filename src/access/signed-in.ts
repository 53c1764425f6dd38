import type { FieldAccess } from 'payload'

/** Field-level lock: paid content is readable through the API by staff accounts only, never by visitors. */
export const signedInField: FieldAccess = ({ req: { user } }) => Boolean(user)
