/**
 * Scripted stand-ins for the browser objects the browser adapters drive: `speechSynthesis` with its utterances,
 * `SpeechRecognition`, and the parts of `document` that fullscreen and visibility live on. They behave the way
 * Chrome does where it matters (events, their order, what a cancel or a stop reports).
 */
import type {
  RecognitionLike,
  RecognitionResultEventLike,
  RecognitionResultLike,
  SynthesisLike,
  SynthesisVoiceLike,
  UtteranceLike,
  WebSpeech
} from "../../../adapters/browser/web-speech.ts"

export class FakeUtterance implements UtteranceLike {
  voice: SynthesisVoiceLike | null = null
  lang = ""
  onend: ((event: unknown) => void) | null = null
  onerror: ((event: { readonly error?: string }) => void) | null = null
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

export interface FakeSynthesisOptions {
  readonly voices?: ReadonlyArray<SynthesisVoiceLike>
  /** Reads each question of at most 20 words to its end by itself, on the next task; longer ones go on until stopped. */
  readonly autoEnd?: boolean
  /** What a cancel reports to the reading it stops: Chrome says 'interrupted'; some browsers say nothing. */
  readonly cancelReports?: "interrupted" | "canceled" | "nothing"
}

export class FakeSynthesis implements SynthesisLike {
  voices: ReadonlyArray<SynthesisVoiceLike>
  readonly spoken: Array<FakeUtterance> = []
  readonly queue: Array<FakeUtterance> = []
  cancels = 0
  private readonly listeners = new Set<() => void>()

  private readonly options: FakeSynthesisOptions
  constructor(options: FakeSynthesisOptions = {}) {
    this.options = options
    this.voices = options.voices ?? []
  }

  get speaking() {
    return this.queue.length > 0
  }

  getVoices() {
    return this.voices
  }

  speak(utterance: UtteranceLike) {
    const u = utterance as FakeUtterance
    this.spoken.push(u)
    this.queue.push(u)
    const words = u.text.split(/\s+/).filter((w) => w !== "").length
    if (this.options.autoEnd === true && words <= 20) setTimeout(() => this.finish(u), 0)
  }

  /** Ends a reading the way the browser does when it has read it all. */
  finish(u: FakeUtterance = this.queue[0]!) {
    const at = this.queue.indexOf(u)
    if (at < 0) return
    this.queue.splice(at, 1)
    u.onend?.({})
  }

  fail(error: string, u: FakeUtterance = this.queue[0]!) {
    const at = this.queue.indexOf(u)
    if (at < 0) return
    this.queue.splice(at, 1)
    u.onerror?.({ error })
  }

  cancel() {
    this.cancels++
    const stopped = this.queue.splice(0)
    const report = this.options.cancelReports ?? "interrupted"
    if (report !== "nothing") for (const u of stopped) u.onerror?.({ error: report })
  }

  /** pause() and resume() calls, in order. */
  readonly nudges: Array<"pause" | "resume"> = []

  pause() {
    this.nudges.push("pause")
  }

  resume() {
    this.nudges.push("resume")
  }

  addEventListener(_type: "voiceschanged", listener: () => void) {
    this.listeners.add(listener)
  }

  removeEventListener(_type: "voiceschanged", listener: () => void) {
    this.listeners.delete(listener)
  }

  /** The voice list arrives late, as in Chrome. */
  loadVoices(voices: ReadonlyArray<SynthesisVoiceLike>) {
    this.voices = voices
    for (const listener of [...this.listeners]) listener()
  }

  get voiceListeners() {
    return this.listeners.size
  }
}

const result = (text: string, isFinal: boolean): RecognitionResultLike => ({ isFinal, length: 1, 0: { transcript: text } })

export interface FakeRecognitionControl {
  /** Every recognition made, in order. */
  readonly made: Array<FakeRecognition>
  /** When set, `start()` throws a DOMException-like error with this name. */
  refuseStart: string | null
}

export class FakeRecognition implements RecognitionLike {
  static control: FakeRecognitionControl = { made: [], refuseStart: null }

  lang = ""
  continuous = false
  interimResults = false
  onstart: ((event: unknown) => void) | null = null
  onresult: ((event: RecognitionResultEventLike) => void) | null = null
  onerror: ((event: { readonly error?: string }) => void) | null = null
  onend: ((event: unknown) => void) | null = null
  state: "new" | "listening" | "stopping" | "ended" = "new"
  readonly results: Array<RecognitionResultLike> = []
  calls: Array<"start" | "stop" | "abort"> = []

  constructor() {
    FakeRecognition.control.made.push(this)
  }

