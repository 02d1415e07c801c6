/**
 * The Speech port: reading questions aloud (synthesis) and hearing answers (recognition), shaped so the browser's
 * Web Speech API maps onto it directly (`speechSynthesis.getVoices/speak/cancel`, `SpeechRecognition` with
 * `lang`, `continuous`, `interimResults`, `onresult`, `onerror`, `onend`). A scripted memory implementation
 * serves tests and hosts without speech.
 */
import { Cause, Context, Effect, Layer, Queue, Schema, Stream } from "effect"

/** A synthesis voice as the voice selector lists it: name and language (spec §2). */
export interface Voice {
  readonly name: string
  readonly lang: string
}

/** How recognition listens; the interview always asks for `INTERVIEW_RECOGNITION` (spec §9). */
export interface RecognitionOptions {
  readonly lang: string
  readonly continuous: boolean
  readonly interimResults: boolean
}

export const INTERVIEW_RECOGNITION: RecognitionOptions = { lang: "en-US", continuous: true, interimResults: true }

/**
 * What recognition delivers: `Started` once it listens (`onstart`), then `Interim` text still being heard (the
 * not-yet-final results joined) and `Final` text for each finished segment (each final result, once).
 */
export type Recognised =
  | { readonly _tag: "Started" }
  | { readonly _tag: "Interim"; readonly text: string }
  | { readonly _tag: "Final"; readonly text: string }

/** Synthesis could not read the text (the `error` code of `SpeechSynthesisErrorEvent`). */
export class SpeechSynthesisFailed extends Schema.TaggedError<SpeechSynthesisFailed>()("SpeechSynthesisFailed", {
  code: Schema.String
}) {}

/**
 * Recognition stopped on an error: `code` is `SpeechRecognitionErrorEvent.error` ("no-speech", "not-allowed",
 * "network", …); `starting` is true when it could not start at all (`start()` threw).
 */
export class RecognitionFailed extends Schema.TaggedError<RecognitionFailed>()("RecognitionFailed", {
  code: Schema.String,
  starting: Schema.Boolean
}) {}

export interface SpeechShape {
  /** The voices on offer; may be empty (no synthesis), in which case `speak` reads with no voice chosen. */
  readonly voices: Effect.Effect<ReadonlyArray<Voice>>
  /** Reads `text` aloud and completes when reading is done; interrupting it stops reading. */
  readonly speak: (text: string, voice: Voice | null) => Effect.Effect<void, SpeechSynthesisFailed>
  /** Stops any reading in progress (`speechSynthesis.cancel()`). */
  readonly cancelSpeaking: Effect.Effect<void>
  /** False where the host has no recognition at all (spec §8 'Speech recognition not supported in this browser'). */
  readonly recognitionSupported: boolean
  /**
   * Listens while the stream is consumed. It ends after `stopListening` once pending finals are delivered
   * (`onend`), fails with `RecognitionFailed` on an error, and aborts recognition when interrupted.
   */
  readonly listen: (options: RecognitionOptions) => Stream.Stream<Recognised, RecognitionFailed>
  /** Asks the current recognition to stop gracefully (`recognition.stop()`). */
  readonly stopListening: Effect.Effect<void>
}

export class Speech extends Context.Service<Speech, SpeechShape>()("rehearse/ports/Speech") {
  /** A fresh scripted speech with the defaults of `makeMemorySpeech`. */
  static readonly layerMemory = Layer.sync(Speech, () => makeMemorySpeech())

  /** Provides a scripted speech the test keeps a handle on, to make it hear things and to read what it said. */
  static readonly layerScripted = (speech: MemorySpeech) => Layer.succeed(Speech)(speech)
}

export interface MemorySpeechOptions {
  readonly voices?: ReadonlyArray<Voice>
  /** How long reading a question takes, on Effect's clock (TestClock in tests). Default 0. */
  readonly speakingMs?: number
  readonly recognitionSupported?: boolean
  /** When set, every `listen` fails to start with this code. */
  readonly refuseToListen?: string
}

/** The scripted speech: the port, plus the handles a test or a text-only host drives it with. */
export interface MemorySpeech extends SpeechShape {
  /** Everything read aloud so far, in order. */
  readonly spoken: ReadonlyArray<{ readonly text: string; readonly voice: string | null }>
  readonly isSpeaking: () => boolean
  readonly isListening: () => boolean
  /** The options the last `listen` was called with. */
  readonly lastListenOptions: () => RecognitionOptions | null
  /** Delivers heard text to the current listener; false when nobody is listening. */
  readonly hear: (text: string, final?: boolean) => boolean
  /** Makes the current recognition fail with an error code (as `onerror` would). */
  readonly failListening: (code: string) => boolean
}

export const makeMemorySpeech = (options: MemorySpeechOptions = {}): MemorySpeech => {
  const spoken: Array<{ text: string; voice: string | null }> = []
  const cancels = new Set<() => void>()
  let speaking = 0
  let listener: Queue.Queue<Recognised, RecognitionFailed | Cause.Done> | null = null
  let lastOptions: RecognitionOptions | null = null

  const waitForCancel = Effect.callback<void>((resume) => {
    const done = () => {
      cancels.delete(done)
      resume(Effect.void)
    }
    cancels.add(done)
    return Effect.sync(() => void cancels.delete(done))
  })

  const speak: SpeechShape["speak"] = (text, voice) =>
    Effect.suspend(() => {
      spoken.push({ text, voice: voice?.name ?? null })
      speaking++
      return Effect.raceFirst(Effect.sleep(options.speakingMs ?? 0), waitForCancel).pipe(
        Effect.ensuring(Effect.sync(() => void speaking--))
      )
    })

  const listen: SpeechShape["listen"] = (listenOptions) =>
    Stream.callback<Recognised, RecognitionFailed>((queue) =>
      Effect.gen(function*() {
        lastOptions = listenOptions
        if (options.refuseToListen !== undefined) {
          return yield* new RecognitionFailed({ code: options.refuseToListen, starting: true })
        }
        yield* Effect.acquireRelease(
          Effect.sync(() => {
            listener = queue
            Queue.offerUnsafe(queue, { _tag: "Started" })
          }),
          () => Effect.sync(() => void (listener === queue ? (listener = null) : undefined))
        )
      })
    )

  return {
    voices: Effect.sync(() => options.voices ?? []),
    speak,
    cancelSpeaking: Effect.sync(() => [...cancels].forEach((cancel) => cancel())),
    recognitionSupported: options.recognitionSupported ?? true,
    listen,
    stopListening: Effect.sync(() => {
      if (listener !== null) Queue.endUnsafe(listener)
      listener = null
    }),
    spoken,
    isSpeaking: () => speaking > 0,
    isListening: () => listener !== null,
    lastListenOptions: () => lastOptions,
    hear: (text, final = true) => {
      if (listener === null) return false
      Queue.offerUnsafe(listener, final ? { _tag: "Final", text } : { _tag: "Interim", text })
      return true
    },
    failListening: (code) => {
      if (listener === null) return false
      Queue.failCauseUnsafe(listener, Cause.fail(new RecognitionFailed({ code, starting: false })))
      listener = null
      return true
    }
  }
}
