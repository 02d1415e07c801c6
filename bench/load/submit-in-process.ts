/**
 * What one answer costs, without a socket, split into its parts: the lean lane's whole answer to POST an answer,
 * and, called on their own on the same warm SQLite file, the body's decoding, the bearer check, the interview's
 * reads, the coach's judgement, the feedback's fields, the answer's transaction, the reply's encoding and the log
 * line. Each answer goes to a fresh interview's current question with the bank's model answer (as the load bench
 * sends). Prints µs of CPU per call (median of batches); it never asserts them.
 *
 *   node bench/load/submit-in-process.ts          (SUBMIT_CALLS=1500 per batch, SUBMIT_BATCHES=3)
 *   SUBMIT_ONLY=lane SUBMIT_PROFILE=/tmp/submit.cpuprofile node bench/load/submit-in-process.ts
 *     (the whole answer alone; a CPU profile of each timed batch, written to that name with .1, .2, … appended)
 */
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { Clock, Effect, Option, Schema } from "effect"
import { submitReply } from "../../adapters/http-server/handlers/interviews.ts"
import { requestLine } from "../../adapters/http-server/middleware.ts"
import { makeLog } from "../../adapters/node/log.ts"
import { Accounts } from "../../core/accounts/Accounts.ts"
import { bankQuestions } from "../../core/coach/bank/index.ts"
import { InterviewApi } from "../../core/contract/InterviewApi.ts"
import { Interviewer } from "../../core/interviews/Interviewer.ts"
import { feedbackOf } from "../../core/interviews/answering.ts"
import { kindOf } from "../../core/interviews/records.ts"
import { Coach } from "../../core/ports/Coach.ts"
import { Interviews } from "../../core/ports/Interviews.ts"
import { inProcessApp } from "./in-process-app.ts"

const CALLS = Number(process.env.SUBMIT_CALLS ?? 1500)
const BATCHES = Number(process.env.SUBMIT_BATCHES ?? 3)

const { slot, token, typeId, services, user, close } = await inProcessApp("submit-in-process", { prepareCoach: true, env: { FREE_PLAN_INTERVIEWS: "1000000" } })

interface Pending { readonly interviewId: number; readonly questionId: number; readonly body: string }
/** `n` interviews, each with its first question asked and not yet answered. */
const pending = (n: number) =>
  services.runPromise(Effect.gen(function*() {
    const interviewer = yield* Interviewer
    const out: Array<Pending> = []
    for (let i = 0; i < n; i++) {
      const started = yield* interviewer.start(user, { interviewObjectId: typeId, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "text" } } as any)
      const shown = yield* interviewer.question(user, started.id)
      const field = shown.fields.find((f) => f.key === "question")! as any
      const text = field.properties.content as string
      const answer = bankQuestions.find((q) => q.text === text)?.modelAnswer ?? "An answer about the question, in a few words."
      out.push({ interviewId: started.id, questionId: field.id, body: JSON.stringify({ question: text, answer, questionId: field.id, status: "ANSWERED" }) })
    }
    return out
  }))

