/**
 * Numbers said in place: a number and the content words right beside it in its clause ("port 443", "32 bits", "the
 * 3 prime end"). Another number between the same words says another thing ("port 8443", "64 bits", "the 5 prime
 * end"), where what is counted or named by it is the same. A number written as part of a longer one ("10,000",
 * "2^32", "thirty-two") is not read, nor is one whose neighbour on either side is itself a number.
 */
import { type MeaningText } from "./meaning-text.ts"
import { numberWordValue } from "./numbers.ts"

export interface PlacedNumber {
  readonly value: number
  /** the stem of the content word right before it in its clause, or null */
  readonly before: string | null
  /** the stem of the content word right after it in its clause, or null */
  readonly after: string | null
}

const valueAt = (text: MeaningText, s: number, position: number): number | null => {
  const stems = text.stems[s]!
  return position < 0 || position >= stems.length ? null : numberWordValue(stems[position]!)
}

/** The numbers of one sentence, with the content words beside them. */
export const numbersIn = (text: MeaningText, s: number): ReadonlyArray<PlacedNumber> => {
  const words = text.sentences[s]!
  const clauses = text.segments[s]!
  let out: Array<PlacedNumber> | null = null
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!
    const value = numberWordValue(w.lemma) ?? numberWordValue(w.stem)
    if (value === null) continue
    if (valueAt(text, s, w.position - 1) !== null || valueAt(text, s, w.position + 1) !== null) continue
    const left = words[k - 1]
    const right = words[k + 1]
    const before = left !== undefined && left.position === w.position - 1 && clauses[left.position] === clauses[w.position] ? left.stem : null
    const after = right !== undefined && right.position === w.position + 1 && clauses[right.position] === clauses[w.position] ? right.stem : null
    if (before === null && after === null) continue
    ;(out ??= []).push({ value, before, after })
  }
  return out ?? NONE
}
const NONE: ReadonlyArray<PlacedNumber> = []

/** Every number value a text says in sentences from..to, however written or placed (words of a longer number too). */
export const valuesSaid = (text: MeaningText, from: number, to: number): ReadonlySet<number> => {
  const values = new Set<number>()
  for (let s = from; s <= to; s++) {
    const stems = text.stems[s]!
    for (let i = 0; i < stems.length; i++) {
      const v = numberWordValue(stems[i]!)
      if (v !== null) values.add(v)
    }
    for (const w of text.sentences[s]!) {
      const v = numberWordValue(w.lemma)
      if (v !== null) values.add(v)
    }
  }
  return values
}

/** Every number value among tokens (a text's words), each read alone. */
export const valuesOfTokens = (tokens: ReadonlyArray<string>): ReadonlySet<number> => {
  const values = new Set<number>()
  for (const token of tokens) {
    const v = numberWordValue(token)
    if (v !== null) values.add(v)
  }
  return values
}

/**
 * Whether the answer says another number where the statement says one: between the same content word on one side,
 * the statement's number said nowhere in the answer's sentences and the answer's nowhere in the statement.
 */
export const otherNumberInPlace = (
  statement: ReadonlyArray<PlacedNumber>,
  statementValues: ReadonlySet<number>,
  said: ReadonlyArray<PlacedNumber>,
  saidValues: ReadonlySet<number>
): boolean => {
  for (const n of statement) {
    if (saidValues.has(n.value)) continue
    for (const m of said) {
      if (m.value === n.value || statementValues.has(m.value)) continue
      if ((n.before !== null && n.before === m.before) || (n.after !== null && n.after === m.after)) return true
    }
  }
  return false
}
