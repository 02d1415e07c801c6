/**
 * `rehearse coach assess --jsonl` in one thread judges a block of lines grouped by question, and writes what judging
 * each line alone writes, in input order: lines that interleave questions, bad lines among them, blocks that end
 * mid-batch, and a line typed at a terminal, answered before any more input comes.
 */
import { PassThrough } from "node:stream"
import { describe, expect, it } from "vitest"
import { loadMeaning } from "../../adapters/node/meaning-files.ts"
import { judgeLine, makeBatchCoach } from "../../cli/commands/coach-batch.ts"
import { BLOCK_LINES } from "../../cli/commands/coach-jsonl.ts"
import { coachCommand } from "../../cli/commands/coach.ts"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import { runCoach } from "../support/coach-command.ts"

const jsonl = (chunks: ReadonlyArray<string | Buffer>) => runCoach(["assess", "--jsonl"], chunks)

const bank = builtInBank().questions

describe("rehearse coach assess --jsonl, judged grouped by question", () => {
  it("lines that interleave questions (A1 B1 A2 B2 …, one bad line among them) get the results of each line judged alone, in order", async () => {
    const [a, b, c] = [bank[5]!, bank[40]!, bank[77]!]
    const part = (text: string, i: number) => text.split(" ").slice(0, 6 + 5 * i).join(" ")
    const lines: Array<string> = []
    for (let i = 0; i < 4; i++) {
      lines.push(JSON.stringify({ id: a.id, answer: part(a.modelAnswer, i) }))
      lines.push(JSON.stringify({ question: b.text, answer: part(b.modelAnswer, i) }))
      // one question text, two lists of points: two questions
      lines.push(JSON.stringify({ question: "Name the steps.", talkingPoints: (i % 2 === 0 ? a : c).talkingPoints, answer: part(c.modelAnswer, i) }))
      lines.push(JSON.stringify({ question: `${b.text} (in other words)`, reference: c.modelAnswer, answer: part(c.modelAnswer, i), id: `own-${i}` }))
      if (i === 1) lines.push(JSON.stringify({ question: a.text, answer: 42 }))
    }
    const batch = await jsonl([`${lines.join("\n")}\n`])
    expect(batch.code).toBe(1)
    expect(batch.stderr).toBe("1 line could not be judged; see the \"error\" results and fix those lines.\n")

    // line n judged alone: a batch of n-1 blank lines (numbered, but given no result) and then it
    const alone: Array<string> = []
    for (const [k, line] of lines.entries()) alone.push((await jsonl([`${"\n".repeat(k)}${line}\n`])).stdout)
    expect(batch.stdout).toBe(alone.join(""))
    const results = batch.stdout.trim().split("\n").map((l) => JSON.parse(l) as { line: number; error?: string; score?: number })
    expect(results.map((r) => r.line)).toEqual(lines.map((_, k) => k + 1))
    expect(results[8]).toEqual({ line: 9, error: "line 9: \"answer\" must be a string" })
    expect(results.filter((r) => r.score !== undefined && r.score > 0).length).toBeGreaterThan(8)
  })

  it("a batch longer than a block, read in chunks that cut lines anywhere, is judged as line by line", { timeout: 120_000 }, async () => {
    const lines: Array<string> = []
    for (let i = 0; i < BLOCK_LINES + 300; i++) {
      const q = bank[(i * 7) % 23]!
      const answer = q.modelAnswer.split(" ").slice(i % 5, 8 + (i % 30)).join(" ")
      lines.push(i % 97 === 0 ? "{not json" : i % 89 === 0 ? "" : JSON.stringify(i % 2 === 0 ? { id: q.id, answer } : { question: q.text, answer }))
    }
    const input = Buffer.from(lines.join("\n"))
    const chunks: Array<Buffer> = []
    for (let at = 0; at < input.length; at += 5000) chunks.push(input.subarray(at, at + 5000))
    const batch = await jsonl(chunks)

    const coach = makeBatchCoach(loadMeaning() ?? undefined)
    const one = lines.map((line, k) => (line === "" ? "" : `${judgeLine(() => coach, line, k + 1)}\n`)).join("")
    expect(batch.stdout).toBe(one)
    expect(batch.code).toBe(1)
  })

  it("a line typed at a terminal is answered when the input pauses, without waiting for a block to fill", async () => {
    const stdin = new PassThrough()
    const stdout = new PassThrough()
    const nextOutput = () => new Promise<string>((resolve) => stdout.once("data", (c: Buffer) => resolve(c.toString("utf8"))))
    const running = coachCommand(["assess", "--jsonl"], { stdin, stdout, stderr: new PassThrough(), isTTY: false })
    const first = nextOutput()
    stdin.write(`${JSON.stringify({ id: bank[3]!.id, answer: bank[3]!.modelAnswer })}\n`)
    expect(JSON.parse(await first)).toMatchObject({ line: 1 })
    const second = nextOutput()
    stdin.write("not json\n")
    expect(JSON.parse(await second)).toMatchObject({ line: 2, error: expect.stringMatching(/^line 2 is not valid JSON/) })
    stdin.end()
    expect(await running).toBe(1)
  })

  it("an empty batch, or one of blank lines only, writes nothing and exits 0", async () => {
    expect(await jsonl([""])).toEqual({ code: 0, stdout: "", stderr: "" })
    expect(await jsonl(["\n \n", "\r\n"])).toEqual({ code: 0, stdout: "", stderr: "" })
  })
})
