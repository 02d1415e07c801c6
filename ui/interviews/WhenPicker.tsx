/**
 * 'Start now' or 'Schedule for later' with a date and a time (PRODUCT.md "/interview/start"). The moment is read
 * in the viewer's time zone and must lie in the future.
 */
import { localDateTimeToIso } from "../../core/sdk/calendar.ts"
import { controlClass, errorClass, fieldsetClass, labelClass } from "../fields/FieldShell.tsx"

export type When = "now" | "later"

export interface WhenValue {
  readonly when: When
  /** yyyy-mm-dd */
  readonly date: string
  /** hh:mm */
  readonly time: string
}

const pad = (n: number) => String(n).padStart(2, "0")
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** Tomorrow at 09:00: a sensible first suggestion. */
export const initialWhen = (now: Date): WhenValue => {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return { when: "now", date: localDate(tomorrow), time: "09:00" }
}

/** The ISO moment with the local offset, or the problem with the date and time chosen. */
export const scheduledMoment = (value: WhenValue, now: Date): { readonly iso: string } | { readonly problem: string } => {
  if (value.date === "" || value.time === "") return { problem: "Pick a date and a time." }
  const local = new Date(`${value.date}T${value.time}`)
  const iso = Number.isNaN(local.getTime()) ? null : localDateTimeToIso(value.date, value.time, local.getTimezoneOffset())
  if (iso === null) return { problem: "Pick a valid date and time." }
  if (new Date(iso).getTime() <= now.getTime()) return { problem: "Pick a date and time in the future." }
  return { iso }
}

const timeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return "your time zone"
  }
}

interface WhenPickerProps {
  readonly value: WhenValue
  readonly onChange: (value: WhenValue) => void
  /** The problem to show, once the date or time was changed. */
  readonly problem: string | null
  readonly today: string
}

export const WhenPicker = ({ value, onChange, problem, today }: WhenPickerProps) => {
  const option = (when: When, title: string, hint: string) => {
    const checked = value.when === when
    return (
      <label
        className={`flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ring-inset motion-safe:transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
          checked ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-300 hover:ring-slate-400"
        }`}
      >
        <input
          type="radio"
          name="when"
          value={when}
          checked={checked}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          onChange={() => onChange({ ...value, when })}
        />
        <span>
          <span className="block text-sm font-semibold text-ink">{title}</span>
          <span className="mt-0.5 block text-sm text-ink-soft">{hint}</span>
        </span>
      </label>
    )
  }
  return (
    <fieldset className={fieldsetClass}>
      <legend className={labelClass}>When</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {option("now", "Start now", "Begin the interview straight away.")}
        {option("later", "Schedule for later", "Pick a date and time; add it to your calendar.")}
      </div>
      {value.when === "later" ? (
        <div className="mt-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="schedule-date" className={labelClass}>
                Date
              </label>
              <input
                id="schedule-date"
                type="date"
                required
                min={today}
                value={value.date}
                aria-invalid={problem !== null}
                aria-describedby={problem === null ? "schedule-zone" : "schedule-problem schedule-zone"}
                className={`mt-1.5 h-11 ${controlClass}`}
                onChange={(event) => onChange({ ...value, date: event.target.value })}
              />
            </div>
            <div>
              <label htmlFor="schedule-time" className={labelClass}>
                Time
              </label>
              <input
                id="schedule-time"
                type="time"
                required
                value={value.time}
                aria-invalid={problem !== null}
                aria-describedby={problem === null ? "schedule-zone" : "schedule-problem schedule-zone"}
                className={`mt-1.5 h-11 ${controlClass}`}
                onChange={(event) => onChange({ ...value, time: event.target.value })}
              />
            </div>
          </div>
          <p id="schedule-zone" className="mt-1.5 text-xs text-ink-muted">
            Times are in your time zone ({timeZone()}).
          </p>
          {problem === null ? null : (
            <p id="schedule-problem" className={errorClass}>
              {problem}
            </p>
          )}
        </div>
      ) : null}
    </fieldset>
  )
}
