/** The coach the server runs: the built-in one, or the model coach over it when `LLM_BASE_URL` is set. */
import { NodeHttpClient } from "@effect/platform-node"
import { Layer } from "effect"
import { builtInBank, CoachBuiltIn } from "../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import type { MeaningResources } from "../../core/coach/reading/meaning-resources.ts"
import type { Coach } from "../../core/ports/Coach.ts"
import { LlmCoach, type LlmSettings } from "./LlmCoach.ts"

export { LlmCoach, type LlmSettings } from "./LlmCoach.ts"

/** `config.llm` → the Coach layer: built-in when null, else the model coach over undici (falling back to the built-in one). */
export const coachLayerFor = (llm: LlmSettings | null, meaning?: MeaningResources, prepare = true): Layer.Layer<Coach> => {
  if (llm === null) return meaning === undefined ? CoachBuiltIn.layer : CoachBuiltIn.layerReading(meaning, { prepare })
  const builtIn = meaning === undefined ? undefined : makeBuiltInCoach(builtInBank(), undefined, meaning)
  if (builtIn !== undefined && prepare) builtIn.prepareAll()
  return LlmCoach.layer(llm, builtIn).pipe(Layer.provide(NodeHttpClient.layerUndici))
}
