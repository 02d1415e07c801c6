/**
 * A judgement as the Coach port reports it: the full assessment (feedback lines, evidence sentences) for one
 * answer, or the cheaper summary a batch prints.
 */
import type { Judgement } from "../judging/assess.ts"
import type { PointMatch } from "../judging/evidence.ts"
import type { IndexedAnswer } from "../reading/answer-index.ts"
import type { Assessment } from "../schemas.ts"
import { contradictions, coveredPoints, feedbackLines, nextStepOf, vaguePoints } from "./lines.ts"

const evidenceText = (answer: IndexedAnswer, match: PointMatch): string =>
  match.sentences.map((i) => answer.sentences[i]!.text).join(" ")

export const toAssessment = (j: Judgement, judgedBy = "built-in"): Assessment => {
  const covered: Array<{ point: string; sentence: string }> = []
  const missed: Array<{ point: string }> = []
  const made = coveredPoints(j)
  j.matches.forEach((m, i) => {
    const point = j.question.points[i]!.point
    if (made[i]) covered.push({ point, sentence: evidenceText(j.answer, m) })
    else missed.push({ point })
  })
  const { lines, nextStep } = feedbackLines(j)
  const contradicted = contradictions(j)
  const vague = vaguePoints(j)
  return {
    score: j.score,
    rating: j.rating,
    covered,
    missed,
    ...(contradicted.length > 0 ? { contradicted } : {}),
    ...(vague.length > 0 ? { vague } : {}),
    feedback: lines,
    nextStep,
    flags: [...j.honesty.flags],
    ...(j.delivery !== null ? { delivery: j.delivery } : {}),
    ...(j.star !== null
      ? { star: { situation: j.star.situation, task: j.star.task, action: j.star.action, result: j.star.result, quantified: j.star.quantified } }
      : {}),
    ...(j.exact !== null ? { exact: { expected: j.exact.expected, given: j.exact.given, correct: j.exact.correct } } : {}),
    judgedBy
  }
}

/** An assessment without feedback lines or evidence sentences: what a batch result reports, cheaper to build. */
export interface AssessmentSummary {
  readonly score: number
  readonly rating: number
  readonly covered: ReadonlyArray<string>
  readonly missed: ReadonlyArray<string>
  /** points the answer states the other way round (also among `missed`) */
  readonly contradicted?: ReadonlyArray<string>
  readonly flags: ReadonlyArray<Assessment["flags"][number]>
  readonly nextStep: string
  readonly exact?: NonNullable<Assessment["exact"]>
  readonly star?: NonNullable<Assessment["star"]>
}

export const toSummary = (j: Judgement): AssessmentSummary => {
  const made = coveredPoints(j)
  const covered: Array<string> = []
  const missed: Array<string> = []
  j.question.points.forEach((p, i) => (made[i] ? covered : missed).push(p.point))
  const contradicted = contradictions(j).map((c) => c.point)
  return {
    score: j.score,
    rating: j.rating,
    covered,
    missed,
    ...(contradicted.length > 0 ? { contradicted } : {}),
    flags: [...j.honesty.flags],
    nextStep: nextStepOf(j),
    ...(j.exact !== null ? { exact: { expected: j.exact.expected, given: j.exact.given, correct: j.exact.correct } } : {}),
    ...(j.star !== null
      ? { star: { situation: j.star.situation, task: j.star.task, action: j.star.action, result: j.star.result, quantified: j.star.quantified } }
      : {})
  }
}
