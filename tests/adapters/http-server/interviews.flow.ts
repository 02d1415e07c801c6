/** Whole interviews over HTTP, on any engine: start, questions, answers, skip, strikes, end, report, plans, ownership. */
import { Writable } from "node:stream"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminCommand } from "../../../cli/commands/admin.ts"
import { bankQuestions } from "../../../core/coach/bank/index.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

const person = (email: string) => ({
  firstName: "Ravi",
  lastName: "Kumar",
  gender: "male",
  dateOfBirth: "2001-06-30",
  phone: "+91 91234 56789",
  email,
  password: "interview pass"
})

const grantPremium = async (databaseUrl: string, email: string) => {
  const sink = new Writable({ write: (_c, _e, done) => done() })
  const code = await adminCommand(["plan", email, "premium"], {
    stdin: process.stdin,
    stdout: sink,
    stderr: sink,
    isTTY: false,
    env: { DATABASE_URL: databaseUrl }
  })
  expect(code).toBe(0)
}

const modelAnswerFor = (text: string) => bankQuestions.find((q) => q.text === text)?.modelAnswer ?? ""

export const interviewFlow = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
  describe(`whole interviews over HTTP on ${engine}`, () => {
    let server: TestServer
    let databaseUrl = ""
    let drop: () => Promise<unknown> = async () => undefined
    let tokenA = ""
    let tokenB = ""
    let pythonType = 0

    const signup = async (email: string) =>
      (await server.call("/api/user/signup", { method: "POST", json: person(email) })).body.data.token as string

    const start = (token: string, questionProperties: Record<string, unknown> = { questionCount: 3, difficulty: "easy" }) =>
      server.call("/api/interview/start-interview", {
        method: "POST",
        token,
        json: { interviewObjectId: pythonType, questionProperties, answerProperties: { answerMode: "text" } }
      })

    const currentQuestion = async (token: string, id: number) => {
      const r = await server.call(`/api/interview/question/${id}`, { token })
      expect(r.status).toBe(200)
      const field = (r.body.data as Array<any>).find((f) => f.key === "question")
      return { body: r.body, id: field?.id as number, text: field?.properties?.content as string }
    }

    beforeAll(async () => {
      const db = await database()
      databaseUrl = db.url
      drop = db.drop
      server = await startTestServer({ DATABASE_URL: db.url, FREE_PLAN_INTERVIEWS: "4" })
      tokenA = await signup("candidate@example.com")
      tokenB = await signup("someone-else@example.com")
      const types = await server.call("/api/dashboard/available-interviews", { token: tokenA })
      pythonType = (types.body.data as Array<any>).find((t) => t.name === "python").id
    })
    afterAll(async () => {
      await server?.dispose()
      await drop()
    })

    it("offers an interview type for every advertised topic, with its start form", async () => {
      const types = (await server.call("/api/dashboard/available-interviews", { token: tokenA })).body.data as Array<any>
      // One per advertised topic, and the interview from a job description (issue #16) after them.
      expect(types).toHaveLength(27)
      expect(types.at(-1)).toMatchObject({ name: "job-description", Category: { name: "Practice" } })
      expect(types[0]).toMatchObject({ name: "python", displayName: "Python Interview", isActive: true, Category: { name: "Programming Languages" } })
      const meta = await server.call(`/api/interview/interview-meta/${pythonType}`, { token: tokenA })
      expect(meta.body.data.questionProperties.map((f: any) => f.key)).toEqual(["difficulty", "questionCount", "experience", "followUps", "targetRole", "jobDescription"])
      expect((await server.call("/api/interview/interview-meta/9999", { token: tokenA })).status).toBe(404)
    })

    it("checks the start form against the type's fields, naming the field", async () => {
      const tooMany = await start(tokenA, { questionCount: 20 })
      expect(tooMany.status).toBe(400)
      expect(tooMany.body.message).toBe("questionProperties.questionCount: Maximum value is 15")
      const badChoice = await start(tokenA, { difficulty: "impossible" })
      expect(badChoice.status).toBe(400)
      expect(badChoice.body.message).toMatch(/questionProperties\.difficulty/)
      const unknown = await start(tokenA, { favouriteColour: "blue" })
      expect(unknown.status).toBe(400)
      expect(unknown.body.message).toMatch(/favouriteColour/)
      const noType = await server.call("/api/interview/start-interview", {
        method: "POST",
        token: tokenA,
        json: { interviewObjectId: 9999, questionProperties: {}, answerProperties: {} }
      })
      expect(noType.status).toBe(404)
    })

    it("runs a whole interview: the same question until answered, feedback, a skip, the end and the report", async () => {
      const started = await start(tokenA)
      expect(started.status).toBe(200)
      const id = started.body.data.userInterview.id as number
      expect((await server.call("/api/interview/interview-by-status?status=IN_PROGRESS", { token: tokenA })).body.data.map((i: any) => i.id)).toContain(id)

      const q1 = await currentQuestion(tokenA, id)
      expect(q1.text.length).toBeGreaterThan(10)
      expect((await currentQuestion(tokenA, id)).id).toBe(q1.id)

      const blank = await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token: tokenA,
        json: { question: q1.text, answer: "   ", questionId: q1.id, status: "ANSWERED" }
      })
      expect(blank.status).toBe(400)

      const wrongQuestion = await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token: tokenA,
        json: { question: q1.text, answer: "x", questionId: q1.id + 1000, status: "ANSWERED" }
      })
      expect(wrongQuestion.status).toBe(409)

      const good = { question: q1.text, answer: modelAnswerFor(q1.text), questionId: q1.id, status: "ANSWERED" }
      expect(good.answer).not.toBe("")
      const [first, second] = await Promise.all([1, 2].map(() =>
        server.call(`/api/interview/submit-response/${id}`, { method: "POST", token: tokenA, json: good })
      ))
      expect(first!.status).toBe(200)
      expect(second!.body).toEqual(first!.body)
      const feedback = first!.body.data[0]
      expect(feedback.score).toBeGreaterThanOrEqual(70)
      expect(feedback.rating).toBeGreaterThanOrEqual(4)
      expect(feedback.fields.map((f: any) => f.type)).toEqual(expect.arrayContaining(["score", "rating", "feedback"]))
      const changed = await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token: tokenA,
        json: { ...good, answer: "something else entirely" }
      })
      expect(changed.status).toBe(409)

      const q2 = await currentQuestion(tokenA, id)
      expect(q2.id).not.toBe(q1.id)
      const skipped = await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token: tokenA,
        json: { question: q2.text, answer: "", questionId: q2.id, status: "SKIPPED" }
      })
      expect(skipped.body).toEqual({ success: true, data: [] })

      const q3 = await currentQuestion(tokenA, id)
      expect([q1.text, q2.text]).not.toContain(q3.text)
      const weak = await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token: tokenA,
        json: { question: q3.text, answer: "I don't know, sorry.", questionId: q3.id, status: "ANSWERED" }
      })
      expect(weak.body.data[0].score).toBeLessThan(30)

      const noMore = await server.call(`/api/interview/question/${id}`, { token: tokenA })
      expect(noMore.body).toEqual({ success: true, message: "No more questions available. You can end the interview here.", data: [] })

      const ended = await server.call(`/api/interview/end-interview/${id}`, { token: tokenA })
      expect(ended.body).toEqual({ success: true, message: "Interview marked as completed!" })
      const late = await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token: tokenA,
        json: { question: q3.text, answer: "late", questionId: q3.id, status: "ANSWERED" }
      })
      expect(late.status).toBe(409)

      const completed = (await server.call("/api/interview/interview-by-status?status=COMPLETED", { token: tokenA })).body.data as Array<any>
      const listed = completed.find((i) => i.id === id)
      expect(listed).toMatchObject({ status: "COMPLETED", questionsAnswered: 2, questionsSkipped: 1, questionsPlanned: 3, interviewDisplayName: "Python Interview" })
      expect(typeof listed.score).toBe("number")

      const report = (await server.call(`/api/interview/assessment-report/${id}`, { token: tokenA })).body
      expect(report.success).toBe(true)
      const overall = report.data.find((f: any) => f.key === "overallScore")
      expect(overall.type).toBe("score")
      expect(overall.feedback_object.score).toBeGreaterThan(0)
      expect(listed.score).toBe(overall.feedback_object.score)
      const drawers = report.data.filter((f: any) => f.type === "questiondrawer")
      expect(drawers.map((d: any) => d.properties.content)).toEqual([q1.text, q2.text, q3.text])
      expect(drawers[0].feedback_object.score).toBe(feedback.score)
      // A free user re-reads each answer's feedback lines, the next step among them, in the report and the answers.
      expect(drawers[0].feedback_object.lines).toEqual(feedback.fields.find((f: any) => f.key === "feedback").properties.content)
      expect(drawers[0].feedback_object.lines.some((l: string) => l.startsWith("Next step: "))).toBe(true)
      expect(report.data.find((f: any) => f.key === "ending").properties.content).toMatch(/completed the interview/)

      const answers = (await server.call(`/api/interview/assessment-answers/${id}`, { token: tokenA })).body.data as Array<any>
      expect(answers.map((a) => a.properties.value)).toEqual([good.answer, "Skipped", "I don't know, sorry."])
      expect(answers[0].feedback_object.lines).toEqual(drawers[0].feedback_object.lines)

      const details = (await server.call(`/api/interview/details/${id}`, { token: tokenA })).body.data
      expect(details).toMatchObject({ display_name: "Python Interview", status: "COMPLETED", question_user_properties: { questionCount: 3, difficulty: "easy" } })

      const freeAnalysis = await server.call(`/api/interview/answer-analysis/${q1.id}`, { token: tokenA })
      expect(freeAnalysis.status).toBe(402)
      expect(freeAnalysis.body.message).toBe("Premium feature. Please upgrade to access detailed analysis.")
      await grantPremium(databaseUrl, "candidate@example.com")
      const analysis = await server.call(`/api/interview/answer-analysis/${q1.id}`, { token: tokenA })
      expect(analysis.status).toBe(200)
      expect(analysis.body.data.map((f: any) => f.key)).toEqual(expect.arrayContaining(["modelAnswer", "improvedAnswer"]))

      for (const path of [`question/${id}`, `assessment-report/${id}`, `assessment-answers/${id}`, `details/${id}`, `answer-analysis/${q1.id}`, `tab-switch/${id}`, `end-interview/${id}`]) {
        const r = await server.call(`/api/interview/${path}`, { token: tokenB })
        expect(r.status, path).toBe(404)
      }
    })

    it("records strikes, closes the interview itself at the third, and never counts a fourth", async () => {
      const id = (await start(tokenB)).body.data.userInterview.id as number
      await currentQuestion(tokenB, id)
      const counts = []
      for (let i = 0; i < 4; i++) counts.push((await server.call(`/api/interview/tab-switch/${id}`, { token: tokenB })).body.data)
      expect(counts).toEqual([
        { totalTabSwitches: 1, closed: false },
        { totalTabSwitches: 2, closed: false },
        { totalTabSwitches: 3, closed: true },
        { totalTabSwitches: 3, closed: true }
      ])
      expect((await server.call(`/api/interview/question/${id}`, { token: tokenB })).status).toBe(409)
      // The details say so before any Start: finished, with its strikes.
      expect((await server.call(`/api/interview/details/${id}`, { token: tokenB })).body.data).toMatchObject({ status: "COMPLETED", strikes: 3 })
      const end = await server.call(`/api/interview/end-interview/${id}?isTabSwitch=1`, { token: tokenB })
      expect(end.body.success).toBe(true)
      const report = (await server.call(`/api/interview/assessment-report/${id}`, { token: tokenB })).body.data as Array<any>
      expect(report.find((f) => f.key === "strikes").properties.content).toBe("3 of 3")
      expect(report.find((f) => f.key === "ending").properties.content).toMatch(/closed after 3 strikes/)
    })

    it("ends early when asked before the last question", async () => {
      const id = (await start(tokenB)).body.data.userInterview.id as number
      const q = await currentQuestion(tokenB, id)
      await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token: tokenB,
        json: { question: q.text, answer: "A generator yields values lazily one at a time.", questionId: q.id, status: "ANSWERED" }
      })
      await server.call(`/api/interview/end-interview/${id}`, { token: tokenB })
      const report = (await server.call(`/api/interview/assessment-report/${id}`, { token: tokenB })).body.data as Array<any>
      expect(report.find((f) => f.key === "ending").properties.content).toMatch(/ended the interview early/)
    })

    it("schedules an interview for later, which becomes in progress when first opened", async () => {
      const past = await server.call("/api/interview/schedule", {
        method: "POST",
        token: tokenA,
        json: { interviewObjectId: pythonType, questionProperties: {}, answerProperties: {}, scheduledAt: "2001-01-01T10:00:00Z" }
      })
      expect(past.status).toBe(400)
      expect(past.body.message).toMatch(/future/)
      const at = new Date(Date.now() + 86_400_000).toISOString()
      const scheduled = await server.call("/api/interview/schedule", {
        method: "POST",
        token: tokenA,
        json: { interviewObjectId: pythonType, questionProperties: {}, answerProperties: {}, scheduledAt: at }
      })
      expect(scheduled.body.data.userInterview.status).toBe("SCHEDULED")
      const id = scheduled.body.data.userInterview.id
      const list = (await server.call("/api/interview/interview-by-status?status=SCHEDULED", { token: tokenA })).body.data as Array<any>
      expect(list.find((i) => i.id === id)?.scheduledAt).toBe(at)
      await currentQuestion(tokenA, id)
      const inProgress = (await server.call("/api/interview/interview-by-status?status=IN_PROGRESS", { token: tokenA })).body.data
      expect(inProgress.map((i: any) => i.id)).toContain(id)
    })

    it("stops a free user at the free-plan quota with 402 pointing to /pricing; premium lifts it", async () => {
      const token = await signup("quota@example.com")
      for (let i = 0; i < 4; i++) expect((await start(token)).status).toBe(200)
      const over = await start(token)
      expect(over.status).toBe(402)
      // Words a person reads, no plumbing: the web app puts the link to /pricing beside them.
      expect(over.body.message).toBe("You have used all 4 interviews of the Free Plan. Premium lifts the limit: ask for it on the Pricing page.")
      expect(over.body.message).not.toMatch(/\/pricing/)
      await grantPremium(databaseUrl, "quota@example.com")
      expect((await start(token)).status).toBe(200)
    })

    it("holds the free-plan quota when 15 starts race: exactly 4 are created, the rest answer 402", async () => {
      const token = await signup("quota-race@example.com")
      const results = await Promise.all(Array.from({ length: 15 }, () => start(token)))
      expect(results.filter((r) => r.status === 200)).toHaveLength(4)
      expect(results.filter((r) => r.status === 402)).toHaveLength(11)
      const listed = (await server.call("/api/interview/interview-by-status?status=IN_PROGRESS", { token })).body.data as Array<unknown>
      expect(listed).toHaveLength(4)
    })

    it("holds the quota across two servers on one database: 15 starts split between them create exactly 4", async () => {
      const second = await startTestServer({ DATABASE_URL: databaseUrl, FREE_PLAN_INTERVIEWS: "4" })
      try {
        const token = await signup("quota-two-servers@example.com")
        const results = await Promise.all(Array.from({ length: 15 }, (_, i) =>
          (i % 2 === 0 ? server : second).call("/api/interview/start-interview", {
            method: "POST",
            token,
            json: { interviewObjectId: pythonType, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "text" } }
          })
        ))
        expect(results.filter((r) => r.status === 200)).toHaveLength(4)
        expect(results.filter((r) => r.status === 402)).toHaveLength(11)
      } finally {
        await second.dispose()
      }
    })

    it("never counts a fourth strike across two servers on one database, and none of their answers is a 5xx", async () => {
      const second = await startTestServer({ DATABASE_URL: databaseUrl, FREE_PLAN_INTERVIEWS: "4" })
      try {
        const token = await signup("strikes-two-servers@example.com")
        const id = (await start(token)).body.data.userInterview.id as number
        const results = await Promise.all(Array.from({ length: 8 }, (_, i) =>
          (i % 2 === 0 ? server : second).call(`/api/interview/tab-switch/${id}`, { token })
        ))
        expect(results.map((r) => r.status)).toEqual(Array(8).fill(200))
        expect(Math.max(...results.map((r) => r.body.data.totalTabSwitches))).toBe(3)
        const again = await server.call(`/api/interview/tab-switch/${id}`, { token })
        expect(again.body.data).toEqual({ totalTabSwitches: 3, closed: true })
      } finally {
        await second.dispose()
      }
    })

    it("refuses NUL and control characters in names and e-mails, and NUL in an answer, with a 400 naming the field, before and after sign-in", async () => {
      const nul = "\u0000"
      const refused = async (path: string, init: Parameters<TestServer["call"]>[1], field: RegExp) => {
        const r = await server.call(path, init)
        expect({ path, status: r.status }).toEqual({ path, status: 400 })
        expect(r.body).toMatchObject({ success: false, message: expect.stringMatching(field) })
      }
      await refused("/api/user/login", { method: "POST", json: { email: `a${nul}@example.com`, password: "whatever pass" } }, /email/)
      await refused("/api/user/signup", { method: "POST", json: person(`nul${nul}@example.com`) }, /email/)
      await refused("/api/user/signup", { method: "POST", json: { ...person("nul-first@example.com"), firstName: `Ra${nul}vi` } }, /firstName/)
      await refused("/api/user/signup", { method: "POST", json: { ...person("nul-last@example.com"), lastName: "Ku\nmar" } }, /lastName/)
      await refused(`/api/user/forgot-password?email=${encodeURIComponent(`x${nul}@example.com`)}`, {}, /email/)
      await refused(`/api/user/forgot-password?email=x%00y@example.com`, {}, /email/)
      const token = await signup("nul-later@example.com")
      const profile = { firstName: "Ravi", lastName: "Kumar", phone: "+91 91234 56789", dateOfBirth: "2001-06-30", gender: "male" }
      await refused("/api/user/profile", { method: "PUT", token, json: { ...profile, firstName: `R${nul}` } }, /firstName/)
      await refused("/api/user/profile", { method: "PUT", token, json: { ...profile, lastName: "K\u001b[31m" } }, /lastName/)
      const id = (await start(token)).body.data.userInterview.id as number
      const q = await currentQuestion(token, id)
      await refused(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token,
        json: { question: q.text, answer: `Lists are mutable${nul} and tuples are not.`, questionId: q.id, status: "ANSWERED" }
      }, /answer/)
      // Nothing was stored: the profile is as it was and the question still waits for its answer.
      expect((await server.call("/api/user/profile", { token })).body.data).toMatchObject({ firstName: "Ravi", lastName: "Kumar" })
      const answered = await server.call(`/api/interview/submit-response/${id}`, {
        method: "POST",
        token,
        json: { question: q.text, answer: "Lists are mutable and tuples are not.", questionId: q.id, status: "ANSWERED" }
      })
      expect(answered.status).toBe(200)
    })

    it("refuses a status outside IN_PROGRESS, COMPLETED and SCHEDULED", async () => {
      const r = await server.call("/api/interview/interview-by-status?status=DONE", { token: tokenA })
      expect(r.status).toBe(400)
      expect(r.body.message).toMatch(/status/)
    })
  })
