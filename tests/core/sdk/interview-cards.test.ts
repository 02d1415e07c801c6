import { describe, expect, it } from "vitest"
import { cardOfInterview, cardOfType, formatCardDate, scoreHistory, topicLabel } from "../../../core/sdk/interview-cards.ts"
import { interview, TYPES } from "../../ui/interviews/fixtures.ts"

describe("dashboard cards (spec §2)", () => {
  it("the topic badge is capitalised unless 'general'", () => {
    expect(topicLabel("python")).toBe("Python")
    expect(topicLabel("cpp")).toBe("C++")
    expect(topicLabel("data-structures")).toBe("Data Structures")
    expect(topicLabel("kotlin")).toBe("Kotlin")
    expect(topicLabel("general")).toBe("general")
  })

  it("dates read 'MMM d, yyyy'", () => {
    expect(formatCardDate("2026-12-01T12:00:00.000Z")).toBe("Dec 1, 2026")
    expect(formatCardDate("2027-03-15T12:00:00")).toBe("Mar 15, 2027")
    expect(formatCardDate("not a date")).toBe("")
  })

  it("an interview type is an 'available' card opening /new-interview/{id}", () => {
    expect(cardOfType(TYPES[0]!)).toMatchObject({ id: 1, status: "available", title: "Python Interview", category: "Programming Languages", date: null })
  })

  it("a user's interview dates itself by when it was completed, scheduled for, or started", () => {
    expect(cardOfInterview(interview(3, "COMPLETED"))).toMatchObject({ id: 3, status: "completed", date: "2026-11-21T10:30:00.000Z", score: 84 })
    expect(cardOfInterview(interview(4, "SCHEDULED"))).toMatchObject({ status: "scheduled", date: "2026-12-01T04:00:00.000Z" })
    expect(cardOfInterview(interview(5, "IN_PROGRESS"))).toMatchObject({ status: "in-progress", date: "2026-11-20T10:00:00.000Z", score: null })
  })

  it("the score history has one series per topic, oldest first, only of scored completed interviews", () => {
    const cards = [
      cardOfInterview(interview(1, "COMPLETED", { completedAt: "2026-11-03T10:00:00Z", score: 40 })),
      cardOfInterview(interview(2, "COMPLETED", { completedAt: "2026-11-01T10:00:00Z", score: 20 })),
      cardOfInterview(interview(3, "COMPLETED", { completedAt: "2026-11-02T10:00:00Z", score: 70, topic: "java" })),
      cardOfInterview(interview(4, "COMPLETED", { completedAt: "2026-11-04T10:00:00Z", score: null })),
      cardOfInterview(interview(5, "IN_PROGRESS"))
    ]
    const series = scoreHistory(cards)
    expect(series.map((s) => s.label)).toEqual(["Python", "Java"])
    expect(series[0]!.points.map((p) => p.score)).toEqual([20, 40])
  })
})
