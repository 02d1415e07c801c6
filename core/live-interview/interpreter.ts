/**
 * Runs the live interview: takes events one at a time, applies `transition`, tells the host the new state and
 * carries out the commands through the Api, Speech, Proctor and Storage ports and Effect's clock, feeding their
 * results back as events. Ends when the interview is finished or left; closing its scope stops reading,
 * listening and every pending call and timer.
 */
import { Clock, Effect, FiberHandle, FiberSet, Queue, Stream } from "effect"
import { Api, serverMessageOf } from "../ports/Api.ts"
import { Proctor } from "../ports/Proctor.ts"
import { INTERVIEW_RECOGNITION, type Recognised, Speech } from "../ports/Speech.ts"
import { Storage } from "../ports/Storage.ts"
import { type Command, type Event, initialState, type LiveInterviewState, transition } from "./machine.ts"
import { type ToastMessage, VOICE_STORAGE_KEY } from "./messages.ts"
import { readQuestion } from "./question.ts"

export interface LiveInterviewHost {
  /** Called once the interview takes events, with the function that hands it one. */
  readonly onReady?: (dispatch: (event: Event) => void) => void
  /** Called with the first state and after every change. */
  readonly onState: (state: LiveInterviewState) => void
  readonly toast: (toast: ToastMessage) => void
  readonly navigate: (path: string) => void
}

export type LiveInterviewServices = Api | Speech | Proctor | Storage

const DONE = "done" as const

const isOver = (state: LiveInterviewState) => state.stage === "finished" || state.stage === "left"

/**
 * What the server says of the interview before Start: finished or missing (404), its answer mode and name. Any
 * other failure leaves the interview open, so a slow or failing details call never blocks an interview.
 */
const lookUp = (api: Api["Service"], interviewId: number) =>
  api.details(interviewId).pipe(
    Effect.map((d) => ({
      access: d.status === "COMPLETED" ? "finished" as const : "open" as const,
      answerMode: d.answer_user_properties.answerMode === "text" ? "text" as const : "voice" as const,
      title: d.display_name.trim() === "" ? null : d.display_name,
      strikes: d.strikes
    })),
    Effect.catch((e) => Effect.succeed(e.status === 404 ? { access: "missing" as const } : {}))
  )

