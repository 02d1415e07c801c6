/** The CLI as a user runs it: a whole interview through piped stdin, resume, usage errors, and a running server. */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ServerProcess, startServerProcess } from "../support/process.ts"
import { rehearse } from "./run.ts"

let dir = ""
let env: Record<string, string> = {}
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rehearse-cli-"))
  env = { DATA_DIR: join(dir, "data"), REHEARSE_CREDENTIALS: join(dir, "credentials.json") }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("rehearse practice in-process", () => {
  it("runs a whole interview from piped answers: an answer with feedback, a skip, an early end and the report", async () => {
    const run = await rehearse(["practice", "--topic", "python", "--questions", "3", "--no-follow-ups", "--difficulty", "easy"], {
      env,
      input: "An exception is raised and caught by the except block, and finally always runs for cleanup.\n\n/skip\n/end\n"
    })
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("Question 1 of 3")
    expect(run.stdout).toMatch(/Score \d+\/100/)
    expect(run.stdout).toMatch(/(Covered|Missed): /)
    expect(run.stdout).toContain("Question 2 of 3")
    expect(run.stdout).toContain("Question 3 of 3")
    expect(run.stdout).toContain("Report card")
    expect(run.stdout).toContain("Ending: You ended the interview early.")
    expect(run.stdout).toMatch(/Questions: 1 answered, 1 skipped/)
    // The report card repeats each answer's feedback lines under its question, the next step among them.
    expect(run.stdout.slice(run.stdout.indexOf("Report card"))).toMatch(/\n {6}Next step: /)

    const list = await rehearse(["interviews", "--json"], { env })
    expect(list.code).toBe(0)
    const interviews = JSON.parse(list.stdout) as Array<{ id: number; status: string; questionsAnswered: number }>
    expect(interviews[0]).toMatchObject({ status: "COMPLETED", questionsAnswered: 1, questionsSkipped: 1 })

    const report = await rehearse(["report", String(interviews[0]!.id), "--json"], { env })
    expect(report.code).toBe(0)
    expect((JSON.parse(report.stdout) as Array<{ type: string }>).filter((i) => i.type === "questiondrawer")).toHaveLength(2)
  })

  it("pauses at the end of input with everything saved, and --resume continues to the report", async () => {
    const first = await rehearse(["practice", "--topic", "sql", "--questions", "3", "--no-follow-ups"], { env, input: "I would join the two tables on the id and group by the customer.\n" })
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/Score \d+\/100/)
    expect(first.stdout).toMatch(/Paused\. Your answers are saved; continue with `rehearse practice --resume (\d+)`/)
    const id = /--resume (\d+)/.exec(first.stdout)![1]!
    const second = await rehearse(["practice", "--resume", id], { env, input: "/skip\n/skip\n" })
    expect(second.code).toBe(0)
    expect(second.stdout).toContain("Resuming SQL Interview (1 of 3 answered)")
    expect(second.stdout).toContain("Question 2 of 3")
    expect(second.stdout).toContain("No more questions available. You can end the interview here.")
    expect(second.stdout).toContain("Ending: You completed the interview.")
  })

  it("a command after typed lines still acts: /repeat keeps the lines typed so far, /skip does not submit them", async () => {
    const own = { ...env, DATA_DIR: join(dir, "commands") }
    const run = await rehearse(["practice", "--topic", "python", "--questions", "3", "--no-follow-ups"], {
      env: own,
      input: "First line of my answer.\n/repeat\nSecond line of my answer.\n\nhalf a thought\n/skip\n/end\n"
    })
    expect(run.code).toBe(0)
    expect(run.stdout.match(/Question 1 of 3/g)).toHaveLength(2)
    expect(run.stdout).toContain("Your answer so far (keep typing; an empty line submits):\nFirst line of my answer.")
    expect(run.stdout).toContain("(the lines typed before the command were not submitted)")
    expect(run.stdout).toMatch(/Questions: 1 answered, 1 skipped/)
    const report = await rehearse(["report", "1", "--json"], { env: own })
    expect(report.stdout).toContain("First line of my answer.\\nSecond line of my answer.")
    expect(report.stdout).not.toContain("half a thought")
  })

  it("follows up an answer that left points out, as 'Follow-up to question 1', after a pause and --resume, and the report shows it", async () => {
    const own = { ...env, DATA_DIR: join(dir, "follow-up") }
    const first = await rehearse(["practice", "--topic", "python", "--questions", "3", "--difficulty", "easy"], {
      env: own,
      input: "A list is mutable, so you can append to it.\n"
    })
    expect(first.code).toBe(0)
    expect(first.stdout).toContain("Question 1 of 3")
    expect(first.stdout).toMatch(/Score \d+\/100/)
    expect(first.stdout).toMatch(/Paused\. Your answers are saved; continue with `rehearse practice --resume 1`/)

    // The server decides the follow-up, so it is there after the pause, before the second question.
    const second = await rehearse(["practice", "--resume", "1"], { env: own, input: "It depends, I would have to check that part.\n\n/end\n" })
    expect(second.code).toBe(0)
    expect(second.stdout).toContain("Resuming Python Interview (1 of 3 answered)")
    const followUp = /Follow-up to question 1[^\n]*\n([^\n]+)\n/.exec(second.stdout)?.[1] ?? ""
    expect(followUp.trim().endsWith("?")).toBe(true)
    expect(second.stdout.indexOf("Follow-up to question 1")).toBeLessThan(second.stdout.indexOf("Question 2 of 3"))
    expect(second.stdout).toMatch(/Questions: 1 answered, 0 skipped/)
    const report = await rehearse(["report", "1"], { env: own })
    expect(report.stdout).toContain("Follow-up to question 1")
    expect(report.stdout).toContain(followUp.trim())
  })

  it("Ctrl-C (SIGINT) while an answer is being typed pauses the interview with every submitted answer saved", async () => {
    const own = { ...env, DATA_DIR: join(dir, "sigint") }
    const child = spawn(process.execPath, [join(import.meta.dirname, "..", "..", "cli", "bin.js"), "practice", "--topic", "sql", "--questions", "3", "--no-follow-ups"], {
      env: { ...process.env, NO_COLOR: "1", ...own },
      stdio: ["pipe", "pipe", "pipe"]
    })
    let stdout = ""
    const seen = (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () => pattern.test(stdout) && resolve()
        child.stdout.on("data", (d) => ((stdout += d), check()))
        check()
      })
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve))
    await seen(/Question 1 of 3/)
    child.stdin.write("I would left join departments to employees and count the employee ids per department.\n\n")
    await seen(/Question 2 of 3/)
    child.stdin.write("half of a second answer")
    child.kill("SIGINT")
    expect(await exited).toBe(0)
    expect(stdout).toMatch(/Paused\. Your answers are saved; continue with `rehearse practice --resume 1`/)
    const list = await rehearse(["interviews", "--json"], { env: own })
    expect(JSON.parse(list.stdout)).toMatchObject([{ id: 1, status: "IN_PROGRESS", questionsAnswered: 1 }])
  })

  it("the local profile is the owner of its own database: no Free Plan quota stops practice", async () => {
    const own = { ...env, DATA_DIR: join(dir, "quota"), FREE_PLAN_INTERVIEWS: "1" }
    for (const topic of ["react", "java"]) {
      const run = await rehearse(["practice", "--topic", topic, "--questions", "3"], { env: own, input: "/end\n" })
      expect(run.stderr).toBe("")
      expect(run.stdout).toContain("Report card")
    }
    const users = await rehearse(["admin", "users"], { env: own })
    expect(users.stdout).toMatch(/you@rehearse\.local\t.*\tpremium\t/)
  })
})

