/**
 * The display field (spec §3): text with an icon chosen by words such as success, warning, error, info, pending.
 * The words are looked for in `properties.className` (core/coach/feedback/fields.ts); without one, no icon.
 */
import type { ComponentType } from "react"
import { labelOf } from "../../core/forms/fields.ts"
import { CheckCircleIcon, InfoIcon } from "../components/Icons.tsx"
import { ClockIcon, WarningIcon, XCircleIcon } from "./icons.tsx"
import type { FieldProps } from "./types.ts"

export type DisplayTone = "success" | "warning" | "error" | "info" | "pending"

const WORDS: ReadonlyArray<readonly [DisplayTone, RegExp]> = [
  ["success", /\b(success|successful|ok|done|complete|completed|correct|passed|positive|good)\b/],
  ["error", /\b(error|danger|fail|failed|failure|wrong|incorrect|invalid|destructive|negative)\b/],
  ["warning", /\b(warning|warn|caution|attention|alert)\b/],
  ["pending", /\b(pending|waiting|scheduled|progress|in-progress|loading)\b/],
  ["info", /\b(info|information|note|notice|hint)\b/]
]

/** The tone the words of a className (e.g. "success", "text-warning") ask for, or null. */
export const displayToneOf = (words: string | undefined): DisplayTone | null => {
  if (words === undefined) return null
  const text = words.toLowerCase().replace(/[_:]/g, " ")
  return WORDS.find(([, re]) => re.test(text))?.[0] ?? null
}

const ICONS: Readonly<Record<DisplayTone, { readonly Icon: ComponentType<{ className?: string }>; readonly colour: string }>> = {
  success: { Icon: CheckCircleIcon, colour: "text-emerald-600" },
  warning: { Icon: WarningIcon, colour: "text-amber-600" },
  error: { Icon: XCircleIcon, colour: "text-red-600" },
  info: { Icon: InfoIcon, colour: "text-brand-600" },
  pending: { Icon: ClockIcon, colour: "text-slate-500" }
}

/** The words a screen reader hears before the text, since the icon itself is decorative. */
const TONE_WORDS: Readonly<Record<DisplayTone, string>> = {
  success: "Good:",
  warning: "Warning:",
  error: "Problem:",
  info: "Note:",
  pending: "Pending:"
}

export const textOf = (content: unknown): string =>
  content === undefined || content === null
    ? ""
    : Array.isArray(content)
    ? content.map(String).join(" ")
    : typeof content === "object"
    ? JSON.stringify(content)
    : String(content)

export const DisplayField = ({ field, value }: FieldProps) => {
  const tone = displayToneOf(field.properties?.className)
  const text = textOf(field.properties?.content ?? value)
  const icon = tone === null ? null : ICONS[tone]
  return (
    <div className="flex items-start gap-3" data-tone={tone ?? "none"}>
      {icon === null ? null : <icon.Icon className={`mt-0.5 h-5 w-5 shrink-0 ${icon.colour}`} />}
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-ink-muted">{labelOf(field)}</p>
        <p className="mt-0.5 break-words text-[0.95rem] leading-relaxed text-ink">
          {tone === null ? null : <span className="sr-only">{TONE_WORDS[tone]} </span>}
          {text}
        </p>
      </div>
    </div>
  )
}
