/**
 * The progress figures of issue #17 as one pure function of a user's judged answers: score trends per topic,
 * the points missed most often, delivery and STAR structure over time, the streak and the time practised.
 * Each interview's score is the one overall score (core/coach/feedback/overall-score.ts) and no other.
 */
import type { DeliveryPoint, MissedPoint, Progress, ScorePoint, StarPoint, TopicTrend } from "../contract/progress.ts"
import { isTopic, TOPIC_NAMES } from "../coach/bank/topic-list.ts"
import { answeredAndSkipped, type ClosedQuestion, overallScore } from "../coach/feedback/overall-score.ts"
import { WEAK_POINTS_TOPIC, weakPointsType } from "../interviews/catalog.ts"
import type { JudgedAnswer } from "../ports/Interviews.ts"
import { isFollowUp, pointsMissedBy } from "./missed.ts"
import { practiceStreak } from "./streak.ts"
import { outcomesOf, scheduleOf } from "./weak-points.ts"

/** An answer's share of "time practised" is capped, so a question left open over lunch does not count as practice. */
const MAX_ANSWER_MINUTES = 15
const MISSED_POINTS_SHOWN = 10
const DAY_MS = 86_400_000

interface Judged {
  readonly missed?: ReadonlyArray<{ readonly point: string }>
  readonly contradicted?: ReadonlyArray<{ readonly point: string }>
  readonly delivery?: {
    readonly words: number
    readonly speakingMs: number
    readonly wordsPerMinute: number | null
    readonly fillerCount: number
    readonly longestPauseMs: number | null
  }
  readonly star?: { readonly situation: boolean; readonly task: boolean; readonly action: boolean; readonly result: boolean; readonly quantified: boolean }
}

const judged = (a: JudgedAnswer): Judged | null =>
  typeof a.assessment === "object" && a.assessment !== null ? (a.assessment as Judged) : null

const closed = (a: JudgedAnswer): ClosedQuestion => ({
  status: a.status === "SKIPPED" ? "skipped" : "answered",
  score: a.score,
  followUp: isFollowUp(a)
})

const topicName = (topic: string) =>
  isTopic(topic) ? TOPIC_NAMES[topic] : topic === WEAK_POINTS_TOPIC ? weakPointsType.displayName : topic

/** Answers grouped by interview, oldest interview first (ties by id), each in question order. */
export const byInterview = (history: ReadonlyArray<JudgedAnswer>): ReadonlyArray<ReadonlyArray<JudgedAnswer>> => {
  const groups = new Map<number, Array<JudgedAnswer>>()
  for (const a of history) {
    const group = groups.get(a.interviewId)
    if (group === undefined) groups.set(a.interviewId, [a])
    else group.push(a)
  }
  return [...groups.values()]
    .map((g) => g.slice().sort((x, y) => x.position - y.position))
    .sort((x, y) => x[0]!.practisedAt - y[0]!.practisedAt || x[0]!.interviewId - y[0]!.interviewId)
}

const missedPoints = (history: ReadonlyArray<JudgedAnswer>): ReadonlyArray<MissedPoint> => {
  const asked = new Map<string, number>()
  const points = new Map<string, { point: string; question: string; questionRef: string; topic: string; missed: number; lastAt: number }>()
  for (const a of history) {
    if (isFollowUp(a)) continue
    asked.set(a.questionRef, (asked.get(a.questionRef) ?? 0) + 1)
    for (const point of pointsMissedBy(a)) {
      const key = `${a.questionRef}\u0000${point}`
      const seen = points.get(key)
      if (seen === undefined) {
        points.set(key, { point, question: a.questionText, questionRef: a.questionRef, topic: a.questionTopic, missed: 1, lastAt: a.answeredAt })
      } else {
        seen.missed++
        seen.lastAt = Math.max(seen.lastAt, a.answeredAt)
      }
    }
  }
  return [...points.values()]
    .sort((x, y) => y.missed - x.missed || y.lastAt - x.lastAt || x.point.localeCompare(y.point))
    .slice(0, MISSED_POINTS_SHOWN)
    .map(({ lastAt: _, ...p }) => ({ ...p, asked: asked.get(p.questionRef) ?? 0 }))
}

const mean = (xs: ReadonlyArray<number>) => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length)

