/**
 * The question on screen (spec §2): the interviewer's circle, the question text (the payload's 'question'
 * field), the payload's other fields drawn by the one field renderer (progress, difficulty, topic, an SQL
 * schema…), 'Repeat Question' (off while reading) and 'Voice for Question Reading'.
 */
import type { RefObject } from "react"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import { chooseVoice, type LiveInterviewState, repeatQuestion } from "../../core/sdk/live-interview.ts"
import { FieldRenderer } from "../fields/FieldRenderer.tsx"
import { SpeakingCircle } from "./SpeakingCircle.tsx"
import { VoiceSelect } from "./VoiceSelect.tsx"

const RepeatIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="h-4 w-4">
    <path d="M3.5 12a8.5 8.5 0 0 1 14.6-5.9L20.5 8.5M20.5 3.5v5h-5M20.5 12a8.5 8.5 0 0 1-14.6 5.9L3.5 15.5M3.5 20.5v-5h5" />
  </svg>
)

/** The payload's fields besides the question text, by where they go on the card. */
export const questionExtras = (fields: ReadonlyArray<FieldDefinition>) => {
  const rest = fields.filter((f) => f.key !== "question")
  return {
    progress: rest.filter((f) => f.type === "progress"),
    badges: rest.filter((f) => f.type === "badge"),
    other: rest.filter((f) => f.type !== "progress" && f.type !== "badge")
  }
}

interface QuestionCardProps {
  readonly state: LiveInterviewState
  readonly canRepeat: boolean
  /** Gets focus when a new question arrives. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>
}

export const QuestionCard = ({ state, canRepeat, headingRef }: QuestionCardProps) => {
  const question = state.question
  if (question === null) return null
  const extras = questionExtras(question.fields)
  return (
    <section aria-labelledby="live-question" className="card relative overflow-hidden p-5 sm:p-7">
      {extras.progress.length > 0 ? (
        <div className="mb-5 space-y-3">
          {extras.progress.map((field) => (
            <FieldRenderer key={field.key} field={field} id={`question-${field.key}`} readOnly />
          ))}
        </div>
      ) : null}
      <div className="flex items-start gap-4 sm:gap-6">
        <SpeakingCircle speaking={state.speakingAnimation} />
        <div className="min-w-0 flex-1 pt-1">
          <p className="eyebrow">
            {state.reading ? "Reading the question…" : question.followUp === true ? "A follow-up on your answer" : "Your question"}
          </p>
          <h2
            id="live-question"
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 break-words font-display text-xl font-semibold leading-snug text-ink sm:text-2xl"
          >
            {question.text}
          </h2>
        </div>
      </div>
      {extras.badges.length > 0 ? (
        <div className="mt-5 flex flex-wrap gap-x-8 gap-y-3">
          {extras.badges.map((field) => (
            <FieldRenderer key={field.key} field={field} id={`question-${field.key}`} readOnly />
          ))}
        </div>
      ) : null}
      {extras.other.length > 0 ? (
        <div className="mt-5 space-y-4">
          {extras.other.map((field) => (
            <FieldRenderer key={field.key} field={field} id={`question-${field.key}`} readOnly />
          ))}
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-end sm:justify-between">
        <button type="button" className="btn-secondary shrink-0 self-start sm:self-auto" disabled={!canRepeat} onClick={repeatQuestion}>
          <RepeatIcon />
          Repeat Question
        </button>
        <div className="w-full sm:max-w-xs">
          <VoiceSelect voices={state.voices} voice={state.voice} onChoose={chooseVoice} />
        </div>
      </div>
    </section>
  )
}
