/**
 * Talking-point evidence: which points an answer makes, how firmly, and in which of its sentences.
 * A bank point is made when one sentence, or two neighbouring ones, hits one alternative of every cue group
 * (bank/types.ts). A point derived from a reference sentence has no cues; it is made when a window carries
 * most of that sentence's key terms (weighted by rarity, synonyms from the bank's cue groups allowed).
 * Either way the evidence counts only as much as its window reads like real sentences (sentence-quality.ts), and
 * a cue or term the answer negates ("threads cannot share") does not make a point that states something.
 */
import type { TalkingPoint } from "../bank/types.ts"
import { type KeyTerm, keyTermsOf, type Lexicon, type Vocabulary } from "../reading/lexicon.ts"
import { findPhrase, type IndexedAnswer, negatedAt, sentenceOf } from "../reading/answer-index.ts"
import { cueForms } from "../reading/cue-variants.ts"
import { NEGATING_WORDS, WORD_CLASS } from "../reading/word-classes.ts"
import { hashOfText } from "../reading/words.ts"

export interface CompiledPoint {
  readonly point: string
  /** Cue groups → alternatives → stems; empty for a point derived from a reference sentence. */
  readonly groups: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>>
  /** Key terms of the point's own sentence. */
  readonly keyTerms: ReadonlyArray<KeyTerm>
  readonly keyTermWeight: number
  /** Per cue group: whether one of its alternatives is in the question's own words (naming the topic). */
  readonly groupInQuestion: ReadonlyArray<boolean>
  readonly derived: boolean
  /** The point states something positively: a cue under a negation ("threads cannot share") does not make it. */
  readonly positive: boolean
}

export const compileTalkingPoint = (
  point: TalkingPoint,
  lexicon: Lexicon,
  questionStems: ReadonlySet<string>
): CompiledPoint => {
  const groups = point.cues
    .map((group) => group.flatMap((alternative) => cueForms(alternative, lexicon)))
    .filter((group) => group.length > 0)
  const keyTerms = keyTermsOf(point.point, lexicon, questionStems)
  const groupInQuestion = groups.map((group) => group.some((alt) => alt.every((s) => questionStems.has(s))))
  return withTerms(point.point, groups, keyTerms, groupInQuestion, false)
}

export const derivedPoint = (sentence: string, terms: ReadonlyArray<KeyTerm>): CompiledPoint =>
  withTerms(sentence, [], terms, [], true)

const withTerms = (
  point: string,
  groups: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>>,
  keyTerms: ReadonlyArray<KeyTerm>,
  groupInQuestion: ReadonlyArray<boolean>,
  derived: boolean
): CompiledPoint => ({
  point,
  groups,
  keyTerms,
  keyTermWeight: keyTerms.reduce((sum, term) => sum + term.weight, 0),
  groupInQuestion,
  derived,
  positive: !NEGATIVE_POINT.test(point)
})

