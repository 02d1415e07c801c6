/**
 * The one dynamic renderer (spec §3 "Field types", PRODUCT.md "Payloads the UI renders"): a field definition in,
 * the component of its type out. An unknown type renders nothing and logs a warning.
 */
import { type ComponentType, useEffect, useId } from "react"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import { isDisplayOnly } from "../../core/forms/fields.ts"
import { BadgeField } from "./Badge.tsx"
import { CheckboxField, RadioField, RangeField, SelectField, SwitchField } from "./choices.tsx"
import { DisplayField } from "./Display.tsx"
import { FeedbackField } from "./Feedback.tsx"
import { EmailField, NumberField, PasswordField, TextareaField, TextField } from "./inputs.tsx"
import { NestedFieldRenderer } from "./nested.ts"
import { ProgressField } from "./Progress.tsx"
import { QuestionDrawerField } from "./QuestionDrawer.tsx"
import { RatingField } from "./Rating.tsx"
import { ScoreField } from "./Score.tsx"
import type { FieldFeedback, FieldProps } from "./types.ts"

const registry: Readonly<Record<string, ComponentType<FieldProps>>> = {
  text: TextField,
  email: EmailField,
  password: PasswordField,
  number: NumberField,
  textarea: TextareaField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  switch: SwitchField,
  range: RangeField,
  rating: RatingField,
  progress: ProgressField,
  badge: BadgeField,
  display: DisplayField,
  score: ScoreField,
  feedback: FeedbackField,
  questiondrawer: QuestionDrawerField
}

/** The component drawing a field type, or undefined for a type spec §3 does not list. */
const fieldComponent = (type: string): ComponentType<FieldProps> | undefined =>
  Object.hasOwn(registry, type) ? registry[type] : undefined

// Types that only show something: they are read-only whatever the form says.
const SHOWN_ONLY = new Set(["progress", "display", "score", "feedback", "questiondrawer"])

export interface FieldRendererProps {
  readonly field: FieldDefinition
  /** The value to show; display-only fields fall back to their `properties.value`. */
  readonly value?: unknown
  readonly onChange?: (value: unknown) => void
  readonly onBlur?: () => void
  readonly error?: string | null
  readonly readOnly?: boolean
  readonly feedback?: FieldFeedback
  /** A stable id for the control; one is made up when absent. */
  readonly id?: string
}

const ignore = () => undefined

export const FieldRenderer = ({ field, value, onChange, onBlur, error = null, readOnly = false, feedback, id }: FieldRendererProps) => {
  const madeUp = useId()
  const Component = fieldComponent(field.type)

  useEffect(() => {
    if (Component === undefined) {
      console.warn(`Field "${field.key}" has the unknown type "${field.type}"; it is not rendered.`)
    }
  }, [Component, field.key, field.type])

  if (Component === undefined) return null
  const shown = value === undefined && (SHOWN_ONLY.has(field.type) || readOnly || isDisplayOnly(field)) ? field.properties?.value : value
  const drawn = (
    <Component
      field={field}
      id={id ?? `field-${madeUp.replace(/[^a-zA-Z0-9_-]/g, "")}-${field.key.replace(/[^a-zA-Z0-9_-]/g, "_")}`}
      value={shown}
      onChange={onChange ?? ignore}
      {...(onBlur === undefined ? {} : { onBlur })}
      error={error}
      readOnly={readOnly || field.properties?.readOnly === true || onChange === undefined || SHOWN_ONLY.has(field.type)}
      disabled={field.properties?.disabled === true}
      {...(feedback === undefined ? {} : { feedback })}
    />
  )
  // A field that holds fields draws them with this renderer.
  return field.type === "questiondrawer" ? <NestedFieldRenderer.Provider value={FieldRenderer}>{drawn}</NestedFieldRenderer.Provider> : drawn
}
