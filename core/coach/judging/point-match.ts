/**
 * How firmly an answer makes a talking point, and where: the better of its word evidence (evidence.ts) and its
 * meaning (meaning.ts, every sentence and pair of neighbours compared with the point read as a statement); a
 * sentence most about the point that says its opposite takes all credit away.
 */
import type { IndexedAnswer } from "../reading/answer-index.ts"
import type { MeaningText } from "../reading/meaning-text.ts"
import type { Alignment } from "./alignment.ts"
import { clamp01, type CompiledPoint, COVERED, matchByWords, type PointMatch, relevanceOf } from "./evidence.ts"
import { highestProbability, probabilityOf, readWindow, type WindowReading } from "./meaning.ts"
import type { PreparedStatement } from "./statement.ts"

/**
 * How firmly an answer makes a point, and where. `masks` (per sentence, the cue groups hit) may come from a
 * scan of all points at once (cue-density.ts); without it the point's own cues are looked up.
 */
export const matchPoint = (
  point: CompiledPoint,
  answer: IndexedAnswer,
  relevance?: ReadonlyArray<number>,
  masks?: ReadonlyArray<number>,
  meaning?: MeaningContext
): PointMatch => {
  const byWords = matchByWords(point, answer, relevance, masks)
  return meaning === undefined ? byWords : withMeaning(byWords, answer, relevance, meaning)
}

/** What meaning matching needs for one point and one answer (meaning.ts). */
export interface MeaningContext {
  /** whether a sentence may contradict the point (not in a story, whose sentences are about other things) */
  readonly contradictions: boolean
  /** the statement is a reference answer's sentence (plain enough that one swapped word counts) */
  readonly derived: boolean
  readonly statement: PreparedStatement
  readonly answer: MeaningText
  readonly alignment: Alignment
}

/** Meaning credit from the model's chance that the point was made: none below the floor, full from the top. */
const MEANING_CREDIT = { floor: 0.35, full: 0.85 } as const
const meaningCredit = (probability: number): number =>
  clamp01((probability - MEANING_CREDIT.floor) / (MEANING_CREDIT.full - MEANING_CREDIT.floor))

// which sentences say a word of the point (withMeaning), kept at its longest
let saidScratch = new Uint8Array(64)

/**
 * A point made elsewhere by its cues keeps a sentence that says its opposite from contradicting it only where that
 * sentence says this much of the point's own words: cues are read without polarity or roles, so "A layer 4 one
 * terminates the HTTP connection" hits the cue "layer 4" of the point on layer 4 and says nothing of it.
 */
const CUES_ELSEWHERE = 0.35

/** A pair of sentences is weighed only when together they say this much of the point's own words. */
const PAIR_RECALL = 0.3

/** Meaning earns full credit only where the answer says half of the point's own words: the question's prove nothing. */
const ownWords = (recall: number): number => Math.min(1, recall / 0.5)

/**
 * The point's evidence by meaning: every sentence and pair of neighbours compared with the point's statement.
 * Credit is the better of word evidence and meaning; a sentence that says the opposite takes all credit away.
 */
