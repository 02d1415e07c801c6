/**
 * Feature exploration on SemEval's TRAINING split only (grouped 5-fold CV by question): candidate features of an
 * answer against each reference answer, aggregated over the question's references, and logistic models over
 * subsets of them. Never reads a test split. `npx node bench/semeval/explore.ts [main [--ablate] | try | fuzzy | folds]`:
 * main, feature sets, regularisation and single features; try, ridge and small sets; fuzzy, misspellings aligned;
 * folds, two sets over five other shuffles of the questions into folds.
 */
import { indexAnswer } from "../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../core/coach/reading/lexicon.ts"
import type { MeaningResources } from "../../core/coach/reading/meaning-resources.ts"
import { type MeaningText, type MeaningWord, readMeaning } from "../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../core/coach/reading/question-frame.ts"
import { Alignment } from "../../core/coach/judging/alignment.ts"
import { compare } from "../../core/coach/judging/meaning.ts"
import { prepareStatement } from "../../core/coach/judging/statement.ts"
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import { type Corpus, loadSplit } from "./data.ts"
import { fitMacroF1Cutoff, macroF1 } from "./metrics.ts"
import { fitLogistic, probabilityOf, solve, standardised } from "./train.ts"

const words = (t: MeaningText): Array<MeaningWord> => t.sentences.flat()

/** Share of `from` words (weighted or counted) that some `to` word says at least `min` (opposites count 0). */
const cover = (al: Alignment, from: ReadonlyArray<MeaningWord>, to: ReadonlyArray<MeaningWord>, min: number, weighted: boolean, soft: boolean, fromIsRef: boolean): number => {
  let total = 0
  let got = 0
  for (const f of from) {
    const w = weighted ? f.weight : 1
    total += w
    let best = 0
    for (const t of to) {
      const r = fromIsRef ? al.relate(f, t) : al.relate(t, f)
      if (r > best) best = r
    }
    if (best >= min) got += w * (soft ? best : 1)
  }
  return total > 0 ? got / total : 0
}

/** Levenshtein distance, cut off above `max`. */
const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let low = i
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (cur[j]! < low) low = cur[j]!
    }
    if (low > max) return max + 1
    prev = cur
  }
  return prev[b.length]!
}
/** A misspelling of the same word: one edit in a word of 4–6 letters, two from 7. */
const misspelt = (x: string, y: string): boolean => {
  const n = Math.min(x.length, y.length)
  return n >= 4 && x[0] === y[0] && editDistance(x, y, n >= 7 ? 2 : 1) <= (n >= 7 ? 2 : 1)
}
const coverFuzzy = (al: Alignment, from: ReadonlyArray<MeaningWord>, to: ReadonlyArray<MeaningWord>, min: number, fromIsRef: boolean): number => {
  let total = 0
  let got = 0
  for (const f of from) {
    total += 1
    let best = 0
    for (const t of to) {
      let r = fromIsRef ? al.relate(f, t) : al.relate(t, f)
      if (r < 1 && (misspelt(f.stem, t.stem) || misspelt(f.lemma, t.lemma))) r = 1
      if (r > best) best = r
    }
    if (best >= min) got += 1
  }
  return total > 0 ? got / total : 0
}

const cosineCounts = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number => {
  const ca = new Map<string, number>()
  const cb = new Map<string, number>()
  for (const x of a) ca.set(x, (ca.get(x) ?? 0) + 1)
  for (const x of b) cb.set(x, (cb.get(x) ?? 0) + 1)
  let d = 0
  let na = 0
  let nb = 0
  for (const [t, n] of ca) {
    d += n * (cb.get(t) ?? 0)
    na += n * n
  }
  for (const n of cb.values()) nb += n * n
  return d === 0 ? 0 : d / Math.sqrt(na * nb)
}

