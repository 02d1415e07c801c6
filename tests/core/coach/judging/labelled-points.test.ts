/**
 * A talking point that opens with a name ("Isolation: …") means what follows the name: meaning is matched against
 * the explanation, while the point's cues still reward naming it.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import { meaningOfPoint } from "../../../../core/coach/judging/assess.ts"
import type { AssessmentRequest } from "../../../../core/coach/schemas.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const scoreOf = (request: AssessmentRequest): number => {
  const result = coach.assess(request)
  if (result instanceof NothingToJudgeBy) throw new Error(result.message)
  return result.score
}

describe("the meaning of a talking point", () => {
  it("is what follows a name of one to three words", () => {
    expect(meaningOfPoint("Isolation: concurrent transactions don't see each other's partial work.")).toBe("concurrent transactions don't see each other's partial work.")
    expect(meaningOfPoint("Rule of three: a class that defines a destructor usually needs copy operations too.")).toBe("a class that defines a destructor usually needs copy operations too.")
  })

  it("is the whole point when what comes before the colon is a claim, or there is no colon", () => {
    for (const point of [
      "Memoization is top-down: it caches results as the recursion first needs them.",
      "A cycle means no valid order: the sort cannot finish.",
      "Configure the thread pool executor explicitly and bound its queue: an unbounded one hides overload.",
      "Hash lookups take O(1) on average."
    ]) expect(meaningOfPoint(point)).toBe(point)
  })

  it("never adds words, and keeps every word after the colon (property)", () => {
    fc.assert(fc.property(fc.string(), (point) => {
      const meant = meaningOfPoint(point)
      expect(point.endsWith(meant)).toBe(true)
    }))
  })
})

describe("a named talking point judged by meaning", () => {
  const question = "Which guarantees does ACID give a database transaction?"
  // a cue no answer here hits, so only meaning can make the point
  const request = (point: string, answer: string): AssessmentRequest => ({ question, talkingPoints: [{ point, cues: [["serializable schedule"]] }], answer })
  const explanation = "concurrent transactions don't see each other's partial work, as if run one after another."

  it("is made by an answer that explains it without the name as well as the same point written without a name", () => {
    const answer = "Concurrent transactions do not see each other's partial work."
    expect(scoreOf(request(`Isolation: ${explanation}`, answer))).toBe(scoreOf(request(explanation, answer)))
  })

  it("is not made by the name alone", () => {
    expect(scoreOf(request(`Isolation: ${explanation}`, "Isolation."))).toBeLessThan(20)
  })
})
