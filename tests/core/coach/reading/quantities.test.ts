/**
 * Quantities (core/coach/reading/quantities.ts): which extent a sentence gives of which words, the pairs of extents
 * that rule each other out, and that no sentence is read as opposing itself.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { type Extent, opposedExtents, opposesQuantity, quantitiesIn } from "../../../../core/coach/reading/quantities.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const q = "How much of it is there?"
const frame = questionFrame(q, contentStems(q))
const read = (text: string) => readMeaning(indexAnswer(text), meaning, frame)
const said = (text: string) => quantitiesIn(read(text), 0).map((x) => `${x.extent} ${x.of.join(" ")}`)
const anything = () => true

describe("quantities", () => {
  it("reads the extent and the word it is said of", () => {
    expect(said("Every host on the local segment receives the frame.")).toEqual(["all host"])
    expect(said("You may hold exactly one mutable reference at a time.")).toEqual(["one mutabl referenc"])
    expect(said("A node holds hundreds of keys.")).toEqual(["many key"])
    expect(said("Almost all of the keys move.")).toEqual(["many key mov"])
    expect(said("Only a few rows change.")).toEqual(["few row chang"])
    expect(said("It keeps one single stack.")).toEqual(["one stack"])
  })

  it("reads no extent where the words give none", () => {
    // a negation's (meaning-text.ts), a measure, a superlative, a range, "not just one"
    expect(said("No input can get bigger, and nothing is lost.")).toEqual([])
    expect(said("Make as few passes over the data as you can.")).toEqual([])
    expect(said("The most common case is a hit.")).toEqual([])
    expect(said("It needs votes, and not just one server.")).toEqual([])
    expect(said("Let and const are not hoisted at all.")).toEqual([])
    expect(said("It asks one or two servers.")).toEqual([])
  })

  it("reads a thing each has of its own, or one of per holder, and one thing shared", () => {
    expect(said("Each thread has its own stack.")).toEqual(["each stack"])
    expect(said("Every worker keeps its own private cache.")).toContain("each privat cach")
    expect(said("The pool hands out one connection per request.")).toEqual(["each connection"])
    expect(said("There is one lock shared by all the threads.")).toContain("one lock shar")
    expect(said("They all run on one shared stack.")).toContain("one stack")
    // "on its own" and "of its own" say alone, not one each
    expect(said("The filter judges each packet on its own against fixed rules.")).toEqual([])
    expect(said("A view holds no data of its own.")).toEqual([])
  })

  it("opposes a thing each has of its own to one shared thing of the same word", () => {
    const own = quantitiesIn(read("Each thread has its own stack."), 0)
    expect(opposesQuantity(quantitiesIn(read("All threads share one single stack."), 0).find((x) => x.extent === "one")!, own, anything)).toBe(true)
    expect(opposesQuantity(quantitiesIn(read("All threads share one single heap."), 0).find((x) => x.extent === "one")!, own, anything)).toBe(false)
    const shared = quantitiesIn(read("There is one copy shared by all instances."), 0)
    expect(opposesQuantity(quantitiesIn(read("Each instance gets its own copy."), 0)[0]!, shared, anything)).toBe(true)
    expect(opposedExtents("each", "one")).toBe(true)
    expect(opposedExtents("each", "all")).toBe(false)
  })

  it("opposes extents in pairs: each rules the other out, and none rules itself out", () => {
    const extent = fc.constantFrom<Extent>("all", "one", "many", "few", "some", "none", "each")
    fc.assert(fc.property(extent, extent, (a, b) => {
      expect(opposedExtents(a, b)).toBe(opposedExtents(b, a))
      expect(opposedExtents(a, a)).toBe(false)
    }))
    expect(opposedExtents("all", "one")).toBe(true)
    expect(opposedExtents("many", "few")).toBe(true)
    expect(opposedExtents("all", "many")).toBe(false)
    expect(opposedExtents("none", "all")).toBe(true)
    expect(opposedExtents("none", "few")).toBe(false)
  })

  it("reads 'none of' as a count, opposed to one said plainly, not to one that denies too", () => {
    expect(said("None of the planets in the outer system have a solid surface.")).toEqual(["none planet"])
    // "non-" stems as "none" does, but counts nothing
    expect(said("Every non-metal conducts poorly.")).toEqual(["all metal conduct poor"])
    const statement = quantitiesIn(read("All of the planets in the outer system have a thick atmosphere."), 0)
    expect(opposesQuantity(quantitiesIn(read("None of the planets in the outer system have a thick atmosphere."), 0)[0]!, statement, anything)).toBe(true)
    // "none … can be empty" says what "every … is non-empty" says
    const denying = quantitiesIn(read("Every slot holds a non-empty value."), 0)
    expect(opposesQuantity(quantitiesIn(read("None of the slots can be empty."), 0)[0]!, denying, anything)).toBe(false)
  })

  it("a sentence never opposes its own quantities; another extent of the same word does", () => {
    const phrase = fc.constantFrom("every", "all the", "exactly one", "only one", "a single", "many", "hundreds of", "only a few", "several", "some")
    const noun = fc.constantFrom("hosts", "keys", "threads", "disks")
    const sentence = fc.tuple(phrase, noun, phrase, noun).map(([p, n, p2, m]) => `The system gives ${p} ${n} to ${p2} ${m}.`)
    fc.assert(fc.property(sentence, (text) => {
      const own = quantitiesIn(read(text), 0)
      for (const x of own) expect(opposesQuantity(x, own, anything)).toBe(false)
    }))
    const statement = quantitiesIn(read("The cluster gives every host a copy."), 0)
    expect(opposesQuantity(quantitiesIn(read("The cluster gives exactly one host a copy."), 0)[0]!, statement, anything)).toBe(true)
    expect(opposesQuantity(quantitiesIn(read("The cluster gives exactly one disk a copy."), 0)[0]!, statement, anything)).toBe(false)
  })

  it("of two quantities of one word, the answer is held to the one whose words it shares most", () => {
    const statement = quantitiesIn(read("You may hold any number of shared references or exactly one mutable reference."), 0)
    expect(opposesQuantity(quantitiesIn(read("You may hold any number of mutable references."), 0)[0]!, statement, anything)).toBe(true)
    expect(opposesQuantity(quantitiesIn(read("You may hold any number of shared references."), 0)[0]!, statement, anything)).toBe(false)
  })
})
