/** The server's JSON log lines: every line whole and in order, written out once per turn of the event loop. */
import { describe, expect, it } from "vitest"
import { batched, makeLog } from "../../../adapters/node/log.ts"

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
})
