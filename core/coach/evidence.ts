/**
 * Talking-point evidence: which points an answer makes, how firmly, and in which of its sentences.
 * A bank point is made when one sentence, or two neighbouring ones, hits one alternative of every cue group
 * (bank/types.ts). A point derived from a reference sentence has no cues; it is made when a window carries
 * most of that sentence's key terms (weighted by rarity, synonyms from the bank's cue groups allowed).
 * Either way the evidence counts only as much as its window reads like real sentences (sentence-quality.ts).
 */
import type { TalkingPoint } from "./bank/types.ts"
import { isContentToken, type KeyTerm, keyTermsOf, type Lexicon } from "./lexicon.ts"
import { addCounts, countSentence, type Quality, qualityOf, type SentenceCounts } from "./sentence-quality.ts"
import { analyseSentences, type Sentence, stemPhrase } from "./text.ts"

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
}

export const compileTalkingPoint = (
  point: TalkingPoint,
  lexicon: Lexicon,
  questionStems: ReadonlySet<string>
): CompiledPoint => {
  const groups = point.cues
    .map((group) => group.map(stemPhrase).filter((alternative) => alternative.length > 0))
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
  derived
})

/** An answer prepared for matching: sentences, stem positions and the quality of every window. */
export interface IndexedAnswer {
  readonly sentences: ReadonlyArray<Sentence>
  readonly positions: ReadonlyArray<ReadonlyMap<string, ReadonlyArray<number>>>
  /** every stem of the answer */
  readonly stems: ReadonlySet<string>
  /** per sentence, per token: whether it is a content word (not glue, not generic) */
  readonly content: ReadonlyArray<ReadonlyArray<boolean>>
  readonly counts: ReadonlyArray<SentenceCounts>
  readonly quality: ReadonlyArray<Quality>
  /** quality of the window made of sentence i and sentence i + 1 */
  readonly pairQuality: ReadonlyArray<Quality>
}

export const indexAnswer = (answer: string): IndexedAnswer => indexSentences(analyseSentences(answer))

export const indexSentences = (sentences: ReadonlyArray<Sentence>): IndexedAnswer => {
  const positions = sentences.map((sentence) => {
    const map = new Map<string, Array<number>>()
    sentence.stems.forEach((s, i) => {
      const list = map.get(s)
      if (list === undefined) map.set(s, [i])
      else list.push(i)
    })
    return map
  })
  const counts = sentences.map(countSentence)
  const quality = counts.map(qualityOf)
  const pairQuality = counts.slice(0, -1).map((c, i) => qualityOf(addCounts(c, counts[i + 1]!)))
  const stems = new Set<string>()
  for (const sentence of sentences) for (const s of sentence.stems) stems.add(s)
  const content = sentences.map((sentence) => sentence.tokens.map(isContentToken))
  return { sentences, positions, stems, content, counts, quality, pairQuality }
}

export interface PointMatch {
  /** 0–1: how firmly the point was made. */
  readonly credit: number
  /** The sentences (indexes into the answer) that made it, best window first. */
  readonly sentences: ReadonlyArray<number>
  readonly via: "cues" | "terms" | "none"
}

/** A point counts as covered in feedback from this much credit up. */
export const COVERED = 0.5

const NO_MATCH: PointMatch = { credit: 0, sentences: [], via: "none" }

// Words of a phrase cue may have one extra word between them ("cannot ever be changed").
export const MAX_GAP = 2

const hasPhrase = (map: ReadonlyMap<string, ReadonlyArray<number>>, phrase: ReadonlyArray<string>): boolean => {
  const first = map.get(phrase[0]!)
  if (first === undefined) return false
  if (phrase.length === 1) return true
  outer: for (const start of first) {
    let at = start
    for (let k = 1; k < phrase.length; k++) {
      const next = map.get(phrase[k]!)
      if (next === undefined) return false
      let found = -1
      for (const q of next) {
        if (q > at && q <= at + MAX_GAP) {
          found = q
          break
        }
      }
      if (found < 0) continue outer
      at = found
    }
    return true
  }
  return false
}

const groupMask = (point: CompiledPoint, map: ReadonlyMap<string, ReadonlyArray<number>>): number => {
  let mask = 0
  point.groups.forEach((group, g) => {
    for (const alternative of group) {
      if (hasPhrase(map, alternative)) {
        mask |= 1 << g
        return
      }
    }
  })
  return mask
}

