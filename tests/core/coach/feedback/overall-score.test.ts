/**
 * PRODUCT.md "One overall score": the mean over the questions asked, a skipped question counting 0, questions
 * never reached after an early end not counting — and every view shows that same number: the report and list
 * calls, the dashboard card and chart, and the terminal's list and report card.
 */
import { Writable } from "node:stream"
import { Effect, Layer, Option } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { interviewLine, renderReport } from "../../../../cli/commands/interviews.ts"
import { answeredAndSkipped, FOLLOW_UP_WEIGHT, overallScore } from "../../../../core/coach/feedback/overall-score.ts"
import { ratingFor } from "../../../../core/coach/judging/assess.ts"
import type { ReportItem, UserInterview } from "../../../../core/contract/interview.ts"
import { Coach } from "../../../../core/ports/Coach.ts"
import { cardOfInterview, scoreHistory } from "../../../../core/sdk/interview-cards.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/** A coach that asks numbered questions and scores an answer "worth N" at N, so the test knows every score. */
const scriptedCoach = Layer.succeed(Coach)(Coach.of({
  // An answer that asks for it gets a follow-up on its one point.
  followUp: (request) =>
    Effect.succeed(
      request.status === "ANSWERED" && request.answer.includes("follow up")
        ? Option.some({ text: "Scripted follow-up?", pointIndex: 0, reason: "missed" as const, said: null, writtenBy: "built-in" })
        : Option.none()
    ),
  nextQuestion: (request) =>
    Effect.succeed({
      _tag: "Question" as const,
      question: {
        id: `scripted-${request.askedInThisInterview.length + 1}-${request.seed}`,
        topic: request.topic,
        difficulty: "easy" as const,
        kind: "concept" as const,
        text: `Scripted question ${request.askedInThisInterview.length + 1}?`,
        talkingPoints: [{ point: "a point", cues: [["point"]] }],
        modelAnswer: "A model answer.",
        tags: []
      }
    }),
  assess: (request) => {
    const score = Number(/worth (\d+)/.exec(request.answer)?.[1] ?? 0)
    return Effect.succeed({
      score,
      rating: ratingFor(score),
      covered: [],
      missed: [],
      feedback: [`Scored ${score}`],
      nextStep: "Keep going.",
      flags: [],
      judgedBy: "built-in"
    })
  },
  analyse: () => Effect.succeed({ points: [], modelAnswer: null, improvedAnswer: "" })
}))

type Reply = { readonly kind: "answer"; readonly score: number } | { readonly kind: "skip" }
/** A main question's reply, and for an answer, maybe a reply to the follow-up it asks for. */
type Step = Reply & { readonly followUp?: Reply | undefined }

const reply = fc.oneof(fc.record({ kind: fc.constant("answer" as const), score: fc.integer({ min: 0, max: 100 }) }), fc.record({ kind: fc.constant("skip" as const) }))

const interviewPlan = fc.record({
  planned: fc.integer({ min: 3, max: 6 }),
  steps: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant("answer" as const), score: fc.integer({ min: 0, max: 100 }), followUp: fc.option(reply, { nil: undefined }) }),
      fc.record({ kind: fc.constant("skip" as const) })
    ),
    { minLength: 1, maxLength: 6 }
  ),
  // An early end may leave the next question fetched but unanswered: it was reached, not asked to the end.
  fetchNextBeforeEnd: fc.boolean()
}).map((p) => ({ ...p, steps: p.steps.slice(0, p.planned) as ReadonlyArray<Step> }))

const quiet = { stdin: process.stdin, stdout: new Writable({ write: (_c, _e, done) => done() }), stderr: process.stderr, isTTY: false, env: {} }

