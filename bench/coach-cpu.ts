/**
 * The coach's CPU per answer, for comparing two versions of the judging code in one process, their rounds alternated
 * (A B A B …) so both see the same machine: bench/coach.bench.ts's 4,000 answers (timed one by one: p50/p95/p99, and
 * the CPU of the whole round as answers/s in one thread) and every bank question's model answer (what the load bench
 * sends), and the garbage collections during them. Each version is a checkout of this repository (`--root dir`, repeatable; this one when none is given), with
 * its own meaning resource and coach, all bank questions prepared first. Prints numbers, asserts none; says whether
 * the versions' assessments of these answers are the same. Versions in one process share one heap, so a change to what
 * survives young collections shows only with each version in a process of its own (one --root each, alternated).
 *
 *   node bench/coach-cpu.ts [--root /path/to/checkout …] [--rounds 6] [--profile /tmp/coach.cpuprofile]
 *     (--profile: a CPU profile of the first version's timed rounds, sampled every 100 µs)
 */
import { createHash } from "node:crypto"
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { loadavg } from "node:os"
import { constants, PerformanceObserver } from "node:perf_hooks"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { builtInBank } from "../core/coach/built-in-layer.ts"
import { benchAnswers } from "./coach.bench.ts"

const args = process.argv.slice(2)
const option = (name: string): Array<string> => args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]!] : []))
const roots = option("--root").map((r) => resolve(r))
if (roots.length === 0) roots.push(resolve(import.meta.dirname, ".."))
const ROUNDS = Number(option("--rounds")[0] ?? 6)
const profileFile = option("--profile")[0]

const bank = builtInBank()
const cases = benchAnswers(bank.questions)
const models = bank.questions.map((q) => ({ q, answer: q.modelAnswer }))

interface Coach {
  readonly assess: (request: unknown) => unknown
  readonly prepareAll: () => void
}
interface Variant {
  readonly root: string
  readonly coach: Coach
  readonly times: Array<number>
  readonly roundCpu: Array<number>
  readonly modelTimes: Array<number>
  readonly modelCpu: Array<number>
  /** the garbage collections during its timed rounds: count and pause in ms, young and full */
  readonly gc: { minor: number; minorMs: number; major: number; majorMs: number; answers: number }
  digest: string
}

const load = async (root: string): Promise<Variant> => {
  const url = (p: string) => pathToFileURL(`${root}/${p}`).href
  const { loadMeaning } = (await import(url("adapters/node/meaning-files.ts"))) as { loadMeaning: () => unknown }
  const { makeBuiltInCoach } = (await import(url("core/coach/built-in-coach.ts"))) as { makeBuiltInCoach: (...a: Array<unknown>) => Coach }
  const { builtInBank: bankOf } = (await import(url("core/coach/built-in-layer.ts"))) as { builtInBank: () => unknown }
  const meaning = loadMeaning()
  if (meaning === null) throw new Error(`${root}: the meaning resource is not built`)
  const coach = makeBuiltInCoach(bankOf(), undefined, meaning)
  coach.prepareAll()
  return { root, coach, times: [], roundCpu: [], modelTimes: [], modelCpu: [], gc: { minor: 0, minorMs: 0, major: 0, majorMs: 0, answers: 0 }, digest: "" }
}

const requestOf = ({ answer, q }: { q: (typeof bank.questions)[number]; answer: string }) =>
  ({ question: q.text, talkingPoints: q.talkingPoints, reference: q.modelAnswer, kind: q.kind, answer })
const modelRequestOf = ({ answer, q }: { q: (typeof bank.questions)[number]; answer: string }) =>
  ({ question: q.text, questionId: q.id, topic: q.topic, talkingPoints: q.talkingPoints, reference: q.modelAnswer, kind: q.kind, answer })

const cpu = () => {
  const u = process.cpuUsage()
  return u.user + u.system
}

// The collections of the round running now (its variant's), as V8 reports them.
let collecting: Variant | null = null
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const gc = collecting?.gc
    if (gc === undefined) continue
    const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      gc.minor++
      gc.minorMs += e.duration
    } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR || kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL) {
      gc.major++
      gc.majorMs += e.duration
    }
  }
}).observe({ entryTypes: ["gc"] })

