/**
 * The JSON the interview store keeps in its columns — a question's extra, an answer's speech timing and the coach's
 * assessment — as Schemas. Every store decodes its rows with them, so a corrupt value is a typed failure with the
 * column named, never a silent `[]`.
 */
import { Schema, Struct } from "effect"
import { Assessment, DeliveryFacts, ExactCheck, StarFacts, TalkingPoint } from "../coach/schemas.ts"
import { SpeechTiming } from "../contract/interview.ts"

/** Every other key a stored object may carry: kept as it is, so a key added later survives a read. */
const OtherKeys = [Schema.Record(Schema.String, Schema.Unknown)] as const

/** What else the coach gave with a question: the known keys typed, open to keys added later (e.g. `followUpTo`). */
export const QuestionExtra = Schema.StructWithRest(
  Schema.Struct({
    tags: Schema.optional(Schema.Array(Schema.String)),
    exactAnswer: Schema.optional(Schema.String),
    solution: Schema.optional(Schema.String),
    schema: Schema.optional(Schema.String)
  }),
  OtherKeys
)
export type QuestionExtra = typeof QuestionExtra.Type

/** A question's talking points as the coach gave them (any key the bank adds to a point is kept). */
export const StoredTalkingPoints = Schema.Array(Schema.StructWithRest(TalkingPoint, OtherKeys))

/** How long a spoken answer took, and its recognised segments; null for a typed answer. */
export const StoredTiming = Schema.NullOr(SpeechTiming)
export type StoredTiming = typeof StoredTiming.Type

/** A struct whose fields may each be missing, keeping any other keys: what an older or a model's record may hold. */
const lenient = <S extends Schema.Struct<Schema.Struct.Fields>>(struct: S) =>
  Schema.StructWithRest(struct.mapFields(Struct.map(Schema.optional)), OtherKeys)

/**
 * The coach's judgement of an answer as stored: the fields of `Assessment` (and of its delivery, STAR and exact-answer
 * facts), each optional — a judgement stored by an earlier version, or by a model, may lack some — and open to more;
 * null when the answer was not judged.
 */
export const StoredAssessment = Schema.NullOr(
  Schema.StructWithRest(
    Assessment.mapFields((fields) => ({
      ...Struct.map(fields, Schema.optional),
      delivery: Schema.optional(lenient(DeliveryFacts)),
      star: Schema.optional(lenient(StarFacts)),
      exact: Schema.optional(lenient(ExactCheck))
    })),
    OtherKeys
  )
)
export type StoredAssessment = typeof StoredAssessment.Type
