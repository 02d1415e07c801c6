/**
 * The steps the live interview's transitions are made of (machine.ts): reading a question aloud, fetching the
 * next one, advancing, submitting, leaving and finishing, and applying a strike. Pure, like the machine.
 */
import type { AnswerStatus } from "../contract/interview.ts"
import type { Voice } from "../ports/Speech.ts"
import { NOT_SPOKEN, timingOf } from "./answer-timing.ts"
import { PREFERRED_VOICE, SPEAKING_ANIMATION_DELAY_MS, type ToastMessage } from "./messages.ts"
import { answerText, type Command, type LiveInterviewState, type Step } from "./state.ts"
import { FORCED_CLOSE_DELAY_MS, type StrikeOutcome } from "./StrikePolicy.ts"
type State = LiveInterviewState

/** The contract's limits on a submission. */
const MAX_QUESTION_CHARS = 5000
const MAX_ANSWER_CHARS = 20000

export const isOver = (s: State) => s.stage === "finished" || s.stage === "left"
export const noModal = (s: State) => s.dialog === null && s.warning === null
/** A question is on screen and can still be answered. */
export const answering = (s: State) =>
  s.stage === "running" && s.questionStatus === "ready" && s.question !== null && s.busy === null && s.feedback === null && !s.ended

export const stopListening = (s: State): ReadonlyArray<Command> => (s.listening ? [{ _tag: "StopListening" }] : [])
export const cancelSpeech = (s: State): ReadonlyArray<Command> => (s.reading ? [{ _tag: "CancelSpeech" }] : [])
export const quiet = (s: State): State => ({ ...s, listening: false, reading: false, speakingAnimation: false })
export const toast = (t: ToastMessage): Command => ({ _tag: "Toast", toast: t })
export const resultsPath = (s: State) => `/results/${s.interviewId}`

/** Reads the current question aloud; the speaking animation follows 500 ms later. */
export const read = (s: State): Step => {
  const reading = s.readingSerial + 1
  const text = s.question?.text ?? ""
  return [
    { ...s, reading: true, readingSerial: reading, speakingAnimation: false },
    [
      { _tag: "Speak", text, voice: s.voice, reading },
      { _tag: "After", ms: SPEAKING_ANIMATION_DELAY_MS, event: { _tag: "AnimationDue", reading } }
    ]
  ]
}

export const fetchNext = (s: State): Step => {
  const serial = s.serial + 1
  return [{ ...s, serial, questionStatus: "loading", notice: null }, [{ _tag: "FetchQuestion", serial }]]
}

/** Spec §4 step 5: the counter goes up; answer, feedback and question are cleared; the next one is fetched. */
export const advance = (s: State): Step => {
  const [next, commands] = fetchNext({
    ...quiet(s),
    questionNumber: s.questionNumber + 1,
    question: null,
    transcript: "",
    interim: "",
    spoken: NOT_SPOKEN,
    feedback: null,
    busy: null
  })
  return [next, [...stopListening(s), ...cancelSpeech(s), ...commands]]
}

/** Skips never carry the answer's text or timing (spec §5 "A skipped answer needs no text"). */
export const submit = (s: State, status: AnswerStatus): Step => {
  const question = s.question!
  const timing = status === "ANSWERED" ? timingOf(s.spoken) : undefined
  const submission = {
    question: question.text.slice(0, MAX_QUESTION_CHARS),
    answer: status === "ANSWERED" ? answerText(s).slice(0, MAX_ANSWER_CHARS) : "",
    questionId: question.id,
    status,
    ...(timing !== undefined ? { timing } : {})
  }
  return [
    { ...s, dialog: null, listening: false, busy: status === "ANSWERED" ? "submitting" : "skipping" },
    [...stopListening(s), { _tag: "SubmitAnswer", serial: s.serial, submission }]
  ]
}

export const leave = (s: State, navigateTo: string | null): Step => [
  { ...quiet(s), stage: "left", dialog: null },
  [
    ...stopListening(s),
    ...cancelSpeech(s),
    { _tag: "ExitFullscreen" },
    ...(navigateTo === null ? [] : [{ _tag: "Navigate", path: navigateTo } as const])
  ]
]

export const finish = (s: State, message: ToastMessage, path: string): Step => [
  { ...quiet(s), stage: "finished", dialog: null, completing: false },
  [toast(message), { _tag: "ExitFullscreen" }, { _tag: "Navigate", path }]
]

/** Applies a strike outcome: a Warning each time the count rises; at the third, close after 1.5 s. */
export const strike = (s: State, outcome: StrikeOutcome, extra: ReadonlyArray<Command>): Step | undefined => {
  if (!outcome.raised) return extra.length > 0 ? [s, extra] : undefined
  const warned: State = { ...s, strikes: outcome.strikes, warning: outcome.strikes }
  if (!outcome.closesNow) return [warned, extra]
  return [
    { ...quiet(warned), stage: "closing", dialog: null, completing: false },
    [
      ...extra,
      ...stopListening(s),
      ...cancelSpeech(s),
      { _tag: "After", ms: FORCED_CLOSE_DELAY_MS, event: { _tag: "CloseDue" } }
    ]
  ]
}

export const pickVoice = (voices: ReadonlyArray<Voice>, saved: string | null, current: Voice | null): Voice | null =>
  voices.find((v) => v.name === (current?.name ?? saved)) ??
    voices.find((v) => v.name === PREFERRED_VOICE) ??
    voices[0] ??
    null

export const sameVoices = (a: ReadonlyArray<Voice>, b: ReadonlyArray<Voice>) =>
  a.length === b.length && a.every((v, i) => v.name === b[i]!.name && v.lang === b[i]!.lang)
