/**
 * One step of the GET's build-up (./build-up.ts): a node:http server answering GET the current question with one more
 * of the production server's parts than the step before, so the CPU a request costs can be given to each part.
 *
 *   bare      node:http, the question's bytes with content-type and content-length (the bench's bare server)
 *   headers   + the API's ~12 headers (security headers, cache-control, x-request-id: a new UUID) in writeHead's object
 *   observers + what `rehearse serve` adds to every request: the in-flight set and its 'close' listener, and the
 *             lane's emit override (lane/node.ts) answering on the spot
 *   fiber     + the lane's node part itself (lane/node.ts) over a stub lane: a fiber a request (runForkWith), its poll
 *   lane      the real lane (services, the session and the interview read from SQLite, wire encoder), no log
 *   log       + the log line a request, batched to this process's stdout (a file, as in the bench)
 *   coach     + the coach prepared at start (its ~100 MB on the heap that every full collection marks)
 *
 * Run as `node bench/load/build-up-server.ts STEP PORT`; prints one JSON line `{ path, token }` when it listens.
 */
import { randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { Context, Effect } from "effect"
import { emptySlot, type Lane, type LaneAnswer } from "../../adapters/http-server/lane/lane.ts"
import { laneInFront } from "../../adapters/http-server/lane/node.ts"
import { API_HEADERS } from "../../adapters/http-server/middleware.ts"
import { makeLog } from "../../adapters/node/log.ts"
import { inProcessApp } from "./in-process-app.ts"

const STEPS = ["bare", "headers", "observers", "fiber", "lane", "log", "coach"] as const
const [step, port] = process.argv.slice(2) as [typeof STEPS[number], string]
const at = STEPS.indexOf(step)
if (at === -1) throw new Error(`step is one of ${STEPS.join(", ")}`)

// The real answer and the user it belongs to, made through the app, so every step answers the same bytes.
const app = await inProcessApp(`build-up-${step}`, {
  prepareCoach: step === "coach",
  secondCoach: false, // the second set of services only signs the user in: one coach on the heap, as a server has
  ...(at >= STEPS.indexOf("log") ? { log: makeLog("info") } : {})
})
const started = await app.send("/api/interview/start-interview", {
  token: app.token,
  json: { interviewObjectId: app.typeId, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "text" } }
})
const path = `/api/interview/question/${started.data.userInterview.id}`
const body = JSON.stringify(await app.send(path, { token: app.token }))
const bytes = Buffer.byteLength(body)

// as the lane sends them (lane.ts): the API's headers as a flat list, its length and a new request id added
const FIXED_HEADERS = [...Object.entries(API_HEADERS).flat(), "content-type", "application/json"]
const apiHeaders = () => [...FIXED_HEADERS, "content-length", String(bytes), "x-request-id", randomUUID()]

const server = createServer()
if (step === "bare") {
  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { "content-type": "application/json", "content-length": bytes })
    response.end(body)
  })
} else if (step === "headers") {
  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, apiHeaders())
    response.end(body)
  })
} else {
  // as `rehearse serve` (cli/commands/serve.ts): the requests in flight, for a graceful stop
  const inFlight = new Set<ServerResponse>()
  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response)
    response.once("close", () => inFlight.delete(response))
  })
  if (step === "observers") {
    // lane/node.ts's override, its route and close listener, without the fiber
    const observers = server.listeners("request") as Array<(request: IncomingMessage, response: ServerResponse) => void>
    const emit = server.emit
    server.emit = function(this: typeof server, event: string | symbol, ...args: Array<any>): boolean {
      if (event === "request") {
        const [request, response] = args as [IncomingMessage, ServerResponse]
        if (request.url?.startsWith("/api/interview/question/")) {
          for (const observer of observers) observer.call(this, request, response)
          response.writeHead(200, apiHeaders())
          response.end(body)
          response.on("close", () => {
            if (!response.writableEnded) request.destroy()
          })
          return true
        }
      }
      return emit.apply(this, [event, ...args] as Parameters<typeof server.emit>)
    } as typeof server.emit
  } else if (step === "fiber") {
    const slot = emptySlot()
    const stub: Lane = {
      route: (request) => (request.url.startsWith("/api/interview/question/") ? { _tag: "question", id: "1" } : undefined),
      answer: () => Effect.sync((): LaneAnswer => ({ status: 200, body, headers: apiHeaders() })),
      fork: Effect.runForkWith(Context.empty()),
      run: Effect.runPromise
    }
    slot.lane = stub
    laneInFront(server, slot, 1_000_000)
  } else {
    laneInFront(server, app.slot, 1_000_000)
  }
}
// the ready line on stderr: stdout is the log (a file, as the bench gives the production server)
server.listen(Number(port), "127.0.0.1", () => process.stderr.write(`${JSON.stringify({ path, token: app.token })}\n`))
// BUILD_UP_PROMOTED=file: V8's sampling heap profile of what outlived a young-generation collection (promoted to
// the old space, whether a full collection later freed it or not), written at SIGTERM
const promoted = process.env.BUILD_UP_PROMOTED
const session = promoted === undefined ? undefined : new (await import("node:inspector/promises")).Session()
if (session !== undefined) {
  session.connect()
  await session.post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false })
}
process.on("SIGTERM", async () => {
  if (session !== undefined) {
    const { profile } = await session.post("HeapProfiler.stopSampling")
    ;(await import("node:fs")).writeFileSync(promoted!, JSON.stringify(profile))
  }
  await app.close()
  process.exit(0)
})
