import { vi } from 'vitest'

/**
 * A `window` whose localStorage is an in-memory map, and which carries events, for unit tests of what the
 * browser keeps. Undo with vi.unstubAllGlobals().
 */
export function stubLocalStorage(): Map<string, string> {
  const store = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  }
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage }))
  return store
}
