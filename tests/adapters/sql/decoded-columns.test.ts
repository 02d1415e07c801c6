/**
 * A JSON column whose decoded values are kept (adapters/sql/rows.ts, cachedJsonColumn): it keeps at most its bound,
 * a kept value equals a fresh decode of the same text, no caller can change the shared value, and a corrupt or
 * oversized text is never kept.
 */
import { Schema } from "effect"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cachedJsonColumn, CorruptColumn, DECODED_TEXT_LIMIT, jsonColumn, sampledKey } from "../../../adapters/sql/rows.ts"
import { StoredTalkingPoints } from "../../../core/ports/stored.ts"

const Points = Schema.Array(Schema.Struct({ point: Schema.String, weight: Schema.optional(Schema.Number) }))
const point = fc.record({ point: fc.string(), weight: fc.option(fc.integer(), { nil: undefined }) }, { requiredKeys: ["point"] })
  .map((p) => (p.weight === undefined ? { point: p.point } : p))

describe("a cached JSON column", () => {
  it("reads every text as a fresh decode does, and keeps at most its bound", () => {
    fc.assert(fc.property(fc.array(fc.array(point, { maxLength: 4 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (values, kept) => {
      const cached = cachedJsonColumn("t.points", Points, [], kept)
      const fresh = jsonColumn("t.points", Points, [])
      // each text read twice, the second time from the cache when it is still kept
      for (const text of values.flatMap((v) => [JSON.stringify(v), JSON.stringify(v)])) {
        expect(cached(text)).toEqual(fresh(text))
        expect(cached.held()).toBeLessThanOrEqual(kept)
      }
      // what it says it holds is the characters of the texts it keeps
      const keptTexts = new Set(values.map((v) => JSON.stringify(v)).filter((t) => t.length <= DECODED_TEXT_LIMIT))
      expect(cached.heldChars()).toBeLessThanOrEqual([...keptTexts].reduce((n, t) => n + t.length, 0))
      if (cached.held() === keptTexts.size) expect(cached.heldChars()).toBe([...keptTexts].reduce((n, t) => n + t.length, 0))
    }))
  })

  it("gives the same value for the same text and another for another, whichever was read first", () => {
    const cached = cachedJsonColumn("t.points", Points, [], 4)
    const a = JSON.stringify([{ point: "a" }])
    const b = JSON.stringify([{ point: "b", weight: 2 }])
    expect(cached(a)).toBe(cached(a))
    expect(cached(b)).toEqual([{ point: "b", weight: 2 }])
    expect(cached(a)).toEqual([{ point: "a" }])
    expect(cached(null)).toEqual([])
  })

  it("hands out values no caller can change, all the way down", () => {
    const cached = cachedJsonColumn("interview_questions.talking_points", StoredTalkingPoints, [], 4)
    const text = JSON.stringify([{ point: "closures", cues: [["closure", "scope"]] }])
    // the types say readonly; the test writes anyway, to show the value itself refuses
    const value = cached(text) as unknown as Array<{ point: string; cues: Array<Array<string>> }>
    expect(() => value.push({ point: "more", cues: [] })).toThrow(TypeError)
    expect(() => (value[0]!.point = "changed")).toThrow(TypeError)
    expect(() => value[0]!.cues[0]!.push("more")).toThrow(TypeError)
    expect(cached(text)).toEqual([{ point: "closures", cues: [["closure", "scope"]] }])
  })

  it("never keeps a corrupt text: it fails every read, naming the column", () => {
    const cached = cachedJsonColumn("t.points", Points, [], 4)
    for (let i = 0; i < 2; i++) {
      expect(() => cached("[{\"point\": 3}]")).toThrow(CorruptColumn)
      expect(() => cached("not json")).toThrow(/t\.points/)
    }
    expect(cached.held()).toBe(0)
  })

  it("decodes a text over the limit on every read without keeping it", () => {
    const cached = cachedJsonColumn("t.points", Points, [], 4)
    const long = JSON.stringify([{ point: "x".repeat(DECODED_TEXT_LIMIT) }])
    expect(cached(long)).toEqual([{ point: "x".repeat(DECODED_TEXT_LIMIT) }])
    expect(cached.held()).toBe(0)
  })

  it("tells apart texts that share a key: each read gives its own text's value", () => {
    const cached = cachedJsonColumn("t.points", Points, [], 4)
    // one length, and the characters the key reads (at n·i/9) alike: only the points' own letters differ
    const a = JSON.stringify([{ point: "aaaa" }, { point: "bbbb" }])
    const b = JSON.stringify([{ point: "abca" }, { point: "cabb" }])
    expect(sampledKey(a)).toBe(sampledKey(b))
    for (let i = 0; i < 3; i++) {
      expect(cached(a)).toEqual([{ point: "aaaa" }, { point: "bbbb" }])
      expect(cached(b)).toEqual([{ point: "abca" }, { point: "cabb" }])
    }
    expect(cached.held()).toBe(1)
  })

  it("lets the least recently read of those kept longest go first, and keeps its bound with many texts", () => {
    const many = cachedJsonColumn("t.points", Points, [], 16)
    for (let i = 0; i < 500; i++) expect(many(JSON.stringify([{ point: `p${i}` }]))).toEqual([{ point: `p${i}` }])
    expect(many.held()).toBe(16)

    const cached = cachedJsonColumn("t.points", Points, [], 2)
    const text = (p: string) => JSON.stringify([{ point: p }])
    const first = cached(text("first"))
    cached(text("second"))
    expect(cached(text("first"))).toBe(first) // read again: now the second is the least recently read
    cached(text("third"))
    expect(cached.held()).toBe(2)
    expect(cached(text("first"))).toBe(first)
  })
})
