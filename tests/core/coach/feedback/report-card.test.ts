import { describe, expect, it } from "vitest"
import { reportCard } from "../../../../core/coach/feedback/report-card.ts"

describe("the report card", () => {
  it("gives the overall score, with skipped questions counting 0, and each question's score and rating", () => {
    const card = reportCard({
      strikes: 0,
      endReason: "completed",
      questions: [
        { text: "Q1", topic: "python", status: "answered", score: 90, rating: 5 },
        { text: "Q2", topic: "python", status: "skipped", score: null },
        { text: "Q3", topic: "python", status: "answered", score: 60, rating: 4 }
      ]
    })
    expect(card.overallScore).toBe(50)
    expect(card.overallRating).toBe(3)
    expect(card.questions.map((q) => [q.number, q.score, q.rating, q.status])).toEqual([
      [1, 90, 5, "answered"],
      [2, 0, 1, "skipped"],
      [3, 60, 4, "answered"]
    ])
    expect([card.answered, card.skipped]).toEqual([2, 1])
  })

  it("names the strongest and weakest topics when the interview spans several", () => {
    const card = reportCard({
      strikes: 1,
      endReason: "ended-early",
      questions: [
        { text: "a", topic: "python", status: "answered", score: 90 },
        { text: "b", topic: "sql", status: "answered", score: 30 },
        { text: "c", topic: "python", status: "answered", score: 80 },
        { text: "d", topic: "hr", status: "answered", score: 60 }
      ]
    })
    expect(card.strongest.map((a) => [a.label, a.score])).toEqual([["Python", 85]])
    expect(card.weakest.map((a) => [a.label, a.score])).toEqual([["SQL", 30]])
    expect(card.ending).toBe("You ended the interview early.")
    expect(card.strikes).toBe(1)
  })

  it("within one topic, the question tags are the areas", () => {
    const card = reportCard({
      strikes: 0,
      endReason: "completed",
      questions: [
        { text: "a", topic: "python", tags: ["generators"], status: "answered", score: 95 },
        { text: "b", topic: "python", tags: ["decorators"], status: "answered", score: 70 },
        { text: "c", topic: "python", tags: ["gil", "threads"], status: "answered", score: 20 },
        { text: "d", topic: "python", tags: ["collections"], status: "answered", score: 50 }
      ]
    })
    expect(card.strongest.map((a) => a.area)).toEqual(["generators", "decorators"])
    expect(card.weakest.map((a) => a.area)).toEqual(["gil", "threads"])
  })

  it("says the interview was closed for tab switching, with the strike count", () => {
    const card = reportCard({ strikes: 3, endReason: "tab-switching", questions: [{ text: "a", topic: "go", status: "answered", score: 40 }] })
    expect(card.ending).toBe("The interview was closed after 3 strikes for leaving the interview tab or fullscreen.")
    expect(card.weakest.map((a) => a.label)).toEqual(["Go"])
    expect(card.strongest).toEqual([])
  })

  it("an interview with no questions has no overall score", () => {
    const card = reportCard({ strikes: 0, endReason: "ended-early", questions: [] })
    expect(card.overallScore).toBeNull()
    expect(card.overallRating).toBeNull()
  })
})
