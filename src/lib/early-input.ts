import { useEffect, useEffectEvent } from 'react'

/**
 * What a visitor typed or ticked in a server-rendered form before the page's scripts ran (a slow phone). The
 * form shows it, but React's state never saw it: the form would count the field empty, and React's next
 * render would put the state's empty value back into it. Read once, when the form first runs, each control
 * by its id (not its `name`: a form sent before the scripts run would put named fields in the address); the
 * form's state starts from it. A box the browser would tick again on Back or reload (a consent, an extra payment)
 * has `autoComplete="off"`, so that a tick read here is one given on this visit. (A textarea must start empty on
 * the server: React's hydration writes a server text over what was typed.)
 */
export interface EarlyInput {
  /** A text field's value, when the visitor changed it. */
  text(id: string): string | undefined
  /** A checkbox's state, when the visitor changed it. */
  checked(id: string): boolean | undefined
  /** The value of the radio button the visitor chose among these, when they chose one. */
  choice(ids: string[]): string | undefined
}

const control = (id: string): HTMLInputElement | HTMLTextAreaElement | null => {
  const element = document.getElementById(id)
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null
}

const box = (id: string): HTMLInputElement | null => {
  const element = control(id)
  return element instanceof HTMLInputElement ? element : null
}

/** The page's controls as the visitor left them, against the server's HTML (`defaultValue`, `defaultChecked`). */
export function earlyInput(): EarlyInput {
  return {
    text: (id) => {
      const field = control(id)
      return field && field.value !== field.defaultValue ? field.value : undefined
    },
    checked: (id) => {
      const check = box(id)
      return check && check.checked !== check.defaultChecked ? check.checked : undefined
    },
    choice: (ids) =>
      ids
        .map(box)
        .find((radio) => radio?.checked && !radio.defaultChecked)?.value,
  }
}

/**
 * Once the page runs, what `read` finds typed or ticked before it did becomes the state `adopt` sets, e.g.
 * `useEarlyInput((typed) => typed.text(emailId), setEmail)`.
 */
export function useEarlyInput<T>(read: (typed: EarlyInput) => T | undefined, adopt: (value: T) => void): void {
  const readTyped = useEffectEvent(read)
  const adoptTyped = useEffectEvent(adopt)
  useEffect(() => {
    const value = readTyped(earlyInput())
    if (value !== undefined) adoptTyped(value)
  }, [])
}
