/** Field definitions (spec §3): decoding either shape of payload, and the defaults of "Field types". */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import { decodeFields, defaultValues, FIELD_DEFAULTS, labelOf, rangeOf } from "../../../core/forms/fields.ts"
import { isValid } from "../../../core/forms/validate.ts"

const word = fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== "")
const field: fc.Arbitrary<FieldDefinition> = fc.record({
  key: word,
  type: fc.constantFrom("text", "textarea", "number", "select", "checkbox", "range", "rating", "display"),
  label: fc.option(word, { nil: undefined }),
  placeholder: fc.option(word, { nil: undefined })
}, { requiredKeys: ["key", "type"] })

describe("decodeFields", () => {
  // Keys are kept non-numeric: an object lists integer-like keys first, whatever order they were written in.
  it("a list of definitions and an object of them by key decode to the same fields", () => {
    const keyed = field.map((f) => ({ ...f, key: `f-${f.key}` }))
    fc.assert(
      fc.property(fc.uniqueArray(keyed, { selector: (f) => f.key, maxLength: 6 }), (fields) => {
        const byKey = Object.fromEntries(fields.map(({ key, ...rest }) => [key, rest]))
        expect(decodeFields(fields)).toEqual(fields)
        expect(decodeFields(byKey)).toEqual(fields)
      })
    )
  })

  it("entries that are not definitions are dropped, the rest kept in order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(field, fc.constantFrom<unknown>(null, 3, "x", { type: 5 }, [])), { maxLength: 8 }), (entries) => {
        const kept = entries.filter((e): e is FieldDefinition => typeof e === "object" && e !== null && "key" in e)
        expect(decodeFields(entries)).toEqual(kept)
      })
    )
  })

  it("anything that is neither a list nor an object is no fields", () => {
    for (const payload of [null, undefined, 1, "question", true]) expect(decodeFields(payload)).toEqual([])
  })
})

describe("defaults (spec §3 'Field types', §9)", () => {
  it("textarea 3 rows, range 1 to 10 step 1, rating out of 5, score out of 100, feedback over 3000 ms", () => {
    expect(FIELD_DEFAULTS).toMatchObject({ textareaRows: 3, rangeMin: 1, rangeMax: 10, rangeStep: 1, ratingMax: 5, scoreMax: 100, feedbackDurationMs: 3000 })
    expect(rangeOf({ key: "r", type: "range" })).toEqual({ min: 1, max: 10, step: 1 })
  })

  it("the label is the label, else the name, else the key", () => {
    fc.assert(
      fc.property(word, fc.option(word, { nil: undefined }), fc.option(word, { nil: undefined }), (key, label, name) => {
        expect(labelOf({ key, type: "text", label, name })).toBe(label ?? name ?? key)
      })
    )
  })

  it("a form of optional fields is valid at its defaults", () => {
    fc.assert(
      fc.property(fc.uniqueArray(field, { selector: (f) => f.key, maxLength: 6 }), (fields) => {
        expect(isValid(fields, defaultValues(fields))).toBe(true)
      })
    )
  })

  it("a range starts at its minimum, which its own bounds accept", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.nat(50), (min, span) => {
        const range: FieldDefinition = { key: "r", type: "range", required: true, validation: { min, max: min + span } }
        expect(defaultValues([range])).toEqual({ r: min })
        expect(isValid([range], defaultValues([range]))).toBe(true)
      })
    )
  })
})
