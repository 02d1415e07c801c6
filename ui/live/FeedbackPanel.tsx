/**
 * The instant feedback on an answer (spec §4 step 4, PRODUCT.md "The coach"): the feedback's fields drawn by the
 * one field renderer — score gauge and stars first, the feedback lines, the other facts (STAR, exact answer),
 * and the delivery facts of a spoken answer (words per minute, filler words, longest pause) in their own group —
 * with the answer that was sent, and 'Next Question'.
 */
import type { RefObject } from "react"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import type { LiveInterviewState } from "../../core/sdk/live-interview.ts"
import { FieldRenderer } from "../fields/FieldRenderer.tsx"

/** The display facts the coach draws from the timing of a spoken answer (core/coach/feedback/fields.ts). */
export const DELIVERY_KEYS: ReadonlySet<string> = new Set(["pace", "fillers", "longestPause"])

/** Who judged the answer (the built-in coach or a model): said last, in small print. */
const JUDGED_BY = "judgedBy"

export const feedbackGroups = (fields: ReadonlyArray<FieldDefinition>) => {
  const placed = (f: FieldDefinition) =>
    f.type === "score" || f.type === "rating" || f.type === "feedback" || DELIVERY_KEYS.has(f.key) || f.key === JUDGED_BY
  return {
    headline: fields.filter((f) => f.type === "score" || f.type === "rating"),
    lines: fields.filter((f) => f.type === "feedback"),
    delivery: fields.filter((f) => DELIVERY_KEYS.has(f.key)),
    other: fields.filter((f) => !placed(f)),
    judgedBy: fields.filter((f) => f.key === JUDGED_BY)
  }
}

const MicMark = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="h-4 w-4">
    <rect x="9" y="2.5" width="6" height="12" rx="3" />
    <path d="M19 10.5v1a7 7 0 0 1-14 0v-1M12 18.5v3" />
  </svg>
)

interface FeedbackPanelProps {
  readonly state: LiveInterviewState
  readonly headingRef: RefObject<HTMLHeadingElement | null>
}

export const FeedbackPanel = ({ state, headingRef }: FeedbackPanelProps) => {
  const feedback = state.feedback
  if (feedback === null) return null
  const groups = feedbackGroups(feedback.fields)
  const render = (field: FieldDefinition) => <FieldRenderer key={field.key} field={field} id={`feedback-${field.key}`} readOnly />
  return (
    <section aria-labelledby="live-feedback" className="card scroll-mt-24 p-5 sm:p-7">
      <div>
        <h2 id="live-feedback" ref={headingRef} tabIndex={-1} className="font-display text-lg font-semibold text-ink">
          Feedback
        </h2>
      </div>

      {groups.headline.length > 0 ? (
        <div className="mt-5 flex flex-wrap items-center justify-around gap-6 rounded-2xl bg-slate-50 px-4 py-5">
          {groups.headline.map(render)}
        </div>
      ) : null}

      {groups.lines.length > 0 ? <div className="mt-6 space-y-4">{groups.lines.map(render)}</div> : null}

      {groups.other.length > 0 ? <div className="mt-6 space-y-4">{groups.other.map(render)}</div> : null}

      {groups.delivery.length > 0 ? (
        <div role="group" aria-labelledby="live-delivery" className="mt-6 rounded-2xl bg-brand-50/60 p-4 ring-1 ring-inset ring-brand-100 sm:p-5">
          <h3 id="live-delivery" className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <MicMark />
            Delivery
          </h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">{groups.delivery.map(render)}</div>
        </div>
      ) : null}

      {groups.judgedBy.length > 0 ? <div className="mt-6 border-t border-slate-100 pt-4">{groups.judgedBy.map(render)}</div> : null}

      {state.transcript.trim() === "" ? null : (
        <details className="group mt-6 rounded-xl ring-1 ring-inset ring-slate-200">
          <summary className="cursor-pointer select-none rounded-xl px-4 py-3 text-sm font-medium text-ink-soft hover:bg-slate-50">
            Your answer
          </summary>
          <p className="whitespace-pre-wrap break-words px-4 pb-4 text-[0.95rem] leading-relaxed text-ink">{state.transcript}</p>
        </details>
      )}
    </section>
  )
}
