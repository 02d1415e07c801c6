/**
 * The exact-answer check of aptitude questions: find the answer the candidate committed to and compare it
 * with the expected one, numbers normalised ("12.5" = "12 and a half" = "twelve point five", "3/8" =
 * "three eighths", "25%" = "0.25" when the answer is a percentage).
 */
import { extractNumbers, type NumberMention, sameNumber } from "./numbers.ts"
import { textKey } from "./text.ts"

export type ExpectedAnswer =
  | { readonly kind: "number"; readonly text: string; readonly value: number; readonly percent: boolean }
  | { readonly kind: "ratio"; readonly text: string; readonly a: number; readonly b: number }
  | { readonly kind: "numbers"; readonly text: string; readonly values: ReadonlyArray<number> }
  | { readonly kind: "text"; readonly text: string; readonly key: string }

export const parseExpected = (exactAnswer: string): ExpectedAnswer => {
  const text = exactAnswer.trim()
  const mentions = extractNumbers(text)
  const clock = /\d\s*:\s*\d{2}\s*(am|pm|a\.m|p\.m|hours|hrs)?\b/i.test(text) && /\b(am|pm|a\.m|p\.m|o'clock|hours|hrs)\b/i.test(text)
  if (mentions.length === 1 && !clock) {
    const m = mentions[0]!
    if (m.ratio !== null) return { kind: "ratio", text, a: m.ratio[0], b: m.ratio[1] }
    return { kind: "number", text, value: m.value, percent: m.percent || /percent|%/i.test(text) }
  }
  if (mentions.length >= 1) {
    const values = mentions.flatMap((m) => (m.ratio !== null ? [m.ratio[0], m.ratio[1]] : [m.value]))
    return { kind: "numbers", text, values }
  }
  return { kind: "text", text, key: textKey(text) }
}

export interface ExactResult {
  readonly expected: string
  readonly given: string | null
  readonly correct: boolean
}

// Phrases with which a candidate commits to a final answer (checks that follow it do not override it).
const CLAIM = /\b(?:final answer|answer(?: is| would be| will be| should be| comes to)?|(?:the )?final result is)\s*[:=]?/g

const matches = (mention: NumberMention, expected: ExpectedAnswer): boolean => {
  switch (expected.kind) {
    case "number":
      return mention.ratio === null && sameNumber(mention, expected.value, expected.percent)
    case "ratio":
      return mention.ratio !== null && mention.ratio[0] * expected.b === mention.ratio[1] * expected.a
    default:
      return false
  }
}

/** "12 or 13", "maybe 12, maybe 13": hedging between answers is not an answer. */
const hedgedWithNeighbour = (mentions: ReadonlyArray<NumberMention>, index: number, lower: string): boolean => {
  const between = (a: NumberMention, b: NumberMention) => lower.slice(a.end, b.start)
  const hedge = /^\s*(?:,\s*)?(?:or|or maybe|maybe|perhaps)\s*$/
  const prev = mentions[index - 1]
  const next = mentions[index + 1]
  return (prev !== undefined && hedge.test(between(prev, mentions[index]!))) ||
    (next !== undefined && hedge.test(between(mentions[index]!, next)))
}

export const checkExact = (expected: ExpectedAnswer, answer: string): ExactResult => {
  const lower = answer.toLowerCase()
  if (expected.kind === "text") {
    const key = textKey(answer)
    const found = expected.key.length > 0 && ` ${key} `.includes(` ${expected.key} `)
    return { expected: expected.text, given: found ? expected.text : null, correct: found }
  }
  const mentions = extractNumbers(answer)
  if (expected.kind === "numbers") {
    let at = 0
    const used: Array<NumberMention> = []
    for (const value of expected.values) {
      while (at < mentions.length && !sameNumber(mentions[at]!, value, false)) at++
      if (at >= mentions.length) break
      used.push(mentions[at]!)
      at++
    }
    const correct = used.length === expected.values.length
    return { expected: expected.text, given: correct ? used.map((m) => m.text).join(" ") : (mentions.at(-1)?.text ?? null), correct }
  }
  // The number right after the last claim phrase is the answer the candidate committed to.
  let claimed: NumberMention | null = null
  for (const m of lower.matchAll(CLAIM)) {
    const after = m.index + m[0].length
    const next = mentions.find((n) => n.start >= after && n.start - after <= 40)
    if (next !== undefined) claimed = next
  }
  if (claimed !== null) {
    const index = mentions.indexOf(claimed)
    return { expected: expected.text, given: claimed.text, correct: matches(claimed, expected) && !hedgedWithNeighbour(mentions, index, lower) }
  }
  const hitIndex = mentions.findIndex((m) => matches(m, expected))
  if (hitIndex >= 0) {
    return { expected: expected.text, given: mentions[hitIndex]!.text, correct: !hedgedWithNeighbour(mentions, hitIndex, lower) }
  }
  return { expected: expected.text, given: mentions.at(-1)?.text ?? null, correct: false }
}