// A point that itself denies, avoids or contrasts something is made by sentences with negations in them.
const NEGATIVE_POINT = /\b(?:not|no|never|none|nor|neither|cannot|without|avoids?|avoided|avoiding|prevents?|prevented|preventing|instead|rather|unlike|\w+n't)\b/i

/** Whether a cue alternative says a negation itself ("not assigned", "no longer valid"). */
const negativeCue = (alternative: ReadonlyArray<string>): boolean => alternative.some((s) => NEGATING_WORDS.has(s))

/** Whether a found cue counts for the point: not when the point is positive and the answer negates the cue. */
export const cueCounts = (point: CompiledPoint, alternative: ReadonlyArray<string>, answer: IndexedAnswer, place: number): boolean =>
  countsNegated(point, alternative) || !negatedAt(answer, place)

/** Whether a cue alternative of a point counts even where the answer negates it (cueCounts). */
export const countsNegated = (point: CompiledPoint, alternative: ReadonlyArray<string>): boolean => !point.positive || negativeCue(alternative)

export interface PointMatch {
  /** 0–1: how firmly the point was made. */
  readonly credit: number
  /** The sentences (indexes into the answer) that made it, best window first; or the one that contradicts it. */
  readonly sentences: ReadonlyArray<number>
  readonly via: "cues" | "terms" | "meaning" | "contradiction" | "none"
  /** for a contradiction: the evidence had the sentence not contradicted the point; for meaning: by words alone */
  readonly otherwise?: PointMatch
  /** for a contradiction: the share of the point's own words its sentence says */
  readonly recall?: number
  /** for a contradiction: one no cue credit settles (meaning.ts, WindowReading.firm) */
  readonly firm?: boolean
}

/** A point counts as covered in feedback from this much credit up. */
export const COVERED = 0.5

const NO_MATCH: PointMatch = { credit: 0, sentences: [], via: "none" }

/** Per sentence, a bit mask of the point's cue groups it hits. */
const groupMasks = (point: CompiledPoint, answer: IndexedAnswer): Array<number> => {
  const masks = new Array<number>(answer.sentences.length).fill(0)
  point.groups.forEach((group, g) => {
    const bit = 1 << g
    for (const alternative of group) {
      findPhrase(answer.occurrences, alternative, (places) => {
        if (!cueCounts(point, alternative, answer, places[0]!)) return false
        masks[sentenceOf(places[0]!)]! |= bit
        return true
      })
    }
  })
  return masks
}

/** Whether a term occurs in the answer other than negated (negations count only against positive points). */
const said = (point: CompiledPoint, answer: IndexedAnswer, places: ReadonlyArray<number> | undefined): boolean => {
  if (places === undefined) return false
  if (!point.positive) return true
  for (const place of places) if (!negatedAt(answer, place)) return true
  return false
}

/**
 * Share of a point's key-term weight the whole answer carries (a synonym counts at 0.8), or 0 as soon as it
 * can no longer exceed `floor` (the share below which a window earns nothing).
 */
const wholeFraction = (point: CompiledPoint, answer: IndexedAnswer, floor: number): number => {
  const total = point.keyTermWeight
  if (total === 0) return 0
  const { alternatives, hashes, stems, weights } = termTableOf(point)
  let matched = 0
  let unseen = total
  for (let t = 0, h = 0; t < weights.length; t++) {
    const weight = weights[t]!
    const others = alternatives[t]!
    if (said(point, answer, answer.occurrences.placesOf(stems[h]!, hashes[h]!))) matched += weight
    else {
      for (let k = 1; k <= others; k++) {
        if (said(point, answer, answer.occurrences.placesOf(stems[h + k]!, hashes[h + k]!))) {
          matched += weight * 0.8
          break
        }
      }
    }
    h += 1 + others
    unseen -= weight
    if ((matched + unseen) / total < floor - 1e-9) return 0
  }
  return matched / total
}

/**
 * A point's key terms laid out in arrays, worked out once per point and kept while the point is: each term's stem and
 * then its alternatives', in order, with their table hashes (hashOfText), which the answer's places are looked up by
 * (Occurrences.placesOf), rather than hashing every term's stems again for every answer; and per term, how many
 * alternatives follow its stem and its weight. Read from these, the terms cost no read of each term's own object and
 * list of alternatives, mostly out of cache.
 */
interface TermTable {
  readonly stems: ReadonlyArray<string>
  readonly hashes: Int32Array
  readonly alternatives: Int32Array
  readonly weights: Float64Array
}
const termTables = new WeakMap<CompiledPoint, TermTable>()
const termTableOf = (point: CompiledPoint): TermTable => {
  const known = termTables.get(point)
  if (known !== undefined) return known
  const stems: Array<string> = []
  for (const term of point.keyTerms) stems.push(term.stem, ...term.alternatives)
  const made = {
    stems,
    hashes: Int32Array.from(stems, hashOfText),
    alternatives: Int32Array.from(point.keyTerms, (term) => term.alternatives.length),
    weights: Float64Array.from(point.keyTerms, (term) => term.weight)
  }
  termTables.set(point, made)
  return made
}

// Scratch space for window sums: the hot path reuses it rather than allocating per point and answer.
let sums = new Float64Array(64)
let stamps = new Int32Array(64)

/**
 * The same share for every single sentence (sentence i's at [i]) and every pair of neighbours (sentences i and i + 1
 * at [n + i], n the answer's sentences), terms added in order so the sums equal a window-by-window count. Valid until
 * the next call (the scratch itself is returned: views of it, made per point, cost more than the sums).
 */
const windowFractions = (point: CompiledPoint, answer: IndexedAnswer): Float64Array => {
  const n = answer.sentences.length
  if (sums.length < 2 * n) {
    sums = new Float64Array(4 * n)
    stamps = new Int32Array(4 * n)
  }
  sums.fill(0, 0, 2 * n)
  stamps.fill(0, 0, 2 * n)
  // singles at [0, n), pairs at [n, 2n - 1)
  const add = (places: ReadonlyArray<number> | undefined, stamp: number, weight: number) => {
    if (places === undefined) return
    for (const place of places) {
      if (point.positive && negatedAt(answer, place)) continue
      const s = sentenceOf(place)
      if (stamps[s] !== stamp) {
        stamps[s] = stamp
        sums[s] = sums[s]! + weight
      }
      if (s > 0 && stamps[n + s - 1] !== stamp) {
        stamps[n + s - 1] = stamp
        sums[n + s - 1] = sums[n + s - 1]! + weight
      }
      if (s < n - 1 && stamps[n + s] !== stamp) {
        stamps[n + s] = stamp
        sums[n + s] = sums[n + s]! + weight
      }
    }
  }
  const { alternatives, hashes, stems, weights } = termTableOf(point)
  for (let t = 0, h = 0; t < weights.length; t++) {
    const weight = weights[t]!
    add(answer.occurrences.placesOf(stems[h]!, hashes[h]!), t + 1, weight)
    h++
    for (let k = 0; k < alternatives[t]!; k++, h++) add(answer.occurrences.placesOf(stems[h]!, hashes[h]!), t + 1, weight * 0.8)
  }
  for (let i = 0; i < 2 * n - 1; i++) sums[i] = sums[i]! / point.keyTermWeight
  return sums
}

export const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x)

