/** The middle item by `key` (the upper one of an even count): how every repeated figure of the benchmark is kept. */
export const medianBy = <T>(items: readonly T[], key: (item: T) => number): T => {
  if (items.length === 0) throw new Error('no figure to take the median of')
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!
}
