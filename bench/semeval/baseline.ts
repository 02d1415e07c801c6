/**
 * The bag-of-words baseline: lower-cased word tokens (runs of letters and digits; no stop words, no stemming),
 * cosine of the term-count vectors of the answer and each reference answer, best over the references, × 100.
 */
import type { Scorer } from "./evaluate.ts"

/** Lower-cased word tokens: maximal runs of Unicode letters, marks and digits. */
export const wordTokens = (text: string): Array<string> => text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []

const counts = (tokens: ReadonlyArray<string>): Map<string, number> => {
  const out = new Map<string, number>()
  for (const t of tokens) out.set(t, (out.get(t) ?? 0) + 1)
  return out
}

/** Cosine similarity (0–1) of the term-count vectors of two texts; 0 when either has no words. */
export const bagOfWordsCosine = (a: string, b: string): number => {
  const ca = counts(wordTokens(a))
  const cb = counts(wordTokens(b))
  let dot = 0
  for (const [t, n] of ca) dot += n * (cb.get(t) ?? 0)
  if (dot === 0) return 0
  let na = 0
  let nb = 0
  for (const n of ca.values()) na += n * n
  for (const n of cb.values()) nb += n * n
  return dot / Math.sqrt(na * nb)
}

/** 100 × the best cosine between the answer and any reference answer (0 for a question with no references). */
export const bagOfWordsScorer: Scorer = (question, answer) =>
  question.references.reduce((best, reference) => Math.max(best, 100 * bagOfWordsCosine(answer, reference)), 0)
