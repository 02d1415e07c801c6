/** The coach's failures, one tagged error each; the Coach port re-exports them. */
import { Schema } from "effect"

/** The bank has no question for the topic (a topic file is missing or empty). */
export class NoQuestionsForTopic extends Schema.TaggedError<NoQuestionsForTopic>()("NoQuestionsForTopic", {
  topic: Schema.String,
  message: Schema.String
}) {}

/** A question outside the bank came without talking points, a reference answer or an exact answer. */
export class NothingToJudgeBy extends Schema.TaggedError<NothingToJudgeBy>()("NothingToJudgeBy", {
  question: Schema.String,
  message: Schema.String
}) {}

/** An adapter's coach (a language model) failed or was too slow; callers fall back to the built-in coach. */
export class CoachUnavailable extends Schema.TaggedError<CoachUnavailable>()("CoachUnavailable", {
  message: Schema.String,
  cause: Schema.Defect()
}) {}

export type CoachError = NoQuestionsForTopic | NothingToJudgeBy | CoachUnavailable
