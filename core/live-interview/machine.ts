/**
 * The live interview as a pure function `transition(state, event) → [state, commands]` (spec §4 "Live
 * interview flow", "Strikes", "Skip on empty answer"). It performs no I/O and reads no clock: the interpreter
 * carries out the commands and feeds their results back as events. An event that is not allowed in a state
 * changes nothing and asks for nothing.
 */
import { heardFinal, heardInterim, recognitionStarted } from "./answer-timing.ts"
import { IN_PROGRESS_TAB_PATH, NO_QUESTION_AVAILABLE, SKIP_ADVANCE_DELAY_MS, toasts } from "./messages.ts"
import {
  answerText,
  type Command,
  type Event,
  type EventTag,
  initialState,
  type LiveInterviewState,
  type Step
} from "./state.ts"
import {
  advance,
  answering,
  cancelSpeech,
  fetchNext,
  finish,
  isOver,
  leave,
  noModal,
  pickVoice,
  quiet,
  read,
  resultsPath,
  sameVoices,
  stopListening,
  strike,
  submit,
  toast
} from "./steps.ts"
import { reconcileWithServer, recordViolation } from "./StrikePolicy.ts"

export * from "./state.ts"
export { initialState }

type State = LiveInterviewState
type Handler<E extends Event> = (state: State, event: E) => Step | undefined
type Handlers = { readonly [T in EventTag]: Handler<Extract<Event, { _tag: T }>> }

