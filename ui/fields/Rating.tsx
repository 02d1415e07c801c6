/**
 * The rating field (spec §3): stars, 5 at most by default, filling in one after another. Read-only it is one
 * image named "Rating: 4 out of 5"; editable it is a group of radio buttons, one per star, so arrow keys work.
 */
import { bandOfRating, FIELD_DEFAULTS, labelOf } from "../../core/forms/fields.ts"
import { describedBy, FieldError, fieldsetClass, labelClass, RequiredMark } from "./FieldShell.tsx"
import { StarShape } from "./icons.tsx"
import { useTimeline } from "./motion.ts"
import { toNumber, TONES } from "./Score.tsx"
import type { FieldProps } from "./types.ts"

/** Each star takes this long to appear after the one before it. */
const STAR_STEP_MS = 120

const ratingMaxOf = (field: FieldProps["field"]): number => {
  const max = field.properties?.max ?? field.validation?.max ?? FIELD_DEFAULTS.ratingMax
  return Math.max(1, Math.min(10, Math.round(max)))
}

const starLabel = (n: number) => `${n} ${n === 1 ? "star" : "stars"}`

interface StarsProps {
  readonly value: number
  readonly max?: number
  readonly label: string
  readonly size?: "sm" | "md"
}

/** The read-only stars; a fractional value fills the last star part-way. */
export const Stars = ({ value, max = FIELD_DEFAULTS.ratingMax, label, size = "md" }: StarsProps) => {
  const final = Math.max(0, Math.min(max, value))
  const progress = useTimeline(max * STAR_STEP_MS, `${final}/${max}`)
  const reached = progress * max
  const star = size === "sm" ? "h-4 w-4" : "h-6 w-6"
  // Filled stars take their band's colour, so a red score never sits beside cheerful yellow stars.
  const tone = bandOfRating((final / max) * 5).tone
  return (
    <span role="img" aria-label={`${label}: ${Math.round(final * 10) / 10} out of ${max}`} className="inline-flex items-center gap-0.5" data-tone={tone}>
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.max(0, Math.min(1, final - i))
        const shown = reached > i
        return (
          <span key={i} className={`relative ${star}`} data-filled={fill > 0 ? "true" : "false"}>
            <StarShape filled={false} className={`absolute inset-0 ${star} text-slate-300`} />
            {fill > 0 ? (
              <span
                className={`absolute inset-0 overflow-hidden motion-safe:transition-transform motion-safe:duration-200 ${
                  shown ? "scale-100" : "scale-0"
                }`}
                style={{ width: `${fill * 100}%` }}
              >
                <StarShape filled className={`${star} ${TONES[tone].star}`} />
              </span>
            ) : null}
          </span>
        )
      })}
    </span>
  )
}

export const RatingField = ({ field, id, value, onChange, onBlur, error, readOnly, disabled }: FieldProps) => {
  const max = ratingMaxOf(field)
  const n = toNumber(value)
  if (readOnly) {
    return (
      <div className="flex flex-col items-center gap-2 text-center">
        {n === null ? <p className="text-sm text-ink-muted">Not rated</p> : <Stars value={n} max={max} label={labelOf(field)} />}
        <p className="text-sm font-medium text-ink-soft" aria-hidden={n === null ? undefined : true}>
          {labelOf(field)}
        </p>
      </div>
    )
  }
  return (
    <fieldset className={fieldsetClass} aria-describedby={describedBy(id, error)}>
      <legend className={labelClass}>
        {labelOf(field)}
        <RequiredMark field={field} />
      </legend>
      <div className="mt-2 inline-flex items-center gap-1">
        {Array.from({ length: max }, (_, i) => {
          const star = i + 1
          return (
            <label
              key={star}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={i === 0 ? id : `${id}-${star}`}
                type="radio"
                name={`${id}-${field.key}`}
                value={star}
                checked={n === star}
                required={field.required === true}
                disabled={disabled}
                aria-label={starLabel(star)}
                className="sr-only"
                onBlur={onBlur}
                onChange={() => onChange(star)}
              />
              <StarShape filled={n !== null && star <= n} className={`h-7 w-7 ${n !== null && star <= n ? "text-amber-400" : "text-slate-400"}`} />
            </label>
          )
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
