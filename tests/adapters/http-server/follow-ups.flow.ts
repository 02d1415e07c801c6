/** Follow-up questions over HTTP with the built-in coach, on any engine (issue #16). */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bankQuestions } from "../../../core/coach/bank/index.ts"
import type { ReportItem, UserInterview } from "../../../core/contract/interview.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

const bankQuestion = (text: string) => bankQuestions.find((q) => q.text === text)!
/** The model answer's first sentence: an honest answer that makes one point and leaves the others out. */
const partialAnswer = (text: string) => bankQuestion(text).modelAnswer.split(/(?<=[.!?])\s+/)[0]!

export const followUpFlow = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
  describe(`follow-up questions over HTTP on ${engine}`, () => {
    let server: TestServer
    let databaseUrl = ""
    let drop: () => Promise<unknown> = async () => undefined
    let token = ""
    let pythonType = 0

    const start = async (questionProperties: Record<string, unknown> = { questionCount: 3, difficulty: "easy" }) => {
      const r = await server.call("/api/interview/start-interview", {
        method: "POST",
        token,
        json: { interviewObjectId: pythonType, questionProperties, answerProperties: { answerMode: "text" } }
      })
      expect(r.status).toBe(200)
      return r.body.data.userInterview.id as number
    }
    const current = async (id: number, on: TestServer = server) => {
      const r = await on.call(`/api/interview/question/${id}`, { token })
      expect(r.status).toBe(200)
      const field = (r.body.data as Array<any>).find((f) => f.key === "question")
      return { message: r.body.message as string | undefined, id: field?.id as number, text: field?.properties?.content as string, label: field?.label as string, followUp: field?.properties?.followUp as boolean }
    }
    const send = (id: number, q: { id: number; text: string }, answer: string, status: "ANSWERED" | "SKIPPED" = "ANSWERED") =>
      server.call(`/api/interview/submit-response/${id}`, { method: "POST", token, json: { question: q.text, answer, questionId: q.id, status } })

    beforeAll(async () => {
      const db = await database()
      databaseUrl = db.url
      drop = db.drop
      server = await startTestServer({ DATABASE_URL: db.url, FREE_PLAN_INTERVIEWS: "100" })
      token = (await server.call("/api/user/signup", {
        method: "POST",
        json: { firstName: "Mei", lastName: "Chen", gender: "female", dateOfBirth: "1999-03-14", phone: "+65 6123 4567", email: "mei@example.com", password: "follow me up" }
      })).body.data.token
      const types = await server.call("/api/dashboard/available-interviews", { token })
      pythonType = (types.body.data as Array<any>).find((t) => t.name === "python").id
    })
    afterAll(async () => {
      await server?.dispose()
      await drop()
    })

    it("asks one follow-up on a point the answer left out, from the bank's prompt, then the next question; none after a skip or a complete answer", async () => {
      const id = await start()
      const q1 = await current(id)
      expect(q1.label).toBe("Question 1 of 3")
      // Fetched again before it is answered: the same question, the same number.
      expect(await current(id)).toEqual(q1)
      expect((await send(id, q1, partialAnswer(q1.text))).status).toBe(200)

      const followUp = await current(id)
      expect(followUp.label).toBe("Follow-up to question 1")
      expect(followUp.followUp).toBe(true)
      expect(followUp.id).not.toBe(q1.id)
      const prompts = bankQuestion(q1.text).talkingPoints.map((p) => p.followUp!)
      expect(prompts.some((p) => followUp.text.endsWith(p))).toBe(true)
      // Asked again until answered: the same follow-up, not a new one.
      expect(await current(id)).toEqual(followUp)

      const judged = await send(id, followUp, "I am not sure, I think it depends on the situation and on the code.")
      expect(judged.status).toBe(200)
      expect(judged.body.data[0].score).toEqual(expect.any(Number))

      const q2 = await current(id)
      expect(q2.label).toBe("Question 2 of 3")
      expect((await send(id, q2, "", "SKIPPED")).status).toBe(200)
      const q3 = await current(id)
      expect(q3.label).toBe("Question 3 of 3")
      expect((await send(id, q3, bankQuestion(q3.text).modelAnswer)).status).toBe(200)
      expect((await current(id)).message).toBe("No more questions available. You can end the interview here.")

      await server.call(`/api/interview/end-interview/${id}`, { token })
      const listed = ((await server.call("/api/interview/interview-by-status?status=COMPLETED", { token })).body.data as Array<UserInterview>)
        .find((i) => i.id === id)!
      expect([listed.questionsAnswered, listed.questionsSkipped, listed.questionsPlanned]).toEqual([2, 1, 3])

      const report = (await server.call(`/api/interview/assessment-report/${id}`, { token })).body.data as Array<ReportItem>
      expect(report.filter((i) => i.type === "questiondrawer").map((i) => i.label)).toEqual([
        "Question 1",
        "Follow-up to question 1",
        "Question 2",
        "Question 3"
      ])
      expect(JSON.stringify(report)).toContain("You completed the interview.")
      const answers = (await server.call(`/api/interview/assessment-answers/${id}`, { token })).body.data as Array<ReportItem>
      expect(answers.map((a) => a.label)).toEqual([`1. ${q1.text}`, `Follow-up to question 1: ${followUp.text}`, `2. ${q2.text}`, `3. ${q3.text}`])
    })

    it("cannot be skipped past or forged: the follow-up is the current question until it is answered or skipped", async () => {
      const id = await start()
      const q1 = await current(id)
      await send(id, q1, partialAnswer(q1.text))
      const followUp = await current(id)
      expect(followUp.label).toBe("Follow-up to question 1")
      // Another answer to the first question, or an answer to a question never asked, is refused.
      expect((await send(id, q1, "A different answer now.")).status).toBe(409)
      expect((await send(id, { id: followUp.id + 1000, text: "Made up?" }, "Forged.")).status).toBe(409)
      // A second server on the same database (a restart) asks the same stored follow-up.
      const other = await startTestServer({ DATABASE_URL: databaseUrl, FREE_PLAN_INTERVIEWS: "100" })
      try {
        expect(await current(id, other)).toEqual(followUp)
      } finally {
        await other.dispose()
      }
      // Skipping it is the candidate's choice; no follow-up follows a follow-up.
      expect((await send(id, followUp, "", "SKIPPED")).status).toBe(200)
      expect((await current(id)).label).toBe("Question 2 of 3")
      // The follow-up's answer does not make the interview complete: one of three main questions is closed.
      await server.call(`/api/interview/end-interview/${id}`, { token })
      const report = JSON.stringify((await server.call(`/api/interview/assessment-report/${id}`, { token })).body.data)
      expect(report).toContain("You ended the interview early.")
    })

    it("asks none when the start form turns follow-ups off", async () => {
      const id = await start({ questionCount: 3, difficulty: "easy", followUps: false })
      const q1 = await current(id)
      await send(id, q1, partialAnswer(q1.text))
      expect((await current(id)).label).toBe("Question 2 of 3")
    })

    it("refuses a followUps value that is not true or false, naming the field", async () => {
      const r = await server.call("/api/interview/start-interview", {
        method: "POST",
        token,
        json: { interviewObjectId: pythonType, questionProperties: { followUps: "sometimes" }, answerProperties: {} }
      })
      expect(r.status).toBe(400)
      expect(r.body.message).toMatch(/questionProperties\.followUps/)
    })
  })