const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const cpu = () => {
  const u = process.cpuUsage()
  return u.user + u.system
}
const results: Array<[string, number]> = []
// SUBMIT_PROFILE=file.cpuprofile: a CPU profile of the timed batches of the whole answer only (not their preparation);
// SUBMIT_HEAP=1: which allocations of those batches are still in the heap at their end (V8's sampling heap profiler:
// what survived young-generation collections, whether still used or collected by a full collection since)
const profileFile = process.env.SUBMIT_PROFILE
const heapSampling = process.env.SUBMIT_HEAP === "1"
const session = profileFile === undefined && !heapSampling ? undefined : new Session()
if (session !== undefined) {
  session.connect()
  await session.post("Profiler.enable")
  await session.post("Profiler.setSamplingInterval", { interval: 200 })
}
let profiling = false
/** µs of CPU per call of `once(item)` over a batch of fresh interviews, median of the batches. */
const measure = async (name: string, once: (p: Pending) => Promise<unknown>) => {
  const perCall: Array<number> = []
  for (let b = 0; b <= BATCHES; b++) {
    const items = await pending(CALLS)
    if (profiling && b > 0 && profileFile !== undefined) await session!.post("Profiler.start")
    if (profiling && b > 0 && heapSampling) await session!.post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true } as any)
    const t = cpu()
    for (const item of items) await once(item)
    if (profiling && b > 0 && profileFile !== undefined) {
      const { profile } = await session!.post("Profiler.stop")
      writeFileSync(`${profileFile}.${b}`, JSON.stringify(profile))
    }
    if (profiling && b > 0 && heapSampling) {
      const { profile } = await session!.post("HeapProfiler.getSamplingProfile")
      await session!.post("HeapProfiler.stopSampling")
      printHeld(profile as any)
    }
    if (b > 0) perCall.push((cpu() - t) / CALLS) // the first batch warms up
  }
  results.push([name, median(perCall)])
  console.log(`${name.padEnd(44)} ${median(perCall).toFixed(1).padStart(7)} µs CPU/call  (batches: ${perCall.map((x) => x.toFixed(0)).join(", ")})`)
}
/** As `measure`, for a step that needs no fresh interview (it reads or computes without writing). */
const measureRepeat = async (name: string, items: ReadonlyArray<Pending>, once: (p: Pending) => Effect.Effect<unknown, unknown, any>) => {
  const loop = Effect.gen(function*() {
    for (const item of items) yield* once(item)
  })
  await services.runPromise(loop as Effect.Effect<void>)
  const perCall: Array<number> = []
  for (let b = 0; b < BATCHES; b++) {
    const t = cpu()
    await services.runPromise(loop as Effect.Effect<void>)
    perCall.push((cpu() - t) / items.length)
  }
  results.push([name, median(perCall)])
  console.log(`${name.padEnd(44)} ${median(perCall).toFixed(1).padStart(7)} µs CPU/call  (batches: ${perCall.map((x) => x.toFixed(1)).join(", ")})`)
}

