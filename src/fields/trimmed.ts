import type { FieldHook } from 'payload'

/**
 * A text saved without the spaces a paste brings at either end (an address, a button's words); one left
 * blank is saved empty, so that a button of spaces is no button at all.
 */
export const trimmed: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() || null : value)
