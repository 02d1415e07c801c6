/**
 * The model answers a server's coach judges before it says it is ready (rehearsal()): every kind of question, spread
 * over the whole bank, each question once.
 */
import { describe, expect, it } from "vitest"
import { builtInBank, rehearsal } from "../../../../core/coach/built-in-layer.ts"

describe("the coach's start-up rehearsal", () => {
  const questions = builtInBank().questions
  const picked = rehearsal()

  it("holds a few hundred bank questions, each once", () => {
    expect(picked.length).toBeGreaterThanOrEqual(250)
    expect(picked.length).toBeLessThanOrEqual(320)
    expect(new Set(picked.map((q) => q.id)).size).toBe(picked.length)
    for (const q of picked) expect(builtInBank().byId.get(q.id)).toBe(q)
  })

  it("has every kind of question, and reaches from the start of the bank to its end", () => {
    expect(new Set(picked.map((q) => q.kind))).toEqual(new Set(questions.map((q) => q.kind)))
    const places = picked.map((q) => questions.indexOf(q)).sort((a, b) => a - b)
    expect(places[0]).toBeLessThan(10)
    expect(places.at(-1)).toBeGreaterThan(questions.length - 10)
    const topics = new Set(questions.map((q) => q.topic))
    expect(new Set(picked.map((q) => q.topic)).size).toBeGreaterThanOrEqual(Math.ceil(0.9 * topics.size))
  })
})