/** The allocation sites whose objects are still in the heap, by bytes, per answer of the batch. */
const printHeld = (profile: { head: HeapNode }) => {
  const bySite = new Map<string, number>()
  const walk = (node: HeapNode, stack: Array<string>) => {
    const f = node.callFrame
    const here = `${f.functionName || "(anonymous)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber + 1}`
    const own = node.selfSize
    if (own > 0) {
      const site = [here, ...stack.slice(-3).reverse()].join(" < ")
      bySite.set(site, (bySite.get(site) ?? 0) + own)
    }
    for (const child of node.children) walk(child, [...stack, here])
  }
  walk(profile.head, [])
  const total = [...bySite.values()].reduce((a, b) => a + b, 0)
  console.log(`  held at the batch's end: ${(total / 1024 / CALLS).toFixed(1)} KB an answer; the top sites:`)
  for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${(bytes / 1024 / CALLS).toFixed(2).padStart(7)} KB  ${site.slice(0, 230)}`)
  }
}
interface HeapNode {
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly selfSize: number
  readonly children: ReadonlyArray<HeapNode>
}

const lane = slot.lane!
const requestOf = (p: Pending) => ({
  method: "POST",
  url: `/api/interview/submit-response/${p.interviewId}`,
  header: (name: string) =>
    name === "authorization" ? `Bearer ${token}` : name === "content-type" ? "application/json" : name === "content-length" ? String(Buffer.byteLength(p.body)) : undefined
})
const encoder = new TextEncoder()
const laneSubmit = async (p: Pending) => {
  const request = requestOf(p)
  const answer = await lane.run(lane.answer(lane.route(request)!, request, Effect.succeed(encoder.encode(p.body)), performance.now()))
  if (answer.status !== 200) throw new Error(`the lane answered ${answer.status}: ${answer.body}`)
}

console.log(`in-process, ${CALLS} answers a batch, median of ${BATCHES} batches (SQLite file, WAL); load ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}`)
profiling = session !== undefined
await measure("lane: POST an answer (whole)", laneSubmit)
profiling = false
if (process.env.SUBMIT_ONLY === "lane") {
  await close()
  process.exit(0)
}
await measure("Interviewer.submit", (p) =>
  services.runPromise(Effect.gen(function*() {
    return yield* (yield* Interviewer).submit(user, p.interviewId, JSON.parse(p.body))
  })))

// The parts, on interviews whose question awaits its answer (reads and judging do not change them).
const items = await pending(CALLS)
const submit = InterviewApi.endpoints.submitResponse
const decodeAnswer = Schema.decodeUnknownEffect(Schema.Union(submit.payload.get("application/json")!.schemas) as any)
const encodeFeedback = Schema.encodeUnknownEffect([...submit.success][0] as any)
await measureRepeat("body: UTF-8 + JSON.parse + Schema decode", items, (p) =>
  decodeAnswer(JSON.parse(new TextDecoder().decode(encoder.encode(p.body)))))
await measureRepeat("Accounts.authenticate", items, () => Effect.flatMap(Effect.service(Accounts), (a) => a.authenticate(token)))
await measureRepeat("Interviews.findWithAsked", items, (p) => Effect.flatMap(Effect.service(Interviews), (s) => s.findWithAsked(p.interviewId, user.id)))
const asked = await services.runPromise(Effect.forEach(items, (p) => Effect.map(Effect.flatMap(Effect.service(Interviews), (s) => s.findWithAsked(p.interviewId, user.id)), Option.getOrThrow)))
const requests = asked.map(({ asked: [entry] }, i) => {
  const q = entry!.question
  return {
    question: q.text, questionId: q.ref, topic: q.topic, kind: kindOf(q.kind), talkingPoints: q.talkingPoints, reference: q.modelAnswer,
    ...(typeof q.extra.exactAnswer === "string" ? { exactAnswer: q.extra.exactAnswer } : {}),
    ...(typeof q.extra.solution === "string" ? { solution: q.extra.solution } : {}),
    answer: JSON.parse(items[i]!.body).answer as string
  }
})
const byItem = new Map(items.map((p, i) => [p, i]))
await measureRepeat("Coach.assess (judge)", items, (p) => Effect.flatMap(Effect.service(Coach), (c) => c.assess(requests[byItem.get(p)!]! as any)))
const assessments = await services.runPromise(Effect.forEach(requests, (r) => Effect.flatMap(Effect.service(Coach), (c) => c.assess(r as any))))
const answerRecord = (i: number) => {
  const a = assessments[i]!
  return { id: 1, questionId: items[i]!.questionId, interviewId: items[i]!.interviewId, status: "ANSWERED" as const, answer: requests[i]!.answer, timing: null, score: a.score, rating: a.rating, assessment: a as any, judgedBy: a.judgedBy, createdAt: 0 }
}
await measureRepeat("feedback fields (feedbackOf)", items, (p) => Effect.sync(() => feedbackOf(asked[byItem.get(p)!]!.asked[0]!.question, answerRecord(byItem.get(p)!))))
const replies = items.map((_, i) => submitReply(feedbackOf(asked[i]!.asked[0]!.question, answerRecord(i))))
await measureRepeat("reply: Schema encode + JSON.stringify", items, (p) => Effect.map(encodeFeedback(replies[byItem.get(p)!]!), (e) => JSON.stringify(e)))
console.log(`  (reply size: median ${median(replies.map((r) => JSON.stringify(r).length))} bytes)`)
const log = makeLog("info", () => {})
await measureRepeat("log line (requestLine + JSON)", items, (p) => Effect.sync(() => log(requestLine("abcdef0123456789", "POST", `/api/interview/submit-response/${p.interviewId}`, 200, performance.now()))))
await measure("Interviews.addAnswer (the transaction)", (p) => {
  const i = byItem.get(p)
  const a = i === undefined ? assessments[0]! : assessments[i]!
  return services.runPromise(Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    return yield* (yield* Interviews).addAnswer({
      questionId: p.questionId, interviewId: p.interviewId, status: "ANSWERED", answer: JSON.parse(p.body).answer, timing: null,
      score: a.score, rating: a.rating, assessment: a as any, judgedBy: a.judgedBy
    }, now)
  }))
})

await close()
