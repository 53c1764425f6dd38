/** A plain object of JSON data (not a list, not null): the copy's nested groups of texts. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
