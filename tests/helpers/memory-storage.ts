import { vi } from 'vitest'

const storageOver = (store: Map<string, string>) => ({
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
  removeItem: (key: string) => store.delete(key),
})

/**
 * A `window` whose localStorage (the map returned) and sessionStorage (`tab`) are in-memory maps, and which
 * carries events, for unit tests of what the browser keeps. Undo with vi.unstubAllGlobals().
 */
export function stubLocalStorage(tab = new Map<string, string>()): Map<string, string> {
  const store = new Map<string, string>()
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: storageOver(store), sessionStorage: storageOver(tab) }))
  return store
}
