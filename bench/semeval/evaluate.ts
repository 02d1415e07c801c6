/**
 * The SemEval-2013 Task 7 evaluation of a 0–100 answer scorer, 2-way (correct / incorrect), done the honest way:
 * per corpus, the one cut-off is fitted on the training split (the one maximising training 2-way macro-F1, the
 * figure reported) and applied unchanged to every test split; macro-F1 (with seeded bootstrap intervals, by answer
 * and by question) and accuracy are reported, and beside them macro-F1 under the accuracy-maximising cut-off that
 * the harness used until 2026-11 (for comparison with older figures).
 * A scorer sees only the question text and its reference answers, never the labels or other answers.
 */
import { type Corpus, loadSplit, type Label, LABELS, type SemevalQuestion, type Split } from "./data.ts"
import {
  accuracy,
  bootstrapMacroF1,
  bootstrapMacroF1Difference,
  classify,
  type Confusion,
  confusion,
  type CutoffFit,
  fitCutoffForMacroF1,
  fitCutoffWithAccuracy,
  type Interval,
  macroF1
} from "./metrics.ts"

/** What a scorer is told about a question: its text and its reference answers. */
export interface ScorerQuestion {
  readonly text: string
  readonly references: ReadonlyArray<string>
}

/** Judges one answer 0–100 (higher: more correct). May be slow, and may return a promise. */
export type Scorer = (question: ScorerQuestion, answer: string) => number | Promise<number>

/** The test splits reported, in order: unseen-questions first, the figure that matters most. */
export const REPORTED_SPLITS: ReadonlyArray<readonly [Corpus, Split]> = [
  ["sciEntsBank", "test-unseen-questions"],
  ["sciEntsBank", "test-unseen-domains"],
  ["sciEntsBank", "test-unseen-answers"],
  ["beetle", "test-unseen-questions"],
  ["beetle", "test-unseen-answers"]
]

export interface EvalRow {
  readonly scorer: string
  readonly corpus: Corpus
  readonly split: Split
  readonly questions: number
  readonly answers: number
  /** Fitted on the corpus's 2-way training split. */
  readonly cutoff: number
  readonly trainingAccuracy: number
  readonly trainingMacroF1: number
  /** The accuracy-maximising training cut-off (the harness's rule before 2026-11) and test macro-F1 under it. */
  readonly accuracyCutoff: number
  readonly macroF1AtAccuracyCutoff: number
  /** Every cut-off with that same training macro-F1 (see CutoffFit.tied). */
  readonly tiedCutoffs: ReadonlyArray<number>
  /** Lowest and highest test macro-F1 over the tied cut-offs: how much the figure hangs on the tie-break. */
  readonly macroF1OverTies: Interval
  readonly macroF1: number
  /** 95 % percentile bootstrap, 1000 seeded resamples of answers. */
  readonly macroF1Interval: Interval
  /** The same, resampling whole questions (answers to one question are not independent). */
  readonly macroF1IntervalByQuestion: Interval
  readonly accuracy: number
  readonly confusion: Confusion<Label>
  /** Answers scored per second on this split. */
  readonly answersPerSecond: number
  /** Per answer, in load order: for paired comparisons between scorers. */
  readonly detail: {
    readonly questionIds: ReadonlyArray<string>
    readonly gold: ReadonlyArray<Label>
    readonly scores: ReadonlyArray<number>
    readonly predicted: ReadonlyArray<Label>
  }
}

export interface EvaluateOptions {
  /** Progress and timing lines; default console.log. */
  readonly log?: (line: string) => void
  /** Bootstrap seed; default 2013. */
  readonly seed?: number
}

interface Scored {
  readonly questionIds: Array<string>
  readonly gold: Array<Label>
  readonly scores: Array<number>
  readonly seconds: number
}

const scoreSplit = async (scorer: Scorer, questions: ReadonlyArray<SemevalQuestion>, where: string): Promise<Scored> => {
  const out: Scored = { questionIds: [], gold: [], scores: [], seconds: 0 }
  const started = performance.now()
  for (const q of questions) {
    const shown: ScorerQuestion = { text: q.text, references: q.references }
    for (const a of q.answers) {
      const result = scorer(shown, a.text)
      const score = typeof result === "number" ? result : await result
      if (!Number.isFinite(score)) throw new Error(`${where}: the scorer gave ${score} for answer ${a.id}`)
      out.questionIds.push(q.id)
      out.gold.push(a.label)
      out.scores.push(score)
    }
  }
  return { ...out, seconds: (performance.now() - started) / 1000 }
}

