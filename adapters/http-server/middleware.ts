/**
 * The middleware around every request: request id, body limit (413), security headers, envelope errors for
 * undecodable input (400) and bugs (500), and one JSON log line per request with its timing.
 */
import { randomUUID } from "node:crypto"
import { ByteSize, Cause, Effect, type Types } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiError } from "effect/http-api"
import type { Log, LogLine } from "../../core/ports/Log.ts"
import { describeSchemaError, envelope } from "./respond.ts"

export interface MiddlewareOptions {
  readonly bodyLimitBytes: number
  readonly log: Log
}

const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self' https://accounts.google.com/gsi/client",
    "style-src 'self' https://accounts.google.com/gsi/style",
    "img-src 'self' data:",
    "connect-src 'self' https://accounts.google.com/gsi/",
    "frame-src https://accounts.google.com/gsi/",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join("; "),
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "permissions-policy": "camera=(), geolocation=(), microphone=(self), fullscreen=(self)"
}

// Every header the middleware adds, set in one step: each setHeader copies the response and its headers.
/** The headers of every API answer (the lean lane, ./lane/, sends the same). */
export const API_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, "cache-control": "no-store" }
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** The client's `x-request-id` when it is a plain short token, else a new one. */
export const requestIdFrom = (given: string | ReadonlyArray<string> | undefined): string =>
  typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID()

/** The one log line of a request, with its timing since `started` (performance.now()). */
export const requestLine = (requestId: string, method: string, path: string, status: number, started: number): LogLine => ({
  level: status >= 500 ? "error" : "info",
  msg: "request",
  requestId,
  method,
  path,
  status,
  ms: Math.round((performance.now() - started) * 10) / 10
})

// The router's types insist that a middleware passes unhandled errors on; this one turns every failure into a
// response, so widening its (empty) error channel is exact.
const passesErrorsOn = <A, R>(effect: Effect.Effect<A, never, R>): Effect.Effect<A, Types.unhandled, R> => effect

export const tooLargeMessage = (limit: number) => `The request body is larger than the limit of ${limit} bytes.`
export const tooLarge = (limit: number) => envelope(413, tooLargeMessage(limit))
/** The sentences of a request the client gave up on (499) and of a bug (500). */
export const CLIENT_CLOSED = "The client closed the request before it was answered."
export const SERVER_BUG = "Something went wrong on our side. Please try again."

/** A sentence for an API answer that came back without the envelope (a status the router or the decoder chose). */
const STATUS_MESSAGES: Record<number, string> = {
  400: "The request is not valid. See /api/docs for what each call takes.",
  404: "There is no such API call. See /api/docs for the calls there are.",
  405: "This API call does not take that method. See /api/docs for the calls there are.",
  413: "The request body is too large.",
  415: "The request body must be JSON: send it with the header Content-Type: application/json."
}

const isJson = (response: HttpServerResponse.HttpServerResponse) =>
  "contentType" in response.body && typeof response.body.contentType === "string" && /json/.test(response.body.contentType)

const bodyText = (response: HttpServerResponse.HttpServerResponse): string | undefined =>
  response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body) : undefined

/**
 * Every API answer leaves as the envelope: an error the router or decoder wrote as text (415, 405…) is rewritten,
 * and a 429 gets `Retry-After` from the seconds in its body.
 */
const isApiAnswer = (path: string) => path.startsWith("/api/") && path !== "/api/openapi.json" && path !== "/api/docs"

const finishApiAnswer = (response: HttpServerResponse.HttpServerResponse) => {
  let finished = response
  if (response.status >= 400 && !isJson(response)) {
    const status = response.status >= 500 ? 500 : response.status
    finished = envelope(status, STATUS_MESSAGES[status] ?? SERVER_BUG)
  }
  if (finished.status === 429) {
    let seconds: unknown
    try {
      seconds = JSON.parse(bodyText(finished) ?? "{}").retryAfterSeconds
    } catch {
      seconds = undefined
    }
    finished = HttpServerResponse.setHeader(finished, "retry-after", String(typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds) : 60))
  }
  return finished
}

/** The path as the client sent it, or null when one of its percent-escapes is not one. */
const decodedPath = (url: string): string | null => {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "/")
  } catch {
    return null
  }
}

export const layer = (options: MiddlewareOptions) =>
  HttpRouter.middleware((httpEffect) =>
    passesErrorsOn(Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      const started = performance.now()
      const requestId = requestIdFrom(request.headers["x-request-id"])
      const length = Number(request.headers["content-length"] ?? "0")
      const path = request.url.split("?")[0] ?? "/"

      const handled: Effect.Effect<HttpServerResponse.HttpServerResponse> = decodedPath(request.url) === null
        ? Effect.succeed(envelope(400, "The address has a malformed percent-escape (a % must be followed by two hexadecimal digits); check the link."))
        : length > options.bodyLimitBytes
        ? Effect.succeed(tooLarge(options.bodyLimitBytes))
        : httpEffect.pipe(
          Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(options.bodyLimitBytes)),
          Effect.catchCause((cause) => {
            // The client went away before the answer (Effect interrupts the handler): nobody to answer, and no bug.
            // 499 is the status proxies log for it.
            if (Cause.hasInterruptsOnly(cause)) return Effect.succeed(envelope(499, CLIENT_CLOSED))
            const failure = Cause.squash(cause)
            if (HttpApiError.HttpApiSchemaError.is(failure) && failure.kind !== "Body" && failure.kind !== "ResponseHeaders") {
              return Effect.succeed(envelope(400, describeSchemaError(failure.kind, failure.cause)))
            }
            const reason = (failure as { _tag?: unknown; reason?: { _tag?: unknown; reason?: unknown } })?.reason
            if ((failure as { _tag?: unknown })?._tag === "HttpServerError" && reason?._tag === "RouteNotFound") {
              return Effect.succeed(envelope(404, path.startsWith("/api/") ? STATUS_MESSAGES[404]! : "There is no such page."))
            }
            // A body the server could not read: too large (413) or not JSON (400), told apart by the tags, not the text.
            if (HttpApiError.HttpApiPayloadTooLarge.is(failure) || reason?.reason === "BodyTooLarge") {
              return Effect.succeed(tooLarge(options.bodyLimitBytes))
            }
            if ((failure as { _tag?: unknown })?._tag === "HttpServerError" && reason?._tag === "RequestParseError") {
              return Effect.succeed(envelope(400, "Invalid request body: it must be well-formed JSON."))
            }
            options.log({ level: "error", msg: "unhandled error", requestId, error: Cause.pretty(cause) })
            return Effect.succeed(envelope(500, SERVER_BUG))
          })
        )

      const api = isApiAnswer(path)
      const answered = yield* handled
      const response = api ? finishApiAnswer(answered) : answered
      const status = response.status
      options.log(requestLine(requestId, request.method, path, status, started))
      // nothing of the API is kept by a cache
      return HttpServerResponse.setHeaders(response, { ...(api ? API_HEADERS : SECURITY_HEADERS), "x-request-id": requestId })
    })), { global: true })
