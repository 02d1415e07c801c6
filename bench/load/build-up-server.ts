/**
 * One step of the GET's build-up (./build-up.ts): a node:http server answering GET the current question with one more
 * of the production server's parts than the step before, so the CPU a request costs can be given to each part.
 *
 *   bare      node:http, the question's bytes with content-type and content-length (the bench's bare server)
 *   headers   + the API's ~12 headers (security headers, cache-control, x-request-id: a new UUID) in writeHead's object
 *   observers + what `rehearse serve` adds to every request: the in-flight set and its 'close' listener, and the
 *             lane's emit override (lane/node.ts) answering on the spot
 *   fiber     + the lane's node part itself (lane/node.ts) over a stub lane: a fiber a request (runForkWith), its poll
 *   store     + the lane's two reads straight on node:sqlite (a second connection to the same file, WAL): the bearer
 *             check's session with its user (the token's SHA-256 digest), the interview with its asked questions, as
 *             arrays; the answer still the bytes made at start (the floor of the store alone)
 *   raw       + the reply made from those rows: rows by column name, the records by the store's row readers
 *             (adapters/sql/interview-rows.ts: decoded JSON kept by text), the fields by core's questionFields, the
 *             body by JSON.stringify; checked equal to the app's bytes at start (the floor of the lane's work without
 *             its services, Schema, wire encoder or Effect steps inside the answer)
 *   lane      the real lane (services, the session and the interview read from SQLite, wire encoder), no log
 *   log       + the log line a request, batched to this process's stdout (a file, as in the bench)
 *   coach     + the coach prepared at start (its ~100 MB on the heap that every full collection marks)
 *
 * Run as `node bench/load/build-up-server.ts STEP PORT`; prints one JSON line `{ path, token }` when it listens.
 */
import { randomUUID } from "node:crypto"
import { hash } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { join } from "node:path"
import { isDeepStrictEqual } from "node:util"
import { DatabaseSync } from "node:sqlite"
import { Context, Effect } from "effect"
import { emptySlot, type Lane, type LaneAnswer } from "../../adapters/http-server/lane/lane.ts"
import { laneInFront } from "../../adapters/http-server/lane/node.ts"
import { API_HEADERS } from "../../adapters/http-server/middleware.ts"
import { makeLog } from "../../adapters/node/log.ts"
import { INTERVIEW_WITH_ASKED } from "../../adapters/sql/InterviewsSql.ts"
import { toAnswer, toInterview, toQuestion } from "../../adapters/sql/interview-rows.ts"
import { rowMaker } from "../../adapters/sql/SqliteClient.ts"
import { LIVE_SESSION } from "../../adapters/sql/UsersSql.ts"
import { numberOf } from "../../core/interviews/asked.ts"
import { questionFields } from "../../core/interviews/payloads.ts"
import { topicName } from "../../core/interviews/records.ts"
import { inProcessApp } from "./in-process-app.ts"

const STEPS = ["bare", "headers", "observers", "fiber", "store", "raw", "lane", "log", "coach"] as const
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

/**
 * The store and raw steps' answer: the lane's two reads straight on node:sqlite, and for raw the reply made from them
 * with no Effect inside. A missing session or interview throws (the bench sends neither).
 */
function rawReply(kind: "store" | "raw"): (authorization: string, id: number) => string {
  const db = new DatabaseSync(join(app.dir, "bench.db"), { timeout: 5000 })
  db.exec("PRAGMA journal_mode = WAL")
  db.exec("PRAGMA synchronous = NORMAL")
  db.exec("PRAGMA foreign_keys = ON")
  const prepared = (text: string) => {
    const statement = db.prepare(text)
    const rowOf = rowMaker(statement.columns().map((c) => c.name))
    statement.setReturnArrays(true)
    return { statement, rowOf }
  }
  const session = prepared(LIVE_SESSION)
  const interview = prepared(INTERVIEW_WITH_ASKED)
  const answer = (authorization: string, id: number): string => {
    const sessions = session.statement.all(hash("sha256", authorization.slice(7), "hex"), Date.now()) as unknown as Array<Array<unknown>>
    if (sessions.length === 0) throw new Error("no session")
    const userId = sessions[0]![1] as number
    const rows = interview.statement.all(id, userId) as unknown as Array<Array<unknown>>
    if (rows.length === 0) throw new Error("no interview")
    if (kind === "store") return body
    const records = rows.map(interview.rowOf)
    const found = toInterview(records[0]!)
    const asked = records.map((r) => ({ question: toQuestion(r, "q_"), answer: r.a_id === null ? null : toAnswer(r, "a_") }))
    const last = asked.at(-1)!
    if (found.status === "COMPLETED" || last.answer !== null) throw new Error("no question to show")
    const q = last.question
    return JSON.stringify({ success: true, data: questionFields(q, numberOf(asked, q), found.plannedQuestions, topicName(found.topic)) })
  }
  const made = answer(`Bearer ${app.token}`, Number(path.slice(path.lastIndexOf("/") + 1)))
  // the same JSON as the app's (its keys in the objects' order rather than the contract schema's)
  if (!isDeepStrictEqual(JSON.parse(made), JSON.parse(body))) throw new Error(`the ${kind} step's reply differs from the app's:\n${made}\n${body}`)
  return answer
}

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
  } else if (step === "fiber" || step === "store" || step === "raw") {
    const slot = emptySlot()
    const reply = step === "fiber" ? () => body : rawReply(step)
    const stub: Lane = {
      route: (request) => (request.url.startsWith("/api/interview/question/") ? { _tag: "question", id: request.url.slice(24) } : undefined),
      answer: (route, request) =>
        Effect.sync((): LaneAnswer => {
          const text = reply(request.header("authorization") ?? "", Number((route as { id: string }).id))
          return { status: 200, body: text, headers: apiHeaders() }
        }),
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
