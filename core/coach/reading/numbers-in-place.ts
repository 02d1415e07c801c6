/**
 * Numbers said in place: a number and the content words right beside it in its clause ("port 443", "32 bits", "the
 * 3 prime end"). Another number between the same words says another thing ("port 8443", "64 bits", "the 5 prime
 * end"), where what is counted or named by it is the same; where the statement says both numbers, the two words
 * after each tell their places apart ("the 3 prime end … 5 prime to 3 prime"). A number written as part of a longer
 * one ("10,000", "2^32", "thirty-two") is not read, nor is one whose neighbour on either side is itself a number.
 */
import { type MeaningText } from "./meaning-text.ts"
import { numberWordValue } from "./numbers.ts"

export interface PlacedNumber {
  readonly value: number
  /** the stem of the content word right before it in its clause, or null */
  readonly before: string | null
  /** the stem of the content word right after it in its clause, or null */
  readonly after: string | null
  /** the stem of the content word right after that one in its clause, or null ("valence electrons" of "4 valence electrons") */
  readonly next: string | null
}

const valueAt = (text: MeaningText, s: number, position: number): number | null => {
  const stems = text.stems[s]!
  return position < 0 || position >= stems.length ? null : numberWordValue(stems[position]!)
}

/**
 * The numbers of one sentence, with the content words beside them: a number written in words is a content word, a
 * numeral of one digit is not ("the 3 prime end"), so numerals are found among the tokens.
 */
export const numbersIn = (text: MeaningText, s: number): ReadonlyArray<PlacedNumber> => {
  const words = text.sentences[s]!
  const stems = text.stems[s]!
  const clauses = text.segments[s]!
  let out: Array<PlacedNumber> | null = null
  let k = 0
  for (let p = 0; p < stems.length; p++) {
    while (k < words.length && words[k]!.position < p) k++
    const w = words[k] !== undefined && words[k]!.position === p ? words[k]! : null
    const value = w !== null ? numberWordValue(w.lemma) ?? numberWordValue(w.stem)
      : DIGITS.test(stems[p]!) ? numberWordValue(stems[p]!)
      : null
    if (value === null) continue
    if (valueAt(text, s, p - 1) !== null || valueAt(text, s, p + 1) !== null) continue
    // the content words right beside it: the one before it in the words, and the one after its own place
    const after1 = w !== null ? k + 1 : k
    const left = words[k - 1]
    const right = words[after1]
    const before = left !== undefined && left.position === p - 1 && clauses[left.position] === clauses[p] ? left.stem : null
    const after = right !== undefined && right.position === p + 1 && clauses[right.position] === clauses[p] ? right.stem : null
    if (before === null && after === null) continue
    const further = words[after1 + 1]
    const next = after !== null && further !== undefined && further.position === p + 2 &&
        clauses[further.position] === clauses[p] && numberWordValue(further.stem) === null
      ? further.stem
      : null
    ;(out ??= []).push({ value, before, after, next })
  }
  return out ?? NONE
}
/** A numeral of one digit, which is no content word. */
const DIGITS = /^\d$/
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
  // where the statement says the answer's number too, but elsewhere: told apart by the two words after each ("6
  // valence electrons" against "4 valence electrons and 6 protons"), unless the answer says the statement's number
  // there too
  for (const m of said) {
    if (m.next === null || !statementValues.has(m.value)) continue
    let there = false
    let same = false
    for (const n of statement) {
      if (n.after !== m.after || n.next !== m.next) continue
      there = true
      if (n.value === m.value) same = true
    }
    if (!there || same) continue
    let alsoSaid = false
    for (const o of said) {
      if (o.after !== m.after || o.next !== m.next || o.value === m.value) continue
      if (statement.some((n) => n.value === o.value && n.after === o.after && n.next === o.next)) alsoSaid = true
    }
    if (!alsoSaid) return true
  }
  return false
}