/**
 * Half a point, shared over its cue groups, when a window makes some groups but not all: "TCP is reliable"
 * without saying "ordered". Groups the question itself names earn nothing: naming the topic is not a point.
 */
const PARTIAL_GROUPS_CREDIT = 0.5

const partialCredit = (point: CompiledPoint, mask: number): number => {
  let earned = 0
  point.groups.forEach((_, g) => {
    if ((mask & (1 << g)) !== 0 && !point.groupInQuestion[g]) earned++
  })
  return (PARTIAL_GROUPS_CREDIT * earned) / point.groups.length
}

/** Credit for a derived point from the share of its key terms a window carries. */
const DERIVED_FLOOR = 0.2
const derivedCredit = (fraction: number): number => clamp01((fraction - DERIVED_FLOOR) / 0.4)
/** Fallback credit for a bank point whose cues were missed but whose own words are nearly all there. */
const FALLBACK_FLOOR = 0.55
const FALLBACK_MOST = 0.75
const fallbackCredit = (fraction: number): number => clamp01((fraction - FALLBACK_FLOOR) / 0.3) * FALLBACK_MOST

/**
 * Evidence must sit among the question's own vocabulary. In windows that make a point, good answers have
 * two thirds or more of their content words in it; a model answer to a question on another topic under a
 * third. Per sentence, a factor on the credit: 0 at `none`, 1 from `full`. A question known only by its
 * reference answer has a smaller vocabulary, so its bounds are lower. An analogy is in words of its own: a sentence
 * is as relevant as the better of all its words and its words outside an analogy ("A stack is LIFO, like a pile of
 * plates where the last plate you put on is the first you take off" is as relevant as "A stack is LIFO").
 */
export const RELEVANCE_BOUNDS = {
  bank: { none: 0.35, full: 0.6 },
  reference: { none: 0.25, full: 0.55 }
} as const

