/**
 * Numbers in place (core/coach/reading/numbers-in-place.ts): which numbers a sentence says beside which words, and
 * when another number stands where a statement's stood.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { numbersIn, otherNumberInPlace, valuesOfTokens, valuesSaid } from "../../../../core/coach/reading/numbers-in-place.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const q = "How many are there?"
const frame = questionFrame(q, contentStems(q))
const read = (text: string) => readMeaning(indexAnswer(text), meaning, frame)
const placed = (text: string) => numbersIn(read(text), 0).map((n) => `${n.before ?? "-"} ${n.value} ${n.after ?? "-"}`)
const other = (statement: string, answer: string): boolean => {
  const s = read(statement)
  const a = read(answer)
  return otherNumberInPlace(numbersIn(s, 0), valuesSaid(s, 0, 0), numbersIn(a, 0), valuesSaid(a, 0, 0))
}

describe("numbers in place", () => {
  it("reads a number and the content words beside it in its clause", () => {
    expect(placed("HTTPS listens on port 443 by default.")).toEqual(["port 443 -"])
    expect(placed("An address has 32 bits.")).toEqual(["- 32 bit"])
    expect(placed("It has four octets.")).toEqual(["- 4 octet"])
    expect(placed("The valley lies 20 meters lower.")).toEqual(["li 20 meter"])
  })

  it("reads no number that is part of a longer one, or that stands beside no content word", () => {
    expect(placed("It serves 10,000 hosts.")).toEqual([])
    expect(placed("There are 2^32 addresses.")).toEqual([])
    expect(placed("It has thirty-two bits.")).toEqual([])
    expect(placed("Pick one of them.")).toEqual([])
  })

  it("finds another number between the same words, not the same one or one said beside it", () => {
    expect(other("HTTPS listens on port 443.", "HTTPS listens on port 8443.")).toBe(true)
    expect(other("An address has 32 bits.", "An address has 64 bits.")).toBe(true)
    expect(other("An address has 32 bits.", "An address has 32 bits.")).toBe(false)
    expect(other("An address has 32 bits.", "It is 4 bytes, so 32 bits, not 64 bits.")).toBe(false)
    expect(other("HTTPS listens on port 443.", "It needs 2 ports.")).toBe(false)
    expect(other("It takes 20 meters.", "It is 40 seconds.")).toBe(false)
  })

  it("where the statement says both numbers, tells their places apart by the two words after each", () => {
    // "4 valence electrons and 6 protons": 6 is said, but not of valence electrons
    expect(other("Carbon has 4 valence electrons and 6 protons.", "Carbon has 6 valence electrons.")).toBe(true)
    expect(other("Carbon has 4 valence electrons and 6 protons.", "Carbon has 4 valence electrons and 6 protons in its nucleus.")).toBe(false)
    expect(other("Carbon has 4 valence electrons and 6 protons.", "Carbon has 6 valence electrons, no, 4 valence electrons.")).toBe(false)
    expect(other("Carbon has 4 valence electrons and 6 protons.", "Carbon has 6 protons.")).toBe(false)
  })

  it("never finds another number where the answer says every number of the statement", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 2, max: 999 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 2, max: 999 }), (values, extra) => {
      const statement = `It has ${values.map((v) => `${v} bits`).join(" and ")}.`
      const answer = `It has ${[extra, ...values].map((v) => `${v} bits`).join(" and ")}.`
      expect(other(statement, answer)).toBe(false)
    }), { numRuns: 50 })
  })

  it("reads the values of tokens one by one", () => {
    expect([...valuesOfTokens(["port", "443", "four", "one", "3.5"])].sort((a, b) => a - b)).toEqual([3.5, 4, 443])
  })
})
