/** Field definitions (spec §3): decoding, labels and the defaults every renderer and validator shares. */
import { Schema } from "effect"
import { type FieldDefinition, FieldDefinitions } from "../contract/fields.ts"

export const FIELD_DEFAULTS = {
  textareaRows: 3,
  rangeMin: 1,
  rangeMax: 10,
  rangeStep: 1,
  ratingMax: 5,
  scoreMax: 100,
  feedbackDurationMs: 3000,
  scoreAnimationMs: 1500
} as const

// The score gauge's colour, the stars and the words follow one set of bands, the coach's (spec: green 80 %, yellow 60 %).
export { type BandTone, bandOfRating, bandOfScore, type ScoreBand } from "../coach/feedback/bands.ts"

const decodeList = Schema.decodeUnknownResult(FieldDefinitions)

/**
 * A question payload may be a list of definitions or an object of them by key (spec §3); either becomes a list.
 * Entries that are not definitions are dropped rather than failing the whole form.
 */
export const decodeFields = (payload: unknown): ReadonlyArray<FieldDefinition> => {
  const entries = Array.isArray(payload)
    ? payload
    : typeof payload === "object" && payload !== null
    ? Object.entries(payload).map(([key, value]) =>
      typeof value === "object" && value !== null && !("key" in value) ? { key, ...value } : value
    )
    : []
  return entries.flatMap((entry) => {
    const result = decodeList([entry])
    return result._tag === "Success" ? result.success : []
  })
}

export const labelOf = (field: FieldDefinition): string => field.label ?? field.name ?? field.key

/** The choices of a select, radio or badge: `options`, else `values` used as both value and label. */
export const choicesOf = (field: FieldDefinition): ReadonlyArray<{ readonly value: string | number | boolean; readonly label: string }> =>
  field.options ?? (field.values ?? []).map((v) => ({ value: v, label: String(v) }))

export const rangeOf = (field: FieldDefinition) => ({
  min: field.validation?.min ?? field.properties?.min ?? FIELD_DEFAULTS.rangeMin,
  max: field.validation?.max ?? field.properties?.max ?? FIELD_DEFAULTS.rangeMax,
  step: field.properties?.step ?? field.properties?.steps ?? FIELD_DEFAULTS.rangeStep
})

/** The value a field starts with: its `properties.value`, else what its type starts at. */
const defaultValueOf = (field: FieldDefinition): unknown => {
  if (field.properties?.value !== undefined) return field.properties.value
  switch (field.type) {
    case "checkbox":
    case "switch":
      return false
    case "range":
      return rangeOf(field).min
    case "number":
    case "rating":
      return undefined
    default:
      return ""
  }
}

export const defaultValues = (fields: ReadonlyArray<FieldDefinition>): Record<string, unknown> =>
  Object.fromEntries(fields.filter((f) => !isDisplayOnly(f)).map((f) => [f.key, defaultValueOf(f)]))

/** Fields that show something and take no input. */
export const isDisplayOnly = (field: FieldDefinition): boolean =>
  ["progress", "badge", "display", "score", "feedback", "questiondrawer"].includes(field.type) || field.properties?.readOnly === true
