/**
 * The coach on public, human-labelled data: SemEval-2013 Task 7 (Dzikovska et al. 2013, CC BY-SA 3.0), 2-way
 * correct / incorrect, cut-off fitted on each corpus's training split and applied unchanged to the test splits.
 * The bag-of-words cosine baseline and the built-in coach (reference-only, best over the reference answers),
 * then both side by side with the paired difference. `npm run bench -- semeval`; data: bench/semeval/data.ts.
 */
import { bagOfWordsScorer } from "./semeval/baseline.ts"
import { coachScorer } from "./semeval/coach-scorer.ts"
import { evaluate, printComparison, printTable } from "./semeval/evaluate.ts"

/** The figures in the data's README (coach of 2026-11-24): [bag-of-words, coach] macro-F1 on unseen questions. */
const README_FIGURES: Readonly<Record<string, readonly [number, number]>> = {
  "sciEntsBank test-unseen-questions": [0.628, 0.681],
  "beetle test-unseen-questions": [0.690, 0.652]
}

export default async function(): Promise<void> {
  const baseline = await evaluate("bag-of-words", bagOfWordsScorer)
  const coach = await evaluate("coach", coachScorer)
  console.log("\nbag-of-words cosine baseline")
  printTable(baseline)
  console.log("\nbuilt-in coach, reference-only")
  printTable(coach)
  console.log("\nside by side (macro-F1; Δ interval from resampling whole questions, paired)")
  printComparison(baseline, coach, README_FIGURES)
}
