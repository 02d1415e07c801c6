/** `rehearse practice --job-file` (issue #16) as a user runs it: the skills found, the plan, a whole interview, bad files. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { NO_JOB_SKILLS } from "../../core/contract/job.ts"
import { rehearse } from "./run.ts"

let dir = ""
let env: Record<string, string> = {}
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
const POSTING = "Backend Engineer\nWe build event-driven services in Go on Kubernetes. You will design REST APIs with PostgreSQL and Kafka,\n" +
  "and mentor junior engineers. Kafka experience is a must.\n"

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rehearse-cli-job-"))
  env = { DATA_DIR: join(dir, "data"), REHEARSE_CREDENTIALS: join(dir, "credentials.json") }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("rehearse practice --job-file", () => {
  it("prints the skills found and the plan, then runs the interview, each question saying why it was chosen", async () => {
    const jd = file("jd.txt", POSTING)
    const run = await rehearse(["practice", "--job-file", jd, "--questions", "5", "--no-follow-ups", "--drop-skill", "postgresql", "--role", "Backend engineer"], {
      env,
      input: "I would publish events to a Kafka topic and let consumers process them idempotently.\n\n/skip\n/skip\n/skip\n/skip\n"
    })
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/Skills found in the job description \(6 of 7 kept; drop one with --drop-skill ID\):/)
    expect(run.stdout).toContain("Message queues [kafka] — “Kafka”, named 2 times")
    expect(run.stdout).toContain("PostgreSQL [postgresql] — “PostgreSQL” — dropped")
    expect(run.stdout).toContain("Leadership [leadership] — “mentor” (behavioural)")
    expect(run.stdout).toMatch(/Interview from a Job Description: 5 questions, medium\. Interview \d+\./)
    expect(run.stdout).toMatch(/ {3}1\. The job mentions Kafka/)
    expect(run.stdout).toMatch(/Question 1 of 5 · \w+ · System Design\nWhy: The job mentions Kafka/)
    expect(run.stdout).toMatch(/Why: The job asks for leadership \(“mentor”\)\./)
    expect(run.stdout).not.toMatch(/Why: The job mentions PostgreSQL/)
    expect(run.stdout).toMatch(/Score \d+\/100/)
    expect(run.stdout).toContain("Question 5 of 5")
    expect(run.stdout).toContain("Ending: You completed the interview.")
  })

  it("pauses at the end of input, and --resume asks the rest of the plan, each question still saying why", async () => {
    const jd = file("jd-resume.txt", POSTING)
    const own = { DATA_DIR: join(dir, "resume"), REHEARSE_CREDENTIALS: join(dir, "resume.json") }
    const first = await rehearse(["practice", "--job-file", jd, "--questions", "3", "--no-follow-ups"], { env: own, input: "Consumers read partitions and commit offsets.\n" })
    expect(first.code).toBe(0)
    const id = /--resume (\d+)/.exec(first.stdout)![1]!
    const plan = [...first.stdout.matchAll(/^ {3}\d\. (.+)$/gm)].map((m) => m[1]!)
    expect(plan).toHaveLength(3)
    const second = await rehearse(["practice", "--resume", id], { env: own, input: "/skip\n/skip\n" })
    expect(second.code).toBe(0)
    expect(second.stdout).toContain("Resuming Interview from a Job Description (1 of 3 answered)")
    expect(second.stdout).toContain(`Why: ${plan[1]}`)
    expect(second.stdout).toContain(`Why: ${plan[2]}`)
    expect(second.stdout).toContain("Ending: You completed the interview.")
  })

  it("says what is wrong with the file in one sentence: missing, empty, too long, unreadable, or naming no skill", async () => {
    const cases: Array<[string, RegExp]> = [
      [join(dir, "nope.txt"), /^rehearse: there is no file .*nope\.txt; give --job-file the path of a text file with the job description\.\n$/],
      [file("empty.txt", "  \n\n "), /^rehearse: .*empty\.txt is empty; paste the job description into it\.\n$/],
      [file("long.txt", "Python ".repeat(500)), /^rehearse: the job description in .*long\.txt is 3499 characters; it may be at most 3000\. Keep the part about the role and its skills\.\n$/],
      [dir, /^rehearse: --job-file .* is not a file; give the path of a text file with the job description\.\n$/],
      [file("none.txt", "We sell shoes and want a friendly person."), new RegExp(`^rehearse: ${NO_JOB_SKILLS}\\n$`)]
    ]
    if (process.getuid?.() !== 0) {
      const locked = file("locked.txt", POSTING)
      chmodSync(locked, 0o000)
      cases.push([locked, /^rehearse: .*locked\.txt cannot be read \(permission denied\)\.\n$/])
    }
    for (const [path, message] of cases) {
      const run = await rehearse(["practice", "--job-file", path], { env })
      expect(run.stderr, path).toMatch(message)
      expect(run.code).toBe(1)
    }
    const list = await rehearse(["interviews", "--json"], { env })
    expect((JSON.parse(list.stdout) as Array<unknown>).length).toBe(1)
  })

  it("refuses flags that do not go together, and skills the description does not name", async () => {
    const jd = file("jd2.txt", POSTING)
    const usage = [
      [["--job-file", jd, "--topic", "python"], "--job-file chooses the topics itself: leave out --topic, --type, --weak-points and --resume."],
      [["--drop-skill", "go"], "--drop-skill, --role and --experience go with --job-file."],
      [["--job-file", jd, "--experience", "guru"], "--experience must be intern, fresher, junior, mid or senior."]
    ] as const
    for (const [args, message] of usage) {
      const run = await rehearse(["practice", ...args], { env })
      expect(run.stderr).toBe(`rehearse: ${message}\n`)
      expect(run.code).toBe(2)
    }
    const unknown = await rehearse(["practice", "--job-file", jd, "--drop-skill", "go,cobol"], { env })
    expect(unknown.stderr).toMatch(/^rehearse: --drop-skill cobol is not a skill found in the job description; the skills found are: kafka, .*\.\n$/)
    const all = await rehearse(["practice", "--job-file", jd, "--drop-skill", "kafka,event-driven,go,containers,rest-api,postgresql,leadership"], { env })
    expect(all.stderr).toBe("rehearse: --drop-skill dropped every skill found; keep at least one.\n")
  })

  it("is in the help, and the list of interviews to pick from leaves it out (it needs a description)", async () => {
    const help = await rehearse(["practice", "--help"], { env })
    expect(help.stdout).toContain("rehearse practice --job-file FILE [--drop-skill ID,…] [--role TEXT] [--experience LEVEL]")
    expect(help.stdout).toMatch(/--job-file FILE {2}an interview from a job description/)
    const typed = await rehearse(["practice", "--type", "Interview from a Job Description"], { env })
    expect(typed.stderr).toMatch(/^rehearse: there is no interview type "Interview from a Job Description"/)
  })
})
