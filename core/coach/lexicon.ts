/**
 * What the bank as a whole says about words: how rare each stem is (rare terms weigh more as evidence) and
 * which single words the bank's own cue groups treat as alternatives of one another (used as synonyms when
 * judging a question from a reference answer, where there are no cues).
 */
import type { BankQuestion } from "./bank/types.ts"
import { stem, stemPhrase, tokenize } from "./text.ts"
import { GENERIC_WORDS } from "./word-classes.ts"

export interface Lexicon {
  readonly documents: number
  readonly documentFrequency: ReadonlyMap<string, number>
  readonly synonyms: ReadonlyMap<string, ReadonlyArray<string>>
}

export const emptyLexicon: Lexicon = { documents: 0, documentFrequency: new Map(), synonyms: new Map() }

// Cue groups bigger than this mix loosely related ideas; their members are not synonyms.
const MAX_SYNONYM_GROUP = 7

export const makeLexicon = (questions: ReadonlyArray<BankQuestion>): Lexicon => {
  const documentFrequency = new Map<string, number>()
  const synonyms = new Map<string, Set<string>>()
  for (const question of questions) {
    const texts = [question.text, question.modelAnswer, ...question.talkingPoints.map((p) => p.point)]
    const stems = new Set(texts.flatMap((text) => tokenize(text).map(stem)))
    for (const s of stems) documentFrequency.set(s, (documentFrequency.get(s) ?? 0) + 1)
    for (const point of question.talkingPoints) {
      for (const group of point.cues) {
        if (group.length > MAX_SYNONYM_GROUP) continue
        const singles = group.map(stemPhrase).filter((s) => s.length === 1).map((s) => s[0]!)
        const distinct = [...new Set(singles)].filter((s) => s.length > 2)
        for (const a of distinct) {
          let entry = synonyms.get(a)
          if (entry === undefined) synonyms.set(a, (entry = new Set()))
          for (const b of distinct) if (b !== a) entry.add(b)
        }
      }
    }
  }
  return {
    documents: questions.length,
    documentFrequency,
    synonyms: new Map([...synonyms].map(([k, v]) => [k, [...v]]))
  }
}

/** Inverse document frequency: 1 for a word in every question, up to ~log(N) for one never seen. */
export const idf = (lexicon: Lexicon, s: string): number => {
  const n = lexicon.documents
  if (n === 0) return 1
  const df = lexicon.documentFrequency.get(s) ?? 0
  return Math.log((n + 1) / (df + 1)) + 1
}

export interface KeyTerm {
  readonly stem: string
  readonly weight: number
  /** Other stems that count as this term (at a discount). */
  readonly alternatives: ReadonlyArray<string>
}

/** Whether a token may stand as a key term of a point: not glue, not generic, not a lone digit. */
export const isContentToken = (token: string): boolean => token.length > 1 && !GENERIC_WORDS.has(token)

/** Terms in the question's own wording weigh less: repeating the question proves nothing. */
export const QUESTION_TERM_DISCOUNT = 0.35

/** Whether a stem is one of the question's own words, or a form of one ("idempotency" for "idempotent"). */
export const inQuestion = (s: string, questionStems: ReadonlySet<string>): boolean => {
  if (questionStems.has(s)) return true
  if (s.length < 6) return false
  for (const q of questionStems) {
    if (q.length >= 6 && (s.startsWith(q.slice(0, 6)) && commonPrefix(s, q) >= Math.min(s.length, q.length) - 2)) return true
  }
  return false
}

const commonPrefix = (a: string, b: string): number => {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/** The key terms of one sentence (a reference sentence or a talking point), weighted by rarity. */
export const keyTermsOf = (
  text: string,
  lexicon: Lexicon,
  questionStems: ReadonlySet<string>
): Array<KeyTerm> => {
  const seen = new Set<string>()
  const out: Array<KeyTerm> = []
  for (const token of tokenize(text)) {
    if (!isContentToken(token)) continue
    const s = stem(token)
    if (seen.has(s)) continue
    seen.add(s)
    const fromQuestion = inQuestion(s, questionStems)
    const weight = idf(lexicon, s) * (fromQuestion ? QUESTION_TERM_DISCOUNT : 1)
    // A question word's "synonyms" would let the question's own wording count twice.
    const alternatives = fromQuestion ? [] : (lexicon.synonyms.get(s) ?? []).filter((alt) => !inQuestion(alt, questionStems))
    out.push({ stem: s, weight, alternatives })
  }
  return out
}

/** Distinct content stems of a text. */
export const contentStems = (text: string): Set<string> => {
  const out = new Set<string>()
  for (const token of tokenize(text)) if (isContentToken(token)) out.add(stem(token))
  return out
}
