/**
 * The coach's first judgement after a server starts, in-process (issue #15: "the first answer is as fast as the
 * hundredth"): each run is a fresh process that prepares the coach as `rehearse serve` does (the meaning resource,
 * every bank question, one model answer of each kind, two measuring collections), receives one body and rehearses
 * through the app on a throwaway database sharing that coach (cli/compose/rehearsal.ts), collects its garbage, waits
 * COACH_FIRST_PAUSE_MS (300, as a server waits for its first candidate), and then times Coach.assess of a
 * candidate's answer (the question's model answer, as the first-answer bench sends) to a question the rehearsal did
 * not answer, then the first judgements of COACH_FIRST_OTHERS (20) other unseen questions, then the first again.
 * The questions are a pool the same in every run, taken in turn from the run's place in it, so each run's first
 * question is also judged later (not first) in the other runs: questions cost 1–5 ms, and only its own later first
 * judgements tell a cold start from a costly question. Times are wall time and "on a CPU" (wall time less the time
 * the thread waited, runnable, for a CPU: Linux's schedstat; the machine is shared). Prints a line a run and the
 * medians over COACH_FIRST_RUNS (8) runs; it never asserts them.
 *
 *   node bench/coach-first.ts                         (8 runs, each a process of its own)
 *   node bench/coach-first.ts --one                   (one run in this process, e.g. with --trace-deopt, --trace-opt,
 *                                                      --trace-generalization or --log-ic; COACH_FIRST_AT picks the
 *                                                      place in the pool)
 *
 * COACH_FIRST_MARK=1 prints a line after each judgement and lines around the first, to find it among V8's traces
 * (and calls functions named firstBegins … tenthEnds once each, to find it in --log-ic's log); COACH_FIRST_PROFILE=dir
 * writes a CPU profile of the first judgement and one of the next 20 there; COACH_FIRST_PAUSE_EACH=1 waits the pause
 * before every judgement (a pause lets caches go cold: so judged, the others meet them as cold as the first).
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { Session } from "node:inspector"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, ManagedRuntime } from "effect"
import { receiveOneBody, REHEARSED_ANSWERS, rehearse } from "../cli/compose/rehearsal.ts"
import { rehearsalApp } from "../cli/compose/server.ts"
import { collectFully, servicesLayer } from "../cli/compose/services.ts"
import { loadConfig } from "../cli/config.ts"
import { bankQuestions } from "../core/coach/bank/index.ts"
import { Coach } from "../core/ports/Coach.ts"

const RUNS = Number(process.env.COACH_FIRST_RUNS ?? 8)
const OTHERS = Number(process.env.COACH_FIRST_OTHERS ?? 20)
const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const load = () => spawnSync("cat", ["/proc/loadavg"], { encoding: "utf8" }).stdout.split(" ").slice(0, 3).join(" ")

interface RunResult {
  /** the questions judged, in order (the first one first) */
  readonly ids: ReadonlyArray<string>
  readonly first: number
  readonly others: ReadonlyArray<number>
  readonly firstAgain: number
  /** each judgement's time on a CPU (wall time less waiting for one), in order (the first question's again last) */
  readonly cpu: ReadonlyArray<number>
  readonly startMs: number
  readonly rssMb: number
}

