/**
 * The exact-answer check of aptitude questions: find the answer the candidate committed to and compare it
 * with the expected one, numbers normalised ("12.5" = "12 and a half" = "twelve point five", "3/8" =
 * "three eighths", "25%" = "0.25" when the answer is a percentage).
 */
import { extractNumbers, type NumberMention, sameNumber } from "../reading/numbers.ts"
import { stem, tokenize } from "../reading/text.ts"

/** Words of an exact answer besides its number that the answer must also say, each with its accepted forms. */
type RequiredWords = ReadonlyArray<ReadonlyArray<string>>

export type ExpectedAnswer =
  | { readonly kind: "number"; readonly text: string; readonly value: number; readonly percent: boolean; readonly words: RequiredWords }
  | { readonly kind: "ratio"; readonly text: string; readonly a: number; readonly b: number; readonly words: RequiredWords }
  | { readonly kind: "numbers"; readonly text: string; readonly values: ReadonlyArray<number>; readonly words: RequiredWords }
  | { readonly kind: "text"; readonly text: string; readonly key: string; readonly words: RequiredWords }

// Units and currency say nothing a number does not; direction words do ("4% decrease" is not "4% increase").
const UNIT_WORDS = new Set(
  "rs rupee rupees inr usd dollar dollars $ km h kmh hr hrs hour hours m metre metres meter meters s sec second seconds min minute minutes day days week weeks month months year years kg g gram grams litre litres liter liters cm mm percent per cent degree degrees sq unit units paise cents and of a an the"
    .split(" ")
)
const SAME_DIRECTION: ReadonlyArray<ReadonlyArray<string>> = [
  ["decrease", "loss", "drop", "fall", "reduction", "down", "less", "lower", "decline", "cheaper"],
  ["increase", "gain", "rise", "up", "more", "higher", "growth", "profit"]
]

const requiredWords = (text: string): RequiredWords => {
  const withoutNumbers = text.replace(/\d+(?:[.,/:]\d+)*/g, " ")
  const out: Array<ReadonlyArray<string>> = []
  for (const token of tokenize(withoutNumbers)) {
    if (UNIT_WORDS.has(token) || token.length === 0) continue
    const group = SAME_DIRECTION.find((g) => g.includes(token))
    out.push((group ?? [token]).map(stem))
  }
  return out
}

// "Only II follows" and "only conclusion two follows" say the same thing.
const ORDINALS: ReadonlyMap<string, string> = new Map(Object.entries({
  one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10",
  ii: "2", iii: "3", iv: "4", v: "5", vi: "6", vii: "7", viii: "8", ix: "9", x: "10"
}))
const CONCLUSION_WORDS = new Set(["only", "conclusion", "conclusions", "statement", "statements", "option", "options", "and", "both", "neither", "nor", "either", "or"])

/** Tokens with numerals unified; a lone "i" counts as 1 only where a numbered item is meant ("only I follows"). */
const numeralTokens = (text: string, expectedSide: boolean): Array<string> => {
  const tokens = tokenize(text)
  return tokens.map((t, k) => {
    if (t === "i") {
      const near = CONCLUSION_WORDS.has(tokens[k - 1] ?? "") || tokens[k + 1] === "follows" || tokens[k + 1] === "follow"
      return expectedSide || near ? "1" : t
    }
    return ORDINALS.get(t) ?? t
  })
}

