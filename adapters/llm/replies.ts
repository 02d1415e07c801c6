/**
 * The replies we ask the model for, as Effect Schemas: they become the `response_format` JSON Schema of the
 * request and decode the reply. A reply outside these bounds fails to decode and is never shown or scored.
 */
import { Schema } from "effect"
import { QuestionKind } from "../../core/coach/schemas.ts"

const text = (min: number, max: number, description: string) =>
  Schema.String.check(Schema.isBetweenLength(min, max)).annotate({ description })

export const QuestionReply = Schema.Struct({
  text: text(10, 600, "The question as read aloud: one or two plain sentences, no markdown."),
  kind: QuestionKind,
  talkingPoints: Schema.Array(Schema.Struct({
    point: text(3, 300, "One sentence: what a strong answer says here."),
    cues: Schema.Array(Schema.Array(Schema.String.check(Schema.isBetweenLength(1, 60))).check(Schema.isBetweenLength(1, 12)))
      .check(Schema.isBetweenLength(1, 3))
      .annotate({ description: "1 to 3 groups of lower-case words or short phrases; the point is made when one sentence mentions an alternative from every group." })
  })).check(Schema.isBetweenLength(3, 6)),
  modelAnswer: text(20, 3000, "A strong spoken answer of 60 to 160 words that makes every talking point."),
  tags: Schema.Array(Schema.String.check(Schema.isBetweenLength(1, 40))).check(Schema.isBetweenLength(1, 5)),
  exactAnswer: text(0, 100, "Aptitude questions only: the exact answer, as short as possible; otherwise empty."),
  solution: text(0, 2000, "Aptitude questions only: the worked solution; otherwise empty.")
})
export type QuestionReply = typeof QuestionReply.Type

export const AssessmentReply = Schema.Struct({
  points: Schema.Array(Schema.Struct({
    number: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 })),
    covered: Schema.Boolean,
    quote: text(0, 1000, "The candidate's own sentence that makes the point, copied exactly; empty when not covered.")
  })).check(Schema.isMaxLength(50)),
  score: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  comment: text(0, 400, "One or two sentences of feedback to the candidate."),
  nextStep: text(1, 300, "One concrete thing to do better next time.")
})
export type AssessmentReply = typeof AssessmentReply.Type

export const FollowUpReply = Schema.Struct({
  question: text(10, 300, "The follow-up question as read aloud: one plain sentence or two, ending with a question mark, no markdown.")
})
export type FollowUpReply = typeof FollowUpReply.Type
