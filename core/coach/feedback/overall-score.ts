/**
 * The one overall score of an interview (PRODUCT.md "One overall score"): the mean over the questions asked and
 * closed, a skipped question counting 0. A question never reached after an early end, or shown but left without
 * an answer when the interview ended, does not count. Every view — report, dashboard card and chart, the list and
 * report calls, the CLI — shows this number and no other.
 */

export interface ClosedQuestion {
  readonly status: "answered" | "skipped"
  /** null for a skipped question, or an answer the coach could not judge (it counts 0 as well) */
  readonly score: number | null
}

/** A question's share of the overall score: 0–100, whole. */
export const questionScore = (q: ClosedQuestion): number =>
  q.status === "skipped" ? 0 : Math.max(0, Math.min(100, Math.round(q.score ?? 0)))

/** The overall score, 0–100 and whole; null when no question was answered or skipped. */
export const overallScore = (questions: ReadonlyArray<ClosedQuestion>): number | null =>
  questions.length === 0 ? null : Math.round(questions.reduce((sum, q) => sum + questionScore(q), 0) / questions.length)

/** How many of the closed questions were answered and how many skipped. */
export const answeredAndSkipped = (questions: ReadonlyArray<ClosedQuestion>) => ({
  answered: questions.filter((q) => q.status === "answered").length,
  skipped: questions.filter((q) => q.status === "skipped").length
})
