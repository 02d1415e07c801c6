/**
 * `rehearse coach assess --jsonl` on worker threads writes exactly what it writes in one thread: the same bytes in
 * the same order, the same error lines and exit code, however the input arrives; a worker that fails is a clear
 * error, not a hang.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PassThrough, Readable } from "node:stream"
import { afterAll, describe, expect, it } from "vitest"
import { coachCommand } from "../../cli/commands/coach.ts"
import { SMALL_BATCH } from "../../cli/commands/coach-jsonl.ts"
import { closeJudgingPool } from "../../cli/commands/coach-workers.ts"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import { runCoach } from "../support/coach-command.ts"

afterAll(() => closeJudgingPool())

const run = (args: ReadonlyArray<string>, chunks: ReadonlyArray<string | Buffer>) => runCoach(["assess", "--jsonl", ...args], chunks)

/** Several hundred lines of every kind a batch meets: bank ids, references, points, topics, and broken lines. */
const varied = (): string => {
  const bank = builtInBank().questions
  const lines: Array<string> = []
  for (let i = 0; i < 520; i++) {
    // a few dozen questions, so a cold coach (one per thread) does not spend the test compiling the bank
    const q = bank[((i * 37) % 31) * 17]!
    const other = bank[((i * 101 + 7) % 31) * 17]!
    const words = q.modelAnswer.split(" ")
    const part = words.slice(0, 5 + (i % 40)).join(" ")
    switch (i % 13) {
      case 0: lines.push(JSON.stringify({ id: q.id, answer: part })); break
      case 1: lines.push(JSON.stringify({ question: q.text, answer: other.modelAnswer })); break
      case 2: lines.push(JSON.stringify({ question: `${q.text} (in other words)`, reference: q.modelAnswer, topic: q.topic, answer: part })); break
      case 3: lines.push(JSON.stringify({ question: "Name the steps.", talkingPoints: q.talkingPoints, answer: part, id: `own-${i}` })); break
      case 4: lines.push(i % 2 === 0 ? "{not json" : `${JSON.stringify({ question: q.text, answer: 7 })}`); break
      case 5: lines.push(JSON.stringify({ id: `missing-${i}`, answer: part })); break
      case 6: lines.push(JSON.stringify({ question: "Why is the sky blue?", answer: part })); break
      case 7: lines.push(i % 2 === 0 ? "" : "   "); break
      case 8: lines.push(`${JSON.stringify({ question: q.text, answer: `${part} — not really, 🙂 never` })}\r`); break
      case 9: lines.push(JSON.stringify({ question: q.text, answer: part, topic: "cobol" })); break
      case 10: lines.push(JSON.stringify([q.text, part])); break
      case 11: lines.push(JSON.stringify({ question: q.text, answer: "" })); break
      default: lines.push(JSON.stringify({ question: q.text, answer: `I don't know. ${q.text}` }))
    }
  }
  // no newline after the last line
  return lines.join("\n")
}

/** The input cut into chunks of `size` bytes, splitting lines and characters anywhere. */
const cut = (text: string, size: number): Array<Buffer> => {
  const bytes = Buffer.from(text)
  const chunks: Array<Buffer> = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return chunks
}

describe("rehearse coach assess --jsonl --workers", () => {
  it("writes the same bytes on worker threads as in one thread, error lines and exit code included", { timeout: 120_000 }, async () => {
    const input = varied()
    expect(input.split("\n").length).toBeGreaterThan(SMALL_BATCH)
    const single = await run(["--workers", "1"], [input])
    const results = single.stdout.trim().split("\n").map((l) => JSON.parse(l) as { line: number; error?: string; score?: number })
    // the batch really holds both kinds, and numbers lines as they stand, blank ones included
    expect(results.filter((r) => r.error !== undefined).length).toBeGreaterThan(100)
    expect(results.filter((r) => r.score !== undefined).length).toBeGreaterThan(250)
    expect(results.map((r) => r.line)).toEqual([...results.map((r) => r.line)].sort((a, b) => a - b))
    expect(single.code).toBe(1)

    for (const [workers, size] of [["2", 1 << 20], ["2", 997], ["3", 4096]] as const) {
      const parallel = await run(["--workers", workers], cut(input, size))
      expect(parallel.stdout).toBe(single.stdout)
      expect(parallel.stderr).toBe(single.stderr)
      expect(parallel.code).toBe(single.code)
    }
  })

  it("answers to one question, which spill from its worker to the others, are written as one thread writes them", { timeout: 120_000 }, async () => {
    const q = builtInBank().questions[3]!
    const words = q.modelAnswer.split(" ")
    const input = Array.from({ length: 700 }, (_, i) => JSON.stringify({ id: q.id, answer: words.slice(i % 7, 6 + (i % 50)).join(" ") })).join("\n")
    const single = await run(["--workers", "1"], [input])
    expect(single.code).toBe(0)
    expect(await run(["--workers", "2"], cut(input, 8192))).toEqual(single)
  })

  it("a small batch is judged the same, in this thread", async () => {
    const input = varied().split("\n").slice(0, 40).join("\n")
    const single = await run(["--workers", "1"], [input])
    expect(await run(["--workers", "4"], cut(input, 300))).toEqual(single)
  })

  it("--workers takes a whole number from 1 to 64, and only with --jsonl", async () => {
    for (const value of ["0", "-1", "2.5", "two", "65", ""]) {
      const { code, stderr } = await run(["--workers", value], [""])
      expect(code).toBe(2)
      expect(stderr).toBe(`--workers takes a whole number from 1 to 64, e.g. --workers 2; got '${value}'.\n`)
    }
    const alone = await coachCommand(["assess", "--id", "python-001", "--answer", "x", "--workers", "2"], {
      stdin: Readable.from([""]),
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      isTTY: false
    })
    expect(alone).toBe(2)
  })

  it("a worker that cannot load the coach ends the batch with an error naming the cause, instead of hanging", { timeout: 60_000 }, async () => {
    const empty = mkdtempSync(join(tmpdir(), "rehearse-no-meaning-"))
    const before = process.env.REHEARSE_MEANING_DIR
    // this thread has its meaning loaded already; workers started now look for theirs in an empty folder
    await run(["--workers", "1"], [""])
    closeJudgingPool()
    process.env.REHEARSE_MEANING_DIR = empty
    try {
      const { code, stderr, stdout } = await run(["--workers", "2"], [varied()])
      expect(code).toBe(1)
      expect(stdout).toBe("")
      expect(stderr).toMatch(/^The coach failed unexpectedly \(a judging worker failed: the coach's meaning resource did not load in a judging worker\)/)
    } finally {
      if (before === undefined) delete process.env.REHEARSE_MEANING_DIR
      else process.env.REHEARSE_MEANING_DIR = before
      rmSync(empty, { recursive: true, force: true })
      closeJudgingPool()
    }
  })
})
