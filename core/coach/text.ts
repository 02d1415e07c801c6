/**
 * Text as the coach reads it: sentences, word tokens and stems. Cues, answers and references all go through
 * the same functions, so matching ignores case, punctuation, contractions and simple endings on both sides.
 */
import { classesOf, HASH_START, hashStep, type Word, wordAt, wordOf } from "./words.ts"

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
}

// Tokens: words (letters, digits, underscore, inner apostrophes and dots), C++/C#-style suffixes, operators.
const TOKEN = /[\p{L}\p{N}_]+(?:['.][\p{L}\p{N}_]+)*[+#]*|[=!<>&|]{2,}/gu
// The same for plain ASCII text, which is most text and much faster without Unicode property classes.
const ASCII_TOKEN = /[a-z0-9_]+(?:['.][a-z0-9_]+)*[+#]*|[=!<>&|]{2,}/g
const ASCII = /^[\x00-\x7f]*$/
const NUMERIC = /^\d+(?:\.\d+)?$/

const CONTRACTIONS: ReadonlyMap<string, ReadonlyArray<string>> = new Map(Object.entries({
  cannot: ["can", "not"],
  "can't": ["can", "not"],
  "won't": ["will", "not"],
  "shan't": ["shall", "not"],
  "ain't": ["is", "not"],
  "it's": ["it", "is"],
  "that's": ["that", "is"],
  "what's": ["what", "is"],
  "there's": ["there", "is"],
  "here's": ["here", "is"],
  "who's": ["who", "is"],
  "he's": ["he", "is"],
  "she's": ["she", "is"],
  "let's": ["let", "us"],
  "i'm": ["i", "am"]
}))
const SUFFIX_CONTRACTIONS: ReadonlyArray<readonly [string, string]> = [
  ["n't", "not"],
  ["'re", "are"],
  ["'ve", "have"],
  ["'ll", "will"],
  ["'d", "would"]
]

/** Lower-case word tokens of a piece of text, contractions expanded, possessive 's dropped. */
export const tokenize = (text: string): Array<string> => {
  const out: Array<string> = []
  const lower = text.toLowerCase()
  if (scanAscii(lower, out, null, null)) return out
  return tokenizeByPattern(text)
}

/** The same reading by regular expression: the definition the scanner follows (tests hold them equal). */
export const tokenizeByPattern = (text: string): Array<string> => {
  const out: Array<string> = []
  const unicode = lowerText(text)
  for (const match of unicode.matchAll(ASCII.test(unicode) ? ASCII_TOKEN : TOKEN)) pushToken(out, match[0])
  return out
}

const lowerText = (text: string): string => text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'")
const TOKEN_OR_BREAK = new RegExp(`${TOKEN.source}|[,;:]`, "gu")
const ASCII_TOKEN_OR_BREAK = new RegExp(`${ASCII_TOKEN.source}|[,;:]`, "g")

interface Tokens {
  readonly tokens: Array<string>
  readonly segmentOf: Array<number>
  readonly words: Array<Word>
}

const tokenizeWithSegments = (text: string): Tokens => {
  const tokens: Array<string> = []
  const segmentOf: Array<number> = []
  const words: Array<Word> = []
  const lower = text.toLowerCase()
  if (scanAscii(lower, tokens, segmentOf, words)) return { tokens, segmentOf, words }
  tokens.length = 0
  segmentOf.length = 0
  words.length = 0
  let segment = 0
  const unicode = lowerText(lower)
  for (const match of unicode.matchAll(ASCII.test(unicode) ? ASCII_TOKEN_OR_BREAK : TOKEN_OR_BREAK)) {
    const raw = match[0]
    if (raw === "," || raw === ";" || raw === ":") {
      segment++
      continue
    }
    pushToken(tokens, raw)
    while (segmentOf.length < tokens.length) segmentOf.push(segment)
  }
  for (const token of tokens) words.push(wordOf(token))
  return { tokens, segmentOf, words }
}

// Character codes for the hand-written scanner below.
const APOSTROPHE = 39
const DOT = 46
const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95
const isOperatorCode = (c: number): boolean => c === 61 || c === 33 || c === 60 || c === 62 || c === 38 || c === 124
// Typographic apostrophes and the backtick read as a plain apostrophe.
const isApostropheCode = (c: number): boolean => c === APOSTROPHE || c === 0x2018 || c === 0x2019 || c === 0x02bc || c === 96

/**
 * The ASCII_TOKEN pattern as a hand-written scan of lower-case text (most text is ASCII, and a scan allocates
 * nothing but new words). Returns false, having pushed garbage, when the text has other non-ASCII characters:
 * the caller then uses the Unicode pattern. With `segmentOf`, commas, semicolons and colons start new segments;
 * with `words`, each token's word (words.ts) is pushed alongside it.
 */
const scanAscii = (
  lower: string,
  out: Array<string>,
  segmentOf: Array<number> | null,
  words: Array<Word> | null
): boolean => {
  const n = lower.length
  let segment = 0
  let i = 0
  while (i < n) {
    const c = lower.charCodeAt(i)
    if (isWordCode(c)) {
      const start = i
      let dotted = false
      let quoted = false
      let typographic = false
      let hash = hashStep(HASH_START, c)
      i++
      for (;;) {
        while (i < n) {
          const d = lower.charCodeAt(i)
          if (!isWordCode(d)) break
          hash = hashStep(hash, d)
          i++
        }
        if (i + 1 < n) {
          const d = lower.charCodeAt(i)
          if ((d === DOT || isApostropheCode(d)) && isWordCode(lower.charCodeAt(i + 1))) {
            if (d === DOT) dotted = true
            else {
              quoted = true
              if (d !== APOSTROPHE) typographic = true
            }
            i += 2
            continue
          }
        }
        break
      }
      while (i < n) {
        const d = lower.charCodeAt(i)
        if (d !== 43 && d !== 35) break
        hash = hashStep(hash, d)
        i++
      }
      if (dotted || quoted) {
        const raw = lower.slice(start, i)
        pushToken(out, typographic ? raw.replace(/[\u2018\u2019\u02bc`]/g, "'") : raw)
      } else {
        // the common case: a plain word, found without cutting it out of the text
        const word = wordAt(lower, start, i, hash)
        if (word.token === "cannot") out.push("can", "not")
        else {
          out.push(word.token)
          words?.push(word)
        }
      }
      if (words !== null) while (words.length < out.length) words.push(wordOf(out[words.length]!))
      if (segmentOf !== null) while (segmentOf.length < out.length) segmentOf.push(segment)
      continue
    }
    if (isOperatorCode(c)) {
      const start = i
      while (i < n && isOperatorCode(lower.charCodeAt(i))) i++
      if (i - start >= 2) {
        pushOperator(out, lower.slice(start, i))
        if (words !== null) while (words.length < out.length) words.push(wordOf(out[words.length]!))
        if (segmentOf !== null) while (segmentOf.length < out.length) segmentOf.push(segment)
      }
      continue
    }
    if (c === 44 || c === 59 || c === 58) segment++
    else if (c > 127 && !isApostropheCode(c)) return false
    i++
  }
  return true
}

/**
 * Operators as they are said: "null == undefined" and "null double equals undefined" (a spoken answer, or a cue
 * written in words) read the same. Other operator runs stay tokens of their own.
 */
const SPOKEN_OPERATORS: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["==", ["double", "equals"]],
  ["===", ["triple", "equals"]],
  ["!=", ["not", "equals"]],
  ["!==", ["not", "triple", "equals"]],
  ["&&", ["logical", "and"]],
  ["||", ["logical", "or"]]
])

const pushOperator = (out: Array<string>, raw: string): void => {
  const spoken = SPOKEN_OPERATORS.get(raw)
  if (spoken === undefined) out.push(raw)
  else out.push(...spoken)
}

const pushToken = (out: Array<string>, raw: string): void => {
  if (isOperatorCode(raw.charCodeAt(0))) {
    pushOperator(out, raw)
    return
  }
  const dot = raw.includes(".")
  const apostrophe = raw.includes("'")
  // Most tokens are plain words: push them as they are ("cannot" is the one contraction without an apostrophe).
  if (!dot && !apostrophe) {
    if (raw === "cannot") out.push("can", "not")
    else out.push(raw)
    return
  }
  if (dot && !NUMERIC.test(raw)) {
    for (const part of raw.split(".")) if (part.length > 0) pushToken(out, part)
    return
  }
  const whole = CONTRACTIONS.get(raw)
  if (whole !== undefined) {
    out.push(...whole)
    return
  }
  if (!raw.includes("'")) {
    out.push(raw)
    return
  }
  for (const [suffix, expansion] of SUFFIX_CONTRACTIONS) {
    if (raw.endsWith(suffix) && raw.length > suffix.length) {
      out.push(raw.slice(0, -suffix.length), expansion)
      return
    }
  }
  if (raw.endsWith("'s")) {
    out.push(raw.slice(0, -2))
    return
  }
  out.push(raw.replace(/'/g, ""))
}

/** A token's stem (see words.ts). */
export const stem = (token: string): string => wordOf(token).stem

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
  return { text, tokens, stems, segmentOf, classes }
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
