import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { opposable, opposed, opposedActions, opposedProperties } from "../../../../core/coach/reading/opposites.ts"

const LISTED = ["absorb", "release", "emit", "allow", "block", "add", "remove", "open", "close", "sorted", "unsorted", "fast", "slow", "before", "after", "heat", "table"]
const word = fc.oneof(fc.constantFrom(...LISTED), fc.stringMatching(/^[a-z]{1,10}$/))

describe("opposites", () => {
  it("every relation is symmetric and no word is its own opposite", () => {
    fc.assert(fc.property(word, word, (a, b) => {
      expect(opposed(a, b)).toBe(opposed(b, a))
      expect(opposedProperties(a, b)).toBe(opposedProperties(b, a))
      expect(opposedActions(a, b)).toBe(opposedActions(b, a))
      expect(opposed(a, a) || opposedProperties(a, a) || opposedActions(a, a)).toBe(false)
    }))
  })

  it("opposite actions are opposites, and their words opposable", () => {
    fc.assert(fc.property(word, word, (a, b) => {
      if (opposedActions(a, b)) expect(opposed(a, b) && opposable(a) && opposable(b)).toBe(true)
    }))
  })

  it("names the actions done to a thing, not states or things", () => {
    expect(opposedActions("absorb", "release")).toBe(true)
    expect(opposedActions("allow", "block")).toBe(true)
    expect(opposedActions("add", "remove")).toBe(true)
    // "an open switch" is a state: opposite, but not an action
    expect(opposed("open", "close")).toBe(true)
    expect(opposedActions("open", "close")).toBe(false)
    expect(opposedActions("parent", "child")).toBe(false)
    expect(opposedActions("sorted", "unsorted")).toBe(false)
  })
})
