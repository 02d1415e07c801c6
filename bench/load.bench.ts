/**
 * The production server under load beside a bare node:http server answering the same bytes, both driven by
 * autocannon at 50 connections for a bounded time each: req/s, p50/p99 and the ratio for the current question
 * (auth + store), a new answer (auth + coach + write), the landing page and a static asset; RSS at rest and after
 * each round, with the server's own account of its memory (Node's figures and V8's spaces, logged on SIGUSR2); and the
 * first answer after start beside the next ones. It prints numbers and never asserts them.
 *
 * LOAD_SECONDS (10) per run, LOAD_ROUNDS (3) rounds of the API runs, LOAD_CONNECTIONS (50),
 * LOAD_KEEP=1 keeps the server's folder (its log), LOAD_ONLY=text runs only the scenarios whose name has it, LOAD_CPU_PROF=dir runs the server under --cpu-prof, LOAD_DATABASE_URL=postgres://… measures one server beside
 * two on that database instead (scale-out), LOAD_LANE_AB=1 also drives a second server on the same database with
 * HTTP_LANE=off (every request through the HttpApi app), so the lean lane's gain is read from one run;
 * LOAD_PIN=1 runs the generator on CPU 0 and every server on CPU 1 (./load/processes.ts),
 * LOAD_SERVER_ROOT=dir measures the server of another checkout (e.g. main's, for a before/after pair in the same
 * minutes). `node bench/load/build-up.ts` gives a GET's CPU part by part.
 The GET question is also driven against Effect HttpApi's hello world answering the same bytes ("HttpApi hi",
 * ./load/httpapi-hello.ts): the framework's own ceiling on this machine, beside the platform's.
 * "CPU/req" is the server's CPU time (user + system) over the requests it answered: less swayed by the machine's
 * other load than req/s.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import type { CannedResponse } from "./load/bare-server.ts"
import { answerTo, call, type Current, inParallel, pythonType, signup, startWithQuestion } from "./load/prepare.ts"
import { cpuSeconds, type Running, rssMb, rssParts, startBare, startHello, startRehearse } from "./load/processes.ts"

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10)
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd"

interface Outcome {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly bad: number
  readonly seconds: number
  readonly total: number
}

interface Load {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly headers: Record<string, string>
  readonly body?: string
  /** Builds each request's body and path from the next prepared answer (each request a new answer). */
  readonly answers?: Array<Current>
}

