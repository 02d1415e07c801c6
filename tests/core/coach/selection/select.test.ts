import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { NextQuestionRequest } from "../../../../core/coach/schemas.ts"
import { makeQuestionBank } from "../../../../core/coach/selection/question-bank.ts"
import { experienceLevel, NO_MORE_QUESTIONS, selectQuestion } from "../../../../core/coach/selection/select.ts"
import { fixtureQuestions, goQuestions } from "../fixtures.ts"

const bank = makeQuestionBank(fixtureQuestions)
const request = (over: Partial<NextQuestionRequest> = {}): NextQuestionRequest => ({
  topic: "go",
  askedInThisInterview: [],
  recentlyAsked: [],
  seed: 7,
  ...over
})
const pick = (over: Partial<NextQuestionRequest> = {}) => {
  const next = selectQuestion(bank, request(over))
  if (next._tag !== "Question") throw new Error("expected a question")
  return next.question
}

/** Runs a whole interview: asks until none are left, feeding each pick back in. */
const interview = (seed: number | string, over: Partial<NextQuestionRequest> = {}): Array<string> => {
  const asked: Array<string> = []
  for (;;) {
    const next = selectQuestion(bank, request({ ...over, seed, askedInThisInterview: asked }))
    if (next._tag === "NoneLeft") return asked
    asked.push(next.question.id)
  }
}

describe("question selection", () => {
  it("never repeats a question within an interview, and ends with 'none left'", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.constantFrom(undefined, "easy", "medium", "hard"), (seed, difficulty) => {
        const ids = interview(seed, difficulty === undefined ? {} : { difficulty })
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids.length).toBe(goQuestions.length)
      })
    )
  })

  it("is deterministic for a given seed and inputs", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.array(fc.constantFrom(...goQuestions.map((q) => q.id)), { maxLength: 20 }), (seed, recent) => {
        expect(interview(seed, { recentlyAsked: recent })).toEqual(interview(seed, { recentlyAsked: recent }))
      })
    )
  })

  it("different seeds give different interviews", () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => interview(seed).join(",")))
    expect(orders.size).toBeGreaterThan(10)
  })

  it("picks the questions repeated least often across the user's recent interviews", () => {
    const easy = goQuestions.filter((q) => q.difficulty === "easy").map((q) => q.id)
    const recent = [easy[0]!, easy[0]!, easy[1]!, easy[2]!, easy[2]!, easy[3]!, easy[3]!]
    for (let seed = 0; seed < 30; seed++) expect(pick({ difficulty: "easy", recentlyAsked: recent, seed }).id).toBe(easy[1])
  })

  it("a chosen difficulty is respected while questions of it remain, then the nearest one is used", () => {
    const hard = goQuestions.filter((q) => q.difficulty === "hard").map((q) => q.id)
    for (let seed = 0; seed < 20; seed++) expect(pick({ difficulty: "hard", seed }).difficulty).toBe("hard")
    expect(pick({ difficulty: "hard", askedInThisInterview: hard }).difficulty).toBe("medium")
  })

  it("without a difficulty an interview warms up: easy first, hard later", () => {
    const ids = interview(3)
    const difficulty = (id: string) => goQuestions.find((q) => q.id === id)!.difficulty
    expect(ids.slice(0, 2).map(difficulty)).toEqual(["easy", "easy"])
    expect(difficulty(ids[6]!)).toBe("hard")
  })

  it("experience level shifts the mix: seniors get mostly hard questions, juniors mostly easy", () => {
    const count = (experience: string, difficulty: string) =>
      Array.from({ length: 200 }, (_, seed) => pick({ experience, seed })).filter((q) => q.difficulty === difficulty).length
    expect(count("senior engineer", "hard")).toBeGreaterThan(80)
    expect(count("intern", "easy")).toBeGreaterThan(80)
  })

  it("reads experience from free text", () => {
    expect(experienceLevel("Final-year student")).toBe("junior")
    expect(experienceLevel("3 years")).toBe("mid")
    expect(experienceLevel("7+ years")).toBe("senior")
    expect(experienceLevel("Staff engineer")).toBe("senior")
    expect(experienceLevel("whatever")).toBeNull()
  })

  it("a job description draws questions that share its terms more often", () => {
    const hits = Array.from({ length: 200 }, (_, seed) =>
      pick({ difficulty: "hard", seed, jobDescription: "Platform engineer building Kubernetes operators in Go" })
    ).filter((q) => q.tags.includes("kubernetes")).length
    expect(hits).toBeGreaterThan(80)
  })

  it("says 'none left' with the product's message when every question was asked", () => {
    const all = goQuestions.map((q) => q.id)
    expect(selectQuestion(bank, request({ askedInThisInterview: all }))).toEqual({
      _tag: "NoneLeft",
      topic: "go",
      asked: all.length,
      message: NO_MORE_QUESTIONS
    })
  })
})
