// @vitest-environment happy-dom
/**
 * The browser Speech adapter over scripted `speechSynthesis`, `SpeechSynthesisUtterance` and
 * `webkitSpeechRecognition` installed on happy-dom's window: the port's contract, then what Chrome, Safari and
 * Firefox do that the contract does not say (late voices, lost `end` events, self-ending recognition).
 */
import { afterEach, describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Stream } from "effect"
import { TestClock } from "effect/testing"
import { vi } from "vitest"
import { makeBrowserSpeech, readingGuardMs } from "../../../adapters/browser/speech.ts"
import { webSpeechOf } from "../../../adapters/browser/web-speech.ts"
import { INTERVIEW_RECOGNITION, type Recognised } from "../../../core/ports/Speech.ts"
import { speechContract } from "../../core/ports/speech.contract.ts"
import {
  currentRecognition,
  FakeRecognition,
  FakeSynthesis,
  type FakeSynthesisOptions,
  FakeUtterance,
  resetRecognition,
  webSpeech
} from "./fakes.ts"

const VOICES = [
  { name: "Alex", lang: "en-GB", default: true, localService: true, voiceURI: "Alex" },
  { name: "Google US English", lang: "en-US", default: false, localService: false, voiceURI: "Google US English" }
]

const installed: Array<string> = []
/** Puts scripted Web Speech objects on the window, where the adapter looks for them. */
const install = (globals: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(globals)) {
    Object.defineProperty(window, key, { configurable: true, writable: true, value })
    installed.push(key)
  }
}
afterEach(() => {
  for (const key of installed.splice(0)) delete (window as unknown as Record<string, unknown>)[key]
  resetRecognition()
  vi.restoreAllMocks()
})

const settle = Effect.gen(function*() {
  for (let i = 0; i < 20; i++) yield* Effect.yieldNow
})
/** Lets the fakes' microtasks and zero-delay timers, and every forked fiber, run (a few rounds, for busy machines). */
const tick = Effect.gen(function*() {
  for (let i = 0; i < 3; i++) {
    yield* Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    yield* settle
  }
})

const chrome = (options: FakeSynthesisOptions = { voices: VOICES, autoEnd: true }) => {
  resetRecognition()
  const synthesis = new FakeSynthesis(options)
  install({ speechSynthesis: synthesis, SpeechSynthesisUtterance: FakeUtterance, webkitSpeechRecognition: FakeRecognition })
  return { synthesis, speech: makeBrowserSpeech() }
}

const collect = (stream: Stream.Stream<Recognised, unknown>, into: Array<Recognised>) =>
  Effect.forkChild(Effect.exit(Stream.runForEach(stream, (r) => Effect.sync(() => void into.push(r)))))

describe("browser Speech (Web Speech API) against the Speech port's contract", () =>
  speechContract(() => {
    const { synthesis, speech } = chrome()
    return {
      speech,
      hear: (text, final) => currentRecognition().hear(text, final),
      fail: (code) => currentRecognition().fail(code),
      lastSpoken: () => synthesis.spoken.at(-1)?.text ?? null
    }
  }))

describe("browser Speech: finding the browser's objects", () => {
  it("finds the prefixed webkitSpeechRecognition (Chrome, Safari) as well as SpeechRecognition", () => {
    expect(webSpeechOf({ webkitSpeechRecognition: FakeRecognition }).Recognition).toBe(FakeRecognition)
    expect(webSpeechOf({ SpeechRecognition: FakeRecognition, webkitSpeechRecognition: class {} }).Recognition).toBe(FakeRecognition)
  })

  it("without SpeechRecognition (Firefox) recognition is not supported and listening fails to start", async () => {
    install({ speechSynthesis: new FakeSynthesis({ voices: VOICES }), SpeechSynthesisUtterance: FakeUtterance })
    const speech = makeBrowserSpeech()
    expect(speech.recognitionSupported).toBe(false)
    const error = await Effect.runPromise(Effect.flip(Stream.runDrain(speech.listen(INTERVIEW_RECOGNITION))))
    expect(error).toMatchObject({ _tag: "RecognitionFailed", code: "not-supported", starting: true })
  })

  it("without speechSynthesis there are no voices and a question 'reads' at once", async () => {
    const speech = makeBrowserSpeech(webSpeech(null))
    expect(await Effect.runPromise(speech.voices)).toEqual([])
    await Effect.runPromise(speech.speak("What is a closure?", null))
    await Effect.runPromise(speech.cancelSpeaking)
  })
})

