/**
 * What the dashboard shows of an interview type or a user's interview (spec §2 "Dashboard"): one card shape for
 * the four card statuses, the topic badge's text, the 'MMM d, yyyy' date, and the score history the chart draws.
 */
import { TOPIC_NAMES } from "../coach/bank/topic-list.ts"
import type { InterviewType, UserInterview } from "../contract/interview.ts"
import { JOB_DESCRIPTION_TOPIC, WEAK_POINTS_TOPIC, weakPointsType } from "../interviews/catalog.ts"

/** Spec §4 "Card statuses". */
export type CardStatus = "available" | "scheduled" | "in-progress" | "completed"

export interface InterviewCard {
  /** Unique across the lists: available types and user interviews share number ranges. */
  readonly key: string
  /** The interview type's id for an available card (→ /new-interview/{id}), else the userInterviewId. */
  readonly id: number
  readonly title: string
  readonly description: string
  readonly topic: string
  /** The type's Category name; null for a user's interview. */
  readonly category: string | null
  readonly status: CardStatus
  /** The moment the card dates itself by (created, scheduled for, or completed), ISO; null for a type. */
  readonly date: string | null
  /** 0–100 for a completed interview with an assessed answer. */
  readonly score: number | null
  readonly questionsAnswered: number | null
  readonly questionsSkipped: number | null
  readonly questionsPlanned: number | null
}

export const STATUS_LABELS: Readonly<Record<CardStatus, string>> = {
  available: "Available",
  scheduled: "Scheduled",
  "in-progress": "In Progress",
  completed: "Completed"
}

/** The topic badge: the advertised name of a known topic, else capitalised; 'general' stays as it is. */
export const topicLabel = (topic: string): string => {
  if (topic === "general") return topic
  // A weak-points interview mixes topics (issue #17): named as its type is.
  if (topic === WEAK_POINTS_TOPIC) return weakPointsType.displayName
  // An interview from a job description mixes topics too (issue #16).
  if (topic === JOB_DESCRIPTION_TOPIC) return "Job Description"
  const known = (TOPIC_NAMES as Readonly<Record<string, string>>)[topic]
  if (known !== undefined) return known
  return topic.charAt(0).toUpperCase() + topic.slice(1)
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

/** 'MMM d, yyyy' in the viewer's time zone, e.g. 'Dec 1, 2026'; an unreadable date gives "". */
export const formatCardDate = (iso: string): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ""
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

export const cardOfType = (type: InterviewType): InterviewCard => ({
  key: `type-${type.id}`,
  id: type.id,
  title: type.displayName,
  description: type.description,
  topic: type.topic,
  category: type.Category.name,
  status: "available",
  date: null,
  score: null,
  questionsAnswered: null,
  questionsSkipped: null,
  questionsPlanned: null
})

const STATUS_OF = { IN_PROGRESS: "in-progress", COMPLETED: "completed", SCHEDULED: "scheduled" } as const

export const cardOfInterview = (interview: UserInterview): InterviewCard => {
  const status = STATUS_OF[interview.status]
  const date = status === "completed"
    ? interview.completedAt ?? interview.createdAt
    : status === "scheduled"
    ? interview.scheduledAt ?? interview.createdAt
    : interview.createdAt
  return {
    key: `interview-${interview.userInterviewId}`,
    id: interview.userInterviewId,
    title: interview.title || interview.interviewDisplayName,
    description: interview.description || interview.interviewDescription,
    topic: interview.topic,
    category: null,
    status,
    date,
    // The list call carries the one overall score (core/coach/feedback/overall-score.ts); shown as it is.
    score: interview.score,
    questionsAnswered: interview.questionsAnswered,
    questionsSkipped: interview.questionsSkipped,
    questionsPlanned: interview.questionsPlanned
  }
}

/** How far an interview got, the same words on a card and in the terminal: '2 of 3 answered, 1 skipped'. */
export const progressText = (answered: number, skipped: number, planned: number): string =>
  `${answered} of ${planned} answered${skipped > 0 ? `, ${skipped} skipped` : ""}`

export interface ScorePoint {
  readonly id: number
  readonly title: string
  /** Milliseconds since the epoch. */
  readonly at: number
  readonly score: number
}

export interface ScoreSeries {
  readonly topic: string
  readonly label: string
  readonly points: ReadonlyArray<ScorePoint>
}

/** Completed, scored interviews as one series per topic, each oldest first; series ordered by their first point. */
export const scoreHistory = (cards: ReadonlyArray<InterviewCard>): ReadonlyArray<ScoreSeries> => {
  const byTopic = new Map<string, Array<ScorePoint>>()
  for (const card of cards) {
    if (card.status !== "completed" || card.score === null || card.date === null) continue
    const at = new Date(card.date).getTime()
    if (Number.isNaN(at)) continue
    const points = byTopic.get(card.topic) ?? []
    points.push({ id: card.id, title: card.title, at, score: card.score })
    byTopic.set(card.topic, points)
  }
  return [...byTopic.entries()]
    .map(([topic, points]) => ({ topic, label: topicLabel(topic), points: points.sort((a, b) => a.at - b.at || a.id - b.id) }))
    .sort((a, b) => (a.points[0]?.at ?? 0) - (b.points[0]?.at ?? 0) || a.topic.localeCompare(b.topic))
}
