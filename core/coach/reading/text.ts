/**
 * Text as the coach reads it: sentences, word tokens and stems. Cues, answers and references all go through
 * the same functions, so matching ignores case, punctuation, contractions and simple endings on both sides.
 */
import { tokenize, tokenizeWithSegments } from "./tokenizer.ts"
import { classesOf, type Word, wordOf } from "./words.ts"

export { tokenize, tokenizeByPattern } from "./tokenizer.ts"
export { classesOf, type Word, wordOf } from "./words.ts"

export interface Sentence {
  /** The sentence as the candidate wrote it, trimmed. */
  readonly text: string
  /** Lower-case word tokens, contractions expanded ("can't" → "can", "not"). */
  readonly tokens: ReadonlyArray<string>
  /** `stem(token)` for every token, same positions. */
  readonly stems: ReadonlyArray<string>
  /** For every token, the index of its segment: the stretch between commas, semicolons and colons. */
  readonly segmentOf: ReadonlyArray<number>
  /** For every token, its word classes (WORD_CLASS bits of word-classes.ts). */
  readonly classes: ReadonlyArray<number>
  /** For every token, its word (words.ts: one object per distinct word read). */
  readonly words: ReadonlyArray<Word>
}

/** A token's stem (see words.ts). */
export const stem = (token: string): string => wordOf(token).stem

/** The stems of a space-separated list of words, as a set (word lists of the reading rules). */
export const stemSet = (words: string): ReadonlySet<string> => new Set(words.split(" ").map(stem))

export interface Phrase {
  readonly tokens: ReadonlyArray<string>
  readonly stems: ReadonlyArray<string>
}
const phraseCache = new Map<string, Phrase>()

/** Tokens and stems of a short phrase such as a cue alternative, cached: the bank's cues are read many times. */
export const phraseOf = (phrase: string): Phrase => {
  const cached = phraseCache.get(phrase)
  if (cached !== undefined) return cached
  const tokens = tokenize(phrase)
  const read = { tokens, stems: tokens.map(stem) }
  if (phraseCache.size > 50_000) phraseCache.clear()
  phraseCache.set(phrase, read)
  return read
}

/** Stems of a phrase, e.g. a cue alternative: "can't be changed" → ["can", "not", "be", "chang"]. */
export const stemPhrase = (phrase: string): ReadonlyArray<string> => phraseOf(phrase).stems

const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|etc|vs|approx|mr|mrs|ms|dr|fig|cf)\.$/i

/** Splits text into sentences at . ! ? and line breaks, keeping abbreviations and decimals intact. */
export const splitSentences = (text: string): Array<string> => {
  const out: Array<string> = []
  let start = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const ch = text[i]
    if (ch === "\n") {
      pushSentence(out, text.slice(start, i))
      start = i + 1
      continue
    }
    if (ch !== "." && ch !== "!" && ch !== "?") continue
    let j = i
    while (j + 1 < n && (text[j + 1] === "." || text[j + 1] === "!" || text[j + 1] === "?")) j++
    const next = text[j + 1]
    if (next !== undefined && !/[\s"')\]]/.test(next)) {
      i = j
      continue
    }
    if (ch === "." && ABBREVIATION.test(text.slice(Math.max(start, i - 8), i + 1))) {
      i = j
      continue
    }
    pushSentence(out, text.slice(start, j + 1))
    start = j + 1
    i = j
  }
  pushSentence(out, text.slice(start))
  return out
}

const pushSentence = (out: Array<string>, raw: string): void => {
  const trimmed = raw.trim().replace(/^(?:[-*•·]+|\d{1,2}[.)])\s+/u, "")
  if (/[\p{L}\p{N}]/u.test(trimmed)) out.push(trimmed)
}

// Long unpunctuated stretches (speech transcripts) are cut into windows of about this many tokens.
const MAX_SENTENCE_TOKENS = 40
const BREAK_WORDS = new Set(["and", "so", "but", "because", "then", "which", "also", "or", "where", "when"])

/** The sentences of a text with their tokens and stems. */
export const analyseSentences = (text: string): Array<Sentence> => {
  const out: Array<Sentence> = []
  for (const sentence of splitSentences(text)) {
    const { segmentOf, tokens, words } = tokenizeWithSegments(sentence)
    if (tokens.length === 0) continue
    if (tokens.length <= MAX_SENTENCE_TOKENS) {
      out.push(makeSentence(sentence, tokens, segmentOf, words))
      continue
    }
    let offset = 0
    for (const chunk of chunkTokens(tokens)) {
      const end = offset + chunk.length
      out.push(makeSentence(chunk.join(" "), chunk, segmentOf.slice(offset, end), words.slice(offset, end)))
      offset = end
    }
  }
  return out
}

const chunkTokens = (tokens: ReadonlyArray<string>): Array<ReadonlyArray<string>> => {
  const chunks: Array<ReadonlyArray<string>> = []
  let start = 0
  while (tokens.length - start > MAX_SENTENCE_TOKENS) {
    let cut = start + MAX_SENTENCE_TOKENS
    for (let k = start + MAX_SENTENCE_TOKENS; k > start + 12; k--) {
      if (BREAK_WORDS.has(tokens[k]!)) {
        cut = k
        break
      }
    }
    chunks.push(tokens.slice(start, cut))
    start = cut
  }
  chunks.push(tokens.slice(start))
  return chunks
}

const makeSentence = (
  text: string,
  tokens: ReadonlyArray<string>,
  segmentOf: ReadonlyArray<number>,
  words: ReadonlyArray<Word>
): Sentence => {
  const stems = new Array<string>(tokens.length)
  const classes = new Array<number>(tokens.length)
  for (let i = 0; i < tokens.length; i++) {
    stems[i] = words[i]!.stem
    classes[i] = classesOf(words[i]!)
  }
  return { text, tokens, stems, segmentOf, classes, words }
}

/** Words in a text, as a speaker would count them. */
export const countWords = (text: string): number => {
  let count = 0
  for (const _ of text.matchAll(/[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu)) count++
  return count
}

/** Collapses whitespace and trims; used for display and for comparing texts. */
export const squash = (text: string): string => text.replace(/\s+/g, " ").trim()

/** A key for comparing two texts regardless of case, punctuation and spacing. */
export const textKey = (text: string): string => tokenize(text).join(" ")