/** One run, in this process: the server's start, then the timed judgements. */
const once = async (): Promise<RunResult> => {
  const began = performance.now()
  const dir = mkdtempSync(join(tmpdir(), "rehearse-coach-first-"))
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: ":memory:", LOG_LEVEL: "error" })
  const noLog = () => {}
  // as cli/compose/server.ts's rehearsedServices: a received body, the services (the coach prepared and measured),
  // the rehearsal through its own app sharing that coach, then a full collection
  await receiveOneBody()
  const runtime = ManagedRuntime.make(servicesLayer(config, noLog, {}))
  const coach = await runtime.runPromise(Effect.gen(function*() {
    return yield* Coach
  }))
  const rehearsed = new Set<string>()
  const watched = Coach.of({
    ...coach,
    assess: (request) => {
      rehearsed.add(request.question)
      return coach.assess(request)
    }
  })
  const { handler, dispose } = rehearsalApp(config, watched)
  const done = await rehearse(handler, REHEARSED_ANSWERS)
  if (done.failures.length > 0) throw new Error(`the rehearsal failed: ${done.failures.join("; ")}`)
  await dispose()
  collectFully()
  const startMs = performance.now() - began
  const rssMb = process.memoryUsage().rss / 2 ** 20

  // A pool of OTHERS + 1 questions the rehearsal did not answer, the same in every run (bar the few a rehearsal
  // answered), judged in turn from the run's place in it: each question is judged first in one run and later in the
  // others, so a first judgement is set beside its own question's later first judgements (questions differ 1–5 ms).
  const pool = bankQuestions
    .filter((q) => !rehearsed.has(q.text) && q.kind !== "behavioural" && q.kind !== "aptitude")
    .map((q) => [hashOf(q.id), q] as const).sort((a, b) => a[0] - b[0]).slice(0, OTHERS + 1).map(([, q]) => q)
  const at = Number(process.env.COACH_FIRST_AT ?? 0) % pool.length
  const order = [...pool.slice(at), ...pool.slice(0, at)]
  const firstQ = order[0]!
  const rest = order.slice(1)
  const mark = process.env.COACH_FIRST_MARK === "1"
  const cpuMs: Array<number> = []
  const waitMs: Array<number> = []
  const time = (q: (typeof bankQuestions)[number]): number => {
    const request = { question: q.text, answer: q.modelAnswer, questionId: q.id }
    const cpu = schedstat()
    const t = performance.now()
    Effect.runSync(coach.assess(request) as Effect.Effect<unknown, unknown>)
    const took = performance.now() - t
    const after = schedstat()
    // (the time on a CPU in schedstat moves in scheduler ticks; the time waiting for one is exact, being counted as
    // the thread is put back on a CPU: the judgement's own time is the rest)
    waitMs.push((after[1] - cpu[1]) / 1e6)
    cpuMs.push(took - waitMs.at(-1)!)
    if (mark) console.log(`=== judged ${q.id} in ${took.toFixed(2)} ms, on CPU ${cpuMs.at(-1)!.toFixed(2)}, waiting ${waitMs.at(-1)!.toFixed(2)} ===`)
    return took
  }
  // Idle time between the start and the first judgement. Judged at once, the first waited 15–20 ms for a CPU at load 5
  // (the later ones 0–2 ms), most of it gone after 300 ms: likely V8's own threads finishing the start's collection and
  // compilations. A server waits for its first candidate's sign-up, interview and question anyway.
  const pause = Number(process.env.COACH_FIRST_PAUSE_MS ?? 300)
  if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause))
  if (mark) console.log("=== FIRST JUDGEMENT BEGINS ===")
  if (mark) icMarks.firstBegins({ mark: 1 })
  const profileDir = process.env.COACH_FIRST_PROFILE
  const session = profileDir === undefined ? null : new Session()
  if (session !== null) {
    session.connect()
    post(session, "Profiler.enable")
    post(session, "Profiler.setSamplingInterval", { interval: 20 })
    post(session, "Profiler.start")
  }
  const first = time(firstQ)
  if (mark) console.log("=== FIRST JUDGEMENT ENDS ===")
  if (mark) icMarks.firstEnds({ mark: 1 })
  if (session !== null) {
    writeFileSync(join(profileDir!, `first-${process.pid}.cpuprofile`), JSON.stringify(post(session, "Profiler.stop").profile))
    post(session, "Profiler.start")
  }
  const pauseEach = process.env.COACH_FIRST_PAUSE_EACH === "1" && pause > 0
  const others: Array<number> = []
  for (const [i, q] of rest.entries()) {
    if (pauseEach) await new Promise((resolve) => setTimeout(resolve, pause))
    if (mark && i === 9) icMarks.tenthBegins({ mark: 1 })
    others.push(time(q))
    if (mark && i === 9) icMarks.tenthEnds({ mark: 1 })
  }
  if (session !== null) {
    writeFileSync(join(profileDir!, `later-${process.pid}.cpuprofile`), JSON.stringify(post(session, "Profiler.stop").profile))
    session.disconnect()
  }
  const firstAgain = time(firstQ)
  await runtime.dispose()
  rmSync(dir, { recursive: true, force: true })
  return { ids: order.map((q) => q.id), first, others, firstAgain, cpu: cpuMs, startMs, rssMb }
}

/** Functions called once each with COACH_FIRST_MARK=1: their property loads stand out in V8's IC log (--log-ic). */
const icMarks = {
  firstBegins: (o: { mark: number }) => o.mark,
  firstEnds: (o: { mark: number }) => o.mark,
  tenthBegins: (o: { mark: number }) => o.mark,
  tenthEnds: (o: { mark: number }) => o.mark
}

