/**
 * The lean lane: the hottest API calls (the current question, an answer, the health check) answered straight from
 * the request by the same core services the HttpApi handlers call, decoded and encoded with the contract's own
 * endpoint schemas, and wrapped as the middleware wraps every API answer (headers, request id, one log line). What
 * it leaves out is the per-request machinery around them: the router, the middleware fibers, scopes and spans.
 * Whatever it does not claim (./routes.ts) goes to the HttpApi app unchanged; tests hold the two answers equal.
 */
import { Cause, Context, Data, Effect, Exit, type Fiber, Layer, Schema, SchemaIssue } from "effect"
import { SqlClient } from "effect/sql"
import { Accounts } from "../../../core/accounts/Accounts.ts"
import { httpStatusOf, Unauthorized } from "../../../core/contract/errors.ts"
import { InterviewApi } from "../../../core/contract/InterviewApi.ts"
import type { AnswerSubmission } from "../../../core/contract/interview.ts"
import { SystemApi } from "../../../core/contract/SystemApi.ts"
import { Interviewer } from "../../../core/interviews/Interviewer.ts"
import type { Log } from "../../../core/ports/Log.ts"
import { healthCheck } from "../handlers/system.ts"
import { questionReply, submitReply } from "../handlers/interviews.ts"
import { API_HEADERS, CLIENT_CLOSED, requestIdFrom, requestLine, SERVER_BUG, tooLargeMessage } from "../middleware.ts"
import { describeSchemaError } from "../respond.ts"
import { laneRouteOf, type LaneRequest, type LaneRoute } from "./routes.ts"
import { GIVE_UP, wireEncoder } from "./wire.ts"

export type { LaneRequest, LaneRoute }

/** What the transport writes: the status, every header, and the body. */
export interface LaneAnswer {
  readonly status: number
  /** Every header as name, value, name, value…: the flat list node:http's writeHead takes as it is. */
  readonly headers: ReadonlyArray<string>
  readonly body: string
}

/** A flat header list (LaneAnswer's) as a record, for transports that take one. */
export const headerRecord = (headers: ReadonlyArray<string>): Record<string, string> => {
  const record: Record<string, string> = {}
  for (let i = 0; i < headers.length; i += 2) record[headers[i]!] = headers[i + 1]!
  return record
}

// The headers every answer of the lane has, as the middleware sets them, made once: each answer adds its length and
// request id to a copy of this list instead of spreading the API's headers into a new object (an object of 15 keys
// a request, which node:http then walks again).
const FIXED_HEADERS: ReadonlyArray<string> = Object.freeze([...Object.entries(API_HEADERS).flat(), "content-type", "application/json"])

/** A body longer than the limit (a transport without Content-Length finds it out while reading). */
export class BodyTooLarge extends Data.TaggedError("BodyTooLarge") {}

/** Input the contract refuses: answered 400 with the sentence the middleware writes for HttpApi's decode errors. */
class InvalidInput extends Data.TaggedError("InvalidInput")<{ readonly kind: "Params" | "Payload"; readonly error: Schema.SchemaError }> {}

type LaneServices = Accounts | Interviewer | SqlClient.SqlClient

export interface LaneOptions {
  readonly bodyLimitBytes: number
  readonly log: Log
}

export interface Lane {
  /** The lane's route for a request, or undefined for one the HttpApi app answers. */
  readonly route: (request: LaneRequest) => LaneRoute | undefined
  /** The answer to a claimed request; it never fails (every failure is its answer) and logs the request's line. */
  readonly answer: (route: LaneRoute, request: LaneRequest, body: Effect.Effect<Uint8Array, BodyTooLarge>, started: number) => Effect.Effect<LaneAnswer>
  /** Runs an answer on the services built once at start. */
  readonly fork: <A>(effect: Effect.Effect<A>) => Fiber.Fiber<A>
  readonly run: <A>(effect: Effect.Effect<A>) => Promise<A>
}

/** The lane of a running server: empty until the services are built, and again once they are closing. */
export interface LaneSlot {
  lane: Lane | undefined
  /** Requests the lane has answered (tests check that it did). */
  answered: number
}

export const emptySlot = (): LaneSlot => ({ lane: undefined, answered: 0 })

