/** The table of calls waiting for their answer (the coach's thread keeps its calls in one). */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { inFlight } from "../../../adapters/node/in-flight.ts"

describe("inFlight", () => {
  it("adds, gets and takes as a map of the calls still waiting does, whatever the order and however many wait", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("take" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("takeUnknown" as const), pick: fc.integer({ min: -3, max: 3 }) })
    )
    fc.assert(fc.property(fc.constantFrom(1, 2, 4, 8), fc.array(op, { maxLength: 300 }), (slots, ops) => {
      const table = inFlight<string>(slots)
      const model = new Map<number, string>()
      let lastId = 0
      for (const { kind, pick } of ops) {
        if (kind === "add") {
          const call = `call ${pick}`
          const id = table.add(call)
          // ids are handed out one more each time, never one still waiting
          expect(id).toBe(lastId + 1)
          lastId = id
          model.set(id, call)
        } else if (kind === "take") {
          const waiting = [...model.keys()]
          // a waiting call (any of them, not only the oldest), or one already taken
          const id = waiting.length > 0 && pick % 3 !== 0 ? waiting[pick % waiting.length]! : Math.max(1, lastId - (pick % 4))
          expect(table.take(id)).toBe(model.get(id))
          model.delete(id)
          expect(table.take(id)).toBeUndefined()
        } else {
          // ids never handed out, zero and negatives, and not whole numbers: nothing
          expect(table.take(lastId + 1 + Math.abs(pick))).toBeUndefined()
          expect(table.get(pick <= 0 ? pick : pick + 0.5)).toBeUndefined()
        }
        expect(table.ids().length).toBe(model.size)
        expect(table.ids()).toEqual([...model.keys()].sort((a, b) => a - b))
        for (const [id, call] of model) expect(table.get(id)).toBe(call)
      }
    }))
  })

  it("keeps a call that waits while many more come and go, and finds it after the table has grown", () => {
    const table = inFlight<string>(4)
    const slow = table.add("slow")
    // eight times the slots' worth of quick calls, each answered at once: one of them lands on the slow call's slot
    for (let i = 0; i < 32; i++) expect(table.take(table.add(`quick ${i}`))).toBe(`quick ${i}`)
    expect(table.get(slow)).toBe("slow")
    expect(table.ids()).toEqual([slow])
    expect(table.take(slow)).toBe("slow")
    expect(table.ids().length).toBe(0)
  })

  it("refuses a size that is not a power of two", () => {
    expect(() => inFlight(3)).toThrow("power of two")
    expect(() => inFlight(0)).toThrow("power of two")
  })
})
