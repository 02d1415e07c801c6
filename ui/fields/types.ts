/** What every field component of the dynamic renderer receives (spec §3 "Form field definition"). */
import type { FieldDefinition } from "../../core/contract/fields.ts"

/** The score and rating a report or answer item carries beside its field (spec §3 "Report item"). */
export interface FieldFeedback {
  readonly score?: number
  readonly rating?: number
  /** The answer's feedback lines (covered, missed, next step), shown to every user. */
  readonly lines?: ReadonlyArray<string>
}

export interface FieldProps {
  readonly field: FieldDefinition
  /** The control's id; its label, hint and error ids derive from it. */
  readonly id: string
  readonly value: unknown
  readonly onChange: (value: unknown) => void
  /** Marks the field as visited, so its problem may show even if the value did not change. */
  readonly onBlur?: () => void
  /** The problem to show under the field (spec §5 messages), or null. */
  readonly error: string | null
  /** Shown, not edited: a read-only form, or the field's own `properties.readOnly`. */
  readonly readOnly: boolean
  readonly disabled: boolean
  readonly feedback?: FieldFeedback
}
