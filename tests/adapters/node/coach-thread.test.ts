/**
 * The built-in coach on its own thread keeps the Coach port's promises: the same judgements, questions, analyses and
 * follow-ups as the coach on the caller's thread, the same tagged errors, and CoachUnavailable — never a hang — when
 * its thread stops or is stuck, after which it is started again and answers.
 */
import { Effect, Exit, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CoachThread, startCoachThread } from "../../../adapters/node/coach-thread.ts"
import { meaningForCoach } from "../../../adapters/node/meaning-files.ts"
import { builtInBank } from "../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../core/coach/built-in-coach.ts"
import { modelAnswerRequest } from "../../../core/coach/schemas.ts"
import { CoachUnavailable, NoQuestionsForTopic, NothingToJudgeBy } from "../../../core/ports/Coach.ts"

const bank = builtInBank().questions
const warnings: Array<string> = []
const warn = (message: string) => void warnings.push(message)
let thread: CoachThread
let here: ReturnType<typeof makeBuiltInCoach>

beforeAll(async () => {
  thread = await startCoachThread({ warn })
  here = makeBuiltInCoach(builtInBank(), undefined, await meaningForCoach(warn))
}, 60_000)
afterAll(() => thread.close())

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

/** Answers of several kinds to questions spread over the bank: whole, cut short, another question's, own points. */
const requests = () =>
  Array.from({ length: 24 }, (_, i) => {
    const q = bank[(i * 97) % bank.length]!
    const other = bank[(i * 31 + 5) % bank.length]!
    const words = q.modelAnswer.split(" ")
    switch (i % 4) {
      case 0: return { ...modelAnswerRequest(q), questionId: q.id }
      case 1: return { ...modelAnswerRequest(q), answer: words.slice(0, Math.max(3, words.length >> 2)).join(" ") }
      case 2: return { ...modelAnswerRequest(q), answer: other.modelAnswer }
      default: return { question: `${q.text} Say it in your own words.`, talkingPoints: q.talkingPoints, answer: `${words.slice(0, 12).join(" ")}, and not much more.` }
    }
  })

describe("the coach on its own thread", () => {
  it("judges every answer exactly as the coach on this thread does", async () => {
    for (const request of requests()) {
      const exit = await run(thread.coach.assess(request))
      expect(Exit.isSuccess(exit)).toBe(true)
      if (Exit.isSuccess(exit)) expect(exit.value).toEqual(here.assess(request))
    }
  })

  it("analyses, picks questions and follows up as the coach on this thread does", async () => {
    const q = bank[40]!
    const request = { ...modelAnswerRequest(q), answer: q.modelAnswer.split(" ").slice(0, 10).join(" ") }
    const analysis = await run(thread.coach.analyse(request))
    expect(Exit.isSuccess(analysis) && analysis.value).toEqual(here.analyse(request))
    const next = { topic: q.topic, askedInThisInterview: [q.id], recentlyAsked: [], seed: "interview-7" }
    const question = await run(thread.coach.nextQuestion(next))
    expect(Exit.isSuccess(question) && question.value).toEqual(here.nextQuestion(next))
    const assessment = here.assess(request)
    if (assessment instanceof NothingToJudgeBy) throw assessment
    const followUpRequest = { question: request.question, questionId: q.id, talkingPoints: q.talkingPoints, status: "ANSWERED" as const, answer: request.answer, assessment, isFollowUp: false }
    const followUp = await Effect.runPromise(thread.coach.followUp(followUpRequest))
    expect(Option.isSome(followUp)).toBe(true)
    expect(followUp).toEqual(Option.fromNullishOr(here.followUp(followUpRequest)))
  })

  it("fails with the coach's own tagged errors", async () => {
    const nothing = await run(Effect.flip(thread.coach.assess({ question: "Why is the sky blue?", answer: "Rayleigh scattering." })))
    expect(Exit.isSuccess(nothing) && nothing.value).toBeInstanceOf(NothingToJudgeBy)
    expect(Exit.isSuccess(nothing) && nothing.value.message).toBe((here.assess({ question: "Why is the sky blue?", answer: "Rayleigh scattering." }) as NothingToJudgeBy).message)
    const none = await run(Effect.flip(thread.coach.nextQuestion({ topic: "basket-weaving" as never, askedInThisInterview: [], recentlyAsked: [], seed: 1 })))
    expect(Exit.isSuccess(none) && none.value).toBeInstanceOf(NoQuestionsForTopic)
    expect(Exit.isSuccess(none) && (none.value as NoQuestionsForTopic).topic).toBe("basket-weaving")
  })

  it("answers many calls at once, each with its own judgement", async () => {
    const all = requests()
    const answers = await Promise.all(all.map((r) => Effect.runPromise(thread.coach.assess(r))))
    answers.forEach((answer, i) => expect(answer).toEqual(here.assess(all[i]!)))
  })
})

/** An answer long enough that judging it takes the thread tens of milliseconds. */
const longRequest = () => {
  const q = bank[0]!
  return { ...modelAnswerRequest(q), answer: Array.from({ length: 200 }, () => q.modelAnswer).join(" ") }
}

describe("the coach's thread when it stops", () => {
  it("fails a call in flight with CoachUnavailable, starts again, and answers the next call", async () => {
    const own = await startCoachThread({ warn })
    try {
      const inFlight = run(own.coach.assess(longRequest()))
      await own.stopThread()
      const exit = await inFlight
      expect(Exit.isFailure(exit)).toBe(true)
      if (Exit.isFailure(exit)) expect(String(exit.cause)).toContain("CoachUnavailable")
      const q = bank[3]!
      const next = await Effect.runPromise(own.coach.assess({ ...modelAnswerRequest(q), questionId: q.id }))
      expect(next).toEqual(here.assess({ ...modelAnswerRequest(q), questionId: q.id }))
      expect(own.restarts()).toBe(1)
    } finally {
      await own.close()
    }
  }, 60_000)

  it("gives up on a call the thread does not answer in time, and starts a new thread in place of the stuck one", async () => {
    const own = await startCoachThread({ warn, timeoutMs: 5 })
    try {
      const late = await run(Effect.flip(own.coach.assess(longRequest())))
      expect(Exit.isSuccess(late) && late.value).toBeInstanceOf(CoachUnavailable)
      expect(Exit.isSuccess(late) && late.value.message).toContain("did not answer within")
      // the stuck thread was stopped and started again
      await expect.poll(() => own.restarts(), { timeout: 30_000 }).toBe(1)
    } finally {
      await own.close()
    }
  }, 60_000)

  it("is CoachUnavailable once closed, and the follow-up is simply none", async () => {
    const own = await startCoachThread({ warn })
    await own.close()
    const q = bank[5]!
    const closed = await run(Effect.flip(own.coach.assess(modelAnswerRequest(q))))
    expect(Exit.isSuccess(closed) && closed.value).toBeInstanceOf(CoachUnavailable)
    const followUp = await Effect.runPromise(own.coach.followUp({ question: q.text, talkingPoints: q.talkingPoints, status: "ANSWERED", answer: "x", assessment: null, isFollowUp: false }))
    expect(Option.isNone(followUp)).toBe(true)
  }, 60_000)
})
