/**
 * Assessment: one answer against one question's stored values → score 0–100, rating 1–5 and the facts the
 * feedback is written from. Talking-point coverage dominates; STAR structure adds for behavioural questions,
 * the exact answer decides aptitude questions, and the honesty checks hold down answers that only look like
 * answers. Plain synchronous functions: this is the hot path (the Effect service wraps them).
 */
import { checkExact, type ExactResult } from "./aptitude.ts"
import { deliveryFacts } from "./delivery.ts"
import { type IndexedAnswer, indexAnswer } from "../reading/answer-index.ts"
import { scanCues } from "./cue-density.ts"
import { COVERED, matchPoint, type PointMatch, RELEVANCE_BOUNDS, relevanceFactors } from "./evidence.ts"
import { type Honesty, readHonesty } from "./honesty.ts"
import type { DeliveryFacts, SpeechTiming } from "../schemas.ts"
import type { CompiledQuestion } from "./question.ts"
import { readStar, type StarReading, starCompleteness, storySentences } from "./star.ts"

/** Answers longer than this are judged on their first part (a spoken answer is far shorter). */
export const MAX_ANSWER_CHARS = 20_000

export interface Judgement {
  readonly question: CompiledQuestion
  readonly answer: IndexedAnswer
  readonly matches: ReadonlyArray<PointMatch>
  /** 0–1, the mean credit over the talking points */
  readonly coverage: number
  readonly honesty: Honesty
  readonly depth: Depth
  readonly star: StarReading | null
  readonly exact: ExactResult | null
  readonly delivery: DeliveryFacts | null
  readonly score: number
  readonly rating: number
}

export interface Depth {
  readonly example: boolean
  readonly tradeOff: boolean
}

/**
 * Coverage → score: 1 − (1 − c)^1.5 rewards the first points most, so an answer making half the points
 * lands mid-scale and one making nearly all of them lands at the top.
 */
export const coverageCurve = (coverage: number): number => 1 - (1 - Math.min(1, Math.max(0, coverage))) ** 1.5

const DEPTH_BONUS = { example: 0.04, tradeOff: 0.04 }
const STAR_SHARE = 0.35
// Aptitude: the exact answer decides most of the score. Right: 70 plus the working. Wrong: the working earns
// partial credit, never more than 60.
const EXACT_CORRECT_FLOOR = 0.7
const EXACT_WRONG_WEIGHT = 0.75
const EXACT_WRONG_CEILING = 0.6

/**
 * Elaboration: a strong answer explains, a two-line answer only names. The words of the sentences that make
 * points, against half the reference's length (about 15 words a point without one), lift the score from 70%
 * to full. Only sentences that make a point count, so padding adds nothing.
 */
const BREVITY_FLOOR = 0.7
const targetWords = (question: CompiledQuestion): number => {
  const fromReference = question.reference === null ? 15 * question.points.length : question.reference.words / 2
  return Math.min(80, Math.max(20, fromReference))
}

export const elaboration = (question: CompiledQuestion, answer: IndexedAnswer, matches: ReadonlyArray<PointMatch>): number => {
  const used = new Set<number>()
  for (const m of matches) if (m.credit > 0) for (const i of m.sentences) used.add(i)
  let words = 0
  for (const i of used) words += answer.sentences[i]!.tokens.length
  return Math.min(1, words / targetWords(question))
}

export const ratingFor = (score: number): number => (score >= 80 ? 5 : score >= 60 ? 4 : score >= 40 ? 3 : score >= 20 ? 2 : 1)

export const judge = (question: CompiledQuestion, answerText: string, timing?: SpeechTiming): Judgement => {
  const text = answerText.length > MAX_ANSWER_CHARS ? answerText.slice(0, MAX_ANSWER_CHARS) : answerText
  const answer = indexAnswer(text)
  // A story has its own vocabulary (a campus app, a caching layer): relevance to the bank's words says
  // nothing about a behavioural answer, so only technical answers are weighed by it.
  const relevance = question.kind === "behavioural"
    ? undefined
    : relevanceFactors(answer, question.vocabulary, question.derivedPoints ? RELEVANCE_BOUNDS.reference : RELEVANCE_BOUNDS.bank)
  const cues = scanCues(question.points, answer)
  const matches = question.points.map((p, i) => matchPoint(p, answer, relevance, cues.masks[i]))
  const coverage = matches.length === 0 ? 0 : matches.reduce((sum, m) => sum + m.credit, 0) / matches.length
  // A story has to reach the situation the question asks about: the first talking point of a behavioural question.
  const onTheme = question.kind === "behavioural" && !question.derivedPoints && matches.length > 0
    ? matches[0]!.credit >= COVERED
    : undefined
  const honesty = readHonesty(question, answer, coverage, cues, onTheme)
  const depth = readDepth(answer, matches)
  const curve = coverageCurve(coverage) * (BREVITY_FLOOR + (1 - BREVITY_FLOOR) * elaboration(question, answer, matches))
  // Habits of a strong answer count only alongside substance.
  const gate = Math.min(1, coverage / 0.5)

  let star: StarReading | null = null
  let exact: ExactResult | null = null
  let value: number
  if (question.expected !== null) {
    exact = checkExact(question.expected, text)
    // The question's own figures copied back are not an answer, even when the answer is among them.
    if (honesty.flags.includes("copied-question")) exact = { ...exact, correct: false }
    value = exact.correct
      ? EXACT_CORRECT_FLOOR + (1 - EXACT_CORRECT_FLOOR) * curve
      : Math.min(EXACT_WRONG_CEILING, EXACT_WRONG_WEIGHT * curve)
  } else if (question.kind === "behavioural") {
    star = readStar(answer.sentences, storySentences(answer.sentences, answer.content, question.vocabulary))
    value = (1 - STAR_SHARE) * curve + STAR_SHARE * starCompleteness(star) * gate
  } else {
    value = curve + gate * ((depth.example ? DEPTH_BONUS.example : 0) + (depth.tradeOff ? DEPTH_BONUS.tradeOff : 0))
  }
  const score = Math.round(Math.min(1, Math.max(0, value)) * honesty.factor * 100)
  return {
    question,
    answer,
    matches,
    coverage,
    honesty,
    depth,
    star,
    exact,
    delivery: timing === undefined ? null : deliveryFacts(text, timing, answer.sentences),
    score,
    rating: ratingFor(score)
  }
}

const EXAMPLE = /\b(for example|for instance|such as|e g|say we|imagine|in my last project|in one project|i once|we once|in practice)\b/
const TRADE_OFF = /\b(trade off|tradeoff|downside|drawback|on the other hand|however|whereas|the cost is|at the cost|but|instead|unless|except when|the catch)\b/

/** Examples and trade-offs, counted only in sentences that also make a point. */
const readDepth = (answer: IndexedAnswer, matches: ReadonlyArray<PointMatch>): Depth => {
  const relevant = new Set<number>()
  for (const m of matches) if (m.credit > 0) for (const i of m.sentences) relevant.add(i)
  let example = false
  let tradeOff = false
  for (const i of relevant) {
    const key = ` ${answer.sentences[i]!.tokens.join(" ")} `
    example ||= EXAMPLE.test(key)
    tradeOff ||= TRADE_OFF.test(key)
  }
  return { example, tradeOff }
}
