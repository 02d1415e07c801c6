/**
 * The report card that closes an interview: overall score, each question's score and rating, the strongest and
 * weakest areas (topics, or a single topic's tags), the strikes and how the interview ended.
 */
import { ratingFor } from "../judging/assess.ts"
import { isTopic, TOPIC_NAMES } from "../bank/topic-list.ts"
import { answeredAndSkipped, overallScore as overallOf, questionScore, questionWeight } from "./overall-score.ts"

export type EndReason = "completed" | "ended-early" | "tab-switching"

export interface ReportCardQuestion {
  readonly questionId?: string
  readonly text: string
  readonly topic: string
  readonly tags?: ReadonlyArray<string>
  readonly status: "answered" | "skipped"
  /** null for a skipped question or one not assessed */
  readonly score: number | null
  readonly rating?: number | null
  /** a follow-up to the main question before it (issue #16): numbered with it, weighed as overall-score.ts says */
  readonly followUp?: boolean
}

export interface ReportCardInput {
  readonly questions: ReadonlyArray<ReportCardQuestion>
  readonly strikes: number
  readonly endReason: EndReason
}

export interface AreaScore {
  readonly area: string
  readonly label: string
  readonly score: number
  readonly questions: number
}

export interface ReportCard {
  /** mean over every question asked, a skipped one counting 0; null when nothing was asked */
  readonly overallScore: number | null
  readonly overallRating: number | null
  readonly answered: number
  readonly skipped: number
  readonly questions: ReadonlyArray<{
    /** the main question's number; a follow-up has the number of the question it follows up */
    readonly number: number
    readonly followUp: boolean
    readonly questionId?: string
    readonly text: string
    readonly topic: string
    readonly status: "answered" | "skipped"
    readonly score: number
    readonly rating: number
  }>
  readonly strongest: ReadonlyArray<AreaScore>
  readonly weakest: ReadonlyArray<AreaScore>
  readonly strikes: number
  readonly endReason: EndReason
  /** how the interview ended, as a sentence */
  readonly ending: string
}

const ENDINGS: Readonly<Record<EndReason, (strikes: number) => string>> = {
  completed: () => "You completed the interview.",
  "ended-early": () => "You ended the interview early.",
  "tab-switching": (strikes) => `The interview was closed after ${strikes} strikes for leaving the interview tab or fullscreen.`
}

const STRONG_FROM = 60

export const reportCard = (input: ReportCardInput): ReportCard => {
  let number = 0
  const questions = input.questions.map((q) => {
    const score = questionScore(q)
    const followUp = q.followUp === true
    if (!followUp) number++
    return {
      number: Math.max(1, number),
      followUp,
      ...(q.questionId !== undefined ? { questionId: q.questionId } : {}),
      text: q.text,
      topic: q.topic,
      status: q.status,
      score,
      rating: q.status === "answered" && q.rating != null ? q.rating : ratingFor(score)
    }
  })
  const overallScore = overallOf(input.questions)
  const areas = areaScores(input.questions, questions.map((q) => q.score))
  const half = Math.floor(areas.length / 2)
  let strongest: Array<AreaScore> = areas.slice(0, Math.min(2, half))
  let weakest: Array<AreaScore> = [...areas]
    .sort((a, b) => a.score - b.score || b.questions - a.questions || a.area.localeCompare(b.area))
    .slice(0, Math.min(2, half))
  // One area, or all alike: nothing stands out against anything else, so the score alone decides the side.
  if (areas.length > 0 && areas[0]!.score === areas[areas.length - 1]!.score) {
    const top = areas.slice(0, 2)
    strongest = areas[0]!.score >= STRONG_FROM ? top : []
    weakest = areas[0]!.score >= STRONG_FROM ? [] : top
  }
  return {
    overallScore,
    overallRating: overallScore === null ? null : ratingFor(overallScore),
    ...answeredAndSkipped(input.questions),
    questions,
    strongest,
    weakest,
    strikes: Math.max(0, Math.trunc(input.strikes)),
    endReason: input.endReason,
    ending: ENDINGS[input.endReason](Math.max(0, Math.trunc(input.strikes)))
  }
}

/** Areas are topics when the interview spans several, else the tags of its one topic. Best first. */
const areaScores = (questions: ReadonlyArray<ReportCardQuestion>, scores: ReadonlyArray<number>): Array<AreaScore> => {
  const topics = new Set(questions.map((q) => q.topic))
  const byTopic = topics.size > 1
  const sums = new Map<string, { total: number; weight: number; count: number }>()
  questions.forEach((q, i) => {
    const keys = byTopic ? [q.topic] : (q.tags ?? []).length > 0 ? q.tags! : [q.topic]
    const weight = questionWeight(q)
    for (const key of keys) {
      const entry = sums.get(key) ?? { total: 0, weight: 0, count: 0 }
      entry.total += weight * scores[i]!
      entry.weight += weight
      if (q.followUp !== true) entry.count++
      sums.set(key, entry)
    }
  })
  return [...sums]
    .map(([area, { count, total, weight }]) => ({
      area,
      label: isTopic(area) ? TOPIC_NAMES[area] : area,
      score: Math.round(total / weight),
      questions: count
    }))
    .sort((a, b) => b.score - a.score || b.questions - a.questions || a.area.localeCompare(b.area))
}
