/** The bounded map the SQLite client keeps its prepared statements in. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeLru } from "../../../adapters/sql/lru.ts"

describe("makeLru", () => {
  it("never holds more than its capacity, gives each key the value made for it, and makes again only what it forgot", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 200 }), (capacity, keys) => {
      const lru = makeLru<number, string>(capacity)
      // the model: keys from least to most recently used
      let order: Array<number> = []
      for (const key of keys) {
        let made = 0
        const value = lru.get(key, (k) => (made++, `value of ${k}`))
        expect(value).toBe(`value of ${key}`)
        // made anew exactly when the model says the key was not held (never seen, or the least recently used out)
        expect(made).toBe(order.includes(key) ? 0 : 1)
        order = [...order.filter((k) => k !== key), key].slice(-capacity)
        expect(lru.size()).toBe(order.length)
        expect(lru.size()).toBeLessThanOrEqual(capacity)
      }
    }))
  })

  it("keeps a key that is used over one that is not", () => {
    const lru = makeLru<string, number>(2)
    let made = 0
    const make = () => ++made
    lru.get("a", make)
    lru.get("b", make)
    lru.get("a", make) // "a" is now the most recently used
    lru.get("c", make) // so "b" goes
    expect(lru.get("a", make)).toBe(1)
    expect(lru.get("b", make)).toBe(4)
    expect(made).toBe(4)
  })

  it("keeps nothing when making the value fails", () => {
    const lru = makeLru<string, number>(2)
    expect(() => lru.get("bad", () => { throw new Error("no") })).toThrow("no")
    expect(lru.size()).toBe(0)
  })

  it("finds, sets, deletes and clears as the model map of its most recent `capacity` keys does, never past its capacity", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("find" as const), key: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant("set" as const), key: fc.integer({ min: 0, max: 9 }), value: fc.integer() }),
      fc.record({ kind: fc.constant("delete" as const), key: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant("clear" as const), key: fc.constant(0) })
    )
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 200 }), (capacity, ops) => {
      const lru = makeLru<number, number>(capacity)
      // the model: [key, value] from least to most recently used
      let model: Array<[number, number]> = []
      for (const o of ops) {
        const held = model.find(([k]) => k === o.key)
        if (o.kind === "find") {
          expect(lru.find(o.key)).toBe(held?.[1])
          if (held !== undefined) model = [...model.filter(([k]) => k !== o.key), held]
        } else if (o.kind === "set") {
          lru.set(o.key, o.value)
          model = [...model.filter(([k]) => k !== o.key), [o.key, o.value] as [number, number]].slice(-capacity)
        } else if (o.kind === "delete") {
          lru.delete(o.key)
          model = model.filter(([k]) => k !== o.key)
        } else {
          lru.clear()
          model = []
        }
        expect(lru.size()).toBe(model.length)
        expect(lru.size()).toBeLessThanOrEqual(capacity)
      }
    }))
  })

  it("refuses a capacity below one", () => {
    expect(() => makeLru(0)).toThrow(RangeError)
    expect(() => makeLru(1.5)).toThrow(RangeError)
  })
})
