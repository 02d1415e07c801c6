/**
 * One set of score bands for colour, stars and words (PRODUCT.md): the coach's rating bands, with the spec's gauge
 * colours (green from 80 %, yellow from 60 %, red below). A red 40/100 never sits beside cheerful stars or words.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ratingFor } from "../../../core/coach/judging/assess.ts"
import { bandOfRating, bandOfScore } from "../../../core/forms/fields.ts"
import { scoreBarColour } from "../../../ui/interviews/InterviewCard.tsx"
import { scoreTone } from "../../../ui/fields/Score.tsx"
import { renderShown } from "./kit.tsx"

describe("score bands", () => {
  it("every score's stars are the coach's rating, its colour the spec's, and the stars' own band is the same band", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
      const band = bandOfScore(score)
      expect(band.rating).toBe(ratingFor(score))
      expect(band.tone).toBe(score >= 80 ? "green" : score >= 60 ? "yellow" : "red")
      expect(bandOfRating(band.rating)).toEqual(band)
      expect(scoreTone(score, 100)).toBe(band.tone)
      expect(scoreBarColour(score)).toBe({ green: "bg-emerald-500", yellow: "bg-amber-400", red: "bg-red-500" }[band.tone])
    }))
  })

  it("a score out of another maximum is banded by its share", () => {
    expect([bandOfScore(8, 10).tone, bandOfScore(6, 10).tone, bandOfScore(5, 10).tone]).toEqual(["green", "yellow", "red"])
  })

  it("a red 40/100 shows red stars, and the band's word under the gauge", () => {
    renderShown({ key: "overallScore", label: "Overall score", type: "score", properties: { value: 40, max: 100 } })
    renderShown({ key: "overallRating", label: "Overall rating", type: "rating", properties: { value: ratingFor(40), max: 5 } })
    expect(document.querySelector("[role=meter]")!.getAttribute("data-tone")).toBe("red")
    expect(document.querySelector("[role=img]")!.getAttribute("data-tone")).toBe("red")
    const words = [...document.querySelectorAll("[data-band]")].map((e) => [e.getAttribute("data-band"), e.textContent])
    expect(words).toEqual([["red", "Needs work"]])
  })
})
