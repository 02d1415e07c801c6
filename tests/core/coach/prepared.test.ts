/**
 * A prepared bank (core/coach/prepared.ts) judges exactly as a coach that prepares every question itself, after a
 * trip through JSON text; anything damaged or foreign is refused rather than half used.
 */
import { describe, expect, it } from "vitest"
import { bankQuestions } from "../../../core/coach/bank/index.ts"
import { makeBuiltInCoach } from "../../../core/coach/built-in-coach.ts"
import { prepareBank, restorePrepared } from "../../../core/coach/prepared.ts"
import { makeQuestionBank } from "../../../core/coach/selection/question-bank.ts"
import { splitSentences } from "../../../core/coach/reading/text.ts"

const bank = makeQuestionBank(bankQuestions)
const text = JSON.stringify(prepareBank(bank))
const fresh = () => JSON.parse(text) as Record<string, unknown> & { questions: Array<[string, Record<string, unknown>]> }

describe("a prepared bank", () => {
  it("judges every bank question as the coach that prepares it itself, by id and by text", () => {
    const restored = restorePrepared(bank, fresh())
    expect(restored).not.toBeNull()
    expect(restored!.questions).toHaveLength(bankQuestions.length)
    const prepared = makeBuiltInCoach(bank, restored!)
    const computed = makeBuiltInCoach(makeQuestionBank(bankQuestions))
    for (const q of bankQuestions) {
      const sentences = splitSentences(q.modelAnswer)
      const answers = [
        sentences.slice(0, 2).join(" "),
        q.modelAnswer,
        "I am not sure, but I think it depends on the situation.",
        ...(q.exactAnswer === undefined ? [] : [`The answer is ${q.exactAnswer}.`])
      ]
      for (const answer of answers) {
        expect(prepared.judge({ question: q.text, questionId: q.id, answer }), q.id).toEqual(
          computed.judge({ question: q.text, questionId: q.id, answer })
        )
      }
      expect(prepared.assess({ question: q.text, answer: answers[0]! })).toEqual(computed.assess({ question: q.text, answer: answers[0]! }))
    }
    // every bank question judged twice over and compared deeply: ~8 s alone, and over 20 s on a machine busy with other work
  }, 60_000)

  it("still judges questions outside the bank, from a reference answer", () => {
    const prepared = makeBuiltInCoach(bank, restorePrepared(bank, fresh())!)
    const request = {
      question: "What does a load balancer do?",
      reference: "A load balancer spreads incoming requests across several servers and stops sending to unhealthy ones.",
      answer: "It spreads requests across servers and skips the unhealthy ones."
    }
    expect(prepared.judge(request)).toEqual(makeBuiltInCoach(makeQuestionBank(bankQuestions)).judge(request))
  })

  it("is refused when it is damaged, from another version, or of another bank", () => {
    const cases: Array<[string, (d: ReturnType<typeof fresh>) => unknown]> = [
      ["not an object", () => "prepared"],
      ["another version", (d) => ({ ...d, version: 2 })],
      ["another bank size", (d) => ({ ...d, count: 3 })],
      ["a question missing", (d) => ({ ...d, questions: d.questions.slice(1) })],
      ["an unknown id", (d) => ({ ...d, questions: [["nope-1", d.questions[0]![1]], ...d.questions.slice(1)] })],
      ["another question's text", (d) => ({ ...d, questions: [[d.questions[0]![0], d.questions[1]![1]], ...d.questions.slice(1)] })],
      ["a point that is not one", (d) => {
        d.questions[5]![1].points = [{ point: 42 }]
        return d
      }],
      ["a frequency that is text", (d) => {
        ;(d.lexicon as { documentFrequency: Array<[string, unknown]> }).documentFrequency[0]![1] = "many"
        return d
      }],
      ["a reference without its stem sequence", (d) => {
        const withReference = d.questions.find(([, q]) => q.reference !== null)!
        delete (withReference[1].reference as Record<string, unknown>).sequence
        return d
      }],
      ["a reference whose sentences do not fit its stems", (d) => {
        const withReference = d.questions.find(([, q]) => q.reference !== null)!
        ;(withReference[1].reference as { sequence: Array<string> }).sequence.pop()
        return d
      }],
      ["a key term pointing at synonyms the lexicon does not have", (d) => {
        const point = d.questions[0]![1].points as Array<{ keyTerms: Array<{ stem: string; alternatives: unknown }> }>
        point[0]!.keyTerms[0] = { ...point[0]!.keyTerms[0]!, stem: "zzzz-not-a-stem", alternatives: 1 }
        return d
      }]
    ]
    for (const [name, damage] of cases) expect(restorePrepared(bank, damage(fresh())), name).toBeNull()
  })
})
