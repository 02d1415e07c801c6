import { describe, expect, it } from "vitest"
import { checkExact, parseExpected } from "../../../../core/coach/judging/aptitude.ts"
import { extractNumbers } from "../../../../core/coach/reading/numbers.ts"

const values = (text: string) => extractNumbers(text).map((m) => Math.round(m.value * 1e6) / 1e6)
const check = (expected: string, answer: string) => checkExact(parseExpected(expected), answer)

describe("numbers as candidates write and say them", () => {
  it.each([
    ["12.5", 12.5],
    ["1,200", 1200],
    ["3/8", 0.375],
    ["1 1/2", 1.5],
    ["12 and a half", 12.5],
    ["twelve point five", 12.5],
    ["three eighths", 0.375],
    ["two thirds", 0.666667],
    ["a quarter", 0.25],
    ["one hundred and twenty", 120],
    ["twelve hundred", 1200],
    ["13 over 28", 0.464286],
    ["25%", 25],
    ["25 percent", 25]
  ])("reads %s as %d", (text, value) => {
    expect(values(text)).toEqual([value])
  })

  it("marks percentages and ratios", () => {
    expect(extractNumbers("about 40 per cent")[0]!.percent).toBe(true)
    expect(extractNumbers("in the ratio 2:3")[0]!.ratio).toEqual([2, 3])
  })
})

describe("the exact-answer check", () => {
  it("accepts the exact answer however it is written: '12.5', '12 and a half', 'twelve point five'", () => {
    for (const answer of ["It is 12.5 km/h.", "So 12 and a half km per hour.", "I get twelve point five."]) {
      expect(check("12.5 km/h", answer).correct).toBe(true)
    }
  })

  it("accepts a fraction written as a fraction, in words or as a decimal", () => {
    for (const answer of ["The probability is 3/4.", "It is three quarters.", "That's 0.75."]) expect(check("3/4", answer).correct).toBe(true)
  })

  it("accepts a rounded decimal at the precision the candidate chose, but not a wrong one", () => {
    expect(check("1/3", "about 0.33").correct).toBe(true)
    expect(check("1/3", "about 0.3").correct).toBe(true)
    expect(check("1/3", "about 0.35").correct).toBe(false)
    expect(check("2.5", "roughly 3").correct).toBe(false)
  })

  it("accepts a percentage as a fraction and the other way round", () => {
    expect(check("25%", "a quarter of the cost").correct).toBe(true)
    expect(check("3/8", "that is 37.5%").correct).toBe(true)
  })

  it("the answer the candidate commits to decides, not numbers from their working", () => {
    expect(check("54 km/h", "150 metres in 10 seconds is 15 m/s, so the answer is 54 km/h.").correct).toBe(true)
    expect(check("54 km/h", "It covers 54 metres, hmm, so the answer is 15 km/h.").correct).toBe(false)
    expect(check("54 km/h", "The answer is 54 km/h. Check: 54 divided by 3.6 is 15.").correct).toBe(true)
  })

  it("hedging between two different answers is not an answer", () => {
    expect(check("42", "It's either 42 or 44.").correct).toBe(false)
    expect(check("3/4", "So the answer is 3/4, or 75 percent.").correct).toBe(true)
  })

  it("the direction words of an answer count: a 4% decrease is not a 4% increase", () => {
    expect(check("4% decrease", "Overall it is a four percent loss.").correct).toBe(true)
    expect(check("4% decrease", "Overall it is a 4 percent increase.").correct).toBe(false)
  })

  it("checks word answers, numbered conclusions and single letters", () => {
    expect(check("Friday", "It falls on a Friday.").correct).toBe(true)
    expect(check("Only II follows", "Only conclusion two follows.").correct).toBe(true)
    expect(check("Only II follows", "Both conclusions follow.").correct).toBe(false)
    expect(check("E", "So the answer is E.").correct).toBe(true)
    expect(check("E", "Not sure, e.g. it could be anyone.").correct).toBe(false)
  })

  it("reports what the candidate gave", () => {
    expect(check("42", "I worked it out as 40.")).toEqual({ expected: "42", given: "40", correct: false })
    expect(check("42", "No idea.")).toEqual({ expected: "42", given: null, correct: false })
  })
})
