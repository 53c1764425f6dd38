import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'

interface Place {
  test: string
  set: string
  order: number
}

const placeOf = (doc: Partial<Place> | undefined, fallback?: Place): Place => ({
  test: doc?.test ?? fallback!.test,
  set: doc?.set ?? fallback!.set,
  order: doc?.order ?? fallback!.order,
})

/**
 * A question's place (its test, wording and order) is unique, and a RIASEC set fills every place from 1 to
 * 12. Editors reorder by giving a question the place of another within its test: the two swap, in the
 * edit's transaction. A question moved to a taken place of another test or wording, or a new one, is
 * refused with the name of the question there, and so is a place change from a form older than the row.
 */
export const swapPlaces: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const previous = operation === 'update' && originalDoc ? placeOf(originalDoc as Partial<Place>) : null
  const wanted = placeOf(data as Partial<Place>, previous ?? undefined)
  if (previous && wanted.order === previous.order && wanted.test === previous.test && wanted.set === previous.set) return data

  // A form opened before this question (or the one it swapped with) last changed still holds the old place:
  // saving it would move the question back without anyone asking. It names when it was read; refuse it.
  const readAt = (data as { updatedAt?: unknown }).updatedAt
  const savedAt = (originalDoc as { updatedAt?: unknown } | undefined)?.updatedAt
  if (previous && typeof readAt === 'string' && typeof savedAt === 'string' && Date.parse(readAt) !== Date.parse(savedAt)) {
    throw new ValidationError({
      errors: [{ path: 'order', label: 'Ordre', message: 'Cette question a été modifiée depuis l’ouverture de cette page (sa place a pu changer). Recharge la page, puis choisis sa place.' }],
      req,
    }, req.t)
  }

  const transactionID = await req.transactionID
  const selfId = previous ? Number((originalDoc as { id: number }).id) : null
  const [occupant] = await execute<{ id: number; title: string }>(
    req.payload,
    sql`select id, title from questions
        where test = ${wanted.test} and "set" = ${wanted.set} and "order" = ${wanted.order}
          and (${selfId}::int is null or id <> ${selfId}::int)
        limit 1`,
    transactionID,
  )
  if (!occupant) return data

  if (!previous || selfId === null || wanted.test !== previous.test || wanted.set !== previous.set) {
    throw new ValidationError({
      errors: [{ path: 'order', label: 'Ordre', message: `La question « ${occupant.title} » occupe déjà la place ${wanted.order} de ce test.` }],
      req,
    }, req.t)
  }
  // The unique index is checked row by row: this question leaves its place before the other takes it.
  await execute(req.payload, sql`update questions set "order" = ${-selfId} where id = ${selfId}`, transactionID)
  await execute(req.payload, sql`update questions set "order" = ${previous.order}, updated_at = now() where id = ${occupant.id}`, transactionID)
  return data
}
