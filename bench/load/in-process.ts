/**
 * The hot API calls' own cost, without a socket: the lean lane's answer to GET the current question, and its two
 * parts (the bearer check, the question's reads) called on the services directly, in a loop on a warm SQLite
 * database. Prints µs per call (median of a few batches); it never asserts them.
 *
 *   node bench/load/in-process.ts            (IN_PROCESS_CALLS=20000 per batch, IN_PROCESS_BATCHES=5)
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/load/in-process.ts
 */
import { Effect } from "effect"
import { Accounts } from "../../core/accounts/Accounts.ts"
import { Interviewer } from "../../core/interviews/Interviewer.ts"
import { inProcessApp } from "./in-process-app.ts"

const CALLS = Number(process.env.IN_PROCESS_CALLS ?? 20000)
const BATCHES = Number(process.env.IN_PROCESS_BATCHES ?? 5)

// The user made through the HTTP app as a client would, then their interview and its current question.
const { dir, slot, send, token, typeId, services, user, close } = await inProcessApp("in-process", { prepareCoach: false })
const started = await send("/api/interview/start-interview", {
  token,
  json: { interviewObjectId: typeId, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "text" } }
})
const interviewId = started.data.userInterview.id as number
const expected = JSON.stringify(await send(`/api/interview/question/${interviewId}`, { token }))

const lane = slot.lane!
const request = { method: "GET", url: `/api/interview/question/${interviewId}`, header: (name: string) => (name === "authorization" ? `Bearer ${token}` : undefined) }
const route = lane.route(request)!
const noBody = Effect.succeed(new Uint8Array())
const first = await lane.run(lane.answer(route, request, noBody, performance.now()))
if (first.status !== 200 || first.body !== expected) throw new Error(`the lane answered ${first.status}: ${first.body}`)

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
// As the server runs it: a fiber a call, and the end of the synchronous run between calls (a microtask checkpoint,
// where SQLite's hot reads end their read transaction: in the loop above one spans many calls).
{
  const perCall: Array<number> = []
  for (let b = 0; b <= BATCHES; b++) {
    const t = process.cpuUsage()
    for (let i = 0; i < CALLS; i++) {
      lane.fork(lane.answer(route, request, noBody, performance.now())).pollUnsafe()
      await null
    }
    const used = process.cpuUsage(t)
    if (b > 0) perCall.push((used.user + used.system) / CALLS) // the first batch warms up
  }
  console.log(`${"lane: the same, a fiber a call".padEnd(40)} ${median(perCall).toFixed(1).padStart(6)} µs CPU/call  (batches: ${perCall.map((x) => x.toFixed(1)).join(", ")})`)
}
if (only !== "lane") {
  await measure("Accounts.authenticate", Effect.gen(function*() { return yield* (yield* Accounts).authenticate(token) }), (e) => services.runPromise(e))
  await measure("Interviewer.question", Effect.gen(function*() { return yield* (yield* Interviewer).question(user, interviewId) }), (e) => services.runPromise(e))
}

await close(process.env.IN_PROCESS_KEEP === "1")
if (process.env.IN_PROCESS_KEEP === "1") console.log(`kept ${dir}`, JSON.stringify({ token, interviewId, body: first.body }))
