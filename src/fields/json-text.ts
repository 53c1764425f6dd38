/** Every JSON field of the admin is edited as checked plain text (see JsonTextField), never in Payload's Monaco. */
export const JSON_TEXT_FIELD = { Field: '@/components/admin/JsonTextField#JsonTextField' } as const
