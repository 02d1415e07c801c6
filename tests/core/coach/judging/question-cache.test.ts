/**
 * The compiled-question cache knows a question by what it says: talking points of the same content (a stored
 * question's, read anew, or passed to the coach's thread as a copy) find the question compiled before; points that
 * differ in a word, a cue or a follow-up do not.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { CompiledQuestionCache } from "../../../../core/coach/judging/question.ts"

const bank = builtInBank()
const aQuestion = fc.constantFrom(...bank.questions)
const inputOf = (q: (typeof bank.questions)[number], talkingPoints = q.talkingPoints) =>
  ({ text: q.text, kind: q.kind, talkingPoints, reference: q.modelAnswer })

describe("the compiled-question cache", () => {
  it("finds a question again from a copy of its talking points", () => {
    const cache = new CompiledQuestionCache(bank.lexicon())
    fc.assert(
      fc.property(aQuestion, (q) => {
        const first = cache.get(inputOf(q))
        expect(cache.get(inputOf(q, structuredClone(q.talkingPoints)))).toBe(first)
        expect(cache.get(inputOf(q, JSON.parse(JSON.stringify(q.talkingPoints))))).toBe(first)
      }),
      { numRuns: 60 }
    )
  })

  it("compiles the question anew when a point, a cue or a follow-up differs", () => {
    const cache = new CompiledQuestionCache(bank.lexicon())
    fc.assert(
      fc.property(aQuestion, fc.constantFrom("point", "cue", "followUp", "fewer"), (q, change) => {
        const first = cache.get(inputOf(q))
        const points = structuredClone(q.talkingPoints) as Array<{ point: string; cues: Array<Array<string>>; followUp?: string }>
        if (change === "point") points[0]!.point += " Also more."
        else if (change === "cue") points[0]!.cues[0]!.push("an extra cue")
        else if (change === "followUp") points[0]!.followUp = `${points[0]!.followUp ?? ""} And why?`
        else points.pop()
        expect(cache.get(inputOf(q, points))).not.toBe(first)
      }),
      { numRuns: 60 }
    )
  })
})
