import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { scoreTone } from "../../../ui/fields/Score.tsx"
import { advance, screen } from "../dom.tsx"
import { preferReducedMotion, renderShown } from "./kit.tsx"

const shownNumber = (meter: Element) => meter.querySelector("[aria-hidden=true] span")?.textContent

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("score (spec §3: circular gauge, max 100, 1500 ms, green ≥ 80 %, yellow ≥ 60 %, red below)", () => {
  it("green from 80 % of the maximum, yellow from 60 %, red below", () => {
    expect([scoreTone(80, 100), scoreTone(79, 100), scoreTone(60, 100), scoreTone(59, 100)]).toEqual(["green", "yellow", "yellow", "red"])
    expect([scoreTone(8, 10), scoreTone(6, 10), scoreTone(5, 10)]).toEqual(["green", "yellow", "red"])
  })

  it("is a meter out of 100 by default, telling its final value at once", () => {
    renderShown({ key: "score", label: "Score", type: "score", properties: { value: 72 } })
    const meter = screen.getByRole("meter", { name: "Score" })
    expect(meter.getAttribute("aria-valuenow")).toBe("72")
    expect(meter.getAttribute("aria-valuemax")).toBe("100")
    expect(meter.getAttribute("aria-valuetext")).toBe("72 out of 100, good")
    expect(meter.dataset["tone"]).toBe("yellow")
  })

  it("counts up from 0 over 1500 ms", () => {
    renderShown({ key: "score", label: "Score", type: "score", properties: { value: 90 } })
    const meter = screen.getByRole("meter", { name: "Score" })
    expect(shownNumber(meter)).toBe("0")
    advance(700, vi.advanceTimersByTime)
    const midway = Number(shownNumber(meter))
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(90)
    advance(900, vi.advanceTimersByTime)
    expect(shownNumber(meter)).toBe("90")
    expect(meter.dataset["tone"]).toBe("green")
  })

  it("takes its maximum from properties.max", () => {
    renderShown({ key: "score", label: "Score", type: "score", properties: { value: 5, max: 10 } })
    const meter = screen.getByRole("meter", { name: "Score" })
    expect(meter.getAttribute("aria-valuemax")).toBe("10")
    expect(meter.dataset["tone"]).toBe("red")
  })

  it("with reduced motion it shows the score at once", () => {
    preferReducedMotion()
    renderShown({ key: "score", label: "Score", type: "score", properties: { value: 64 } })
    expect(shownNumber(screen.getByRole("meter", { name: "Score" }))).toBe("64")
  })
})

describe("rating (spec §3: animated stars, max default 5)", () => {
  const filled = () => Array.from(document.querySelectorAll("[data-filled=true] .scale-100")).length

  it("is one image 'Rating: 3 out of 5' with five stars by default", () => {
    renderShown({ key: "rating", label: "Rating", type: "rating", properties: { value: 3 } })
    const stars = screen.getByRole("img", { name: "Rating: 3 out of 5" })
    expect(stars.querySelectorAll("[data-filled]")).toHaveLength(5)
    expect(stars.querySelectorAll("[data-filled=true]")).toHaveLength(3)
  })

  it("the stars fill in one after another", () => {
    renderShown({ key: "rating", label: "Rating", type: "rating", properties: { value: 3 } })
    expect(filled()).toBe(0)
    advance(130, vi.advanceTimersByTime)
    expect(filled()).toBe(1)
    advance(700, vi.advanceTimersByTime)
    expect(filled()).toBe(3)
  })

  it("with reduced motion all stars show at once; properties.max sets how many", () => {
    preferReducedMotion()
    renderShown({ key: "rating", label: "Stars", type: "rating", properties: { value: 2, max: 3 } })
    expect(screen.getByRole("img", { name: "Stars: 2 out of 3" }).querySelectorAll("[data-filled]")).toHaveLength(3)
    expect(filled()).toBe(2)
  })
})

describe("feedback (spec §3: lines typed out in sequence, 3000 ms by default)", () => {
  const lines = ["Covered: generators are lazy.", "Missed: list comprehensions build lists.", "Next step: compare memory use."]
  const typed = () => Array.from(document.querySelectorAll("[data-typing] li")).map((li) => li.textContent ?? "")

  it("types the lines out one after another over 3000 ms", () => {
    renderShown({ key: "feedback", label: "Feedback", type: "feedback", properties: { content: lines } })
    expect(typed()).toEqual([])
    advance(1000, vi.advanceTimersByTime)
    const early = typed()
    expect(early).toHaveLength(2)
    expect(early[0]).toBe(lines[0])
    expect(lines[1]!.startsWith(early[1]!)).toBe(true)
    expect(early[1]!.length).toBeLessThan(lines[1]!.length)
    advance(2100, vi.advanceTimersByTime)
    expect(typed()).toEqual(lines)
    expect(document.querySelector("[data-typing]")?.getAttribute("data-typing")).toBe("done")
  })

  it("properties.duration sets how long the typing takes", () => {
    renderShown({ key: "feedback", label: "Feedback", type: "feedback", properties: { content: lines, duration: 500 } })
    advance(600, vi.advanceTimersByTime)
    expect(typed()).toEqual(lines)
  })

  it("screen readers get every line at once, under the field's label", () => {
    renderShown({ key: "feedback", label: "Feedback", type: "feedback", properties: { content: lines } })
    const list = screen.getByRole("list", { name: "Feedback" })
    expect(list.querySelectorAll("li")).toHaveLength(3)
    expect(list.textContent).toContain("Next step: compare memory use.")
  })

  it("with reduced motion every line shows at once", () => {
    preferReducedMotion()
    renderShown({ key: "feedback", label: "Feedback", type: "feedback", properties: { content: lines } })
    expect(typed()).toEqual(lines)
  })
})
