/**
 * Whether any key of a query's `where`, at any depth (`and`, `or`, a field's operators, an operator's own
 * value), passes `test` with its value. Depth is bounded: a query nested deeper is answered by Payload's own
 * checks, not walked here.
 */
export function someWhereEntry(where: unknown, test: (key: string, value: unknown) => boolean, depth = 0): boolean {
  if (!(where instanceof Object) || depth > 20) return false
  return Object.entries(where).some(([key, value]) => test(key, value) || someWhereEntry(value, test, depth + 1))
}
