/** The interview store: interview types, users' interviews, the questions asked, answers and strikes. */
import { Context, type Effect, type Option } from "effect"
import type { FieldDefinition } from "../contract/fields.ts"
import type { AnswerStatus, EndReason, FormValues, InterviewStatus } from "../contract/interview.ts"
import type { QuestionExtra, StoredAssessment, StoredTiming } from "./stored.ts"

export interface InterviewTypeSeed {
  readonly name: string
  readonly displayName: string
  readonly description: string
  readonly category: string
  readonly topic: string
  readonly questionFields: ReadonlyArray<FieldDefinition>
  readonly answerFields: ReadonlyArray<FieldDefinition>
  readonly sortOrder: number
  /** false: never listed for starting (set when the type is first inserted); true by default */
  readonly isActive?: boolean
}

export interface InterviewTypeRecord extends InterviewTypeSeed {
  readonly id: number
  readonly isActive: boolean
}

export interface NewInterview {
  readonly userId: number
  readonly typeId: number
  readonly status: InterviewStatus
  readonly questionValues: FormValues
  readonly answerValues: FormValues
  readonly topic: string
  readonly difficulty: string
  readonly plannedQuestions: number
  readonly seed: number
  readonly scheduledAt: number | null
}

export interface InterviewRecord extends NewInterview {
  readonly id: number
  readonly startedAt: number | null
  readonly completedAt: number | null
  readonly endReason: EndReason | null
  readonly createdAt: number
  readonly updatedAt: number
}

/** A listed interview with what the dashboard shows of it. */
export interface InterviewSummary extends InterviewRecord {
  readonly type: InterviewTypeRecord
}

export interface NewQuestion {
  readonly interviewId: number
  readonly position: number
  /** The coach's id for the question (a bank id, or the model's). */
  readonly ref: string
  /** "built-in" or the model that wrote it. */
  readonly source: string
  readonly topic: string
  readonly difficulty: string
  readonly kind: string
  readonly text: string
  readonly talkingPoints: ReadonlyArray<{ readonly point: string; readonly cues: ReadonlyArray<ReadonlyArray<string>> }>
  readonly modelAnswer: string
  /** exactAnswer, solution, schema, tags: whatever else the coach gave. */
  readonly extra: QuestionExtra
  /** for a follow-up question (issue #16), the position of the main question it follows up; else null or absent */
  readonly followUpTo?: number | null
}

export interface QuestionRecord extends NewQuestion {
  readonly id: number
  readonly askedAt: number
}

export interface NewAnswer {
  readonly questionId: number
  readonly interviewId: number
  readonly status: AnswerStatus
  readonly answer: string
  readonly timing: StoredTiming
  readonly score: number | null
  readonly rating: number | null
  /** The coach's whole assessment, as JSON, for the feedback, the report and the analysis. */
  readonly assessment: StoredAssessment
  readonly judgedBy: string | null
}

export interface AnswerRecord extends NewAnswer {
  readonly id: number
  readonly createdAt: number
}

export interface AskedQuestion {
  readonly question: QuestionRecord
  readonly answer: AnswerRecord | null
}

export type AnswerAdded =
  | { readonly ended: false; readonly inserted: boolean; readonly answer: AnswerRecord }
  | { readonly ended: true }

/** One answered or skipped question of a user's history, with what the progress figures read of it. */
export interface JudgedAnswer {
  readonly interviewId: number
  readonly interviewTopic: string
  /** when the interview was practised: its end, else its start, else its creation */
  readonly practisedAt: number
  readonly position: number
  readonly questionRef: string
  readonly questionText: string
  readonly questionTopic: string
  readonly kind: string
  readonly talkingPoints: ReadonlyArray<string>
  /** for a follow-up question, the position of the main question it follows up; else null or absent */
  readonly followUpTo?: number | null
  readonly askedAt: number
  readonly answeredAt: number
  readonly status: AnswerStatus
  readonly score: number | null
  /** the coach's stored assessment (core/coach/schemas.ts `Assessment`), null when not judged */
  readonly assessment: StoredAssessment
}

export class Interviews extends Context.Service<Interviews, {
  /** Inserts the types that are missing and refreshes the ones that exist, by name. */
  readonly seedTypes: (seeds: ReadonlyArray<InterviewTypeSeed>) => Effect.Effect<void>
  readonly listTypes: () => Effect.Effect<ReadonlyArray<InterviewTypeRecord>>
  readonly findType: (id: number) => Effect.Effect<Option.Option<InterviewTypeRecord>>
  /** A type by its name, listed or not. */
  readonly findTypeNamed: (name: string) => Effect.Effect<Option.Option<InterviewTypeRecord>>

