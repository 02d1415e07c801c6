// @vitest-environment happy-dom
/**
 * The browser Proctor adapter over happy-dom's `document`, with its visibility and fullscreen scripted the way
 * Chrome moves them: the port's contract, then one violation per departure whatever order the browser reports
 * a tab switch in, our own exit not counted, and refusals.
 */
import { afterEach, describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Stream } from "effect"
import { type DocumentLike, makeBrowserProctor, SAME_DEPARTURE_MS } from "../../../adapters/browser/proctor.ts"
import type { ProctorShape, Violation } from "../../../core/ports/Proctor.ts"
import { proctorContract } from "../../core/ports/proctor.contract.ts"
import { scriptDocument, type ScriptedDocument } from "./fakes.ts"

const scripted: Array<ScriptedDocument> = []
const script = (options: { readonly withFullscreen?: boolean } = {}) => {
  const doc = scriptDocument(document, options)
  scripted.push(doc)
  return doc
}
afterEach(() => {
  for (const doc of scripted.splice(0)) doc.restore()
  delete (window as unknown as Record<string, unknown>).screenX
})

/** Windows parks a minimised window at -32000. */
const minimiseWindow = (minimised: boolean) => {
  if (minimised) Object.defineProperty(window, "screenX", { configurable: true, value: -32000 })
  else delete (window as unknown as Record<string, unknown>).screenX
}

const settle = Effect.gen(function*() {
  for (let i = 0; i < 20; i++) yield* Effect.yieldNow
})

const watch = (proctor: ProctorShape) =>
  Effect.gen(function*() {
    const seen: Array<Violation> = []
    const fiber = yield* Effect.forkChild(Stream.runForEach(proctor.violations, (v) => Effect.sync(() => void seen.push(v))))
    yield* settle
    return { seen, stop: Fiber.interrupt(fiber) }
  })

describe("browser Proctor (Fullscreen API + Page Visibility) against the Proctor port's contract", () =>
  proctorContract(() => {
    const doc = script()
    return {
      proctor: makeBrowserProctor(),
      isFullscreen: doc.isFullscreen,
      // Each departure ends with the candidate back on the page, as a real one does.
      leave: (violation) => {
        switch (violation) {
          case "hidden-tab":
            doc.hide()
            doc.dropFullscreen()
            doc.show()
            return
          case "minimised":
            minimiseWindow(true)
            doc.hide()
            doc.dropFullscreen()
            minimiseWindow(false)
            doc.show()
            return
          case "fullscreen-exit":
            doc.dropFullscreen()
        }
      }
    }
  }))

