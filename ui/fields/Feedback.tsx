/**
 * The feedback field (spec §3): its lines (`properties.content`) typed out one after another over
 * `properties.duration`, 3000 ms by default. Screen readers get the whole list at once; the typing is visual.
 */
import { FIELD_DEFAULTS, labelOf } from "../../core/forms/fields.ts"
import { useTimeline } from "./motion.ts"
import type { FieldProps } from "./types.ts"

export const feedbackLines = (content: unknown): ReadonlyArray<string> =>
  (Array.isArray(content) ? content : content === undefined || content === null || content === "" ? [] : String(content).split(/\r?\n/))
    .map((line) => (typeof line === "string" ? line : String(line)).trim())
    .filter((line) => line !== "")

/** How many characters of each line show once `typed` characters of the whole have been typed. */
const typedLines = (lines: ReadonlyArray<string>, typed: number): ReadonlyArray<string> => {
  let left = typed
  return lines.map((line) => {
    const shown = line.slice(0, Math.max(0, left))
    left -= line.length
    return shown
  })
}

export const FeedbackField = ({ field, id, value }: FieldProps) => {
  const lines = feedbackLines(field.properties?.content ?? value)
  const duration = field.properties?.duration ?? FIELD_DEFAULTS.feedbackDurationMs
  const total = lines.reduce((n, line) => n + line.length, 0)
  const progress = useTimeline(duration, lines.join("\n"))
  const typed = typedLines(lines, Math.round(progress * total))
  const done = progress >= 1
  const headingId = `${id}-label`
  return (
    <div>
      <p id={headingId} className="text-xs font-medium uppercase tracking-wide text-ink-muted">
        {labelOf(field)}
      </p>
      <ul className="sr-only" aria-labelledby={headingId}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <ul className="mt-2 space-y-2" aria-hidden="true" data-typing={done ? "done" : "typing"}>
        {typed.map((shown, i) =>
          shown === "" && !done ? null : (
            <li key={i} className="flex gap-2.5 text-[0.95rem] leading-relaxed text-ink">
              <span className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
              <span>
                {shown}
                {!done && shown.length < (lines[i]?.length ?? 0) ? (
                  <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-brand-600" />
                ) : null}
              </span>
            </li>
          )
        )}
      </ul>
    </div>
  )
}