export const EXTRA_NAMES = [
  "recallOwnExactU", "recallOwnSynU", "recallOwnVecU", "recallOwnVecW", "recallOwnVec80U",
  "precOwnExactU", "precOwnSynU", "precOwnVecU", "precOwnVecW",
  "recallAllVecU", "precAllVecU",
  "bowContent", "bowOwn", "f1OwnVecU", "logAnsOwn", "logRefOwn", "logAnsAll", "ansOwnZero", "recallOwnFuzzyU", "precOwnFuzzyU", "recallAllFuzzyU"
] as const

const extras = (al: Alignment, ref: MeaningText, ans: MeaningText): Array<number> => {
  const r = words(ref)
  const a = words(ans)
  const rOwn = r.filter((w) => !w.demoted)
  const aOwn = a.filter((w) => !w.demoted)
  const recallOwnVecU = cover(al, rOwn, a, 0.72, false, false, true)
  const precOwnVecU = cover(al, aOwn, r, 0.72, false, false, false)
  return [
    cover(al, rOwn, a, 1, false, false, true),
    cover(al, rOwn, a, 0.9, false, false, true),
    recallOwnVecU,
    cover(al, rOwn, a, 0.72, true, true, true),
    cover(al, rOwn, a, 0.8, false, false, true),
    cover(al, aOwn, r, 1, false, false, false),
    cover(al, aOwn, r, 0.9, false, false, false),
    precOwnVecU,
    cover(al, aOwn, r, 0.72, true, true, false),
    cover(al, r, a, 0.72, false, false, true),
    cover(al, a, r, 0.72, false, false, false),
    cosineCounts(r.map((w) => w.stem), a.map((w) => w.stem)),
    cosineCounts(rOwn.map((w) => w.stem), aOwn.map((w) => w.stem)),
    recallOwnVecU + precOwnVecU > 0 ? (2 * recallOwnVecU * precOwnVecU) / (recallOwnVecU + precOwnVecU) : 0,
    Math.log(1 + aOwn.length),
    Math.log(1 + rOwn.length),
    Math.log(1 + a.length),
    aOwn.length === 0 ? 1 : 0,
    coverFuzzy(al, rOwn, a, 0.9, true),
    coverFuzzy(al, aOwn, r, 0.9, false),
    coverFuzzy(al, r, a, 0.9, true)
  ]
}

export interface Row {
  readonly corpus: Corpus
  readonly question: number
  readonly label: 0 | 1
  /** per reference: the 11 model features then the extras */
  readonly perReference: ReadonlyArray<ReadonlyArray<number>>
}

export const collect = (meaning: MeaningResources): Array<Row> => {
  const rows: Array<Row> = []
  for (const corpus of ["sciEntsBank", "beetle"] as const) {
    loadSplit(corpus, "training", 2).forEach((q, qi) => {
      const frame = questionFrame(q.text, contentStems(q.text))
      const refs = q.references.map((t) => {
        const read = readMeaning(indexAnswer(t), meaning, frame)
        return { read, statement: prepareStatement(read, meaning, frame.compared) }
      })
      for (const a of q.answers) {
        const read = readMeaning(indexAnswer(a.text), meaning, frame)
        const perReference = refs.map((ref) => {
          const al = new Alignment(meaning)
          const c = compare(ref.statement, read, 0, Math.max(0, read.sentences.length - 1), al)
          return [...c.features, ...extras(al, ref.read, read)]
        })
        rows.push({ corpus, question: qi, label: a.label === "correct" ? 1 : 0, perReference })
      }
    })
  }
  return rows
}

/** One feature vector per answer: features `maxed` maximised over references, the rest from the reference best by `by`. */
export const aggregate = (perReference: ReadonlyArray<ReadonlyArray<number>>, by: number, maxed: ReadonlySet<number>): Array<number> => {
  let best = perReference[0]!
  for (const f of perReference) if (f[by]! > best[by]!) best = f
  return best.map((v, j) => (maxed.has(j) ? Math.max(...perReference.map((f) => f[j]!)) : v))
}

