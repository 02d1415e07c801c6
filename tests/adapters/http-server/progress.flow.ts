/**
 * The progress call and weak-points practice (issue #17) over HTTP: one bounded call, computed on the server from
 * stored judgements. Run on SQLite (`progress.test.ts`) and PostgreSQL (`progress.pg.test.ts`).
 */
import { Effect, Layer, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ratingFor } from "../../../core/coach/judging/assess.ts"
import type { UserInterview } from "../../../core/contract/interview.ts"
import { Coach } from "../../../core/ports/Coach.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

/** Asks "Question N?" with points "point N" and "extra N"; an answer "worth S" scores S, and "missing N" misses point N. */
const scriptedCoach = Layer.succeed(Coach)(Coach.of({
  // No follow-ups: these questions are scripted, and the follow-ups have tests of their own.
  followUp: () => Effect.succeed(Option.none()),
  nextQuestion: (request) => {
    const n = request.askedInThisInterview.length + 1
    return Effect.succeed({
      _tag: "Question" as const,
      question: {
        id: `scripted-${n}`,
        topic: request.topic,
        difficulty: "easy" as const,
        kind: "concept" as const,
        text: `Question ${n}?`,
        talkingPoints: [{ point: `point ${n}`, cues: [["point"]] }, { point: `extra ${n}`, cues: [["extra"]] }],
        modelAnswer: "A model answer.",
        tags: []
      }
    })
  },
  assess: (request) => {
    const score = Number(/worth (\d+)/.exec(request.answer)?.[1] ?? 0)
    const missing = /missing (\d+)/.exec(request.answer)?.[1]
    return Effect.succeed({
      score,
      rating: ratingFor(score),
      covered: [],
      missed: missing === undefined ? [] : [{ point: `point ${missing}` }],
      feedback: [],
      nextStep: "Keep going.",
      flags: [],
      judgedBy: "built-in"
    })
  },
  analyse: () => Effect.succeed({ points: [], modelAnswer: null, improvedAnswer: "" })
}))