const drive = async (urls: ReadonlyArray<string>, load: Load): Promise<Outcome> => {
  const queue = load.answers
  const started = performance.now()
  let lastResponse = started
  const run = autocannon({
    // autocannon deals connections round-robin over several targets; its types know only one
    url: urls.map((u) => u + load.path) as unknown as string,
    connections: CONNECTIONS,
    duration: SECONDS,
    // each prepared answer is sent once: the run ends early rather than repeat one
    ...(queue !== undefined ? { maxOverallRequests: Math.max(1, queue.length - CONNECTIONS) } : {}),
    requests: [{
      method: load.method,
      headers: load.headers,
      ...(load.body !== undefined ? { body: load.body } : {}),
      ...(queue !== undefined
        ? {
          setupRequest: (request: any) => {
            const next = queue.shift()
            if (next === undefined) return request
            return {
              ...request,
              path: `/api/interview/submit-response/${next.interviewId}`,
              headers: { ...load.headers, authorization: `Bearer ${next.token}`, "content-type": "application/json" },
              body: JSON.stringify(answerTo(next))
            }
          }
        }
        : {})
    }]
  })
  // the rate over the time the responses took: a run that ends on its count of prepared answers stops early, and
  // autocannon's own duration rounds that up to its next whole second
  // (the promise autocannon returns is also its event emitter; its types say only the promise)
  ;(run as unknown as NodeJS.EventEmitter).on("response", () => {
    lastResponse = performance.now()
  })
  const result = await run
  return {
    rps: result.requests.total / Math.max(0.001, (lastResponse - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bad: result.non2xx + result.errors + result.timeouts,
    seconds: (lastResponse - started) / 1000,
    total: result.requests.total
  }
}

const load = () => (process.platform === "linux" ? readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "n/a")
const pad = (s: string, n: number) => s.padEnd(n)
const row = (scenario: string, server: string, o: Outcome, ratio = "", cpu = "") =>
  console.log(
    `| ${pad(scenario, 26)} | ${pad(server, 10)} | ${o.rps.toFixed(0).padStart(7)} | ${o.p50.toFixed(0).padStart(4)} ms | ${o.p99.toFixed(0).padStart(4)} ms | ${o.max.toFixed(0).padStart(5)} ms | ${String(o.bad).padStart(5)} | ${pad(ratio, 6)} | ${cpu.padStart(9)} |`
  )
const header = () => {
  console.log(`| ${pad("scenario", 26)} | ${pad("server", 10)} |   req/s |     p50 |     p99 |      max | non-2xx | ratio |   CPU/req |`)
  console.log(`|${"-".repeat(28)}|${"-".repeat(12)}|---------|---------|---------|----------|-------|--------|-----------|`)
}

/** A run against one server, with the server's CPU time per request it answered. */
const measured = async (server: Running, load: Load): Promise<[Outcome, string]> => {
  const before = cpuSeconds(server.pid)
  const outcome = await drive([server.url], load)
  const perRequest = ((cpuSeconds(server.pid) - before) / Math.max(1, outcome.total)) * 1e6
  return [outcome, `${perRequest.toFixed(0)} µs`]
}

/** Interviews whose current question awaits an answer, dealt round-robin from one user per connection. */
const prepareAnswers = async (url: string, tokens: ReadonlyArray<string>, typeId: number, count: number): Promise<Array<Current>> => {
  const tasks = Array.from({ length: count }, (_, i) => () => startWithQuestion(url, tokens[i % tokens.length]!, typeId))
  return inParallel(tasks, 16, 90_000)
}

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** The first answer after start, then nineteen more, each timed at the client (one at a time, no other load). */
const firstAnswers = async (url: string, token: string, typeId: number) => {
  const times: Array<number> = []
  let firstBody: Call | undefined
  for (let i = 0; i < 20; i++) {
    const current = await startWithQuestion(url, token, typeId)
    const started = performance.now()
    const r = await call(url, `/api/interview/submit-response/${current.interviewId}`, { token, json: answerTo(current) })
    times.push(performance.now() - started)
    firstBody ??= r
  }
  return { first: times[0]!, laterMedian: median(times.slice(1)), laterMax: Math.max(...times.slice(1)), firstBody: firstBody! }
}
type Call = Awaited<ReturnType<typeof call>>

const cannedOf = (method: string, prefix: string, r: Call): CannedResponse => {
  const headers: Record<string, string> = {}
  for (const name of ["content-type", "content-encoding", "cache-control", "vary", "etag"]) {
    const value = r.headers.get(name)
    if (value !== null) headers[name] = value
  }
  return { method, prefix, status: r.status, headers, bodyBase64: Buffer.from(r.bytes).toString("base64") }
}

/** Bytes on the wire for the landing page: index.html and what it loads before the first paint, as a browser asks. */
const landingTransfer = async (url: string) => {
  const html = await fetch(`${url}/`, { headers: { "accept-encoding": "identity" } }).then((r) => r.text())
  const paths = ["/", ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)]
  let compressed = 0
  let raw = 0
  for (const path of paths) {
    const encoded = await rawGet(url, path, BROWSER_ENCODINGS)
    compressed += encoded.length
    raw += (await rawGet(url, path, "identity")).length
  }
  return { files: paths.length, compressedKb: compressed / 1024, rawKb: raw / 1024 }
}

/** The body's bytes as sent (fetch would decompress them). */
const rawGet = async (url: string, path: string, encoding: string): Promise<Buffer> => {
  const { request } = await import("node:http")
  return new Promise((resolve, reject) => {
    request(url + path, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (c: Buffer) => chunks.push(c))
      response.on("end", () => resolve(Buffer.concat(chunks)))
    }).on("error", reject).end()
  })
}

