/** `rehearse serve` and `rehearse start`: one process serving the built UI and the API until SIGINT/SIGTERM. */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { createServer, type Server, type ServerResponse } from "node:http"
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8"
import { Cause, Effect, Exit, Fiber, Layer } from "effect"
import { serverLayer } from "../compose/server.ts"
import { ConfigError, loadConfig } from "../config.ts"
import { makeLog } from "../../adapters/node/log.ts"
import type { Log } from "../../core/ports/Log.ts"
import { explainOpenFailure, isPostgresUrl } from "../../adapters/sql/Database.ts"
import { decodedColumnsHeld } from "../../adapters/sql/interview-rows.ts"
import { parseArgs } from "../args.ts"
import { givenToNode, NO_PRETENURING } from "../v8-settings.ts"
import { prepareFolders } from "../folders.ts"
import { CliError, EXIT, fail, type Io } from "../io.ts"

/**
 * Under load V8 let the old space grow to about four times what a full collection keeps (live ~100 MB, heap past
 * 450 MB, RSS ~650 MB) before it collected again; a growth factor of 1.15 holds the heap near what is live, for some
 * more full collections (each ~40 ms, mostly concurrent). A --heap-growing-percent given to Node wins.
 */
const keepHeapNearLive = () => {
  if (givenToNode("--heap-growing-percent", process.execArgv, process.env)) return
  setFlagsFromString("--heap-growing-percent=15")
}

/** The size of each of V8's two young-generation semi-spaces for the server, in MB (Node 24's own limit: 64). */
export const SEMI_SPACE_MB = 16
/**
 * V8's allocation-site pretenuring, off for the server (NO_PRETENURING, v8-settings.ts): with it, every answer's
 * judgement went to the old space (~20 KB an answer of the ~30 KB that reached it, `bench/load/submit-in-process.ts`
 * with SUBMIT_HEAP=1), so under load a full collection (a pause of 30–90 ms) came every second or two.
 */
export { NO_PRETENURING }
/**
 * The young generation held at that size from start to end (its least and its most): V8 otherwise grows it under
 * load and shrinks it when the load goes, so RSS after a load rose and fell by 16 MB with where V8 happened to be
 * (after the start-up rehearsal it is at full size anyway, so at rest it costs nothing more).
 */
export const SEMI_SPACE_FLAGS: ReadonlyArray<string> = [`--min-semi-space-size=${SEMI_SPACE_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`]
/** glibc's trim threshold for the server, in bytes: its own starting value, fixed (see startTimeSettings). */
export const MALLOC_TRIM_BYTES = 128 * 1024

/**
 * Settings that only a starting process reads, which `rehearse serve` lacks unless given: the Node flags and the
 * environment to start again with, or null when there is nothing to add. Whatever the user gives wins.
 * - V8's young generation: Node 24 (without pointer compression) lets each of its two semi-spaces grow to 64 MB;
 *   preparing the coach and then the load grew it to 128 MB. Semi-spaces of SEMI_SPACE_MB hold it at 32 MB for
 *   more, shorter scavenges, at no measured cost (server CPU a GET, alternating runs: 272–275 µs against 324–369 µs
 *   at 64 MB; 8 MB saved ~15 MB more for up to 10% more), and at that size throughout (SEMI_SPACE_FLAGS). A
 *   --min-semi-space-size or --max-semi-space-size given to Node wins (neither is added then).
 * - V8's pretenuring, off (NO_PRETENURING); an --allocation-site-pretenuring given to Node, either way, wins.
 * - glibc's malloc: each argon2id hash (19 MiB, on one of libuv's four threads) is freed into that thread's arena
 *   once the first one raises glibc's mmap threshold, and stays there: ~77 MB after the first sign-ups. A trim
 *   threshold that is set turns that adjustment off, so the blocks go back to the system. A MALLOC_TRIM_THRESHOLD_,
 *   MALLOC_MMAP_THRESHOLD_ or GLIBC_TUNABLES given wins; other C libraries ignore the variable.
 */
