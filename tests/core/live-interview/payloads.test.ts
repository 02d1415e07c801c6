/** Reading the question payload (spec §3, §4 step 7) and measuring a spoken answer. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { heardFinal, heardInterim, NOT_SPOKEN, recognitionStarted, timingOf } from "../../../core/live-interview/answer-timing.ts"
import { questionHeading, readQuestion } from "../../../core/live-interview/question.ts"
import { questionFields } from "./support.ts"

describe("the question payload", () => {
  it("the field with key 'question' holds the text in properties.content and the question id in id", () => {
    const fields = questionFields(42, "Explain list comprehensions.")
    expect(readQuestion({ fields })).toEqual({ _tag: "Question", question: { id: 42, text: "Explain list comprehensions.", fields } })
  })

  it("no question left: the server's message, or 'No more questions available. You can end the interview here.'", () => {
    expect(readQuestion({ message: "No more questions available. You can end the interview here.", fields: [] })).toEqual({
      _tag: "NoneLeft",
      message: "No more questions available. You can end the interview here."
    })
    expect(readQuestion({ fields: [] })).toEqual({ _tag: "NoneLeft", message: "No more questions available. You can end the interview here." })
  })

  it("a question field without content counts as no content", () => {
    expect(readQuestion({ fields: [{ key: "question", id: 1, type: "display", properties: { content: "  " } }] })._tag).toBe("NoneLeft")
  })
})

describe("a follow-up question (issue #16)", () => {
  const followUpFields = [
    { key: "question", id: 7, label: "Follow-up to question 2", type: "display", properties: { content: "What does it cost on writes?", questionId: 7, number: 2, followUp: true } }
  ]

  it("is read with the number of the question it follows up, and the bar says so", () => {
    const read = readQuestion({ fields: followUpFields })
    expect(read).toEqual({ _tag: "Question", question: { id: 7, text: "What does it cost on writes?", fields: followUpFields, number: 2, followUp: true } })
    if (read._tag !== "Question") return
    expect(questionHeading(read.question, 5)).toBe("Follow-up to question 2")
  })

  it("a main question's heading is its own number when the server sends one, else the counter", () => {
    const read = readQuestion({ fields: [{ key: "question", id: 9, type: "display", properties: { content: "Next?", number: 3 } }] })
    if (read._tag !== "Question") throw new Error("no question")
    expect(questionHeading(read.question, 4)).toBe("Question 3")
    expect(questionHeading(null, 4)).toBe("Question 4")
    // A number that is not a positive whole number is ignored.
    const odd = readQuestion({ fields: [{ key: "question", id: 9, type: "display", properties: { content: "Next?", number: -1 } }] })
    if (odd._tag !== "Question") throw new Error("no question")
    expect(questionHeading(odd.question, 4)).toBe("Question 4")
  })
})

describe("the spoken answer's timing", () => {
  it("segments run from their first interim result to their final one, relative to when listening started", () => {
    let spoken = recognitionStarted(NOT_SPOKEN, 5000)
    spoken = heardInterim(spoken, 5400)
    spoken = heardInterim(spoken, 5900)
    spoken = heardFinal(spoken, "First part.", 6200)
    spoken = heardFinal(spoken, "Second.", 9000)
    expect(timingOf(spoken)).toEqual({
      durationMs: 4000,
      segments: [{ text: "First part.", startMs: 400, endMs: 1200 }, { text: "Second.", startMs: 4000, endMs: 4000 }]
    })
  })

  it("nothing final heard means no timing", () => {
    expect(timingOf(heardInterim(recognitionStarted(NOT_SPOKEN, 1), 2))).toBeUndefined()
  })

  it("any clock readings give segments in order within the contract's bounds", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5000), fc.boolean()), { minLength: 1, maxLength: 40 }), fc.nat(10_000), (steps, start) => {
        let at = start
        let spoken = recognitionStarted(NOT_SPOKEN, at)
        for (const [gap, final] of steps) {
          at += gap
          spoken = final ? heardFinal(spoken, "words", at) : heardInterim(spoken, at)
        }
        const timing = timingOf(spoken)
        if (timing === undefined) return
        expect(timing.durationMs).toBeGreaterThanOrEqual(0)
        expect(timing.durationMs).toBeLessThanOrEqual(3_600_000)
        for (const s of timing.segments ?? []) {
          expect(s.startMs).toBeGreaterThanOrEqual(0)
          expect(s.endMs).toBeGreaterThanOrEqual(s.startMs)
          expect(s.endMs).toBeLessThanOrEqual(timing.durationMs)
        }
      })
    )
  })
})
