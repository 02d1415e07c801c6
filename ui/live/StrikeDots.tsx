/** The strikes so far as three dots, filled one per strike (spec §4 "Strikes"); the words are for screen readers. */
import { MAX_STRIKES } from "../../core/sdk/live-interview.ts"

export const StrikeDots = ({ count, size = "sm" }: { count: number; size?: "sm" | "lg" }) => {
  const dot = size === "lg" ? "h-3.5 w-3.5" : "h-2.5 w-2.5"
  return (
    <span className="inline-flex items-center gap-2">
      <span className="sr-only">{`Strikes: ${count} of ${MAX_STRIKES}`}</span>
      <span className="inline-flex items-center gap-1.5" aria-hidden="true">
        {Array.from({ length: MAX_STRIKES }, (_, i) => (
          <span
            key={i}
            className={`${dot} rounded-full ring-1 ring-inset ${i < count ? "bg-red-600 ring-red-700" : "bg-white ring-slate-300"}`}
          />
        ))}
      </span>
    </span>
  )
}
