/** What the progress page shows of the figures: minutes, pauses, changes, and missed points under their question. */
import { describe, expect, it } from "vitest"
import { topicLabel } from "../../../core/sdk/interview-cards.ts"
import { formatChange, formatMinutes, formatPause, missedByQuestion } from "../../../core/sdk/progress.ts"

describe("the progress page's words for the figures", () => {
  it("says time practised in minutes, then hours and minutes", () => {
    expect([0, 45, 60, 125].map(formatMinutes)).toEqual(["0 min", "45 min", "1 h", "2 h 5 min"])
  })

  it("says a pause in seconds, and a dash when it was not measured", () => {
    expect([formatPause(1850), formatPause(null)]).toEqual(["1.9 s", "—"])
  })

  it("signs a change, and gives none for a single interview", () => {
    expect([formatChange(41), formatChange(-5), formatChange(0), formatChange(null)]).toEqual(["+41", "−5", "±0", null])
  })

  it("groups the most-missed points under their question, in the order of each question's most-missed point", () => {
    const p = (point: string, questionRef: string) => ({ point, questionRef, question: `${questionRef}?`, topic: "python", missed: 1, asked: 1 })
    expect(missedByQuestion([p("a", "q1"), p("b", "q2"), p("c", "q1")]).map((g) => [g.questionRef, g.points.map((x) => x.point)])).toEqual([
      ["q1", ["a", "c"]],
      ["q2", ["b"]]
    ])
  })

  it("names a weak-points interview's mixed topic as its type is, on the dashboard's cards and chart", () => {
    expect(topicLabel("weak-points")).toBe("Weak Points Practice")
  })
})
