/**
 * The lane in front of a node:http server: a request it claims is answered on the spot, every other one reaches the
 * server's `request` listeners (the HttpApi app) as before.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import { Effect } from "effect"
import { BodyTooLarge, type Lane, type LaneAnswer, type LaneRequest, type LaneSlot } from "./lane.ts"

/** A request as the lane reads it: one small object, its header reader shared on the prototype (no closure each). */
class NodeLaneRequest implements LaneRequest {
  readonly method: string
  readonly url: string
  readonly #headers: IncomingMessage["headers"]
  constructor(request: IncomingMessage) {
    this.method = request.method ?? "GET"
    this.url = request.url ?? "/"
    this.#headers = request.headers
  }
  header(name: string): string | undefined {
    const value = this.#headers[name]
    return typeof value === "string" ? value : undefined
  }
}

const write = (response: ServerResponse, answer: LaneAnswer) => {
  if (response.destroyed) return
  // the flat list as it is (node:http reads it, never keeps or changes it)
  response.writeHead(answer.status, answer.headers as Array<string>)
  response.end(answer.body)
}

/** The whole body (routes.ts claims only bodies of a declared length within the limit, so this is bounded). */
const bodyOf = (request: IncomingMessage, limit: number): Effect.Effect<Uint8Array, BodyTooLarge> =>
  Effect.callback<Uint8Array, BodyTooLarge>((resume) => {
    if (request.destroyed && !request.complete) return resume(Effect.interrupt)
    const chunks: Array<Buffer> = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        request.pause()
        resume(Effect.fail(new BodyTooLarge()))
      } else chunks.push(chunk)
    })
    request.on("end", () => resume(Effect.succeed(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))))
    // A client gone before its body arrived: the read is interrupted, as Effect's own body reader is, so the answer
    // is the middleware's 499 (and its log line) rather than nothing.
    const gone = () => {
      if (!request.complete) resume(Effect.interrupt)
    }
    request.on("close", gone)
    request.on("error", gone)
  })

const NO_BODY: Effect.Effect<Uint8Array, BodyTooLarge> = Effect.succeed(new Uint8Array(0))

const serve = (lane: Lane, limit: number, request: IncomingMessage, response: ServerResponse, claimed: LaneRequest, route: NonNullable<ReturnType<Lane["route"]>>) => {
  // a GET's answer reads no body: none is made for it
  const body = route._tag === "submitResponse" ? bodyOf(request, limit) : NO_BODY
  const fiber = lane.fork(lane.answer(route, claimed, body, performance.now()))
  // The fiber runs at once and, on SQLite, a GET is answered before fork returns: written on the spot then.
  const done = fiber.pollUnsafe()
  if (done !== undefined) return void (done._tag === "Success" && write(response, done.value))
  fiber.addObserver((exit) => exit._tag === "Success" && write(response, exit.value))
  // As Effect's node handler does: a client that goes away before the answer interrupts the work on it; while its
  // body is still due, the body's reader sees it go and answers the middleware's 499.
  response.on("close", () => {
    if (!response.writableEnded && (request.complete || route._tag !== "submitResponse")) fiber.interruptUnsafe()
  })
}

/**
 * Puts the lane of `slot` in front of `server`. The `request` listeners the server has now (e.g. the serve command's
 * count of requests in flight) still see every request; those added later (the HttpApi app) see only the requests
 * the lane passes on.
 */
export const laneInFront = (server: Server, slot: LaneSlot, bodyLimitBytes: number): Server => {
  const observers = server.listeners("request") as Array<(request: IncomingMessage, response: ServerResponse) => void>
  const emit = server.emit
  server.emit = function(this: Server, event: string | symbol, ...args: Array<any>): boolean {
    const lane = slot.lane
    if (event === "request" && lane !== undefined) {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      const claimed = new NodeLaneRequest(request)
      const route = lane.route(claimed)
      if (route !== undefined) {
        for (const observer of observers) observer.call(this, request, response)
        serve(lane, bodyLimitBytes, request, response, claimed, route)
        return true
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<Server["emit"]>)
  } as Server["emit"]
  return server
}
