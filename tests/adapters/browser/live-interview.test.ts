// @vitest-environment happy-dom
/**
 * The live interview's interpreter driving the browser adapters (scripted Web Speech objects and document) the
 * way the React screen does: a question read aloud by speechSynthesis, an answer heard by recognition and sent
 * with its timing, the speech messages of spec §8, and three departures closing the interview.
 */
import { afterEach, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { makeBrowserProctor } from "../../../adapters/browser/proctor.ts"
import { makeBrowserSpeech } from "../../../adapters/browser/speech.ts"
import { runLiveInterview } from "../../../core/live-interview/interpreter.ts"
import type { Event, LiveInterviewState } from "../../../core/live-interview/machine.ts"
import type { ToastMessage } from "../../../core/live-interview/messages.ts"
import { Api } from "../../../core/ports/Api.ts"
import { Proctor } from "../../../core/ports/Proctor.ts"
import { Speech } from "../../../core/ports/Speech.ts"
import { Storage } from "../../../core/ports/Storage.ts"
import { INTERVIEW_ID, questionResult, scriptedApi } from "../../core/live-interview/support.ts"
import {
  currentRecognition,
  FakeRecognition,
  FakeSynthesis,
  resetRecognition,
  scriptDocument,
  type ScriptedDocument,
  webSpeech
} from "./fakes.ts"

const VOICES = [
  { name: "Alex", lang: "en-GB" },
  { name: "Google US English", lang: "en-US" }
]

let doc: ScriptedDocument | null = null
afterEach(() => {
  doc?.restore()
  doc = null
  resetRecognition()
})

/** Lets the fakes' microtasks and timers and every forked fiber run, without the Effect clock moving. */
const tick = Effect.gen(function*() {
  for (let i = 0; i < 3; i++) {
    yield* Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    for (let j = 0; j < 30; j++) yield* Effect.yieldNow
  }
})

const start = (options: { readonly recognition?: boolean } = {}) =>
  Effect.gen(function*() {
    resetRecognition()
    doc = scriptDocument()
    const synthesis = new FakeSynthesis({ voices: VOICES })
    const script = scriptedApi([
      questionResult(11, "What does a Python generator do?"),
      questionResult(12, "How does the GIL affect threads?")
    ])
    const states: Array<LiveInterviewState> = []
    const toasts: Array<ToastMessage> = []
    const navigations: Array<string> = []
    let dispatch: (event: Event) => void = () => undefined
    yield* runLiveInterview(INTERVIEW_ID, {
      onReady: (d) => void (dispatch = d),
      onState: (s) => void states.push(s),
      toast: (t) => void toasts.push(t),
      navigate: (p) => void navigations.push(p)
    }).pipe(
      Effect.provide(Layer.mergeAll(
        Layer.succeed(Api)(script.api),
        Layer.succeed(Speech)(makeBrowserSpeech(webSpeech(synthesis, options.recognition ?? true))),
        Layer.succeed(Proctor)(makeBrowserProctor()),
        Layer.succeed(Storage)(Storage.makeMemory())
      )),
      Effect.forkChild
    )
    yield* tick
    const send = (event: Event) => Effect.andThen(Effect.sync(() => dispatch(event)), tick)
    return { doc: doc!, synthesis, script, toasts, navigations, send, state: () => states.at(-1)! }
  })

describe("the live interview on the browser adapters", () => {
  it.effect("Start enters fullscreen, the question is read with 'Google US English', the spoken answer is sent with its timing", () =>
    Effect.gen(function*() {
      const run = yield* start()
      expect(run.state().voices).toEqual(VOICES)
      expect(run.state().voice?.name).toBe("Google US English")
      yield* run.send({ _tag: "Begin" })
      expect(run.doc.isFullscreen()).toBe(true)
      expect(run.synthesis.spoken.map((u) => [u.text, u.voice?.name])).toEqual([["What does a Python generator do?", "Google US English"]])
      expect(run.state()).toMatchObject({ reading: true, questionStatus: "ready" })
      run.synthesis.finish()
      yield* tick
      expect(run.state().reading).toBe(false)

      yield* run.send({ _tag: "ListeningToggled" })
      expect(run.state().listening).toBe(true)
      const recognition = currentRecognition()
      recognition.hear("It yields values", false)
      yield* tick
      expect(run.state().interim).toBe("It yields values")
      yield* TestClock.adjust(2000)
      recognition.hear("It yields values lazily, one at a time.", true)
      yield* tick
      expect(run.state()).toMatchObject({ transcript: "It yields values lazily, one at a time.", interim: "" })

      yield* run.send({ _tag: "SubmitRequested" })
      expect(recognition.calls).toContain("stop")
      expect(run.script.submissions).toHaveLength(1)
      expect(run.script.submissions[0]).toMatchObject({
        answer: "It yields values lazily, one at a time.",
        status: "ANSWERED",
        timing: { durationMs: 2000 }
      })
      expect(run.state().feedback?.score).toBe(82)
    }))

  it.effect("no SpeechRecognition (Firefox): 'Speech recognition not supported in this browser', and typing still answers", () =>
    Effect.gen(function*() {
      const run = yield* start({ recognition: false })
      expect(run.state().recognitionSupported).toBe(false)
      yield* run.send({ _tag: "Begin" })
      yield* run.send({ _tag: "ListeningToggled" })
      expect(run.toasts).toEqual([{ title: "Speech recognition not supported in this browser", variant: "error" }])
      expect(run.state().listening).toBe(false)
      yield* run.send({ _tag: "TranscriptEdited", text: "Generators yield lazily." })
      yield* run.send({ _tag: "SubmitRequested" })
      expect(run.script.submissions[0]).toMatchObject({ answer: "Generators yield lazily.", status: "ANSWERED" })
      expect(run.script.submissions[0]?.timing).toBeUndefined()
    }))

  it.effect("a recognition that cannot start: 'Could not start listening. Please try again.'", () =>
    Effect.gen(function*() {
      const run = yield* start()
      yield* run.send({ _tag: "Begin" })
      FakeRecognition.control.refuseStart = "InvalidStateError"
      yield* run.send({ _tag: "ListeningToggled" })
      expect(run.toasts).toEqual([{ title: "Could not start listening. Please try again.", variant: "error" }])
      expect(run.state().listening).toBe(false)
    }))

  it.effect("a recognition error: 'Error: {code}', with what to do when the microphone is blocked", () =>
    Effect.gen(function*() {
      const run = yield* start()
      yield* run.send({ _tag: "Begin" })
      yield* run.send({ _tag: "ListeningToggled" })
      currentRecognition().fail("not-allowed")
      yield* tick
      expect(run.toasts).toEqual([{
        title: "Error: not-allowed",
        description: "Microphone access is blocked: allow it in the address bar, or type your answer.",
        variant: "error"
      }])
      expect(run.state().listening).toBe(false)
    }))

  it.effect("three departures (hidden tab, Escape, hidden tab) are three strikes; the third closes the interview after 1.5 s", () =>
    Effect.gen(function*() {
      const run = yield* start()
      yield* run.send({ _tag: "Begin" })
      run.doc.hide()
      run.doc.dropFullscreen()
      run.doc.show()
      yield* tick
      expect(run.state().warning).toEqual({ count: 1, closed: false })
      yield* run.send({ _tag: "ReturnToFullscreenRequested" })
      expect(run.doc.isFullscreen()).toBe(true)
      run.doc.dropFullscreen()
      yield* tick
      expect(run.state().warning).toEqual({ count: 2, closed: false })
      yield* run.send({ _tag: "ReturnToFullscreenRequested" })
      yield* TestClock.adjust(5000)
      run.doc.hide()
      run.doc.show()
      yield* tick
      expect(run.state()).toMatchObject({ stage: "closing", warning: { count: 3, closed: true } })
      expect(run.script.tabSwitches).toBe(3)
      yield* TestClock.adjust(1500)
      yield* tick
      expect(run.script.ends).toEqual([true])
      expect(run.navigations).toEqual([`/results/${INTERVIEW_ID}`])
      expect(run.toasts.at(-1)?.title).toBe("Interview closed due to tab switching!")
      expect(run.doc.isFullscreen()).toBe(false)
    }))
})
