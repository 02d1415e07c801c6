/** The live interview's state, the events that move it and the commands it asks the interpreter to carry out. */
import type { AnswerStatus, Feedback } from "../contract/interview.ts"
import type { AnswerSubmission } from "../contract/interview.ts"
import type { Violation } from "../ports/Proctor.ts"
import type { Voice } from "../ports/Speech.ts"
import { NOT_SPOKEN, type SpokenAnswer } from "./answer-timing.ts"
import type { ToastMessage } from "./messages.ts"
import type { LiveQuestion } from "./question.ts"
import { NO_STRIKES, type Strikes } from "./StrikePolicy.ts"

/**
 * ready: the 'Start Assessment' dialog; starting: fullscreen requested; running: the interview;
 * closing: the third strike, closing in 1.5 s; finished: ended and sent to the results; left: Resume Later or
 * the screen was left. The last two are final.
 */
export type Stage = "ready" | "starting" | "running" | "closing" | "finished" | "left"

/** idle before the first fetch; none-left: 'No more questions…'; failed: 'No question available.' and a retry. */
export type QuestionStatus = "idle" | "loading" | "ready" | "none-left" | "failed"

/** The modal dialogs besides the Warning: 'Start Assessment', 'No Response Recorded', 'End it here…'. */
export type Dialog = "start" | "no-response" | "end" | null

/**
 * What the server says of the interview before Start: open to take; finished (its report is ready instead);
 * missing (unknown, or another user's). Checked once when the screen opens.
 */
export type Access = "open" | "finished" | "missing"

/** The start form's 'How will you answer?': speaking (the microphone listens) or typing (nothing listens). */
export type AnswerMode = "voice" | "text"

/** submitting an answer, skipping, or waiting the 300 ms after a skip before the next question. */
export type Busy = "submitting" | "skipping" | "advancing" | null

export interface LiveInterviewState {
  readonly interviewId: number
  readonly stage: Stage
  readonly dialog: Dialog
  /** The Warning dialog: shown at each strike until 'Return to Fullscreen'; it stays once the interview closes. */
  readonly warning: Strikes | null
  readonly strikes: Strikes
  /** The end-interview call of 'End Interview' is in flight ('Completing'). */
  readonly completing: boolean
  /** The forced close's end-interview call has been made. */
  readonly closeRequested: boolean
  /** Spec §4 "the question counter": 1 for the first question; +1 at every advance. */
  readonly questionNumber: number
  /** Tells the fetch and submission of one question apart from stale ones. */
  readonly serial: number
  readonly questionStatus: QuestionStatus
  readonly question: LiveQuestion | null
  /** 'No more questions available…' or the placeholder 'No question available.'. */
  readonly notice: string | null
  readonly reading: boolean
  /** Tells one reading apart from the next (Repeat Question). */
  readonly readingSerial: number
  /** The animated circle: on 500 ms after reading starts, off when reading ends. */
  readonly speakingAnimation: boolean
  readonly voices: ReadonlyArray<Voice>
  readonly voice: Voice | null
  readonly opened: boolean
  readonly access: Access
  readonly answerMode: AnswerMode
  /** The interview's name from the server (e.g. 'JavaScript Interview'); null until known. */
  readonly title: string | null
  readonly recognitionSupported: boolean
  readonly listening: boolean
  /** The answer so far: final speech and typing. */
  readonly transcript: string
  /** Speech still being recognised, shown after the transcript. */
  readonly interim: string
  readonly spoken: SpokenAnswer
  readonly busy: Busy
  readonly feedback: Feedback | null
  /** A submission failed: 'Interview Ended' (spec §4 step 8); only End Interview and Resume Later remain. */
  readonly ended: boolean
}

export const initialState = (interviewId: number): LiveInterviewState => ({
  interviewId,
  stage: "ready",
  dialog: "start",
  warning: null,
  strikes: NO_STRIKES,
  completing: false,
  closeRequested: false,
  questionNumber: 1,
  serial: 0,
  questionStatus: "idle",
  question: null,
  notice: null,
  reading: false,
  readingSerial: 0,
  speakingAnimation: false,
  voices: [],
  voice: null,
  opened: false,
  access: "open",
  answerMode: "voice",
  title: null,
  recognitionSupported: false,
  listening: false,
  transcript: "",
  interim: "",
  spoken: NOT_SPOKEN,
  busy: null,
  feedback: null,
  ended: false
})

