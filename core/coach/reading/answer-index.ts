/**
 * An answer prepared for matching: its sentences, every place each stem occurs, which words are negated, and how
 * much each sentence and each pair of neighbours reads like real sentences. Built once per answer; the evidence
 * for every talking point (evidence.ts, cue-density.ts) is read from it.
 */
import { addCounts, countSentence, type Quality, qualityOf, type SentenceCounts } from "./sentence-quality.ts"
import { analyseSentences, type Sentence } from "./text.ts"
import { StemNumbers } from "./stem-numbers.ts"
import { inFillerPhrase, WORD_CLASS } from "./word-classes.ts"
import { hashOfText } from "./words.ts"

/** An answer prepared for matching: sentences, where each stem occurs, and the quality of every window. */
export interface IndexedAnswer {
  readonly sentences: ReadonlyArray<Sentence>
  /**
   * Every stem of the answer → its places, ascending, each `sentence * SPAN + token index`: one lookup finds a
   * cue in every sentence at once, and a phrase's next word sits within MAX_GAP places of its previous one.
   */
  readonly occurrences: Occurrences
  /** the answer's stems numbered (the meaning text's stem counts read them too) */
  readonly stemNumbers: StemNumbers
  /** per sentence, per token: its stem's number */
  readonly stemIds: ReadonlyArray<ReadonlyArray<number>>
  /** per sentence, per token: whether it is a content word (not glue, not generic) */
  readonly content: ReadonlyArray<ReadonlyArray<boolean>>
  /** per sentence, per token: whether a negation shortly before it in its clause negates it (see negatedAt) */
  readonly negated: ReadonlyArray<ReadonlyArray<boolean>>
  readonly counts: ReadonlyArray<SentenceCounts>
  readonly quality: ReadonlyArray<Quality>
  /** quality of the window made of sentence i and sentence i + 1 */
  readonly pairQuality: ReadonlyArray<Quality>
}

/** Places per sentence in `occurrences`; a sentence has far fewer tokens (answers are capped at 20,000 characters). */
export const SPAN = 1 << 16
export const sentenceOf = (place: number): number => Math.floor(place / SPAN)

export const indexAnswer = (answer: string): IndexedAnswer => indexSentences(analyseSentences(answer))

const indexSentences = (sentences: ReadonlyArray<Sentence>): IndexedAnswer => {
  let tokens = 0
  for (const sentence of sentences) tokens += sentence.stems.length
  const stemNumbers = new StemNumbers(tokens)
  const stemIds: Array<ReadonlyArray<number>> = []
  // places by stem number; a stem said only in filler has none
  const places: Array<Array<number> | undefined> = []
  const content: Array<ReadonlyArray<boolean>> = []
  const negated: Array<ReadonlyArray<boolean>> = []
  const counts: Array<SentenceCounts> = []
  sentences.forEach((sentence, s) => {
    const base = s * SPAN
    const { classes, segmentOf, stems, words } = sentence
    const flags = new Array<boolean>(stems.length)
    const underNegation = new Array<boolean>(stems.length)
    const ids = new Array<number>(stems.length)
    // A negation reaches the next few tokens of its own clause; segments run in order, so the latest one decides.
    let negation = -1
    for (let i = 0; i < stems.length; i++) {
      ids[i] = stemNumbers.add(stems[i]!, words[i]!.stemHash)
      // spoken filler ("you know", "sort of") is no word of the answer: neither content nor a place to find a cue
      const filler = inFillerPhrase(sentence.tokens, segmentOf, i)
      flags[i] = (classes[i]! & WORD_CLASS.content) !== 0 && !filler
      underNegation[i] = negation >= 0 && i - negation <= NEGATION_REACH && segmentOf[negation] === segmentOf[i]
      if ((classes[i]! & WORD_CLASS.negation) !== 0) negation = i
      if (i >= SPAN || filler) continue
      const list = places[ids[i]!]
      if (list === undefined) places[ids[i]!] = [base + i]
      else list.push(base + i)
    }
    stemIds.push(ids)
    content.push(flags)
    negated.push(underNegation)
    counts.push(countSentence(sentence))
  })
  const quality = counts.map(qualityOf)
  const pairQuality = counts.slice(0, -1).map((c, i) => qualityOf(addCounts(c, counts[i + 1]!)))
  const occurrences = new Occurrences(stemNumbers, places)
  return { sentences, occurrences, stemNumbers, stemIds, content, negated, counts, quality, pairQuality }
}

