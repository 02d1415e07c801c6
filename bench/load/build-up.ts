/**
 * Where a GET's server CPU goes, built up a part at a time in the same minutes: bare node:http, then each part the
 * production server adds (./build-up-server.ts: headers, the serve command's and the lane's per-request listeners, a
 * fiber a request, the real lane on SQLite, its log line, the prepared coach on the heap), then `rehearse serve`
 * itself, as it ships and with each of its V8/glibc settings undone. Each server in turn under autocannon (50
 * connections, GET the current question); per request: the server's CPU split into user and system time, and into
 * its JavaScript thread and the rest (V8's GC helpers, libuv's pool), from /proc. Rounds alternate the steps, so a
 * swing of the machine's load reaches every step alike. Prints numbers; never asserts them.
 *
 *   node bench/load/build-up.ts   (BUILD_UP_SECONDS=8, BUILD_UP_ROUNDS=2, BUILD_UP_ONLY=step,step; BUILD_UP_BEFORE=dir
 *   adds "serve before", the server of another checkout, e.g. the build before a change, to compare in one run;
 *   BUILD_UP_CPU_PROF=dir runs each server under --cpu-prof, for `PROFILE_LAST=8 node bench/load/profile-summary.ts FILE`)
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { call, pythonType, signup, startWithQuestion } from "./prepare.ts"
import { freePort, startRehearse } from "./processes.ts"

const SECONDS = Number(process.env.BUILD_UP_SECONDS ?? 8)
const ROUNDS = Number(process.env.BUILD_UP_ROUNDS ?? 2)

interface Target {
  readonly url: string
  readonly path: string
  readonly token: string
  readonly pid: number
  readonly stop: () => Promise<void>
}

/** CPU ticks (1/100 s) of a process: user and system, of its main (JavaScript) thread and of all its threads. */
const ticks = (pid: number) => {
  let user = 0
  let system = 0
  let mainUser = 0
  let mainSystem = 0
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8")
    } catch {
      continue // a thread that ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    const u = Number(fields[11])
    const s = Number(fields[12])
    user += u
    system += s
    if (tid === String(pid)) (mainUser = u), (mainSystem = s)
  }
  return { user, system, mainUser, mainSystem }
}

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.once("exit", () => (clearTimeout(force), resolve()))
    child.kill("SIGTERM")
  })

/** BUILD_UP_CPU_PROF=dir: every server under --cpu-prof, its profile written to dir/<step> when it stops */
const profDir = process.env.BUILD_UP_CPU_PROF
const profFlags = (name: string): ReadonlyArray<string> =>
  profDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${join(profDir, name.replace(/[^a-z+]+/gi, "-"))}`]

const startStep = async (dir: string, step: string, flags: ReadonlyArray<string>, name = step): Promise<Target> => {
  const port = await freePort()
  const out = openSync(join(dir, `${step}-${port}.log`), "a")
  const child = spawn(process.execPath, [...profFlags(name), ...flags, join(import.meta.dirname, "build-up-server.ts"), step, String(port)], {
    stdio: ["ignore", out, "pipe"]
  })
  const ready = await new Promise<{ path: string; token: string }>((resolve, reject) => {
    let text = ""
    child.once("exit", (code) => reject(new Error(`${step} exited with ${code}: ${text}`)))
    child.stderr!.on("data", (chunk: Buffer) => {
      text += chunk.toString()
      const line = text.split("\n").find((l) => l.startsWith("{"))
      if (line !== undefined) resolve(JSON.parse(line))
    })
  })
  return { url: `http://127.0.0.1:${port}`, ...ready, pid: child.pid!, stop: stopper(child) }
}

const startServe = async (dir: string, flags: ReadonlyArray<string>, env: Record<string, string>, root?: string, name = "serve"): Promise<Target> => {
  const server = await startRehearse(dir, { FREE_PLAN_INTERVIEWS: "1000000", TRUST_PROXY: "1", ...env }, undefined, [...profFlags(name), ...flags], root === undefined ? {} : { root })
  const token = await signup(server.url, Math.floor(Math.random() * 60_000))
  const current = await startWithQuestion(server.url, token, await pythonType(server.url, token))
  return { url: server.url, path: `/api/interview/question/${current.interviewId}`, token, pid: server.pid, stop: server.stop }
}

interface Variant {
  readonly name: string
  readonly start: (dir: string) => Promise<Target>
}