const memoryLine = (dataDir: string) => {
  const log = readdirSync(dataDir).find((f) => f.startsWith("server-") && f.endsWith(".log"))
  if (log === undefined) return ""
  const line = readFileSync(join(dataDir, log), "utf8").split("\n").find((l) => l.includes(`"msg":"listening"`))
  const memory = line === undefined ? undefined : JSON.parse(line).memory
  return memory === undefined ? "" : ` (the server at ready: ${Object.entries(memory).map(([k, v]) => `${k} ${v}`).join(", ")})`
}

/** The server's own account of its memory (`rehearse serve` logs it on SIGUSR2): Node's figures and V8's spaces,
 * used/in RAM, MB. Not asked of another checkout's server (LOAD_SERVER_ROOT): one without the handler would stop. */
const memoryReport = async (dataDir: string, server: Running): Promise<string> => {
  if (process.env.LOAD_SERVER_ROOT !== undefined) return "(not asked of another checkout's server)"
  const file = join(dataDir, `server-${new URL(server.url).port}.log`)
  const count = () => readFileSync(file, "utf8").split("\n").filter((l) => l.includes(`"msg":"memory"`))
  const before = count().length
  process.kill(server.pid, "SIGUSR2")
  for (let i = 0; i < 20 && count().length === before; i++) await new Promise((r) => setTimeout(r, 50))
  const line = count()[before]
  if (line === undefined) return ""
  const { rss, heapUsed, heapTotal, external, arrayBuffers, spaces, decodedColumns } = JSON.parse(line)
  const inSpaces = Object.entries(spaces as Record<string, string>).map(([k, v]) => `${k} ${v}`).join(", ")
  const decoded = decodedColumns === undefined ? "" : `; JSON columns kept decoded: ${decodedColumns.values} values from ${decodedColumns.textKb} KB of text`
  return `rss ${rss}, V8 heap ${heapUsed} used of ${heapTotal} (spaces used/in RAM: ${inSpaces}), external ${external} (buffers ${arrayBuffers})${decoded}`
}

const env = { FREE_PLAN_INTERVIEWS: "1000000", TRUST_PROXY: "1" }

/** RSS in MB with its parts (rssParts), for the lines that report memory. */
const rssWithParts = (pid: number) => {
  const parts = rssParts(pid)
  return `${rssMb(pid).toFixed(0)} MB (${Object.entries(parts).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ")})`
}

/** The command's bundle rebuilt now if a source changed, so the server measured does not rebuild it in-process. */
const freshBundle = () => spawnSync(process.execPath, [join(import.meta.dirname, "..", "cli", "bin.js"), "--help"], { stdio: "ignore" })

