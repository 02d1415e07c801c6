/**
 * A map that keeps at most `capacity` entries, forgetting the one used longest ago to make room. The SQLite client
 * keeps its prepared statements in one: the texts our code sends are a fixed set, but a list bound into `IN (…)`
 * makes a new text for every length, so a plain map would grow with what the users do.
 */
export interface Lru<K, V> {
  /** The value for `key`, made by `make` (and kept) when it is not held; the entry becomes the most recently used. */
  readonly get: (key: K, make: (key: K) => V) => V
  readonly size: () => number
  readonly capacity: number
}

export const makeLru = <K, V>(capacity: number): Lru<K, V> => {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`an LRU holds at least one entry, not ${capacity}`)
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, V>()
  return {
    capacity,
    size: () => entries.size,
    get: (key, make) => {
      const held = entries.get(key)
      if (held !== undefined) {
        entries.delete(key)
        entries.set(key, held)
        return held
      }
      const made = make(key)
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as K)
      entries.set(key, made)
      return made
    }
  }
}
