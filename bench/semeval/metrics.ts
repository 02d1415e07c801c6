/**
 * Classification metrics for the SemEval harness, as pure functions: accuracy, confusion matrix, macro-F1,
 * the one cut-off that turns a 0–100 score into correct / incorrect, and seeded bootstrap intervals.
 */
import { seededRandom } from "../../core/coach/selection/seeded-random.ts"

export interface Confusion<L extends string = string> {
  /** Row and column order. */
  readonly labels: ReadonlyArray<L>
  /** matrix[g][p]: answers with gold label labels[g] predicted as labels[p]. */
  readonly matrix: ReadonlyArray<ReadonlyArray<number>>
}

export interface Interval {
  readonly low: number
  readonly high: number
}

const sameLength = (gold: ReadonlyArray<unknown>, predicted: ReadonlyArray<unknown>): void => {
  if (gold.length !== predicted.length) throw new Error(`${gold.length} gold labels but ${predicted.length} predictions`)
}

/** The labels of gold and predicted, sorted, when the caller names none. */
const labelsOf = <L extends string>(gold: ReadonlyArray<L>, predicted: ReadonlyArray<L>): Array<L> =>
  [...new Set([...gold, ...predicted])].sort()

/** Share of predictions equal to the gold label; 0 for no answers. */
export const accuracy = <L extends string>(gold: ReadonlyArray<L>, predicted: ReadonlyArray<L>): number => {
  sameLength(gold, predicted)
  if (gold.length === 0) return 0
  let right = 0
  for (let i = 0; i < gold.length; i++) if (gold[i] === predicted[i]) right++
  return right / gold.length
}

/** Gold × predicted counts over `labels` (default: every label seen, sorted). */
export const confusion = <L extends string>(
  gold: ReadonlyArray<L>,
  predicted: ReadonlyArray<L>,
  labels: ReadonlyArray<L> = labelsOf(gold, predicted)
): Confusion<L> => {
  sameLength(gold, predicted)
  const index = new Map(labels.map((l, i) => [l, i] as const))
  const matrix = labels.map(() => labels.map(() => 0))
  for (let i = 0; i < gold.length; i++) {
    const g = index.get(gold[i]!)
    const p = index.get(predicted[i]!)
    if (g === undefined || p === undefined) throw new Error(`label ${g === undefined ? gold[i] : predicted[i]} is not one of ${labels.join(", ")}`)
    matrix[g]![p]!++
  }
  return { labels, matrix }
}

/**
 * F1 of each label from a confusion matrix. A label never predicted and never gold has F1 0, as has one with no
 * true positives (precision or recall 0/0 counts as 0, as scikit-learn's default does).
 */
export const f1PerLabel = <L extends string>({ labels, matrix }: Confusion<L>): Array<{ label: L; precision: number; recall: number; f1: number }> =>
  labels.map((label, k) => {
    const tp = matrix[k]![k]!
    let goldCount = 0
    let predictedCount = 0
    for (let j = 0; j < labels.length; j++) {
      goldCount += matrix[k]![j]!
      predictedCount += matrix[j]![k]!
    }
    const precision = predictedCount === 0 ? 0 : tp / predictedCount
    const recall = goldCount === 0 ? 0 : tp / goldCount
    const f1 = tp === 0 ? 0 : (2 * precision * recall) / (precision + recall)
    return { label, precision, recall, f1 }
  })

/** Unweighted mean of the per-label F1 over `labels` (default: every label seen, sorted). */
export const macroF1 = <L extends string>(
  gold: ReadonlyArray<L>,
  predicted: ReadonlyArray<L>,
  labels: ReadonlyArray<L> = labelsOf(gold, predicted)
): number => {
  if (labels.length === 0) return 0
  const per = f1PerLabel(confusion(gold, predicted, labels))
  return per.reduce((sum, l) => sum + l.f1, 0) / labels.length
}

/** The 2-way decision: a score at or above the cut-off is judged correct. */
export const classify = (score: number, cutoff: number): "correct" | "incorrect" => (score >= cutoff ? "correct" : "incorrect")

export interface CutoffFit {
  readonly cutoff: number
  /** What the cut-off was chosen to maximise on training. */
  readonly objective: CutoffObjective
  /** Training accuracy at that cut-off. */
  readonly accuracy: number
  /** Training 2-way macro-F1 (correct / incorrect) at that cut-off. */
  readonly macroF1: number
  /**
   * Every cut-off reaching that same training objective, the chosen one included, in ascending order: more than one
   * means the fit is fragile, and the test figures may move with the tie-break.
   */
  readonly tied: ReadonlyArray<number>
}

