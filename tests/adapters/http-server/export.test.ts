/** "Download my data" (issue #17): GET /api/user/export gives every interview, question, answer and judgement, and only the user's own. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AccountExport } from "../../../core/contract/export.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

const person = (email: string) => ({
  firstName: "Asha", lastName: "Rao", gender: "female", dateOfBirth: "1998-03-14", phone: "+91 98765 43210", email, password: "long enough"
})

describe("GET /api/user/export", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.dispose())

  it("holds the profile, each interview with its settings and score, each question with the answer and the coach's judgement", async () => {
    const token = (await server.call("/api/user/signup", { method: "POST", json: person("export@example.com") })).body.data.token
    const other = (await server.call("/api/user/signup", { method: "POST", json: person("other@example.com") })).body.data.token
    const types = (await server.call("/api/dashboard/available-interviews", { token })).body.data as Array<{ id: number; name: string }>
    const start = (t: string) =>
      server.call("/api/interview/start-interview", {
        method: "POST", token: t, json: { interviewObjectId: types.find((x) => x.name === "python")!.id, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "voice" } }
      }).then((r) => r.body.data.userInterview.id as number)
    const id = await start(token)
    await start(other)
    const question = async () => (await server.call(`/api/interview/question/${id}`, { token })).body.data.find((f: { key: string }) => f.key === "question")
    const q1 = await question()
    const answer = "A list is mutable and a tuple is immutable, so a tuple can be used as a dictionary key."
    await server.call(`/api/interview/submit-response/${id}`, {
      method: "POST", token, json: { question: q1.properties.content, answer, questionId: q1.id, status: "ANSWERED", timing: { durationMs: 6000 } }
    })
    const q2 = await question()
    await server.call(`/api/interview/submit-response/${id}`, { method: "POST", token, json: { question: q2.properties.content, answer: "", questionId: q2.id, status: "SKIPPED" } })
    await server.call(`/api/interview/end-interview/${id}`, { token })

    const { status, body } = await server.call("/api/user/export", { token })
    expect(status).toBe(200)
    const data = body.data as AccountExport
    expect(data.profile).toMatchObject({ email: "export@example.com", firstName: "Asha" })
    expect(data.interviews.map((i) => i.id)).toEqual([id])
    const [interview] = data.interviews
    const listed = (await server.call("/api/interview/interview-by-status?status=COMPLETED", { token })).body.data as Array<{ id: number; score: number }>
    expect(interview).toMatchObject({
      title: "Python Interview", topic: "python", status: "COMPLETED", plannedQuestions: 3, strikes: 0, endReason: "ended-early",
      overallScore: listed.find((i) => i.id === id)!.score, settings: { answer: { answerMode: "voice" } }
    })
    expect(interview!.questions.map((q) => [q.position, q.question, q.answer?.status])).toEqual([
      [1, q1.properties.content, "ANSWERED"],
      [2, q2.properties.content, "SKIPPED"]
    ])
    const first = interview!.questions[0]!
    expect(first.talkingPoints.length).toBeGreaterThan(0)
    expect(first.answer).toMatchObject({ answer, timing: { durationMs: 6000 }, judgedBy: "built-in" })
    expect(first.answer!.judgement).toMatchObject({ covered: expect.any(Array), missed: expect.any(Array), feedback: expect.any(Array) })
    expect(interview!.questions[1]!.answer).toMatchObject({ answer: "", score: null, judgement: null })
  })

  it("asks for a sign-in", async () => {
    expect((await server.call("/api/user/export")).status).toBe(401)
  })
})
