/**
 * `rehearse serve` runs with its start-time memory settings (the same process, started again), unless the user gave
 * their own, and says at ready what the coach and the caches hold.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { MALLOC_TRIM_BYTES, NO_PRETENURING, SEMI_SPACE_MB } from "../../cli/commands/serve.ts"
import { INTERVIEWS_KEPT } from "../../adapters/sql/InterviewsSql.ts"
import { SESSIONS_KEPT } from "../../adapters/sql/UsersSql.ts"
import { startServerProcess } from "../support/process.ts"

const onLinux = process.platform === "linux"
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")
const environment = (pid: number) => readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")

describe("rehearse serve's memory", () => {
  it("logs at ready the RSS beside what the coach and the SQL caches hold", async () => {
    const server = await startServerProcess()
    try {
      const line = server.output().split("\n").find((l) => l.includes(`"msg":"listening"`))!
      const memory = JSON.parse(line).memory
      expect(memory.rss).toMatch(/^\d+ MB$/)
      expect(memory.coach).toMatch(/^\d+ MB heap \+ \d+ MB buffers, on its own thread$/)
      expect(memory.caches).toMatch(new RegExp(String.raw`^\d+ SQL statements \(at most 256\), \d+ read values kept \(at most ${SESSIONS_KEPT + INTERVIEWS_KEPT}\), SQLite page cache at most 2 MB$`))
    } finally {
      await server.stop()
    }
  }, 30_000)

  it("judges on the server's own thread when COACH_THREAD is off, and answers all the same", async () => {
    const server = await startServerProcess({ COACH_THREAD: "off" })
    try {
      const line = server.output().split("\n").find((l) => l.includes(`"msg":"listening"`))!
      expect(JSON.parse(line).memory.coach).toMatch(/^\d+ MB heap \+ \d+ MB buffers, on the server's thread$/)
      expect(server.output()).toContain(`"msg":"rehearsed"`)
      expect(server.output()).not.toContain("rehearsal failed")
    } finally {
      await server.stop()
    }
  }, 30_000)

  it.runIf(onLinux)("runs, as the same process it was started as, with the semi-space size, pretenuring off and the trim threshold", async () => {
    const server = await startServerProcess()
    try {
      expect(commandLine(server.child.pid!)).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`)
      expect(commandLine(server.child.pid!)).toContain(`--min-semi-space-size=${SEMI_SPACE_MB}`)
      expect(commandLine(server.child.pid!)).toContain(NO_PRETENURING)
      expect(environment(server.child.pid!)).toContain(`MALLOC_TRIM_THRESHOLD_=${MALLOC_TRIM_BYTES}`)
    } finally {
      expect(await server.stop()).toBe(0)
    }
  }, 30_000)

  it.runIf(onLinux)("keeps the user's own settings", async () => {
    const server = await startServerProcess({ NODE_OPTIONS: "--max-semi-space-size=32", MALLOC_MMAP_THRESHOLD_: "1048576" })
    try {
      expect(commandLine(server.child.pid!).some((a) => a.startsWith("--max-semi-space-size") || a.startsWith("--min-semi-space-size"))).toBe(false)
      expect(environment(server.child.pid!).some((v) => v.startsWith("MALLOC_TRIM_THRESHOLD_"))).toBe(false)
    } finally {
      await server.stop()
    }
  }, 30_000)
})
