/** What an assessment carries and how its feedback reads, on the fixture bank. */
import { describe, expect, it } from "vitest"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import type { Assessment, AssessmentRequest } from "../../../../core/coach/schemas.ts"
import { makeQuestionBank } from "../../../../core/coach/selection/question-bank.ts"
import { conflictStory, fixtureQuestions, listTuple, trainSpeed } from "../fixtures.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(makeQuestionBank(fixtureQuestions), undefined, meaning)
const assess = (request: AssessmentRequest): Assessment => {
  const result = coach.assess(request)
  if (result instanceof NothingToJudgeBy) throw new Error(result.message)
  return result
}

describe("an assessment", () => {
  it("lists covered points with the sentence that made them, missed points, and ends with one next step", () => {
    const a = assess({
      question: listTuple.text,
      questionId: listTuple.id,
      answer: "Lists change as you go. A tuple, on the other hand, is immutable once created."
    })
    expect(a.covered).toEqual([{ point: listTuple.talkingPoints[0]!.point, sentence: "A tuple, on the other hand, is immutable once created." }])
    expect(a.missed.map((m) => m.point)).toEqual([listTuple.talkingPoints[1]!.point, listTuple.talkingPoints[2]!.point])
    expect(a.feedback).toEqual([
      `Covered: ${listTuple.talkingPoints[0]!.point}`,
      `Missed: ${listTuple.talkingPoints[1]!.point}`,
      `Missed: ${listTuple.talkingPoints[2]!.point}`,
      a.nextStep
    ])
    expect(a.nextStep).toBe("Next step: add a sentence on this point: tuples are hashable, so they can be dictionary keys.")
    expect(a.judgedBy).toBe("built-in")
  })

  it("judges from the stored values alone: text, talking points and model answer, without a bank id", () => {
    const stored = { question: listTuple.text, talkingPoints: listTuple.talkingPoints, reference: listTuple.modelAnswer }
    const outside = makeBuiltInCoach(makeQuestionBank([]), undefined, meaning)
    const answer = "A tuple is immutable and hashable, so it can be a dict key; I use it for a fixed record and a list for a collection that grows."
    expect(outside.assess({ ...stored, answer })).toEqual(coach.assess({ ...stored, answer }))
  })

  it("a question outside the bank with nothing to judge it by is a typed error", () => {
    const result = coach.assess({ question: "What is your favourite colour?", answer: "Blue." })
    expect(result).toBeInstanceOf(NothingToJudgeBy)
  })

  it("delivery facts appear only when speech timing is given", () => {
    const answer = "Um, a tuple is, you know, immutable. So it can be a dictionary key."
    expect(assess({ question: listTuple.text, questionId: listTuple.id, answer }).delivery).toBeUndefined()
    const spoken = assess({
      question: listTuple.text,
      questionId: listTuple.id,
      answer,
      timing: { durationMs: 6_000, segments: [{ text: "um a tuple is", startMs: 0, endMs: 2_000 }, { text: "so", startMs: 4_500, endMs: 6_000 }] }
    })
    expect(spoken.delivery).toMatchObject({ fillerCount: 2, longestPauseMs: 2_500, wordsPerMinute: 140, pace: "steady" })
    expect(spoken.feedback).toContain("Filler words: 2 ('um' ×1, 'you know' ×1).")
    expect(spoken.feedback).toContain("Longest pause: 2.5 s.")
  })

  it("an aptitude answer carries the exact-answer check and says it in the feedback", () => {
    const right = assess({ question: trainSpeed.text, questionId: trainSpeed.id, answer: "Distance over time: 25 divided by 2 is 12 and a half km/h." })
    expect(right.exact).toEqual({ expected: "12.5 km/h", given: "12 and a half", correct: true })
    expect(right.feedback).toContain("Exact answer: 12.5 km/h, correct.")
    const wrong = assess({ question: trainSpeed.text, questionId: trainSpeed.id, answer: "Distance divided by time gives 50 km/h." })
    expect(wrong.exact?.correct).toBe(false)
    expect(wrong.feedback).toContain("Exact answer: you gave 50; the answer is 12.5 km/h.")
    expect(wrong.score).toBeLessThan(right.score)
  })

  it("a behavioural answer carries STAR facts, and the next step asks for what is missing", () => {
    const a = assess({
      question: conflictStory.text,
      questionId: conflictStory.id,
      answer: "At my last job a teammate and I disagreed about a cache. I listened to his view one-on-one and I ran a benchmark. In the end we agreed on his design."
    })
    expect(a.star).toEqual({ situation: true, task: false, action: true, result: true, quantified: false })
    expect(a.nextStep).toBe("Next step: put a number on the result, such as time saved, a percentage or the people it helped.")
  })

  it("a keyword list is told to answer in sentences", () => {
    const a = assess({ question: listTuple.text, questionId: listTuple.id, answer: "tuple, immutable, hashable, dict key, record" })
    expect(a.flags).toEqual(["keyword-list"])
    expect(a.nextStep).toMatch(/^Next step: answer in full sentences/)
  })

  it("score maps to rating: 0–19 → 1, 20–39 → 2, 40–59 → 3, 60–79 → 4, 80–100 → 5", () => {
    const good = assess({ question: listTuple.text, questionId: listTuple.id, answer: listTuple.modelAnswer })
    expect(good.score).toBeGreaterThanOrEqual(80)
    expect(good.rating).toBe(5)
    expect(assess({ question: listTuple.text, questionId: listTuple.id, answer: "" }).rating).toBe(1)
  })
})
