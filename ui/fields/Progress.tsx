/** The progress field (spec §3): a bar from 0 to 100 with its label and percentage. */
import { labelOf } from "../../core/forms/fields.ts"
import { toNumber } from "./Score.tsx"
import type { FieldProps } from "./types.ts"

export const ProgressField = ({ field, id, value }: FieldProps) => {
  const percent = Math.max(0, Math.min(100, Math.round(toNumber(value) ?? 0)))
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={`${id}-label`} className="font-medium text-ink">
          {labelOf(field)}
        </span>
        <span className="tabular-nums text-ink-soft" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        id={id}
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 motion-safe:transition-[width] motion-safe:duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