/** Ridge regression of the 0/1 label on standardised features (closed form), read as a model like fitLogistic's. */
export const fitRidge = (examples: ReadonlyArray<{ features: ReadonlyArray<number>; label: 0 | 1 }>, lambda: number) => {
  const { rows, means, scales } = standardised(examples)
  const d = means.length + 1
  // The normal equations (XᵀX + λI) w = Xᵀy, the intercept unpenalised, solved as train.ts solves its Newton steps.
  const a = Array.from({ length: d }, () => new Array<number>(d).fill(0))
  const b = new Array<number>(d).fill(0)
  examples.forEach((e, r) => {
    const x = rows[r]!
    for (let i = 0; i < d; i++) {
      for (let j = 0; j < d; j++) a[i]![j]! += x[i]! * x[j]!
      b[i]! += x[i]! * e.label
    }
  })
  for (let i = 1; i < d; i++) a[i]![i]! += lambda
  const w = solve(a, b)
  // a linear score, squashed only so that it reads as the logistic model does (monotone: the ranking is the same)
  return { intercept: w[0]!, weights: w.slice(1), means, scales }
}

/** The fold of a question: its index, or with a seed a fixed pseudo-random shuffle of the questions into folds. */
const foldOf = (question: number, folds: number, seed: number): number =>
  seed === 0 ? question % folds : (Math.imul(Math.imul(question + 1, 0x9e3779b1) ^ seed, 0x85ebca6b) >>> 11) % folds

export const cv = (rows: ReadonlyArray<{ corpus: Corpus; question: number; label: 0 | 1; x: ReadonlyArray<number> }>, lambda: number, folds = 5, pooled = true, ridge = false, seed = 0): Record<Corpus, number> => {
  const out = {} as Record<Corpus, number>
  for (const corpus of ["sciEntsBank", "beetle"] as const) {
    const gold: Array<string> = []
    const predicted: Array<string> = []
    for (let k = 0; k < folds; k++) {
      const held = (r: (typeof rows)[number]) => r.corpus === corpus && foldOf(r.question, folds, seed) === k
      const train = rows.filter((r) => !held(r) && (pooled || r.corpus === corpus))
      const examples = train.map((r) => ({ features: r.x as never, label: r.label }))
      const model = ridge ? fitRidge(examples, lambda) : fitLogistic(examples, lambda)
      const own = rows.filter((r) => r.corpus === corpus && !held(r))
      const cut = fitMacroF1Cutoff(own.map((r) => 100 * probabilityOf(model, r.x)), own.map((r) => (r.label ? "correct" : "incorrect")))
      for (const r of rows.filter(held)) {
        gold.push(r.label ? "correct" : "incorrect")
        predicted.push(100 * probabilityOf(model, r.x) >= cut ? "correct" : "incorrect")
      }
    }
    out[corpus] = macroF1(gold, predicted, ["correct", "incorrect"])
  }
  return out
}