export const progressFlow = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
describe(`GET /api/dashboard/progress on ${engine}`, () => {
  let server: TestServer
  let drop: () => Promise<unknown> = async () => undefined
  let token = ""
  let otherToken = ""
  let typeId = 0

  const signup = async (email: string) =>
    (await server.call("/api/user/signup", {
      method: "POST",
      json: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "2000-01-01", phone: "+44 20 7946 0000", email, password: "long enough" }
    })).body.data.token as string

  const play = async (answers: ReadonlyArray<string | null>) => {
    const started = await server.call("/api/interview/start-interview", {
      method: "POST",
      token,
      json: { interviewObjectId: typeId, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: {} }
    })
    const id = started.body.data.userInterview.id as number
    for (const answer of answers) {
      const q = (await server.call(`/api/interview/question/${id}`, { token })).body.data.find((f: { key: string }) => f.key === "question")
      const body = answer === null
        ? { question: q.properties.content, answer: "", questionId: q.id, status: "SKIPPED" }
        : { question: q.properties.content, answer, questionId: q.id, status: "ANSWERED" }
      expect((await server.call(`/api/interview/submit-response/${id}`, { method: "POST", token, json: body })).status).toBe(200)
    }
    await server.call(`/api/interview/end-interview/${id}`, { token })
    return id
  }

  beforeAll(async () => {
    const db = await database()
    drop = db.drop
    server = await startTestServer({ DATABASE_URL: db.url }, { coach: scriptedCoach })
    token = await signup("ada@example.com")
    otherToken = await signup("eve@example.com")
    const types = await server.call("/api/dashboard/available-interviews", { token })
    typeId = (types.body.data as Array<{ id: number; name: string }>).find((t) => t.name === "python")!.id
  })
  afterAll(async () => {
    await server?.dispose()
    await drop()
  })

  it("a new user gets empty figures, not an error", async () => {
    const { status, body } = await server.call("/api/dashboard/progress", { token })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ interviews: 0, overall: [], topics: [], missedPoints: [], streak: { current: 0, practiceDays: 0 } })
  })

  it("shows each interview's overall score as the list does, per topic, and the points missed most often", async () => {
    const first = await play(["worth 60, missing 1", null, "worth 90"])
    const second = await play(["worth 80, missing 1", "worth 70"])
    const { body } = await server.call("/api/dashboard/progress?interviews=10&utcOffsetMinutes=330", { token })
    const listed = (await server.call("/api/interview/interview-by-status?status=COMPLETED", { token })).body.data as Array<UserInterview>
    const scoreOf = (id: number) => listed.find((i) => i.id === id)!.score
    expect(body.data.overall.map((p: { interviewId: number; score: number }) => [p.interviewId, p.score])).toEqual([
      [first, scoreOf(first)],
      [second, scoreOf(second)]
    ])
    expect([scoreOf(first), scoreOf(second)]).toEqual([50, 75])
    expect(body.data.topics).toMatchObject([{ topic: "python", name: "Python", change: 25 }])
    // "point 1" missed twice; the skipped question 2 missed both its points once.
    expect(body.data.missedPoints.slice(0, 3).map((p: { point: string; missed: number; asked: number }) => [p.point, p.missed, p.asked])).toEqual([
      ["point 1", 2, 2],
      ["extra 2", 1, 2],
      ["point 2", 1, 2]
    ])
    expect(body.data).toMatchObject({ interviews: 2, limit: 10, answered: 4, skipped: 1, streak: { current: 1, practiceDays: 1 } })
  })

  it("is bounded: `interviews=1` covers only the most recent one", async () => {
    const { body } = await server.call("/api/dashboard/progress?interviews=1", { token })
    expect(body.data).toMatchObject({ interviews: 1, limit: 1 })
    expect(body.data.overall).toHaveLength(1)
  })

  it("shows nobody's figures to another user", async () => {
    const { body } = await server.call("/api/dashboard/progress", { token: otherToken })
    expect(body.data.interviews).toBe(0)
  })

  it("refuses a bad query with a message that says what to fix", async () => {
    for (const [query, field] of [
      ["interviews=0", "interviews must be a whole number of interviews from 1 to 500"],
      ["interviews=501", "interviews must be a whole number of interviews from 1 to 500"],
      ["interviews=ten", "interviews must be a whole number of interviews from 1 to 500"],
      ["interviews=2.5", "interviews must be a whole number of interviews from 1 to 500"],
      ["utcOffsetMinutes=900", "utcOffsetMinutes must be a whole number of minutes from -840 to 840"]
    ] as const) {
      const { status, body } = await server.call(`/api/dashboard/progress?${query}`, { token })
      expect(status, query).toBe(400)
      expect(body).toMatchObject({ success: false })
      expect(body.message, query).toContain(field)
    }
  })

  it("asks for a sign-in", async () => {
    expect((await server.call("/api/dashboard/progress")).status).toBe(401)
    expect((await server.call("/api/interview/weak-points", { method: "POST", json: {} })).status).toBe(401)
  })

  it("practise your weak points: asks again the question whose point is due, then nothing until it comes back", async () => {
    // Question 1's "point 1" was missed twice; question 2's points were missed once, then made, so they wait a day.
    const before = (await server.call("/api/dashboard/progress", { token })).body.data.weakPoints
    expect(before).toMatchObject({ duePoints: 1, dueQuestions: 1 })
    expect(Date.parse(before.nextDueAt)).toBeGreaterThan(Date.now())
    const started = await server.call("/api/interview/weak-points", { method: "POST", token, json: { questions: 5, answerMode: "text" } })
    expect(started.status).toBe(200)
    const id = started.body.data.userInterview.id as number
    expect(started.body.data.userInterview.status).toBe("IN_PROGRESS")
    const fields = (await server.call(`/api/interview/question/${id}`, { token })).body.data as Array<{ key: string; properties: Record<string, unknown> }>
    expect(fields.find((f) => f.key === "question")!.properties.content).toBe("Question 1?")
    const q = fields.find((f) => f.key === "question") as unknown as { id: number }
    await server.call(`/api/interview/submit-response/${id}`, {
      method: "POST", token, json: { question: "Question 1?", answer: "worth 95", questionId: q.id, status: "ANSWERED" }
    })
    const next = await server.call(`/api/interview/question/${id}`, { token })
    expect(next.body.message).toBe("No more questions available. You can end the interview here.")
    await server.call(`/api/interview/end-interview/${id}`, { token })
    const listed = (await server.call("/api/interview/interview-by-status?status=COMPLETED", { token })).body.data as Array<UserInterview>
    expect(listed.find((i) => i.id === id)).toMatchObject({ title: "Weak Points Practice", score: 95, questionsPlanned: 1 })

    const again = await server.call("/api/interview/weak-points", { method: "POST", token, json: {} })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/^Nothing is due yet: you made every point you had missed\. The next one comes back on \d{4}-\d{2}-\d{2}\.$/)
  })

  it("a user with no history has no weak points yet, and a bad request says what to fix", async () => {
    const none = await server.call("/api/interview/weak-points", { method: "POST", token: otherToken, json: {} })
    expect(none).toMatchObject({ status: 409, body: { success: false, message: expect.stringContaining("no weak points to practise yet") } })
    for (const [json, message] of [
      [{ questions: 0 }, "questions must be a whole number from 1 to 15"],
      [{ questions: 2.5 }, "questions must be a whole number from 1 to 15"],
      [{ answerMode: "shout" }, "answerMode must be voice or text"]
    ] as const) {
      const bad = await server.call("/api/interview/weak-points", { method: "POST", token, json })
      expect(bad.status, JSON.stringify(json)).toBe(400)
      expect(bad.body.message, JSON.stringify(json)).toContain(message)
    }
  })
})
