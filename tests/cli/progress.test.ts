/** `rehearse progress` and `rehearse practice --weak-points` as a user runs them, on the local profile (issue #17). */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Progress } from "../../core/contract/progress.ts"
import { rehearse } from "./run.ts"

let dir = ""
let env: Record<string, string> = {}
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rehearse-cli-progress-"))
  env = { DATA_DIR: join(dir, "data"), REHEARSE_CREDENTIALS: join(dir, "credentials.json") }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("rehearse progress and practice --weak-points", () => {
  it("before any interview: says how to start, and there is nothing to practise yet", async () => {
    const run = await rehearse(["progress"], { env })
    expect(run).toMatchObject({ code: 0, stderr: "" })
    expect(run.stdout).toContain("No answered interviews yet. Start one with `rehearse practice`")
    const weak = await rehearse(["practice", "--weak-points"], { env })
    expect(weak.code).toBe(1)
    expect(weak.stderr).toContain("You have no weak points to practise yet.")
  })

  it("prints the same figures as the API gives, as text and as JSON, then practises the points missed", async () => {
    const first = await rehearse(["practice", "--topic", "python", "--questions", "3", "--difficulty", "easy", "--no-follow-ups"], {
      env,
      input: "An exception is raised and caught by the except block, and finally always runs for cleanup.\n\n/skip\n/end\ny\n"
    })
    expect(first.code).toBe(0)
    const json = await rehearse(["progress", "--json"], { env })
    expect(json.code).toBe(0)
    const progress = JSON.parse(json.stdout) as Progress
    expect(progress).toMatchObject({ interviews: 1, answered: 1, skipped: 1 })
    const listed = JSON.parse((await rehearse(["interviews", "--json"], { env })).stdout) as Array<{ score: number }>
    expect(progress.overall[0]!.score).toBe(listed[0]!.score)
    expect(progress.missedPoints.length).toBeGreaterThan(0)

    const text = await rehearse(["progress"], { env })
    expect(text.code).toBe(0)
    expect(text.stdout).toContain("Progress over 1 interview: 1 answered, 1 skipped.")
    expect(text.stdout).toContain(`  Python  ${progress.overall[0]!.score}\n`)
    expect(text.stdout).toContain(`missed ${progress.missedPoints[0]!.missed} of ${progress.missedPoints[0]!.asked}: ${progress.missedPoints[0]!.point}`)
    expect(text.stdout).toContain("No spoken answers yet.")

    const weak = await rehearse(["practice", "--weak-points", "--questions", "1"], { env, input: "/skip\n" })
    expect(weak.stderr).toBe("")
    expect(weak.code).toBe(0)
    expect(weak.stdout).toMatch(/Weak Points Practice: 1 question whose points are due again\. Interview \d+\./)
    expect(weak.stdout).toContain("Question 1 of 1")
    // A question whose points were missed is asked again, word for word.
    const asked = /Question 1 of 1[^\n]*\n([^\n]+)\n/.exec(weak.stdout)![1]
    expect(progress.missedPoints.map((m) => m.question)).toContain(asked)
  })

  it("refuses bad flags with what to fix", async () => {
    const cases = [
      [["progress", "--interviews", "0"], "--interviews must be a whole number from 1 to 500."],
      [["progress", "--interviews", "many"], "--interviews must be a whole number from 1 to 500."],
      [["progress", "extra"], "progress takes no arguments"],
      [["practice", "--weak-points", "--topic", "python"], "--weak-points chooses the questions itself"],
      [["practice", "--weak-points", "--questions", "0"], "--questions must be a whole number from 1 to 15."],
      [["practice", "--questions", "2"], "--questions must be a whole number from 3 to 15."]
    ] as const
    for (const [args, message] of cases) {
      const run = await rehearse(args, { env })
      expect(run.code, args.join(" ")).toBe(2)
      expect(run.stderr, args.join(" ")).toContain(message)
    }
  })
})
