/**
 * A map that keeps at most `capacity` entries, forgetting the one used longest ago to make room. The SQLite client
 * keeps its prepared statements in one: the texts our code sends are a fixed set, but a list bound into `IN (…)`
 * makes a new text for every length, so a plain map would grow with what the users do. Its kept reads keep their
 * values in one too (./reads.ts), one entry a signed-in token or an interview.
 */
export interface Lru<K, V> {
  /** The value for `key`, made by `make` (and kept) when it is not held; the entry becomes the most recently used. */
  readonly get: (key: K, make: (key: K) => V) => V
  /** The value held for `key` (the entry becomes the most recently used), or undefined. */
  readonly find: (key: K) => V | undefined
  /** Holds `value` for `key` as the most recently used entry, forgetting the least recently used one to make room. */
  readonly set: (key: K, value: V) => void
  readonly delete: (key: K) => void
  readonly clear: () => void
  readonly size: () => number
  readonly capacity: number
}

export const makeLru = <K, V>(capacity: number): Lru<K, V> => {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`an LRU holds at least one entry, not ${capacity}`)
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, V>()
  // The most recently used key, which a use leaves where it is: re-inserting makes V8 rebuild the map's table, and
  // the kept reads use the same key call after call (a GET's table rebuilt each time was 1 KB a call outliving the
  // young generation, from a map in the old one).
  let newest: K | undefined
  const find = (key: K): V | undefined => {
    const held = entries.get(key)
    if (held !== undefined && key !== newest) {
      entries.delete(key)
      entries.set(key, held)
      newest = key
    }
    return held
  }
  const set = (key: K, value: V) => {
    if (!entries.delete(key) && entries.size >= capacity) entries.delete(entries.keys().next().value as K)
    entries.set(key, value)
    newest = key
  }
  return {
    capacity,
    size: () => entries.size,
    get: (key, make) => {
      const held = find(key)
      if (held !== undefined) return held
      const made = make(key)
      set(key, made)
      return made
    },
    find,
    set,
    delete: (key) => {
      entries.delete(key)
      if (key === newest) newest = undefined
    },
    clear: () => {
      // each entry deleted rather than the map cleared: clear() gives the map a new table and leaves the old one,
      // still pointing at every value it held; a kept read's map is cleared after every write, and a table left in
      // the old generation kept its values (an interview, its rows) alive through young collections until the next
      // full one (as ../node/in-flight.ts says of a Map of calls). A delete empties the entry where it is.
      for (const key of entries.keys()) entries.delete(key)
      newest = undefined
    }
  }
}
