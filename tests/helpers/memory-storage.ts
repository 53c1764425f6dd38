import { vi } from 'vitest'

/** A `window` whose localStorage is an in-memory map, for unit tests of what the browser keeps. Undo with vi.unstubAllGlobals(). */
export function stubLocalStorage(): Map<string, string> {
  const store = new Map<string, string>()
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  })
  return store
}
