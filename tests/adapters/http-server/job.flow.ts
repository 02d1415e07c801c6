/**
 * An interview from a job description (issue #16) over HTTP: the skills preview and its checks, the type on the start
 * page, the start form's checks, and a whole interview asking its plan with each question's reason. Run on SQLite
 * (`job.test.ts`) and PostgreSQL (`job.pg.test.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bankQuestions } from "../../../core/coach/bank/index.ts"
import { NO_JOB_SKILLS } from "../../../core/contract/job.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

const POSTING = "Backend engineer. We build event-driven services in Go and Java. You will design REST APIs, work with " +
  "PostgreSQL and Kafka (Kafka Streams a plus), and mentor junior engineers."
const bankIds = new Set(bankQuestions.map((q) => q.id))
const topicOf = new Map(bankQuestions.map((q) => [q.id, q.topic] as const))

export const jobFlow = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
describe(`an interview from a job description on ${engine}`, () => {
  let server: TestServer
  let drop: () => Promise<unknown> = async () => undefined
  let token = ""
  let typeId = 0

  const start = (questionProperties: Record<string, unknown>) =>
    server.call("/api/interview/start-interview", { method: "POST", token, json: { interviewObjectId: typeId, questionProperties, answerProperties: { answerMode: "text" } } })

  beforeAll(async () => {
    const db = await database()
    drop = db.drop
    server = await startTestServer({ DATABASE_URL: db.url })
    token = (await server.call("/api/user/signup", {
      method: "POST",
      json: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "2000-01-01", phone: "+44 20 7946 0000", email: "ada@example.com", password: "long enough" }
    })).body.data.token as string
    const types = (await server.call("/api/dashboard/available-interviews", { token })).body.data as Array<{ id: number; name: string }>
    typeId = types.find((t) => t.name === "job-description")!.id
  })
  afterAll(async () => {
    await server?.dispose()
    await drop()
  })

  it("POST /api/interview/job-skills answers the skills the description names, heaviest first, with the words that named them", async () => {
    const { status, body } = await server.call("/api/interview/job-skills", { method: "POST", token, json: { jobDescription: POSTING } })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.data.skills[0]).toEqual({ id: "kafka", name: "Message queues", kind: "technical", mentions: 2, matched: ["Kafka"] })
    expect(body.data.skills.map((s: { id: string }) => s.id)).toEqual(["kafka", "event-driven", "go", "java", "rest-api", "postgresql", "leadership"])
    const none = await server.call("/api/interview/job-skills", { method: "POST", token, json: { jobDescription: "We sell shoes." } })
    expect(none.body.data).toEqual({ skills: [] })
  })

  it("the preview needs a sign-in and a description of at most 3000 characters, said in a 400 naming the field", async () => {
    expect((await server.call("/api/interview/job-skills", { method: "POST", json: { jobDescription: POSTING } })).status).toBe(401)
    const cases: Array<[unknown, RegExp]> = [
      [{}, /jobDescription/],
      [{ jobDescription: "   " }, /jobDescription is required/],
      [{ jobDescription: "x".repeat(3001) }, /jobDescription must be at most 3000 characters/],
      [{ jobDescription: 42 }, /jobDescription/]
    ]
    for (const [json, message] of cases) {
      const { status, body } = await server.call("/api/interview/job-skills", { method: "POST", token, json })
      expect(status, JSON.stringify(json).slice(0, 40)).toBe(400)
      expect(body.success).toBe(false)
      expect(body.message).toMatch(message)
    }
  })

  it("is listed on the start page with a start form whose job description is required", async () => {
    const types = (await server.call("/api/dashboard/available-interviews", { token })).body.data as Array<Record<string, unknown>>
    expect(types.find((t) => t.id === typeId)).toMatchObject({ displayName: "Interview from a Job Description", topic: "job-description", Category: { name: "Practice" } })
    const meta = (await server.call(`/api/interview/interview-meta/${typeId}`, { token })).body.data
    const keys = (meta.questionProperties as Array<{ key: string; required?: boolean }>).map((f) => f.key)
    expect(keys.slice(0, 2)).toEqual(["jobDescription", "skills"])
    expect(keys).toEqual(expect.arrayContaining(["difficulty", "questionCount", "experience", "targetRole"]))
    expect(meta.questionProperties[0].required).toBe(true)
  })

  it("refuses a start with no description, one naming no skill, or skills it does not name", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ questionCount: 5 }, "questionProperties.jobDescription: Job description is required"],
      [{ jobDescription: "We sell shoes and want a friendly person." }, NO_JOB_SKILLS],
      [{ jobDescription: POSTING, skills: "java,cobol" }, `questionProperties.skills: "cobol" is not a skill found in the job description`],
      [{ jobDescription: POSTING, skills: "java;drop table" }, "questionProperties.skills: Skills must be skill ids separated by commas"],
      [{ jobDescription: POSTING, jobPlan: [{ ref: "python-001", reason: "forged" }] }, "questionProperties.jobPlan is not a field of this interview type"],
      [{ jobDescription: "Go ".repeat(1001) }, "questionProperties.jobDescription: Job description must be at most 3000 characters"]
    ]
    for (const [values, message] of cases) {
      const { status, body } = await start(values)
      expect(status).toBe(400)
      expect(body.message).toBe(message)
    }
  })

  it("asks the plan made at start, only the kept skills, each question with its reason, to the report", async () => {
    const started = await start({ jobDescription: POSTING, skills: "kafka,go,leadership", questionCount: 5, difficulty: "mixed", targetRole: "Backend engineer", followUps: false })
    expect(started.status).toBe(200)
    const id = started.body.data.userInterview.id as number
    const details = (await server.call(`/api/interview/details/${id}`, { token })).body.data
    const plan = details.question_user_properties.jobPlan as Array<{ ref: string; reason: string }>
    expect(plan).toHaveLength(5)
    for (const step of plan) expect(bankIds.has(step.ref)).toBe(true)
    expect(plan.filter((s) => topicOf.get(s.ref) === "hr")).toHaveLength(1)
    expect(plan.map((s) => s.reason).join(" ")).not.toMatch(/Java\b|PostgreSQL|REST/)
    expect(plan.some((s) => s.reason.includes("Kafka"))).toBe(true)

    for (let n = 1; n <= 5; n++) {
      const fields = (await server.call(`/api/interview/question/${id}`, { token })).body.data as Array<{ key: string; id?: number; label?: string; properties: Record<string, unknown>; options?: Array<{ label: string }> }>
      const again = (await server.call(`/api/interview/question/${id}`, { token })).body.data
      expect(again).toEqual(fields)
      const question = fields.find((f) => f.key === "question")!
      expect(question.label).toBe(`Question ${n} of 5`)
      expect(question.properties.content).toBe(bankQuestions.find((q) => q.id === plan[n - 1]!.ref)!.text)
      expect(fields.find((f) => f.key === "reason")).toMatchObject({ label: "Why this question", type: "display", properties: { content: plan[n - 1]!.reason } })
      expect(fields.find((f) => f.key === "topic")!.options![0]!.label).not.toBe("job-description")
      const answer = n === 1 ? { answer: "Producers publish to a topic and consumers read at their own pace.", status: "ANSWERED" } : { answer: "", status: "SKIPPED" }
      const submitted = await server.call(`/api/interview/submit-response/${id}`, { method: "POST", token, json: { question: question.properties.content, questionId: question.id, ...answer } })
      expect(submitted.status).toBe(200)
    }
    const after = await server.call(`/api/interview/question/${id}`, { token })
    expect(after.body.message).toBe("No more questions available. You can end the interview here.")
    await server.call(`/api/interview/end-interview/${id}`, { token })
    const report = (await server.call(`/api/interview/assessment-report/${id}`, { token })).body.data as Array<{ type: string }>
    expect(report.filter((i) => i.type === "questiondrawer")).toHaveLength(5)
    const listed = (await server.call("/api/interview/interview-by-status?status=COMPLETED", { token })).body.data
    expect(listed[0]).toMatchObject({ id, topic: "job-description", questionsPlanned: 5, questionsAnswered: 1, questionsSkipped: 4 })
  })
})
