/**
 * Alternatives (core/coach/reading/alternatives.ts): what a sentence says in place of what ("instead of", "rather
 * than"), and when an answer's exchanges a statement's two sides.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Alternative, alternativesIn, conversesAlternative, exchangesAlternative } from "../../../../core/coach/reading/alternatives.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const q = "How does it work?"
const frame = questionFrame(q, contentStems(q))
const alternatives = (text: string) => {
  const read = readMeaning(indexAnswer(text), meaning, frame)
  return read.sentences.flatMap((_, s) => alternativesIn(read, s))
}
const sides = (text: string) => alternatives(text).map((a) => ({ kept: [...a.kept].sort(), instead: [...a.instead].sort() }))
const relations = (text: string) => alternatives(text).map((a) => `${a.relation} ${a.up ? "up" : "down"}`)
const converses = (statement: string, answer: string) => conversesAlternative(alternatives(statement), alternatives(answer))
const exchanges = (statement: string, answer: string) => exchangesAlternative(alternatives(statement), alternatives(answer))

describe("alternatives", () => {
  it("reads the side kept and the side set aside, whichever comes first, without the words both say", () => {
    expect(sides("The producer hands the message to the queue rather than waiting for the consumer.")).toEqual([
      { kept: ["hand", "messag", "producer", "queu"], instead: ["consumer", "wait"] }
    ])
    expect(sides("Instead of waiting for the consumer, the producer hands the message to the queue.")).toEqual([
      { kept: ["hand", "messag", "producer", "queu"], instead: ["consumer", "wait"] }
    ])
    // "connection" is said of both sides: it tells neither
    expect(sides("It reuses one connection instead of opening a new connection.")).toEqual([{ kept: ["reus"], instead: ["new", "open"] }])
    // "but never": the clause before is kept
    expect(sides("A bloom filter can return false positives but never false negatives.")).toEqual([
      { kept: ["bloom", "filter", "positiv", "return"], instead: ["negativ"] }
    ])
    // a clause ending in a bare "not" sets its thing aside from what the clause before says
    expect(sides("PUT and DELETE are idempotent, POST is not.")).toEqual([{ kept: ["delet", "idempotent", "put"], instead: ["post"] }])
    // "rather" without "than", "instead" without "of": no alternative
    expect(sides("I would rather wait. Use a queue instead.")).toEqual([])
  })

  it("is exchanged by the two sides swapped, not by the same said again or in other words", () => {
    const statement = "The client reuses one connection for many requests instead of opening a new connection for each request."
    expect(exchanges(statement, "The client opens a new connection for each request instead of reusing one connection for many requests.")).toBe(true)
    expect(exchanges(statement, "Rather than reusing one connection for many requests, the client opens a new connection for each.")).toBe(true)
    expect(exchanges(statement, "Instead of opening a new connection for each request, the client reuses one.")).toBe(false)
    expect(exchanges(statement, "The client reuses a single connection rather than opening a new one for every request.")).toBe(false)
  })

  it("reads an order and a comparison, the comparison by its property and way", () => {
    expect(relations("The browser resolves the name before it opens the connection.")).toEqual(["order up"])
    expect(relations("After it resolves the name, the browser opens the connection.")).toEqual(["order down"])
    expect(relations("An array gives faster random access than a linked list.")).toEqual(["faster up"])
    expect(relations("A linked list is slower than an array.")).toEqual(["faster down"])
    expect(relations("Spot instances are cheaper than on-demand ones, and on-demand ones are more expensive than spot ones.")).toEqual(["cheap up", "expensive up"])
    // "than" with no comparative close before it
    expect(relations("Other than that, nothing changes.")).toEqual([])
    expect(sides("An array gives faster random access than a linked list.")).toEqual([{ kept: ["array", "giv"], instead: ["link", "list"] }])
  })

  it("takes an exchange said the other way round for the same claim", () => {
    expect(converses("An array gives faster random access than a linked list.", "A linked list gives slower random access than an array.")).toBe(true)
    expect(converses("Spot instances are cheaper than on-demand instances.", "On-demand instances are more expensive than spot instances.")).toBe(true)
    expect(converses("The browser resolves the name before it opens the connection.", "After it resolves the name, the browser opens the connection.")).toBe(true)
    expect(converses("An array gives faster random access than a linked list.", "A linked list gives faster random access than an array.")).toBe(false)
    expect(exchanges("An array gives faster random access than a linked list.", "A linked list gives faster random access than an array.")).toBe(true)
  })

  it("never takes an alternative for its own exchange, and always the swap of two sides with nothing in common", () => {
    const words = fc.uniqueArray(fc.stringMatching(/^[a-z]{3,8}$/), { minLength: 2, maxLength: 10 })
    fc.assert(
      fc.property(words, fc.nat(), (list, cut) => {
        const at = 1 + (cut % (list.length - 1))
        const alternative: Alternative = { relation: "instead", up: true, kept: new Set(list.slice(0, at)), instead: new Set(list.slice(at)) }
        const swapped: Alternative = { ...alternative, kept: alternative.instead, instead: alternative.kept }
        expect(exchangesAlternative([alternative], [alternative])).toBe(false)
        expect(exchangesAlternative([alternative], [swapped])).toBe(true)
        // the same relation said the other way ("after" for "before"), its sides exchanged: the same said again
        const order = { ...alternative, relation: "order" }
        const converse = { ...swapped, relation: "order", up: false }
        expect(exchangesAlternative([order], [converse])).toBe(false)
        expect(conversesAlternative([order], [converse])).toBe(true)
        expect(conversesAlternative([order], [order])).toBe(false)
      })
    )
  })
})
