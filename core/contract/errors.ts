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

export class Conflict extends Schema.Error<Conflict>("Conflict")(
  failure,
  { httpApiStatus: 409, description: "The request conflicts with what is stored." }
) {
  readonly _tag = "Conflict" as const
}

export class TooManyRequests extends Schema.Error<TooManyRequests>("TooManyRequests")(
  { ...failure, retryAfterSeconds: Schema.optional(Schema.Number) },
  { httpApiStatus: 429, description: "Rate limited; the message says when to retry." }
) {
  readonly _tag = "TooManyRequests" as const
}

export const CommonErrors = [BadRequest] as const