const deliveryOf = (interviewId: number, at: string, answers: ReadonlyArray<JudgedAnswer>): DeliveryPoint | null => {
  const spoken = answers.flatMap((a) => {
    const d = a.status === "ANSWERED" ? judged(a)?.delivery : undefined
    return d === undefined ? [] : [d]
  })
  if (spoken.length === 0) return null
  const measured = spoken.filter((d) => d.wordsPerMinute !== null && d.speakingMs > 0)
  const minutes = measured.reduce((s, d) => s + d.speakingMs, 0) / 60_000
  const words = measured.reduce((s, d) => s + d.words, 0)
  const fillers = measured.reduce((s, d) => s + d.fillerCount, 0)
  const pauses = mean(spoken.flatMap((d) => (d.longestPauseMs === null ? [] : [d.longestPauseMs])))
  return {
    interviewId,
    at,
    spokenAnswers: spoken.length,
    wordsPerMinute: minutes > 0 ? Math.round(words / minutes) : null,
    fillersPerMinute: minutes > 0 ? Math.round((fillers / minutes) * 10) / 10 : null,
    longestPauseMs: pauses === null ? null : Math.round(pauses)
  }
}

const starOf = (interviewId: number, at: string, answers: ReadonlyArray<JudgedAnswer>): StarPoint | null => {
  const stars = answers.flatMap((a) => {
    const s = a.status === "ANSWERED" ? judged(a)?.star : undefined
    return s === undefined ? [] : [s]
  })
  if (stars.length === 0) return null
  const parts = stars.reduce((n, s) => n + [s.situation, s.task, s.action, s.result].filter(Boolean).length, 0)
  return {
    interviewId,
    at,
    behaviouralAnswers: stars.length,
    completeness: Math.round((parts / (stars.length * 4)) * 100),
    quantified: stars.filter((s) => s.quantified).length
  }
}

export interface ProgressOptions {
  readonly now: number
  readonly utcOffsetMinutes: number
  readonly limit: number
}

export const progressOf = (history: ReadonlyArray<JudgedAnswer>, options: ProgressOptions): Progress => {
  const interviews = byInterview(history)
  const overall: Array<ScorePoint & { readonly topic: string }> = []
  const delivery: Array<DeliveryPoint> = []
  const star: Array<StarPoint> = []
  for (const answers of interviews) {
    const first = answers[0]!
    const at = new Date(first.practisedAt).toISOString()
    const score = overallScore(answers.map(closed))
    if (score !== null) overall.push({ interviewId: first.interviewId, at, score, topic: first.interviewTopic })
    const d = deliveryOf(first.interviewId, at, answers)
    if (d !== null) delivery.push(d)
    const s = starOf(first.interviewId, at, answers)
    if (s !== null) star.push(s)
  }
  const topics = new Map<string, Array<ScorePoint>>()
  for (const { topic, ...point } of overall) topics.set(topic, [...(topics.get(topic) ?? []), point])
  const trends: Array<TopicTrend> = [...topics].map(([topic, points]) => ({
    topic,
    name: topicName(topic),
    points,
    change: points.length < 2 ? null : points[points.length - 1]!.score - points[0]!.score
  })).sort((x, y) => y.points.length - x.points.length || x.name.localeCompare(y.name))

  const offsetMs = options.utcOffsetMinutes * 60_000
  const days = history.map((a) => Math.floor((a.answeredAt + offsetMs) / DAY_MS))
  const today = Math.floor((options.now + offsetMs) / DAY_MS)
  const streak = practiceStreak(days, today)
  const last = history.reduce<number | null>((m, a) => (m === null || a.answeredAt > m ? a.answeredAt : m), null)
  const schedule = scheduleOf(outcomesOf(history))
  const due = schedule.filter((s) => s.dueAt <= options.now)
  const waiting = schedule.filter((s) => s.dueAt > options.now).map((s) => s.dueAt)
  const practisedMs = history.reduce((s, a) => s + Math.min(MAX_ANSWER_MINUTES * 60_000, Math.max(0, a.answeredAt - a.askedAt)), 0)

  return {
    interviews: interviews.length,
    limit: options.limit,
    // questions, as the interview list counts them: a follow-up's answer is not another question answered
    ...answeredAndSkipped(history.map(closed)),
    overall: overall.map(({ topic: _, ...p }) => p),
    topics: trends,
    missedPoints: missedPoints(history),
    delivery,
    star,
    streak: { ...streak, lastPractised: last === null ? null : new Date(last).toISOString() },
    timePractisedMinutes: Math.round(practisedMs / 60_000),
    weakPoints: {
      duePoints: due.length,
      dueQuestions: new Set(due.map((s) => s.questionRef)).size,
      nextDueAt: waiting.length === 0 ? null : new Date(Math.min(...waiting)).toISOString()
    }
  }
}
