/** Holland's six interest types, in the canonical R-I-A-S-E-C order (also their order around the hexagon). */
export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const
export type RiasecLetter = (typeof RIASEC_LETTERS)[number]

export const isRiasecLetter = (value: string): value is RiasecLetter =>
  (RIASEC_LETTERS as readonly string[]).includes(value)
