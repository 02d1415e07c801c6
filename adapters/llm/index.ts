/** The coach the server runs: the built-in one, or the model coach over it when `LLM_BASE_URL` is set. */
import { NodeHttpClient } from "@effect/platform-node"
import { Layer } from "effect"
import { CoachBuiltIn } from "../../core/coach/built-in-layer.ts"
import type { Coach } from "../../core/ports/Coach.ts"
import { LlmCoach, type LlmSettings } from "./LlmCoach.ts"

export { LlmCoach, type LlmSettings } from "./LlmCoach.ts"

/** `config.llm` → the Coach layer: built-in when null, else the model coach over undici. */
export const coachLayerFor = (llm: LlmSettings | null): Layer.Layer<Coach> =>
  llm === null ? CoachBuiltIn.layer : LlmCoach.layer(llm).pipe(Layer.provide(NodeHttpClient.layerUndici))
