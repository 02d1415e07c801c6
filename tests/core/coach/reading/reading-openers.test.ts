/**
 * meaning-text.ts asks its denial and no-claim rules only at the words listed as their openers (a bit kept on each
 * word): a rule that fired at a word not listed would be skipped silently. These check the lists hold every such word.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { CLAIM_OPENERS, claimsNothing, DENIAL_OPENERS, negatesNext } from "../../../../core/coach/reading/meaning-text.ts"

const sentences = builtInBank().questions.flatMap((q) => indexAnswer(`${q.modelAnswer} ${q.talkingPoints.map((p) => p.point).join(" ")}`).sentences)
const vocabulary = [...new Set(sentences.flatMap((s) => s.tokens))]
const words = fc.constantFrom(...vocabulary, ...DENIAL_OPENERS, ...CLAIM_OPENERS, "of", "than", "to", "from", "not")

describe("the openers of the denial and no-claim rules", () => {
  it("every word of the bank's model answers and points at which a rule fires is listed as its opener", () => {
    for (const s of sentences) {
      s.tokens.forEach((token, i) => {
        if (negatesNext(s.tokens, i)) expect(DENIAL_OPENERS.has(token)).toBe(true)
        if (claimsNothing(s.tokens, s.segmentOf, i)) expect(CLAIM_OPENERS.has(token)).toBe(true)
      })
    }
  })

  it("and so does any word in any short sentence of such words", () => {
    fc.assert(fc.property(fc.array(words, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(2), { minLength: 6, maxLength: 6 }), (tokens, cuts) => {
      const segmentOf = tokens.map((_, i) => cuts.slice(0, i).reduce((a, b) => a + (b === 0 ? 1 : 0), 0))
      tokens.forEach((token, i) => {
        if (negatesNext(tokens, i)) expect(DENIAL_OPENERS.has(token)).toBe(true)
        if (claimsNothing(tokens, segmentOf, i)) expect(CLAIM_OPENERS.has(token)).toBe(true)
      })
    }), { numRuns: 2000 })
  })
})
