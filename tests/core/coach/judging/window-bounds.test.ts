/**
 * Judging skips what cannot count (point-match.ts): a sentence that says no word of a point is not read against it,
 * and a window's chance is worked out only where the most it can come to could count. Both shortcuts must hold for
 * every window, or a judgement would change.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { Alignment, StatementWords } from "../../../../core/coach/judging/alignment.ts"
import { highestProbability, probabilityOf, readWindow } from "../../../../core/coach/judging/meaning.ts"
import { prepareStatement } from "../../../../core/coach/judging/statement.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const questions = builtInBank().questions

/** A bank question's points as statements, and an answer read against them: its own model answer and another's. */
const judged = (qi: number, oi: number) => {
  const q = questions[qi]!
  const frame = questionFrame(q.text, contentStems(q.text))
  const words = new StatementWords()
  const statements = q.talkingPoints.map((p) => prepareStatement(readMeaning(indexAnswer(p.point), meaning, frame), meaning, frame.compared, words))
  const read = readMeaning(indexAnswer(`${q.modelAnswer} ${questions[oi]!.modelAnswer}`), meaning, frame)
  return { statements, read, alignment: new Alignment(meaning, read, words) }
}

describe("what judging skips cannot count", () => {
  it("a sentence with no word that says one of the point's says nothing of it: no recall, no contradiction", () => {
    fc.assert(fc.property(fc.nat(questions.length - 1), fc.nat(questions.length - 1), (qi, oi) => {
      const { alignment, read, statements } = judged(qi, oi)
      for (const statement of statements) {
        const said = new Uint8Array(read.sentences.length)
        expect(alignment.markSaying(statement.columns, read, said)).toBe(true)
        said.forEach((flag, s) => {
          if (flag === 1) return
          const reading = readWindow(statement, read, s, s, alignment)
          expect([reading.recall, reading.contradicts]).toEqual([0, false])
        })
      }
    }), { numRuns: 20 })
  })

  it("the most a window's chance can come to is never below its chance", () => {
    fc.assert(fc.property(fc.nat(questions.length - 1), fc.nat(questions.length - 1), (qi, oi) => {
      const { alignment, read, statements } = judged(qi, oi)
      const last = read.sentences.length - 1
      for (const statement of statements) {
        for (let s = 0; s <= last; s++) {
          for (const to of s < last ? [s, s + 1] : [s]) {
            const reading = readWindow(statement, read, s, to, alignment)
            const highest = highestProbability(reading)
            expect(highest + 1e-12).toBeGreaterThanOrEqual(probabilityOf(reading))
          }
        }
      }
    }), { numRuns: 20 })
  })
})
