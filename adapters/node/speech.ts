/**
 * Speech in the terminal: questions read aloud through espeak-ng (Linux) or `say` (macOS) when one is
 * installed; no recognition, so answers are typed.
 */
import { spawn, spawnSync } from "node:child_process"
import { Effect, Layer, Stream } from "effect"
import { RecognitionFailed, Speech, type SpeechShape } from "../../core/ports/Speech.ts"

export interface Speaker {
  readonly command: string
  readonly args: (text: string) => ReadonlyArray<string>
}

/** The first text-to-speech program found on PATH, or null. */
export const findSpeaker = (): Speaker | null => {
  const has = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0
  if (has("espeak-ng")) return { command: "espeak-ng", args: (text) => ["-v", "en-us", "-s", "165", "--", text] }
  if (has("say")) return { command: "say", args: (text) => ["--", text] }
  return null
}

const silent = (): SpeechShape => ({
  voices: Effect.succeed([]),
  speak: () => Effect.void,
  cancelSpeaking: Effect.void,
  recognitionSupported: false,
  listen: () => Stream.fail(new RecognitionFailed({ code: "not-supported", starting: true })),
  stopListening: Effect.void
})

/** Reads aloud with `speaker` (interrupting stops it); `null` gives a speech that reads nothing. */
const terminalSpeech = (speaker: Speaker | null): SpeechShape =>
  speaker === null ? silent() : {
    ...silent(),
    voices: Effect.succeed([{ name: speaker.command, lang: "en-US" }]),
    speak: (text) =>
      Effect.callback<void>((resume) => {
        const child = spawn(speaker.command, [...speaker.args(text)], { stdio: "ignore" })
        child.on("exit", () => resume(Effect.void))
        child.on("error", () => resume(Effect.void))
        return Effect.sync(() => child.kill())
      })
  }

export const layer = (speaker: Speaker | null) => Layer.succeed(Speech)(terminalSpeech(speaker))
