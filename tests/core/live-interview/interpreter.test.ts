/**
 * The interpreter against scripted ports, on the TestClock: every delay of spec §9 (500 ms speaking animation,
 * 300 ms skip advance, 1500 ms forced close) and the spoken answer's timing come from Effect's clock.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer } from "effect"
import { TestClock } from "effect/testing"
import { runLiveInterview } from "../../../core/live-interview/interpreter.ts"
import { controlsOf, type Event, type LiveInterviewState } from "../../../core/live-interview/machine.ts"
import type { ToastMessage } from "../../../core/live-interview/messages.ts"
import { Api, type QuestionResult } from "../../../core/ports/Api.ts"
import { makeMemoryProctor, Proctor } from "../../../core/ports/Proctor.ts"
import { makeMemorySpeech, Speech } from "../../../core/ports/Speech.ts"
import { Storage, type StorageShape } from "../../../core/ports/Storage.ts"
import { INTERVIEW_ID, questionResult, scriptedApi } from "./support.ts"

const QUESTIONS: ReadonlyArray<QuestionResult> = [
  questionResult(11, "What does a Python generator do?"),
  questionResult(12, "How does the GIL affect threads?")
]

/** Lets every forked fiber run as far as it can without the clock moving. */
const settle = Effect.gen(function*() {
  for (let i = 0; i < 30; i++) yield* Effect.yieldNow
})

interface Options {
  readonly speakingMs?: number
  readonly failSubmit?: boolean
  readonly storage?: StorageShape
}

const start = (options: Options = {}) =>
  Effect.gen(function*() {
    const script = scriptedApi(QUESTIONS, options.failSubmit)
    const speech = makeMemorySpeech({
      speakingMs: options.speakingMs ?? 0,
      voices: [{ name: "Alex", lang: "en-GB" }, { name: "Google US English", lang: "en-US" }]
    })
    const proctor = makeMemoryProctor()
    const storage = options.storage ?? Storage.makeMemory()
    const states: Array<LiveInterviewState> = []
    const toasts: Array<ToastMessage> = []
    const navigations: Array<string> = []
    let dispatch: (event: Event) => void = () => undefined
    const fiber = yield* runLiveInterview(INTERVIEW_ID, {
      onReady: (d) => void (dispatch = d),
      onState: (s) => void states.push(s),
      toast: (t) => void toasts.push(t),
      navigate: (p) => void navigations.push(p)
    }).pipe(
      Effect.provide(Layer.mergeAll(
        Layer.succeed(Api)(script.api),
        Speech.layerScripted(speech),
        Proctor.layerScripted(proctor),
        Layer.succeed(Storage)(storage)
      )),
      Effect.forkChild
    )
    yield* settle
    const send = (event: Event) =>
      Effect.andThen(
        Effect.sync(() => dispatch(event)),
        settle
      )
    const wait = (ms: number) => Effect.andThen(TestClock.adjust(ms), settle)
    return { script, speech, proctor, storage, fiber, states, toasts, navigations, send, wait, state: () => states.at(-1)! }
  })

