/**
 * One structured call to an OpenAI-compatible `POST {baseUrl}/chat/completions`: the reply's schema goes out as
 * `response_format`, the reply's content comes back decoded with the same Effect Schema, and every way the call
 * can go wrong (slow, unreachable, 429/5xx after retries, refusal, a reply that does not decode) is one
 * `ModelCallFailed` whose message is written here and never carries the key, a header or a response body.
 */
import { Effect, Redacted, Schema } from "effect"
import { HttpClient, HttpClientRequest, HttpClientResponse } from "effect/http"
import { responseFormat } from "./response-format.ts"

export interface ModelSettings {
  /** The API base including its version path, e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1`. */
  readonly baseUrl: string
  readonly apiKey: string | null
  readonly model: string
  /** The whole call, retries included; 8 s when absent. */
  readonly timeoutMs?: number | undefined
}

const DEFAULT_TIMEOUT_MS = 8_000
/** Retries on 429 and 5xx: at most two, after 300 ms then 600 ms (or a Retry-After of up to 2 s). */
const MAX_RETRIES = 2
const BACKOFF_MS = 300
const MAX_RETRY_AFTER_MS = 2_000

export class ModelCallFailed extends Schema.TaggedError<ModelCallFailed>()("ModelCallFailed", {
  reason: Schema.Literals(["timeout", "unreachable", "status", "refused", "undecodable", "unusable"]),
  message: Schema.String
}) {}

export interface ChatMessage {
  readonly role: "system" | "user"
  readonly content: string
}

export interface StructuredRequest<S extends Schema.Decoder<unknown>> {
  /** The `json_schema` name, e.g. `coach_assessment`. */
  readonly name: string
  readonly reply: S
  readonly messages: ReadonlyArray<ChatMessage>
  readonly temperature: number
  readonly seed?: number | undefined
}

const Completion = Schema.Struct({
  choices: Schema.Array(Schema.Struct({
    message: Schema.Struct({
      content: Schema.optional(Schema.NullOr(Schema.String)),
      refusal: Schema.optional(Schema.NullOr(Schema.String))
    })
  })).check(Schema.isMinLength(1))
})

/** Some local servers wrap the JSON in a Markdown code fence even in JSON mode. */
const unfence = (content: string): string => {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(content)
  return fenced === null ? content : fenced[1]!
}

/** The delay before retry `n` (0-based), or null when the server asks for a longer wait than is worth it. */
export const retryDelayMs = (n: number, retryAfter: string | undefined, retryAfterMs: string | undefined): number | null => {
  const backoff = BACKOFF_MS * 2 ** n
  const asked = retryAfterMs !== undefined && /^\d+(\.\d+)?$/.test(retryAfterMs.trim())
    ? Number(retryAfterMs)
    : retryAfter !== undefined && /^\d+(\.\d+)?$/.test(retryAfter.trim())
    ? Number(retryAfter) * 1000
    : null
  if (asked === null) return backoff
  return asked > MAX_RETRY_AFTER_MS ? null : Math.max(backoff, asked)
}

const firstLine = (text: string): string => (text.split("\n")[0] ?? "").slice(0, 200)

/** A function making structured calls with these settings; it needs an `HttpClient`. */
export const make = Effect.fnUntraced(function*(settings: ModelSettings) {
  const client = yield* HttpClient.HttpClient
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`
  const key = settings.apiKey === null ? null : Redacted.make(settings.apiKey)
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS

  const send = (request: HttpClientRequest.HttpClientRequest, n: number): Effect.Effect<HttpClientResponse.HttpClientResponse, ModelCallFailed> =>
    client.execute(request).pipe(
      // The client's own error names the request; only its kind is kept, so no header can leak through it.
      Effect.mapError((error) => new ModelCallFailed({ reason: "unreachable", message: `the model server could not be reached (${error.reason._tag})` })),
      Effect.flatMap((response) => {
        const status = response.status
        if (status >= 200 && status < 300) return Effect.succeed(response)
        const failed = new ModelCallFailed({ reason: "status", message: `the model server answered ${status}` })
        const retryable = status === 429 || status >= 500
        const delay = retryable && n < MAX_RETRIES
          ? retryDelayMs(n, response.headers["retry-after"], response.headers["retry-after-ms"])
          : null
        return Effect.ignore(response.text).pipe(
          Effect.andThen(delay === null ? Effect.fail(failed) : Effect.sleep(delay).pipe(Effect.andThen(send(request, n + 1))))
        )
      })
    )

  return <S extends Schema.Decoder<unknown>>(call: StructuredRequest<S>): Effect.Effect<S["Type"], ModelCallFailed> => {
    const body = {
      model: settings.model,
      messages: call.messages,
      temperature: call.temperature,
      ...(call.seed !== undefined ? { seed: call.seed } : {}),
      response_format: responseFormat(call.name, call.reply)
    }
    const base = HttpClientRequest.post(url).pipe(HttpClientRequest.acceptJson, HttpClientRequest.bodyJsonUnsafe(body))
    const request = key === null ? base : HttpClientRequest.bearerToken(base, key)
    const decodeContent = Schema.decodeUnknownEffect(Schema.fromJsonString(call.reply))
    return Effect.gen(function*() {
      const response = yield* send(request, 0)
      const completion = yield* HttpClientResponse.schemaBodyJson(Completion)(response).pipe(
        Effect.mapError(() => new ModelCallFailed({ reason: "undecodable", message: "the model server's reply was not a chat completion" }))
      )
      const message = completion.choices[0]!.message
      if (typeof message.refusal === "string" && message.refusal.trim() !== "") {
        return yield* new ModelCallFailed({ reason: "refused", message: "the model refused to answer" })
      }
      if (typeof message.content !== "string") {
        return yield* new ModelCallFailed({ reason: "undecodable", message: "the model's reply had no content" })
      }
      return yield* decodeContent(unfence(message.content)).pipe(
        Effect.mapError((error) =>
          new ModelCallFailed({ reason: "undecodable", message: `the model's reply did not match the ${call.name} schema: ${firstLine(error.message)}` })
        )
      )
    }).pipe(
      Effect.timeoutOrElse({
        duration: timeoutMs,
        orElse: () => Effect.fail(new ModelCallFailed({ reason: "timeout", message: `the model did not answer within ${timeoutMs} ms` }))
      })
    )
  }
})