// The contract's endpoints, with the codecs HttpApi derived from them: the lane decodes and encodes with these.
const codec = (schema: Schema.Top) => schema as unknown as Schema.Codec<unknown, unknown>
const only = (schemas: ReadonlySet<Schema.Top>) => codec([...schemas][0]!)
const question = InterviewApi.endpoints.question
const submit = InterviewApi.endpoints.submitResponse
const decodeQuestionId = Schema.decodeUnknownEffect(codec(question.params!))
const decodeSubmitId = Schema.decodeUnknownEffect(codec(submit.params!))
const decodeAnswer = Schema.decodeUnknownEffect(codec(Schema.Union(submit.payload.get("application/json")!.schemas)))
const encodeQuestionSchema = Schema.encodeUnknownEffect(only(question.success))
// The question's reply, the lane's most frequent answer, as JSON text by the fast encoder when it does not give up
// (./wire.ts), else by Schema's encoder and JSON.stringify.
const wireQuestion = wireEncoder(only(question.success))
// The reply as an Exit when the fast encoder writes it (the fiber takes it as it is: no step of its own).
const questionAnswer = (reply: unknown): Effect.Effect<{ status: number; body: string }> => {
  const text = wireQuestion === undefined ? GIVE_UP : wireQuestion(reply)
  return text === GIVE_UP
    ? Effect.map(Effect.orDie(encodeQuestionSchema(reply)), (encoded) => ({ status: 200, body: JSON.stringify(encoded) }))
    : Exit.succeed({ status: 200, body: text })
}
const encodeFeedback = Schema.encodeUnknownEffect(only(submit.success))
const encodeHealth = Schema.encodeUnknownEffect(only(SystemApi.endpoints.health.success))
// Every failure these calls answer with, the bearer check's included, as HttpApi encodes a failure: by its schema.
const encodeFailure = Schema.encodeUnknownSync(
  Schema.Union([...question.error, ...submit.error, Schema.toCodecJson(Unauthorized)].map(codec))
)

const textDecoder = new TextDecoder()

/** The bearer credential as HttpApi reads it (RFC 9110: the scheme in any case, then one or more spaces). */
const bearerOf = (authorization: string | undefined): string => {
  if (authorization === undefined || authorization.length <= 6 || authorization.charCodeAt(6) !== 32) return ""
  if (authorization.slice(0, 6).toLowerCase() !== "bearer") return ""
  let start = 7
  while (authorization.charCodeAt(start) === 32) start++
  return authorization.slice(start)
}

const invalid = (kind: "Params" | "Payload") => (error: Schema.SchemaError) => new InvalidInput({ kind, error })

/** A positive whole number as written plainly (no sign, no leading zero, at most 15 digits: a safe integer). */
const PLAIN_ID = /^[1-9][0-9]{0,14}$/
/**
 * The interview's id from its path segment (the question's and the answer's calls alike): a plainly written positive
 * number is the number the contract's codec decodes it to; anything else goes through that codec, which decodes it
 * the same way or names what is wrong.
 */
const idOf = (segment: string, decode: typeof decodeQuestionId): Effect.Effect<number, InvalidInput> =>
  PLAIN_ID.test(segment)
    ? Effect.succeed(Number(segment))
    : Effect.map(Effect.mapError(decode({ id: segment }), invalid("Params")), (params) => (params as { id: number }).id)
export const questionIdOf = (segment: string) => idOf(segment, decodeQuestionId)
export const submitIdOf = (segment: string) => idOf(segment, decodeSubmitId)

/** The JSON body as HttpApi's payload decoder takes it: empty is undefined, unparsable is a schema error. */
const payloadOf = (bytes: Uint8Array): Effect.Effect<AnswerSubmission, InvalidInput> => {
  const text = textDecoder.decode(bytes)
  let json: unknown
  if (text !== "") {
    try {
      json = JSON.parse(text)
    } catch {
      const issue = new SchemaIssue.InvalidValue({ message: "Expected a valid JSON body" })
      return Effect.fail(new InvalidInput({ kind: "Payload", error: new Schema.SchemaError(issue) }))
    }
  }
  return Effect.mapError(decodeAnswer(json), invalid("Payload")) as Effect.Effect<AnswerSubmission, InvalidInput>
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) })
const envelope = (status: number, message: string) => json(status, { success: false, message })

