import { describe, expect, it } from "vitest"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import type { AssessmentRequest, DetailedAnalysis } from "../../../../core/coach/schemas.ts"
import { makeQuestionBank } from "../../../../core/coach/selection/question-bank.ts"
import { conflictStory, fixtureQuestions, listTuple, trainSpeed } from "../fixtures.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(makeQuestionBank(fixtureQuestions), undefined, meaning)
const analyse = (request: AssessmentRequest): DetailedAnalysis => {
  const result = coach.analyse(request)
  if (result instanceof NothingToJudgeBy) throw new Error(result.message)
  return result
}

describe("the detailed analysis", () => {
  const analysis = analyse({
    question: listTuple.text,
    questionId: listTuple.id,
    answer: "Um, lists can grow, you know. A tuple is immutable, so you basically cannot change it."
  })

  it("marks each talking point covered or missed, with the candidate's sentence that covered it", () => {
    expect(analysis.points.map((p) => [p.covered, p.sentence])).toEqual([
      [true, "A tuple is immutable, so you basically cannot change it."],
      [false, null],
      [false, null]
    ])
    expect(analysis.points[0]!.strength).toBe(1)
  })

  it("includes the model answer", () => {
    expect(analysis.modelAnswer).toBe(listTuple.modelAnswer)
  })

  it("the improved answer is the candidate's own, in their order and words without fillers, with the missed points added after it in the bank's words", () => {
    expect(analysis.improvedAnswer).toBe(
      "Lists can grow. A tuple is immutable, so you cannot change it. Because a tuple is immutable it is hashable, so it can be a dictionary key. I use a tuple for a fixed record such as a coordinate and a list for a collection that grows."
    )
    expect(analysis.improvedAnswer.startsWith(listTuple.modelAnswer.slice(0, 40))).toBe(false)
  })

  it("the improved answer corrects a sentence that says the opposite of a point and keeps the rest of the candidate's words", () => {
    const a = analyse({
      question: listTuple.text,
      questionId: listTuple.id,
      answer: "I use a tuple for a record like a point on a map. A tuple is mutable, so you can change it after it is built."
    })
    expect(a.points[0]!.covered).toBe(false)
    expect(a.improvedAnswer).not.toContain("A tuple is mutable")
    expect(a.improvedAnswer).toContain("I use a tuple for a record like a point on a map.")
    expect(a.improvedAnswer).toMatch(/tuple is immutable/)
  })

  it("a yes/no answer opening with the other verdict than the reference is corrected with the reference's verdict", () => {
    const question = "Can sound travel through the vacuum of space?"
    const reference = "No. Sound is a mechanical wave that needs a medium such as air, water or a solid to propagate. It cannot cross a vacuum."
    const other = analyse({ question, reference, answer: "Yes, sound needs a medium like air, so it can travel anywhere." })
    expect(other.improvedAnswer.startsWith("No. Sound is a mechanical wave that needs a medium")).toBe(true)
    // the same verdict is the candidate's own words, kept
    const same = analyse({ question, reference, answer: "No, sound is a wave that needs a medium like air or water to propagate, so it cannot cross a vacuum." })
    expect(same.improvedAnswer.startsWith("No, sound is a wave")).toBe(true)
  })

  it("an aptitude answer with the wrong result ends the improved answer with the right one", () => {
    const a = analyse({ question: trainSpeed.text, questionId: trainSpeed.id, answer: "Distance divided by time, so 25 over 2 is 10 km/h." })
    expect(a.improvedAnswer.endsWith("So the answer is 12.5 km/h.")).toBe(true)
  })

  it("a behavioural answer keeps the candidate's story and marks what to add, rather than borrowing another story", () => {
    const a = analyse({
      question: conflictStory.text,
      questionId: conflictStory.id,
      answer: "My teammate and I disagreed about the database schema. I listened to understand his concerns."
    })
    expect(a.improvedAnswer).toBe(
      "My teammate and I disagreed about the database schema. I listened to understand his concerns. [Add: Used data to decide.] [Add: Gives a measurable outcome.]"
    )
  })

  it("a question judged by its reference derives points from the reference's sentences", () => {
    const a = analyse({
      question: "What is a closure?",
      reference: "A closure is a function that remembers variables from the scope where it was defined. It is used for callbacks and for data privacy.",
      answer: "It is a function that keeps the variables of the scope it was defined in."
    })
    expect(a.points.map((p) => p.covered)).toEqual([true, false])
    expect(a.improvedAnswer).toBe("It is a function that keeps the variables of the scope it was defined in. It is used for callbacks and for data privacy.")
  })
})
