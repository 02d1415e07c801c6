/**
 * What every Speech adapter must do, whatever drives it (the scripted memory speech, Web Speech over scripted
 * browser objects): read and finish, stop reading when cancelled, listen with the asked options, deliver
 * interim and final text, end after a stop, and fail with the recognition's error code.
 */
import { it } from "@effect/vitest"
import { Effect, Fiber, Stream } from "effect"
import { TestClock } from "effect/testing"
import { expect } from "vitest"
import { INTERVIEW_RECOGNITION, type Recognised, type SpeechShape } from "../../../core/ports/Speech.ts"

export interface SpeechUnderTest {
  readonly speech: SpeechShape
  /** Makes the recognition in progress hear `text`. */
  readonly hear: (text: string, final: boolean) => void
  /** Makes the recognition in progress fail with `code`. */
  readonly fail: (code: string) => void
  /** The text most recently read aloud. */
  readonly lastSpoken: () => string | null
}

const settle = Effect.gen(function*() {
  for (let i = 0; i < 20; i++) yield* Effect.yieldNow
})

export const speechContract = (make: () => SpeechUnderTest) => {
  it.effect("lists voices with a name and a language", () =>
    Effect.gen(function*() {
      const voices = yield* make().speech.voices
      for (const v of voices) expect(v).toEqual({ name: expect.any(String), lang: expect.any(String) })
    }))

  it.effect("speak reads the text and completes", () =>
    Effect.gen(function*() {
      const subject = make()
      const reading = yield* Effect.forkChild(subject.speech.speak("What is a closure?", null))
      yield* TestClock.adjust(120_000)
      yield* Fiber.join(reading)
      expect(subject.lastSpoken()).toBe("What is a closure?")
    }))

  // Without the clock moving: only the cancel can end this reading.
  it.effect("cancel stops a reading in progress", () =>
    Effect.gen(function*() {
      const subject = make()
      const reading = yield* Effect.forkChild(subject.speech.speak("A long question ".repeat(50), null))
      yield* settle
      yield* subject.speech.cancelSpeaking
      yield* Fiber.join(reading)
    }))

  it.effect("recognition starts, delivers interim and final text, and ends after a stop", () =>
    Effect.gen(function*() {
      const subject = make()
      const heard: Array<Recognised> = []
      const listening = yield* Effect.forkChild(
        Stream.runForEach(subject.speech.listen(INTERVIEW_RECOGNITION), (r) => Effect.sync(() => void heard.push(r)))
      )
      yield* settle
      subject.hear("a closure", false)
      subject.hear("A closure keeps its scope.", true)
      yield* settle
      yield* subject.speech.stopListening
      yield* Fiber.join(listening)
      expect(heard).toEqual([
        { _tag: "Started" },
        { _tag: "Interim", text: "a closure" },
        { _tag: "Final", text: "A closure keeps its scope." }
      ])
    }))

  it.effect("a recognition error fails the stream with its code", () =>
    Effect.gen(function*() {
      const subject = make()
      const listening = yield* Effect.forkChild(Stream.runDrain(subject.speech.listen(INTERVIEW_RECOGNITION)))
      yield* settle
      subject.fail("no-speech")
      const error = yield* Effect.flip(Fiber.join(listening))
      expect(error).toMatchObject({ _tag: "RecognitionFailed", code: "no-speech", starting: false })
    }))
}
