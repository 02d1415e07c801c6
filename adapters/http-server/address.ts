/** The client's address, for rate limits: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
import { Option } from "effect"
import type { HttpServerRequest } from "effect/http"

export const clientAddress = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = request.headers["x-forwarded-for"]
    const first = typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined
    if (first) return first.slice(0, 64)
  }
  return Option.getOrElse(request.remoteAddress, () => "unknown")
}
