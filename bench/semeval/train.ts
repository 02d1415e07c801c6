/**
 * Fits the meaning model (core/coach/judging/meaning-weights.ts) on SemEval-2013 Task 7's TRAINING split only
 * (both corpora, 2-way labels): features of each student answer against its question's reference answers (the
 * reference the answer says most of), a logistic regression with an L2 penalty on standardised features.
 * The test splits are never read here. `npx node bench/semeval/train.ts [--write]`.
 */
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { indexAnswer } from "../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../core/coach/reading/lexicon.ts"
import type { MeaningResources } from "../../core/coach/reading/meaning-resources.ts"
import { readMeaning } from "../../core/coach/reading/meaning-text.ts"
import { type QuestionFrame, questionFrame } from "../../core/coach/reading/question-frame.ts"
import { Alignment } from "../../core/coach/judging/alignment.ts"
import { compare } from "../../core/coach/judging/meaning.ts"
import { FEATURE_NAMES, type MeaningFeatures } from "../../core/coach/judging/meaning-weights.ts"
import { prepareStatement } from "../../core/coach/judging/statement.ts"
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import { type Corpus, loadSplit } from "./data.ts"

export interface Example {
  readonly features: MeaningFeatures
  readonly label: 0 | 1
}

const frameOf = (question: string): QuestionFrame => questionFrame(question, contentStems(question))

/** Features of an answer against the reference it says most of, as the coach compares a statement with a whole answer. */
export const featuresOf = (meaning: MeaningResources, question: string, references: ReadonlyArray<string>, answer: string): MeaningFeatures => {
  const frame = frameOf(question)
  const read = readMeaning(indexAnswer(answer), meaning, frame)
  let best: MeaningFeatures | null = null
  let bestRecall = -1
  for (const reference of references) {
    const statement = prepareStatement(readMeaning(indexAnswer(reference), meaning, frame), meaning, frame.compared)
    const last = Math.max(0, read.sentences.length - 1)
    const c = compare(statement, read, 0, last, new Alignment(meaning))
    if (c.recall > bestRecall) {
      bestRecall = c.recall
      best = c.features
    }
  }
  return best ?? [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
}

export const trainingExamples = (meaning: MeaningResources, corpora: ReadonlyArray<Corpus>): Array<Example> => {
  const out: Array<Example> = []
  for (const corpus of corpora) {
    for (const q of loadSplit(corpus, "training", 2)) {
      for (const a of q.answers) out.push({ features: featuresOf(meaning, q.text, q.references, a.text), label: a.label === "correct" ? 1 : 0 })
    }
  }
  return out
}

export interface Model {
  readonly intercept: number
  readonly weights: ReadonlyArray<number>
  readonly means: ReadonlyArray<number>
  readonly scales: ReadonlyArray<number>
}

/** The model's chance for raw features: standardised with its means and scales, then its logistic. */
export const probabilityOf = (m: Model, features: ReadonlyArray<number>): number => {
  let z = m.intercept
  features.forEach((v, j) => (z += m.weights[j]! * ((v - m.means[j]!) / m.scales[j]!)))
  return 1 / (1 + Math.exp(-z))
}

/**
 * The examples' features standardised (mean 0, scale 1; a constant feature keeps scale 1), each row led by a 1 for
 * the intercept, with the means and scales used.
 */
export const standardised = (examples: ReadonlyArray<{ readonly features: ReadonlyArray<number> }>) => {
  const k = examples[0]!.features.length
  const n = examples.length
  const means = new Array<number>(k).fill(0)
  const scales = new Array<number>(k).fill(0)
  for (const e of examples) for (let j = 0; j < k; j++) means[j]! += e.features[j]! / n
  for (const e of examples) for (let j = 0; j < k; j++) scales[j]! += (e.features[j]! - means[j]!) ** 2 / n
  for (let j = 0; j < k; j++) scales[j] = Math.sqrt(scales[j]!) || 1
  const rows = examples.map((e) => [1, ...e.features.map((v, j) => (v - means[j]!) / scales[j]!)])
  return { rows, means, scales }
}

/** L2-penalised logistic regression by Newton's method on standardised features (deterministic). */
export const fitLogistic = (examples: ReadonlyArray<Example>, lambda = 1): Model => {
  const n = examples.length
  const { rows: x, means, scales } = standardised(examples)
  const y = examples.map((e) => e.label)
  const d = means.length + 1
  let w = new Array<number>(d).fill(0)
  for (let iter = 0; iter < 50; iter++) {
    const grad = new Array<number>(d).fill(0)
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0))
    for (let i = 0; i < n; i++) {
      const xi = x[i]!
      let z = 0
      for (let j = 0; j < d; j++) z += w[j]! * xi[j]!
      const p = 1 / (1 + Math.exp(-z))
      const r = p - y[i]!
      const s = p * (1 - p)
      for (let j = 0; j < d; j++) {
        grad[j]! += r * xi[j]!
        for (let l = 0; l < d; l++) hess[j]![l]! += s * xi[j]! * xi[l]!
      }
    }
    for (let j = 1; j < d; j++) {
      grad[j]! += lambda * w[j]!
      hess[j]![j]! += lambda
    }
    const step = solve(hess, grad)
    w = w.map((v, j) => v - step[j]!)
    if (Math.max(...step.map(Math.abs)) < 1e-9) break
  }
  return { intercept: w[0]!, weights: w.slice(1), means, scales }
}

