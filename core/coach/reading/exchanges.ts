/**
 * Two words of a statement exchanged in place: "the subscriber sends messages to a topic, and every publisher of the
 * topic receives a copy" against "the publisher sends messages …, and every subscriber … receives a copy". Each word
 * stands where the other stood, between the same words, so the sentence says the same of the other thing.
 */
import { listsIn } from "./changes.ts"
import type { MeaningText, MeaningWord } from "./meaning-text.ts"
import { stemSet } from "./text.ts"

/**
 * How far apart in the statement's content words the two must stand: words close together are reordered by a
 * paraphrase as often as exchanged ("Default to vector, use std::array" for "use vector by default, std::array").
 */
const APART = 3

/**
 * Words that open a noun phrase: determiners, possessives and prepositions (not "to", which opens verbs as often). The
 * things a sentence relates follow one ("the publisher", "every subscriber", "on the heap", "for hosts"), where two
 * verbs of a paraphrase exchanged do not ("need to throw the same ball and use the same technique").
 */
const THING_OPENERS = stemSet(
  "the a an every each any all its their his her our your this these those some on in at for of from with by into onto over under between"
)
/** Whether a statement word names a thing: right after a word that opens a noun phrase, or one word after it. */
const thing = (text: MeaningText, s: number, w: MeaningWord): boolean => {
  const st = text.stems[s]!
  return (w.position > 0 && THING_OPENERS.has(st[w.position - 1]!)) || (w.position > 1 && THING_OPENERS.has(st[w.position - 2]!))
}

let placesScratch = new Int32Array(32)

/** A statement sentence's words that can be exchanged, by index: said once in it, and naming a thing. */
const candidatesOf = new WeakMap<ReadonlyArray<MeaningWord>, ReadonlyArray<number>>()
const exchangeable = (statement: MeaningText, s: number): ReadonlyArray<number> => {
  const t = statement.sentences[s]!
  const out: Array<number> = []
  for (let i = 0; i < t.length; i++) if (onlyAt(t, t[i]!.stem) === i && thing(statement, s, t[i]!)) out.push(i)
  return out
}

/** An answer sentence's words by stem: where each stands, or -1 for one said more than once (kept per sentence). */
const placesOf = new WeakMap<ReadonlyArray<MeaningWord>, ReadonlyMap<string, number>>()
const placesIn = (words: ReadonlyArray<MeaningWord>): ReadonlyMap<string, number> => {
  const places = new Map<string, number>()
  for (let i = 0; i < words.length; i++) places.set(words[i]!.stem, places.has(words[i]!.stem) ? -1 : i)
  return places
}

/** Where `stem` stands among `words`, when it stands there once; else -1. */
const onlyAt = (words: ReadonlyArray<MeaningWord>, stem: string): number => {
  let at = -1
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.stem !== stem) continue
    if (at >= 0) return -1
    at = i
  }
  return at
}

/** Whether the content words either side of words[i] are `before` and `after` (undefined: none there). */
const between = (words: ReadonlyArray<MeaningWord>, i: number, before: string | undefined, after: string | undefined): boolean =>
  words[i - 1]?.stem === before && words[i + 1]?.stem === after

/** The token positions of a sentence's list members, each with its list's number (changes.ts's listsIn). */
const listOf = (text: MeaningText, s: number): ReadonlyMap<number, number> | null => {
  const words = text.sentences[s]!
  const content = new Set(words.map((w) => w.position))
  const lists = listsIn(text.stems[s]!, text.segments[s]!, (k) => content.has(k))
  if (lists.length === 0) return null
  const of = new Map<number, number>()
  lists.forEach((list, n) => list.forEach((k) => of.set(k, n)))
  return of
}
const sameList = (lists: ReadonlyMap<number, number> | null, a: MeaningWord, b: MeaningWord): boolean =>
  lists !== null && lists.has(a.position) && lists.get(a.position) === lists.get(b.position)

/**
 * Whether answer sentence `a` says two words of statement sentence `s` each in the other's place: both once in each,
 * in the other order, each between the content words the other stands between in the statement. Not words close to
 * each other ("reads and writes", "writes and reads"), nor two members of one list given in another order, nor two
 * words that say much the same (`alike`: "the server replies …, the client answers" for "the server answers …, the
 * client replies"); only words that name things (see THING_OPENERS), and in sentences that deny nothing.
 */
export const exchangedInPlace = (
  statement: MeaningText,
  s: number,
  answer: MeaningText,
  a: number,
  alike: (x: MeaningWord, y: MeaningWord) => boolean
): boolean => {
  const t = statement.sentences[s]!
  const w = answer.sentences[a]!
  // (a negation moves with the words it is said of: "the bulb is not in the path containing the battery" is "the
  // battery is in a path that does not contain the bulb")
  if (t.length < 3 || w.length < 3 || statement.negative[s]! || answer.negative[a]!) return false
  // the statement words that can be exchanged: said once, naming a thing (worked out once per statement sentence)
  let candidates = candidatesOf.get(t)
  if (candidates === undefined) candidatesOf.set(t, (candidates = exchangeable(statement, s)))
  if (candidates.length < 2) return false
  // where each of them stands in the answer sentence, said once there too; else -1
  const at = placesScratch.length >= t.length ? placesScratch : (placesScratch = new Int32Array(2 * t.length))
  at.fill(-1, 0, t.length)
  let places = placesOf.get(w)
  if (places === undefined) placesOf.set(w, (places = placesIn(w)))
  let placed = 0
  for (const i of candidates) {
    at[i] = places.get(t[i]!.stem) ?? -1
    if (at[i]! >= 0) placed++
  }
  if (placed < 2) return false
  let statementLists: ReadonlyMap<number, number> | null | undefined
  let answerLists: ReadonlyMap<number, number> | null | undefined
  for (let i = 0; i < t.length; i++) {
    const p = at[i]!
    if (p < 0) continue
    for (let j = i + APART; j < t.length; j++) {
      const q = at[j]!
      if (q < 0 || q >= p) continue
      if (!between(w, q, t[i - 1]?.stem, t[i + 1]?.stem) || !between(w, p, t[j - 1]?.stem, t[j + 1]?.stem)) continue
      if (sameList(statementLists === undefined ? (statementLists = listOf(statement, s)) : statementLists, t[i]!, t[j]!)) continue
      if (sameList(answerLists === undefined ? (answerLists = listOf(answer, a)) : answerLists, w[p]!, w[q]!)) continue
      if (alike(t[i]!, t[j]!)) continue
      return true
    }
  }
  return false
}
