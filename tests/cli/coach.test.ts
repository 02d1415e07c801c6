/** `rehearse coach …` through coachCommand with in-memory streams. */
import { describe, expect, it } from "vitest"
import { PassThrough, Readable } from "node:stream"
import { coachCommand } from "../../cli/commands/coach.ts"
import { runCoach } from "../support/coach-command.ts"

const run = (args: ReadonlyArray<string>, input = "", isTTY = false) => runCoach(args, [input], isTTY)

describe("rehearse coach bank", () => {
  it("--json prints an array of questions with id, topic, difficulty, text, talkingPoints and modelAnswer", async () => {
    const { code, stdout } = await run(["bank", "--topic", "python", "--json"])
    expect(code).toBe(0)
    const questions = JSON.parse(stdout) as Array<Record<string, unknown>>
    expect(questions.length).toBeGreaterThanOrEqual(30)
    for (const q of questions) {
      expect(q).toMatchObject({ topic: "python" })
      for (const key of ["id", "difficulty", "text", "talkingPoints", "modelAnswer"]) expect(q).toHaveProperty(key)
    }
  })

  it("lists every topic without --topic, one line per question, without colour when not a terminal", async () => {
    const { code, stdout } = await run(["bank"])
    expect(code).toBe(0)
    expect(stdout).toContain("sql-001")
    expect(stdout).not.toContain("\u001b[")
  })

  it("colours the listing on a terminal unless NO_COLOR is set", async () => {
    expect((await run(["bank", "--topic", "go"], "", true)).stdout).toContain("\u001b[")
    process.env.NO_COLOR = "1"
    try {
      expect((await run(["bank", "--topic", "go"], "", true)).stdout).not.toContain("\u001b[")
    } finally {
      delete process.env.NO_COLOR
    }
  })

  it("an unknown topic is a usage error (exit 2) that names the valid topics", async () => {
    const { code, stderr } = await run(["bank", "--topic", "cobol"])
    expect(code).toBe(2)
    expect(stderr).toMatch(/^Unknown topic 'cobol'; choose one of: python, /)
  })
})

describe("rehearse coach assess", () => {
  it("judges an answer to a bank question recognised by its text", async () => {
    const question = "What is the difference between a list and a tuple in Python, and when would you pick each?"
    const { code, stdout } = await run(["assess", "--question", question, "--answer", "A tuple is immutable and hashable, a list can change.", "--json"])
    expect(code).toBe(0)
    const a = JSON.parse(stdout) as { score: number; rating: number; feedback: Array<string> }
    expect(a.score).toBeGreaterThan(20)
    expect(a.rating).toBeGreaterThanOrEqual(2)
    expect(a.feedback.at(-1)).toMatch(/^Next step: /)
  })

  it("judges a question outside the bank from --reference, and prints score and feedback for people", async () => {
    const { code, stdout } = await run([
      "assess",
      "--question=What is a closure?",
      "--reference=A closure is a function that remembers the variables of the scope where it was defined.",
      "--answer=It is a function that keeps access to the variables of the scope it was defined in."
    ])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Score \d+\/100 {2}[★☆]{5}\n/)
    expect(stdout).toContain("Covered: A closure is a function")
  })

  it("reads the answer from standard input with --answer -", async () => {
    const { code, stdout } = await run(["assess", "--id", "python-001", "--answer", "-", "--json"], "I don't know.")
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ score: 0, rating: 1 })
  })

  it("a question not in the bank without --reference fails (exit 1) with one sentence saying what to do", async () => {
    const { code, stderr } = await run(["assess", "--question", "Why is the sky blue?", "--answer", "Scattering."])
    expect(code).toBe(1)
    expect(stderr).toBe("This question is not in the bank; add --reference \"…\" with a good answer to judge it by.\n")
  })

  it("missing or unknown options are usage errors (exit 2)", async () => {
    expect((await run(["assess", "--answer", "x"])).code).toBe(2)
    expect((await run(["assess", "--question", "q"])).code).toBe(2)
    expect((await run(["assess", "--question", "q", "--answer", "a", "--loud"])).stderr).toBe(
      "unknown option --loud; see --help for the options there are.\n"
    )
    expect((await run(["assess", "--question", "q", "--question", "r", "--answer", "a"])).stderr).toBe("--question was given twice; give it once.\n")
    expect((await run(["bank", "python"])).stderr).toBe("Unexpected argument 'python'; options start with --.\n")
    expect((await run(["assess", "--question"])).stderr).toBe("--question needs a value.\n")
    expect((await run(["grade"])).code).toBe(2)
  })

  it("--help works on every subcommand", async () => {
    for (const args of [["--help"], ["bank", "--help"], ["assess", "--help"]]) {
      const { code, stdout } = await run(args)
      expect(code).toBe(0)
      expect(stdout).toMatch(/^Usage: rehearse coach/)
    }
  })
})