export const parseExpected = (exactAnswer: string): ExpectedAnswer => {
  const text = exactAnswer.trim()
  const mentions = extractNumbers(text)
  const clock = /\d\s*:\s*\d{2}\s*(am|pm|a\.m|p\.m|hours|hrs)?\b/i.test(text) && /\b(am|pm|a\.m|p\.m|o'clock|hours|hrs)\b/i.test(text)
  const digits = /\d/.test(text)
  if (mentions.length === 1 && !clock && digits) {
    const m = mentions[0]!
    if (m.ratio !== null) return { kind: "ratio", text, a: m.ratio[0], b: m.ratio[1], words: requiredWords(text) }
    return { kind: "number", text, value: m.value, percent: m.percent || /percent|%/i.test(text), words: requiredWords(text) }
  }
  if (mentions.length >= 1 && digits) {
    const values = mentions.flatMap((m) => (m.ratio !== null ? [m.ratio[0], m.ratio[1]] : [m.value]))
    return { kind: "numbers", text, values, words: requiredWords(text) }
  }
  return { kind: "text", text, key: numeralTokens(text, true).join(" "), words: [] }
}

const saysWords = (expected: ExpectedAnswer, answer: string): boolean => {
  if (expected.words.length === 0) return true
  const stems = new Set(tokenize(answer).map(stem))
  return expected.words.every((forms) => forms.some((f) => stems.has(f)))
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

/** "12 or 13", "maybe 12, maybe 13": hedging between different answers is not an answer ("3/4, or 75%" is one). */
const hedgedWithNeighbour = (
  mentions: ReadonlyArray<NumberMention>,
  index: number,
  lower: string,
  expected: ExpectedAnswer
): boolean => {
  const between = (a: NumberMention, b: NumberMention) => lower.slice(a.end, b.start)
  const hedge = /^\s*(?:,\s*)?(?:or|or maybe|maybe|perhaps)\s*$/
  const prev = mentions[index - 1]
  const next = mentions[index + 1]
  return (prev !== undefined && !matches(prev, expected) && hedge.test(between(prev, mentions[index]!))) ||
    (next !== undefined && !matches(next, expected) && hedge.test(between(mentions[index]!, next)))
}

export const checkExact = (expected: ExpectedAnswer, answer: string): ExactResult => {
  const result = checkValue(expected, answer)
  return result.correct && !saysWords(expected, answer) ? { ...result, correct: false } : result
}

/** A one-letter answer ("E") counts only as a capital letter standing alone, not the e of "e.g.". */
const saysText = (expected: Extract<ExpectedAnswer, { kind: "text" }>, answer: string): boolean => {
  if (/^[a-z]$/i.test(expected.text)) {
    return new RegExp(`(?<![\\p{L}.])${expected.text.toUpperCase()}(?!\\p{L}|\\.\\p{L})`, "u").test(answer)
  }
  if (expected.key.length === 0) return false
  if (` ${numeralTokens(answer, false).join(" ")} `.includes(` ${expected.key} `)) return true
  // every word of a several-word answer within one sentence, in any order ("only conclusion II follows")
  const words = expected.key.split(" ")
  return words.length > 1 && answer.split(/[.!?\n]/).some((sentence) => {
    const tokens = new Set(numeralTokens(sentence, false))
    return words.every((w) => tokens.has(w))
  })
}

// "25 over 2 is 10": the numbers of a calculation that the candidate gives a result for are working, not an answer.
const GIVES_RESULT = /^\s*(?:is|=|equals|gives|makes|which is|that is|comes to|so)\s*$/

const withoutWorking = (mentions: ReadonlyArray<NumberMention>, lower: string): Array<NumberMention> =>
  mentions.filter((m, i) => {
    const next = mentions[i + 1]
    return next === undefined || !GIVES_RESULT.test(lower.slice(m.end, next.start))
  })

const checkValue = (expected: ExpectedAnswer, answer: string): ExactResult => {
  const lower = answer.toLowerCase()
  if (expected.kind === "text") {
    const found = saysText(expected, answer)
    return { expected: expected.text, given: found ? expected.text : null, correct: found }
  }
  const mentions = withoutWorking(extractNumbers(answer), lower)
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
  // After the last claim phrase ("the answer is …"), the numbers in the rest of that sentence are what the
  // candidate committed to; checks that follow in later sentences do not override them.
  let claimedAt = -1
  for (const m of lower.matchAll(CLAIM)) claimedAt = m.index + m[0].length
  if (claimedAt >= 0) {
    // a sentence ends at . ! ? before a capital letter or the end ("i.e. 54 km/h" does not end it)
    const sentenceEnd = answer.slice(claimedAt).search(/[.!?](?=\s+[A-Z]|\s*$)|\n/)
    const end = sentenceEnd < 0 ? lower.length : claimedAt + sentenceEnd
    const claimed = mentions.filter((n) => n.start >= claimedAt && n.start < end)
    if (claimed.length > 0) {
      const hit = claimed.find((n) => matches(n, expected))
      const index = hit === undefined ? -1 : mentions.indexOf(hit)
      return {
        expected: expected.text,
        given: (hit ?? claimed[0]!).text,
        correct: hit !== undefined && !hedgedWithNeighbour(mentions, index, lower, expected)
      }
    }
  }
  const hitIndex = mentions.findIndex((m) => matches(m, expected))
  if (hitIndex >= 0) {
    return { expected: expected.text, given: mentions[hitIndex]!.text, correct: !hedgedWithNeighbour(mentions, hitIndex, lower, expected) }
  }
  return { expected: expected.text, given: mentions.at(-1)?.text ?? null, correct: false }
}