describe("the live interview on the clock", () => {
  it.effect("the speaking animation starts 500 ms after reading starts, and stops when reading ends", () =>
    Effect.gen(function*() {
      const run = yield* start({ speakingMs: 2000 })
      yield* run.send({ _tag: "Begin" })
      expect(run.proctor.isFullscreen()).toBe(true)
      expect(run.state()).toMatchObject({ questionStatus: "ready", reading: true, speakingAnimation: false })
      expect(run.speech.spoken).toEqual([{ text: "What does a Python generator do?", voice: "Google US English" }])
      yield* run.wait(499)
      expect(run.state().speakingAnimation).toBe(false)
      yield* run.wait(1)
      expect(run.state().speakingAnimation).toBe(true)
      expect(controlsOf(run.state()).canRepeat).toBe(false)
      yield* run.wait(1500)
      expect(run.state()).toMatchObject({ reading: false, speakingAnimation: false })
      expect(controlsOf(run.state()).canRepeat).toBe(true)
    }))

  it.effect("a question read in under 500 ms never shows the animation", () =>
    Effect.gen(function*() {
      const run = yield* start({ speakingMs: 300 })
      yield* run.send({ _tag: "Begin" })
      yield* run.wait(300)
      expect(run.state().reading).toBe(false)
      yield* run.wait(1000)
      expect(run.states.some((s) => s.speakingAnimation)).toBe(false)
    }))

  it.effect("'Repeat Question' reads the question again, with its own 500 ms", () =>
    Effect.gen(function*() {
      const run = yield* start({ speakingMs: 1000 })
      yield* run.send({ _tag: "Begin" })
      yield* run.wait(1000)
      yield* run.send({ _tag: "RepeatRequested" })
      expect(run.speech.spoken).toHaveLength(2)
      yield* run.wait(499)
      expect(run.state().speakingAnimation).toBe(false)
      yield* run.wait(1)
      expect(run.state().speakingAnimation).toBe(true)
    }))

  it.effect("after a confirmed skip the next question is fetched 300 ms later", () =>
    Effect.gen(function*() {
      const run = yield* start()
      yield* run.send({ _tag: "Begin" })
      yield* run.send({ _tag: "SkipRequested" })
      expect(run.state().dialog).toBe("no-response")
      yield* run.send({ _tag: "SkipConfirmed" })
      expect(run.script.submissions).toEqual([
        { question: "What does a Python generator do?", answer: "", questionId: 11, status: "SKIPPED" }
      ])
      expect(run.state()).toMatchObject({ busy: "advancing", questionNumber: 1 })
      yield* run.wait(299)
      expect(run.script.questionCalls).toBe(1)
      expect(run.state().questionNumber).toBe(1)
      yield* run.wait(1)
      expect(run.script.questionCalls).toBe(2)
      expect(run.state()).toMatchObject({ questionNumber: 2, busy: null, question: { id: 12 } })
    }))

  it.effect("the third strike closes the interview 1500 ms later via end-interview with the tab-switch flag", () =>
    Effect.gen(function*() {
      const run = yield* start()
      yield* run.send({ _tag: "Begin" })
      run.proctor.violate("hidden-tab")
      yield* settle
      expect(run.state().warning).toEqual({ count: 1, closed: false })
      yield* run.send({ _tag: "ReturnToFullscreenRequested" })
      run.proctor.violate("minimised")
      run.proctor.violate("fullscreen-exit")
      yield* settle
      expect(run.script.tabSwitches).toBe(3)
      expect(run.state()).toMatchObject({ stage: "closing", warning: { count: 3, closed: true } })
      yield* run.wait(1499)
      expect(run.script.ends).toEqual([])
      yield* run.wait(1)
      expect(run.script.ends).toEqual([true])
      expect(run.toasts).toContainEqual({
        title: "Interview closed due to tab switching!",
        description: "You switched tabs 3 times. The interview is now closed.",
        variant: "info"
      })
      expect(run.navigations).toEqual([`/results/${INTERVIEW_ID}`])
      expect((yield* Fiber.join(run.fiber)).stage).toBe("finished")
      expect(run.proctor.isFullscreen()).toBe(false)
    }))

  it.effect("the spoken answer's timing is read from the clock and sent with the answer", () =>
    Effect.gen(function*() {
      const run = yield* start()
      yield* run.send({ _tag: "Begin" })
      yield* run.send({ _tag: "ListeningToggled" })
      expect(run.speech.isListening()).toBe(true)
      yield* run.wait(1000)
      run.speech.hear("A generator", false)
      yield* run.wait(1500)
      run.speech.hear("A generator yields values lazily.")
      yield* run.wait(500)
      yield* run.send({ _tag: "SubmitRequested" })
      expect(run.speech.isListening()).toBe(false)
      expect(run.script.submissions).toEqual([{
        question: "What does a Python generator do?",
        answer: "A generator yields values lazily.",
        questionId: 11,
        status: "ANSWERED",
        timing: { durationMs: 2500, segments: [{ text: "A generator yields values lazily.", startMs: 1000, endMs: 2500 }] }
      }])
      expect(run.state().feedback?.score).toBe(82)
    }))

  it.effect("a failed submit ends the interview with 'Interview Ended'", () =>
    Effect.gen(function*() {
      const run = yield* start({ failSubmit: true })
      yield* run.send({ _tag: "Begin" })
      yield* run.send({ _tag: "TranscriptEdited", text: "An answer." })
      yield* run.send({ _tag: "SubmitRequested" })
      expect(run.state().ended).toBe(true)
      expect(run.toasts.map((t) => t.title)).toEqual(["Interview Ended"])
    }))

  it.effect("leaving stops reading and exits fullscreen, and the run ends", () =>
    Effect.gen(function*() {
      const run = yield* start({ speakingMs: 5000 })
      yield* run.send({ _tag: "Begin" })
      expect(run.speech.isSpeaking()).toBe(true)
      yield* run.send({ _tag: "Left" })
      expect(run.speech.isSpeaking()).toBe(false)
      expect(run.proctor.calls).toEqual(["enter", "exit"])
      expect((yield* Fiber.join(run.fiber)).stage).toBe("left")
      expect(run.navigations).toEqual([])
    }))

  it.effect("the chosen reading voice is remembered for the next interview", () =>
    Effect.gen(function*() {
      const storage = Storage.makeMemory()
      const first = yield* start({ storage })
      yield* first.send({ _tag: "VoiceChosen", name: "Alex" })
      expect(storage.get("questionVoice")).toBe("Alex")
      yield* first.send({ _tag: "Left" })
      const second = yield* start({ storage })
      expect(second.state().voice?.name).toBe("Alex")
    }))
})