/** Gaussian elimination with partial pivoting. */
export const solve = (a: Array<Array<number>>, b: Array<number>): Array<number> => {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]!])
  for (let c = 0; c < n; c++) {
    let p = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r
    ;[m[c], m[p]] = [m[p]!, m[c]!]
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = m[r]![c]! / m[c]![c]!
      for (let l = c; l <= n; l++) m[r]![l]! -= f * m[c]![l]!
    }
  }
  return m.map((row, i) => row[n]! / row[i]!)
}

const round = (v: number) => Math.round(v * 1e4) / 1e4

export const weightsFile = (model: Model, examples: number): string => `/**
 * The fitted part of meaning matching (meaning.ts): a logistic model over ${FEATURE_NAMES.length} features, fitted by
 * \`npx node bench/semeval/train.ts --write\` on SemEval-2013 Task 7's training split only (${examples} answers,
 * both corpora, 2-way labels), features standardised with the means and scales below. Written by that script;
 * do not edit by hand.
 */

export const FEATURE_NAMES = [
${FEATURE_NAMES.map((f) => `  ${JSON.stringify(f)}`).join(",\n")}
] as const

export type MeaningFeatures = [${FEATURE_NAMES.map(() => "number").join(", ")}]

export const MEANING_MODEL = {
  intercept: ${round(model.intercept)},
  weights: [${model.weights.map(round).join(", ")}],
  means: [${model.means.map(round).join(", ")}],
  scales: [${model.scales.map(round).join(", ")}]
} as const
`

if (import.meta.main) {
  const started = performance.now()
  const meaning = await ensureMeaning()
  const examples = trainingExamples(meaning, ["sciEntsBank", "beetle"])
  const model = fitLogistic(examples, Number(process.env.LAMBDA ?? 1))
  let right = 0
  for (const e of examples) {
    let z = model.intercept
    e.features.forEach((v, j) => (z += model.weights[j]! * ((v - model.means[j]!) / model.scales[j]!)))
    if ((z >= 0 ? 1 : 0) === e.label) right++
  }
  console.log(`${examples.length} training answers, fitted in ${((performance.now() - started) / 1000).toFixed(1)} s; training accuracy ${(right / examples.length).toFixed(3)}`)
  FEATURE_NAMES.forEach((name, j) => console.log(`  ${name.padEnd(48)} ${model.weights[j]!.toFixed(3)}`))
  if (process.argv.includes("--write")) {
    const target = join(import.meta.dirname, "..", "..", "core", "coach", "judging", "meaning-weights.ts")
    writeFileSync(target, weightsFile(model, examples.length))
    console.log(`written: ${target}`)
  }
}
