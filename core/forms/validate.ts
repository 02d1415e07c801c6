/** Validation of dynamic forms with the exact messages of spec §5; the server checks start forms with it too. */
import type { FieldDefinition } from "../contract/fields.ts"
import { choicesOf, isDisplayOnly, labelOf } from "./fields.ts"

const NUMERIC = new Set(["number", "range", "rating", "progress"])

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0)

const asNumber = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** The first problem with one field's value, as the user reads it, or null when it is fine. */
export const validateField = (field: FieldDefinition, value: unknown): string | null => {
  if (isDisplayOnly(field)) return null
  const required = field.required === true
  if (isEmpty(value) || ((field.type === "checkbox" || field.type === "switch") && required && value !== true)) {
    return required ? `${labelOf(field)} is required` : null
  }
  if ((field.type === "checkbox" || field.type === "switch") && typeof value !== "boolean") {
    return `${labelOf(field)} must be on or off (true or false)`
  }
  const v = field.validation
  if (NUMERIC.has(field.type)) {
    const n = asNumber(value)
    if (n === null) return v?.message ?? "Invalid format"
    if (v?.min !== undefined && n < v.min) return `Minimum value is ${v.min}`
    if (v?.max !== undefined && n > v.max) return `Maximum value is ${v.max}`
  }
  if (v?.pattern !== undefined && typeof value === "string") {
    let re: RegExp | null = null
    try {
      re = new RegExp(v.pattern)
    } catch {
      re = null
    }
    if (re !== null && !re.test(value)) return v.message ?? "Invalid format"
  }
  if ((field.type === "select" || field.type === "radio") && (field.options !== undefined || field.values !== undefined)) {
    const allowed = choicesOf(field).map((c) => String(c.value))
    if (!allowed.includes(String(value))) return v?.message ?? `${labelOf(field)} must be one of ${allowed.join(", ")}`
  }
  return null
}

/** Every field's problem by key; an empty object means the form is valid. */
export const validateForm = (
  fields: ReadonlyArray<FieldDefinition>,
  values: Readonly<Record<string, unknown>>
): Record<string, string> => {
  // No prototype: a field keyed "__proto__" or "constructor" is a field like any other.
  const errors: Record<string, string> = Object.create(null)
  for (const field of fields) {
    const problem = validateField(field, Object.hasOwn(values, field.key) ? values[field.key] : undefined)
    if (problem !== null) errors[field.key] = problem
  }
  return errors
}

export const isValid = (fields: ReadonlyArray<FieldDefinition>, values: Readonly<Record<string, unknown>>): boolean =>
  Object.keys(validateForm(fields, values)).length === 0
