import { describe, expect, it } from "vitest"
import { deliveryFacts } from "../../../../core/coach/judging/delivery.ts"

const fillers = (answer: string) =>
  Object.fromEntries(deliveryFacts(answer, { durationMs: 60_000 }).fillers.map((f) => [f.word, f.count]))

describe("delivery facts", () => {
  it("words per minute come from the spoken span of the segments, else the duration", () => {
    const words = Array.from({ length: 150 }, () => "word").join(" ")
    expect(deliveryFacts(words, { durationMs: 60_000 }).wordsPerMinute).toBe(150)
    const timed = deliveryFacts(words, {
      durationMs: 90_000,
      segments: [
        { text: "first half", startMs: 1_000, endMs: 20_000 },
        { text: "second half", startMs: 25_000, endMs: 31_000 }
      ]
    })
    expect(timed.wordsPerMinute).toBe(300)
    expect(timed.pace).toBe("fast")
  })

  it("the longest pause is the biggest gap between segments, in any order given", () => {
    const facts = deliveryFacts("one two three four five six", {
      durationMs: 20_000,
      segments: [
        { text: "five six", startMs: 12_000, endMs: 14_000 },
        { text: "one two", startMs: 0, endMs: 2_000 },
        { text: "three four", startMs: 3_000, endMs: 5_000 }
      ]
    })
    expect(facts.longestPauseMs).toBe(7_000)
  })

  it("without segments there is no pause figure, and a very short answer has no pace", () => {
    const facts = deliveryFacts("yes", { durationMs: 1_000 })
    expect(facts.longestPauseMs).toBeNull()
    expect(facts.wordsPerMinute).toBeNull()
    expect(facts.pace).toBeNull()
  })

  it("counts filler words including multi-word ones such as 'you know' and 'sort of'", () => {
    expect(fillers("Um, so you know, it's sort of like, uh, a cache. I mean, it basically stores things.")).toEqual({
      um: 1,
      uh: 1,
      "you know": 1,
      "sort of": 1,
      like: 1,
      "i mean": 1,
      basically: 1
    })
  })

  it("does not count the ordinary uses of 'like', 'kind of' and 'you know'", () => {
    expect(fillers("I like Python. It is a kind of tree. Do you know how it works? Languages like Go are fast.")).toEqual({})
  })

  it("counts fillers in unpunctuated transcripts", () => {
    expect(fillers("so you know we used um a queue and stuff")).toEqual({ "you know": 1, um: 1, "and stuff": 1 })
  })

  it("reports fillers per hundred words and invalid segments are ignored", () => {
    const facts = deliveryFacts("um " + Array.from({ length: 99 }, () => "word").join(" "), {
      durationMs: 40_000,
      segments: [{ text: "bad", startMs: 5_000, endMs: 1_000 }]
    })
    expect(facts.fillersPer100Words).toBe(1)
    expect(facts.longestPauseMs).toBeNull()
    expect(facts.speakingMs).toBe(40_000)
  })
})
