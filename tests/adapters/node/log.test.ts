/** The server's JSON log lines: every line whole and in order, written out once per turn of the event loop. */
import { describe, expect, it } from "vitest"
import { batched, lineText, makeLog } from "../../../adapters/node/log.ts"

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe("the request log", () => {
  it("writes the lines of one turn of the event loop in one write, whole and in order", async () => {
    const writes: Array<string> = []
    const log = makeLog("info", batched((text) => void writes.push(text)))
    log({ msg: "request", requestId: "a", ms: 1.5 })
    log({ msg: "request", requestId: "b", ms: 2 })
    log({ level: "debug", msg: "hidden" })
    expect(writes).toEqual([])
    await nextTurn()
    expect(writes).toHaveLength(1)
    const lines = writes[0]!.trimEnd().split("\n").map((l) => JSON.parse(l))
    expect(lines.map((l) => [l.requestId, l.ms, l.level])).toEqual([["a", 1.5, "info"], ["b", 2, "info"]])
    log({ msg: "request", requestId: "c", ms: 3 })
    await nextTurn()
    expect(writes).toHaveLength(2)
    expect(JSON.parse(writes[1]!).requestId).toBe("c")
  })

  it("writes each line as the JSON of { time, ...line, level }, whatever keys the line has", () => {
    const lines = [
      { level: "info" as const, msg: "request", requestId: "a", method: "GET", path: "/api/x", status: 200, ms: 1.5 },
      { msg: "request", requestId: "a" },
      { level: "error" as const, msg: "unhandled error", error: "line\n\"quoted\"", nothing: undefined },
      { msg: "listening", time: "its own", level: "info" as const },
      { level: "warn" as const, msg: "", nested: { a: [1, null] } }
    ]
    for (const line of lines) {
      const level = line.level ?? "info"
      const before = Date.now()
      const text = lineText(line, level)
      const after = Date.now()
      const parsed = JSON.parse(text)
      // the same keys in the same order; the time the line was written, unless the line brings its own
      expect(text).toBe(JSON.stringify({ time: parsed.time, ...line, level }) + "\n")
      if ("time" in line) expect(parsed.time).toBe(line.time)
      else {
        expect(Date.parse(parsed.time)).toBeGreaterThanOrEqual(before)
        expect(Date.parse(parsed.time)).toBeLessThanOrEqual(after)
      }
    }
  })
})