/** One round: every bench answer, then every model answer, each timed; the rounds' CPU per answer in µs. */
const round = async (v: Variant, keep: boolean) => {
  // (the observer is told of a collection after it: the previous round's are reported before this one starts)
  await new Promise((resolve) => setTimeout(resolve, 10))
  collecting = keep ? v : null
  const times: Array<number> = []
  let t = cpu()
  for (const c of cases) {
    const started = performance.now()
    v.coach.assess(requestOf(c))
    times.push(performance.now() - started)
  }
  const casesCpu = (cpu() - t) / cases.length
  const modelTimes: Array<number> = []
  t = cpu()
  for (const c of models) {
    const started = performance.now()
    v.coach.assess(modelRequestOf(c))
    modelTimes.push(performance.now() - started)
  }
  const modelCpu = (cpu() - t) / models.length
  await new Promise((resolve) => setTimeout(resolve, 10))
  collecting = null
  if (!keep) return
  v.gc.answers += cases.length + models.length
  v.times.push(...times)
  v.roundCpu.push(casesCpu)
  v.modelTimes.push(...modelTimes)
  v.modelCpu.push(modelCpu)
}

const variants: Array<Variant> = []
for (const root of roots) variants.push(await load(root))
for (const v of variants) {
  const hash = createHash("sha256")
  for (const c of cases) hash.update(`${JSON.stringify(v.coach.assess(requestOf(c)))}\n`)
  for (const c of models) hash.update(`${JSON.stringify(v.coach.assess(modelRequestOf(c)))}\n`)
  v.digest = hash.digest("hex")
}
const loads: Array<number> = [loadavg()[0]!]
for (const v of variants) await round(v, false) // warm-up
const session = profileFile === undefined ? undefined : new Session()
if (session !== undefined) {
  session.connect()
  await session.post("Profiler.enable")
  await session.post("Profiler.setSamplingInterval", { interval: 100 })
}
for (let r = 0; r < ROUNDS; r++) {
  for (const [k, v] of variants.entries()) {
    if (k === 0 && session !== undefined) await session.post("Profiler.start")
    await round(v, true)
    if (k === 0 && session !== undefined) {
      const { profile } = await session.post("Profiler.stop")
      writeFileSync(`${profileFile}.${r}`, JSON.stringify(profile))
    }
  }
  loads.push(loadavg()[0]!)
}

const percentile = (xs: ReadonlyArray<number>, p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
}
const ms = (x: number) => x.toFixed(3)
console.log(`${cases.length} bench answers and ${models.length} model answers, ${ROUNDS} rounds alternated after a warm-up; load (1 min) ${loads.map((x) => x.toFixed(1)).join(" ")}`)
for (const v of variants) {
  const perAnswer = v.roundCpu.map((x) => x.toFixed(0)).join(", ")
  console.log(`${v.root}  (assessments sha256 ${v.digest.slice(0, 16)})`)
  console.log(
    `  bench answers: p50 ${ms(percentile(v.times, 0.5))} ms, p95 ${ms(percentile(v.times, 0.95))} ms, p99 ${ms(percentile(v.times, 0.99))} ms, max ${ms(percentile(v.times, 1))} ms; ` +
      `CPU/answer median ${percentile(v.roundCpu, 0.5).toFixed(0)} µs = ${(1e6 / percentile(v.roundCpu, 0.5)).toFixed(0)}/s (rounds: ${perAnswer})`
  )
  console.log(
    `  model answers: p50 ${ms(percentile(v.modelTimes, 0.5))} ms, p95 ${ms(percentile(v.modelTimes, 0.95))} ms, p99 ${ms(percentile(v.modelTimes, 0.99))} ms, max ${ms(percentile(v.modelTimes, 1))} ms; ` +
      `CPU/answer median ${percentile(v.modelCpu, 0.5).toFixed(0)} µs (rounds: ${v.modelCpu.map((x) => x.toFixed(0)).join(", ")})`
  )
  const { answers, major, majorMs, minor, minorMs } = v.gc
  console.log(
    `  collections a 1,000 answers: ${((minor / answers) * 1000).toFixed(2)} young (${(minorMs / Math.max(1, minor)).toFixed(2)} ms each), ` +
      `${((major / answers) * 1000).toFixed(2)} full or incremental steps (${(majorMs / Math.max(1, major)).toFixed(2)} ms each); ` +
      `in all ${(((minorMs + majorMs) / answers) * 1000).toFixed(1)} ms a 1,000 answers`
  )
}
if (variants.length > 1) {
  const same = variants.every((v) => v.digest === variants[0]!.digest)
  console.log(same ? "the versions' assessments of these answers are identical" : "the versions' assessments DIFFER")
}
