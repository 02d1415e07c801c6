/**
 * One scan of an answer for the cues of all of a question's points: which cue groups each sentence hits (the
 * evidence for each point), and the cue density, how much of the answer is nothing but cue words. A run of key
 * terms that still has glue words in it ("same object, is none, small int cache") passes for sentences; its
 * density gives it away.
 */
import { findPhrase, type IndexedAnswer, negatedAt, SPAN, sentenceOf } from "../reading/answer-index.ts"
import { hashOfText } from "../reading/words.ts"
import { type CompiledPoint, countsNegated } from "./evidence.ts"

export interface CueScan {
  /** per point, per sentence: the point's cue groups the sentence hits, as a bit mask */
  readonly masks: ReadonlyArray<ReadonlyArray<number>>
  /** share of the words of cue-bearing sentences that are cue words */
  readonly density: number
  /** how many points have at least one cue in the answer */
  readonly points: number
}

// Scratch marks, one per token of the answer; reused across answers.
let marks = new Uint8Array(256)

/**
 * A question's cue alternatives in the order scanCues visits them (point, group, alternative), laid out so that one
 * the answer cannot have costs no read of the point, its groups or the alternative (each an object of its own, mostly
 * out of cache): per alternative in `runs`, its point, its group, its length and its stems' hashes. One the answer may
 * have is looked up and counted from the question's arrays too, not from its own objects: its stems in `stems`, each
 * at its hash's place in `runs` (the same index; nothing at the other places), and per alternative whether it counts
 * where the answer negates it (`countsNegated`, evidence.ts), which asks the point and every stem of the alternative.
 * Worked out once per question (its points' list) and kept while the question is.
 */
interface CueRuns {
  readonly runs: Int32Array
  readonly stems: ReadonlyArray<string>
  readonly countsNegated: Uint8Array
}
const cueRuns = new WeakMap<ReadonlyArray<CompiledPoint>, CueRuns>()
const cueRunsOf = (points: ReadonlyArray<CompiledPoint>): CueRuns => {
  const known = cueRuns.get(points)
  if (known !== undefined) return known
  const runs: Array<number> = []
  const stems: Array<string> = []
  const negated: Array<number> = []
  points.forEach((point, p) => {
    point.groups.forEach((group, g) => {
      for (const alternative of group) {
        runs.push(p, g, alternative.length)
        stems.push("", "", "")
        for (const stem of alternative) {
          runs.push(hashOfText(stem))
          stems.push(stem)
        }
        negated.push(countsNegated(point, alternative) ? 1 : 0)
      }
    })
  })
  const made = { runs: Int32Array.from(runs), stems, countsNegated: Uint8Array.from(negated) }
  cueRuns.set(points, made)
  return made
}

/**
 * The answer's stems as a filter of their hashes' bits (a Bloom filter with one hash), reused across answers: a cue
 * alternative with a stem whose bit is clear is not in the answer, and is not looked up. Most alternatives of a
 * question are not in a given answer, and looking one up read its stem from memory mostly out of cache (the largest
 * cost of the scan); an answer has some sixty stems, so under one in sixty bits is set. Filled from every word's
 * stem hash, kept on the word (words.ts), rather than by hashing each stem of the index again: the few words the
 * index leaves out (spoken filler) only set a bit more, and an alternative let through finds nothing (findPhrase).
 */
const FILTER_WORDS = 128
const stemFilter = new Int32Array(FILTER_WORDS)
const fillFilter = (answer: IndexedAnswer): void => {
  stemFilter.fill(0)
  for (const sentence of answer.sentences) {
    for (const word of sentence.words) stemFilter[(word.stemHash >>> 5) & (FILTER_WORDS - 1)]! |= 1 << (word.stemHash & 31)
  }
}
const mayHave = (hash: number): boolean => (stemFilter[(hash >>> 5) & (FILTER_WORDS - 1)]! & (1 << (hash & 31))) !== 0
/** Whether every one of the `count` stem hashes from runs[at] on may be in the answer. */
const mayHaveAll = (runs: Int32Array, at: number, count: number): boolean => {
  for (let k = at, end = at + count; k < end; k++) if (!mayHave(runs[k]!)) return false
  return true
}

/**
 * Real answers carry their cues among ordinary words (about a quarter of the words of the bank's model
 * answers); a run of key terms is almost nothing else and touches many points at once. Only sentences holding
 * a cue count towards the density, so unrelated sentences around it change nothing.
 */
export const scanCues = (
  points: ReadonlyArray<CompiledPoint>,
  answer: IndexedAnswer,
  /** whether a cue found at a place is said of another thing than its point (assess.ts): it then makes no point */
  saidOfAnother?: (point: number, place: number) => boolean
): CueScan => {
  const sentences = answer.sentences
  const offsets = new Array<number>(sentences.length)
  let size = 0
  sentences.forEach((sentence, i) => {
    offsets[i] = size
    size += sentence.stems.length
  })
  if (marks.length < size) marks = new Uint8Array(2 * size)
  marks.fill(0, 0, size)
  const { countsNegated: negatedCounts, runs, stems } = cueRunsOf(points)
  fillFilter(answer)
  const masks = points.map(() => new Array<number>(sentences.length).fill(0))
  // which points have a cue in the answer
  const found = new Array<boolean>(points.length).fill(false)
  for (let at = 0, a = 0; at < runs.length; a++) {
    const p = runs[at]!
    const bit = 1 << runs[at + 1]!
    const length = runs[at + 2]!
    at += 3 + length
    // (findPhrase would find nothing and call nothing: a stem of the alternative is not in the answer)
    if (!mayHaveAll(runs, at - length, length)) continue
    const countsIfNegated = negatedCounts[a] === 1
    const mask = masks[p]!
    const hit = findPhrase(answer.occurrences, stems, (places) => {
      for (const place of places) marks[offsets[sentenceOf(place)]! + (place % SPAN)] = 1
      // (cueCounts, as laid out in the runs)
      if ((countsIfNegated || !negatedAt(answer, places[0]!)) && saidOfAnother?.(p, places[0]!) !== true) mask[sentenceOf(places[0]!)]! |= bit
      return false
    }, runs, at - length, length)
    if (hit) found[p] = true
  }
  let touched = 0
  for (const f of found) if (f) touched++
  let total = 0
  let marked = 0
  sentences.forEach((sentence, i) => {
    let inSentence = 0
    for (let k = offsets[i]!, end = k + sentence.stems.length; k < end; k++) inSentence += marks[k]!
    if (inSentence === 0) return
    total += sentence.stems.length
    marked += inSentence
  })
  return { masks, density: total === 0 ? 0 : marked / total, points: touched }
}