export const startTimeSettings = (
  execArgv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>
): { readonly flags: ReadonlyArray<string>; readonly env: Readonly<Record<string, string>> } | null => {
  const flags = [
    ...(givenToNode("-semi-space-size", execArgv, env) ? [] : SEMI_SPACE_FLAGS),
    ...(givenToNode("allocation-site-pretenuring", execArgv, env) ? [] : [NO_PRETENURING])
  ]
  const mallocSet = ["MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES"].some((name) => env[name] !== undefined)
  const added: Record<string, string> = mallocSet ? {} : { MALLOC_TRIM_THRESHOLD_: String(MALLOC_TRIM_BYTES) }
  return flags.length === 0 && Object.keys(added).length === 0 ? null : { flags, env: added }
}

/**
 * Starts this process again, as the same process (execve keeps its id, its open files and its parent), with the
 * start-time settings it lacks. Where Node cannot (Windows) the server runs without them.
 */
const restartWithStartTimeSettings = () => {
  const settings = startTimeSettings(process.execArgv, process.env)
  if (settings === null || typeof process.execve !== "function") return
  process.execve(process.execPath, [process.execPath, ...settings.flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...settings.env
  })
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 19) / 2

/**
 * Where the process's memory is right now, in MB: what Node reports (RSS, V8's heap used and reserved, memory held
 * outside it and of that the buffers), per V8 heap space what is in use and what the space holds of RAM, and what the
 * cached JSON columns keep (values, and their texts' size; the decoded values take more). Logged
 * on SIGUSR2 (the load bench asks after each round, to show what grows).
 */
export const memoryNow = () => {
  const m = process.memoryUsage()
  const spaces: Record<string, string> = {}
  for (const s of getHeapSpaceStatistics()) {
    if (s.physical_space_size > 0) spaces[s.space_name.replace(/_space$/, "")] = `${mb(s.space_used_size)}/${mb(s.physical_space_size)}`
  }
  const decoded = decodedColumnsHeld()
  return {
    rss: mb(m.rss),
    heapUsed: mb(m.heapUsed),
    heapTotal: mb(m.heapTotal),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    spaces,
    // the JSON columns' decoded values kept by their text (adapters/sql/rows.ts): how many, and their texts' size
    decodedColumns: { values: decoded.values, textKb: Math.round(decoded.chars / 1024) }
  }
}

const SERVE_HELP = `Usage: rehearse serve [--port N]

Runs the Rehearse server: the web app and the API on one port (default 8080, or PORT).
Settings come from the environment; see the README for every variable and its default.
Stops gracefully on Ctrl-C or SIGTERM: requests in flight finish, then the database closes.

Options:
  --port N   listen on port N instead of PORT
  --help     show this help
`

const START_HELP = `Usage: rehearse start [--port N]

Builds the web app when its sources are newer than the last build, then runs \`rehearse serve\`.
`

/** The one human line among the JSON logs: where to open the product. */
const readyLine = (url: string) => `Rehearse is running: open ${url} in your browser. (The logs that follow are JSON lines.)`

const newest = (dir: string): number =>
  existsSync(dir)
    ? Math.max(0, ...readdirSync(dir).map((name) => {
      const path = join(dir, name)
      const s = statSync(path)
      return s.isDirectory() ? newest(path) : s.mtimeMs
    }))
    : 0

/** True when dist/ui is missing or older than ui/, core/ or the build configuration. */
const uiIsStale = (root: string): boolean => {
  const index = join(root, "dist", "ui", "index.html")
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  const sources = Math.max(
    newest(join(root, "ui")),
    newest(join(root, "core")),
    ...["vite.config.ts", "uno.config.ts", "package.json"].map((f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0))
  )
  return sources > built
}

const buildUi = (root: string, io: Io): boolean => {
  io.stderr.write("Building the web app…\n")
  const vite = join(root, "node_modules", "vite", "bin", "vite.js")
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" })
  return result.status === 0
}

/** The innermost message of an error, on one line. */
const oneLine = (error: unknown): string => {
  let e = error as { message?: unknown; cause?: unknown } | undefined
  while (e?.cause !== undefined && (typeof e.message !== "string" || e.message.trim() === "")) e = e.cause as typeof e
  return String(e?.message ?? error).split("\n")[0]!.trim() || "unknown error"
}

