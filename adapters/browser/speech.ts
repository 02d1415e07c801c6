/**
 * The Speech port on the browser's Web Speech API: `speechSynthesis` reads questions aloud and
 * `SpeechRecognition` (or Chrome's and Safari's `webkitSpeechRecognition`) hears answers. Where recognition is
 * missing (Firefox, some embedded browsers) `recognitionSupported` is false and answers are typed.
 */
import { Cause, Effect, Layer, Queue, Stream } from "effect"
import {
  RecognitionFailed,
  type Recognised,
  type RecognitionOptions,
  Speech,
  SpeechSynthesisFailed,
  type SpeechShape,
  type Voice
} from "../../core/ports/Speech.ts"
import {
  type RecognitionLike,
  type RecognitionResultEventLike,
  type SynthesisVoiceLike,
  type UtteranceLike,
  type WebSpeech,
  webSpeechOf
} from "./web-speech.ts"

export interface BrowserSpeechOptions {
  /** How long to wait for voices that load late (Chrome fills the list after `voiceschanged`). */
  readonly voicesWaitMs?: number
}

const VOICES_WAIT_MS = 3000
/** A recognition that ends by itself after running this long is restarted; a quicker end ends listening. */
const RESTART_AFTER_MS = 1000
/** Chrome cuts a network voice off after about 15 s of reading; a pause and resume this often keeps it going. */
const KEEP_READING_EVERY_MS = 10_000

/**
 * The longest a reading may take before it counts as done even if the browser never says so (Chrome sometimes
 * drops `end`): about 2.5 times as long as reading at an ordinary pace, and never under 10 s.
 */
export const readingGuardMs = (text: string): number => 10_000 + 1000 * text.split(/\s+/).filter((w) => w !== "").length

const voiceOf = (v: SynthesisVoiceLike): Voice => ({ name: String(v.name), lang: String(v.lang) })

/** Spaces collapsed: Chrome starts each later result with a space. */
const tidy = (text: string) => text.replace(/\s+/g, " ").trim()

const errorCodeOf = (thrown: unknown): string =>
  thrown instanceof Error && thrown.name !== "" && thrown.name !== "Error" ? thrown.name : "start-failed"

interface Listening {
  readonly recognition: RecognitionLike
  /** stopListening was asked for: the next `end` ends the stream. */
  stopping: boolean
}

