import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * A field only the app writes (checkout, fulfilment, refunds, the test's submission): nobody sets it through
 * the API or the admin. What was sold, paid, refunded or answered is the record.
 */
export const writtenByTheApp = { create: () => false, update: () => false }

/**
 * The names of the fields written by the app as it goes (payments, refunds, notes), at the top of the document
 * (rows hold fields, not data). Required ones are set once, at creation, and validated at every save: they stay.
 */
function appWrittenNames(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return appWrittenNames(field.fields)
    const required = 'required' in field && field.required
    return 'name' in field && 'access' in field && field.access?.update === writtenByTheApp.update && !required ? [field.name] : []
  })
}

/**
 * A person's save writes only what they may change. Payload fills the fields they may not with the document as
 * it read it before the save, and writes them back: a payment or a refund the app recorded meanwhile (a
 * provider's webhook) would be undone by a staff member's edit. Those fields are left out of the write.
 */
export const keepWhatTheAppWrote: CollectionBeforeChangeHook = ({ collection, data, operation, req }) => {
  if (operation !== 'update' || !req.user) return data
  for (const name of appWrittenNames(collection.fields)) delete data[name]
  return data
}
