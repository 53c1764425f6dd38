/**
 * A result unlocked by hand in the admin. Its two fields mean one thing: a result is unlocked once it has a
 * date (or is paid), and says by whom. Staff choose « Équipe », or a date, and the other follows, so a
 * result is never shown as unlocked by the team while still locked, nor unlocked by no one.
 */
export type UnlockSource = 'payment' | 'promo' | 'staff'

export interface UnlockFields {
  unlockSource?: UnlockSource | null
  unlockedAt?: string | null
}

/**
 * The unlock fields an admin's edit leaves, from the document before it and the fields sent: a source
 * without a date is dated now; a date without a source is the team's; a source taken away takes its date
 * with it (the result is locked again), unless the result was paid: it stays unlocked by its payment.
 */
export function completeUnlockFields(before: UnlockFields, sent: UnlockFields, now: Date, paid = false): UnlockFields {
  const source = sent.unlockSource !== undefined ? sent.unlockSource : (before.unlockSource ?? null)
  const date = sent.unlockedAt !== undefined ? sent.unlockedAt : (before.unlockedAt ?? null)
  const sourceRemoved = Boolean(before.unlockSource) && sent.unlockSource === null
  if (sourceRemoved && paid) return { unlockSource: 'payment', unlockedAt: before.unlockedAt ?? date ?? now.toISOString() }
  if (sourceRemoved) return { unlockSource: null, unlockedAt: null }
  if (source && !date) return { unlockSource: source, unlockedAt: now.toISOString() }
  if (date && !source) return { unlockSource: 'staff', unlockedAt: date }
  return { unlockSource: source, unlockedAt: date }
}