describe("the overall score", () => {
  it("is the mean over the questions answered or skipped, a skip counting 0, rounded; nothing asked gives none", () => {
    fc.assert(fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), { maxLength: 12 }), (scores) => {
      const questions = scores.map((s) => (s === null ? { status: "skipped" as const, score: null } : { status: "answered" as const, score: s }))
      const sum = scores.reduce<number>((a, s) => a + (s ?? 0), 0)
      expect(overallScore(questions)).toBe(scores.length === 0 ? null : Math.round(sum / scores.length))
    }))
  })

  it("weighs a follow-up half a main question, and counts only main questions as answered or skipped", () => {
    const closed = fc.record({
      status: fc.constantFrom("answered" as const, "skipped" as const),
      score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      followUp: fc.boolean()
    })
    fc.assert(fc.property(fc.array(closed, { maxLength: 12 }), (questions) => {
      const value = (q: (typeof questions)[number]) => (q.status === "skipped" ? 0 : q.score ?? 0)
      const weight = (q: (typeof questions)[number]) => (q.followUp ? FOLLOW_UP_WEIGHT : 1)
      const total = questions.reduce((a, q) => a + weight(q) * value(q), 0)
      const weights = questions.reduce((a, q) => a + weight(q), 0)
      expect(overallScore(questions)).toBe(questions.length === 0 ? null : Math.round(total / weights))
      const main = questions.filter((q) => !q.followUp)
      expect(answeredAndSkipped(questions)).toEqual({
        answered: main.filter((q) => q.status === "answered").length,
        skipped: main.filter((q) => q.status === "skipped").length
      })
    }))
    expect(FOLLOW_UP_WEIGHT).toBe(0.5)
  })

  describe("every view shows the same number", () => {
    let server: TestServer
    let token = ""
    let typeId = 0

    beforeAll(async () => {
      server = await startTestServer({ FREE_PLAN_INTERVIEWS: "1000" }, { coach: scriptedCoach })
      const signup = await server.call("/api/user/signup", {
        method: "POST",
        json: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "2000-01-01", phone: "+44 20 7946 0000", email: "ada@example.com", password: "long enough" }
      })
      token = signup.body.data.token
      const types = await server.call("/api/dashboard/available-interviews", { token })
      typeId = (types.body.data as Array<{ id: number; name: string }>).find((t) => t.name === "python")!.id
    })
    afterAll(() => server?.dispose())

    const play = async (planned: number, steps: ReadonlyArray<Step>, fetchNextBeforeEnd: boolean) => {
      const started = await server.call("/api/interview/start-interview", {
        method: "POST",
        token,
        json: { interviewObjectId: typeId, questionProperties: { questionCount: planned, difficulty: "easy" }, answerProperties: {} }
      })
      const id = started.body.data.userInterview.id as number
      const send = async (r: Reply, askFollowUp: boolean) => {
        const q = (await server.call(`/api/interview/question/${id}`, { token })).body.data.find((f: { key: string }) => f.key === "question")
        const body = r.kind === "skip"
          ? { question: q.properties.content, answer: "", questionId: q.id, status: "SKIPPED" }
          : { question: q.properties.content, answer: `My answer, worth ${r.score}${askFollowUp ? ", follow up" : ""}.`, questionId: q.id, status: "ANSWERED" }
        expect((await server.call(`/api/interview/submit-response/${id}`, { method: "POST", token, json: body })).status).toBe(200)
        return q
      }
      for (const step of steps) {
        await send(step, step.followUp !== undefined)
        if (step.followUp !== undefined) expect((await send(step.followUp, false)).properties.content).toBe("Scripted follow-up?")
      }
      if (fetchNextBeforeEnd) await server.call(`/api/interview/question/${id}`, { token })
      expect((await server.call(`/api/interview/end-interview/${id}`, { token })).status).toBe(200)
      return id
    }

    it("report, list, dashboard card and chart, and the terminal agree with the rule, follow-ups included", async () => {
      await fc.assert(
        fc.asyncProperty(interviewPlan, async ({ planned, steps, fetchNextBeforeEnd }) => {
          const id = await play(planned, steps, fetchNextBeforeEnd)
          // A follow-up weighs half a question (FOLLOW_UP_WEIGHT).
          const worth = (r: Reply) => (r.kind === "answer" ? r.score : 0)
          const total = steps.reduce((a, s) => a + worth(s) + (s.followUp !== undefined ? FOLLOW_UP_WEIGHT * worth(s.followUp) : 0), 0)
          const weight = steps.reduce((a, s) => a + 1 + (s.followUp !== undefined ? FOLLOW_UP_WEIGHT : 0), 0)
          const expected = Math.round(total / weight)

          const report = (await server.call(`/api/interview/assessment-report/${id}`, { token })).body.data as Array<ReportItem>
          const overall = report.find((i) => i.key === "overallScore")!
          expect(overall.properties?.value).toBe(expected)
          expect(overall.feedback_object.score).toBe(expected)

          const listed = ((await server.call("/api/interview/interview-by-status?status=COMPLETED", { token })).body.data as Array<UserInterview>)
            .find((i) => i.id === id)!
          expect(listed.score).toBe(expected)
          expect(listed.questionsAnswered + listed.questionsSkipped).toBe(steps.length)

          const card = cardOfInterview(listed)
          expect(card.score).toBe(expected)
          const point = scoreHistory([card])[0]!.points[0]!
          expect(point.score).toBe(expected)

          expect(interviewLine(listed)).toContain(`score ${expected}/100`)
          const printed = renderReport(report, quiet)
          expect(printed).toContain(`Overall score: ${expected}/100`)
          const skipped = steps.filter((s) => s.kind === "skip").length
          expect(printed).toContain(`${steps.length - skipped} answered, ${skipped} skipped`)
          expect(interviewLine(listed)).toContain(`${steps.length - skipped} of ${planned} answered`)
        }),
        { numRuns: 20 }
      )
    }, 60_000)
  })
})
