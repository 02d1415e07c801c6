/**
 * The Storage port on the browser's localStorage. Private browsing, disabled cookies or a full quota can make
 * localStorage throw or be missing; then values are kept in memory for the life of the page instead.
 */
import type { StorageShape } from "../../core/ports/Storage.ts"

const memoryFallback = (): StorageShape => {
  const entries = new Map<string, string>()
  return {
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => {
      entries.set(key, value)
    },
    remove: (key) => {
      entries.delete(key)
    }
  }
}

const probe = (): globalThis.Storage | null => {
  try {
    const store = globalThis.localStorage
    if (store === undefined || store === null) return null
    const key = "__rehearse_probe__"
    store.setItem(key, key)
    store.removeItem(key)
    return store
  } catch {
    return null
  }
}

/** Makes the browser storage; `source` is for tests (defaults to `globalThis.localStorage`). */
export const makeBrowserStorage = (source: globalThis.Storage | null = probe()): StorageShape => {
  const fallback = memoryFallback()
  if (source === null) return fallback
  return {
    get: (key) => {
      const kept = fallback.get(key)
      if (kept !== null) return kept
      try {
        return source.getItem(key)
      } catch {
        return null
      }
    },
    set: (key, value) => {
      try {
        source.setItem(key, value)
        fallback.remove(key)
      } catch {
        fallback.set(key, value)
        try {
          source.removeItem(key)
        } catch {
          // An older value may stay behind in localStorage; the fallback's value is read first.
        }
      }
    },
    remove: (key) => {
      fallback.remove(key)
      try {
        source.removeItem(key)
      } catch {
        // Nothing more to do: the fallback no longer holds it either.
      }
    }
  }
}