interface StemLookup {
  has(stem: string): boolean
}

const inAny = (maps: ReadonlyArray<StemLookup>, s: string): boolean => {
  for (const m of maps) if (m.has(s)) return true
  return false
}

const termFraction = (point: CompiledPoint, maps: ReadonlyArray<StemLookup>): number => {
  if (point.keyTermWeight === 0) return 0
  let matched = 0
  for (const term of point.keyTerms) {
    if (inAny(maps, term.stem)) matched += term.weight
    else {
      for (const alt of term.alternatives) {
        if (inAny(maps, alt)) {
          matched += term.weight * 0.8
          break
        }
      }
    }
  }
  return matched / point.keyTermWeight
}

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x)

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
const derivedCredit = (fraction: number): number => clamp01((fraction - 0.2) / 0.4)
/** Fallback credit for a bank point whose cues were missed but whose own words are nearly all there. */
const fallbackCredit = (fraction: number): number => clamp01((fraction - 0.55) / 0.3) * 0.75

/**
 * Evidence must sit among the question's own vocabulary. In windows that make a point, good answers have
 * two thirds or more of their content words in it; a model answer to a question on another topic under a
 * third. Per sentence, a factor on the credit: 0 at `none`, 1 from `full`. A question known only by its
 * reference answer has a smaller vocabulary, so its bounds are lower.
 */
export const RELEVANCE_BOUNDS = {
  bank: { none: 0.35, full: 0.6 },
  reference: { none: 0.25, full: 0.55 }
} as const

export const relevanceFactors = (
  answer: IndexedAnswer,
  vocabulary: ReadonlySet<string>,
  bounds: { readonly none: number; readonly full: number }
): Array<number> =>
  answer.sentences.map((sentence, s) => {
    const flags = answer.content[s]!
    let content = 0
    let relevant = 0
    for (let i = 0; i < flags.length; i++) {
      if (!flags[i]) continue
      content++
      if (vocabulary.has(sentence.stems[i]!)) relevant++
    }
    return content === 0 ? 1 : clamp01((relevant / content - bounds.none) / (bounds.full - bounds.none))
  })

/** A window is as relevant as its least relevant sentence: an unrelated sentence cannot complete a point. */
const relevanceOf = (relevance: ReadonlyArray<number> | undefined, sentences: ReadonlyArray<number>): number => {
  if (relevance === undefined) return 1
  let lowest = 1
  for (const i of sentences) lowest = Math.min(lowest, relevance[i]!)
  return lowest
}

export const matchPoint = (
  point: CompiledPoint,
  answer: IndexedAnswer,
  relevance?: ReadonlyArray<number>
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
    const masks = answer.positions.map((map) => groupMask(point, map))
    // Single sentences first: the smallest window that makes the point is the one to quote.
    for (let i = 0; i < n; i++) {
      if (masks[i] === full) consider(answer.quality[i]!.value, [i], "cues")
      else if (masks[i] !== 0) consider(partialCredit(point, masks[i]!) * answer.quality[i]!.value, [i], "cues")
    }
    for (let i = 0; i + 1 < n; i++) {
      if (masks[i] !== full && masks[i + 1] !== full && (masks[i]! | masks[i + 1]!) === full) {
        consider(answer.pairQuality[i]!.value, [i, i + 1], "cues")
      }
    }
    if (best.credit >= 0.99) return best
  }
  const toCredit = point.derived ? derivedCredit : fallbackCredit
  // The whole answer bounds every window: when even it carries too few of the point's terms, no window does.
  if (toCredit(termFraction(point, [answer.stems])) === 0) return best
  const singles = answer.positions.map((map) => toCredit(termFraction(point, [map])))
  singles.forEach((single, i) => {
    if (single > 0) consider(single * answer.quality[i]!.value, [i], "terms")
  })
  for (let i = 0; i + 1 < n; i++) {
    const pair = toCredit(termFraction(point, [answer.positions[i]!, answer.positions[i + 1]!]))
    if (pair > Math.max(singles[i]!, singles[i + 1]!)) consider(pair * answer.pairQuality[i]!.value, [i, i + 1], "terms")
  }
  return best
}
