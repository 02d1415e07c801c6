/**
 * The Coach port: the interviewer that picks the next question and judges answers. The built-in coach
 * (core/coach/built-in-layer.ts) implements it offline; an LLM adapter implements it too and falls back to the
 * built-in one on `CoachUnavailable`. Questions are judged from their stored values (text, talking points,
 * model or reference answer), so answers stay judgeable after the bank changes.
 */
import { Context, type Effect, type Option } from "effect"
import type { CoachUnavailable, NoQuestionsForTopic, NothingToJudgeBy } from "../coach/errors.ts"
import type { Assessment, AssessmentRequest, DetailedAnalysis, FollowUp, FollowUpRequest, NextQuestion, NextQuestionRequest } from "../coach/schemas.ts"

export { CoachUnavailable, NoQuestionsForTopic, NothingToJudgeBy } from "../coach/errors.ts"
export type { CoachError } from "../coach/errors.ts"
export {
  Assessment,
  AssessmentRequest,
  CoachQuestion,
  DetailedAnalysis,
  FollowUp,
  FollowUpRequest,
  NextQuestion,
  NextQuestionRequest,
  SpeechTiming
} from "../coach/schemas.ts"

export interface CoachShape {
  /** The next question of an interview, or `NoneLeft` when the topic has no unasked question. */
  readonly nextQuestion: (request: NextQuestionRequest) => Effect.Effect<NextQuestion, NoQuestionsForTopic | CoachUnavailable>
  /** Score 0–100, rating 1–5, covered and missed points, feedback lines, delivery, STAR and exact-answer facts. */
  readonly assess: (request: AssessmentRequest) => Effect.Effect<Assessment, NothingToJudgeBy | CoachUnavailable>
  /** The premium detailed analysis: every point with the sentence that made it, the model and an improved answer. */
  readonly analyse: (request: AssessmentRequest) => Effect.Effect<DetailedAnalysis, NothingToJudgeBy | CoachUnavailable>
  /** The one follow-up to a judged answer (issue #16), or none: core/coach/feedback/follow-up.ts says when. */
  readonly followUp: (request: FollowUpRequest) => Effect.Effect<Option.Option<FollowUp>>
}

export class Coach extends Context.Service<Coach, CoachShape>()("rehearse/ports/Coach") {}