const withMeaning = (
  byWords: PointMatch,
  answer: IndexedAnswer,
  relevance: ReadonlyArray<number> | undefined,
  m: MeaningContext
): PointMatch => {
  const n = answer.sentences.length
  if (n === 0 || m.statement.words.length === 0) return byWords
  let best = byWords
  // The sentence most about the point (by the share of its words said), and the best one that contradicts it.
  let mostAbout = -1
  let mostRecall = -1
  let contradiction: { sentence: number; recall: number; firm: boolean } | null = null
  let madeBy: number | null = null
  // A sentence none of whose words says a word of the point says nothing of it (recall 0, no contradiction, no
  // credit): it is read only if a pair asks for its chance.
  if (saidScratch.length < n) saidScratch = new Uint8Array(2 * n)
  const said = saidScratch.fill(0, 0, n)
  const known = m.alignment.markSaying(m.statement.columns, m.answer, said)
  const singles = new Array<WindowReading | undefined>(n)
  const single = (i: number): WindowReading => (singles[i] ??= readWindow(m.statement, m.answer, i, i, m.alignment, m.derived))
  const recallOf = (i: number): number => (singles[i] === undefined ? 0 : singles[i].recall)
  // each sentence's chance of making the point, NaN until worked out
  const chances = new Array<number>(n).fill(Number.NaN)
  const chanceOf = (i: number): number => (Number.isNaN(chances[i]!) ? (chances[i] = probabilityOf(single(i))) : chances[i]!)
  // whether a credit would count: as the best so far, or as making the point
  const counts = (credit: number) => credit >= COVERED || credit > best.credit + 1e-9
  for (let i = 0; i < n; i++) {
    if (known && said[i] === 0) {
      if (mostRecall < 0) {
        mostRecall = 0
        mostAbout = i
      }
      continue
    }
    const c = single(i)
    if (c.recall > mostRecall) {
      mostRecall = c.recall
      mostAbout = i
    }
    if (c.contradicts) {
      if (contradiction === null || c.recall > contradiction.recall) contradiction = { sentence: i, recall: c.recall, firm: c.firm }
      continue
    }
    // The credit is at most this bound (the meaning credit only scales it down), and at most the credit of the most
    // the chance can come to (a hair more, for rounding): where neither could count, the chance is not worked out.
    const relevant = relevanceOf(relevance, [i])
    const creditOf = (chance: number) => meaningCredit(chance) * ownWords(c.recall) * answer.quality[i]!.value * relevant
    const bound = ownWords(c.recall) * answer.quality[i]!.value * relevant
    if (bound === 0 || !counts(bound) || !counts(creditOf(highestProbability(c)) + 1e-12)) continue
    const credit = creditOf(chanceOf(i))
    if (credit >= COVERED) madeBy = i
    if (credit > best.credit + 1e-9) best = { credit, sentences: [i], via: "meaning", otherwise: byWords }
  }
  // A point is contradicted by the sentence that is most about it, unless another sentence makes it.
  if (m.contradictions && contradiction !== null && contradiction.sentence === mostAbout) {
    const madeElsewhere = madeBy !== null ||
      (byWords.credit >= COVERED && !byWords.sentences.includes(contradiction.sentence) && byWords.sentences.some((s) => recallOf(s) >= CUES_ELSEWHERE))
    if (!madeElsewhere) {
      return { credit: 0, sentences: [contradiction.sentence], via: "contradiction", otherwise: best, recall: contradiction.recall, ...(contradiction.firm ? { firm: true } : {}) }
    }
  }
  if (best.credit >= 0.99) return best
  for (let i = 0; i + 1 < n; i++) {
    if (m.answer.sentences[i]!.length === 0 || m.answer.sentences[i + 1]!.length === 0) continue
    // Two sentences that each say little of the point do not make it together.
    if (recallOf(i) + recallOf(i + 1) < PAIR_RECALL) continue
    const c = readWindow(m.statement, m.answer, i, i + 1, m.alignment, false, m.derived)
    if (c.contradicts) continue
    // (as for a single sentence: only a pair whose credit could beat the best is worked out)
    const relevant = relevanceOf(relevance, [i, i + 1])
    const pairCredit = (chance: number) => meaningCredit(chance) * ownWords(c.recall) * answer.pairQuality[i]!.value * relevant
    const bound = ownWords(c.recall) * answer.pairQuality[i]!.value * relevant
    if (bound <= best.credit + 1e-9 || pairCredit(highestProbability(c)) + 1e-12 <= best.credit + 1e-9) continue
    const probability = probabilityOf(c)
    if (probability <= Math.max(chanceOf(i), chanceOf(i + 1))) continue
    const credit = pairCredit(probability)
    if (credit > best.credit + 1e-9) best = { credit, sentences: [i, i + 1], via: "meaning", otherwise: byWords }
  }
  return best
}
