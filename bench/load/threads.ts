/**
 * Where a GET's server CPU goes by thread: the production server under autocannon (50 connections, GET the current
 * question), its CPU time per request split by thread (the JavaScript thread, V8's GC helpers, libuv's pool…), from
 * /proc (Linux). Run as `node bench/load/threads.ts` (THREADS_SECONDS, 10).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { call, pythonType, signup, startWithQuestion } from "./prepare.ts"
import { startRehearse } from "./processes.ts"

const SECONDS = Number(process.env.THREADS_SECONDS ?? 10)
const ticks = (pid: number) => {
  const byThread = new Map<string, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8")
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")).replace(/\d+$/, "#")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    byThread.set(name, (byThread.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]))
  }
  return byThread
}

const dataDir = mkdtempSync(join(tmpdir(), "rehearse-threads-"))
const server = await startRehearse(dataDir, { FREE_PLAN_INTERVIEWS: "1000000", TRUST_PROXY: "1" })
try {
  const token = await signup(server.url, 0)
  const current = await startWithQuestion(server.url, token, await pythonType(server.url, token))
  const path = `/api/interview/question/${current.interviewId}`
  await call(server.url, path, { token })
  const before = ticks(server.pid)
  const result = await autocannon({ url: server.url + path, connections: 50, duration: SECONDS, headers: { authorization: `Bearer ${token}` } })
  const after = ticks(server.pid)
  const total = result.requests.total
  console.log(`${total} requests, ${(total / SECONDS).toFixed(0)} req/s, p99 ${result.latency.p99} ms; load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`)
  let sum = 0
  for (const [name, t] of [...after].sort((a, b) => (b[1] - (before.get(b[0]) ?? 0)) - (a[1] - (before.get(a[0]) ?? 0)))) {
    const used = ((t - (before.get(name) ?? 0)) / 100 / total) * 1e6
    sum += used
    if (used >= 0.5) console.log(`${name.padEnd(24)} ${used.toFixed(1).padStart(7)} µs CPU/req`)
  }
  console.log(`${"all threads".padEnd(24)} ${sum.toFixed(1).padStart(7)} µs CPU/req`)
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
