/**
 * The hot API calls' own cost, without a socket: the lean lane's answer to GET the current question, and its two
 * parts (the bearer check, the question's reads) called on the services directly, in a loop on a warm SQLite
 * database. Prints µs per call (median of a few batches); it never asserts them.
 *
 *   node bench/load/in-process.ts            (IN_PROCESS_CALLS=20000 per batch, IN_PROCESS_BATCHES=5)
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/load/in-process.ts
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, ManagedRuntime } from "effect"
import { emptySlot } from "../../adapters/http-server/lane/lane.ts"
import { passwordHasherLayer } from "../../adapters/node/secrets.ts"
import { webHandler } from "../../cli/compose/server.ts"
import { servicesLayer } from "../../cli/compose/services.ts"
import { loadConfig } from "../../cli/config.ts"
import { Accounts } from "../../core/accounts/Accounts.ts"
import { Interviewer } from "../../core/interviews/Interviewer.ts"
import { Mailer } from "../../core/ports/Mailer.ts"

const CALLS = Number(process.env.IN_PROCESS_CALLS ?? 20000)
const BATCHES = Number(process.env.IN_PROCESS_BATCHES ?? 5)

const dir = mkdtempSync(join(tmpdir(), "rehearse-in-process-"))
const env = { DATA_DIR: dir, DATABASE_URL: join(dir, "bench.db"), LOG_LEVEL: "error" }
const deps = () => ({
  mailer: Layer.succeed(Mailer)(Mailer.of({ send: () => Effect.void })),
  passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 }),
  prepareCoach: false
})
const noLog = () => {}

// The user, their interview and its current question, made through the HTTP app as a client would.
const slot = emptySlot()
const { handler, dispose } = webHandler(loadConfig(env), noLog, deps(), { laneSlot: slot })
const send = async (path: string, init: { token?: string; json?: unknown } = {}) => {
  const response = await handler(new Request(`http://rehearse.test${path}`, {
    method: init.json === undefined ? "GET" : "POST",
    headers: { ...(init.token !== undefined ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {})
  }))
  const body = (await response.json()) as any
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}
const signedUp = await send("/api/user/signup", {
  json: { firstName: "In", lastName: "Process", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email: "in-process@example.com", password: "in process password" }
})
const token = signedUp.data.token as string
const types = (await send("/api/dashboard/available-interviews", { token })).data as Array<any>
const started = await send("/api/interview/start-interview", {
  token,
  json: { interviewObjectId: types.find((t) => t.name === "python").id, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "text" } }
})
const interviewId = started.data.userInterview.id as number
const expected = JSON.stringify(await send(`/api/interview/question/${interviewId}`, { token }))

const lane = slot.lane!
const request = { method: "GET", url: `/api/interview/question/${interviewId}`, header: (name: string) => (name === "authorization" ? `Bearer ${token}` : undefined) }
const route = lane.route(request)!
const noBody = Effect.succeed(new Uint8Array())
const first = await lane.run(lane.answer(route, request, noBody, performance.now()))
if (first.status !== 200 || first.body !== expected) throw new Error(`the lane answered ${first.status}: ${first.body}`)

// The services on their own (a second set on the same database file, as a second server would hold).
const services = ManagedRuntime.make(servicesLayer(loadConfig(env), noLog, deps()))
const user = await services.runPromise(Effect.gen(function*() { return yield* (yield* Accounts).authenticate(token) }))

const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** µs per call: CPU time (user + system) of the process, which the machine's other load sways less than the clock. */
const measure = async (name: string, once: Effect.Effect<unknown, unknown, any>, run: (e: Effect.Effect<void, unknown, any>) => Promise<void>) => {
  const loop = Effect.gen(function*() {
    for (let i = 0; i < CALLS; i++) yield* once
  })
  await run(loop) // warm-up
  const perCall: Array<number> = []
  for (let b = 0; b < BATCHES; b++) {
    const t = process.cpuUsage()
    await run(loop)
    const used = process.cpuUsage(t)
    perCall.push((used.user + used.system) / CALLS)
  }
  console.log(`${name.padEnd(40)} ${median(perCall).toFixed(1).padStart(6)} µs CPU/call  (batches: ${perCall.map((x) => x.toFixed(1)).join(", ")})`)
}

console.log(`in-process, ${CALLS} calls a batch, median of ${BATCHES} batches (SQLite file, WAL)`)
// IN_PROCESS_ONLY=lane measures the lane alone (e.g. under --trace-gc-nvp, to read what a call allocates)
const only = process.env.IN_PROCESS_ONLY
await measure("lane: GET the current question", lane.answer(route, request, noBody, performance.now()), (e) => lane.run(e as Effect.Effect<void>))
if (only !== "lane") {
  await measure("Accounts.authenticate", Effect.gen(function*() { return yield* (yield* Accounts).authenticate(token) }), (e) => services.runPromise(e))
  await measure("Interviewer.question", Effect.gen(function*() { return yield* (yield* Interviewer).question(user, interviewId) }), (e) => services.runPromise(e))
}

await services.dispose()
await dispose()
if (process.env.IN_PROCESS_KEEP === "1") console.log(`kept ${dir}`, JSON.stringify({ token, interviewId, body: first.body }))
else rmSync(dir, { recursive: true, force: true })
