/** The choosing fields of spec §3: select (from values or options), radio, checkbox, switch and range (1–10, step 1). */
import { choicesOf, labelOf, rangeOf } from "../../core/forms/fields.ts"
import {
  controlClass,
  describedBy,
  errorId,
  FieldError,
  FieldShell,
  labelClass,
  labelId,
  fieldsetClass,
  placeholderOf,
  readOnlyClass,
  RequiredMark
} from "./FieldShell.tsx"
import type { FieldProps } from "./types.ts"

type Choice = ReturnType<typeof choicesOf>[number]

/** The chosen option's label, or the value itself when no option has it. */
const chosenLabel = (choices: ReadonlyArray<Choice>, value: unknown): string => {
  if (value === undefined || value === null || value === "") return ""
  return choices.find((c) => String(c.value) === String(value))?.label ?? String(value)
}

/** The option whose value reads as `raw` (DOM values are strings; options keep their own type). */
const choiceValue = (choices: ReadonlyArray<Choice>, raw: string): unknown => choices.find((c) => String(c.value) === raw)?.value ?? raw

/** A read-only choice reads as text: a disabled select or radio group would hide it from the keyboard. */
const ReadOnlyChoice = ({ field, id, value }: FieldProps) => (
  <FieldShell field={field} id={id} error={null} readOnly>
    <input
      id={id}
      name={field.key}
      type="text"
      readOnly
      value={chosenLabel(choicesOf(field), value)}
      placeholder={placeholderOf(field, true)}
      className={`h-11 ${controlClass} ${readOnlyClass}`}
    />
  </FieldShell>
)

export const SelectField = (props: FieldProps) => {
  const { field, id, value, onChange, onBlur, error, readOnly, disabled } = props
  if (readOnly) return <ReadOnlyChoice {...props} />
  const choices = choicesOf(field)
  const current = value === undefined || value === null ? "" : String(value)
  return (
    <FieldShell field={field} id={id} error={error}>
      <select
        id={id}
        name={field.key}
        value={current}
        required={field.required === true}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={describedBy(id, error)}
        className={`h-11 pr-3 ${controlClass}`}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value === "" ? "" : choiceValue(choices, event.target.value))}
      >
        {current === "" || !choices.some((c) => String(c.value) === current) ? (
          <option value="" disabled={field.required === true}>
            {placeholderOf(field) ?? "Select…"}
          </option>
        ) : null}
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

export const RadioField = (props: FieldProps) => {
  const { field, id, value, onChange, onBlur, error, readOnly, disabled } = props
  if (readOnly) return <ReadOnlyChoice {...props} />
  const choices = choicesOf(field)
  return (
    <fieldset className={fieldsetClass} aria-describedby={describedBy(id, error)}>
      <legend className={labelClass}>
        {labelOf(field)}
        <RequiredMark field={field} />
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice, index) => {
          const checked = value !== undefined && value !== null && String(value) === String(choice.value)
          return (
            <label
              key={String(choice.value)}
              className={`flex cursor-pointer items-center gap-3 rounded-xl px-3.5 py-2.5 text-sm ring-1 ring-inset motion-safe:transition-colors ${
                checked ? "bg-brand-50 font-medium text-brand-900 ring-brand-600" : "bg-white text-ink ring-slate-300 hover:ring-slate-400"
              } has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600`}
            >
              <input
                // The first option carries the field's id, so a label elsewhere can point at the group.
                id={index === 0 ? id : `${id}-${index}`}
                type="radio"
                name={`${id}-${field.key}`}
                value={String(choice.value)}
                checked={checked}
                required={field.required === true}
                disabled={disabled}
                className="h-4 w-4 shrink-0 accent-brand-700"
                onBlur={onBlur}
                onChange={() => onChange(choice.value)}
              />
              {choice.label}
            </label>
          )
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}

export const CheckboxField = ({ field, id, value, onChange, onBlur, error, readOnly, disabled }: FieldProps) => (
  <div>
    <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-ink has-[:disabled]:cursor-not-allowed">
      <input
        id={id}
        name={field.key}
        type="checkbox"
        checked={value === true}
        required={field.required === true}
        disabled={disabled || readOnly}
        aria-invalid={error !== null}
        aria-describedby={describedBy(id, error)}
        className="h-4.5 w-4.5 shrink-0 rounded accent-brand-700"
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {labelOf(field)}
        <RequiredMark field={field} />
      </span>
    </label>
    <FieldError id={id} error={error} />
  </div>
)

export const SwitchField = ({ field, id, value, onChange, onBlur, error, readOnly, disabled }: FieldProps) => {
  const on = value === true
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} id={labelId(id)} className={labelClass}>
          {labelOf(field)}
          <RequiredMark field={field} />
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          aria-required={field.required === true ? true : undefined}
          aria-readonly={readOnly ? true : undefined}
          aria-invalid={error !== null}
          aria-describedby={describedBy(id, error)}
          disabled={disabled}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full motion-safe:transition-colors disabled:opacity-60 ${
            on ? "bg-brand-700" : "bg-slate-400"
          } ${readOnly ? "cursor-default" : ""}`}
          onBlur={onBlur}
          onClick={() => {
            if (!readOnly) onChange(!on)
          }}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow motion-safe:transition-transform ${on ? "translate-x-5.5" : "translate-x-0.5"}`}
          />
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}

export const RangeField = ({ field, id, value, onChange, onBlur, error, readOnly, disabled }: FieldProps) => {
  const { min, max, step } = rangeOf(field)
  const n = typeof value === "number" ? value : Number(value)
  const current = Number.isFinite(n) && value !== "" && value !== undefined && value !== null ? n : min
  return (
    <FieldShell
      field={field}
      id={id}
      error={error}
      readOnly={readOnly}
      aside={
        <output htmlFor={id} className="rounded-lg bg-brand-50 px-2 py-0.5 text-sm font-semibold tabular-nums text-brand-800">
          {current}
        </output>
      }
    >
      <input
        id={id}
        name={field.key}
        type="range"
        min={min}
        max={max}
        step={step}
        value={current}
        required={field.required === true}
        // A slider cannot be read-only in HTML; a read-only one is shown disabled with its value beside it.
        disabled={disabled || readOnly}
        aria-invalid={error !== null}
        aria-describedby={error === null ? `${id}-bounds` : `${errorId(id)} ${id}-bounds`}
        className="h-6 w-full cursor-pointer accent-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        onBlur={onBlur}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <p id={`${id}-bounds`} className="mt-1.5 flex justify-between text-xs text-ink-muted">
        <span>
          <span className="sr-only">From </span>
          {min}
        </span>
        <span>
          <span className="sr-only">to </span>
          {max}
        </span>
      </p>
    </FieldShell>
  )
}
