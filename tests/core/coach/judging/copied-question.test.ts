/**
 * "The answer mostly repeats the question" is said of a question read back, not of a short answer in the question's
 * words that makes a point by cues the question does not hold (the arrow-function answer).
 */
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import type { Assessment } from "../../../../core/coach/schemas.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const arrows = coach.bank.byId.get("javascript-005")!
const assess = (answer: string): Assessment => {
  const a = coach.assess({ question: arrows.text, questionId: arrows.id, answer })
  if (a instanceof NothingToJudgeBy) throw new Error(a.message)
  return a
}

describe("a short answer in the question's own words", () => {
  it("that says what arrow functions lack makes its points and is no copy of the question", () => {
    const a = assess("Arrow functions do not have their own this and cannot be used with new.")
    expect(a.flags).not.toContain("copied-question")
    expect(a.covered.map((c) => c.point)).toEqual([arrows.talkingPoints[0]!.point, arrows.talkingPoints[2]!.point])
    expect(a.score).toBeGreaterThanOrEqual(35)
  })

  it("the question read back is still a copy, and scores low", () => {
    for (const answer of [arrows.text, `So, ${arrows.text.replace(/\?$/, ".")}`]) {
      const a = assess(answer)
      expect(a.flags).toContain("copied-question")
      expect(a.score).toBeLessThan(20)
    }
  })
})