/**
 * Every stem of an answer → its places, ascending, by the answer's stem numbers: a Map of them built anew for every
 * answer cost about 100 ns a word (the same cost StemNumbers saved the meaning text's counts), and the answer's
 * stems are numbered anyway.
 */
export class Occurrences {
  private readonly numbers: StemNumbers
  /** per stem number, its places (none: the stem is said only in filler) */
  private readonly places: ReadonlyArray<ReadonlyArray<number> | undefined>
  constructor(numbers: StemNumbers, places: ReadonlyArray<ReadonlyArray<number> | undefined>) {
    this.numbers = numbers
    this.places = places
  }
  /** The stem's places, or undefined where the answer does not say it (outside filler). */
  get(stem: string): ReadonlyArray<number> | undefined {
    return this.placesOf(stem, hashOfText(stem))
  }
  /** get() for a stem whose table hash (hashOfText) the caller worked out once: the hot lookups' own. */
  placesOf(stem: string, hash: number): ReadonlyArray<number> | undefined {
    const number = this.numbers.numberOf(stem, hash)
    return number < 0 ? undefined : this.places[number]
  }
  /** Each stem said with its places, in order of first use. */
  forEach(f: (places: ReadonlyArray<number>, stem: string) => void): void {
    for (let k = 0; k < this.places.length; k++) {
      const places = this.places[k]
      if (places !== undefined) f(places, this.numbers.stemOf(k))
    }
  }
}

/** Index of the first place in an ascending list that is greater than `after`. */
const firstAfter = (list: ReadonlyArray<number>, after: number): number => {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]! > after) hi = mid
    else lo = mid + 1
  }
  return lo
}

/**
 * Where a phrase occurs, word after word with at most MAX_GAP − 1 words between (each next word the first one
 * in reach), as its places; `onMatch` gets them for every start that completes and may return true to skip
 * the rest of that start's sentence. Returns whether any start completed. The phrase is the `length` stems of
 * `phrase` from `at` on (all of it unless told); their table hashes, when the caller keeps them, are read from
 * `hashes` at the same places (otherwise worked out here).
 */
export const findPhrase = (
  occurrences: Occurrences,
  phrase: ReadonlyArray<string>,
  onMatch: (places: ReadonlyArray<number>) => boolean,
  hashes?: Int32Array,
  at = 0,
  length = phrase.length - at
): boolean => {
  const placesOf = (k: number) => hashes === undefined ? occurrences.get(phrase[at + k]!) : occurrences.placesOf(phrase[at + k]!, hashes[at + k]!)
  const first = placesOf(0)
  if (first === undefined) return false
  let found = false
  // each start's places written over the last one's (not emptied first: setting an array's length is a call into the
  // runtime); a start that completes has written all `length` of them, and only it is handed on
  const places: Array<number> = [0]
  for (let f = 0; f < first.length; f++) {
    const start = first[f]!
    places[0] = start
    let last = start
    let complete = true
    for (let k = 1; k < length; k++) {
      const next = placesOf(k)
      if (next === undefined) return found
      const j = firstAfter(next, last)
      if (j >= next.length || next[j]! > last + MAX_GAP) {
        complete = false
        break
      }
      last = next[j]!
      places[k] = last
    }
    if (!complete) continue
    found = true
    if (onMatch(places)) {
      // skip the other starts in this sentence
      const end = (sentenceOf(start) + 1) * SPAN
      while (f + 1 < first.length && first[f + 1]! < end) f++
    }
  }
  return found
}

// Words of a phrase cue may have one extra word between them ("cannot ever be changed").
const MAX_GAP = 2

/** How far before a cue a negation still negates it (within one clause): "cannot have their own values". */
const NEGATION_REACH = 3

/** Whether the word at `place` is negated in its clause ("threads can never share", "I don't disagree"). */
export const negatedAt = (answer: IndexedAnswer, place: number): boolean => answer.negated[sentenceOf(place)]![place % SPAN]!