/** A stable number for a question id (FNV-1a), to order the pool the same way in every run. */
const hashOf = (s: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

/**
 * This thread's time on a CPU and waiting for one while runnable, in ns, from Linux's scheduler statistics (process.threadCpuUsage
 * counts in 4 ms ticks here); zeros where there are none.
 */
const schedstat = (): [number, number] => {
  try {
    const [run, wait] = readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")
    return [Number(run), Number(wait)]
  } catch {
    return [0, 0]
  }
}

/** An inspector call, answered before it returns (the session is this thread's own). */
const post = (session: Session, method: string, params?: object): any => {
  let out: unknown
  let failure: Error | null = null
  session.post(method, params ?? {}, (error, result) => {
    failure = error
    out = result
  })
  if (failure !== null) throw failure
  return out
}

const f = (x: number) => x.toFixed(2).padStart(6)

/** One run's line: the first judgement, the median and slowest of the others, the first question again (wall | CPU). */
const runLine = (r: RunResult): string => {
  const cpuOthers = r.cpu.slice(1, -1)
  return `first (${r.ids[0]}) ${f(r.first)} | ${f(r.cpu[0]!)}   others median ${f(median(r.others))} | ${f(median(cpuOthers))}, slowest ${f(Math.max(...r.others))}   ` +
    `the first again ${f(r.firstAgain)}   ready in ${(r.startMs / 1000).toFixed(2)} s, RSS ${r.rssMb.toFixed(0)} MB`
}

if (process.argv.includes("--one") || process.argv.includes("--child")) {
  const r = await once()
  if (process.argv.includes("--child")) console.log(`RESULT ${JSON.stringify(r)}`)
  else console.log(`${[r.first, ...r.others].map((x) => x.toFixed(1)).join(" ")}\n${runLine(r)}`)
} else {
  console.log(`${RUNS} process starts; the coach's first judgement after the start against the first judgements of ${OTHERS} other unseen questions (ms, wall | main thread CPU); load ${load()}`)
  const results: Array<RunResult> = []
  for (let run = 0; run < RUNS; run++) {
    const child = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, "--child"], {
      encoding: "utf8",
      env: { ...process.env, COACH_FIRST_AT: String(run) }
    })
    const line = child.stdout.split("\n").find((l) => l.startsWith("RESULT "))
    if (line === undefined) throw new Error(`run ${run + 1} failed: ${child.stderr}`)
    const r = JSON.parse(line.slice(7)) as RunResult
    results.push(r)
    console.log(`run ${String(run + 1).padStart(2)}: ${runLine(r)}`)
  }
  // Each run's first question, judged later (not first) in the other runs: what its first judgement costs when not first.
  const later = (id: string, of: (r: RunResult, i: number) => number) =>
    results.flatMap((r) => r.ids.slice(1).flatMap((x, i) => (x === id ? [of(r, i)] : [])))
  const paired = (first: (r: RunResult) => number, of: (r: RunResult, i: number) => number) =>
    results.flatMap((r) => {
      const l = later(r.ids[0]!, of)
      return l.length > 0 ? [[first(r), median(l)] as const] : []
    })
  const wall = paired((r) => r.first, (r, i) => r.others[i]!)
  const cpu = paired((r) => r.cpu[0]!, (r, i) => r.cpu[i + 1]!)
  console.log(
    `median over ${RUNS} runs: first ${f(median(results.map((r) => r.first)))} | ${f(median(results.map((r) => r.cpu[0]!)))}, ` +
      `others ${f(median(results.map((r) => median(r.others))))} | ${f(median(results.map((r) => median(r.cpu.slice(1, -1)))))}, ` +
      `the first again ${f(median(results.map((r) => r.firstAgain)))}; ready ${(median(results.map((r) => r.startMs)) / 1000).toFixed(2)} s, ` +
      `RSS ${median(results.map((r) => r.rssMb)).toFixed(0)} MB; load ${load()}`
  )
  for (const [what, pairs] of [["wall", wall], ["CPU", cpu]] as const) {
    if (pairs.length === 0) continue
    console.log(
      `${what}: each run's first question, first / its median when judged later in other runs: ${pairs.map(([a, b]) => `${a.toFixed(1)}/${b.toFixed(1)}`).join(" ")}; ` +
        `median ratio ${median(pairs.map(([a, b]) => a / b)).toFixed(2)}, median excess ${median(pairs.map(([a, b]) => a - b)).toFixed(2)} ms`
    )
  }
}
