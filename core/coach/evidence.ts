/**
 * Talking-point evidence: which points an answer makes, how firmly, and in which of its sentences.
 * A bank point is made when one sentence, or two neighbouring ones, hits one alternative of every cue group
 * (bank/types.ts). A point derived from a reference sentence has no cues; it is made when a window carries
 * most of that sentence's key terms (weighted by rarity, synonyms from the bank's cue groups allowed).
 * Either way the evidence counts only as much as its window reads like real sentences (sentence-quality.ts).
 */
import type { TalkingPoint } from "./bank/types.ts"
import { type KeyTerm, keyTermsOf, type Lexicon } from "./lexicon.ts"
import { addCounts, countSentence, type Quality, qualityOf, type SentenceCounts } from "./sentence-quality.ts"
import { analyseSentences, type Sentence, stemPhrase } from "./text.ts"

export interface CompiledPoint {
  readonly point: string
  /** Cue groups → alternatives → stems; empty for a point derived from a reference sentence. */
  readonly groups: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>>
  /** Key terms of the point's own sentence. */
  readonly keyTerms: ReadonlyArray<KeyTerm>
  readonly keyTermWeight: number
  /**
   * A one-group point is anchored: besides its cue, the window must name something of the point or the
   * question ("once" alone, in an answer about something else, does not make "a generator runs once").
   */
  readonly anchors: ReadonlySet<string>
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
  const anchors = new Set([...questionStems, ...keyTerms.map((t) => t.stem)])
  const groupInQuestion = groups.map((group) => group.some((alt) => alt.every((s) => questionStems.has(s))))
  return withTerms(point.point, groups, keyTerms, anchors, groupInQuestion, false)
}

export const derivedPoint = (sentence: string, terms: ReadonlyArray<KeyTerm>): CompiledPoint =>
  withTerms(sentence, [], terms, new Set(), [], true)

const withTerms = (
  point: string,
  groups: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>>,
  keyTerms: ReadonlyArray<KeyTerm>,
  anchors: ReadonlySet<string>,
  groupInQuestion: ReadonlyArray<boolean>,
  derived: boolean
): CompiledPoint => ({
  point,
  groups,
  keyTerms,
  keyTermWeight: keyTerms.reduce((sum, term) => sum + term.weight, 0),
  anchors,
  groupInQuestion,
  derived
})

/** An answer prepared for matching: sentences, stem positions and the quality of every window. */
export interface IndexedAnswer {
  readonly sentences: ReadonlyArray<Sentence>
  readonly positions: ReadonlyArray<ReadonlyMap<string, ReadonlyArray<number>>>
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
  return { sentences, positions, counts, quality, pairQuality }
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
const MAX_GAP = 2

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

const groupMask = (point: CompiledPoint, map: ReadonlyMap<string, ReadonlyArray<number>>, hit?: Set<string>): number => {
  let mask = 0
  point.groups.forEach((group, g) => {
    for (const alternative of group) {
      if (hasPhrase(map, alternative)) {
        mask |= 1 << g
        if (hit === undefined) return
        for (const s of alternative) hit.add(s)
      }
    }
  })
  return mask
}

/** Whether the window names an anchor of the point other than the words of the cues it matched. */
const anchored = (point: CompiledPoint, maps: ReadonlyArray<ReadonlyMap<string, unknown>>, cueStems: ReadonlySet<string>): boolean => {
  for (const map of maps) for (const s of map.keys()) if (point.anchors.has(s) && !cueStems.has(s)) return true
  return false
}

const termFraction = (point: CompiledPoint, maps: ReadonlyArray<ReadonlyMap<string, unknown>>): number => {
  if (point.keyTermWeight === 0) return 0
  let matched = 0
  for (const term of point.keyTerms) {
    if (maps.some((m) => m.has(term.stem))) matched += term.weight
    else if (term.alternatives.some((alt) => maps.some((m) => m.has(alt)))) matched += term.weight * 0.8
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

export const matchPoint = (point: CompiledPoint, answer: IndexedAnswer): PointMatch => {
  const n = answer.sentences.length
  if (n === 0) return NO_MATCH
  let best = NO_MATCH
  const consider = (credit: number, sentences: ReadonlyArray<number>, via: PointMatch["via"]) => {
    if (credit > best.credit + 1e-9) best = { credit, sentences, via }
  }
  if (point.groups.length > 0) {
    const full = (1 << point.groups.length) - 1
    const single = point.groups.length === 1
    const hits = answer.positions.map(() => new Set<string>())
    const masks = answer.positions.map((map, i) => groupMask(point, map, single ? hits[i] : undefined))
    for (let i = 0; i < n; i++) {
      if (masks[i] === full && (!single || anchored(point, [answer.positions[i]!], hits[i]!))) {
        consider(answer.quality[i]!.value, [i], "cues")
      }
      if (i + 1 < n && (masks[i]! | masks[i + 1]!) === full) {
        if (!single || anchored(point, [answer.positions[i]!, answer.positions[i + 1]!], new Set([...hits[i]!, ...hits[i + 1]!]))) {
          consider(answer.pairQuality[i]!.value, [i, i + 1], "cues")
        }
      }
      if (!single && masks[i] !== full && masks[i] !== 0) consider(partialCredit(point, masks[i]!) * answer.quality[i]!.value, [i], "cues")
    }
    if (best.credit >= 0.99) return best
  }
  const toCredit = point.derived ? derivedCredit : fallbackCredit
  for (let i = 0; i < n; i++) {
    const single = toCredit(termFraction(point, [answer.positions[i]!]))
    if (single > 0) consider(single * answer.quality[i]!.value, [i], "terms")
    if (i + 1 < n) {
      const pair = toCredit(termFraction(point, [answer.positions[i]!, answer.positions[i + 1]!]))
      if (pair > single) consider(pair * answer.pairQuality[i]!.value, [i, i + 1], "terms")
    }
  }
  return best
}

/**
 * The share of the answer's words that are cue words. Real answers carry their cues among ordinary words
 * (about a quarter of the words in the bank's model answers); a run of key terms is almost nothing else.
 */
export const cueDensity = (points: ReadonlyArray<CompiledPoint>, answer: IndexedAnswer): number => {
  let total = 0
  let marked = 0
  answer.sentences.forEach((sentence, i) => {
    const map = answer.positions[i]!
    const hit = new Uint8Array(sentence.stems.length)
    for (const point of points) {
      for (const group of point.groups) {
        for (const alternative of group) markPhrase(map, alternative, hit)
      }
    }
    total += hit.length
    for (const h of hit) marked += h
  })
  return total === 0 ? 0 : marked / total
}

const markPhrase = (map: ReadonlyMap<string, ReadonlyArray<number>>, phrase: ReadonlyArray<string>, hit: Uint8Array): void => {
  const first = map.get(phrase[0]!)
  if (first === undefined) return
  for (const start of first) {
    const at = [start]
    for (let k = 1; k < phrase.length; k++) {
      const next = map.get(phrase[k]!)
      const q = next?.find((p) => p > at[at.length - 1]! && p <= at[at.length - 1]! + MAX_GAP)
      if (q === undefined) break
      at.push(q)
    }
    if (at.length === phrase.length) for (const p of at) hit[p] = 1
  }
}