export const relevanceFactors = (
  answer: IndexedAnswer,
  vocabulary: Vocabulary,
  bounds: { readonly none: number; readonly full: number }
): Array<number> =>
  answer.sentences.map((sentence, s) => {
    const flags = answer.content[s]!
    let content = 0
    let relevant = 0
    // the same without the words of an analogy ("like a pile of plates where …")
    let plainContent = 0
    let plainRelevant = 0
    let analogy = false
    for (let i = 0; i < flags.length; i++) {
      if (i > 0 && sentence.segmentOf[i] !== sentence.segmentOf[i - 1]) analogy = false
      // (read from the token's classes, which the answer's index has at hand, rather than by looking up its spelling)
      if (i > 0 && (sentence.classes[i]! & WORD_CLASS.analogy) !== 0) analogy = true
      if (!flags[i]) continue
      content++
      const known = vocabulary.has(sentence.stems[i]!)
      if (known) relevant++
      if (analogy) continue
      plainContent++
      if (known) plainRelevant++
    }
    const share = plainContent >= 2 ? Math.max(relevant / content, plainRelevant / plainContent) : relevant / content
    return content === 0 ? 1 : clamp01((share - bounds.none) / (bounds.full - bounds.none))
  })

/** A window is as relevant as its least relevant sentence: an unrelated sentence cannot complete a point. */
export const relevanceOf = (relevance: ReadonlyArray<number> | undefined, sentences: ReadonlyArray<number>): number => {
  if (relevance === undefined) return 1
  let lowest = 1
  for (const i of sentences) lowest = Math.min(lowest, relevance[i]!)
  return lowest
}

/** How firmly the answer makes the point by its words: cues for a bank point, key terms for a derived one. */
export const matchByWords = (
  point: CompiledPoint,
  answer: IndexedAnswer,
  relevance?: ReadonlyArray<number>,
  masks?: ReadonlyArray<number>
): PointMatch => {
  const n = answer.sentences.length
  if (n === 0) return NO_MATCH
  let best = NO_MATCH
  const consider = (credit: number, sentences: ReadonlyArray<number>, via: PointMatch["via"]) => {
    const weighted = credit * relevanceOf(relevance, sentences)
    if (weighted > best.credit + 1e-9) best = { credit: weighted, sentences, via }
  }
  if (point.groups.length > 0) {
    const full = (1 << point.groups.length) - 1
    const hits = masks ?? groupMasks(point, answer)
    // Single sentences first: the smallest window that makes the point is the one to quote.
    for (let i = 0; i < n; i++) {
      if (hits[i] === full) consider(answer.quality[i]!.value, [i], "cues")
      else if (hits[i] !== 0) consider(partialCredit(point, hits[i]!) * answer.quality[i]!.value, [i], "cues")
    }
    for (let i = 0; i + 1 < n; i++) {
      if (hits[i] !== full && hits[i + 1] !== full && (hits[i]! | hits[i + 1]!) === full) {
        consider(answer.pairQuality[i]!.value, [i, i + 1], "cues")
      }
    }
    if (best.credit >= 0.99) return best
    // The fallback by terms earns at most FALLBACK_MOST, which a window's quality and relevance only scale down: where
    // the cues already give that much, it cannot count, and the point's terms are not looked up.
    if (!point.derived && !(FALLBACK_MOST > best.credit + 1e-9)) return best
  }
  const toCredit = point.derived ? derivedCredit : fallbackCredit
  // The whole answer bounds every window: when even it carries too few of the point's terms, no window does.
  if (toCredit(wholeFraction(point, answer, point.derived ? DERIVED_FLOOR : FALLBACK_FLOOR)) === 0) return best
  const fractions = windowFractions(point, answer)
  const singles = new Array<number>(n)
  for (let i = 0; i < n; i++) singles[i] = toCredit(fractions[i]!)
  singles.forEach((single, i) => {
    if (single > 0) consider(single * answer.quality[i]!.value, [i], "terms")
  })
  for (let i = 0; i + 1 < n; i++) {
    const pair = toCredit(fractions[n + i]!)
    if (pair > Math.max(singles[i]!, singles[i + 1]!)) consider(pair * answer.pairQuality[i]!.value, [i, i + 1], "terms")
  }
  return best
}
