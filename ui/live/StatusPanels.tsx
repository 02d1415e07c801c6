/**
 * What stands in for the question when there is none to answer (spec §2, §4, §8): the loading overlay, the retry
 * banner after a failed fetch ('No question available.'), 'No more questions available…', the 'Interview Ended'
 * banner after a failed submission, and the wait while fullscreen is entered.
 */
import type { ReactNode } from "react"
import { type LiveInterviewState, requestEnd, retryQuestion } from "../../core/sdk/live-interview.ts"
import { AlertCircleIcon, CheckCircleIcon } from "../components/Icons.tsx"
import { Spinner } from "../components/Spinner.tsx"

const Panel = ({ children, tone = "plain" }: { children: ReactNode; tone?: "plain" | "error" }) => (
  <div
    className={`card flex min-h-64 flex-col items-center justify-center gap-4 p-8 text-center ${tone === "error" ? "ring-red-200" : ""}`}
  >
    {children}
  </div>
)

/** The loading overlay: drawn over the last question (or an empty card) while the next one is fetched. */
export const LoadingOverlay = ({ label }: { label: string }) => (
  <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-white/75 backdrop-blur-[1px]">
    <span className="inline-flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink-soft shadow-md ring-1 ring-slate-200">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </span>
  </div>
)

export const LoadingPanel = ({ label }: { label: string }) => (
  <div className="relative">
    <div className="card min-h-64 p-8" aria-hidden="true">
      <div className="h-2.5 w-full rounded-full bg-slate-100" />
      <div className="mt-8 flex gap-5">
        <div className="h-20 w-20 shrink-0 rounded-full bg-slate-100" />
        <div className="flex-1 space-y-3 pt-2">
          <div className="h-3 w-28 rounded bg-slate-100" />
          <div className="h-5 w-full rounded bg-slate-100" />
          <div className="h-5 w-2/3 rounded bg-slate-100" />
        </div>
      </div>
    </div>
    <LoadingOverlay label={label} />
  </div>
)

export const RetryBanner = ({ state, canRetry }: { state: LiveInterviewState; canRetry: boolean }) => (
  <Panel tone="error">
    <AlertCircleIcon className="h-10 w-10 text-red-600" />
    <div role="alert">
      <p className="font-display text-lg font-semibold text-ink">{state.notice ?? "No question available."}</p>
      <p className="mt-1 text-sm text-ink-soft">The question could not be loaded. Check your connection and try again.</p>
    </div>
    <button type="button" className="btn-primary" disabled={!canRetry} onClick={retryQuestion}>
      Retry
    </button>
  </Panel>
)

export const NoneLeftPanel = ({ state, canEnd }: { state: LiveInterviewState; canEnd: boolean }) => (
  <Panel>
    <CheckCircleIcon className="h-10 w-10 text-emerald-600" />
    <p role="status" className="max-w-md font-display text-lg font-semibold text-ink">
      {state.notice}
    </p>
    <button type="button" className="btn-primary" disabled={!canEnd} onClick={requestEnd}>
      End Interview
    </button>
  </Panel>
)

/** After a failed submission only End Interview and Resume Later remain (spec §4 step 8). */
export const EndedBanner = () => (
  <div role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-inset ring-red-200">
    <AlertCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
    <p>
      <span className="font-semibold">Interview Ended.</span> Interview has ended or question limit reached. End the
      interview to see your report card, or resume it later.
    </p>
  </div>
)
