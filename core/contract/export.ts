/**
 * "Download my data" (issue #17): everything stored of a user's practice — the profile, every interview, each
 * question asked with the answer given and the coach's judgement — as one JSON document.
 */
import { Schema } from "effect"
import { AnswerStatus, EndReason, FormValues, InterviewStatus, SpeechTiming } from "./interview.ts"
import { UserProfile } from "./user.ts"

export const ExportedAnswer = Schema.Struct({
  status: AnswerStatus,
  answer: Schema.String,
  /** speech timing of a spoken answer */
  timing: Schema.NullOr(SpeechTiming),
  score: Schema.NullOr(Schema.Number),
  rating: Schema.NullOr(Schema.Number),
  judgedBy: Schema.NullOr(Schema.String),
  /** the coach's whole judgement: covered, missed and contradicted points, feedback, delivery, STAR… */
  judgement: Schema.Unknown,
  answeredAt: Schema.String
})

export const ExportedQuestion = Schema.Struct({
  position: Schema.Int,
  question: Schema.String,
  topic: Schema.String,
  difficulty: Schema.String,
  kind: Schema.String,
  talkingPoints: Schema.Array(Schema.String),
  modelAnswer: Schema.String,
  askedAt: Schema.String,
  answer: Schema.NullOr(ExportedAnswer)
})

export const ExportedInterview = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  topic: Schema.String,
  status: InterviewStatus,
  difficulty: Schema.String,
  plannedQuestions: Schema.Int,
  /** the one overall score; null with nothing answered or skipped */
  overallScore: Schema.NullOr(Schema.Int),
  strikes: Schema.Int,
  endReason: Schema.NullOr(EndReason),
  settings: Schema.Struct({ question: FormValues, answer: FormValues }),
  createdAt: Schema.String,
  scheduledAt: Schema.NullOr(Schema.String),
  startedAt: Schema.NullOr(Schema.String),
  completedAt: Schema.NullOr(Schema.String),
  questions: Schema.Array(ExportedQuestion)
})

export const AccountExport = Schema.Struct({
  exportedAt: Schema.String,
  profile: UserProfile,
  interviews: Schema.Array(ExportedInterview)
})
export type AccountExport = typeof AccountExport.Type