export const serveCommand = async (args: ReadonlyArray<string>, io: Io, build: boolean): Promise<number> => {
  const { flags } = parseArgs(args, { port: "string", help: "boolean" })
  if (flags.help) {
    io.stdout.write(build ? START_HELP : SERVE_HELP)
    return EXIT.ok
  }
  let config
  try {
    config = loadConfig(flags.port === undefined ? io.env : { ...io.env, PORT: String(flags.port) })
  } catch (e) {
    if (e instanceof ConfigError) return fail(io, e.message, EXIT.usage)
    throw e
  }
  try {
    prepareFolders(config, config.smtpUrl === null || !isPostgresUrl(config.databaseUrl))
  } catch (e) {
    if (e instanceof CliError) return fail(io, e.message)
    throw e
  }
  const root = process.cwd()
  if (build && uiIsStale(root) && !buildUi(root, io)) {
    return fail(io, "the web app did not build; fix the errors above and run `npm start` again.")
  }
  restartWithStartTimeSettings()
  keepHeapNearLive()
  const json = makeLog(config.logLevel)
  // The logs are JSON lines for machines; a person starting the server gets one line saying where to go.
  const log: Log = (line) => {
    json(line)
    if (line.msg === "listening" && typeof line.url === "string") io.stderr.write(`${readyLine(line.url)}\n`)
  }
  // How many requests are being answered right now; on SIGTERM/SIGINT the server stops accepting, lets these finish
  // (up to 10 s), and only then closes the database. A count, not a Set of them: a Set under an add and a delete a
  // request is given a new table every few hundred, and each table left in the old generation kept the responses it
  // had held (and all they reach) alive through young collections until the next full one (adapters/node/in-flight.ts).
  let inFlight = 0
  let server: Server | undefined
  const makeServer = () => {
    server = createServer()
    server.on("request", (_request, response: ServerResponse) => {
      inFlight++
      response.once("close", () => inFlight--)
    })
    return server
  }
  const stopped = Layer.effectDiscard(Effect.addFinalizer(() => Effect.sync(() => log({ msg: "stopped" }))))
  // HTTP_LANE=off sends every request through the HttpApi app (the load bench compares the two in one run).
  const lane = io.env.HTTP_LANE !== "off"
  const fiber = Effect.runFork(Layer.launch(Layer.merge(serverLayer(config, log, {}, makeServer, { lane }), stopped)))

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log({ msg: "stopping", signal, inFlight })
    server?.close()
    server?.closeIdleConnections()
    const deadline = performance.now() + 10_000
    while (inFlight > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    await Effect.runPromise(Fiber.interrupt(fiber))
  }
  process.on("SIGUSR2", () => log({ msg: "memory", ...memoryNow() }))
  process.on("SIGTERM", () => void shutdown("SIGTERM"))
  process.on("SIGINT", () => void shutdown("SIGINT"))

  const exit = await Effect.runPromise(Fiber.await(fiber))
  if (Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause)) {
    const error = Cause.squash(exit.cause)
    const database = explainOpenFailure(error, config.databaseUrl)
    const pretty = Cause.pretty(exit.cause)
    // The whole cause (a stack) goes to the log at debug level; the terminal gets one sentence.
    log({ level: "debug", msg: "server failed", error: pretty })
    io.stderr.write(
      /EADDRINUSE/.test(pretty)
        ? `rehearse: port ${config.port} is already in use; stop the other server or set PORT to a free port.\n`
        : /EADDRNOTAVAIL/.test(pretty)
        ? `rehearse: cannot listen on HOST ${config.host}: no network interface of this machine has that address; set HOST to one of its addresses, or 0.0.0.0 for all of them.\n`
        : /ENOTFOUND|EAI_AGAIN/.test(pretty) && /getaddrinfo/.test(pretty)
        ? `rehearse: cannot listen on HOST ${config.host}: no such host name; set HOST to an address of this machine, or 0.0.0.0 for all of them.\n`
        : /EACCES/.test(pretty) && /listen/.test(pretty)
        ? `rehearse: this user may not listen on port ${config.port}; set PORT to 1024 or above.\n`
        : database !== null
        ? `rehearse: ${database}\n`
        : `rehearse: the server stopped: ${oneLine(error)}\n`
    )
    process.exit(EXIT.failure)
  }
  process.exit(EXIT.ok)
}