export const makeLane = (context: Context.Context<LaneServices>, options: LaneOptions, slot: LaneSlot): Lane => {
  const accounts = Context.get(context, Accounts)
  const interviewer = Context.get(context, Interviewer)
  const health = healthCheck(Context.get(context, SqlClient.SqlClient))
  const signedIn = (request: LaneRequest) => accounts.authenticate(bearerOf(request.header("authorization")))

  const handled = (route: LaneRoute, request: LaneRequest, body: Effect.Effect<Uint8Array, BodyTooLarge>) => {
    switch (route._tag) {
      case "health":
        return Effect.map(Effect.flatMap(health, (h) => Effect.orDie(encodeHealth(h))), (encoded) => json(200, encoded))
      // Written with flatMap rather than generators: V8 keeps every generator object past the young generation's
      // collections (~400 bytes each), so on the lane's most frequent call they filled the old space.
      case "question": {
        // a plainly written id is read at once (idOf's step only for another), still after the bearer check
        const plain = PLAIN_ID.test(route.id) ? Number(route.id) : undefined
        return Effect.flatMap(signedIn(request), (user) =>
          plain !== undefined
            ? Effect.flatMap(interviewer.question(user, plain), (shown) => questionAnswer(questionReply(shown)))
            : Effect.flatMap(idOf(route.id, decodeQuestionId), (id) =>
              Effect.flatMap(interviewer.question(user, id), (shown) => questionAnswer(questionReply(shown)))))
      }
      case "submitResponse":
        return Effect.flatMap(signedIn(request), (user) =>
          Effect.flatMap(idOf(route.id, decodeSubmitId), (id) =>
            Effect.flatMap(Effect.flatMap(body, payloadOf), (submission) =>
              Effect.flatMap(interviewer.submit(user, id, submission), (feedback) =>
                Effect.map(Effect.orDie(encodeFeedback(submitReply(feedback))), (encoded) => json(200, encoded))))))
    }
  }

  /** A failure as its answer: the contract's failures by their schema, then as the middleware answers the rest. */
  const recovered = (failed: Effect.Effect<never, Effect.Error<ReturnType<typeof handled>>>, requestId: string) =>
    failed.pipe(
      Effect.catch((failure): Effect.Effect<{ status: number; body: string }> => {
        if (failure._tag === "InvalidInput") return Effect.succeed(envelope(400, describeSchemaError(failure.kind, failure.error)))
        if (failure._tag === "BodyTooLarge") return Effect.succeed(envelope(413, tooLargeMessage(options.bodyLimitBytes)))
        return Effect.succeed(json(httpStatusOf(failure), encodeFailure(failure)))
      }),
      Effect.catchCause((cause) => {
        // As the middleware does: a client gone before the answer is a 499, anything else unexpected a logged 500.
        if (Cause.hasInterruptsOnly(cause)) return Effect.succeed(envelope(499, CLIENT_CLOSED))
        options.log({ level: "error", msg: "unhandled error", requestId, error: Cause.pretty(cause) })
        return Effect.succeed(envelope(500, SERVER_BUG))
      })
    )

  const answer: Lane["answer"] = (route, request, body, started) => {
    const requestId = requestIdFrom(request.header("x-request-id"))
    const finish = ({ status, body }: { status: number; body: string }): LaneAnswer => {
      slot.answered++
      options.log(requestLine(requestId, request.method, request.url, status, started))
      const headers = [...FIXED_HEADERS, "content-length", String(Buffer.byteLength(body)), "x-request-id", requestId]
      return { status, body, headers }
    }
    // One step on success (the answer made and logged, an Exit the fiber takes as it is) where a recovery, a catch of
    // the rest and a map were three; a failure goes the recovery's way, exactly as before.
    return Effect.matchCauseEffect(handled(route, request, body), {
      onSuccess: (done) => Exit.succeed(finish(done)),
      onFailure: (cause) => Effect.map(recovered(Effect.failCause(cause), requestId), finish)
    })
  }

  return {
    route: (request) => laneRouteOf(request, options.bodyLimitBytes),
    answer,
    fork: Effect.runForkWith(context),
    run: Effect.runPromiseWith(context)
  }
}

/** Puts the lane in `slot` once the services are built, and takes it out when they close. */
export const laneLayer = (options: LaneOptions, slot: LaneSlot) =>
  Layer.effectDiscard(Effect.gen(function*() {
    const context = yield* Effect.context<LaneServices>()
    slot.lane = makeLane(context, options, slot)
    yield* Effect.addFinalizer(() => Effect.sync(() => (slot.lane = undefined)))
  }))
