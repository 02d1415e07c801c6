/** The field definition of spec §3: one schema that describes every dynamic form and payload the UI draws. */
import { Schema } from "effect"

/** The field types of spec §3 "Field types". Any other type is decoded too, and renders nothing. */
export const FIELD_TYPES = [
  "text",
  "email",
  "password",
  "number",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "switch",
  "range",
  "rating",
  "progress",
  "badge",
  "display",
  "score",
  "feedback",
  "questiondrawer"
] as const

export const FieldOption = Schema.Struct({
  value: Schema.Union([Schema.String, Schema.Number, Schema.Boolean]),
  label: Schema.String
})
export type FieldOption = typeof FieldOption.Type

export const FieldValidation = Schema.Struct({
  min: Schema.optional(Schema.Number),
  max: Schema.optional(Schema.Number),
  pattern: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String)
})
export type FieldValidation = typeof FieldValidation.Type

export const FieldProperties = Schema.Struct({
  className: Schema.optional(Schema.String),
  readOnly: Schema.optional(Schema.Boolean),
  disabled: Schema.optional(Schema.Boolean),
  value: Schema.optional(Schema.Unknown),
  rows: Schema.optional(Schema.Number),
  steps: Schema.optional(Schema.Number),
  step: Schema.optional(Schema.Number),
  min: Schema.optional(Schema.Number),
  max: Schema.optional(Schema.Number),
  placeholder: Schema.optional(Schema.String),
  duration: Schema.optional(Schema.Number),
  content: Schema.optional(Schema.Unknown),
  answer: Schema.optional(Schema.Unknown),
  questionId: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  /** question: its number as the candidate sees it; a follow-up has the number of the question it follows up */
  number: Schema.optional(Schema.Number),
  /** question: true for a follow-up question (issue #16) */
  followUp: Schema.optional(Schema.Boolean),
  /** questiondrawer: the detailed analysis lines, when the viewer may see them. */
  analysis: Schema.optional(Schema.Unknown)
})
export type FieldProperties = typeof FieldProperties.Type

export const FieldDefinition = Schema.Struct({
  key: Schema.String,
  id: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  name: Schema.optional(Schema.String),
  label: Schema.optional(Schema.String),
  type: Schema.String,
  placeholder: Schema.optional(Schema.String),
  required: Schema.optional(Schema.Boolean),
  values: Schema.optional(Schema.Array(Schema.Union([Schema.String, Schema.Number]))),
  options: Schema.optional(Schema.Array(FieldOption)),
  validation: Schema.optional(FieldValidation),
  properties: Schema.optional(FieldProperties)
})
export type FieldDefinition = typeof FieldDefinition.Type

export const FieldDefinitions = Schema.Array(FieldDefinition)
