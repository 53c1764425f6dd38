/** A refusal the visitor can act on: its message is French and shown as is; the API answers 4xx. */
export class VisitorError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}