describe("usage errors and exit codes", () => {
  it.each([
    [["practice", "--questions", "99", "--topic", "python"], /--questions must be a whole number from 3 to 15/],
    [["practice", "--difficulty", "brutal", "--topic", "python"], /--difficulty must be/],
    [["practice", "--nonsense"], /unknown option --nonsense/],
    [["report", "abc"], /report needs one interview id/],
    [["interviews", "--status", "done"], /--status must be/],
    [["frobnicate"], /unknown command "frobnicate"/],
    [["admin", "plan", "someone@example.com", "gold"], /usage: rehearse admin plan/],
    [["login", "--server", "ftp://example.com", "--email", "a@example.com"], /--server must be an http\(s\) URL such as http:\/\/localhost:8080, not "ftp:\/\/example.com"/],
    [["practice", "--server", "localhost", "--topic", "go"], /--server must be an http\(s\) URL/]
  ])("rehearse %j exits 2 with one sentence on stderr", async (args, message) => {
    const run = await rehearse(args, { env })
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(message)
    expect(run.stderr.trim().split("\n")).toHaveLength(1)
  })

  it("a failure that is not a usage error exits 1", async () => {
    const run = await rehearse(["report", "999999"], { env })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/Interview not found/)
  })

  it("practice without a topic on a pipe says how to choose one", async () => {
    const run = await rehearse(["practice"], { env })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/--topic/)
  })

  it.each([["practice"], ["interviews"], ["report"], ["login"], ["admin"], ["serve"], ["coach"], ["db"], ["whoami"]])(
    "rehearse %s --help prints its usage and exits 0",
    async (command) => {
      const run = await rehearse([command, "--help"], { env })
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(/Usage/)
    }
  )
})