describe("browser Speech: voices", () => {
  it("lists each voice by name and language, in the browser's order", async () => {
    const { speech } = chrome()
    expect(await Effect.runPromise(speech.voices)).toEqual([
      { name: "Alex", lang: "en-GB" },
      { name: "Google US English", lang: "en-US" }
    ])
  })

  it("waits for Chrome's voiceschanged when the list starts empty", async () => {
    const { synthesis, speech } = chrome({ voices: [] })
    const voices = Effect.runPromise(speech.voices)
    await new Promise((resolve) => setTimeout(resolve, 5))
    synthesis.loadVoices(VOICES)
    expect((await voices).map((v) => v.name)).toEqual(["Alex", "Google US English"])
    expect(synthesis.voiceListeners).toBe(0)
  })

  it.effect("gives up waiting after 3 s and answers no voices", () =>
    Effect.gen(function*() {
      const { synthesis, speech } = chrome({ voices: [] })
      const voices = yield* Effect.forkChild(speech.voices)
      yield* settle
      yield* TestClock.adjust(3000)
      expect(yield* Fiber.join(voices)).toEqual([])
      expect(synthesis.voiceListeners).toBe(0)
    }))
})

describe("browser Speech: reading aloud", () => {
  it("reads with the browser's own voice object and its language; with no voice chosen, in en-US", async () => {
    const { synthesis, speech } = chrome()
    await Effect.runPromise(speech.speak("What is a closure?", { name: "Google US English", lang: "en-US" }))
    await Effect.runPromise(speech.speak("What is a generator?", null))
    expect(synthesis.spoken.map((u) => [u.text, u.voice?.name ?? null, u.lang])).toEqual([
      ["What is a closure?", "Google US English", "en-US"],
      ["What is a generator?", null, "en-US"]
    ])
  })

  it("completes when the browser reports the end of the reading", async () => {
    const { synthesis, speech } = chrome({ voices: VOICES })
    const reading = Effect.runPromise(speech.speak("Tell me about yourself.", null))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(synthesis.queue).toHaveLength(1)
    synthesis.finish()
    await reading
    expect(synthesis.cancels).toBe(0)
  })

  it("fails with the synthesis error code when the browser cannot read", async () => {
    const { synthesis, speech } = chrome({ voices: VOICES })
    const reading = Effect.runPromise(Effect.flip(speech.speak("Tell me about yourself.", null)))
    await new Promise((resolve) => setTimeout(resolve, 0))
    synthesis.fail("audio-busy")
    expect(await reading).toMatchObject({ _tag: "SpeechSynthesisFailed", code: "audio-busy" })
  })

  it.effect("interrupting a reading cancels the browser's synthesis", () =>
    Effect.gen(function*() {
      const { synthesis, speech } = chrome({ voices: VOICES })
      const reading = yield* Effect.forkChild(speech.speak("Tell me about yourself.", null))
      yield* settle
      yield* Fiber.interrupt(reading)
      expect(synthesis.cancels).toBe(1)
      expect(synthesis.queue).toHaveLength(0)
    }))

  it.effect("cancelSpeaking ends the reading even where the browser reports nothing on cancel", () =>
    Effect.gen(function*() {
      const { synthesis, speech } = chrome({ voices: VOICES, cancelReports: "nothing" })
      const reading = yield* Effect.forkChild(speech.speak("Tell me about yourself.", null))
      yield* settle
      yield* speech.cancelSpeaking
      yield* Fiber.join(reading)
      expect(synthesis.cancels).toBe(1)
    }))

  it.effect("a reading whose end never comes counts as done after its guard time, so Repeat Question comes back", () =>
    Effect.gen(function*() {
      const { speech } = chrome({ voices: VOICES })
      const text = "Walk me through how a hash map handles collisions."
      const reading = yield* Effect.forkChild(speech.speak(text, null))
      yield* settle
      yield* TestClock.adjust(readingGuardMs(text) - 1)
      expect(reading.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      yield* Fiber.join(reading)
    }))
})

describe("browser Speech: reading and listening together", () => {
  it.effect("starting to listen stops a reading in progress, so the microphone does not hear the question", () =>
    Effect.gen(function*() {
      const { synthesis, speech } = chrome({ voices: VOICES })
      const reading = yield* Effect.forkChild(speech.speak("Tell me about a time you disagreed with a colleague.", null))
      yield* settle
      expect(reading.pollUnsafe()).toBeUndefined()
      const fiber = yield* collect(speech.listen(INTERVIEW_RECOGNITION), [])
      yield* tick
      expect(FakeRecognition.control.made).toHaveLength(1)
      expect(synthesis.cancels).toBe(1)
      yield* Fiber.join(reading)
      yield* speech.stopListening
      yield* tick
      yield* Fiber.join(fiber)
    }))

  it("Chrome's network voices are paused and resumed every 10 s while reading, which keeps them from stopping at 15 s", async () => {
    vi.useFakeTimers()
    try {
      const { synthesis, speech } = chrome({ voices: VOICES })
      const reading = Effect.runPromise(speech.speak("A long question ".repeat(20), { name: "Google US English", lang: "en-US" }))
      await vi.advanceTimersByTimeAsync(25_000)
      expect(synthesis.nudges.filter((n) => n === "pause")).toHaveLength(2)
      synthesis.finish()
      await reading
      await vi.advanceTimersByTimeAsync(20_000)
      expect(synthesis.nudges.filter((n) => n === "pause")).toHaveLength(2)
      // A voice on the device needs no nudge.
      const local = Effect.runPromise(speech.speak("A long question ".repeat(20), { name: "Alex", lang: "en-GB" }))
      await vi.advanceTimersByTimeAsync(25_000)
      expect(synthesis.nudges.filter((n) => n === "pause")).toHaveLength(2)
      synthesis.finish()
      await local
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("browser Speech: recognition", () => {
  it.effect("listens in en-US, continuously, with interim results", () =>
    Effect.gen(function*() {
      const { speech } = chrome()
      const heard: Array<Recognised> = []
      const fiber = yield* collect(speech.listen(INTERVIEW_RECOGNITION), heard)
      yield* tick
      const recognition = currentRecognition()
      expect([recognition.lang, recognition.continuous, recognition.interimResults]).toEqual(["en-US", true, true])
      yield* speech.stopListening
      yield* tick
      yield* Fiber.join(fiber)
      expect(recognition.calls).toEqual(["start", "stop"])
    }))

  it.effect("joins the results still being heard and delivers each final result once", () =>
    Effect.gen(function*() {
      const { speech } = chrome()
      const heard: Array<Recognised> = []
      const fiber = yield* collect(speech.listen(INTERVIEW_RECOGNITION), heard)
      yield* tick
      const recognition = currentRecognition()
      recognition.hear("a generator", true)
      recognition.hear(" yields", false)
      // Chrome on Android repeats earlier results from index 0: the final one must not come twice.
      recognition.onresult?.({
        resultIndex: 0,
        results: Object.assign(
          [
            { isFinal: true, length: 1, 0: { transcript: "a generator" } },
            { isFinal: false, length: 1, 0: { transcript: " yields   values" } },
            { isFinal: false, length: 1, 0: { transcript: " lazily" } }
          ],
          { length: 3 }
        )
      })
      yield* settle
      yield* speech.stopListening
      yield* tick
      yield* Fiber.join(fiber)
      expect(heard).toEqual([
        { _tag: "Started" },
        { _tag: "Final", text: "a generator" },
        { _tag: "Interim", text: "yields" },
        { _tag: "Interim", text: "yields values lazily" }
      ])
    }))

  it.effect("a start() that throws fails with starting: true (spec §8 'Could not start listening. Please try again.')", () =>
    Effect.gen(function*() {
      const { speech } = chrome()
      FakeRecognition.control.refuseStart = "InvalidStateError"
      const error = yield* Effect.flip(Stream.runDrain(speech.listen(INTERVIEW_RECOGNITION)))
      expect(error).toMatchObject({ _tag: "RecognitionFailed", code: "InvalidStateError", starting: true })
    }))

  it.effect("an error after starting fails with its code and starting: false (spec §8 'Error: {code}')", () =>
    Effect.gen(function*() {
      const { speech } = chrome()
      const heard: Array<Recognised> = []
      const fiber = yield* collect(speech.listen(INTERVIEW_RECOGNITION), heard)
      yield* tick
      currentRecognition().fail("not-allowed")
      const exit = yield* Fiber.join(fiber)
      expect(exit._tag).toBe("Failure")
      expect(JSON.stringify(exit)).toContain("not-allowed")
    }))

  it.effect("interrupting listening aborts the recognition, and its 'aborted' is not reported", () =>
    Effect.gen(function*() {
      const { speech } = chrome()
      const heard: Array<Recognised> = []
      const fiber = yield* collect(speech.listen(INTERVIEW_RECOGNITION), heard)
      yield* tick
      const recognition = currentRecognition()
      yield* Fiber.interrupt(fiber)
      yield* tick
      expect(recognition.calls).toEqual(["start", "abort"])
      expect(recognition.onerror).toBeNull()
      // A stop after that has nothing to stop.
      yield* speech.stopListening
      expect(recognition.calls).toEqual(["start", "abort"])
    }))

  it.effect("a recognition that Chrome ends by itself after a while is restarted, and the answer goes on", () =>
    Effect.gen(function*() {
      const { speech } = chrome()
      let now = 1_000_000
      vi.spyOn(Date, "now").mockImplementation(() => now)
      const heard: Array<Recognised> = []
      const fiber = yield* collect(speech.listen(INTERVIEW_RECOGNITION), heard)
      yield* tick
      const first = currentRecognition()
      first.hear("first part", true)
      now += 60_000
      first.end()
      yield* tick
      const second = currentRecognition()
      expect(second).not.toBe(first)
      expect(second.calls).toEqual(["start"])
      second.hear("second part", true)
      yield* settle
      yield* speech.stopListening
      yield* tick
      yield* Fiber.join(fiber)
      expect(heard).toEqual([
        { _tag: "Started" },
        { _tag: "Final", text: "first part" },
        { _tag: "Final", text: "second part" }
      ])
    }))

  it.effect("a recognition that ends at once by itself ends listening instead of restarting forever", () =>
    Effect.gen(function*() {
      const { speech } = chrome()
      const fiber = yield* collect(speech.listen(INTERVIEW_RECOGNITION), [])
      yield* tick
      currentRecognition().end()
      const exit = yield* Fiber.join(fiber)
      expect(exit._tag).toBe("Success")
      expect(FakeRecognition.control.made).toHaveLength(1)
    }))
})