/** Runs interview `interviewId` until it is finished or left, and answers its last state. */
export const runLiveInterview = Effect.fn("runLiveInterview")(
  function*(interviewId: number, host: LiveInterviewHost) {
    const api = yield* Api
    const speech = yield* Speech
    const proctor = yield* Proctor
    const storage = yield* Storage
    const work = yield* Queue.unbounded<Command | typeof DONE>()
    const tasks = yield* FiberSet.make()
    const reading = yield* FiberHandle.make()
    const listening = yield* FiberHandle.make()

    // Transitions happen as events arrive, synchronously (a typed character is in the store before the next
    // keystroke); their commands queue up and run in order below. DONE follows the commands of the last one.
    let state = initialState(interviewId)
    const dispatch = (event: Event): void => {
      if (isOver(state)) return
      const [next, commands] = transition(state, event)
      if (next !== state) {
        state = next
        host.onState(state)
      }
      Queue.offerAllUnsafe(work, commands)
      if (isOver(state)) Queue.offerUnsafe(work, DONE)
    }
    const send = (event: Event) => Effect.sync(() => dispatch(event))
    const fork = <A>(effect: Effect.Effect<A>) => Effect.asVoid(FiberSet.run(tasks, effect))

    const heard = (r: Recognised) =>
      Effect.flatMap(Clock.currentTimeMillis, (at) =>
        send(
          r._tag === "Started"
            ? { _tag: "RecognitionStarted", at }
            : { _tag: "Heard", text: r.text, final: r._tag === "Final", at }
        ))

    const execute = (command: Command): Effect.Effect<void> => {
      switch (command._tag) {
        case "LoadVoices":
          return fork(Effect.flatMap(speech.voices, (voices) => send({ _tag: "VoicesLoaded", voices, saved: storage.get(VOICE_STORAGE_KEY) })))
        case "SaveVoice":
          return Effect.sync(() => storage.set(VOICE_STORAGE_KEY, command.name))
        case "EnterFullscreen":
          return fork(proctor.enterFullscreen.pipe(
            Effect.matchEffect({
              onFailure: () => send({ _tag: "FullscreenRefused" }),
              onSuccess: () => send({ _tag: "FullscreenEntered" })
            })
          ))
        case "ExitFullscreen":
          return proctor.exitFullscreen
        case "FetchQuestion":
          return fork(api.question(interviewId).pipe(
            Effect.matchEffect({
              onFailure: (e) => send({ _tag: "QuestionFailed", serial: command.serial, message: serverMessageOf(e) ?? "" }),
              onSuccess: (result) => {
                const outcome = readQuestion(result)
                return send(
                  outcome._tag === "Question"
                    ? { _tag: "QuestionLoaded", serial: command.serial, question: outcome.question }
                    : { _tag: "NoQuestionLeft", serial: command.serial, message: outcome.message }
                )
              }
            })
          ))
        case "Speak":
          // A voice that fails to read still ends the reading, so Repeat Question comes back.
          return Effect.asVoid(FiberHandle.run(reading)(
            speech.speak(command.text, command.voice).pipe(
              Effect.ignore,
              Effect.andThen(send({ _tag: "ReadingFinished", reading: command.reading }))
            )
          ))
        case "CancelSpeech":
          return Effect.andThen(FiberHandle.clear(reading), speech.cancelSpeaking)
        case "StartListening":
          return Effect.asVoid(FiberHandle.run(listening)(
            Stream.runForEach(speech.listen(INTERVIEW_RECOGNITION), heard).pipe(
              Effect.matchEffect({
                onFailure: (e) => send({ _tag: "RecognitionFailed", code: e.code, starting: e.starting }),
                onSuccess: () => send({ _tag: "RecognitionEnded" })
              })
            )
          ))
        case "StopListening":
          return speech.stopListening
        case "SubmitAnswer":
          return fork(api.submitResponse(interviewId, command.submission).pipe(
            Effect.matchEffect({
              onFailure: (e) => send({ _tag: "SubmitFailed", serial: command.serial, message: serverMessageOf(e) ?? "" }),
              onSuccess: (feedback) =>
                send({ _tag: "AnswerRecorded", serial: command.serial, status: command.submission.status, feedback })
            })
          ))
        case "RecordTabSwitch":
          return fork(api.tabSwitch(interviewId).pipe(
            Effect.matchEffect({
              onFailure: (e) => send({ _tag: "TabSwitchFailed", message: serverMessageOf(e) ?? "" }),
              onSuccess: (r) => send({ _tag: "TabSwitchRecorded", totalTabSwitches: r.totalTabSwitches, closed: r.closed })
            })
          ))
        case "EndInterview":
          return fork(api.endInterview(interviewId, command.isTabSwitch).pipe(
            Effect.matchEffect({
              onFailure: (e) => send({ _tag: "EndFailed", isTabSwitch: command.isTabSwitch, status: e.status, message: serverMessageOf(e) ?? "" }),
              onSuccess: (message) => send({ _tag: "InterviewEnded", isTabSwitch: command.isTabSwitch, message })
            })
          ))
        case "After":
          return fork(Effect.andThen(Effect.sleep(command.ms), send(command.event)))
        case "Toast":
          return Effect.sync(() => host.toast(command.toast))
        case "Navigate":
          return Effect.sync(() => host.navigate(command.path))
      }
    }

    host.onState(state)
    yield* fork(Stream.runForEach(proctor.violations, (violation) => send({ _tag: "ViolationDetected", violation })))
    dispatch({ _tag: "Opened", recognitionSupported: speech.recognitionSupported, ...(yield* lookUp(api, interviewId)) })
    host.onReady?.(dispatch)

    while (true) {
      const command = yield* Queue.take(work)
      if (command === DONE) return state
      yield* execute(command)
    }
  },
  Effect.scoped
)
