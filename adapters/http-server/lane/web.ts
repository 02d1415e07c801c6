/** The lane in front of a `Request → Response` handler (the in-process server the HTTP tests use). */
import { Effect } from "effect"
import { BodyTooLarge, headerRecord, type LaneRequest, type LaneSlot } from "./lane.ts"

/** The path and query of an absolute URL, as Effect's web request takes it. */
const pathOf = (url: string) => {
  if (url[0] === "/") return url
  const slash = url.indexOf("/", url.indexOf("//") + 2)
  return slash === -1 ? "/" : url.slice(slash)
}

export const withLane = (
  handler: (request: Request) => Promise<Response>,
  slot: LaneSlot,
  bodyLimitBytes: number
) =>
async (request: Request): Promise<Response> => {
  const lane = slot.lane
  const claimed: LaneRequest = {
    method: request.method,
    url: pathOf(request.url),
    header: (name) => request.headers.get(name) ?? undefined
  }
  const route = lane?.route(claimed)
  if (lane === undefined || route === undefined) return handler(request)
  // A web request need not say its length: the limit is checked on what arrives.
  const body = Effect.flatMap(
    Effect.promise(() => request.arrayBuffer()),
    (buffer) => buffer.byteLength > bodyLimitBytes ? Effect.fail(new BodyTooLarge()) : Effect.succeed(new Uint8Array(buffer))
  )
  const answer = await lane.run(lane.answer(route, claimed, body, performance.now()))
  return new Response(answer.body, { status: answer.status, headers: headerRecord(answer.headers) })
}
