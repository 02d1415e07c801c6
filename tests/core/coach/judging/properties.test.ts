/** Scoring invariants as fast-check properties, over real bank questions and arbitrary input. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toAssessment, toSummary } from "../../../../core/coach/feedback/assessment.ts"
import { judge, ratingFor } from "../../../../core/coach/judging/assess.ts"
import { scanCues } from "../../../../core/coach/judging/cue-density.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { matchPoint } from "../../../../core/coach/judging/point-match.ts"
import { CompiledQuestionCache } from "../../../../core/coach/judging/question.ts"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import type { BankQuestion } from "../../../../core/coach/bank/types.ts"
import type { AssessmentRequest } from "../../../../core/coach/schemas.ts"
import { splitSentences } from "../../../../core/coach/reading/text.ts"
import { languageCases } from "./calibration/languages.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const questions = coach.bank.questions
const score = (request: AssessmentRequest): number => {
  const result = coach.assess(request)
  if (!("score" in result)) throw new Error(result.message)
  return result.score
}
const ask = (q: BankQuestion, answer: string): AssessmentRequest => ({
  question: q.text,
  talkingPoints: q.talkingPoints,
  reference: q.modelAnswer,
  kind: q.kind,
  ...(q.exactAnswer !== undefined ? { exactAnswer: q.exactAnswer } : {}),
  answer
})

const aQuestion = fc.constantFrom(...questions)
const words = ["the", "list", "is", "a", "tuple", "cache", "because", "not", "and", "memory", "it", "of", "fast", "thread", "lock", "um"]
const wordSalad = fc.array(fc.constantFrom(...words), { maxLength: 60 }).map((w) => w.join(" "))
const anyText = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 200 }), wordSalad, fc.lorem({ maxCount: 40 }))

const NOISE = [
  "Um, you know, basically, like, yeah.",
  "I like pizza and the weather is nice today.",
  "My favourite football team won on Sunday.",
  "So yeah, uh, I mean, sort of, that's it I guess.",
  "The cat sat on the mat while the kettle boiled.",
  "Anyway, I went hiking last weekend with my cousins."
]

describe("scoring properties", () => {
  it("any text gets an integer score in 0–100 and the rating that score maps to (1–5)", () => {
    fc.assert(
      fc.property(aQuestion, anyText, (q, answer) => {
        const result = coach.assess(ask(q, answer))
        if (!("score" in result)) throw new Error(result.message)
        expect(Number.isInteger(result.score)).toBe(true)
        expect(result.score).toBeGreaterThanOrEqual(0)
        expect(result.score).toBeLessThanOrEqual(100)
        expect(result.rating).toBe(ratingFor(result.score))
        expect([1, 2, 3, 4, 5]).toContain(result.rating)
        expect(result.feedback.at(-1)).toBe(result.nextStep)
      }),
      { numRuns: 300 }
    )
  })

  it("a question judged only by a reference answer also scores any text in 0–100", () => {
    fc.assert(
      fc.property(anyText, anyText, (reference, answer) => {
        const s = score({ question: "Explain the thing.", reference: `${reference} A cache keeps recent results close by.`, answer })
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(100)
      }),
      { numRuns: 200 }
    )
  })

  it("a longer correct answer never scores below its own first sentence (model answers, every prefix)", () => {
    fc.assert(
      fc.property(aQuestion, (q) => {
        const sentences = splitSentences(q.modelAnswer)
        const first = score(ask(q, sentences[0]!))
        for (let n = 2; n <= sentences.length; n++) expect(score(ask(q, sentences.slice(0, n).join(" ")))).toBeGreaterThanOrEqual(first)
      }),
      { numRuns: 150 }
    )
  })

  it("a longer correct answer never scores below its own first sentence (hand-written answers)", () => {
    for (const c of languageCases) {
      const q = coach.bank.byId.get(c.id)!
      const sentences = splitSentences(c.good)
      const first = score(ask(q, sentences[0]!))
      for (let n = 2; n <= sentences.length; n++) expect(score(ask(q, sentences.slice(0, n).join(" ")))).toBeGreaterThanOrEqual(first)
    }
  })

  it("appending filler or off-topic noise never raises the score by more than 5", () => {
    fc.assert(
      fc.property(
        aQuestion,
        fc.nat(),
        fc.array(fc.oneof(fc.constantFrom(...NOISE), fc.lorem({ maxCount: 12 })), { minLength: 1, maxLength: 4 }),
        (q, cut, noise) => {
          const sentences = splitSentences(q.modelAnswer)
          const answer = sentences.slice(0, 1 + (cut % sentences.length)).join(" ")
          const before = score(ask(q, answer))
          const after = score(ask(q, `${answer} ${noise.join(" ")}`))
          expect(after).toBeLessThanOrEqual(before + 5)
        }
      ),
      { numRuns: 200 }
    )
  })

  it("appending any noise sentence to the first sentence of any bank model answer never raises its score by more than 5 (every question, every noise)", () => {
    const raised: Array<string> = []
    for (const q of questions) {
      const first = splitSentences(q.modelAnswer)[0]!
      const before = score(ask(q, first))
      for (const noise of NOISE) {
        const after = score(ask(q, `${first} ${noise}`))
        if (after > before + 5) raised.push(`${q.id} ${before} → ${after} with "${noise}"`)
      }
    }
    expect(raised).toEqual([])
  })

  it("noise alone never scores more than 15", () => {
    fc.assert(
      fc.property(aQuestion, fc.array(fc.constantFrom(...NOISE), { minLength: 1, maxLength: 5 }), (q, noise) => {
        expect(score(ask(q, noise.join(" ")))).toBeLessThanOrEqual(15)
      }),
      { numRuns: 200 }
    )
  })

  it("the same answer always gets the same assessment", () => {
    fc.assert(
      fc.property(aQuestion, anyText, (q, answer) => {
        expect(coach.assess(ask(q, answer))).toEqual(coach.assess(ask(q, answer)))
      }),
      { numRuns: 100 }
    )
  })

  it("the one cue scan of all points finds the same evidence as each point looking up its own cues", () => {
    const compiled = new CompiledQuestionCache(coach.bank.lexicon())
    fc.assert(
      fc.property(aQuestion, fc.oneof(anyText, aQuestion.map((q) => q.modelAnswer)), (q, answer) => {
        const question = compiled.get({ text: q.text, kind: q.kind, talkingPoints: q.talkingPoints, reference: q.modelAnswer })
        const indexed = indexAnswer(answer)
        const scan = scanCues(question.points, indexed)
        question.points.forEach((point, i) => expect(matchPoint(point, indexed, undefined, scan.masks[i])).toEqual(matchPoint(point, indexed)))
      }),
      { numRuns: 200 }
    )
  })

  it("a batch result reports what the full assessment reports: score, rating, points (contradicted ones too), flags and next step", () => {
    const compiled = new CompiledQuestionCache(coach.bank.lexicon())
    fc.assert(
      fc.property(aQuestion, fc.oneof(anyText, aQuestion.map((q) => q.modelAnswer.slice(0, 200))), (q, answer) => {
        const j = judge(compiled.get({ text: q.text, kind: q.kind, talkingPoints: q.talkingPoints, reference: q.modelAnswer, ...(q.exactAnswer !== undefined ? { exactAnswer: q.exactAnswer } : {}) }), answer, undefined, meaning)
        const full = toAssessment(j)
        const summary = toSummary(j)
        expect(summary).toEqual({
          score: full.score,
          rating: full.rating,
          covered: full.covered.map((c) => c.point),
          missed: full.missed.map((m) => m.point),
          ...(full.contradicted !== undefined ? { contradicted: full.contradicted.map((c) => c.point) } : {}),
          flags: full.flags,
          nextStep: full.nextStep,
          ...(full.exact !== undefined ? { exact: full.exact } : {}),
          ...(full.star !== undefined ? { star: full.star } : {})
        })
      }),
      { numRuns: 200 }
    )
  })
})
