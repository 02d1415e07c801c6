/** Spec §5 "Generic dynamic form": the exact messages, checked over arbitrary fields and values. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import { isValid, validateField, validateForm } from "../../../core/forms/validate.ts"

const word = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== "")
const blank = fc.constantFrom<unknown>(undefined, null, "", "   ", "\n\t", [])
const INPUT_TYPES = ["text", "email", "password", "textarea"] as const
const DISPLAY_TYPES = ["progress", "badge", "display", "score", "feedback", "questiondrawer"] as const

/** A field with any of label, name and key, so the message's name can be checked. */
const named = fc.record({
  key: word,
  label: fc.option(word, { nil: undefined }),
  name: fc.option(word, { nil: undefined }),
  type: fc.constantFrom(...INPUT_TYPES, "number", "select", "radio")
})

const bounds = fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 })).map(([min, span]) => ({
  min,
  max: min + span
}))

describe("validateField", () => {
  it("Required: '{label or key} is required', naming the label, else the name, else the key", () => {
    fc.assert(
      fc.property(named, blank, (field, value) => {
        const definition: FieldDefinition = { ...field, required: true }
        expect(validateField(definition, value)).toBe(`${field.label ?? field.name ?? field.key} is required`)
      })
    )
  })

  it("an empty optional field is fine", () => {
    fc.assert(
      fc.property(named, blank, (field, value) => {
        expect(validateField(field, value)).toBeNull()
      })
    )
  })

  it("a required checkbox or switch must be on", () => {
    fc.assert(
      fc.property(word, fc.constantFrom("checkbox", "switch"), fc.constantFrom<unknown>(false, undefined, "", null), (key, type, value) => {
        expect(validateField({ key, type, required: true }, value)).toBe(`${key} is required`)
        expect(validateField({ key, type, required: true }, true)).toBeNull()
      })
    )
  })

  it("a checkbox or switch given something other than true or false says it must be on or off", () => {
    fc.assert(
      fc.property(word, fc.constantFrom("checkbox", "switch"), fc.oneof(word, fc.integer(), fc.constant({})), (key, type, value) => {
        expect(validateField({ key, type }, value)).toBe(`${key} must be on or off (true or false)`)
        expect(validateField({ key, type }, false)).toBeNull()
        expect(validateField({ key, type }, true)).toBeNull()
      })
    )
  })

  it("Minimum: 'Minimum value is {n}'; Maximum: 'Maximum value is {n}'; in between is fine — as numbers or numeric text", () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: -3000, max: 3000 }), fc.boolean(), fc.constantFrom("number", "range", "rating"), ({ min, max }, n, asText, type) => {
        const field: FieldDefinition = { key: "questionCount", type, validation: { min, max } }
        const expected = n < min ? `Minimum value is ${min}` : n > max ? `Maximum value is ${max}` : null
        expect(validateField(field, asText ? String(n) : n)).toBe(expected)
      })
    )
  })

  it("a number field given something that is not a number is 'Invalid format', or the field's message", () => {
    fc.assert(
      fc.property(fc.constantFrom("abc", "1,5", "NaN", "Infinity"), fc.option(word, { nil: undefined }), (value, message) => {
        const field: FieldDefinition = { key: "n", type: "number", validation: { min: 0, ...(message ? { message } : {}) } }
        expect(validateField(field, value)).toBe(message ?? "Invalid format")
      })
    )
  })

  it("Pattern: the field's message, default 'Invalid format'", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.option(word, { nil: undefined }), (value, message) => {
        const field: FieldDefinition = { key: "code", type: "text", validation: { pattern: "^[0-9]{6}$", ...(message ? { message } : {}) } }
        const fine = value.trim() === "" || /^[0-9]{6}$/.test(value)
        expect(validateField(field, value)).toBe(fine ? null : message ?? "Invalid format")
      })
    )
    expect(validateField({ key: "code", type: "text", validation: { pattern: "^[0-9]{6}$" } }, "123456")).toBeNull()
  })

  it("a select or radio takes only one of its choices", () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 5 }), word, fc.constantFrom("select", "radio"), (values, value, type) => {
        const field: FieldDefinition = { key: "difficulty", type, values }
        expect(validateField(field, value) === null).toBe(values.includes(value))
        for (const allowed of values) expect(validateField(field, allowed)).toBeNull()
      })
    )
  })

  it("fields that only display something never fail", () => {
    fc.assert(
      fc.property(word, fc.constantFrom(...DISPLAY_TYPES), fc.anything(), (key, type, value) => {
        expect(validateField({ key, type, required: true, validation: { min: 5, max: 1, pattern: "^$" } }, value)).toBeNull()
      })
    )
  })
})

describe("validateForm", () => {
  // fast-check draws keys like "__proto__" and "constructor" on purpose: they are fields like any other.
  const fieldsAndValues = fc.uniqueArray(named, { selector: (f) => f.key, maxLength: 6 }).chain((fields) =>
    fc.tuple(
      fc.constant(fields.map((f, i): FieldDefinition => ({ ...f, required: i % 2 === 0 }))),
      fc.record(Object.fromEntries(fields.map((f) => [f.key, fc.oneof(blank, word)])) as Record<string, fc.Arbitrary<unknown>>)
    )
  )

  it("reports exactly the fields validateField rejects, with its messages", () => {
    fc.assert(
      fc.property(fieldsAndValues, ([fields, values]) => {
        const expected = Object.fromEntries(
          fields.flatMap((f) => {
            const problem = validateField(f, Object.hasOwn(values, f.key) ? values[f.key] : undefined)
            return problem === null ? [] : [[f.key, problem]]
          })
        )
        expect(validateForm(fields, values)).toEqual(expected)
      })
    )
  })

  it("the form is valid (submit enabled) exactly when no field has a problem", () => {
    fc.assert(
      fc.property(fieldsAndValues, ([fields, values]) => {
        expect(isValid(fields, values)).toBe(Object.keys(validateForm(fields, values)).length === 0)
      })
    )
  })

  it("a required field keyed '__proto__' is reported like any other", () => {
    const fields: Array<FieldDefinition> = [{ key: "__proto__", type: "text", required: true }]
    expect(Object.keys(validateForm(fields, {}))).toEqual(["__proto__"])
    expect(isValid(fields, {})).toBe(false)
  })
})
