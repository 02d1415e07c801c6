/**
 * The Proctor port on the browser: the Fullscreen API (`requestFullscreen`, `exitFullscreen`,
 * `fullscreenchange`, with Safari's webkit names) and Page Visibility (`visibilitychange`). One departure is
 * one violation: a tab switch that also drops fullscreen is reported once.
 */
import { type Cause, Effect, Layer, Queue, Stream } from "effect"
import { FullscreenRefused, Proctor, type ProctorShape, type Violation } from "../../core/ports/Proctor.ts"

/** The parts of `document` the adapter uses; tests hand in a scripted one. */
export interface DocumentLike {
  readonly visibilityState: string
  readonly fullscreenElement?: unknown
  readonly webkitFullscreenElement?: unknown
  readonly documentElement: {
    requestFullscreen?: (options?: { navigationUI?: "auto" | "hide" | "show" }) => Promise<void> | void
    webkitRequestFullscreen?: () => Promise<void> | void
  }
  exitFullscreen?: () => Promise<void> | void
  webkitExitFullscreen?: () => Promise<void> | void
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

export interface ProctorEnvironment {
  readonly document: DocumentLike
  /** Whether the window looks minimised when the page is hidden; a hidden page is a hidden tab otherwise. */
  readonly isMinimised?: () => boolean
  /** Milliseconds on a monotonic clock (performance.now). */
  readonly now?: () => number
}

/**
 * A fullscreen exit and a hidden page this close together are one departure, whichever the browser reports
 * first (Chrome drops fullscreen when the tab is switched).
 */
export const SAME_DEPARTURE_MS = 1000

const FULLSCREEN_EVENTS = ["fullscreenchange", "webkitfullscreenchange"] as const

// No browser says "minimised"; Windows parks a minimised window at -32000, and some report a 0×0 window.
const looksMinimised = (): boolean => {
  const w = globalThis as { screenX?: number; screenY?: number; outerWidth?: number; outerHeight?: number }
  return (w.screenX ?? 0) <= -32000 || (w.screenY ?? 0) <= -32000 || (w.outerWidth === 0 && w.outerHeight === 0)
}

const fullscreenElementOf = (doc: DocumentLike): unknown => doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null

const messageOf = (thrown: unknown): string =>
  thrown instanceof Error && thrown.message !== "" ? thrown.message : "The browser would not enter fullscreen."

export const makeBrowserProctor = (environment: ProctorEnvironment = { document: globalThis.document }): ProctorShape => {
  const doc = environment.document
  const isMinimised = environment.isMinimised ?? looksMinimised
  const now = environment.now ?? (() => performance.now())
  const watchers = new Set<Queue.Queue<Violation, Cause.Done>>()
  // True while the page is in fullscreen because we asked: only then is leaving it a violation.
  let expectingFullscreen = false
  let hidden = doc.visibilityState === "hidden"
  let lastExitReportedAt = Number.NEGATIVE_INFINITY

  const report = (violation: Violation) => {
    for (const queue of watchers) Queue.offerUnsafe(queue, violation)
  }

  const onVisibilityChange = () => {
    const nowHidden = doc.visibilityState === "hidden"
    if (nowHidden === hidden) return
    hidden = nowHidden
    if (!nowHidden) return
    // Fullscreen goes with the page: its exit, if the browser reports it next, belongs to this departure.
    expectingFullscreen = false
    if (now() - lastExitReportedAt < SAME_DEPARTURE_MS) return
    report(isMinimised() ? "minimised" : "hidden-tab")
  }

  const onFullscreenChange = () => {
    if (fullscreenElementOf(doc) !== null) {
      // Back in fullscreen: whatever comes next is a new departure.
      expectingFullscreen = true
      lastExitReportedAt = Number.NEGATIVE_INFINITY
      return
    }
    if (!expectingFullscreen) return
    expectingFullscreen = false
    if (doc.visibilityState === "hidden") return
    lastExitReportedAt = now()
    report("fullscreen-exit")
  }

  const listen = () => {
    hidden = doc.visibilityState === "hidden"
    doc.addEventListener("visibilitychange", onVisibilityChange)
    for (const type of FULLSCREEN_EVENTS) doc.addEventListener(type, onFullscreenChange)
  }
  const unlisten = () => {
    doc.removeEventListener("visibilitychange", onVisibilityChange)
    for (const type of FULLSCREEN_EVENTS) doc.removeEventListener(type, onFullscreenChange)
  }

  // Called straight from the Start button's click (through the SDK), so the browser sees the user's gesture.
  const enterFullscreen: ProctorShape["enterFullscreen"] = Effect.suspend(() => {
    if (fullscreenElementOf(doc) !== null) {
      expectingFullscreen = true
      return Effect.void
    }
    const root = doc.documentElement
    const request = root.requestFullscreen !== undefined
      ? () => root.requestFullscreen!({ navigationUI: "hide" })
      : root.webkitRequestFullscreen !== undefined
      ? () => root.webkitRequestFullscreen!()
      : null
    if (request === null) return Effect.fail(new FullscreenRefused({ message: "Fullscreen is not available in this browser." }))
    return Effect.tryPromise({
      try: async () => await request(),
      catch: (thrown) => new FullscreenRefused({ message: messageOf(thrown) })
    }).pipe(
      Effect.tap(() =>
        Effect.sync(() => {
          expectingFullscreen = true
        })
      )
    )
  })

  const exitFullscreen: ProctorShape["exitFullscreen"] = Effect.sync(() => {
    expectingFullscreen = false
    if (fullscreenElementOf(doc) === null) return
    try {
      const leaving = doc.exitFullscreen?.() ?? doc.webkitExitFullscreen?.()
      if (leaving instanceof Promise) leaving.catch(() => undefined)
    } catch {
      // The page is leaving fullscreen anyway (or never was in it).
    }
  })

  const violations: ProctorShape["violations"] = Stream.callback<Violation>((queue) =>
    Effect.acquireRelease(
      Effect.sync(() => {
        if (watchers.size === 0) listen()
        watchers.add(queue)
      }),
      () =>
        Effect.sync(() => {
          watchers.delete(queue)
          if (watchers.size === 0) unlisten()
        })
    )
  )

  return { enterFullscreen, exitFullscreen, violations }
}

/** The browser's proctor over `document`, made when the SDK's runtime is built. */
export const layer = Layer.sync(Proctor, () => makeBrowserProctor())
