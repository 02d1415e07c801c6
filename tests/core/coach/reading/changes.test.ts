/**
 * Changes (core/coach/reading/changes.ts): which way a sentence says things go and of what, the words that say no
 * way, and when an answer's changes reverse a statement's: alone, or as a relation of two.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { changesIn, listsIn, reversesChange } from "../../../../core/coach/reading/changes.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const q = "Which way does it go?"
const frame = questionFrame(q, contentStems(q))
const changes = (text: string) => {
  const read = readMeaning(indexAnswer(text), meaning, frame)
  return read.sentences.flatMap((_, s) => changesIn(read, s))
}
const ways = (text: string) => changes(text).map((c) => `${c.up ? "up" : "down"} ${c.head}`)
const reverses = (statement: string, answer: string) => reversesChange(changes(statement), changes(answer))

describe("changes", () => {
  it("reads which way a thing goes, and of what", () => {
    expect(ways("The current drops to half.")).toEqual(["down current"])
    expect(ways("Raising the temperature increases the reaction rate.")).toEqual(["up temperatur", "up reaction"])
    expect(ways("The stack grows downward, toward lower memory addresses.")).toEqual(["down stack", "down memory"])
    expect(ways("The pressure above the wing is lower.")).toEqual(["down wing"])
    // a verb of change with its way after it, and a verb of becoming before a comparative
    expect(ways("Past the threshold, lookups slow down.")).toEqual(["down lookup"])
    expect(ways("Lookups get faster.")).toEqual(["up lookup"])
    expect(reverses("When the table is too full, lookups slow down.", "When the table is too full, lookups get faster.")).toBe(true)
    expect(reverses("Lookups slow down.", "Lookups get faster.")).toBe(true)
    // "more" and "less" of a thing; "more slowly" goes the way of "slowly"
    expect(ways("A fat index uses more memory.")).toEqual(["up memory"])
    expect(ways("The solution is less dense.")).toEqual(["down dens"])
    expect(ways("A longer string swings more slowly.")).toEqual(["up string", "down swing"])
    expect(reverses("A longer string swings more slowly.", "A longer string swings faster.")).toBe(true)
    expect(reverses("A longer string swings more slowly.", "A longer string swings slower.")).toBe(false)
    // any comparative of a property: "denser" goes the other way of "less dense", compared with the same thing
    expect(changes("Ice is denser than liquid water.")).toMatchObject([{ up: true, of: ["dens", "ice"], than: ["liquid", "water"] }])
    expect(reverses("Ice is less dense than liquid water.", "Ice is denser than liquid water.")).toBe(true)
    expect(reverses("Ice is less dense than liquid water.", "Ice is less dense than water, so it floats.")).toBe(false)
    expect(reverses("Ice is less dense than liquid water.", "Liquid water is denser than ice.")).toBe(false)
    expect(ways("The computer stores the user's data.")).toEqual([])
  })

  it("'It goes up.' opening a text is said of the thing asked about: no other 'it'", () => {
    const [first] = changes("It goes down. It doubles the rate.")
    expect(first).toMatchObject({ up: false, ofAskedThing: true })
    expect(changes("It doubles the rate.")[0]).toMatchObject({ head: "rat", ofAskedThing: false })
    expect(changes("The rate is fine. It goes down.")).toEqual([])
  })

  it("reads no way where the words say none", () => {
    expect(ways("Double equals compares references.")).toEqual([])
    expect(ways("Without an override it falls back to identity.")).toEqual([])
    expect(ways("The stack grows and shrinks as needed.")).toEqual([])
    expect(ways("Adding salt does not increase the freezing point.")).toEqual([])
    expect(ways("The longer the string, the fewer the swings.")).toEqual([])
  })

  it("the same thing said to go the other way reverses it; another thing going the other way does not", () => {
    expect(reverses("The current drops to half.", "The current doubles.")).toBe(true)
    expect(reverses("The current drops to half.", "The current halves.")).toBe(false)
    expect(reverses("The current drops to half.", "The voltage doubles.")).toBe(false)
    // a comparison is held to one with the same thing: "white heats up slower" speaks of the other one
    expect(reverses("The black box heats up faster than the white box.", "The white box heats up slower.")).toBe(false)
    expect(reverses("The pressure above the wing is lower than below it.", "The pressure above the wing is higher than below it.")).toBe(true)
    // a sentence saying both ways reverses nothing
    expect(reverses("The volume rises.", "The volume rises while the density falls.")).toBe(false)
  })

  it("a relation is reversed by turning one side of it, not both", () => {
    const statement = "Raising the temperature increases the reaction rate."
    expect(reverses(statement, "Raising the temperature decreases the reaction rate.")).toBe(true)
    expect(reverses(statement, "Lowering the temperature decreases the reaction rate.")).toBe(false)
    expect(reverses(statement, "Raising the temperature increases the reaction rate.")).toBe(false)
  })

  it("two changes said one after the other, neither a cause, are no relation: turning both reverses", () => {
    const statement = "Heating a gas makes it expand, so its volume increases."
    expect(reverses(statement, "Heating a gas makes it contract, so its volume decreases.")).toBe(true)
    expect(reverses(statement, "Heating a gas makes it expand, so its volume increases.")).toBe(false)
    // a change in a "when" clause is a cause as a gerund is
    expect(reverses("When the temperature rises, the reaction rate increases.", "When the temperature falls, the reaction rate decreases.")).toBe(false)
  })

  it("a sentence never reverses itself", () => {
    const verb = fc.constantFrom("increases", "decreases", "doubles", "drops", "raises", "lowers", "slows")
    const thing = fc.constantFrom("the rate", "the current", "the pressure", "the volume")
    const sentence = fc.tuple(thing, verb, thing, verb, thing).map(([a, v, b, w, c]) => `${a} ${v} ${b}, and ${c} ${w} too.`)
    fc.assert(fc.property(sentence, (text) => {
      expect(reverses(text, text)).toBe(false)
    }))
  })
})

describe("lists and causatives", () => {
  const lists = (text: string) => {
    const read = readMeaning(indexAnswer(text), meaning, frame)
    const content = new Set(read.sentences[0]!.map((w) => w.position))
    return listsIn(read.stems[0]!, read.segments[0]!, (k) => content.has(k)).map((list) => list.map((k) => read.stems[0]![k]).sort())
  }

  it("reads a list by its commas and its last 'and' or 'or', its first member ending a longer clause", () => {
    expect(lists("It slows down joins, transactions and migrations.")).toEqual([["join", "migration", "transaction"]])
    expect(lists("Reads, writes, or schema changes.")).toEqual([["chang", "read", "schema", "writ"]])
    // a clause that says how before the list names no member; "A and B" alone is no list of this kind
    expect(lists("With sharding, joins, transactions and migrations get faster.")).toEqual([["join", "migration", "transaction"]])
    expect(lists("Joins and transactions get faster.")).toEqual([])
  })

  it("says a change of each member, and a comparative past a relative clause of what 'makes' acts on", () => {
    expect(changes("It slows down inserts, updates and deletes.").map((c) => [...c.of].sort())).toEqual([["delet", "insert", "updat"]])
    expect(ways("More RAM makes the queries that read large tables slower.")).toContain("down query")
    // without a relative clause the comparative stays said of the word before it ("the swing")
    expect(ways("A longer string makes the pendulum swing slower.")).toContain("down swing")
    expect(reverses("Sharding slows down joins, transactions and migrations.", "With sharding, joins, transactions and migrations get faster.")).toBe(true)
  })
})