describe("rehearse coach assess --jsonl", () => {
  it("writes one JSON result per line with score and rating, and an error line for a bad line instead of crashing", async () => {
    const lines = [
      JSON.stringify({ question: "What is a closure?", reference: "A closure is a function that keeps the variables of its enclosing scope.", answer: "A function that keeps its enclosing scope's variables." }),
      "this is not json",
      JSON.stringify({ question: "What is a closure?", answer: 42 }),
      "",
      JSON.stringify({ id: "python-001", question: "ignored when id is known", answer: "Tuples are immutable, lists are not." }),
      JSON.stringify({ question: "Unknown?", answer: "x", topic: "cobol" }),
      JSON.stringify({ question: "Why is the sky blue?", answer: "Scattering." })
    ]
    const { code, stderr, stdout } = await run(["assess", "--jsonl"], `${lines.join("\n")}\n`)
    const results = stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(results.map((r) => r.line)).toEqual([1, 2, 3, 5, 6, 7])
    expect(results[0]).toMatchObject({ line: 1 })
    expect(results[0]!.score).toBeGreaterThanOrEqual(70)
    expect([1, 2, 3, 4, 5]).toContain(results[0]!.rating)
    expect(results[1]!.error).toMatch(/^line 2 is not valid JSON/)
    expect(results[2]).toEqual({ line: 3, error: "line 3: \"answer\" must be a string" })
    expect(results[3]).toMatchObject({ line: 5, id: "python-001" })
    expect(results[4]!.error).toMatch(/^line 6: topic "cobol" is not one of/)
    expect(results[5]!.error).toMatch(/^line 7: the question is not in the bank/)
    expect(code).toBe(1)
    expect(stderr).toBe("4 lines could not be judged; see the \"error\" results and fix those lines.\n")
  })

  it("a clean batch exits 0; a line split across input chunks is still read whole", async () => {
    const line = JSON.stringify({ id: "python-001", question: "q", answer: "Tuples can't be changed. 🙂" })
    const stdout = new PassThrough()
    const out: Array<Buffer> = []
    stdout.on("data", (c: Buffer) => out.push(c))
    const bytes = Buffer.from(`${line}\n${line}`)
    const chunks = [bytes.subarray(0, 37), bytes.subarray(37, bytes.length - 3), bytes.subarray(bytes.length - 3)]
    const code = await coachCommand(["assess", "--jsonl"], { stdin: Readable.from(chunks), stdout, stderr: new PassThrough(), isTTY: false })
    expect(code).toBe(0)
    const results = Buffer.concat(out).toString("utf8").trim().split("\n").map((l) => JSON.parse(l) as { line: number; score: number })
    expect(results.map((r) => r.line)).toEqual([1, 2])
    expect(results[0]!.score).toBe(results[1]!.score)
  })

  it("a line may name a bank question by its id alone, as --id does; an unknown id says what to give instead", async () => {
    const good = "A list is mutable, so you can append or change items, while a tuple is immutable and fixed once created."
    const lines = [
      JSON.stringify({ id: "python-001", answer: good }),
      JSON.stringify({ id: "no-such-question", answer: good }),
      JSON.stringify({ answer: good })
    ]
    const { code, stdout } = await run(["assess", "--jsonl"], `${lines.join("\n")}\n`)
    const results = stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(results[0]).toMatchObject({ line: 1, id: "python-001" })
    const single = JSON.parse((await run(["assess", "--id", "python-001", "--answer", good, "--json"])).stdout) as { score: number }
    expect(results[0]!.score).toBe(single.score)
    expect(results[0]!.score).toBeGreaterThan(0)
    expect(results[1]!.error).toBe("line 2: there is no bank question \"no-such-question\"; give \"question\" instead, or an id from `rehearse coach bank`")
    expect(results[2]!.error).toBe("line 3: \"question\" is missing; give the question's text as \"question\", or a bank question's \"id\"")
    expect(code).toBe(1)
  })

  it("a result lists the points the answer states the other way round, and the plain output marks them", async () => {
    const answer = "Function declarations are not hoisted, so you cannot call them before they appear."
    const { stdout } = await run(["assess", "--jsonl"], `${JSON.stringify({ id: "javascript-009", answer })}\n`)
    const result = JSON.parse(stdout.trim()) as { contradicted?: ReadonlyArray<string>; missed: ReadonlyArray<string> }
    expect(result.contradicted).toContain("Function declarations are hoisted completely, so they can be called before they appear in the code.")
    expect(result.missed).toEqual(expect.arrayContaining([...result.contradicted!]))
    const plain = (await run(["assess", "--id", "javascript-009", "--answer", answer])).stdout
    expect(plain).toContain("✗ Contradicts: Function declarations are hoisted completely, so they can be called before they appear in the code. You said: “Function declarations are not hoisted")
  })

  it("--jsonl takes no other options", async () => {
    expect((await run(["assess", "--jsonl", "--json"])).code).toBe(2)
  })
})
