/**
 * The progress call's payload (issue #17): figures over a user's recent interviews, computed on the server from
 * stored judgements. Every score here is the one overall score of core/coach/feedback/overall-score.ts.
 */
import { Schema } from "effect"

/** How many of the most recent interviews the figures cover, at most (the call is bounded, not paged). */
export const MAX_PROGRESS_INTERVIEWS = 500
export const DEFAULT_PROGRESS_INTERVIEWS = 100

const wholeBetween = (name: string, min: number, max: number, what: string) =>
  Schema.String.check(Schema.makeFilter((s: string) => {
    const n = /^-?\d{1,4}$/.test(s) ? Number(s) : Number.NaN
    return (n >= min && n <= max) || `${name} must be a whole number ${what} from ${min} to ${max}`
  }))

/** The query of the progress call; both are optional. Decoded strings: the service reads them with `Number`. */
export const ProgressQuery = {
  interviews: Schema.optional(wholeBetween("interviews", 1, MAX_PROGRESS_INTERVIEWS, "of interviews")).annotate({
    description: `how many of the most recent interviews to cover (1–${MAX_PROGRESS_INTERVIEWS}, default ${DEFAULT_PROGRESS_INTERVIEWS})`
  }),
  utcOffsetMinutes: Schema.optional(wholeBetween("utcOffsetMinutes", -840, 840, "of minutes")).annotate({
    description: "the user's offset from UTC in minutes (330 for India, -300 for New York in winter), so days and streaks are theirs; default 0"
  })
}

/** One interview's overall score on the trend line. */
export const ScorePoint = Schema.Struct({
  interviewId: Schema.Int,
  /** ISO date and time the interview was practised (its end, else its start) */
  at: Schema.String,
  score: Schema.Int
})
export type ScorePoint = typeof ScorePoint.Type

export const TopicTrend = Schema.Struct({
  topic: Schema.String,
  name: Schema.String,
  /** oldest first */
  points: Schema.Array(ScorePoint),
  /** the latest score minus the first; null with a single interview */
  change: Schema.NullOr(Schema.Int)
})
export type TopicTrend = typeof TopicTrend.Type

export const MissedPoint = Schema.Struct({
  point: Schema.String,
  question: Schema.String,
  /** the coach's id of the question, so a practice interview can ask it again */
  questionRef: Schema.String,
  topic: Schema.String,
  /** how many times the point was missed (a skipped question misses all its points) */
  missed: Schema.Int,
  /** how many times its question was answered or skipped */
  asked: Schema.Int
})
export type MissedPoint = typeof MissedPoint.Type

/** Delivery of the spoken answers of one interview; an interview with no spoken answer has no entry. */
export const DeliveryPoint = Schema.Struct({
  interviewId: Schema.Int,
  at: Schema.String,
  spokenAnswers: Schema.Int,
  /** words over speaking time; null when no answer was long enough to measure */
  wordsPerMinute: Schema.NullOr(Schema.Int),
  /** filler words per minute of speaking, one decimal */
  fillersPerMinute: Schema.NullOr(Schema.Number),
  /** the mean of each answer's longest pause, in ms; null without segment timings */
  longestPauseMs: Schema.NullOr(Schema.Int)
})
export type DeliveryPoint = typeof DeliveryPoint.Type

/** STAR structure of the behavioural answers of one interview. */
export const StarPoint = Schema.Struct({
  interviewId: Schema.Int,
  at: Schema.String,
  behaviouralAnswers: Schema.Int,
  /** the share of situation, task, action and result present, over those answers: 0–100 */
  completeness: Schema.Int,
  /** how many of those answers had a quantified result */
  quantified: Schema.Int
})
export type StarPoint = typeof StarPoint.Type

export const Progress = Schema.Struct({
  /** interviews the figures cover (those with at least one answered or skipped question) */
  interviews: Schema.Int,
  /** the bound asked for: when `interviews` equals it, older ones were left out */
  limit: Schema.Int,
  answered: Schema.Int,
  skipped: Schema.Int,
  /** every interview's overall score, oldest first */
  overall: Schema.Array(ScorePoint),
  topics: Schema.Array(TopicTrend),
  /** the ten points missed most often, most missed first */
  missedPoints: Schema.Array(MissedPoint),
  delivery: Schema.Array(DeliveryPoint),
  star: Schema.Array(StarPoint),
  streak: Schema.Struct({
    /** consecutive days with practice, ending today or yesterday */
    current: Schema.Int,
    longest: Schema.Int,
    practiceDays: Schema.Int,
    lastPractised: Schema.NullOr(Schema.String)
  }),
  /** time from each question being asked to its answer, each capped at 15 minutes, summed */
  timePractisedMinutes: Schema.Int,
  /** the weak-points schedule now: points missed and due again, over how many questions, and when the next one is */
  weakPoints: Schema.Struct({
    duePoints: Schema.Int,
    dueQuestions: Schema.Int,
    /** ISO date and time the next point not yet due comes due; null when none waits */
    nextDueAt: Schema.NullOr(Schema.String)
  })
})
export type Progress = typeof Progress.Type

export const WEAK_POINTS_QUESTIONS = { min: 1, max: 15, default: 5 } as const
const WEAK_POINTS_QUESTIONS_MESSAGE = `questions must be a whole number from ${WEAK_POINTS_QUESTIONS.min} to ${WEAK_POINTS_QUESTIONS.max}`

/** Starts a "Practise your weak points" interview: at most `questions` of the questions with points due. */
export const WeakPointsRequest = Schema.Struct({
  questions: Schema.optional(Schema.Number.check(
    Schema.isInt({ message: WEAK_POINTS_QUESTIONS_MESSAGE }),
    Schema.isBetween({ minimum: WEAK_POINTS_QUESTIONS.min, maximum: WEAK_POINTS_QUESTIONS.max }, { message: WEAK_POINTS_QUESTIONS_MESSAGE })
  ).annotate({ message: WEAK_POINTS_QUESTIONS_MESSAGE })),
  answerMode: Schema.optional(Schema.Literals(["voice", "text"]).annotate({ message: "answerMode must be voice or text" }))
})
export type WeakPointsRequest = typeof WeakPointsRequest.Type
