/**
 * What the bank as a whole says about words: how rare each stem is (rare terms weigh more as evidence) and
 * which single words the bank's own cue groups treat as alternatives of one another (used as synonyms when
 * judging a question from a reference answer, where there are no cues), plus the words and code names it uses,
 * from which a cue's spoken and typed forms are found (cue-variants.ts).
 */
import type { BankQuestion } from "../bank/types.ts"
import { collectIdentifiers } from "./identifiers.ts"
import { classesOf, stem, stemPhrase, tokenize, wordOf } from "./text.ts"
import { isContentToken, WORD_CLASS } from "./word-classes.ts"

/** Stems that belong to a question's subject (only ever asked whether it holds a stem). */
export interface Vocabulary {
  has(stem: string): boolean
}

export interface Lexicon {
  readonly documents: number
  readonly documentFrequency: ReadonlyMap<string, number>
  readonly synonyms: ReadonlyMap<string, ReadonlyArray<string>>
  /** word (token) → how many questions use it */
  readonly words: ReadonlyMap<string, number>
  /** code names the bank writes in camel case, lower-cased → their words ("nexttick" → next, tick) */
  readonly identifiers: ReadonlyMap<string, ReadonlyArray<string>>
  /** cue alternative → the stems of its forms (cue-variants.ts), filled as questions are compiled */
  readonly cueForms: Map<string, ReadonlyArray<ReadonlyArray<string>>>
  /** a cue's word → its words as a code name, or null (cue-variants.ts), filled as questions are compiled */
  readonly nameParts: Map<string, ReadonlyArray<string> | null>
}

export const emptyLexicon: Lexicon = {
  documents: 0,
  documentFrequency: new Map(),
  synonyms: new Map(),
  words: new Map(),
  identifiers: new Map(),
  cueForms: new Map(),
  nameParts: new Map()
}

// Cue groups bigger than this mix loosely related ideas; their members are not synonyms.
const MAX_SYNONYM_GROUP = 7

export const makeLexicon = (questions: ReadonlyArray<BankQuestion>): Lexicon => {
  // Questions by token first (one lookup per token), then by stem: most stems have one token, and a stem's
  // document frequency is the number of questions holding any of its tokens.
  const docsByToken = new Map<string, Array<number>>()
  const count = (text: string, doc: number) => {
    for (const token of tokenize(text)) {
      const docs = docsByToken.get(token)
      if (docs === undefined) docsByToken.set(token, [doc])
      else if (docs[docs.length - 1] !== doc) docs.push(doc)
    }
  }
  const synonyms = new Map<string, Set<string>>()
  const identifiers = new Map<string, ReadonlyArray<string>>()
  questions.forEach((question, doc) => {
    count(question.text, doc)
    count(question.modelAnswer, doc)
    collectIdentifiers(question.text, identifiers)
    collectIdentifiers(question.modelAnswer, identifiers)
    for (const point of question.talkingPoints) {
      count(point.point, doc)
      collectIdentifiers(point.point, identifiers)
      for (const group of point.cues) {
        if (group.length > MAX_SYNONYM_GROUP) continue
        const distinct: Array<string> = []
        for (const alternative of group) {
          const stems = stemPhrase(alternative)
          if (stems.length === 1 && stems[0]!.length > 2 && !distinct.includes(stems[0]!)) distinct.push(stems[0]!)
        }
        if (distinct.length < 2) continue
        for (const a of distinct) {
          let entry = synonyms.get(a)
          if (entry === undefined) synonyms.set(a, (entry = new Set()))
          for (const b of distinct) if (b !== a) entry.add(b)
        }
      }
    }
  })
  const lists = new Map<string, ReadonlyArray<string>>()
  for (const [k, v] of synonyms) lists.set(k, [...v])
  const words = new Map<string, number>()
  for (const [token, docs] of docsByToken) words.set(token, docs.length)
  return {
    documents: questions.length,
    documentFrequency: frequencyByStem(docsByToken, questions.length),
    synonyms: lists,
    words,
    identifiers,
    cueForms: new Map(),
    nameParts: new Map()
  }
}

const frequencyByStem = (docsByToken: ReadonlyMap<string, ReadonlyArray<number>>, documents: number): Map<string, number> => {
  const tokensByStem = new Map<string, Array<ReadonlyArray<number>>>()
  for (const [token, docs] of docsByToken) {
    const s = stem(token)
    const lists = tokensByStem.get(s)
    if (lists === undefined) tokensByStem.set(s, [docs])
    else lists.push(docs)
  }
  const documentFrequency = new Map<string, number>()
  const seen = new Int32Array(documents)
  let mark = 0
  for (const [s, lists] of tokensByStem) {
    if (lists.length === 1) {
      documentFrequency.set(s, lists[0]!.length)
      continue
    }
    mark++
    let df = 0
    for (const docs of lists) {
      for (const doc of docs) {
        if (seen[doc] === mark) continue
        seen[doc] = mark
        df++
      }
    }
    documentFrequency.set(s, df)
  }
  return documentFrequency
}

