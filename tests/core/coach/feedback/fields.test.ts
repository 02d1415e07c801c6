import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { analysisFields, assessmentFields, reportCardFields } from "../../../../core/coach/feedback/fields.ts"
import type { Assessment, DetailedAnalysis } from "../../../../core/coach/schemas.ts"
import { makeQuestionBank } from "../../../../core/coach/selection/question-bank.ts"
import { reportCard } from "../../../../core/coach/feedback/report-card.ts"
import { FieldDefinitions } from "../../../../core/contract/fields.ts"
import { conflictStory, fixtureQuestions, trainSpeed } from "../fixtures.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(makeQuestionBank(fixtureQuestions), undefined, meaning)
const decode = Schema.decodeUnknownSync(FieldDefinitions)

describe("coach results as field definitions", () => {
  it("an assessment is a score gauge, a rating, a feedback list and display facts that decode as field definitions", () => {
    const a = coach.assess({
      question: conflictStory.text,
      questionId: conflictStory.id,
      answer: "At my last job we disagreed about a cache. I listened and I ran a benchmark. As a result we shipped 2 days early.",
      timing: { durationMs: 20_000, segments: [{ text: "at my last job", startMs: 0, endMs: 9_000 }, { text: "as a result", startMs: 10_000, endMs: 20_000 }] }
    }) as Assessment
    const fields = decode(assessmentFields(a))
    expect(fields.map((f) => [f.key, f.type])).toEqual([
      ["score", "score"],
      ["rating", "rating"],
      ["feedback", "feedback"],
      ["star", "display"],
      ["quantifiedResult", "display"],
      ["pace", "display"],
      ["fillers", "display"],
      ["longestPause", "display"]
    ])
    expect(fields[0]!.properties).toMatchObject({ value: a.score, max: 100 })
    expect(fields[1]!.properties).toMatchObject({ value: a.rating, max: 5 })
    expect(fields[2]!.properties?.content).toEqual(a.feedback)
    expect(fields[3]!.properties?.content).toBe("situation ✓, task ✗, action ✓, result ✓")
  })

  it("an aptitude assessment shows the exact-answer check with a success or error icon word", () => {
    const a = coach.assess({ question: trainSpeed.text, questionId: trainSpeed.id, answer: "It is 12.5 km/h." }) as Assessment
    expect(decode(assessmentFields(a)).find((f) => f.key === "exactAnswer")?.properties).toMatchObject({
      content: "Correct: 12.5 km/h",
      className: "success"
    })
  })

  it("the detailed analysis and the report card decode as field definitions too", () => {
    const analysis = coach.analyse({ question: trainSpeed.text, questionId: trainSpeed.id, answer: "12.5" }) as DetailedAnalysis
    expect(decode(analysisFields(analysis)).map((f) => f.key)).toEqual(["point1", "point2", "modelAnswer", "improvedAnswer"])
    const card = reportCard({ strikes: 3, endReason: "tab-switching", questions: [{ text: "a", topic: "go", status: "answered", score: 40 }] })
    expect(decode(reportCardFields(card)).map((f) => f.key)).toEqual(["overallScore", "overallRating", "weakest", "answered", "strikes", "ending"])
  })
})