  start() {
    this.calls.push("start")
    const refused = FakeRecognition.control.refuseStart
    if (refused !== null) {
      const error = new Error("Failed to execute 'start' on 'SpeechRecognition'")
      error.name = refused
      throw error
    }
    if (this.state !== "new") {
      const error = new Error("recognition has already started")
      error.name = "InvalidStateError"
      throw error
    }
    this.state = "listening"
    queueMicrotask(() => this.onstart?.({}))
  }

  stop() {
    this.calls.push("stop")
    if (this.state !== "listening") return
    this.state = "stopping"
    queueMicrotask(() => this.end())
  }

  abort() {
    this.calls.push("abort")
    if (this.state !== "listening" && this.state !== "stopping") return
    this.state = "stopping"
    queueMicrotask(() => {
      this.onerror?.({ error: "aborted" })
      this.end()
    })
  }

  /** Hears `text`: an interim result replaces the one still being heard; a final one settles it. */
  hear(text: string, isFinal: boolean) {
    const last = this.results.length - 1
    const replacing = last >= 0 && !this.results[last]!.isFinal
    const index = replacing ? last : this.results.length
    this.results[index] = result(text, isFinal)
    const results = Object.assign([...this.results], { length: this.results.length })
    this.onresult?.({ resultIndex: index, results })
  }

  /** Fails as Chrome does: `error`, then `end`. */
  fail(code: string) {
    this.onerror?.({ error: code })
    this.end()
  }

  /** Ends by itself, as Chrome ends a long recognition. */
  end() {
    if (this.state === "ended") return
    this.state = "ended"
    this.onend?.({})
  }
}

export const resetRecognition = () => {
  FakeRecognition.control = { made: [], refuseStart: null }
}

export const currentRecognition = (): FakeRecognition => {
  const last = FakeRecognition.control.made.at(-1)
  if (last === undefined) throw new Error("no recognition was made")
  return last
}

export const webSpeech = (synthesis: FakeSynthesis | null, withRecognition = true): WebSpeech => ({
  synthesis,
  Utterance: synthesis === null ? null : FakeUtterance,
  Recognition: withRecognition ? FakeRecognition : null
})

/**
 * Scripts the page's `document` (happy-dom's, or Chromium's in the e2e suite's spirit): its visibility and its
 * fullscreen element become the test's to move, `requestFullscreen` and `exitFullscreen` work as in Chrome,
 * and each change fires the event the browser fires.
 */
export interface ScriptedDocument {
  readonly requests: Array<string>
  /** When set, `requestFullscreen` rejects with this message (no user gesture, or not allowed). */
  refuse: string | null
  readonly hide: () => void
  readonly show: () => void
  /** The user (or the browser) leaves fullscreen: Escape, or as part of a tab switch. */
  readonly dropFullscreen: () => void
  readonly isFullscreen: () => boolean
  readonly restore: () => void
}

export const scriptDocument = (doc: Document = document, options: { readonly withFullscreen?: boolean } = {}): ScriptedDocument => {
  let visibility: "visible" | "hidden" = "visible"
  let fullscreen: Element | null = null
  const root = doc.documentElement
  const defined: Array<[object, string]> = []
  const define = (target: object, key: string, descriptor: PropertyDescriptor) => {
    Object.defineProperty(target, key, { configurable: true, ...descriptor })
    defined.push([target, key])
  }
  const scripted: ScriptedDocument = {
    requests: [],
    refuse: null,
    hide: () => {
      visibility = "hidden"
      doc.dispatchEvent(new Event("visibilitychange"))
    },
    show: () => {
      visibility = "visible"
      doc.dispatchEvent(new Event("visibilitychange"))
    },
    dropFullscreen: () => {
      if (fullscreen === null) return
      fullscreen = null
      doc.dispatchEvent(new Event("fullscreenchange"))
    },
    isFullscreen: () => fullscreen !== null,
    restore: () => {
      for (const [target, key] of defined.splice(0)) delete (target as Record<string, unknown>)[key]
    }
  }
  define(doc, "visibilityState", { get: () => visibility })
  define(doc, "hidden", { get: () => visibility === "hidden" })
  define(doc, "fullscreenElement", { get: () => fullscreen })
  if (options.withFullscreen === false) {
    define(root, "requestFullscreen", { value: undefined })
    define(doc, "exitFullscreen", { value: undefined })
  } else {
    define(root, "requestFullscreen", {
      value: async (opts?: { navigationUI?: string }) => {
        scripted.requests.push(`enter:${opts?.navigationUI ?? ""}`)
        if (scripted.refuse !== null) throw new TypeError(scripted.refuse)
        fullscreen = root
        doc.dispatchEvent(new Event("fullscreenchange"))
      }
    })
    define(doc, "exitFullscreen", {
      value: async () => {
        scripted.requests.push("exit")
        if (fullscreen === null) throw new TypeError("Document not active")
        fullscreen = null
        doc.dispatchEvent(new Event("fullscreenchange"))
      }
    })
  }
  return scripted
}
