/**
 * The Proctor port: fullscreen for the live interview and the violations that count as strikes (spec §4
 * "Strikes": a hidden tab, a minimised window, leaving fullscreen). The browser maps it onto the Fullscreen API
 * (`requestFullscreen`, `exitFullscreen`, `fullscreenchange`) and Page Visibility (`visibilitychange`); a
 * scripted memory implementation serves tests and the terminal, where there is nothing to leave.
 */
import { type Cause, Context, Effect, Layer, Queue, Schema, Stream } from "effect"

/** One way of leaving the interview. */
export type Violation = "hidden-tab" | "minimised" | "fullscreen-exit"

export const VIOLATIONS: ReadonlyArray<Violation> = ["hidden-tab", "minimised", "fullscreen-exit"]

/** The host would not enter fullscreen (no user gesture, or fullscreen is not available). */
export class FullscreenRefused extends Schema.TaggedError<FullscreenRefused>()("FullscreenRefused", {
  message: Schema.String
}) {}

export interface ProctorShape {
  readonly enterFullscreen: Effect.Effect<void, FullscreenRefused>
  /** Leaves fullscreen if in it; leaving this way is not a violation. */
  readonly exitFullscreen: Effect.Effect<void>
  /**
   * Violations from the moment the stream is consumed until it is interrupted. One departure is one violation:
   * an adapter that sees a tab switch both as `visibilitychange` and `fullscreenchange` reports it once.
   */
  readonly violations: Stream.Stream<Violation>
}

export class Proctor extends Context.Service<Proctor, ProctorShape>()("rehearse/ports/Proctor") {
  /** A fresh scripted proctor that enters fullscreen whenever asked and never sees a violation by itself. */
  static readonly layerMemory = Layer.sync(Proctor, () => makeMemoryProctor())

  /** Provides a scripted proctor the test keeps a handle on, to raise violations and check fullscreen. */
  static readonly layerScripted = (proctor: MemoryProctor) => Layer.succeed(Proctor)(proctor)
}

export interface MemoryProctorOptions {
  /** When true, entering fullscreen is refused. */
  readonly refuseFullscreen?: boolean
}

export interface MemoryProctor extends ProctorShape {
  readonly isFullscreen: () => boolean
  /** Every fullscreen request and exit, in order: "enter", "refused", "exit". */
  readonly calls: ReadonlyArray<"enter" | "refused" | "exit">
  /** Reports a violation to whoever watches; false when nobody does. Leaving fullscreen also drops it. */
  readonly violate: (violation: Violation) => boolean
}

export const makeMemoryProctor = (options: MemoryProctorOptions = {}): MemoryProctor => {
  const watchers = new Set<Queue.Queue<Violation, Cause.Done>>()
  const calls: Array<"enter" | "refused" | "exit"> = []
  let fullscreen = false

  return {
    enterFullscreen: Effect.suspend(() => {
      if (options.refuseFullscreen === true) {
        calls.push("refused")
        return Effect.fail(new FullscreenRefused({ message: "Fullscreen is not available here." }))
      }
      calls.push("enter")
      fullscreen = true
      return Effect.void
    }),
    exitFullscreen: Effect.sync(() => {
      calls.push("exit")
      fullscreen = false
    }),
    violations: Stream.callback<Violation>((queue) =>
      Effect.acquireRelease(
        Effect.sync(() => void watchers.add(queue)),
        () => Effect.sync(() => void watchers.delete(queue))
      )
    ),
    isFullscreen: () => fullscreen,
    calls,
    violate: (violation) => {
      if (violation === "fullscreen-exit" || violation === "minimised") fullscreen = false
      for (const queue of watchers) Queue.offerUnsafe(queue, violation)
      return watchers.size > 0
    }
  }
}
