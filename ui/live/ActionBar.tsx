/**
 * The interview's buttons (spec §2), kept in reach at the bottom of the screen: 'End Interview' and 'Resume Later'
 * on one side, 'Skip' and 'Submit' on the other (off while submitting or busy), with the microphone between them
 * on a phone; after the feedback, 'Next Question' takes their place.
 */
import {
  type LiveInterviewControls,
  type LiveInterviewState,
  listensForSpeech,
  next,
  requestEnd,
  resumeLater,
  skip,
  submit
} from "../../core/sdk/live-interview.ts"
import { ArrowRightIcon, PauseIcon } from "../components/Icons.tsx"
import { SpinnerGlyph } from "../fields/icons.tsx"
import { MicrophoneButton } from "./AnswerPanel.tsx"

const EndIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="h-4 w-4">
    <rect x="5.5" y="5.5" width="13" height="13" rx="2.5" />
  </svg>
)

export const ActionBar = ({ state, controls }: { state: LiveInterviewState; controls: LiveInterviewControls }) => {
  const submitting = state.busy === "submitting"
  const skipping = state.busy === "skipping" || state.busy === "advancing"
  const showNext = state.feedback !== null
  // On a phone the big microphone is out of reach below the transcript; this one sits between Skip and Submit.
  const mobileMic = listensForSpeech(state) && state.question !== null && state.questionStatus === "ready"
  return (
    <div className="sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-2 px-4 py-3 sm:flex sm:items-center sm:gap-3 sm:px-8">
        <button type="button" className="btn-secondary px-3 text-red-700 hover:text-red-800 sm:px-5" disabled={!controls.canEnd} onClick={requestEnd}>
          <EndIcon />
          End Interview
        </button>
        <button type="button" className="btn-ghost px-3 sm:px-5" disabled={!controls.canResumeLater} onClick={resumeLater}>
          <PauseIcon className="h-4 w-4" />
          Resume Later
        </button>
        <span className="hidden flex-1 sm:block" />
        {showNext ? (
          <button type="button" className="btn-primary col-span-2 sm:px-6" disabled={!controls.canNext} onClick={next}>
            Next Question
            <ArrowRightIcon className="h-4 w-4" />
          </button>
        ) : (
          <div className={`col-span-2 grid gap-2 sm:contents ${mobileMic ? "grid-cols-[1fr_auto_1fr]" : "grid-cols-2"}`}>
            <button type="button" className="btn-secondary" disabled={!controls.canSkip} aria-busy={skipping} onClick={skip}>
              {skipping ? <SpinnerGlyph /> : null}
              {skipping ? "Skipping…" : "Skip"}
            </button>
            {mobileMic ? (
              <MicrophoneButton listening={state.listening} disabled={!controls.canToggleListening} size="md" className="inline-flex sm:hidden" />
            ) : null}
            <button type="button" className="btn-primary sm:px-8" disabled={!controls.canSubmit} aria-busy={submitting} onClick={submit}>
              {submitting ? <SpinnerGlyph /> : null}
              {submitting ? "Submitting…" : "Submit"}
            </button>
          </div>
        )}
      </div>
    </div>
  )
}