if (import.meta.main) {
  const t0 = performance.now()
  const meaning = await ensureMeaning()
  const rows = collect(meaning)
  console.log(`${rows.length} answers, features in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const names = ["f0 recallOwn", "f1 recallAll", "f2 precOwn", "f3 dice", "f4 neg", "f5 ant", "f6 swap", "f7 lenratio", "f8 demotedShare", "f9 bow", "f10 vec", ...EXTRA_NAMES.map((n, i) => `f${11 + i} ${n}`)]
  const all = names.map((_, j) => j)
  // similarities and lengths are maximised over the references; polarity, swaps, the length ratio and the share in the
  // question's words come from the reference the answer says most of (like the coach, which judges one reference)
  const simMax = new Set(all.filter((j) => ![4, 5, 6, 7, 8].includes(j)))
  const show = (name: string, r: Record<Corpus, number>) => console.log(`${name.padEnd(52)} sci ${r.sciEntsBank.toFixed(3)}  beetle ${r.beetle.toFixed(3)}`)
  const run = (name: string, cols: ReadonlyArray<number>, opts: { by?: number; maxed?: ReadonlySet<number>; lambda?: number; pooled?: boolean; ridge?: boolean; seed?: number; transform?: (f: Array<number>) => Array<number> } = {}) => {
    const data = rows.map((r) => {
      const f = aggregate(r.perReference, opts.by ?? 0, opts.maxed ?? new Set())
      const x = cols.map((j) => f[j]!)
      return { corpus: r.corpus, question: r.question, label: r.label, x: opts.transform ? opts.transform(x) : x }
    })
    show(name, cv(data, opts.lambda ?? 1, 5, opts.pooled ?? true, opts.ridge ?? false, opts.seed ?? 0))
  }
  const base = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
  const mode = process.argv[2] ?? "main"
  if (mode === "main") {
  run("current 11, best-recall reference", base)
  run("current 11, sims maxed", base, { maxed: simMax })
  run("all, best-recall ref", all)
  run("all, sims maxed", all, { maxed: simMax })
  run("all, sims maxed, per corpus", all, { maxed: simMax, pooled: false })
  for (const l of [0.1, 10, 100, 1000]) run(`all, sims maxed, lambda ${l}`, all, { maxed: simMax, lambda: l })
  for (let j = 0; j < names.length; j++) run(`single ${names[j]}`, [j], { maxed: simMax })
  if (process.argv.includes("--ablate")) for (let j = 0; j < names.length; j++) run(`all without ${names[j]}`, all.filter((k) => k !== j), { maxed: simMax })
  }
  if (mode === "folds") {
    for (let seed = 1; seed <= 5; seed++) {
      run(`seed ${seed}: current 11`, base, { seed })
      run(`seed ${seed}: all, ridge 3000`, all, { maxed: simMax, lambda: 3000, ridge: true, seed })
    }
  }
  if (mode === "single-reference") {
    // what the coach can use: features of one reference, the answer's score the best over references
    run("all, best-recall ref, ridge 3000", all, { lambda: 3000, ridge: true })
    run("all, best-recall ref, logistic 1000", all, { lambda: 1000 })
    run("current 11, best-recall ref, logistic 1000", base, { lambda: 1000 })
    run("current 11 + fuzzy recall, best-recall ref, logistic 1000", [...base, 29], { lambda: 1000 })
  }
  if (mode === "fuzzy") {
    run("single recallOwnSynU", [12], { maxed: simMax })
    run("single recallOwnFuzzyU", [29], { maxed: simMax })
    run("all but fuzzy", all.filter((j) => j < 29), { maxed: simMax })
    run("all", all, { maxed: simMax })
    run("all lambda 1000", all, { maxed: simMax, lambda: 1000 })
    run("all ridge 3000", all, { maxed: simMax, lambda: 3000, ridge: true })
  }
  if (mode === "try") {
    for (const l of [1, 100, 1000, 3000]) run(`ridge all, lambda ${l}`, all, { maxed: simMax, lambda: l, ridge: true })
    for (const l of [1, 100, 1000]) run(`ridge current 11, lambda ${l}`, base, { maxed: simMax, lambda: l, ridge: true })
    const small = [0, 2, 4, 5, 7, 9, 10, 14, 23]
    for (const l of [1, 100, 1000]) run(`small [${small}] logistic ${l}`, small, { maxed: simMax, lambda: l })
    for (const l of [1, 100, 1000]) run(`small ridge ${l}`, small, { maxed: simMax, lambda: l, ridge: true })
    const sq = (f: Array<number>) => [...f, f[0]! * f[0]!, f[0]! * f[2]!, f[0]! * f[9]!]
    for (const l of [1, 100, 1000]) run(`all + squares logistic ${l}`, all, { maxed: simMax, lambda: l, transform: sq })
  }
}
