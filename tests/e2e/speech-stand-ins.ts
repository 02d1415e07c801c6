/**
 * Scripted stand-ins for the browser's speech objects, installed with `page.addInitScript` before the app loads
 * (headless Chromium has no voices and cannot recognise anything): `speechSynthesis` and
 * `SpeechSynthesisUtterance` that "read" for a time proportional to the text and log what they read, and
 * `SpeechRecognition`/`webkitSpeechRecognition` that, when started, "hear" the next scripted answer word by word
 * as interim results and then as a final one. `document.visibilityState` becomes the test's to move.
 * The function is serialised into the page: it must not use anything from outside itself.
 */

export interface StandInOptions {
  /** What recognition hears, one answer per start, each in segments (sentences said with a pause between). */
  readonly answers: ReadonlyArray<ReadonlyArray<string>>
  /** How long hearing takes per word (ms); 400 is an ordinary 150 words per minute. */
  readonly hearMsPerWord?: number
  /** The pause between two segments (ms). */
  readonly pauseMs?: number
  /** Leaves SpeechRecognition out, as Firefox does. */
  readonly withoutRecognition?: boolean
  /** How long reading takes per word (ms); at least 900 ms in all, so the 500 ms animation shows. */
  readonly msPerWord?: number
}

export interface StandInLog {
  /** What was read, with which voice, and when reading started (performance.now). */
  readonly spoken: Array<{ text: string; voice: string | null; lang: string; at: number }>
  readonly recognitions: Array<{ lang: string; continuous: boolean; interimResults: boolean }>
  cancels: number
}

export const installSpeechStandIns = (options: StandInOptions): void => {
  const w = window as unknown as Record<string, unknown>
  const log: StandInLog = { spoken: [], recognitions: [], cancels: 0 }
  w.__speech = log

  // Page Visibility: the test hides and shows the page by setting __visibility and dispatching the event.
  w.__visibility = "visible"
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => w.__visibility })
  Object.defineProperty(document, "hidden", { configurable: true, get: () => w.__visibility === "hidden" })

  type Listener = (event: Event) => void
  class Emitter {
    private readonly listeners = new Map<string, Set<Listener>>()
    addEventListener(type: string, listener: Listener) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set())
      this.listeners.get(type)!.add(listener)
    }
    removeEventListener(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener)
    }
    protected emit(type: string, event: Record<string, unknown> = {}) {
      const e = Object.assign(new Event(type), event)
      const handler = (this as unknown as Record<string, unknown>)[`on${type}`]
      if (typeof handler === "function") (handler as Listener).call(this, e)
      for (const listener of this.listeners.get(type) ?? []) listener.call(this, e)
    }
  }

  const VOICES = [
    { name: "Google US English", lang: "en-US", default: false, localService: false, voiceURI: "Google US English" },
    { name: "Google UK English Female", lang: "en-GB", default: false, localService: false, voiceURI: "Google UK English Female" },
    { name: "Samantha", lang: "en-US", default: true, localService: true, voiceURI: "Samantha" },
    { name: "Amélie", lang: "fr-CA", default: false, localService: true, voiceURI: "Amélie" }
  ]

  class StandInUtterance extends Emitter {
    voice: { name: string; lang: string } | null = null
    lang = ""
    rate = 1
    pitch = 1
    volume = 1
    onstart: Listener | null = null
    onend: Listener | null = null
    onerror: Listener | null = null
    readonly text: string
    constructor(text: string) {
      super()
      this.text = text
    }
    fire(type: string, event: Record<string, unknown> = {}) {
      this.emit(type, event)
    }
  }

  class StandInSynthesis extends Emitter {
    private voices: typeof VOICES = []
    private current: { utterance: StandInUtterance; timer: number } | null = null
    onvoiceschanged: Listener | null = null
    paused = false
    constructor() {
      super()
      // Chrome fills the voice list a moment after the page loads.
      setTimeout(() => {
        this.voices = VOICES
        this.emit("voiceschanged")
      }, 150)
    }
    get speaking() {
      return this.current !== null
    }
    get pending() {
      return false
    }
    getVoices() {
      return this.voices
    }
    speak(utterance: StandInUtterance) {
      log.spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? null, lang: utterance.lang, at: performance.now() })
      const words = utterance.text.split(/\s+/).filter((x) => x !== "").length
      const ms = Math.max(900, words * (options.msPerWord ?? 60))
      const timer = window.setTimeout(() => {
        this.current = null
        utterance.fire("end")
      }, ms)
      this.current = { utterance, timer }
      setTimeout(() => utterance.fire("start"), 0)
    }
    cancel() {
      log.cancels++
      const current = this.current
      this.current = null
      if (current === null) return
      clearTimeout(current.timer)
      current.utterance.fire("error", { error: "interrupted" })
    }
    pause() {
      this.paused = true
    }
    resume() {
      this.paused = false
    }
  }

  let answer = 0
  class StandInRecognition extends Emitter {
    lang = ""
    continuous = false
    interimResults = false
    maxAlternatives = 1
    onstart: Listener | null = null
    onresult: Listener | null = null
    onerror: Listener | null = null
    onend: Listener | null = null
    private timers: Array<number> = []
    private state: "new" | "listening" | "ended" = "new"
    start() {
      if (this.state !== "new") throw new DOMException("recognition has already started", "InvalidStateError")
      this.state = "listening"
      log.recognitions.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults })
      const segments = options.answers[answer++] ?? []
      const perWord = options.hearMsPerWord ?? 400
      const at = (ms: number, f: () => void) => this.timers.push(window.setTimeout(f, ms))
      at(50, () => this.emit("start"))
      // Each segment is heard word by word as an interim result, then settles as a final one; earlier finals
      // stay in the result list, as in Chrome's continuous mode.
      const finals: Array<unknown> = []
      const deliver = (index: number, transcript: string, isFinal: boolean) => {
        const r = Object.assign([{ transcript, confidence: 0.9 }], { isFinal })
        const results = [...finals, r]
        if (isFinal) finals.push(r)
        this.emit("result", { resultIndex: index, results: Object.assign(results, { length: results.length }) })
      }
      let t = 300
      segments.forEach((segment, index) => {
        const words = segment.split(" ").filter((x) => x !== "")
        words.forEach((_, i) => {
          t += perWord
          if (i < words.length - 1) {
            const heard = (index === 0 ? "" : " ") + words.slice(0, i + 1).join(" ")
            at(t, () => deliver(index, heard, false))
          }
        })
        at(t, () => deliver(index, (index === 0 ? "" : " ") + segment, true))
        t += options.pauseMs ?? 1000
      })
    }
    private finish() {
      if (this.state === "ended") return
      this.state = "ended"
      for (const t of this.timers) clearTimeout(t)
      setTimeout(() => this.emit("end"), 30)
    }
    stop() {
      this.finish()
    }
    abort() {
      if (this.state !== "listening") return
      setTimeout(() => this.emit("error", { error: "aborted" }), 0)
      this.finish()
    }
  }

  const define = (name: string, value: unknown) =>
    Object.defineProperty(window, name, { configurable: true, writable: true, value })
  define("speechSynthesis", new StandInSynthesis())
  define("SpeechSynthesisUtterance", StandInUtterance)
  if (options.withoutRecognition === true) {
    define("SpeechRecognition", undefined)
    define("webkitSpeechRecognition", undefined)
  } else {
    define("SpeechRecognition", StandInRecognition)
    define("webkitSpeechRecognition", StandInRecognition)
  }
}
