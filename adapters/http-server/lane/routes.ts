/**
 * Which requests the lean lane answers, decided from the method, the address and a few headers alone. Only the
 * canonical form of each hot call is claimed; anything unusual (a query string, a percent-escape, a trailing slash,
 * another case, a chunked or non-JSON body) goes to the HttpApi app, whose answer is then the same by construction.
 */

export type LaneRoute =
  | { readonly _tag: "question"; readonly id: string }
  | { readonly _tag: "submitResponse"; readonly id: string }
  | { readonly _tag: "health" }

export interface LaneRequest {
  readonly method: string
  /** The path and query as the client sent them. */
  readonly url: string
  /** A request header by its lower-case name. */
  readonly header: (name: string) => string | undefined
}

const QUESTION = "/api/interview/question/"
const SUBMIT = "/api/interview/submit-response/"
const HEALTH: LaneRoute = { _tag: "health" }
// A path segment the router takes as the id as it stands (no escapes, well under its 100-character limit); what
// the contract then makes of it (a positive whole number or a 400 naming `id`) is the lane's to answer.
const ID = /^[A-Za-z0-9_-]{1,40}$/

/** The content type the JSON payload decoder takes, normalised as HttpApi does (lower case, parameters dropped). */
const isJson = (contentType: string | undefined) => {
  if (contentType === undefined) return true // HttpApi reads a POST without one as JSON
  const normalized = contentType.toLowerCase().trim()
  const semicolon = normalized.indexOf(";")
  return (semicolon === -1 ? normalized : normalized.slice(0, semicolon).trim()) === "application/json"
}

const bodyless = (request: LaneRequest) => {
  const length = request.header("content-length")
  return (length === undefined || length === "0") && request.header("transfer-encoding") === undefined
}

/** A body the lane reads whole: JSON, not chunked, its declared length (if any) within the limit. */
const readableBody = (request: LaneRequest, limit: number) => {
  if (request.header("transfer-encoding") !== undefined || !isJson(request.header("content-type"))) return false
  const length = request.header("content-length")
  return length === undefined || (/^\d{1,12}$/.test(length) && Number(length) <= limit)
}

const idAfter = (url: string, prefix: string): string | undefined => {
  if (!url.startsWith(prefix)) return undefined
  const id = url.slice(prefix.length)
  return ID.test(id) ? id : undefined
}

/** The lane's route for a request, or undefined for one the HttpApi app answers. */
export const laneRouteOf = (request: LaneRequest, bodyLimitBytes: number): LaneRoute | undefined => {
  if (request.method === "GET") {
    if (!bodyless(request)) return undefined
    if (request.url === "/api/health") return HEALTH
    const id = idAfter(request.url, QUESTION)
    return id === undefined ? undefined : { _tag: "question", id }
  }
  if (request.method === "POST") {
    const id = idAfter(request.url, SUBMIT)
    return id === undefined || !readableBody(request, bodyLimitBytes) ? undefined : { _tag: "submitResponse", id }
  }
  return undefined
}
