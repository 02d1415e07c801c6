/**
 * The frame of an input field: its visible label (tied to the control), the control, and the problem under it
 * (tied with aria-describedby). Classes the field components share live here too.
 */
import type { ReactNode } from "react"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import { labelOf } from "../../core/forms/fields.ts"

export const controlClass =
  "block w-full rounded-xl bg-white px-3.5 text-[0.95rem] text-ink ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 hover:ring-slate-400 focus:ring-2 focus:ring-brand-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-ink-soft aria-[invalid=true]:ring-red-500 motion-safe:transition-shadow"
/** A control that shows a value it does not let anyone change. (`:read-only` would match every select too.) */
export const readOnlyClass = "!bg-slate-50 hover:ring-slate-300"
export const labelClass = "block p-0 text-sm font-medium text-ink"
export const errorClass = "mt-1.5 text-xs font-medium text-red-700"

export const errorId = (id: string) => `${id}-error`
export const labelId = (id: string) => `${id}-label`

/** The aria-describedby of a control: its problem, when it has one. */
export const describedBy = (id: string, error: string | null): string | undefined => (error === null ? undefined : errorId(id))

/** The hint inside an empty control; a read-only one says it was left empty instead. */
export const placeholderOf = (field: FieldDefinition, readOnly = false): string | undefined =>
  readOnly ? "Not given" : field.placeholder ?? field.properties?.placeholder

/** Groups of controls lose the browser's fieldset frame and indent; the legend reads like a label. */
export const fieldsetClass = "m-0 min-w-0 border-0 p-0"

/** The marker after a required field's label; the control itself carries `required` for assistive technology. */
export const RequiredMark = ({ field, readOnly = false }: { field: FieldDefinition; readOnly?: boolean }) =>
  field.required === true && !readOnly ? (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  ) : null

export const FieldError = ({ id, error }: { id: string; error: string | null }) =>
  error === null ? null : (
    <p id={errorId(id)} className={errorClass}>
      {error}
    </p>
  )

interface FieldShellProps {
  readonly field: FieldDefinition
  readonly id: string
  readonly error: string | null
  /** Shown at the label's right, e.g. a slider's current value. */
  readonly aside?: ReactNode
  readonly readOnly?: boolean
  readonly children: ReactNode
}

export const FieldShell = ({ field, id, error, aside, readOnly = false, children }: FieldShellProps) => (
  <div>
    <div className="flex items-baseline justify-between gap-3">
      <label htmlFor={id} id={labelId(id)} className={labelClass}>
        {labelOf(field)}
        <RequiredMark field={field} readOnly={readOnly} />
      </label>
      {aside}
    </div>
    <div className="mt-1.5">{children}</div>
    <FieldError id={id} error={error} />
  </div>
)