/** "macro-F1" is the protocol: the cut-off maximises, on training, the figure that is reported on test. */
export type CutoffObjective = "accuracy" | "macro-F1"

/** 2-way macro-F1 from the counts of one cut-off ("correct" is the positive label). */
const macroF1OfCounts = (tp: number, fp: number, fn: number, tn: number): number => {
  const f1 = (t: number, falsePos: number, falseNeg: number) => (t === 0 ? 0 : (2 * t) / (2 * t + falsePos + falseNeg))
  return (f1(tp, fp, fn) + f1(tn, fn, fp)) / 2
}

/**
 * The single cut-off on the score that maximises `objective` (training accuracy, or 2-way macro-F1 — the mean of
 * the F1 of "correct" and of "incorrect") of `score ≥ cut-off → "correct"` against `labels` (anything but "correct"
 * counts as incorrect). Every split of the sorted scores is tried; the cut-off returned is the midpoint between the
 * highest score judged incorrect and the lowest judged correct (so integer scores give x.5 and the training split is
 * reproduced exactly). Everything correct gives the lowest score; nothing correct gives Infinity. Ties go to the
 * lowest cut-off (all tied cut-offs are in `tied`). O(n log n).
 */
export const fitCutoffBy = (scores: ReadonlyArray<number>, labels: ReadonlyArray<string>, objective: CutoffObjective): CutoffFit => {
  sameLength(scores, labels)
  if (scores.length === 0) throw new Error("fitCutoff needs at least one score")
  for (const s of scores) if (!Number.isFinite(s)) throw new Error(`score ${s} is not a finite number`)
  const order = scores.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]!)
  const n = scores.length
  // Cut below everything: all predicted correct.
  const positives = labels.reduce((k, l) => k + (l === "correct" ? 1 : 0), 0)
  let tp = positives
  let fp = n - positives
  const value = (): number => (objective === "accuracy" ? (tp + (n - positives - fp)) / n : macroF1OfCounts(tp, fp, positives - tp, n - positives - fp))
  const at = (): { accuracy: number; macroF1: number } => ({
    accuracy: (tp + (n - positives - fp)) / n,
    macroF1: macroF1OfCounts(tp, fp, positives - tp, n - positives - fp)
  })
  let best = value()
  let bestAt = at()
  let tied: Array<number> = [scores[order[0]!]!]
  for (let i = 0; i < order.length;) {
    // Move the cut above the group of equal scores starting at i: they become "incorrect".
    const v = scores[order[i]!]!
    let j = i
    while (j < order.length && scores[order[j]!]! === v) {
      if (labels[order[j]!] === "correct") tp--
      else fp--
      j++
    }
    const cutoff = j < order.length ? (v + scores[order[j]!]!) / 2 : Infinity
    const here = value()
    // counts are whole numbers, so equal objectives come out equal up to rounding
    if (here > best + 1e-12) {
      best = here
      bestAt = at()
      tied = [cutoff]
    } else if (Math.abs(here - best) <= 1e-12) tied.push(cutoff)
    i = j
  }
  return { cutoff: tied[0]!, objective, ...bestAt, tied }
}

/** The accuracy-maximising cut-off with its training figures; see fitCutoffBy. */
export const fitCutoffWithAccuracy = (scores: ReadonlyArray<number>, labels: ReadonlyArray<string>): CutoffFit =>
  fitCutoffBy(scores, labels, "accuracy")

/** The 2-way-macro-F1-maximising cut-off with its training figures: the harness's protocol; see fitCutoffBy. */
export const fitCutoffForMacroF1 = (scores: ReadonlyArray<number>, labels: ReadonlyArray<string>): CutoffFit =>
  fitCutoffBy(scores, labels, "macro-F1")

/** The accuracy-maximising cut-off alone; see fitCutoffBy. */
export const fitCutoff = (scores: ReadonlyArray<number>, labels: ReadonlyArray<string>): number => fitCutoffWithAccuracy(scores, labels).cutoff