const SERVE_SETTINGS = ["--max-semi-space-size=16", "--no-allocation-site-pretenuring", "--heap-growing-percent=15"]
const variants: Array<Variant> = [
  ...["bare", "headers", "observers", "fiber", "store", "raw", "lane", "log", "coach"].map((step) => ({ name: step, start: (dir: string) => startStep(dir, step, []) })),
  // the coach step with the server's V8 settings, as `rehearse serve` starts itself
  { name: "coach+flags", start: (dir: string) => startStep(dir, "coach", SERVE_SETTINGS, "coach+flags") },
  { name: "serve", start: (dir: string) => startServe(dir, [], {}) },
  // BUILD_UP_BEFORE=dir: the same server from another checkout (the build before a change), beside this one's
  ...(process.env.BUILD_UP_BEFORE === undefined ? [] : [{ name: "serve before", start: (dir: string) => startServe(dir, [], {}, process.env.BUILD_UP_BEFORE) }]),
  // each of serve's settings undone in turn (a setting given to Node wins over serve's own), then all of them
  { name: "serve heap-grow=V8's", start: (dir: string) => startServe(dir, ["--heap-growing-percent=100"], {}) },
  { name: "serve semi=V8's", start: (dir: string) => startServe(dir, ["--max-semi-space-size=64"], {}) },
  { name: "serve pretenure on", start: (dir: string) => startServe(dir, ["--allocation-site-pretenuring"], {}) },
  { name: "serve malloc=glibc's", start: (dir: string) => startServe(dir, [], { GLIBC_TUNABLES: "" }) },
  {
    name: "serve all V8's",
    start: (dir: string) => startServe(dir, ["--heap-growing-percent=100", "--max-semi-space-size=64", "--allocation-site-pretenuring"], { GLIBC_TUNABLES: "" })
  }
]

const only = process.env.BUILD_UP_ONLY?.split(",")
const chosen = variants.filter((v) => only === undefined || only.includes(v.name))
const loadavg = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")

const measure = async (target: Target) => {
  const options = { url: target.url + target.path, connections: 50, headers: { authorization: `Bearer ${target.token}` } }
  await autocannon({ ...options, duration: 2 }) // warm-up: compiled code and a heap at its working size
  const before = ticks(target.pid)
  const result = await autocannon({ ...options, duration: SECONDS })
  const after = ticks(target.pid)
  const n = Math.max(1, result.requests.total)
  const us = (t: number) => ((t / 100) * 1e6) / n
  return {
    rps: result.requests.total / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    user: us(after.user - before.user),
    system: us(after.system - before.system),
    main: us(after.mainUser + after.mainSystem - before.mainUser - before.mainSystem),
    mainSystem: us(after.mainSystem - before.mainSystem)
  }
}

const dir = mkdtempSync(join(tmpdir(), "rehearse-build-up-"))
console.log(`GET the current question, 50 connections, ${SECONDS} s a run, ${ROUNDS} rounds; load ${loadavg()}`)
console.log(`| step                 |   req/s | % bare |  p50 |  p99 | µs CPU/req | user |  sys | JS thread (sys) | other threads |`)
console.log(`|----------------------|---------|--------|------|------|------------|------|------|-----------------|---------------|`)
try {
  for (let round = 1; round <= ROUNDS; round++) {
    let bare: number | undefined
    for (const variant of chosen) {
      const target = await variant.start(dir)
      try {
        await call(target.url, target.path, { token: target.token })
        const m = await measure(target)
        if (variant.name === "bare") bare = m.rps
        const cells = [
          variant.name.padEnd(20),
          m.rps.toFixed(0).padStart(7),
          (bare === undefined ? "" : `${((m.rps / bare) * 100).toFixed(0)}%`).padStart(6),
          `${m.p50}`.padStart(4),
          `${m.p99}`.padStart(4),
          (m.user + m.system).toFixed(1).padStart(10),
          m.user.toFixed(1).padStart(4),
          m.system.toFixed(1).padStart(4),
          `${m.main.toFixed(1)} (${m.mainSystem.toFixed(1)})`.padStart(15),
          (m.user + m.system - m.main).toFixed(1).padStart(13)
        ]
        console.log(`| ${cells.join(" | ")} |${m.bad > 0 ? ` ${m.bad} bad` : ""}`)
      } finally {
        await target.stop()
      }
    }
    console.log(`(round ${round} done; load ${loadavg()})`)
  }
} finally {
  if (process.env.BUILD_UP_KEEP !== "1") rmSync(dir, { recursive: true, force: true })
  else console.log(`logs kept in ${dir}`)
}
