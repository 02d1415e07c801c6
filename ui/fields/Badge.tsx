/**
 * The badge field (spec §3): option chips. Read-only, the chosen chips are shown (all of them when none is
 * chosen); editable, each chip is a toggle button and choosing one picks that option.
 */
import { choicesOf, labelOf } from "../../core/forms/fields.ts"
import { describedBy, FieldError } from "./FieldShell.tsx"
import type { FieldProps } from "./types.ts"

const isChosen = (value: unknown, option: unknown) =>
  Array.isArray(value) ? value.some((v) => String(v) === String(option)) : value !== undefined && value !== null && String(value) === String(option)

export const BadgeField = ({ field, id, value, onChange, error, readOnly, disabled }: FieldProps) => {
  const choices = choicesOf(field)
  const options = choices.length > 0
    ? choices
    : (Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value]).map((v) => ({ value: v, label: String(v) }))
  const chosen = options.filter((o) => isChosen(value, o.value))
  const labelledBy = `${id}-label`
  if (readOnly) {
    const shown = chosen.length > 0 ? chosen : options
    return (
      <div>
        <p id={labelledBy} className="text-xs font-medium uppercase tracking-wide text-ink-muted">
          {labelOf(field)}
        </p>
        <ul className="mt-1.5 flex flex-wrap gap-2" aria-labelledby={labelledBy}>
          {shown.map((o) => (
            <li
              key={String(o.value)}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200"
            >
              {o.label}
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy(id, error)}>
      <p id={labelledBy} className="text-sm font-medium text-ink">
        {labelOf(field)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o, i) => {
          const on = isChosen(value, o.value)
          return (
            <button
              key={String(o.value)}
              id={i === 0 ? id : `${id}-${i}`}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              className={`rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset motion-safe:transition-colors ${
                on ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-ink ring-slate-300 hover:ring-slate-400"
              }`}
              onClick={() => onChange(on ? "" : o.value)}
            >
              {o.label}
            </button>
          )
        })}
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