/** The macro-F1-maximising cut-off alone; see fitCutoffBy. */
export const fitMacroF1Cutoff = (scores: ReadonlyArray<number>, labels: ReadonlyArray<string>): number => fitCutoffForMacroF1(scores, labels).cutoff


export interface BootstrapOptions<L extends string> {
  /** default 1000 */
  readonly resamples?: number
  /** default 2013 */
  readonly seed?: number
  /** default 0.95 */
  readonly level?: number
  /** the labels macro-F1 averages over (default: every label seen in the full data, sorted) */
  readonly labels?: ReadonlyArray<L>
  /**
   * A cluster per answer (e.g. its question id): when given, whole clusters are resampled instead of single
   * answers, which is the honest interval when answers to one question are not independent.
   */
  readonly groups?: ReadonlyArray<string>
}

/** Percentile interval of `values` (sorted in place) at `level`. */
const percentileInterval = (values: Array<number>, level: number): Interval => {
  values.sort((a, b) => a - b)
  const tail = (1 - level) / 2
  const n = values.length
  return {
    low: values[Math.min(n - 1, Math.max(0, Math.floor(tail * n)))]!,
    high: values[Math.min(n - 1, Math.max(0, Math.ceil((1 - tail) * n) - 1))]!
  }
}

/** Index lists to resample: one per answer, or one per cluster. */
const units = (n: number, groups: ReadonlyArray<string> | undefined): Array<Array<number>> => {
  if (groups === undefined) return Array.from({ length: n }, (_, i) => [i])
  if (groups.length !== n) throw new Error(`${groups.length} groups for ${n} answers`)
  const byGroup = new Map<string, Array<number>>()
  groups.forEach((g, i) => {
    const list = byGroup.get(g)
    if (list === undefined) byGroup.set(g, [i])
    else list.push(i)
  })
  return [...byGroup.values()]
}

/** Runs `statistic` on `resamples` seeded resamples (with replacement) of the answers or clusters. */
const bootstrap = (
  n: number,
  options: { resamples?: number; seed?: number; groups?: ReadonlyArray<string> },
  statistic: (indices: ReadonlyArray<number>) => number
): Array<number> => {
  if (n === 0) throw new Error("the bootstrap needs at least one answer")
  const resamples = options.resamples ?? 1000
  const random = seededRandom(options.seed ?? 2013)
  const pool = units(n, options.groups)
  const values: Array<number> = []
  for (let r = 0; r < resamples; r++) {
    const indices: Array<number> = []
    for (let k = 0; k < pool.length; k++) indices.push(...pool[Math.floor(random() * pool.length)]!)
    values.push(statistic(indices))
  }
  return values
}

/** Seeded, deterministic percentile-bootstrap interval for macro-F1 (1000 resamples, 95 % by default). */
export const bootstrapMacroF1 = <L extends string>(
  gold: ReadonlyArray<L>,
  predicted: ReadonlyArray<L>,
  options: BootstrapOptions<L> = {}
): Interval => {
  sameLength(gold, predicted)
  const labels = options.labels ?? labelsOf(gold, predicted)
  const values = bootstrap(gold.length, options, (ix) => macroF1(ix.map((i) => gold[i]!), ix.map((i) => predicted[i]!), labels))
  return percentileInterval(values, options.level ?? 0.95)
}

/**
 * Paired bootstrap of macro-F1(b) − macro-F1(a) on the same answers (same resamples for both): the difference
 * between two scorers with its interval. An interval that contains 0 means the data do not separate them.
 */
export const bootstrapMacroF1Difference = <L extends string>(
  gold: ReadonlyArray<L>,
  predictedA: ReadonlyArray<L>,
  predictedB: ReadonlyArray<L>,
  options: BootstrapOptions<L> = {}
): { readonly difference: number } & Interval => {
  sameLength(gold, predictedA)
  sameLength(gold, predictedB)
  const labels = options.labels ?? labelsOf(gold, [...predictedA, ...predictedB])
  const f1 = (predicted: ReadonlyArray<L>, ix: ReadonlyArray<number>) => macroF1(ix.map((i) => gold[i]!), ix.map((i) => predicted[i]!), labels)
  const values = bootstrap(gold.length, options, (ix) => f1(predictedB, ix) - f1(predictedA, ix))
  const all = gold.map((_, i) => i)
  return { difference: f1(predictedB, all) - f1(predictedA, all), ...percentileInterval(values, options.level ?? 0.95) }
}