const comparison = async (): Promise<void> => {
  freshBundle()
  if (process.env.LOAD_PIN === "1") console.log("LOAD_PIN=1: the load generator on CPU 0, every server (bare node:http included) on CPU 1")
  const dataDir = mkdtempSync(join(tmpdir(), "rehearse-load-"))
  const servers: Array<Running> = []
  try {
    const rehearse = await startRehearse(dataDir, env, process.env.LOAD_CPU_PROF)
    servers.push(rehearse)
    // the same database behind a server without the lane, started after the first has migrated it
    const withoutLane = process.env.LOAD_LANE_AB === "1" ? await startRehearse(dataDir, { ...env, HTTP_LANE: "off" }) : undefined
    if (withoutLane !== undefined) servers.push(withoutLane)
    const rest = rssMb(rehearse.pid)
    console.log(`RSS at rest in parts: ${rssWithParts(rehearse.pid)}`)
    if (process.env.LOAD_KEEP === "1") writeFileSync(join(dataDir, "smaps-rest"), readFileSync(`/proc/${rehearse.pid}/smaps`))
    console.log(`RSS at rest (ready, before any request): ${rest.toFixed(0)} MB${memoryLine(dataDir)}; load ${load()}`)
    console.log(`memory at rest, the server's account (MB): ${await memoryReport(dataDir, rehearse)}`)

    const tokens = await inParallel(Array.from({ length: CONNECTIONS }, (_, i) => () => signup(rehearse.url, i)), 4, 120_000)
    const typeId = await pythonType(rehearse.url, tokens[0]!)
    const first = await firstAnswers(rehearse.url, tokens[0]!, typeId)
    console.log(
      `first answer after start: ${first.first.toFixed(1)} ms; the next 19: median ${first.laterMedian.toFixed(1)} ms, max ${first.laterMax.toFixed(1)} ms (one at a time, client-side)`
    )
    const afterSetup = rssMb(rehearse.pid)
    console.log(`RSS after ${tokens.length} sign-ups (argon2id hashes on the thread pool) and 20 answers: ${afterSetup.toFixed(0)} MB`)
    const question = await startWithQuestion(rehearse.url, tokens[0]!, typeId)
    const questionPath = `/api/interview/question/${question.interviewId}`
    const auth = { authorization: `Bearer ${tokens[0]}` }
    const questionCall = await call(rehearse.url, questionPath, { token: tokens[0]! })
    const html = await fetch(`${rehearse.url}/`).then((r) => r.text())
    const assetPath = html.match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1] ?? "/favicon.svg"
    const encoded = { "accept-encoding": BROWSER_ENCODINGS }
    const asBrowser = async (path: string) => {
      const bytes = await rawGet(rehearse.url, path, BROWSER_ENCODINGS)
      const r = await fetch(rehearse.url + path, { headers: encoded })
      return { status: r.status, body: null, bytes: new Uint8Array(bytes), headers: r.headers }
    }
    const landing = await asBrowser("/")
    const asset = await asBrowser(assetPath)
    const bare = await startBare(dataDir, [
      cannedOf("GET", "/api/interview/question/", questionCall),
      cannedOf("POST", "/api/interview/submit-response/", first.firstBody),
      cannedOf("GET", "/assets/", asset),
      cannedOf("GET", "/", landing)
    ])
    servers.push(bare)
    // the framework alone, answering the same bytes to the same GET: how much of the gap is Effect's HttpApi
    const hello = await startHello(dataDir, questionCall.bytes)
    servers.push(hello)
    const bareRest = rssMb(bare.pid)
    const transfer = await landingTransfer(rehearse.url)
    console.log(
      `landing page transfer: ${transfer.compressedKb.toFixed(1)} KB compressed over ${transfer.files} files (${transfer.rawKb.toFixed(1)} KB uncompressed)`
    )
    console.log(`GET question answers ${questionCall.bytes.length} bytes; static asset ${assetPath}, ${asset.bytes.length} bytes as sent (${asset.headers.get("content-encoding") ?? "identity"})`)

    const fixed = (path: string, headers: Record<string, string>): Load => ({ method: "GET", path, headers })
    const rssAfter: Array<string> = []
    for (let round = 1; round <= ROUNDS; round++) {
      const preparing = performance.now()
      const answers = await prepareAnswers(rehearse.url, tokens, typeId, Number(process.env.LOAD_ANSWERS ?? 9000))
      const answersWithoutLane = withoutLane === undefined ? [] : await prepareAnswers(rehearse.url, tokens, typeId, Number(process.env.LOAD_ANSWERS ?? 9000))
      console.log(
        `\nround ${round} of ${ROUNDS}: ${CONNECTIONS} connections, ${SECONDS} s a run; ${answers.length} interviews awaiting an answer prepared in ${((performance.now() - preparing) / 1000).toFixed(0)} s; load ${load()}`
      )
      header()
      const scenarios: Array<[string, Load, Load]> = [
        ["GET question (auth+store)", fixed(questionPath, auth), fixed(questionPath, auth)],
        ["submit answer (auth+coach+write)", { method: "POST", path: "/api/interview/submit-response/0", headers: encoded, answers }, {
          // the bare server does no work, so one request body serves for all
          method: "POST",
          path: `/api/interview/submit-response/${question.interviewId}`,
          headers: { ...encoded, ...auth, "content-type": "application/json" },
          body: JSON.stringify(answerTo(question))
        }],
        ...(round === 1
          ? [["landing page /", fixed("/", encoded), fixed("/", encoded)], ["static asset (js, br)", fixed(assetPath, encoded), fixed(assetPath, encoded)]] as Array<[string, Load, Load]>
          : [])
      ]
      const only = process.env.LOAD_ONLY
      for (const [name, ours, theirs] of scenarios.filter(([name]) => only === undefined || name.includes(only))) {
        const [b, bareCpu] = await measured(bare, theirs)
        const [r, cpu] = await measured(rehearse, ours)
        row(name, "bare", b, "", bareCpu)
        row(name, "Rehearse", r, `${((r.rps / b.rps) * 100).toFixed(0)}%`, cpu)
        if (name.startsWith("GET question")) {
          const [h, helloCpu] = await measured(hello, theirs)
          row(name, "HttpApi hi", h, `${((h.rps / b.rps) * 100).toFixed(0)}%`, helloCpu)
        }
        if (withoutLane !== undefined && name.includes("auth")) {
          const [h, httpApiCpu] = await measured(withoutLane, ours.answers === undefined ? ours : { ...ours, answers: answersWithoutLane })
          row(name, "no lane", h, `${((h.rps / b.rps) * 100).toFixed(0)}%`, httpApiCpu)
        }
      }
      rssAfter.push(`${rssMb(rehearse.pid).toFixed(0)} MB`)
      console.log(`RSS after round ${round} in parts: ${rssWithParts(rehearse.pid)}`)
      console.log(`memory after round ${round}, the server's account (MB): ${await memoryReport(dataDir, rehearse)}`)
      if (process.env.LOAD_KEEP === "1") writeFileSync(join(dataDir, `smaps-round-${round}`), readFileSync(`/proc/${rehearse.pid}/smaps`))
      console.log(`RSS after round ${round}: Rehearse ${rssAfter.at(-1)} (at rest ${rest.toFixed(0)} MB), bare ${rssMb(bare.pid).toFixed(0)} MB (at rest ${bareRest.toFixed(0)} MB); load ${load()}`)
    }
    console.log(`\nRehearse RSS: at rest ${rest.toFixed(0)} MB, after the sign-ups ${afterSetup.toFixed(0)} MB → after each round ${rssAfter.join(" → ")}`)
  } finally {
    for (const s of servers) await s.stop()
    if (process.env.LOAD_CPU_PROF !== undefined) console.log(`CPU profile written to ${process.env.LOAD_CPU_PROF}`)
    if (process.env.LOAD_KEEP === "1") console.log(`the server's data and log kept in ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }
}

/** One server, then two, on the same PostgreSQL database, driven by the same generator. */
const scaleOut = async (databaseUrl: string): Promise<void> => {
  freshBundle()
  const dataDir = mkdtempSync(join(tmpdir(), "rehearse-load-pg-"))
  const servers: Array<Running> = []
  try {
    const pgEnv = { ...env, DATABASE_URL: databaseUrl }
    servers.push(await startRehearse(dataDir, pgEnv))
    const url = servers[0]!.url
    const tokens = await inParallel(Array.from({ length: CONNECTIONS }, (_, i) => () => signup(url, i + Date.now() % 100_000)), 4, 120_000)
    const typeId = await pythonType(url, tokens[0]!)
    const question = await startWithQuestion(url, tokens[0]!, typeId)
    const path = `/api/interview/question/${question.interviewId}`
    const headers = { authorization: `Bearer ${tokens[0]}` }
    console.log(`scale-out on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s a run; load ${load()}`)
    header()
    const runs: Array<[string, ReadonlyArray<string>]> = [["one server", [url]]]
    servers.push(await startRehearse(dataDir, pgEnv))
    runs.push(["two servers", [url, servers[1]!.url]])
    for (const [name, urls] of runs) {
      const answers = await prepareAnswers(url, tokens, typeId, Number(process.env.LOAD_ANSWERS ?? 4000))
      row("GET question (auth+store)", name, await drive(urls, { method: "GET", path, headers }))
      row("submit answer", name, await drive(urls, { method: "POST", path: "/api/interview/submit-response/0", headers: {}, answers }))
    }
    console.log(`load ${load()}`)
  } finally {
    for (const s of servers) await s.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export default async function(): Promise<void> {
  const databaseUrl = process.env.LOAD_DATABASE_URL
  if (databaseUrl !== undefined) return scaleOut(databaseUrl)
  return comparison()
}