describe("browser Proctor: fullscreen", () => {
  it.effect("asks for the whole page in fullscreen with the browser's navigation hidden", () =>
    Effect.gen(function*() {
      const doc = script()
      const proctor = makeBrowserProctor()
      yield* proctor.enterFullscreen
      // Already in it: no second request.
      yield* proctor.enterFullscreen
      expect(doc.requests).toEqual(["enter:hide"])
    }))

  it.effect("a refused request fails with FullscreenRefused and the browser's reason", () =>
    Effect.gen(function*() {
      const doc = script()
      doc.refuse = "Permissions check failed"
      const error = yield* Effect.flip(makeBrowserProctor().enterFullscreen)
      expect(error).toMatchObject({ _tag: "FullscreenRefused", message: "Permissions check failed" })
    }))

  it.effect("where the page cannot go fullscreen at all (iPhone Safari), entering is refused", () =>
    Effect.gen(function*() {
      script({ withFullscreen: false })
      const error = yield* Effect.flip(makeBrowserProctor().enterFullscreen)
      expect(error).toMatchObject({ _tag: "FullscreenRefused", message: "Fullscreen is not available in this browser." })
    }))

  it.effect("leaving fullscreen ourselves (Resume Later, End Interview) is not a violation", () =>
    Effect.gen(function*() {
      const doc = script()
      const proctor = makeBrowserProctor()
      yield* proctor.enterFullscreen
      const watching = yield* watch(proctor)
      yield* proctor.exitFullscreen
      yield* settle
      expect(doc.isFullscreen()).toBe(false)
      expect(doc.requests).toEqual(["enter:hide", "exit"])
      expect(watching.seen).toEqual([])
      // Out of fullscreen already: nothing more to do.
      yield* proctor.exitFullscreen
      expect(doc.requests).toEqual(["enter:hide", "exit"])
    }))

  it.effect("uses Safari's webkit-prefixed fullscreen where the standard one is missing", () =>
    Effect.gen(function*() {
      const calls: Array<string> = []
      const target = new EventTarget()
      let element: unknown = null
      const doc: DocumentLike = {
        visibilityState: "visible",
        get webkitFullscreenElement() {
          return element
        },
        documentElement: {
          webkitRequestFullscreen: () => {
            calls.push("webkitRequestFullscreen")
            element = {}
            target.dispatchEvent(new Event("webkitfullscreenchange"))
          }
        },
        webkitExitFullscreen: () => {
          calls.push("webkitExitFullscreen")
          element = null
          target.dispatchEvent(new Event("webkitfullscreenchange"))
        },
        addEventListener: (type, listener) => target.addEventListener(type, listener),
        removeEventListener: (type, listener) => target.removeEventListener(type, listener)
      }
      const proctor = makeBrowserProctor({ document: doc })
      const watching = yield* watch(proctor)
      yield* proctor.enterFullscreen
      element = null
      target.dispatchEvent(new Event("webkitfullscreenchange"))
      yield* settle
      expect(watching.seen).toEqual(["fullscreen-exit"])
      yield* proctor.enterFullscreen
      yield* proctor.exitFullscreen
      expect(calls).toEqual(["webkitRequestFullscreen", "webkitRequestFullscreen", "webkitExitFullscreen"])
      yield* watching.stop
    }))
})

describe("browser Proctor: one departure is one violation", () => {
  it.effect("a tab switch reported as 'hidden' and then 'fullscreen exit' is one hidden-tab", () =>
    Effect.gen(function*() {
      const doc = script()
      const proctor = makeBrowserProctor()
      yield* proctor.enterFullscreen
      const watching = yield* watch(proctor)
      doc.hide()
      doc.dropFullscreen()
      doc.show()
      yield* settle
      expect(watching.seen).toEqual(["hidden-tab"])
    }))

  it.effect("a tab switch reported as 'fullscreen exit' and then 'hidden' is one violation too", () =>
    Effect.gen(function*() {
      const doc = script()
      const proctor = makeBrowserProctor()
      yield* proctor.enterFullscreen
      const watching = yield* watch(proctor)
      doc.dropFullscreen()
      doc.hide()
      doc.show()
      yield* settle
      expect(watching.seen).toEqual(["fullscreen-exit"])
    }))

  it.effect("Escape out of fullscreen and, later, a switch of tab are two departures", () =>
    Effect.gen(function*() {
      const doc = script()
      let now = 0
      const proctor = makeBrowserProctor({ document, now: () => now })
      yield* proctor.enterFullscreen
      const watching = yield* watch(proctor)
      doc.dropFullscreen()
      now += SAME_DEPARTURE_MS
      doc.hide()
      doc.show()
      yield* settle
      expect(watching.seen).toEqual(["fullscreen-exit", "hidden-tab"])
    }))

  it.effect("a hidden page counts where fullscreen was never entered (refused), and a repeated 'hidden' once", () =>
    Effect.gen(function*() {
      const doc = script()
      doc.refuse = "not allowed"
      const proctor = makeBrowserProctor()
      yield* Effect.ignore(proctor.enterFullscreen)
      const watching = yield* watch(proctor)
      doc.hide()
      doc.hide()
      doc.show()
      doc.dropFullscreen()
      yield* settle
      expect(watching.seen).toEqual(["hidden-tab"])
    }))

  it.effect("nothing is reported while nobody watches, and a later watcher sees only what happens then", () =>
    Effect.gen(function*() {
      const doc = script()
      const proctor = makeBrowserProctor()
      yield* proctor.enterFullscreen
      const first = yield* watch(proctor)
      yield* first.stop
      doc.hide()
      doc.show()
      const second = yield* watch(proctor)
      doc.hide()
      doc.show()
      yield* settle
      expect(first.seen).toEqual([])
      expect(second.seen).toEqual(["hidden-tab"])
    }))
})
