/** The processes the load bench drives: the production server (`node cli/bin.js serve`) and the bare one. */
import { type ChildProcess, spawn, spawnSync, type SpawnOptions } from "node:child_process"
import { openSync, readFileSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"
import type { CannedResponse } from "./bare-server.ts"

const root = join(import.meta.dirname, "..", "..")
/** The checkout whose `rehearse serve` is measured: this one, or LOAD_SERVER_ROOT (another checkout's build, for a
 * before/after pair in the same minutes). */
const serverRoot = process.env.LOAD_SERVER_ROOT ?? root

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:")) ?? "VmRSS: 0 kB"
  return Number(line.replace(/\D+/g, "")) / 1024
}

/**
 * Where a process's resident memory is, in MB, from /proc/PID/smaps (Linux): glibc's main heap ([heap]), anonymous
 * mappings (V8's heap pages, glibc's per-thread arenas, large blocks), files (code, the meaning resource, SQLite's
 * shared memory) and the thread stacks.
 */
export const rssParts = (pid: number): Record<string, number> => {
  const parts: Record<string, number> = { heap: 0, anonymous: 0, files: 0, stacks: 0 }
  let kind = "anonymous"
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (header !== null) {
      const name = header[1]!.trim()
      kind = name === "[heap]" ? "heap" : name === "" ? "anonymous" : name.startsWith("[stack") ? "stacks" : name.startsWith("[") ? "anonymous" : "files"
    } else if (line.startsWith("Rss:")) parts[kind]! += Number(line.replace(/\D+/g, "")) / 1024
  }
  return parts
}

/** CPU seconds a process has used so far (user + system), from /proc (Linux): a measure the machine's other load
 * does not inflate the way it does throughput. */
export const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) / 100
}

export interface Running {
  readonly url: string
  readonly pid: number
  readonly stop: () => Promise<void>
}

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000)
    child.once("exit", () => {
      clearTimeout(force)
      resolve()
    })
    child.kill("SIGTERM")
  })

const waitUntil = async (what: string, deadlineMs: number, ready: () => Promise<boolean>) => {
  const deadline = performance.now() + deadlineMs
  while (performance.now() < deadline) {
    if (await ready().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} was not ready within ${deadlineMs / 1000} s`)
}

/**
 * LOAD_PIN=1: the load generator (this process, every thread) on CPU 0 and each server on CPU 1 (taskset), so on a
 * 2-core machine neither takes the other's core: unpinned, the scheduler often runs the generator, woken by a reply,
 * on the server's core and the server waits (in a V8 profile, time "in" its socket writes). Every server is pinned
 * alike, bare node:http included; the unpinned figures stay the default.
 */
const PIN = process.env.LOAD_PIN === "1"
if (PIN) {
  const pinned = spawnSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" })
  if (pinned.status !== 0) throw new Error("LOAD_PIN=1 needs taskset (util-linux) and at least 2 CPUs")
}
/** A server process: pinned to CPU 1 under LOAD_PIN=1 (taskset execs the command, so the pid is the server's). */
const spawnServer = (args: ReadonlyArray<string>, options: SpawnOptions): ChildProcess =>
  PIN ? spawn("taskset", ["-c", "1", process.execPath, ...args], options) : spawn(process.execPath, [...args], options)

/**
 * `rehearse serve` on a free port of 127.0.0.1 with its data in `dataDir`; its JSON logs go to `dataDir/server.log`.
 * `cpuProfDir` runs it under `--cpu-prof` (the profile is written when it stops); `nodeFlags` go to Node before the
 * command (so `rehearse serve` sees them as given: its own V8 settings then give way); `options.root` runs another
 * checkout's server.
 */
export const startRehearse = async (
  dataDir: string,
  env: Record<string, string>,
  cpuProfDir?: string,
  nodeFlags: ReadonlyArray<string> = [],
  options: { readonly root?: string } = {}
): Promise<Running> => {
  const port = await freePort()
  const log = openSync(join(dataDir, `server-${port}.log`), "a")
  // LOAD_SERVER_FLAGS: more of Node's flags for the server, e.g. --trace-gc
  const flags = [
    ...(cpuProfDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${cpuProfDir}`]),
    ...nodeFlags,
    ...(process.env.LOAD_SERVER_FLAGS ?? "").split(" ").filter((f) => f !== "")
  ]
  const from = options.root ?? serverRoot
  const child = spawnServer([...flags, join(from, "cli", "bin.js"), "serve"], {
    cwd: from,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", log, log]
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil("rehearse serve", 120_000, async () => {
    if (child.exitCode !== null) throw new Error(`rehearse serve exited with ${child.exitCode}; see ${dataDir}`)
    return (await fetch(`${url}/api/health`)).ok
  })
  return { url, pid: child.pid!, stop: stopper(child) }
}

/** A server of this folder (`script PORT FILE`) that prints a line when it listens, with `contents` in FILE. */
const startScript = async (dataDir: string, script: string, contents: string): Promise<Running> => {
  const port = await freePort()
  const file = join(dataDir, `${script.replace(/\.ts$/, "")}-${port}.json`)
  writeFileSync(file, contents)
  const child = spawnServer([join(import.meta.dirname, script), String(port), file], { stdio: ["ignore", "pipe", "inherit"] })
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)))
    child.stdout!.once("data", () => resolve())
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil(script, 30_000, async () => (await fetch(url, { method: "HEAD" }), true))
  return { url, pid: child.pid!, stop: stopper(child) }
}

/** The bare node:http server answering `canned`. */
export const startBare = (dataDir: string, canned: ReadonlyArray<CannedResponse>): Promise<Running> =>
  startScript(dataDir, "bare-server.ts", JSON.stringify(canned))

/** Effect HttpApi's hello world (./httpapi-hello.ts) answering `body` (JSON) to GET the current question. */
export const startHello = (dataDir: string, body: Uint8Array): Promise<Running> =>
  startScript(dataDir, "httpapi-hello.ts", Buffer.from(body).toString("utf8"))
