/**
 * Dynamic forms (spec §5 "Generic dynamic form"): values start at each field's default, validation runs on every
 * change with core/forms, a field's problem shows once it was changed or left, and the form says whether it is
 * valid so its submit button stays disabled until it is.
 */
import { type FormEvent, type ReactNode, useCallback, useId, useMemo, useState } from "react"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import { defaultValues, isDisplayOnly } from "../../core/forms/fields.ts"
import { validateForm } from "../../core/forms/validate.ts"
import { FieldRenderer } from "./FieldRenderer.tsx"

export interface DynamicFormState {
  readonly fields: ReadonlyArray<FieldDefinition>
  readonly values: Readonly<Record<string, unknown>>
  /** Every field's problem by key, shown or not. */
  readonly errors: Readonly<Record<string, string>>
  readonly touched: ReadonlySet<string>
  readonly valid: boolean
  readonly setValue: (key: string, value: unknown) => void
  readonly touch: (key: string) => void
  /** Shows every problem, e.g. when a submit is tried anyway. */
  readonly touchAll: () => void
}

/** The values a form submits: the input fields' values, not what display-only fields show. */
export const submittedValues = (fields: ReadonlyArray<FieldDefinition>, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(fields.filter((f) => !isDisplayOnly(f)).map((f) => [f.key, values[f.key]]))

export const useDynamicForm = (fields: ReadonlyArray<FieldDefinition>, initial?: Readonly<Record<string, unknown>>): DynamicFormState => {
  const [values, setValues] = useState<Readonly<Record<string, unknown>>>(() => ({ ...defaultValues(fields), ...initial }))
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [forFields, setForFields] = useState(fields)
  // New definitions (another template's metadata) start a new form.
  if (forFields !== fields) {
    setForFields(fields)
    setValues({ ...defaultValues(fields), ...initial })
    setTouched(new Set())
  }
  const errors = useMemo(() => validateForm(fields, values), [fields, values])
  const setValue = useCallback((key: string, value: unknown) => {
    setValues((current) => ({ ...current, [key]: value }))
    setTouched((current) => (current.has(key) ? current : new Set([...current, key])))
  }, [])
  const touch = useCallback((key: string) => setTouched((current) => (current.has(key) ? current : new Set([...current, key]))), [])
  const touchAll = useCallback(() => setTouched(new Set(fields.map((f) => f.key))), [fields])
  return { fields, values, errors, touched, valid: Object.keys(errors).length === 0, setValue, touch, touchAll }
}

interface DynamicFieldsProps {
  readonly form: DynamicFormState
  readonly readOnly?: boolean
  /** Prefix of the controls' ids, so two forms on one page never share one. */
  readonly idPrefix?: string
}

/** The fields of a form, one under another. */
export const DynamicFields = ({ form, readOnly = false, idPrefix }: DynamicFieldsProps) => {
  const own = useId().replace(/[^a-zA-Z0-9_-]/g, "")
  const prefix = idPrefix ?? `form-${own}`
  return (
    <div className="space-y-5">
      {form.fields.map((field) => (
        <FieldRenderer
          key={field.key}
          id={`${prefix}-${field.key.replace(/[^a-zA-Z0-9_-]/g, "_")}`}
          field={field}
          value={form.values[field.key]}
          readOnly={readOnly}
          {...(readOnly ? {} : { onChange: (value: unknown) => form.setValue(field.key, value), onBlur: () => form.touch(field.key) })}
          error={readOnly || !form.touched.has(field.key) ? null : form.errors[field.key] ?? null}
        />
      ))}
    </div>
  )
}

interface DynamicFormProps {
  readonly fields: ReadonlyArray<FieldDefinition>
  readonly initialValues?: Readonly<Record<string, unknown>>
  readonly submitLabel: string
  readonly busyLabel?: string
  readonly busy?: boolean
  readonly onSubmit: (values: Record<string, unknown>) => void
  /** Shown between the fields and the button. */
  readonly children?: ReactNode
  readonly idPrefix?: string
}

/** A whole form over one list of definitions, whose submit button is disabled until the form is valid. */
export const DynamicForm = ({ fields, initialValues, submitLabel, busyLabel, busy = false, onSubmit, children, idPrefix }: DynamicFormProps) => {
  const form = useDynamicForm(fields, initialValues)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!form.valid) return form.touchAll()
    onSubmit(submittedValues(fields, form.values))
  }
  return (
    <form noValidate onSubmit={submit}>
      <DynamicFields form={form} {...(idPrefix === undefined ? {} : { idPrefix })} />
      {children}
      <button type="submit" className="btn-primary mt-6 w-full sm:w-auto" disabled={!form.valid || busy} aria-busy={busy}>
        {busy ? busyLabel ?? submitLabel : submitLabel}
      </button>
    </form>
  )
}
