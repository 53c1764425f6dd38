import type { Access } from 'payload'

/** Rows of this kind are written only by the app's own services (Local API with overrideAccess). */
export const nobody: Access = () => false