const handlers: Handlers = {
  // A finished or missing interview never offers Start: the screen says so instead (no fullscreen, no 409).
  Opened: (s, e) => {
    if (s.opened || isOver(s)) return undefined
    const access = e.access ?? "open"
    const opened: State = {
      ...s,
      opened: true,
      access,
      answerMode: e.answerMode ?? "voice",
      title: e.title ?? null,
      strikes: e.strikes === undefined ? s.strikes : reconcileWithServer(s.strikes, e.strikes).strikes,
      recognitionSupported: e.recognitionSupported,
      dialog: access === "open" ? s.dialog : null
    }
    return [opened, access === "open" ? [{ _tag: "LoadVoices" }] : []]
  },

  Begin: (s) =>
    s.stage === "ready" && s.dialog === "start" && s.access === "open"
      ? [{ ...s, stage: "starting", dialog: null }, [{ _tag: "EnterFullscreen" }]]
      : undefined,

  // Spec §2: "The start button requests fullscreen and then begins", also where fullscreen is refused.
  FullscreenEntered: (s) => (s.stage === "starting" ? fetchNext({ ...s, stage: "running" }) : undefined),
  FullscreenRefused: (s) => (s.stage === "starting" ? fetchNext({ ...s, stage: "running" }) : undefined),

  VoicesLoaded: (s, e) => {
    if (isOver(s)) return undefined
    const voice = pickVoice(e.voices, e.saved, s.voice)
    if (sameVoices(s.voices, e.voices) && voice?.name === s.voice?.name) return undefined
    return [{ ...s, voices: e.voices, voice }, []]
  },
  VoiceChosen: (s, e) => {
    const voice = s.voices.find((v) => v.name === e.name)
    if (isOver(s) || voice === undefined || voice.name === s.voice?.name) return undefined
    return [{ ...s, voice }, [{ _tag: "SaveVoice", name: voice.name }]]
  },

  QuestionLoaded: (s, e) =>
    s.stage === "running" && s.questionStatus === "loading" && e.serial === s.serial
      ? read({ ...s, questionStatus: "ready", question: e.question, notice: null })
      : undefined,
  NoQuestionLeft: (s, e) =>
    s.stage === "running" && s.questionStatus === "loading" && e.serial === s.serial
      ? [{ ...s, questionStatus: "none-left", question: null, notice: e.message }, []]
      : undefined,
  QuestionFailed: (s, e) =>
    s.stage === "running" && s.questionStatus === "loading" && e.serial === s.serial
      ? [{ ...s, questionStatus: "failed", question: null, notice: NO_QUESTION_AVAILABLE }, [toast(toasts.questionFailed(e.message))]]
      : undefined,
  RetryRequested: (s) => (s.stage === "running" && s.questionStatus === "failed" && noModal(s) ? fetchNext(s) : undefined),

  RepeatRequested: (s) =>
    s.stage === "running" && s.questionStatus === "ready" && s.question !== null && !s.reading && noModal(s) ? read(s) : undefined,
  ReadingFinished: (s, e) =>
    s.reading && e.reading === s.readingSerial ? [{ ...s, reading: false, speakingAnimation: false }, []] : undefined,
  AnimationDue: (s, e) =>
    s.reading && !s.speakingAnimation && e.reading === s.readingSerial ? [{ ...s, speakingAnimation: true }, []] : undefined,

  TranscriptEdited: (s, e) =>
    answering(s) && (e.text !== s.transcript || s.interim !== "") ? [{ ...s, transcript: e.text, interim: "" }, []] : undefined,
  ListeningToggled: (s) => {
    if (s.listening) return s.stage === "running" ? [{ ...s, listening: false }, [{ _tag: "StopListening" }]] : undefined
    // Typing was chosen: nothing listens, and the Space key and microphone are not offered.
    if (!answering(s) || !noModal(s) || s.answerMode === "text") return undefined
    if (!s.recognitionSupported) return [s, [toast(toasts.recognitionUnsupported)]]
    return [{ ...s, listening: true }, [{ _tag: "StartListening" }]]
  },
  RecognitionStarted: (s, e) => {
    if (!s.listening || !answering(s) || s.spoken.startedAt !== null) return undefined
    return [{ ...s, spoken: recognitionStarted(s.spoken, e.at) }, []]
  },
  // Late finals after a stop still belong to the answer, as long as it has not been sent.
  Heard: (s, e) => {
    if (!answering(s)) return undefined
    if (!e.final) return [{ ...s, interim: e.text, spoken: heardInterim(s.spoken, e.at) }, []]
    const text = e.text.trim()
    const transcript = text === "" ? s.transcript : s.transcript.trim() === "" ? text : `${s.transcript.trimEnd()} ${text}`
    return [{ ...s, transcript, interim: "", spoken: text === "" ? s.spoken : heardFinal(s.spoken, text, e.at) }, []]
  },
  RecognitionFailed: (s, e) =>
    s.listening
      ? [{ ...s, listening: false }, [toast(e.starting ? toasts.couldNotListen : toasts.recognitionError(e.code))]]
      : undefined,
  RecognitionEnded: (s) => (s.listening ? [{ ...s, listening: false }, []] : undefined),

  // Spec §5: a blank ANSWERED answer is blocked and 'No Response Recorded' is raised.
  SubmitRequested: (s) => {
    if (!answering(s) || !noModal(s)) return undefined
    return answerText(s).trim() === "" ? [{ ...s, dialog: "no-response" }, []] : submit(s, "ANSWERED")
  },
  // Spec §4 "Skip on empty answer": skipping with an empty answer needs confirmation.
  SkipRequested: (s) => {
    if (!answering(s) || !noModal(s)) return undefined
    return answerText(s).trim() === "" ? [{ ...s, dialog: "no-response" }, []] : submit(s, "SKIPPED")
  },
  SkipConfirmed: (s) => (s.dialog === "no-response" && s.warning === null && answering(s) ? submit(s, "SKIPPED") : undefined),
  ContinueAnswering: (s) => (s.dialog === "no-response" ? [{ ...s, dialog: null }, []] : undefined),

  AnswerRecorded: (s, e) => {
    const pending = s.busy === "submitting" || s.busy === "skipping"
    if (s.stage !== "running" || !pending || e.serial !== s.serial) return undefined
    if (e.status === "SKIPPED") {
      return [{ ...s, busy: "advancing" }, [{ _tag: "After", ms: SKIP_ADVANCE_DELAY_MS, event: { _tag: "AdvanceDue", serial: s.serial } }]]
    }
    const feedback = e.feedback[0]
    return feedback === undefined ? advance(s) : [{ ...s, busy: null, feedback }, []]
  },
  SubmitFailed: (s, e) =>
    s.stage === "running" && (s.busy === "submitting" || s.busy === "skipping") && e.serial === s.serial
      ? [{ ...quiet(s), busy: null, ended: true }, [...cancelSpeech(s), toast(toasts.interviewEnded)]]
      : undefined,
  AdvanceDue: (s, e) => (s.stage === "running" && s.busy === "advancing" && e.serial === s.serial ? advance(s) : undefined),
  NextRequested: (s) => (s.stage === "running" && s.feedback !== null && s.busy === null && noModal(s) ? advance(s) : undefined),

  EndRequested: (s) => (s.stage === "running" && noModal(s) ? [{ ...s, dialog: "end" }, []] : undefined),
  EndCancelled: (s) => (s.dialog === "end" && !s.completing ? [{ ...s, dialog: null }, []] : undefined),
  EndConfirmed: (s) =>
    s.stage === "running" && s.dialog === "end" && !s.completing
      ? [{ ...quiet(s), completing: true }, [...stopListening(s), ...cancelSpeech(s), { _tag: "EndInterview", isTabSwitch: false }]]
      : undefined,
  InterviewEnded: (s, e) => {
    if (!e.isTabSwitch) return s.stage === "running" && s.completing ? finish(s, toasts.completed, resultsPath(s)) : undefined
    return s.stage === "closing" && s.closeRequested ? finish(s, toasts.closedForTabSwitching, resultsPath(s)) : undefined
  },
  EndFailed: (s, e) => {
    if (!e.isTabSwitch) {
      return s.stage === "running" && s.completing ? [{ ...s, completing: false }, [toast(toasts.endFailed(e.message, e.status))]] : undefined
    }
    return s.stage === "closing" && s.closeRequested ? finish(s, toasts.endFailed(e.message, e.status), "/dashboard") : undefined
  },

  ViolationDetected: (s) =>
    s.stage === "running" && !s.ended && !s.completing && !s.strikes.closed
      ? strike(s, recordViolation(s.strikes), [{ _tag: "RecordTabSwitch" }])
      : undefined,
  TabSwitchRecorded: (s, e) =>
    s.stage === "running" && !s.ended && !s.completing ? strike(s, reconcileWithServer(s.strikes, e.totalTabSwitches), []) : undefined,
  TabSwitchFailed: (s, e) => (s.stage === "running" || s.stage === "closing" ? [s, [toast(toasts.tabSwitchFailed(e.message))]] : undefined),
  ReturnToFullscreenRequested: (s) =>
    s.stage === "running" && s.warning !== null && !s.warning.closed ? [{ ...s, warning: null }, [{ _tag: "EnterFullscreen" }]] : undefined,
  CloseDue: (s) =>
    s.stage === "closing" && !s.closeRequested ? [{ ...s, closeRequested: true }, [{ _tag: "EndInterview", isTabSwitch: true }]] : undefined,

  // Spec §10: Resume Later pauses (the server keeps the interview in progress); it says so and opens In Progress.
  ResumeLaterRequested: (s) => {
    if (s.stage !== "running" || s.completing || !noModal(s)) return undefined
    const [left, commands] = leave(s, IN_PROGRESS_TAB_PATH)
    return [left, [toast(toasts.savedForLater), ...commands]]
  },
  Left: (s) => (isOver(s) ? undefined : leave(s, null))
}

