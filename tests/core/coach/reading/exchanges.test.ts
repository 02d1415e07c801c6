/**
 * Two words exchanged in place (core/coach/reading/exchanges.ts): each said where the other stood, between the same
 * words, in the other order; never a sentence against itself, nor words close together, a list reordered, or words
 * that say the same.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { exchangedInPlace } from "../../../../core/coach/reading/exchanges.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const q = "How does it work?"
const frame = questionFrame(q, contentStems(q))
const read = (text: string) => readMeaning(indexAnswer(text), meaning, frame)
const never = () => false
const exchanged = (statement: string, answer: string, alike = never) => exchangedInPlace(read(statement), 0, read(answer), 0, alike)

const NOUNS = ["server", "client", "queue", "broker", "worker", "database", "cache", "router", "printer", "kernel"]

describe("words exchanged in place", () => {
  it("says so of two things swapped, and of nothing else", () => {
    const statement = "The publisher sends messages to a topic, and every subscriber of the topic receives a copy."
    expect(exchanged(statement, "The subscriber sends messages to a topic, and every publisher of the topic receives a copy.")).toBe(true)
    // the two said the same way round, in other words
    expect(exchanged(statement, "The publisher posts each message to a topic, and every subscriber of it gets a copy.")).toBe(false)
    // words that say the same, exchanged: as the caller judges them alike
    expect(exchanged(statement, "The subscriber sends messages to a topic, and every publisher of the topic receives a copy.", () => true)).toBe(false)
    // a list in another order; two verbs of a paraphrase exchanged
    expect(exchanged("A process owns its address space, open files and threads.", "A process owns its threads, open files and address space.")).toBe(false)
    expect(exchanged("They need to throw the same ball and use the same technique.", "They need to use the same ball and throw the same technique.")).toBe(false)
    // a negation moves with the words it is said of: the two say the same
    expect(exchanged("The lamp is not in the loop that holds the switch.", "The switch is in a loop that does not hold the lamp.")).toBe(false)
  })

  it("never reads a sentence as exchanging itself, and always reads two things of it swapped so", () => {
    const nouns = fc.shuffledSubarray(NOUNS, { minLength: 4, maxLength: 4 })
    fc.assert(
      fc.property(nouns, ([a, b, c, d]) => {
        const statement = `The ${a} sends the ${b} to the ${c}, and the ${d} keeps it.`
        expect(exchanged(statement, statement)).toBe(false)
        expect(exchanged(statement, `The ${c} sends the ${b} to the ${a}, and the ${d} keeps it.`)).toBe(true)
      })
    )
  })
})
