/**
 * The one overall score of an interview (PRODUCT.md "One overall score"): the weighted mean over the questions
 * asked and closed, a skipped question counting 0. A main question weighs 1 and a follow-up half as much
 * (`FOLLOW_UP_WEIGHT`): it asks again about one point of the question before it, so it is half a question. A
 * question never reached after an early end, or shown but left without an answer when the interview ended, does
 * not count. Every view — report, dashboard card and chart, the list and report calls, the CLI, the progress page
 * and the account export — shows this number and no other.
 */

export interface ClosedQuestion {
  readonly status: "answered" | "skipped"
  /** null for a skipped question, or an answer the coach could not judge (it counts 0 as well) */
  readonly score: number | null
  /** true for a follow-up question (issue #16): it weighs `FOLLOW_UP_WEIGHT` and is not counted as a question */
  readonly followUp?: boolean
}

/** What a follow-up weighs in the overall score, against 1 for a main question. */
export const FOLLOW_UP_WEIGHT = 0.5

/** A question's weight in the overall score. */
export const questionWeight = (q: ClosedQuestion): number => (q.followUp === true ? FOLLOW_UP_WEIGHT : 1)

/** A question's share of the overall score: 0–100, whole. */
export const questionScore = (q: ClosedQuestion): number =>
  q.status === "skipped" ? 0 : Math.max(0, Math.min(100, Math.round(q.score ?? 0)))

/** The overall score, 0–100 and whole; null when no question was answered or skipped. */
export const overallScore = (questions: ReadonlyArray<ClosedQuestion>): number | null => {
  let total = 0
  let weight = 0
  for (const q of questions) {
    total += questionWeight(q) * questionScore(q)
    weight += questionWeight(q)
  }
  return weight === 0 ? null : Math.round(total / weight)
}

/** How many of the closed main questions were answered and how many skipped (follow-ups are not counted). */
export const answeredAndSkipped = (questions: ReadonlyArray<ClosedQuestion>) => {
  const main = questions.filter((q) => q.followUp !== true)
  return {
    answered: main.filter((q) => q.status === "answered").length,
    skipped: main.filter((q) => q.status === "skipped").length
  }
}
