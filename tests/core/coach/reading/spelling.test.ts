/**
 * Typing slips read as the word meant (spelling.ts): which words are one slip apart, which slips are read as a word
 * of the question, and what that changes in a judgement.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { oneSlipApart, spellingOf } from "../../../../core/coach/reading/spelling.ts"
import type { Assessment, AssessmentRequest } from "../../../../core/coach/schemas.ts"
import { meaning } from "../../../support/meaning.ts"

const word = fc.string({ unit: fc.constantFrom(..."abcdefghij"), minLength: 2, maxLength: 10 })
const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz")

describe("one slip apart", () => {
  it("holds after any one letter added, dropped, changed or two neighbours swapped, either way round", () => {
    fc.assert(fc.property(word, fc.nat(), letter, fc.constantFrom("add", "drop", "change", "swap"), (w, at, c, kind) => {
      const i = at % w.length
      const slipped = kind === "add" ? w.slice(0, i) + c + w.slice(i)
        : kind === "drop" ? w.slice(0, i) + w.slice(i + 1)
        : kind === "change" ? w.slice(0, i) + c + w.slice(i + 1)
        : i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w
      if (slipped === w) return
      expect(oneSlipApart(w, slipped)).toBe(true)
      expect(oneSlipApart(slipped, w)).toBe(true)
    }))
  })

  it("never holds for a word and itself, nor for words two changes apart", () => {
    fc.assert(fc.property(word, (w) => {
      expect(oneSlipApart(w, w)).toBe(false)
    }))
    expect(oneSlipApart("separated", "seporatted")).toBe(false)
    expect(oneSlipApart("terminal", "terminus")).toBe(false)
    expect(oneSlipApart("abc", "cba")).toBe(false)
  })
})

describe("reading a slip as the question's word", () => {
  const vocabulary = indexAnswer("Terminals 1 and 2 are not separated by the gap; the positive terminal is connected. Use async code. The value and the valve.")
    .sentences.flatMap((s) => s.words)
  const spelling = spellingOf(vocabulary, (token) => meaning.id(token) >= 0)

  it("reads an unknown word one slip from exactly one of the question's words as that word", () => {
    expect(spelling("seperated")?.token).toBe("separated")
    expect(spelling("postive")?.token).toBe("positive")
    expect(spelling("conected")?.token).toBe("connected")
    expect(spelling("termnial")?.token).toBe("terminal")
  })

  it("reads nothing into a short word, a word two slips away, a slip of two words, or an opposite", () => {
    expect(spelling("gapp")).toBeNull()
    expect(spelling("sepratted")).toBeNull()
    // "valye" is one slip from both "value" and "valve"
    expect(spelling("valye")).toBeNull()
    // "asynced"/"synced" style: never read a word as its opposite
    expect(spelling("negative")).toBeNull()
  })
})

describe("what a slip changes in a judgement", () => {
  const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
  const assess = (request: AssessmentRequest): Assessment => {
    const a = coach.assess(request)
    if (a instanceof NothingToJudgeBy) throw new Error(a.message)
    return a
  }
  const question = "Explain why you got a voltage reading of 0 for terminal 1 and terminal 2."
  const reference = "Terminals 1 and 2 are not separated by the gap"

  it("a slip in the very word reversed is still read as saying the opposite", () => {
    for (const answer of ["terminals 1 and 2 are separated by a gap", "terminals 1 and 2 are seperated by a gap"]) {
      const a = assess({ question, reference, answer })
      expect(a.feedback.some((l) => l.startsWith("Contradicts: "))).toBe(true)
    }
  })

  // (read as unknown words, the slips left it at 61 against 96; the word cues still miss them, so a little stays)
  it("a right answer with slips scores about as the same answer spelt right", () => {
    const right = assess({ question, reference: "Terminal 1 is connected to the negative battery terminal", answer: "terminal 1 is connected to the negative battery terminal" })
    const slipped = assess({ question, reference: "Terminal 1 is connected to the negative battery terminal", answer: "terminal 1 is conected to the negative batery termnial" })
    expect(slipped.score).toBeGreaterThanOrEqual(right.score - 5)
  })
})
