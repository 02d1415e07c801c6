import fc from "fast-check"
import { Exit, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { GIVE_UP, wireEncoder } from "../../../adapters/http-server/lane/wire.ts"
import { InterviewApi } from "../../../core/contract/InterviewApi.ts"

// The question's reply schema as HttpApi encodes it (the lane takes the same one from the endpoint).
const questionSuccess = [...InterviewApi.endpoints.question.success][0]! as unknown as Schema.Codec<unknown, unknown>
const bySchema = Schema.encodeUnknownExit(questionSuccess)
const fast = wireEncoder(questionSuccess)!

/** Both encoders on one value: the fast one gives up, or writes the JSON text of Schema's (and Schema then succeeds). */
const agree = (value: unknown) => {
  const encoded = fast(value)
  if (encoded === GIVE_UP) return "gave up"
  const schema = bySchema(value)
  expect(Exit.isSuccess(schema)).toBe(true)
  expect(encoded).toBe(JSON.stringify(Exit.isSuccess(schema) ? schema.value : undefined))
  return "encoded"
}

// Values of every kind the schema meets and a few it must refuse: non-finite numbers, undefined, dates, class
// instances, objects without a prototype.
const odd = fc.oneof(
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(undefined),
  fc.constant(new Date(0)),
  fc.constant(Object.create(null) as object),
  fc.constant(new Map())
)
const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.double())
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, { arbitrary: scalar, weight: 20 }, { arbitrary: odd, weight: 1 }, fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), tie("value"), { maxKeys: 3 }))
})).value
const maybe = <A>(arb: fc.Arbitrary<A>) => fc.oneof({ arbitrary: arb, weight: 30 }, { arbitrary: odd, weight: 1 }, { arbitrary: scalar, weight: 1 })
const field = fc.record({
  key: maybe(fc.string()),
  id: maybe(fc.oneof(fc.integer(), fc.string())),
  name: maybe(fc.string()),
  label: maybe(fc.string()),
  type: maybe(fc.constantFrom("text", "display", "textarea")),
  placeholder: maybe(fc.string()),
  required: maybe(fc.boolean()),
  values: maybe(fc.array(fc.oneof(fc.string(), fc.integer(), fc.double()), { maxLength: 3 })),
  options: maybe(fc.array(fc.record({ value: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.double()), label: fc.string() }), { maxLength: 2 })),
  validation: maybe(fc.record({ min: fc.double(), max: fc.integer(), pattern: fc.string(), message: fc.string() }, { requiredKeys: [] })),
  properties: maybe(fc.record({
    className: fc.string(),
    readOnly: fc.boolean(),
    value: json,
    rows: fc.integer(),
    content: json,
    answer: json,
    questionId: fc.oneof(fc.integer(), fc.string()),
    number: fc.oneof(fc.integer(), fc.double()),
    followUp: fc.boolean(),
    analysis: json,
    extra: json
  }, { requiredKeys: [] })),
  extra: json
}, { requiredKeys: ["key", "type"] })
const reply = fc.record({
  success: maybe(fc.boolean()),
  message: maybe(fc.string()),
  data: fc.oneof({ arbitrary: fc.array(field, { maxLength: 4 }), weight: 20 }, { arbitrary: odd, weight: 1 }),
  extra: json
}, { requiredKeys: ["success", "data"] })