export const makeBrowserSpeech = (web: WebSpeech = webSpeechOf(), options: BrowserSpeechOptions = {}): SpeechShape => {
  const { synthesis, Utterance, Recognition } = web
  // Readings in progress, each with the way to settle it: Chrome forgets an utterance nothing refers to (and
  // then never ends it), and a cancel that the browser does not report must still end the reading.
  const readings = new Map<UtteranceLike, () => void>()
  let current: Listening | null = null

  const listVoices = (): ReadonlyArray<Voice> => {
    try {
      return synthesis === null ? [] : synthesis.getVoices().map(voiceOf)
    } catch {
      return []
    }
  }

  // Chrome answers [] until its list is ready and then fires `voiceschanged`; wait for it a little while.
  const voicesChanged = Effect.callback<ReadonlyArray<Voice>>((resume) => {
    const listener = () => {
      const voices = listVoices()
      if (voices.length === 0) return
      synthesis?.removeEventListener?.("voiceschanged", listener)
      resume(Effect.succeed(voices))
    }
    synthesis?.addEventListener?.("voiceschanged", listener)
    return Effect.sync(() => synthesis?.removeEventListener?.("voiceschanged", listener))
  })

  const voices: SpeechShape["voices"] = Effect.suspend(() => {
    const now = listVoices()
    if (now.length > 0 || synthesis?.addEventListener === undefined) return Effect.succeed(now)
    return voicesChanged.pipe(
      Effect.timeoutOption(options.voicesWaitMs ?? VOICES_WAIT_MS),
      Effect.map((found) => (found._tag === "Some" ? found.value : listVoices()))
    )
  })

  const utter = (text: string, voice: Voice | null) =>
    Effect.callback<void, SpeechSynthesisFailed>((resume) => {
      if (synthesis === null || Utterance === null) {
        resume(Effect.void)
        return
      }
      const utterance = new Utterance(text)
      const chosen = voice === null ? undefined : synthesis.getVoices().find((v) => v.name === voice.name)
      if (chosen !== undefined) utterance.voice = chosen
      utterance.lang = chosen?.lang ?? voice?.lang ?? "en-US"
      let nudge: ReturnType<typeof setInterval> | undefined
      const settle = (outcome: Effect.Effect<void, SpeechSynthesisFailed>) => {
        if (!readings.delete(utterance)) return
        clearInterval(nudge)
        utterance.onend = null
        utterance.onerror = null
        resume(outcome)
      }
      utterance.onend = () => settle(Effect.void)
      // A cancel (ours, or another reading's) ends the reading; any other error fails it with its code.
      utterance.onerror = (event) => {
        const code = event.error ?? "synthesis-failed"
        settle(code === "interrupted" || code === "canceled" ? Effect.void : Effect.fail(new SpeechSynthesisFailed({ code })))
      }
      readings.set(utterance, () => settle(Effect.void))
      nudge = chosen?.localService === false && synthesis.pause !== undefined && synthesis.resume !== undefined
        ? setInterval(() => {
          if (!readings.has(utterance)) return clearInterval(nudge)
          synthesis.pause!()
          synthesis.resume!()
        }, KEEP_READING_EVERY_MS)
        : undefined
      try {
        // A synthesis left paused or stuck by an earlier page would queue this reading behind nothing.
        if (synthesis.speaking === true || synthesis.pending === true) synthesis.cancel()
        synthesis.resume?.()
        synthesis.speak(utterance)
      } catch (thrown) {
        settle(Effect.fail(new SpeechSynthesisFailed({ code: errorCodeOf(thrown) })))
      }
      return Effect.sync(() => {
        clearInterval(nudge)
        if (readings.delete(utterance)) {
          utterance.onend = null
          utterance.onerror = null
          synthesis.cancel()
        }
      })
    })

  const speak: SpeechShape["speak"] = (text, voice) =>
    Effect.raceFirst(utter(text, voice), Effect.sleep(readingGuardMs(text)))

  const cancelReadings = () => {
    for (const settle of [...readings.values()]) settle()
    synthesis?.cancel()
  }
  const cancelSpeaking: SpeechShape["cancelSpeaking"] = Effect.sync(cancelReadings)

  const listen: SpeechShape["listen"] = (listenOptions: RecognitionOptions) =>
    Stream.callback<Recognised, RecognitionFailed>((queue) => {
      if (Recognition === null) return Effect.fail(new RecognitionFailed({ code: "not-supported", starting: true }))
      let started = false
      let startedAt = 0
      let over = false
      let session: Listening | null = null

      const detach = (recognition: RecognitionLike) => {
        recognition.onstart = null
        recognition.onresult = null
        recognition.onerror = null
        recognition.onend = null
      }
      const finish = (failure: RecognitionFailed | null) => {
        if (over) return
        over = true
        if (session !== null) detach(session.recognition)
        if (current === session) current = null
        if (failure === null) Queue.endUnsafe(queue)
        else Queue.failCauseUnsafe(queue, Cause.fail(failure))
      }

      const open = (): void => {
        // The microphone would hear the question being read: answering out loud stops the reading.
        if (readings.size > 0) cancelReadings()
        const recognition = new Recognition()
        recognition.lang = listenOptions.lang
        recognition.continuous = listenOptions.continuous
        recognition.interimResults = listenOptions.interimResults
        const mine: Listening = { recognition, stopping: session?.stopping ?? false }
        // Finals of one recognition are delivered once each, by their index in its result list.
        const delivered = new Set<number>()
        recognition.onstart = () => {
          startedAt = Date.now()
          if (started) return
          started = true
          Queue.offerUnsafe(queue, { _tag: "Started" })
        }
        recognition.onresult = (event) => {
          const interim: Array<string> = []
          for (let i = event.resultIndex; i < event.results.length; i++) {
            const result = event.results[i]
            const text = result?.[0]?.transcript ?? ""
            if (result === undefined) continue
            if (!result.isFinal) interim.push(text)
            else if (!delivered.has(i)) {
              delivered.add(i)
              const final = tidy(text)
              if (final !== "") Queue.offerUnsafe(queue, { _tag: "Final", text: final })
            }
          }
          const heard = tidy(interim.join(" "))
          if (heard !== "") Queue.offerUnsafe(queue, { _tag: "Interim", text: heard })
        }
        recognition.onerror = (event) => {
          const code = event.error ?? "unknown"
          // Our own stop or abort reports 'aborted'; that is the end, not a failure.
          if (code === "aborted" && mine.stopping) return finish(null)
          finish(new RecognitionFailed({ code, starting: false }))
        }
        recognition.onend = () => {
          if (mine.stopping || over) return finish(null)
          // Chrome ends a long continuous recognition by itself; keep listening until asked to stop.
          if (Date.now() - startedAt >= RESTART_AFTER_MS) {
            detach(recognition)
            try {
              open()
              return
            } catch (thrown) {
              return finish(new RecognitionFailed({ code: errorCodeOf(thrown), starting: false }))
            }
          }
          finish(null)
        }
        session = mine
        current = mine
        recognition.start()
      }

      return Effect.acquireRelease(
        Effect.try({
          try: open,
          catch: (thrown) => {
            over = true
            if (current === session) current = null
            return new RecognitionFailed({ code: errorCodeOf(thrown), starting: true })
          }
        }),
        () =>
          Effect.sync(() => {
            const wasOver = over
            const listening = session
            over = true
            if (current === listening) current = null
            if (listening === null || wasOver) return
            detach(listening.recognition)
            listening.stopping = true
            try {
              listening.recognition.abort()
            } catch {
              // Already stopped.
            }
          })
      )
    })

  const stopListening: SpeechShape["stopListening"] = Effect.sync(() => {
    const listening = current
    if (listening === null) return
    listening.stopping = true
    try {
      listening.recognition.stop()
    } catch {
      listening.recognition.onend?.(undefined)
    }
  })

  return {
    voices,
    speak,
    cancelSpeaking,
    recognitionSupported: Recognition !== null,
    listen,
    stopListening
  }
}

/** The browser's speech, looked up when the SDK's runtime is built. */
export const layer = Layer.sync(Speech, () => makeBrowserSpeech())