const spread = (values: ReadonlyArray<number>): Interval => ({ low: Math.min(...values), high: Math.max(...values) })

const rate = (answers: number, seconds: number): number => (seconds > 0 ? answers / seconds : Infinity)

/**
 * Evaluates `scorer` under `name`: fits each corpus's cut-off on its 2-way training split, then scores the
 * REPORTED_SPLITS. Logs the fit and the scoring speed as it goes; returns one row per reported split.
 */
export const evaluate = async (name: string, scorer: Scorer, options: EvaluateOptions = {}): Promise<Array<EvalRow>> => {
  const log = options.log ?? console.log
  const seed = options.seed ?? 2013
  const labels = LABELS[2]
  const rows: Array<EvalRow> = []
  let totalAnswers = 0
  let totalSeconds = 0
  const cutoffs = new Map<Corpus, { fit: CutoffFit; byAccuracy: CutoffFit }>()
  for (const [corpus, split] of REPORTED_SPLITS) {
    let fits = cutoffs.get(corpus)
    if (fits === undefined) {
      const training = await scoreSplit(scorer, loadSplit(corpus, "training", 2), `${corpus} training`)
      fits = { fit: fitCutoffForMacroF1(training.scores, training.gold), byAccuracy: fitCutoffWithAccuracy(training.scores, training.gold) }
      cutoffs.set(corpus, fits)
      const fit = fits.fit
      totalAnswers += training.scores.length
      totalSeconds += training.seconds
      log(
        `${name}: ${corpus} training, ${training.scores.length} answers in ${training.seconds.toFixed(1)} s ` +
          `(${rate(training.scores.length, training.seconds).toFixed(0)} answers/s): cut-off ${formatCutoff(fit.cutoff)}, training macro-F1 ${fit.macroF1.toFixed(3)}, accuracy ${fit.accuracy.toFixed(3)} ` +
          `(accuracy-maximising cut-off ${formatCutoff(fits.byAccuracy.cutoff)})`
      )
      if (fit.tied.length > 1) {
        const others = fit.tied.slice(1)
        log(
          `  note: ${others.length} other cut-off${others.length === 1 ? "" : "s"} tie${others.length === 1 ? "s" : ""} on training macro-F1 ` +
            `(${others.slice(0, 5).map(formatCutoff).join(", ")}${others.length > 5 ? ", …" : ""}); the lowest is used`
        )
      }
    }
    const { fit, byAccuracy } = fits
    const questions = loadSplit(corpus, split, 2)
    const scored = await scoreSplit(scorer, questions, `${corpus} ${split}`)
    totalAnswers += scored.scores.length
    totalSeconds += scored.seconds
    const predicted = scored.scores.map((s) => classify(s, fit.cutoff))
    rows.push({
      scorer: name,
      corpus,
      split,
      questions: questions.length,
      answers: scored.scores.length,
      cutoff: fit.cutoff,
      trainingAccuracy: fit.accuracy,
      trainingMacroF1: fit.macroF1,
      accuracyCutoff: byAccuracy.cutoff,
      macroF1AtAccuracyCutoff: macroF1(scored.gold, scored.scores.map((s) => classify(s, byAccuracy.cutoff)), labels),
      tiedCutoffs: fit.tied,
      macroF1OverTies: spread(fit.tied.map((c) => macroF1(scored.gold, scored.scores.map((s) => classify(s, c)), labels))),
      macroF1: macroF1(scored.gold, predicted, labels),
      macroF1Interval: bootstrapMacroF1(scored.gold, predicted, { labels, seed }),
      macroF1IntervalByQuestion: bootstrapMacroF1(scored.gold, predicted, { labels, seed, groups: scored.questionIds }),
      accuracy: accuracy(scored.gold, predicted),
      confusion: confusion(scored.gold, predicted, labels),
      answersPerSecond: rate(scored.scores.length, scored.seconds),
      detail: { questionIds: scored.questionIds, gold: scored.gold, scores: scored.scores, predicted }
    })
  }
  log(`${name}: ${totalAnswers} answers scored in ${totalSeconds.toFixed(1)} s = ${rate(totalAnswers, totalSeconds).toFixed(0)} answers/s`)
  return rows
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

const formatCutoff = (cutoff: number): string => (Number.isFinite(cutoff) ? (Number.isInteger(cutoff * 10) ? cutoff.toFixed(1) : cutoff.toFixed(2)) : "∞")
const f3 = (x: number): string => x.toFixed(3)
const range = (i: Interval): string => `${f3(i.low)}–${f3(i.high)}`
const signed = (x: number): string => `${x >= 0 ? "+" : "−"}${f3(Math.abs(x))}`
const short = (split: Split): string => split.replace(/^test-/, "")

/** Aligns columns: text left, numbers (and ranges) right. */
export const formatAligned = (header: ReadonlyArray<string>, body: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => (r[c] ?? "").length)))
  const numeric = header.map((_, c) => body.length > 0 && body.every((r) => /^[-+−]?[\d.,∞]/.test(r[c] ?? "")))
  const line = (cells: ReadonlyArray<string>) =>
    cells.map((cell, c) => (numeric[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join("  ").trimEnd()
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n")
}

/** The rows of one or more scorers as an aligned table. */
export const formatTable = (rows: ReadonlyArray<EvalRow>): string =>
  formatAligned(
    ["scorer", "corpus", "split", "questions", "answers", "cut-off", "macro-F1", "95% CI (answers)", "95% CI (questions)", "F1 over tied cut-offs", "accuracy", "F1 at accuracy cut-off", "answers/s"],
    rows.map((r) => [
      r.scorer,
      r.corpus,
      short(r.split),
      String(r.questions),
      String(r.answers),
      formatCutoff(r.cutoff),
      f3(r.macroF1),
      range(r.macroF1Interval),
      range(r.macroF1IntervalByQuestion),
      r.tiedCutoffs.length > 1 ? `${range(r.macroF1OverTies)} (${r.tiedCutoffs.map(formatCutoff).join(", ")})` : "no tie",
      f3(r.accuracy),
      `${f3(r.macroF1AtAccuracyCutoff)} (${formatCutoff(r.accuracyCutoff)})`,
      r.answersPerSecond.toFixed(0)
    ])
  )

export const printTable = (rows: ReadonlyArray<EvalRow>): void => console.log(formatTable(rows))

/**
 * Two scorers' rows side by side (same splits, same answers), with the paired difference b − a in macro-F1 and its
 * 95 % interval from resampling whole questions. `expected` adds published figures, keyed "corpus split".
 */
export const formatComparison = (
  a: ReadonlyArray<EvalRow>,
  b: ReadonlyArray<EvalRow>,
  expected: Readonly<Record<string, readonly [number, number]>> = {}
): string => {
  const nameA = a[0]?.scorer ?? "a"
  const nameB = b[0]?.scorer ?? "b"
  const body = a.map((ra) => {
    const rb = b.find((r) => r.corpus === ra.corpus && r.split === ra.split)
    if (rb === undefined || rb.answers !== ra.answers) throw new Error(`no matching ${nameB} row for ${ra.corpus} ${ra.split}`)
    const diff = bootstrapMacroF1Difference(ra.detail.gold, ra.detail.predicted, rb.detail.predicted, {
      labels: LABELS[2],
      groups: ra.detail.questionIds
    })
    const published = expected[`${ra.corpus} ${ra.split}`]
    return [
      ra.corpus,
      short(ra.split),
      String(ra.answers),
      f3(ra.macroF1),
      f3(rb.macroF1),
      signed(diff.difference),
      `${signed(diff.low)} … ${signed(diff.high)}`,
      f3(ra.accuracy),
      f3(rb.accuracy),
      published === undefined ? "" : `${f3(published[0])} / ${f3(published[1])}`
    ]
  })
  const hasExpected = body.some((r) => r[9] !== "")
  const header = [
    "corpus",
    "split",
    "answers",
    `${nameA} F1`,
    `${nameB} F1`,
    `Δ F1 (${nameB} − ${nameA})`,
    "Δ 95% CI (questions)",
    `${nameA} acc`,
    `${nameB} acc`,
    "README F1 (a / b)"
  ]
  return formatAligned(hasExpected ? header : header.slice(0, 9), hasExpected ? body : body.map((r) => r.slice(0, 9)))
}

export const printComparison = (
  a: ReadonlyArray<EvalRow>,
  b: ReadonlyArray<EvalRow>,
  expected?: Readonly<Record<string, readonly [number, number]>>
): void => console.log(formatComparison(a, b, expected))
