/**
 * How much a stretch of text reads like real sentences: enough glue words (a keyword list has none), no
 * comma-separated bare terms, and a natural word order (shuffled text puts "the" before "is" or ends on "of").
 * Evidence for a talking point counts only as much as the sentence it sits in reads like a sentence.
 */
import type { Sentence } from "./text.ts"
import { WORD_CLASS } from "./word-classes.ts"

export interface Quality {
  /** 0–1: glue words and sentence shape; 0 for a bare keyword list. */
  readonly fluency: number
  /** 0–1: natural word order; 0 for shuffled words. */
  readonly order: number
  /** fluency × order */
  readonly value: number
}

/** Per-sentence counts the window quality is computed from (sums are cheap for two-sentence windows). */
export interface SentenceCounts {
  readonly tokens: number
  readonly glue: number
  /** Tokens in comma-separated segments that read as clauses (four or more words, or three with a glue word). */
  readonly clauseTokens: number
  /** Tokens in "sentences" of one or two words. */
  readonly fragmentTokens: number
  readonly segments: number
  readonly bigrams: number
  readonly badBigrams: number
}

export const countSentence = (sentence: Sentence): SentenceCounts => {
  const { classes, segmentOf, tokens } = sentence
  const sql = tokens.includes("select") && tokens.includes("from")
  const glueBits = WORD_CLASS.glue | (sql ? WORD_CLASS.sqlStructure : 0)
  let glue = 0
  let clauseTokens = 0
  let segments = 0
  // Segments are numbered in order, so one pass closes each segment as the next begins.
  let size = 0
  let segmentGlue = 0
  const close = () => {
    if (size === 0) return
    segments++
    if (size >= 4 || (size === 3 && segmentGlue > 0)) clauseTokens += size
  }
  let badBigrams = 0
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0 && segmentOf[i] !== segmentOf[i - 1]) {
      close()
      size = 0
      segmentGlue = 0
    } else if (i > 0 && isBadBigram(classes[i - 1]!, classes[i]!)) badBigrams++
    size++
    if ((classes[i]! & glueBits) !== 0) {
      glue++
      segmentGlue++
    }
  }
  close()
  const last = classes[classes.length - 1]
  if (last !== undefined && tokens.length > 1 && ((last & (WORD_CLASS.article | WORD_CLASS.coordinator)) !== 0 || tokens[tokens.length - 1] === "of")) {
    badBigrams++
  }
  return {
    tokens: tokens.length,
    glue,
    clauseTokens,
    fragmentTokens: tokens.length <= 2 ? tokens.length : 0,
    segments,
    bigrams: Math.max(0, tokens.length - 1),
    badBigrams
  }
}

const { article, be, coordinator, modal, not, preposition, subjectPronoun } = WORD_CLASS
const AFTER_ARTICLE = article | be | modal | preposition | coordinator | subjectPronoun | not

/** Word pairs that natural English almost never produces but shuffled words often do (by word classes). */
const isBadBigram = (a: number, b: number): boolean => {
  if ((a & article) !== 0) return (b & AFTER_ARTICLE) !== 0
  if ((a & preposition) !== 0) return (b & (be | modal | coordinator)) !== 0
  if ((a & subjectPronoun) !== 0) return (b & (article | preposition)) !== 0
  if ((a & be) !== 0) return (b & (be | modal)) !== 0
  if ((a & modal) !== 0) return (b & (article | be | preposition)) !== 0
  return false
}

const ZERO: SentenceCounts = { tokens: 0, glue: 0, clauseTokens: 0, fragmentTokens: 0, segments: 0, bigrams: 0, badBigrams: 0 }

export const addCounts = (a: SentenceCounts, b: SentenceCounts): SentenceCounts => ({
  tokens: a.tokens + b.tokens,
  glue: a.glue + b.glue,
  clauseTokens: a.clauseTokens + b.clauseTokens,
  fragmentTokens: a.fragmentTokens + b.fragmentTokens,
  segments: a.segments + b.segments,
  bigrams: a.bigrams + b.bigrams,
  badBigrams: a.badBigrams + b.badBigrams
})

export const sumCounts = (counts: ReadonlyArray<SentenceCounts>): SentenceCounts => counts.reduce(addCounts, ZERO)

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x)

// In the bank's model answers 99% of sentences have over 20% glue words (median 45%); a list of terms has
// next to none.
const GLUE_NONE = 0.05
const GLUE_FULL = 0.2
const TERSE_SENTENCE = 0.7

export const qualityOf = (counts: SentenceCounts): Quality => {
  if (counts.tokens === 0) return { fluency: 0, order: 0, value: 0 }
  const glueRatio = counts.glue / counts.tokens
  let fluency = clamp01((glueRatio - GLUE_NONE) / (GLUE_FULL - GLUE_NONE))
  // A long, terse sentence in one piece still reads as a sentence ("Django 5.2, a long-term support release,
  // finally supports composite primary keys"); a run of bare terms has no glue word at all.
  if (counts.glue >= 1 && counts.tokens >= 8 && counts.clauseTokens / counts.tokens >= 0.6) fluency = Math.max(fluency, TERSE_SENTENCE)
  // Three or more comma-separated pieces with hardly a clause among them: a list, not a sentence.
  if (counts.segments >= 3 && counts.clauseTokens / counts.tokens < 0.4) fluency *= 0.1
  // One- and two-word lines: notes, not sentences.
  if (counts.fragmentTokens / counts.tokens >= 0.6) fluency *= 0.3
  // Smoothed so one odd pair in a short sentence ("use the is operator") does not sink it.
  const badRate = counts.badBigrams / (counts.bigrams + 8)
  const order = clamp01(1 - (badRate - 0.03) / 0.08)
  return { fluency, order, value: fluency * order }
}
