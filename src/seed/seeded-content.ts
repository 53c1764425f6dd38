import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'

/**
 * The record of the editorial defaults (articles, testimonials, FAQ entries, orientation questions) already seeded, by key
 * (`faqs:scolaire:Combien de temps dure le test ?`): once seeded, a default is the editors', so a start
 * never brings back one they deleted, nor adds the original beside one they reworded.
 */
export interface SeededContent {
  /** Whether the default with this key was seeded before, in this run or an earlier one. */
  has(key: string): boolean
  record(key: string): Promise<void>
  /**
   * A database seeded before the record existed (content there, nothing recorded): its defaults count as
   * seeded, those missing included, since an editor may have deleted them.
   */
  readonly adopting: boolean
}

export async function loadSeededContent(payload: Payload, editorialRows: () => Promise<number>): Promise<SeededContent> {
  const rows = await execute<{ key: string }>(payload, sql`select key from seeded_content`)
  const keys = new Set(rows.map((row) => row.key))
  const adopting = keys.size === 0 && (await editorialRows()) > 0
  return {
    has: (key) => keys.has(key),
    adopting,
    async record(key) {
      if (keys.has(key)) return
      await execute(payload, sql`insert into seeded_content (key) values (${key}) on conflict (key) do nothing`)
      keys.add(key)
    },
  }
}
