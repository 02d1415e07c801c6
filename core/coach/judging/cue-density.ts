/**
 * One scan of an answer for the cues of all of a question's points: which cue groups each sentence hits (the
 * evidence for each point), and the cue density, how much of the answer is nothing but cue words. A run of key
 * terms that still has glue words in it ("same object, is none, small int cache") passes for sentences; its
 * density gives it away.
 */
import { findPhrase, type IndexedAnswer, SPAN, sentenceOf } from "../reading/answer-index.ts"
import { type CompiledPoint, cueCounts } from "./evidence.ts"

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
  let touched = 0
  const masks = points.map((point, p) => {
    const mask = new Array<number>(sentences.length).fill(0)
    let found = false
    point.groups.forEach((group, g) => {
      const bit = 1 << g
      for (const alternative of group) {
        const hit = findPhrase(answer.occurrences, alternative, (places) => {
          for (const place of places) marks[offsets[sentenceOf(place)]! + (place % SPAN)] = 1
          if (cueCounts(point, alternative, answer, places[0]!) && saidOfAnother?.(p, places[0]!) !== true) mask[sentenceOf(places[0]!)]! |= bit
          return false
        })
        if (hit) found = true
      }
    })
    if (found) touched++
    return mask
  })
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
