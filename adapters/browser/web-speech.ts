/**
 * The browser's Web Speech objects as this product uses them. TypeScript's DOM library has synthesis but no
 * recognition: these are the parts of both that the Speech adapter (speech.ts) drives, and tests script.
 */

export interface SynthesisVoiceLike {
  readonly name: string
  readonly lang: string
  /** False for Chrome's network voices ("Google US English"), which stop after about 15 s unless nudged. */
  readonly localService?: boolean
}

export interface UtteranceLike {
  voice: SynthesisVoiceLike | null
  lang: string
  onend: ((event: unknown) => void) | null
  onerror: ((event: { readonly error?: string }) => void) | null
}

export interface SynthesisLike {
  readonly speaking?: boolean
  readonly pending?: boolean
  getVoices(): ReadonlyArray<SynthesisVoiceLike>
  speak(utterance: UtteranceLike): void
  cancel(): void
  pause?(): void
  resume?(): void
  addEventListener?(type: "voiceschanged", listener: () => void): void
  removeEventListener?(type: "voiceschanged", listener: () => void): void
}

export interface RecognitionAlternativeLike {
  readonly transcript: string
}

export interface RecognitionResultLike {
  readonly isFinal: boolean
  readonly length: number
  readonly [index: number]: RecognitionAlternativeLike | undefined
}

export interface RecognitionResultEventLike {
  readonly resultIndex: number
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResultLike | undefined }
}

export interface RecognitionLike {
  lang: string
  continuous: boolean
  interimResults: boolean
  onstart: ((event: unknown) => void) | null
  onresult: ((event: RecognitionResultEventLike) => void) | null
  onerror: ((event: { readonly error?: string }) => void) | null
  onend: ((event: unknown) => void) | null
  start(): void
  stop(): void
  abort(): void
}

/** The browser objects the adapter drives; tests hand in scripted ones. */
export interface WebSpeech {
  readonly synthesis: SynthesisLike | null
  readonly Utterance: (new(text: string) => UtteranceLike) | null
  readonly Recognition: (new() => RecognitionLike) | null
}

/** Finds the Web Speech objects on `scope` (the window), prefixed or not. */
export const webSpeechOf = (scope: object = globalThis): WebSpeech => {
  const w = scope as Record<string, unknown>
  const synthesis = (w.speechSynthesis ?? null) as SynthesisLike | null
  const Utterance = (w.SpeechSynthesisUtterance ?? null) as WebSpeech["Utterance"]
  const Recognition = (w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null) as WebSpeech["Recognition"]
  return {
    synthesis: synthesis !== null && Utterance !== null ? synthesis : null,
    Utterance: synthesis !== null ? Utterance : null,
    Recognition: typeof Recognition === "function" ? Recognition : null
  }
}
