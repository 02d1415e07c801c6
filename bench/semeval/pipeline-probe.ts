/**
 * Training split only, in-sample: does the coach's 0–100 score (best over references, after contradiction, honesty
 * and depth) keep what its meaning model's probability knows? Both read with their own macro-F1 cut-off.
 * `npx node bench/semeval/pipeline-probe.ts`.
 */
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import { predict } from "../../core/coach/judging/meaning.ts"
import { coachScorer } from "./coach-scorer.ts"
import { loadSplit } from "./data.ts"
import { fitCutoffForMacroF1 } from "./metrics.ts"
import { featuresOf } from "./train.ts"

const meaning = await ensureMeaning()
for (const corpus of ["sciEntsBank", "beetle"] as const) {
  const gold: Array<string> = []
  const coach: Array<number> = []
  const model: Array<number> = []
  for (const q of loadSplit(corpus, "training", 2)) {
    for (const a of q.answers) {
      gold.push(a.label)
      coach.push(await coachScorer({ text: q.text, references: q.references }, a.text))
      model.push(100 * predict(featuresOf(meaning, q.text, q.references, a.text)))
    }
  }
  console.log(corpus, "coach score", fitCutoffForMacroF1(coach, gold).macroF1.toFixed(3), " model probability", fitCutoffForMacroF1(model, gold).macroF1.toFixed(3))
}