export type Event =
  // From the host when the screen opens.
  // The interview's access, answer mode and name come from the server's details; left out, it is open, spoken, unnamed.
  | {
    readonly _tag: "Opened"
    readonly recognitionSupported: boolean
    readonly access?: Access
    readonly answerMode?: AnswerMode
    readonly title?: string | null
    /** The strikes the server already counted (a resumed interview keeps them). */
    readonly strikes?: number
  }
  // From the user.
  | { readonly _tag: "Begin" }
  | { readonly _tag: "VoiceChosen"; readonly name: string }
  | { readonly _tag: "TranscriptEdited"; readonly text: string }
  | { readonly _tag: "ListeningToggled" }
  | { readonly _tag: "SubmitRequested" }
  | { readonly _tag: "SkipRequested" }
  | { readonly _tag: "SkipConfirmed" }
  | { readonly _tag: "ContinueAnswering" }
  | { readonly _tag: "NextRequested" }
  | { readonly _tag: "RepeatRequested" }
  | { readonly _tag: "RetryRequested" }
  | { readonly _tag: "EndRequested" }
  | { readonly _tag: "EndCancelled" }
  | { readonly _tag: "EndConfirmed" }
  | { readonly _tag: "ResumeLaterRequested" }
  | { readonly _tag: "ReturnToFullscreenRequested" }
  | { readonly _tag: "Left" }
  // Results of commands, and what the ports report.
  | { readonly _tag: "VoicesLoaded"; readonly voices: ReadonlyArray<Voice>; readonly saved: string | null }
  | { readonly _tag: "FullscreenEntered" }
  | { readonly _tag: "FullscreenRefused" }
  | { readonly _tag: "QuestionLoaded"; readonly serial: number; readonly question: LiveQuestion }
  | { readonly _tag: "NoQuestionLeft"; readonly serial: number; readonly message: string }
  | { readonly _tag: "QuestionFailed"; readonly serial: number; readonly message: string }
  | { readonly _tag: "ReadingFinished"; readonly reading: number }
  | { readonly _tag: "AnimationDue"; readonly reading: number }
  | { readonly _tag: "RecognitionStarted"; readonly at: number }
  | { readonly _tag: "Heard"; readonly text: string; readonly final: boolean; readonly at: number }
  | { readonly _tag: "RecognitionFailed"; readonly code: string; readonly starting: boolean }
  | { readonly _tag: "RecognitionEnded" }
  | {
    readonly _tag: "AnswerRecorded"
    readonly serial: number
    readonly status: AnswerStatus
    readonly feedback: ReadonlyArray<Feedback>
  }
  | { readonly _tag: "SubmitFailed"; readonly serial: number; readonly message: string }
  | { readonly _tag: "AdvanceDue"; readonly serial: number }
  | { readonly _tag: "ViolationDetected"; readonly violation: Violation }
  | { readonly _tag: "TabSwitchRecorded"; readonly totalTabSwitches: number; readonly closed: boolean }
  | { readonly _tag: "TabSwitchFailed"; readonly message: string }
  | { readonly _tag: "CloseDue" }
  | { readonly _tag: "InterviewEnded"; readonly isTabSwitch: boolean; readonly message: string }
  | { readonly _tag: "EndFailed"; readonly isTabSwitch: boolean; readonly status: number; readonly message: string }

export type EventTag = Event["_tag"]

export type Command =
  | { readonly _tag: "LoadVoices" }
  | { readonly _tag: "SaveVoice"; readonly name: string }
  | { readonly _tag: "EnterFullscreen" }
  | { readonly _tag: "ExitFullscreen" }
  | { readonly _tag: "FetchQuestion"; readonly serial: number }
  | { readonly _tag: "Speak"; readonly text: string; readonly voice: Voice | null; readonly reading: number }
  | { readonly _tag: "CancelSpeech" }
  | { readonly _tag: "StartListening" }
  | { readonly _tag: "StopListening" }
  | { readonly _tag: "SubmitAnswer"; readonly serial: number; readonly submission: AnswerSubmission }
  | { readonly _tag: "RecordTabSwitch" }
  | { readonly _tag: "EndInterview"; readonly isTabSwitch: boolean }
  /** Sends `event` back after `ms` on Effect's clock. */
  | { readonly _tag: "After"; readonly ms: number; readonly event: Event }
  | { readonly _tag: "Toast"; readonly toast: ToastMessage }
  | { readonly _tag: "Navigate"; readonly path: string }

export type Step = readonly [LiveInterviewState, ReadonlyArray<Command>]

/** An answer is written (or heard) for the question on screen but not sent: ending now would lose it. */
export const hasUnsentAnswer = (state: LiveInterviewState): boolean =>
  state.stage === "running" && state.question !== null && state.questionStatus === "ready" && state.feedback === null &&
  state.busy === null && !state.ended && answerText(state).trim() !== ""

/** Whether answers are spoken here: the browser can listen and the candidate chose speaking, not typing. */
export const listensForSpeech = (state: LiveInterviewState): boolean => state.recognitionSupported && state.answerMode === "voice"

/** What the answer would be if sent now: the transcript and any speech still being recognised. */
export const answerText = (state: LiveInterviewState): string =>
  [state.transcript, state.interim].filter((part) => part.trim() !== "").join(state.transcript.endsWith(" ") ? "" : " ")
