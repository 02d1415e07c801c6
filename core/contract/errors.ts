/**
 * The failures the API answers with (ARCHITECTURE.md "Wire rules"). Every one is a sentence for the user in
 * `message`, wrapped in the envelope (`success: false`); the HTTP status is annotated on the schema.
 * There is deliberately no 403: the client signs out on 403.
 */
import { Effect, Schema } from "effect"

const Failed = Schema.Literal(false).pipe(Schema.withConstructorDefault(Effect.succeed(false)))

export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  { success: Failed, message: Schema.String },
  { httpApiStatus: 400, description: "The request is malformed; the message names the field to fix." }
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { success: Failed, message: Schema.String },
  { httpApiStatus: 401, description: "Missing, invalid or expired token, or wrong credentials." }
) {}

export class PaymentRequired extends Schema.TaggedError<PaymentRequired>()(
  "PaymentRequired",
  { success: Failed, message: Schema.String },
  { httpApiStatus: 402, description: "A premium feature, or the free plan's interviews are used up." }
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { success: Failed, message: Schema.String },
  { httpApiStatus: 404, description: "Not found, or not yours." }
) {}

export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { success: Failed, message: Schema.String },
  { httpApiStatus: 409, description: "The request conflicts with what is stored." }
) {}

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { success: Failed, message: Schema.String, retryAfterSeconds: Schema.optional(Schema.Number) },
  { httpApiStatus: 429, description: "Rate limited; the message says when to retry." }
) {}

export class NotImplemented extends Schema.TaggedError<NotImplemented>()(
  "NotImplemented",
  { success: Failed, message: Schema.String },
  { httpApiStatus: 501, description: "This call is part of the contract but not built yet." }
) {}

/** What every call may answer besides its own errors. */
export const CommonErrors = [BadRequest, NotImplemented] as const
