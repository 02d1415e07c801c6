/**
 * The judging loop reuses its memory from answer to answer (the alignment's relations, compare()'s buffers, a window's
 * summed vector): what an answer is judged by must never leak into the next one's comparisons.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { Alignment, StatementWords } from "../../../../core/coach/judging/alignment.ts"
import { compare } from "../../../../core/coach/judging/meaning.ts"
import { prepareStatement } from "../../../../core/coach/judging/statement.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const questions = builtInBank().questions

const prepared = (qi: number) => {
  const q = questions[qi]!
  const frame = questionFrame(q.text, contentStems(q.text))
  const words = new StatementWords()
  const statements = q.talkingPoints.map((p) => prepareStatement(readMeaning(indexAnswer(p.point), meaning, frame), meaning, frame.compared, words))
  return { q, frame, words, statements }
}

describe("the judging loop's reused memory", () => {
  it("answers judged one after another, long then short, compare as each would alone", () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(questions.length - 1), fc.nat(questions.length - 1), fc.nat(30)), { minLength: 2, maxLength: 5 }), (answers) => {
      for (const [qi, oi, cut] of answers) {
        const { frame, q, statements, words } = prepared(qi)
        const text = cut % 2 === 0
          ? `${q.modelAnswer} ${questions[oi]!.modelAnswer}`
          : q.modelAnswer.split(" ").slice(0, 3 + cut).join(" ")
        const read = readMeaning(indexAnswer(text), meaning, frame)
        const shared = new Alignment(meaning, read, words)
        const last = read.sentences.length - 1
        for (const statement of statements) {
          for (let s = 0; s <= last; s++) {
            expect(compare(statement, read, s, s, shared)).toEqual(compare(statement, read, s, s, new Alignment(meaning)))
            if (s < last) expect(compare(statement, read, s, s + 1, shared)).toEqual(compare(statement, read, s, s + 1, new Alignment(meaning)))
          }
          if (last >= 0) expect(compare(statement, read, 0, last, shared)).toEqual(compare(statement, read, 0, last, new Alignment(meaning)))
        }
      }
    }), { numRuns: 15 })
  })

  it("an answer's alignment read after the next answer's was made fails loudly instead of reading the other's relations", () => {
    const { frame, q, statements, words } = prepared(0)
    const first = readMeaning(indexAnswer(q.modelAnswer), meaning, frame)
    const older = new Alignment(meaning, first, words)
    expect(compare(statements[0]!, first, 0, 0, older).recall).toBeGreaterThan(0)
    new Alignment(meaning, readMeaning(indexAnswer("Something else entirely."), meaning, frame), words)
    expect(() => compare(statements[0]!, first, 0, 0, older)).toThrow("an answer's alignment was read after the next answer's was made")
  })
})
