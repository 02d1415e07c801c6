/**
 * The top of the live interview: the brand, the interview's name and where it stands (question N, strikes), and
 * a short status of what is happening now, in words, for everyone and for screen readers.
 */
import type { LiveInterviewState } from "../../core/sdk/live-interview.ts"
import { LogoMark } from "../components/Icons.tsx"
import { StrikeDots } from "./StrikeDots.tsx"

/** What the interview is doing now, in a few words (announced politely as it changes). */
export const activityOf = (state: LiveInterviewState): string => {
  if (state.stage === "ready") return "Ready to start"
  if (state.stage === "starting") return "Entering fullscreen…"
  if (state.stage === "closing") return "Closing the interview…"
  if (state.stage === "finished" || state.stage === "left") return "Interview over"
  if (state.completing) return "Completing the interview…"
  if (state.ended) return "Interview ended"
  if (state.busy === "submitting") return "Submitting your answer…"
  if (state.busy === "skipping" || state.busy === "advancing") return "Skipping the question…"
  if (state.questionStatus === "loading") return "Loading the question…"
  if (state.questionStatus === "failed") return "No question available"
  if (state.questionStatus === "none-left") return "No more questions"
  if (state.feedback !== null) return "Feedback ready"
  if (state.reading) return "Reading the question aloud…"
  if (state.listening) return "Listening…"
  return "Your turn to answer"
}

const toneOf = (state: LiveInterviewState) =>
  state.listening
    ? "bg-red-50 text-red-800 ring-red-200"
    : state.reading
    ? "bg-brand-50 text-brand-800 ring-brand-200"
    : "bg-slate-100 text-ink-soft ring-slate-200"

export const InterviewBar = ({ state, title, heading }: { state: LiveInterviewState; title: string; heading: string }) => (
  <div className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
    <div className="mx-auto flex w-full max-w-6xl items-center gap-3 px-4 py-3 sm:gap-4 sm:px-8">
      <LogoMark className="h-8 w-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate font-display text-base font-semibold text-ink sm:text-lg">{title}</h1>
        <p id="live-question-number" className="truncate text-xs text-ink-muted">
          {state.stage === "ready" || state.stage === "starting" ? "Runs in fullscreen" : heading}
        </p>
      </div>
      <p role="status" className="sr-only">
        {activityOf(state)}
      </p>
      <p
        aria-hidden="true"
        className={`hidden items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset sm:inline-flex ${toneOf(state)}`}
      >
        {state.listening ? <span className="h-2 w-2 rounded-full bg-red-600 motion-safe:animate-pulse" aria-hidden="true" /> : null}
        {activityOf(state)}
      </p>
      <div className="flex shrink-0 items-center gap-2 text-xs font-medium text-ink-soft" title="Strikes">
        <span aria-hidden="true">Strikes</span>
        <StrikeDots count={state.strikes.count} />
      </div>
    </div>
  </div>
)
