/**
 * The answer (spec §2): the transcript panel 'Your response:' that recognition fills and the candidate may edit,
 * what is still being heard beneath it, and the large microphone button (the Space key toggles it too). Where the
 * browser has no recognition, it says so once and the panel is simply typed in.
 */
import { useEffect, useId, useRef } from "react"
import { type LiveInterviewState, setTranscript, toggleListening } from "../../core/sdk/live-interview.ts"
import { KeyboardIcon } from "../components/Icons.tsx"
import { MicIcon } from "../components/Icons.tsx"

interface MicrophoneButtonProps {
  readonly listening: boolean
  readonly disabled: boolean
  readonly size: "md" | "lg"
  readonly describedBy?: string
  readonly className?: string
}

/** The microphone toggle: red and pulsing while listening. Its name stays "Microphone"; aria-pressed says on or off. */
export const MicrophoneButton = ({ listening, disabled, size, describedBy, className = "inline-flex" }: MicrophoneButtonProps) => (
  <button
    type="button"
    aria-pressed={listening}
    aria-label="Microphone"
    aria-describedby={describedBy}
    disabled={disabled}
    onClick={toggleListening}
    className={`relative ${className} ${size === "lg" ? "h-20 w-20" : "h-11 w-11"} shrink-0 items-center justify-center rounded-full text-white shadow-lg outline-offset-4 motion-safe:transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
      listening ? "bg-red-600 shadow-red-900/25 hover:bg-red-700" : "bg-brand-700 shadow-brand-900/25 hover:bg-brand-800"
    }`}
  >
    {listening ? <span className="absolute -inset-2 rounded-full bg-red-500/20 motion-safe:animate-pulse" aria-hidden="true" /> : null}
    <MicIcon className={`relative ${size === "lg" ? "h-8 w-8" : "h-5 w-5"}`} />
  </button>
)

const countWords = (text: string) => text.split(/\s+/).filter((w) => w !== "").length

interface AnswerPanelProps {
  readonly state: LiveInterviewState
  readonly canToggleListening: boolean
  /** The transcript may be edited (a question is on screen and no answer is on its way). */
  readonly editable: boolean
}

export const AnswerPanel = ({ state, canToggleListening, editable }: AnswerPanelProps) => {
  const id = useId()
  const transcriptRef = useRef<HTMLTextAreaElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const { listening, transcript, interim, recognitionSupported } = state
  const words = countWords(transcript)

  // Speech lands at the end of the transcript: keep it in view unless the candidate is editing.
  useEffect(() => {
    const area = transcriptRef.current
    if (area !== null && document.activeElement !== area) area.scrollTop = area.scrollHeight
  }, [transcript])

  // On a phone the panel starts below the question: bring it into view when listening starts.
  useEffect(() => {
    if (listening) sectionRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" })
  }, [listening])

  return (
    <section ref={sectionRef} aria-labelledby={`${id}-label`} className="card flex scroll-mb-32 scroll-mt-24 flex-col p-5 sm:p-7">
      <div className="flex items-baseline justify-between gap-3">
        <label id={`${id}-label`} htmlFor={`${id}-transcript`} className="font-display text-lg font-semibold text-ink">
          Your response:
        </label>
        <span className="text-xs tabular-nums text-ink-muted" aria-live="off">
          {words === 1 ? "1 word" : `${words} words`}
        </span>
      </div>
      <textarea
        id={`${id}-transcript`}
        ref={transcriptRef}
        rows={7}
        className="mt-3 block min-h-40 w-full flex-1 resize-y rounded-xl bg-slate-50/70 px-4 py-3 text-[0.95rem] leading-relaxed text-ink ring-1 ring-inset ring-slate-200 placeholder:text-slate-500 hover:ring-slate-300 focus:bg-white focus:ring-2 focus:ring-brand-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:text-ink-soft"
        placeholder="Transcript will appear here..."
        value={transcript}
        disabled={!editable}
        aria-describedby={`${id}-how`}
        onChange={(event) => setTranscript(event.target.value)}
      />
      <p className="mt-2 min-h-6 text-sm italic text-ink-soft" aria-hidden="true" data-interim>
        {interim === "" ? null : (
          <>
            <span className="mr-1.5 inline-block h-2 w-2 rounded-full bg-brand-500 align-middle motion-safe:animate-pulse" />
            {interim}
          </>
        )}
      </p>

      {state.answerMode === "text" ? (
        <p id={`${id}-how`} className="mt-3 flex items-center gap-2.5 text-sm text-ink-soft">
          <KeyboardIcon className="h-4 w-4 shrink-0 text-ink-muted" />
          <span>Type your answer above, then Submit. You chose typing, so nothing listens to your microphone.</span>
        </p>
      ) : recognitionSupported ? (
        <div className="mt-3 flex items-center gap-5">
          <MicrophoneButton listening={listening} disabled={!canToggleListening} describedBy={`${id}-how`} size="lg" className="hidden sm:inline-flex" />
          <div>
            <p className="font-semibold text-ink">{listening ? "Listening…" : "Microphone off"}</p>
            <p id={`${id}-how`} className="mt-0.5 text-sm text-ink-soft">
              {listening ? "Speak your answer. " : "Speak your answer or type it above. "}
              <span className="sm:hidden">Tap the microphone below to {listening ? "stop" : "start"} listening.</span>
              <span className="hidden sm:inline">
                Press <kbd className="rounded-md bg-slate-100 px-1.5 py-0.5 font-sans text-xs font-semibold text-ink ring-1 ring-inset ring-slate-300">Space</kbd>{" "}
                or the microphone to {listening ? "stop" : "start"} listening.
              </span>
            </p>
          </div>
        </div>
      ) : (
        <p id={`${id}-how`} role="note" className="mt-3 flex items-start gap-2.5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          <MicIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          <span>
            <span className="font-semibold">Speech recognition not supported in this browser.</span> Type your answer above;
            everything else works the same. Chrome, Edge and Safari can listen to spoken answers.
          </span>
        </p>
      )}
    </section>
  )
}