const handle = (state: State, event: Event): Step | undefined =>
  (handlers[event._tag] as Handler<Event>)(state, event)

/** The next state and the commands to carry out; the same state and no commands when `event` is not allowed. */
export const transition = (state: LiveInterviewState, event: Event): Step => handle(state, event) ?? [state, []]

/** Whether `event` would change anything now; the UI disables what is not allowed. */
export const can = (state: LiveInterviewState, event: Event): boolean => handle(state, event) !== undefined

export interface LiveInterviewControls {
  readonly canBegin: boolean
  readonly canSubmit: boolean
  readonly canSkip: boolean
  readonly canNext: boolean
  readonly canRepeat: boolean
  readonly canRetry: boolean
  readonly canToggleListening: boolean
  readonly canEnd: boolean
  readonly canResumeLater: boolean
}

/** What the screen's buttons may do now: Submit and Skip are off while busy, Repeat Question while reading… */
export const controlsOf = (state: LiveInterviewState): LiveInterviewControls => ({
  canBegin: can(state, { _tag: "Begin" }),
  canSubmit: can(state, { _tag: "SubmitRequested" }),
  canSkip: can(state, { _tag: "SkipRequested" }),
  canNext: can(state, { _tag: "NextRequested" }),
  canRepeat: can(state, { _tag: "RepeatRequested" }),
  canRetry: can(state, { _tag: "RetryRequested" }),
  canToggleListening: can(state, { _tag: "ListeningToggled" }),
  canEnd: can(state, { _tag: "EndRequested" }),
  canResumeLater: can(state, { _tag: "ResumeLaterRequested" })
})
