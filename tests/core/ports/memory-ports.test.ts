/** The scripted memory Speech and Proctor, the adapters tests and the terminal use, against their ports' contracts. */
import { describe } from "@effect/vitest"
import { makeMemoryProctor } from "../../../core/ports/Proctor.ts"
import { makeMemorySpeech } from "../../../core/ports/Speech.ts"
import { proctorContract } from "./proctor.contract.ts"
import { speechContract } from "./speech.contract.ts"

describe("memory Speech", () =>
  speechContract(() => {
    const speech = makeMemorySpeech({ voices: [{ name: "Google US English", lang: "en-US" }], speakingMs: 60_000 })
    return {
      speech,
      hear: (text, final) => void speech.hear(text, final),
      fail: (code) => void speech.failListening(code),
      lastSpoken: () => speech.spoken.at(-1)?.text ?? null
    }
  }))

describe("memory Proctor", () =>
  proctorContract(() => {
    const proctor = makeMemoryProctor()
    return { proctor, leave: (v) => void proctor.violate(v), isFullscreen: proctor.isFullscreen }
  }))
