/**
 * The live interview for the React screen and the terminal: the `$liveInterview` store holds the machine's state,
 * plain actions send it events, and the host says where to go with `onNavigate`. One interview runs at a time.
 */
import { Effect } from "effect"
import { atom, computed } from "nanostores"
import { runLiveInterview } from "../live-interview/interpreter.ts"
import {
  controlsOf,
  type Event,
  initialState,
  type LiveInterviewControls,
  type LiveInterviewState
} from "../live-interview/machine.ts"
import { Api } from "../ports/Api.ts"
import { guarded, run } from "./runtime.ts"
import { toast } from "./toasts.ts"

export type { LiveInterviewControls, LiveInterviewState } from "../live-interview/machine.ts"
export { answerText, hasUnsentAnswer, listensForSpeech } from "../live-interview/machine.ts"
export { dialogText } from "../live-interview/messages.ts"
export { questionHeading } from "../live-interview/question.ts"
export { MAX_STRIKES, strikeNotice } from "../live-interview/StrikePolicy.ts"
export type { Voice } from "../ports/Speech.ts"

/** The running (or last) interview's state; null before the first one starts. */
export const $liveInterview = atom<LiveInterviewState | null>(null)

const NOTHING_ALLOWED: LiveInterviewControls = {
  canBegin: false,
  canSubmit: false,
  canSkip: false,
  canNext: false,
  canRepeat: false,
  canRetry: false,
  canToggleListening: false,
  canEnd: false,
  canResumeLater: false
}

/** Which buttons are enabled now (Submit and Skip are off while busy, Repeat Question while reading…). */
export const $liveInterviewControls = computed($liveInterview, (state) => (state === null ? NOTHING_ALLOWED : controlsOf(state)))

const navigateListeners = new Set<(path: string) => void>()

/** The host's router: called with '/results/{id}' or '/dashboard' when the interview sends the user there. */
export const onNavigate = (listener: (path: string) => void): (() => void) => {
  navigateListeners.add(listener)
  return () => navigateListeners.delete(listener)
}

interface Session {
  dispatch: ((event: Event) => void) | null
  // Events sent before the runtime has the interview running are kept and handed over in order.
  readonly pending: Array<Event>
}

let session: Session | null = null

const send = (event: Event): void => {
  const current = session
  if (current === null) return
  if (current.dispatch === null) current.pending.push(event)
  else current.dispatch(event)
}

// The interview's calls sign the user out on a 401/403 like every other SDK call.
const guardedApi = Effect.map(Effect.service(Api), (api) =>
  Api.of({
    ...api,
    question: (id) => guarded(api.question(id)),
    submitResponse: (id, body) => guarded(api.submitResponse(id, body)),
    tabSwitch: (id) => guarded(api.tabSwitch(id)),
    endInterview: (id, isTabSwitch) => guarded(api.endInterview(id, isTabSwitch))
  }))

/**
 * Opens interview `interviewId` at its 'Start Assessment' dialog, leaving any other one first. The promise
 * settles with the last state once the interview is finished or left.
 */
export const startLiveInterview = (interviewId: number): Promise<LiveInterviewState> => {
  stopLiveInterview()
  const current: Session = { dispatch: null, pending: [] }
  session = current
  $liveInterview.set(initialState(interviewId))
  let last: LiveInterviewState | null = null
  const program = runLiveInterview(interviewId, {
    onReady: (dispatch) => {
      current.dispatch = dispatch
      for (const event of current.pending.splice(0)) dispatch(event)
    },
    onState: (state) => {
      last = state
      if (session === current) $liveInterview.set(state)
    },
    toast: (message) => void toast(message),
    navigate: (path) => {
      for (const listener of navigateListeners) listener(path)
    }
  }).pipe(Effect.provideServiceEffect(Api, guardedApi))
  // Once running, the program cannot fail: a rejection then means the runtime was disposed under it.
  return run(program)
    .catch((error: unknown) => {
      if (last === null) throw error
      return last
    })
    .finally(() => {
      if (session === current) session = null
    })
}

/** 'Start Assessment': enter fullscreen, then fetch the first question. */
export const begin = (): void => send({ _tag: "Begin" })
/** Typing in 'Your response:'. */
export const setTranscript = (text: string): void => send({ _tag: "TranscriptEdited", text })
export const submit = (): void => send({ _tag: "SubmitRequested" })
export const skip = (): void => send({ _tag: "SkipRequested" })
/** 'Skip Question' in the 'No Response Recorded' dialog. */
export const confirmSkip = (): void => send({ _tag: "SkipConfirmed" })
/** 'Continue Answering' in the 'No Response Recorded' dialog. */
export const continueAnswering = (): void => send({ _tag: "ContinueAnswering" })
/** After the feedback: on to the next question. */
export const next = (): void => send({ _tag: "NextRequested" })
export const repeatQuestion = (): void => send({ _tag: "RepeatRequested" })
/** The retry banner after a failed question fetch. */
export const retryQuestion = (): void => send({ _tag: "RetryRequested" })
/** The microphone button and the Space key. */
export const toggleListening = (): void => send({ _tag: "ListeningToggled" })
/** 'Voice for Question Reading'. */
export const chooseVoice = (name: string): void => send({ _tag: "VoiceChosen", name })
export const requestEnd = (): void => send({ _tag: "EndRequested" })
export const cancelEnd = (): void => send({ _tag: "EndCancelled" })
export const confirmEnd = (): void => send({ _tag: "EndConfirmed" })
export const resumeLater = (): void => send({ _tag: "ResumeLaterRequested" })
export const returnToFullscreen = (): void => send({ _tag: "ReturnToFullscreenRequested" })
/** Leaving the screen: stops reading and listening and exits fullscreen. */
export const stopLiveInterview = (): void => send({ _tag: "Left" })