  readonly create: (interview: NewInterview, now: number) => Effect.Effect<InterviewRecord>
  /**
   * Creates the interview unless its user already has `max` (the free plan's quota); none when the quota is used up.
   * Atomic: concurrent calls for one user, from any number of servers, never make more than `max`.
   */
  readonly createWithin: (interview: NewInterview, max: number, now: number) => Effect.Effect<Option.Option<InterviewRecord>>
  /** The user's interview; none when it does not exist or belongs to someone else. */
  readonly find: (id: number, userId: number) => Effect.Effect<Option.Option<InterviewRecord>>
  readonly list: (userId: number, status: InterviewStatus) => Effect.Effect<ReadonlyArray<InterviewSummary>>
  /** Interviews the user has started or scheduled, for the free-plan quota. */
  readonly countOf: (userId: number) => Effect.Effect<number>
  /** SCHEDULED becomes IN_PROGRESS; the first time also records when it started. */
  readonly open: (id: number, now: number) => Effect.Effect<void>
  /**
   * Marks the interview completed; false when it already was (so it ends once). An "ended-early" end is recorded
   * as "completed" when, by the time it holds the interview, every planned question has its answer.
   */
  readonly complete: (id: number, reason: EndReason, now: number) => Effect.Effect<boolean>

  readonly asked: (interviewId: number) => Effect.Effect<ReadonlyArray<AskedQuestion>>
  /**
   * The user's interview with its asked questions, as `find` and then `asked` give them, read together (one
   * statement on SQL: the question and answer calls make it on every request); none as `find` gives none.
   */
  readonly findWithAsked: (id: number, userId: number) => Effect.Effect<
    Option.Option<{ readonly interview: InterviewRecord; readonly asked: ReadonlyArray<AskedQuestion> }>
  >
  /**
   * Stores a question at its position; when another request stored that position first, returns theirs. None when
   * the interview has ended and has no question there: atomic with `complete`, so no question is asked after the end.
   */
  readonly addQuestion: (question: NewQuestion, now: number) => Effect.Effect<Option.Option<QuestionRecord>>
  /** A question with its interview, only if the interview belongs to the user. */
  readonly findQuestion: (
    questionId: number,
    userId: number
  ) => Effect.Effect<Option.Option<{ readonly question: QuestionRecord; readonly interview: InterviewRecord; readonly answer: AnswerRecord | null }>>
  /**
   * Stores the answer to a question; when one is already stored, returns that one and `inserted: false`; when the
   * interview has ended (and the question has no answer), stores nothing and returns `ended`. Atomic with
   * `complete`: an answer is either stored before the end or not at all.
   */
  readonly addAnswer: (answer: NewAnswer, now: number) => Effect.Effect<AnswerAdded>

  /** Records a strike unless the interview already has `max`, and returns how many it has now (never above `max`). */
  readonly addStrike: (interviewId: number, max: number, now: number) => Effect.Effect<number>
  readonly strikes: (interviewId: number) => Effect.Effect<number>
  /** Question refs asked in the user's most recent interviews, newest first, repeats included. */
  readonly recentRefs: (userId: number, interviews: number) => Effect.Effect<ReadonlyArray<string>>
  /**
   * The answered and skipped questions of the user's `interviews` most recent interviews that have any, in one
   * query: oldest interview first, each in question order.
   */
  readonly history: (userId: number, interviews: number) => Effect.Effect<ReadonlyArray<JudgedAnswer>>
  /**
   * Everything of the user's practice for their data export, in three queries: every interview (any status, oldest
   * first), every question asked in them with its answer (in interview and question order), and strikes by interview.
   */
  readonly everything: (userId: number) => Effect.Effect<{
    readonly interviews: ReadonlyArray<InterviewSummary>
    readonly asked: ReadonlyArray<AskedQuestion>
    readonly strikes: ReadonlyMap<number, number>
  }>
  /** The most recent question with this ref asked to the user, to ask it again; none when never asked to them. */
  readonly latestQuestion: (userId: number, ref: string) => Effect.Effect<Option.Option<QuestionRecord>>
}>()("rehearse/ports/Interviews") {}