describe("the lane's fast encoder of the question's reply (adapters/http-server/lane/wire.ts)", () => {
  it("exists for the question's reply schema", () => {
    expect(wireEncoder(questionSuccess)).toBeDefined()
  })

  it("writes what Schema's encoder writes, or gives up, on generated replies", () => {
    const outcomes = { "gave up": 0, encoded: 0 }
    fc.assert(fc.property(reply, (value) => void outcomes[agree(value)]++), { numRuns: 3000 })
    // both ways are taken, so the comparison covers replies the fast encoder writes
    expect(outcomes.encoded).toBeGreaterThan(100)
    expect(outcomes["gave up"]).toBeGreaterThan(100)
  })

  it("writes a reply of the usual shape in the schema's order, without keys it does not declare", () => {
    const value = { data: [{ type: "display", key: "q", extra: 1, properties: { number: 2, content: { a: [1, "b", null] } } }], success: true }
    expect(agree(value)).toBe("encoded")
    expect(fast(value)).toBe('{"success":true,"data":[{"key":"q","type":"display","properties":{"content":{"a":[1,"b",null]},"number":2}}]}')
  })

  it("gives up where Schema changes or refuses a value", () => {
    for (const value of [
      { success: true, data: [{ key: "q", type: "t", id: Number.NaN }] }, // Schema writes "NaN"
      { success: true, message: undefined, data: [] }, // Schema writes null
      { success: true, data: [{ key: "q", type: "t", properties: { value: new Date(0) } }] }, // not JSON
      { success: true, data: [{ key: "q", type: "t", properties: { value: { a: undefined } } }] }
    ]) expect(fast(value)).toBe(GIVE_UP)
  })

  it("gives up on a struct without a required key, and reads a key Object.prototype has only as the value's own", () => {
    expect(fast({ success: true, data: [{ type: "t" }] })).toBe(GIVE_UP) // a field without its key
    expect(fast({ data: [] })).toBe(GIVE_UP) // a reply without success
    const struct = wireEncoder(Schema.Struct({ constructor: Schema.optional(Schema.String), "a\"b": Schema.String }))!
    expect(struct({ "a\"b": "x" })).toBe('{"a\\"b":"x"}')
    expect(struct({ constructor: "c", "a\"b": "x" })).toBe('{"constructor":"c","a\\"b":"x"}')
    expect(struct({ constructor: 1, "a\"b": "x" })).toBe(GIVE_UP)
  })

  it("writes an unknown scalar as JSON.stringify does, and gives up on a number that is not finite", () => {
    const unknown = wireEncoder(Schema.Struct({ v: Schema.Unknown }))!
    const scalars = fc.oneof(fc.string({ unit: "binary" }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null))
    fc.assert(fc.property(scalars, (value) => {
      const encoded = unknown({ v: value })
      if (typeof value === "number" && !Number.isFinite(value)) expect(encoded).toBe(GIVE_UP)
      else expect(encoded).toBe(JSON.stringify({ v: value }))
    }), { numRuns: 2000 })
  })

  it("is not made for a schema whose encoding changes values", () => {
    expect(wireEncoder(Schema.Struct({ at: Schema.Date }))).toBeUndefined()
    expect(wireEncoder(Schema.Struct({ n: Schema.NumberFromString }))).toBeUndefined()
    expect(wireEncoder(Schema.Record(Schema.String, Schema.String))).toBeUndefined()
    expect(wireEncoder(Schema.Struct({ s: Schema.String.check(Schema.isMinLength(1)) }))).toBeUndefined()
  })

  it("writes every string as JSON.stringify does: quotes, backslashes, control characters, surrogates alone or paired", () => {
    const text = wireEncoder(Schema.String)!
    const units = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }))
    fc.assert(fc.property(units, (value) => {
      expect(text(value)).toBe(JSON.stringify(value))
    }), { numRuns: 2000 })
    for (const value of ["", "plain", "\"", "\\", "\n", "\u007f", "\u2028", "\ud800", "\udfff", "\ud83d\ude00"]) expect(text(value)).toBe(JSON.stringify(value))
  })

  it("is not made for a struct whose key JSON.stringify would move or drop (an array index, __proto__)", () => {
    expect(wireEncoder(Schema.Struct({ b: Schema.String, 1: Schema.String }))).toBeUndefined()
    expect(wireEncoder(Schema.Struct({ ["__proto__"]: Schema.String }))).toBeUndefined()
    expect(wireEncoder(Schema.Struct({ b: Schema.String, "01": Schema.String }))?.({ b: "x", "01": "y" })).toBe('{"b":"x","01":"y"}')
  })
})
