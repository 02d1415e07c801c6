/** Interviews on the wire: spec §3 from "Available interview type" to "Interview details". */
import { Schema } from "effect"
import { FieldDefinition, FieldDefinitions } from "./fields.ts"

export const PositiveId = Schema.Int.check(Schema.isGreaterThan(0, { message: "id must be a positive whole number" }))

export const InterviewType = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  displayName: Schema.String,
  description: Schema.String,
  isActive: Schema.Boolean,
  topic: Schema.String,
  Category: Schema.Struct({ name: Schema.String })
})
export type InterviewType = typeof InterviewType.Type

export const InterviewStatus = Schema.Literals(["IN_PROGRESS", "COMPLETED", "SCHEDULED"])
export type InterviewStatus = typeof InterviewStatus.Type

/** How an interview ended, for the report card (PRODUCT.md "The coach"). */
export const EndReason = Schema.Literals(["completed", "ended-early", "tab-switching"])
export type EndReason = typeof EndReason.Type

export const UserInterview = Schema.Struct({
  userInterviewId: Schema.Int,
  id: Schema.Int,
  interviewObjectId: Schema.Int,
  interviewDisplayName: Schema.String,
  title: Schema.String,
  interviewDescription: Schema.String,
  description: Schema.String,
  topic: Schema.String,
  status: InterviewStatus,
  createdAt: Schema.String,
  scheduledAt: Schema.NullOr(Schema.String),
  completedAt: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  /** Questions answered; a skipped question is counted in questionsSkipped instead. */
  questionsAnswered: Schema.Int,
  questionsSkipped: Schema.Int,
  questionsPlanned: Schema.Int,
  /** The overall score (core/coach/feedback/overall-score.ts), 0–100; null until a question was answered or skipped. */
  score: Schema.NullOr(Schema.Number)
})
export type UserInterview = typeof UserInterview.Type

export const InterviewMeta = Schema.Struct({
  questionProperties: FieldDefinitions,
  answerProperties: FieldDefinitions
})
export type InterviewMeta = typeof InterviewMeta.Type

/** Start-form values by field key (spec §3 "Started interview"). */
export const FormValues = Schema.Record(Schema.String, Schema.Unknown)
export type FormValues = typeof FormValues.Type

export const StartInterviewRequest = Schema.Struct({
  interviewObjectId: PositiveId,
  questionProperties: FormValues,
  answerProperties: FormValues
})
export type StartInterviewRequest = typeof StartInterviewRequest.Type

export const ScheduleInterviewRequest = Schema.Struct({
  interviewObjectId: PositiveId,
  questionProperties: FormValues,
  answerProperties: FormValues,
  /** ISO 8601 date and time with an offset, e.g. 2026-12-01T09:30:00+05:30; must lie in the future. */
  scheduledAt: Schema.String.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, {
      message: "scheduledAt must be an ISO date and time with a time zone, like 2026-12-01T09:30:00Z"
    })
  )
})
export type ScheduleInterviewRequest = typeof ScheduleInterviewRequest.Type

export const StartedInterview = Schema.Struct({
  userInterview: Schema.Struct({ id: Schema.Int, status: InterviewStatus })
})
/** The interview a start, a schedule or a weak-points practice made: its id and status. */
export type InterviewHandle = typeof StartedInterview.Type["userInterview"]

export const AnswerStatus = Schema.Literals(["ANSWERED", "SKIPPED"])
export type AnswerStatus = typeof AnswerStatus.Type

/** Speech timing of a spoken answer, for the delivery facts (words per minute, pauses). */
export const SpeechTiming = Schema.Struct({
  durationMs: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 3_600_000 })),
  segments: Schema.optional(
    Schema.Array(Schema.Struct({ text: Schema.String, startMs: Schema.Number, endMs: Schema.Number })).check(
      Schema.isMaxLength(2000)
    )
  )
})
export type SpeechTiming = typeof SpeechTiming.Type

export const AnswerSubmission = Schema.Struct({
  question: Schema.String.check(Schema.isMaxLength(5000, { message: "question must be at most 5000 characters" })),
  answer: Schema.String.check(
    Schema.isMaxLength(20000, { message: "answer must be at most 20000 characters" }),
    // PostgreSQL stores no NUL in text, and no keyboard or recogniser types one: refused alike on every store.
    Schema.makeFilter((s: string) => !s.includes("\u0000") || "answer must not contain NUL characters")
  ),
  questionId: Schema.Union([Schema.Int, Schema.String]),
  status: AnswerStatus,
  timing: Schema.optional(SpeechTiming)
})
export type AnswerSubmission = typeof AnswerSubmission.Type

/** `data[0]` of submit-response: the feedback, drawn from field definitions (PRODUCT.md "Payloads the UI renders"). */
export const Feedback = Schema.Struct({
  questionId: Schema.Int,
  status: AnswerStatus,
  score: Schema.NullOr(Schema.Number),
  rating: Schema.NullOr(Schema.Number),
  /** Which coach judged the answer, e.g. "built-in coach" or the model's name; null when not assessed. */
  judgedBy: Schema.NullOr(Schema.String),
  fields: FieldDefinitions
})
export type Feedback = typeof Feedback.Type

export const TabSwitchRecord = Schema.Struct({
  totalTabSwitches: Schema.Int,
  /** True once the server has closed the interview (at the third switch). */
  closed: Schema.Boolean
})
export type TabSwitchRecord = typeof TabSwitchRecord.Type

export const FeedbackObject = Schema.Struct({
  score: Schema.optional(Schema.Number),
  rating: Schema.optional(Schema.Number),
  /** The answer's feedback lines — covered, contradicted and missed points, the next step — every user's to re-read. */
  lines: Schema.optional(Schema.Array(Schema.String))
})

/** Report and answer items: a field definition plus its feedback (spec §3). */
export const ReportItem = Schema.Struct({
  ...FieldDefinition.fields,
  feedback_object: FeedbackObject
})
export type ReportItem = typeof ReportItem.Type

export const InterviewDetails = Schema.Struct({
  display_name: Schema.String,
  description: Schema.String,
  /** Ours beside the spec's fields: whether the interview can still be taken (the live screen asks before Start). */
  status: InterviewStatus,
  /** Ours too: the strikes so far, so a resumed interview shows the strikes it already has. */
  strikes: Schema.Int,
  question_prompt_user_input_properties: FieldDefinitions,
  answer_prompt_user_input_properties: FieldDefinitions,
  question_user_properties: FormValues,
  answer_user_properties: FormValues
})
export type InterviewDetails = typeof InterviewDetails.Type
