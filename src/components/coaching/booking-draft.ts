import { FIELD_LIMITS } from '@/domain/field-limits'
import { AVAILABILITIES, type Availability } from '@/server/payments/order-offers'

/** The booking form as the visitor last sent it from this tab (`TAB_KEYS.coachingDraft`), to fill it in again. */
export interface BookingDraft {
  name: string
  email: string
  objectives: string
  availability: Availability | null
}

const text = (value: unknown, limit: number): string | null => (typeof value === 'string' && value.length <= limit ? value : null)

/** A stored draft, or null for anything else (another version's shape, a hand-edited value): the form then starts empty. */
export function bookingDraftOf(stored: unknown): BookingDraft | null {
  if (!stored || typeof stored !== 'object') return null
  const { name, email, objectives, availability } = stored as Record<string, unknown>
  const draft = {
    name: text(name, FIELD_LIMITS.name),
    email: text(email, FIELD_LIMITS.email),
    objectives: text(objectives ?? '', FIELD_LIMITS.coachingObjectives),
  }
  if (draft.name === null || draft.email === null || draft.objectives === null) return null
  const known = AVAILABILITIES.find((value) => value === availability) ?? null
  return { name: draft.name, email: draft.email, objectives: draft.objectives, availability: known }
}
