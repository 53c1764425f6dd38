import type { Payload } from 'payload'

type TransactionID = string | number

/**
 * Runs `work` in one database transaction: committed when it returns, rolled back when it throws.
 * `work` passes the id to `execute(payload, sql, transactionID)` and to the Local API as `req: { transactionID }`.
 */
export async function inTransaction<T>(payload: Payload, work: (transactionID: TransactionID | undefined) => Promise<T>): Promise<T> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    const value = await work(transactionID)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return value
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
