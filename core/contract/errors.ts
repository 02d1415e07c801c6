/**
 * The failures the API answers with (ARCHITECTURE.md "Wire rules"). Every one is a sentence for the user in
 * `message`, wrapped in the envelope (`success: false`); the HTTP status is annotated on the schema.
 * There is deliberately no 403: the client signs out on 403. Each error carries its `_tag` in the program (so it
 * can be matched) but not on the wire: the envelope is `{ success, message }` and nothing else.
 */
import { Effect, Schema } from "effect"

const Failed = Schema.Literal(false).pipe(Schema.withConstructorDefault(Effect.succeed(false)))

/** A failure's fields on the wire: `success: false` and the sentence. Its `_tag` lives on the class, not the wire. */
const failure = { success: Failed, message: Schema.String }

export class BadRequest extends Schema.Error<BadRequest>("BadRequest")(
  failure,
  { httpApiStatus: 400, description: "The request is malformed; the message names the field to fix." }
) {
  readonly _tag = "BadRequest" as const
}

export class Unauthorized extends Schema.Error<Unauthorized>("Unauthorized")(
  failure,
  { httpApiStatus: 401, description: "Missing, invalid or expired token, or wrong credentials." }
) {
  readonly _tag = "Unauthorized" as const
}

export class PaymentRequired extends Schema.Error<PaymentRequired>("PaymentRequired")(
  failure,
  { httpApiStatus: 402, description: "A premium feature, or the free plan's interviews are used up." }
) {
  readonly _tag = "PaymentRequired" as const
}

export class NotFound extends Schema.Error<NotFound>("NotFound")(
  failure,
  { httpApiStatus: 404, description: "Not found, or not yours." }
) {
  readonly _tag = "NotFound" as const
}

// 409: the request conflicts with what is stored. One error per thing that happened, so a caller matches the tag.

export class EmailTaken extends Schema.Error<EmailTaken>("EmailTaken")(
  failure,
  { httpApiStatus: 409, description: "An account with this e-mail address already exists." }
) {
  readonly _tag = "EmailTaken" as const
}

export class AlreadyVerified extends Schema.Error<AlreadyVerified>("AlreadyVerified")(
  failure,
  { httpApiStatus: 409, description: "The e-mail address is already verified." }
) {
  readonly _tag = "AlreadyVerified" as const
}

export class InterviewEnded extends Schema.Error<InterviewEnded>("InterviewEnded")(
  failure,
  { httpApiStatus: 409, description: "The interview has ended: it gives no more questions and takes no more answers." }
) {
  readonly _tag = "InterviewEnded" as const
}

export class NotCurrentQuestion extends Schema.Error<NotCurrentQuestion>("NotCurrentQuestion")(
  failure,
  { httpApiStatus: 409, description: "The answer is for a question that is not the interview's current one." }
) {
  readonly _tag = "NotCurrentQuestion" as const
}

export class AnswerAlreadyRecorded extends Schema.Error<AnswerAlreadyRecorded>("AnswerAlreadyRecorded")(
  failure,
  { httpApiStatus: 409, description: "The question already has a different answer." }
) {
  readonly _tag = "AnswerAlreadyRecorded" as const
}

export class NothingDue extends Schema.Error<NothingDue>("NothingDue")(
  failure,
  { httpApiStatus: 409, description: "No weak point is due for practice yet." }
) {
  readonly _tag = "NothingDue" as const
}

export class TooManyRequests extends Schema.Error<TooManyRequests>("TooManyRequests")(
  { ...failure, retryAfterSeconds: Schema.optional(Schema.Number) },
  { httpApiStatus: 429, description: "Rate limited; the message says when to retry." }
) {
  readonly _tag = "TooManyRequests" as const
}

/** Every failure the API answers with, so adapters find a tag's HTTP status here instead of a copy of it. */
export const ApiErrors = [
  BadRequest,
  Unauthorized,
  PaymentRequired,
  NotFound,
  EmailTaken,
  AlreadyVerified,
  InterviewEnded,
  NotCurrentQuestion,
  AnswerAlreadyRecorded,
  NothingDue,
  TooManyRequests
] as const

const STATUS_BY_TAG: ReadonlyMap<string, number> = new Map(
  ApiErrors.map((error) => [error.identifier, Number(error.ast.annotations?.httpApiStatus)])
)

/** The HTTP status annotated on a failure's schema, found by its tag; 500 (a bug) for a failure the API does not answer with. */
export const httpStatusOf = (failure: { readonly _tag: string }): number => STATUS_BY_TAG.get(failure._tag) ?? 500
