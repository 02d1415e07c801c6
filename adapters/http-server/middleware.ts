/**
 * The middleware around every request: request id, body limit (413), security headers, envelope errors for
 * undecodable input (400) and bugs (500), and one JSON log line per request with its timing.
 */
import { randomUUID } from "node:crypto"
import { ByteSize, Cause, Effect, type Types } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiError } from "effect/http-api"
import type { Log } from "../node/log.ts"
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

export const withSecurityHeaders = (response: HttpServerResponse.HttpServerResponse) =>
  HttpServerResponse.setHeaders(response, SECURITY_HEADERS)

const requestIdOf = (request: HttpServerRequest.HttpServerRequest) => {
  const given = request.headers["x-request-id"]
  return typeof given === "string" && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID()
}

// The router's types insist that a middleware passes unhandled errors on; this one turns every failure into a
// response, so widening its (empty) error channel is exact.
const passesErrorsOn = <A, R>(effect: Effect.Effect<A, never, R>): Effect.Effect<A, Types.unhandled, R> => effect

export const layer = (options: MiddlewareOptions) =>
  HttpRouter.middleware((httpEffect) =>
    passesErrorsOn(Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      const started = performance.now()
      const requestId = requestIdOf(request)
      const length = Number(request.headers["content-length"] ?? "0")

      const handled: Effect.Effect<HttpServerResponse.HttpServerResponse> = length > options.bodyLimitBytes
        ? Effect.succeed(envelope(413, `The request body is larger than the limit of ${options.bodyLimitBytes} bytes.`))
        : httpEffect.pipe(
          Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(options.bodyLimitBytes)),
          Effect.catchCause((cause) => {
            const failure = Cause.squash(cause)
            if (HttpApiError.HttpApiSchemaError.is(failure) && failure.kind !== "Body" && failure.kind !== "ResponseHeaders") {
              return Effect.succeed(envelope(400, describeSchemaError(failure.kind, failure.cause)))
            }
            const cause_ = (failure as { cause?: unknown })?.cause
            if (HttpApiError.HttpApiPayloadTooLarge.is(failure) || /exceeds \d+ bytes/.test(String((cause_ as Error)?.message))) {
              return Effect.succeed(envelope(413, `The request body is larger than the limit of ${options.bodyLimitBytes} bytes.`))
            }
            const text = String((failure as Error)?.message ?? failure)
            if (/body/i.test(text) && /(json|parse|decode)/i.test(text)) {
              return Effect.succeed(envelope(400, "Invalid request body: it must be well-formed JSON."))
            }
            options.log({ level: "error", msg: "unhandled error", requestId, error: Cause.pretty(cause) })
            return Effect.succeed(envelope(500, "Something went wrong on our side. Please try again."))
          })
        )

      const response = yield* handled
      const status = response.status
      options.log({
        level: status >= 500 ? "error" : "info",
        msg: "request",
        requestId,
        method: request.method,
        path: request.url.split("?")[0],
        status,
        ms: Math.round((performance.now() - started) * 10) / 10
      })
      return HttpServerResponse.setHeader(withSecurityHeaders(response), "x-request-id", requestId)
    })), { global: true })