/** Inverse document frequency: 1 for a word in every question, up to ~log(N) for one never seen. */
const idf = (lexicon: Lexicon, s: string): number => {
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

export { isContentToken } from "./word-classes.ts"

/** Terms in the question's own wording weigh less: repeating the question proves nothing. */
const QUESTION_TERM_DISCOUNT = 0.35

/** Whether a stem is one of the question's own words, or a form of one ("idempotency" for "idempotent"). */
export const inQuestion = (s: string, questionStems: ReadonlySet<string>): boolean =>
  isQuestionWord(s, questionStems, longStems(questionStems))

const PREFIX = 6

/** Whether inQuestion(s, stems) is only whether `s` is one of the stems: too short to share a long stem's prefix. */
export const inQuestionExactly = (s: string): boolean => s.length < PREFIX

const isQuestionWord = (s: string, questionStems: ReadonlySet<string>, long: ReadonlyArray<LongStem>): boolean => {
  if (questionStems.has(s)) return true
  if (s.length < PREFIX) return false
  for (const q of long) {
    if (s.startsWith(q.prefix) && commonPrefix(s, q.stem) >= Math.min(s.length, q.stem.length) - 2) return true
  }
  return false
}

interface LongStem {
  readonly stem: string
  readonly prefix: string
}
const longStemLists = new WeakMap<ReadonlySet<string>, ReadonlyArray<LongStem>>()

/** The question's stems of six letters or more with their first six (a form of one shares them), once per set. */
const longStems = (questionStems: ReadonlySet<string>): ReadonlyArray<LongStem> => {
  const known = longStemLists.get(questionStems)
  if (known !== undefined) return known
  const list: Array<LongStem> = []
  for (const q of questionStems) if (q.length >= PREFIX) list.push({ stem: q, prefix: q.slice(0, PREFIX) })
  longStemLists.set(questionStems, list)
  return list
}

/**
 * The stems whose bank synonyms include a word of the question, found from the question's side (synonymy is
 * symmetric, so they are the question words' own synonyms): only their synonym lists need filtering.
 */
const withQuestionSynonyms = (questionStems: ReadonlySet<string>, lexicon: Lexicon): ReadonlySet<string> => {
  const known = taintedSets.get(questionStems)
  if (known !== undefined && known.lexicon === lexicon) return known.stems
  const stems = new Set<string>()
  const addSynonymsOf = (word: string) => {
    for (const s of lexicon.synonyms.get(word) ?? NONE) stems.add(s)
  }
  for (const q of questionStems) addSynonymsOf(q)
  for (const q of longStems(questionStems)) {
    for (const word of synonymKeysByPrefix(lexicon).get(q.prefix) ?? NONE) {
      if (commonPrefix(word, q.stem) >= Math.min(word.length, q.stem.length) - 2) addSynonymsOf(word)
    }
  }
  taintedSets.set(questionStems, { lexicon, stems })
  return stems
}
const taintedSets = new WeakMap<ReadonlySet<string>, { readonly lexicon: Lexicon; readonly stems: ReadonlySet<string> }>()

const prefixIndexes = new WeakMap<Lexicon, ReadonlyMap<string, ReadonlyArray<string>>>()
/** Stems that have synonyms, by their first six letters (built on first use). */
const synonymKeysByPrefix = (lexicon: Lexicon): ReadonlyMap<string, ReadonlyArray<string>> => {
  const known = prefixIndexes.get(lexicon)
  if (known !== undefined) return known
  const index = new Map<string, Array<string>>()
  for (const word of lexicon.synonyms.keys()) {
    if (word.length < PREFIX) continue
    const key = word.slice(0, PREFIX)
    const list = index.get(key)
    if (list === undefined) index.set(key, [word])
    else list.push(word)
  }
  prefixIndexes.set(lexicon, index)
  return index
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
): Array<KeyTerm> => keyTermsOfTokens(tokenize(text), lexicon, questionStems)

export const keyTermsOfTokens = (
  tokens: ReadonlyArray<string>,
  lexicon: Lexicon,
  questionStems: ReadonlySet<string>
): Array<KeyTerm> => {
  const long = longStems(questionStems)
  const tainted = withQuestionSynonyms(questionStems, lexicon)
  const out: Array<KeyTerm> = []
  for (const token of tokens) {
    const word = wordOf(token)
    if ((classesOf(word) & WORD_CLASS.content) === 0) continue
    const s = word.stem
    if (out.some((term) => term.stem === s)) continue
    const fromQuestion = isQuestionWord(s, questionStems, long)
    const weight = idf(lexicon, s) * (fromQuestion ? QUESTION_TERM_DISCOUNT : 1)
    // A question word's "synonyms" would let the question's own wording count twice.
    let alternatives = NONE
    const synonyms = lexicon.synonyms.get(s)
    if (!fromQuestion && synonyms !== undefined) {
      // the bank's own list, shared, unless one of them is a question word
      alternatives = tainted.has(s) ? synonyms.filter((alt) => !isQuestionWord(alt, questionStems, long)) : synonyms
    }
    out.push({ stem: s, weight, alternatives })
  }
  return out
}

const NONE: ReadonlyArray<string> = []

/** Distinct content stems of a text. */
export const contentStems = (text: string): Set<string> => {
  const out = new Set<string>()
  for (const token of tokenize(text)) if (isContentToken(token)) out.add(stem(token))
  return out
}