describe("a database that cannot be opened", () => {
  it.each([
    ["DATABASE_URL", "mysql://user:secret@db/rehearse", /^rehearse: DATABASE_URL must be a postgres:\/\/ URL or the path of a SQLite file, but it is "mysql:\/\/\*\*\*@db\/rehearse"\.$/],
    ["DATABASE_URL", "postgres://rehearse:secret@127.0.0.1:1/rehearse", /^rehearse: cannot reach PostgreSQL at postgres:\/\/rehearse:\*\*\*@127\.0\.0\.1:1\/rehearse \(.*ECONNREFUSED.*\); check that it is running/],
    ["DATABASE_URL", "/etc/hostname", /^rehearse: cannot open the SQLite database \/etc\/hostname: file is not a database; check that DATABASE_URL/],
    ["DATA_DIR", "/etc/hostname/data", /^rehearse: cannot create \/etc\/hostname\/data\S* \(ENOTDIR\); set DATA_DIR \(or DATABASE_URL\) to a folder you can write\.$/]
  ])("%s=%s: practice, admin, db migrate and serve stop with one sentence that says what to fix, and no password", async (name, value, message) => {
    for (const args of [["practice", "--topic", "go"], ["admin", "users"], ["db", "migrate"], ["serve", "--port", "0"]]) {
      const run = await rehearse(args, { env: { ...env, [name]: value } })
      // a setting that cannot be used is a usage error (2), like a bad option; a database that fails is a failure (1)
      expect(run.code, args.join(" ")).toBe(value.startsWith("mysql:") ? 2 : 1)
      expect(run.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1)
      expect(run.stderr.trim()).toMatch(message)
      expect(run.stderr).not.toContain("secret")
    }
  })
})

describe("against a running server", () => {
  let server: ServerProcess
  beforeAll(async () => {
    server = await startServerProcess()
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("signs up, practises on the server and signs out", async () => {
    const signup = await rehearse([
      "signup", "--server", server.url, "--email", "cli@example.com", "--first-name", "Cli", "--last-name", "User",
      "--gender", "other", "--date-of-birth", "1995-05-05", "--phone", "+1 555 0199"
    ], { env, input: "terminal password\n" })
    expect(signup.stderr).toBe("")
    expect(signup.code).toBe(0)
    const who = await rehearse(["whoami"], { env })
    expect(who.stdout).toContain("cli@example.com")
    const practice = await rehearse(["practice", "--topic", "hr", "--questions", "3"], { env, input: "/end\n" })
    expect(practice.code).toBe(0)
    expect(practice.stdout).toContain("Report card")
    const onServer = await fetch(`${server.url}/api/health`)
    expect(onServer.status).toBe(200)
    const logout = await rehearse(["logout"], { env })
    expect(logout.stdout).toMatch(/Signed out/)
    const local = await rehearse(["whoami"], { env })
    expect(local.stdout).toContain("local profile")
  })

  it("login with a wrong password fails with the server's message", async () => {
    const run = await rehearse(["login", "--server", server.url, "--email", "cli@example.com"], { env, input: "wrong password\n" })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/Invalid email or password/)
  })
})
