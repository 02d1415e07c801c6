/** The Storage port: a small synchronous key-value store for what the client keeps between visits (token, user). */
import { Context, Layer } from "effect"

export interface StorageShape {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

export class Storage extends Context.Service<Storage, StorageShape>()("rehearse/ports/Storage") {
  /** A fresh in-memory store, for tests and for places with no persistent storage. */
  static makeMemory(initial?: Iterable<readonly [string, string]>): StorageShape {
    const entries = new Map<string, string>(initial)
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

  static readonly layerMemory = Layer.sync(Storage, () => Storage.makeMemory())
}
