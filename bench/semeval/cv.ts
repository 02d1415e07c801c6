/**
 * Model selection without the test splits: grouped 5-fold cross-validation on SemEval's TRAINING split (folds by
 * question, so a held-out fold holds questions the model never saw, as test-unseen-questions does). The meaning
 * model is fitted on the other folds of both corpora, its cut-off on their predictions, and macro-F1 is read on
 * the held-out fold. `npx node bench/semeval/cv.ts`.
 */
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import { type Corpus, loadSplit } from "./data.ts"
import { fitMacroF1Cutoff, macroF1 } from "./metrics.ts"
import { type Example, featuresOf, fitLogistic, type Model, probabilityOf } from "./train.ts"

export const crossValidate = (
  rows: ReadonlyArray<{ corpus: Corpus; question: number; example: Example }>,
  select: (f: ReadonlyArray<number>) => Array<number> = (f) => [...f],
  lambda = 1,
  folds = 5
): Record<Corpus, number> => {
  const out = {} as Record<Corpus, number>
  for (const corpus of ["sciEntsBank", "beetle"] as const) {
    const gold: Array<string> = []
    const predicted: Array<string> = []
    for (let k = 0; k < folds; k++) {
      const held = (r: (typeof rows)[number]) => r.corpus === corpus && r.question % folds === k
      const train = rows.filter((r) => !held(r)).map((r) => ({ features: select(r.example.features) as never, label: r.example.label }))
      const model = fitLogistic(train, lambda)
      const own = rows.filter((r) => r.corpus === corpus && !held(r))
      const cut = fitMacroF1Cutoff(own.map((r) => 100 * probabilityOf(model, select(r.example.features))), own.map((r) => (r.example.label ? "correct" : "incorrect")))
      for (const r of rows.filter(held)) {
        gold.push(r.example.label ? "correct" : "incorrect")
        predicted.push(100 * probabilityOf(model, select(r.example.features)) >= cut ? "correct" : "incorrect")
      }
    }
    out[corpus] = macroF1(gold, predicted)
  }
  return out
}

if (import.meta.main) {
  const meaning = await ensureMeaning()
  const rows: Array<{ corpus: Corpus; question: number; example: Example }> = []
  for (const corpus of ["sciEntsBank", "beetle"] as const) {
    loadSplit(corpus, "training", 2).forEach((q, qi) => {
      for (const a of q.answers) {
        rows.push({ corpus, question: qi, example: { features: featuresOf(meaning, q.text, q.references, a.text), label: a.label === "correct" ? 1 : 0 } })
      }
    })
  }
  const show = (name: string, r: Record<Corpus, number>) =>
    console.log(`${name.padEnd(40)} sciEntsBank ${r.sciEntsBank.toFixed(3)}  beetle ${r.beetle.toFixed(3)}`)
  show("all features", crossValidate(rows))
  if (process.argv.includes("--ablate")) for (let drop = 0; drop < 11; drop++) show(`without feature ${drop}`, crossValidate(rows, (f) => f.filter((_, j) => j !== drop)))
  show("word-count cosine alone (baseline)", crossValidate(rows, (f) => [f[9]!]))
  for (const l of [0.1, 10, 100]) show(`all features, lambda ${l}`, crossValidate(rows, undefined, l))
}
