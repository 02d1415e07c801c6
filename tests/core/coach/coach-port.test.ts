/** The Coach port through its built-in layer, as the interview service uses it. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { CoachBuiltIn } from "../../../core/coach/built-in-layer.ts"
import { Coach, NothingToJudgeBy, NoQuestionsForTopic } from "../../../core/ports/Coach.ts"
import { fixtureQuestions, listTuple } from "./fixtures.ts"

const layer = CoachBuiltIn.layerWith(fixtureQuestions)

describe("Coach port, built-in layer", () => {
  it.effect("nextQuestion gives a question of the topic, then 'none left' once all were asked", () =>
    Effect.gen(function*() {
      const coach = yield* Coach
      const first = yield* coach.nextQuestion({ topic: "python", askedInThisInterview: [], recentlyAsked: [], seed: "interview-1" })
      assert.strictEqual(first._tag, "Question")
      if (first._tag !== "Question") return
      assert.strictEqual(first.question.id, listTuple.id)
      assert.deepStrictEqual(first.question.talkingPoints, listTuple.talkingPoints)
      const next = yield* coach.nextQuestion({ topic: "python", askedInThisInterview: [listTuple.id], recentlyAsked: [], seed: "interview-1" })
      assert.strictEqual(next._tag, "NoneLeft")
    }).pipe(Effect.provide(layer)))

  it.effect("nextQuestion fails with NoQuestionsForTopic for a topic the bank has no questions for", () =>
    Effect.gen(function*() {
      const coach = yield* Coach
      const exit = yield* Effect.exit(coach.nextQuestion({ topic: "redux", askedInThisInterview: [], recentlyAsked: [], seed: 1 }))
      assert.isTrue(Exit.isFailure(exit))
      const error = yield* Effect.flip(coach.nextQuestion({ topic: "redux", askedInThisInterview: [], recentlyAsked: [], seed: 1 }))
      assert.instanceOf(error, NoQuestionsForTopic)
      assert.strictEqual(error.topic, "redux")
    }).pipe(Effect.provide(layer)))

  it.effect("assess judges from the stored question values and says it was the built-in coach", () =>
    Effect.gen(function*() {
      const coach = yield* Coach
      const assessment = yield* coach.assess({
        question: listTuple.text,
        talkingPoints: listTuple.talkingPoints,
        reference: listTuple.modelAnswer,
        answer: "A tuple is immutable and hashable, so it works as a dict key; a tuple suits a fixed record, a list a collection that grows."
      })
      assert.isAtLeast(assessment.score, 80)
      assert.strictEqual(assessment.judgedBy, "built-in")
    }).pipe(Effect.provide(layer)))

  it.effect("assess fails with NothingToJudgeBy for an unknown question without points or reference", () =>
    Effect.gen(function*() {
      const coach = yield* Coach
      const error = yield* Effect.flip(coach.assess({ question: "Why is the sky blue?", answer: "Rayleigh scattering." }))
      assert.instanceOf(error, NothingToJudgeBy)
      assert.strictEqual(error._tag, "NothingToJudgeBy")
    }).pipe(Effect.provide(layer)))

  it.effect("analyse returns the detailed analysis", () =>
    Effect.gen(function*() {
      const coach = yield* Coach
      const analysis = yield* coach.analyse({ question: listTuple.text, questionId: listTuple.id, answer: "A tuple is immutable." })
      assert.strictEqual(analysis.points.length, listTuple.talkingPoints.length)
      assert.strictEqual(analysis.modelAnswer, listTuple.modelAnswer)
    }).pipe(Effect.provide(layer)))

  it.effect("the full-bank layer serves every topic", () =>
    Effect.gen(function*() {
      const coach = yield* Coach
      const next = yield* coach.nextQuestion({ topic: "spring-boot", difficulty: "hard", askedInThisInterview: [], recentlyAsked: [], seed: 42 })
      assert.strictEqual(next._tag, "Question")
      if (next._tag === "Question") assert.strictEqual(next.question.difficulty, "hard")
    }).pipe(Effect.provide(CoachBuiltIn.layer)))
})
