/**
 * What every Proctor adapter must do: enter and leave fullscreen, and report each way of leaving the interview
 * (hidden tab, minimised window, fullscreen exit) to whoever watches, once per departure.
 */
import { it } from "@effect/vitest"
import { Effect, Fiber, Stream } from "effect"
import { expect } from "vitest"
import { type ProctorShape, VIOLATIONS, type Violation } from "../../../core/ports/Proctor.ts"

export interface ProctorUnderTest {
  readonly proctor: ProctorShape
  /** Makes the candidate leave the interview this way. */
  readonly leave: (violation: Violation) => void
  readonly isFullscreen: () => boolean
}

const settle = Effect.gen(function*() {
  for (let i = 0; i < 20; i++) yield* Effect.yieldNow
})

export const proctorContract = (make: () => ProctorUnderTest) => {
  it.effect("enters and exits fullscreen", () =>
    Effect.gen(function*() {
      const subject = make()
      yield* subject.proctor.enterFullscreen
      expect(subject.isFullscreen()).toBe(true)
      yield* subject.proctor.exitFullscreen
      expect(subject.isFullscreen()).toBe(false)
    }))

  it.effect("reports each hidden tab, minimised window and fullscreen exit once, while watched", () =>
    Effect.gen(function*() {
      const subject = make()
      yield* subject.proctor.enterFullscreen
      const seen: Array<Violation> = []
      const watching = yield* Effect.forkChild(
        Stream.runForEach(subject.proctor.violations, (v) => Effect.sync(() => void seen.push(v)))
      )
      yield* settle
      for (const violation of VIOLATIONS) {
        subject.leave(violation)
        yield* settle
        yield* subject.proctor.enterFullscreen
      }
      yield* Fiber.interrupt(watching)
      subject.leave("hidden-tab")
      expect(seen).toEqual([...VIOLATIONS])
    }))
}
