/**
 * Text as the coach reads it: sentences, word tokens and stems. Cues, answers and references all go through
 * the same functions, so matching ignores case, punctuation, contractions and simple endings on both sides.
 */

export interface Sentence {
  /** The sentence as the candidate wrote it, trimmed. */
  readonly text: string
  /** Lower-case word tokens, contractions expanded ("can't" → "can", "not"). */
  readonly tokens: ReadonlyArray<string>
  /** `stem(token)` for every token, same positions. */
  readonly stems: ReadonlyArray<string>
  /** For every token, the index of its segment: the stretch between commas, semicolons and colons. */
  readonly segmentOf: ReadonlyArray<number>
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
  const lower = lowerText(text)
  for (const match of lower.matchAll(ASCII.test(lower) ? ASCII_TOKEN : TOKEN)) pushToken(out, match[0])
  return out
}

const lowerText = (text: string): string => text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'")
const TOKEN_OR_BREAK = new RegExp(`${TOKEN.source}|[,;:]`, "gu")
const ASCII_TOKEN_OR_BREAK = new RegExp(`${ASCII_TOKEN.source}|[,;:]`, "g")

const tokenizeWithSegments = (text: string): { tokens: Array<string>; segmentOf: Array<number> } => {
  const tokens: Array<string> = []
  const segmentOf: Array<number> = []
  let segment = 0
  const lower = lowerText(text)
  for (const match of lower.matchAll(ASCII.test(lower) ? ASCII_TOKEN_OR_BREAK : TOKEN_OR_BREAK)) {
    const raw = match[0]
    if (raw === "," || raw === ";" || raw === ":") {
      segment++
      continue
    }
    pushToken(tokens, raw)
    while (segmentOf.length < tokens.length) segmentOf.push(segment)
  }
  return { tokens, segmentOf }
}

const pushToken = (out: Array<string>, raw: string): void => {
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

const VOWEL = /[aeiouy]/
const stemCache = new Map<string, string>()

/**
 * A light stemmer: strips plural -s/-es/-ies and -ed, -ing, -ly, undoubles a final consonant and drops a final
 * e, so "cache", "caches", "cached" and "caching" share one stem. Deliberately simple and predictable.
 */
export const stem = (word: string): string => {
  const cached = stemCache.get(word)
  if (cached !== undefined) return cached
  const result = computeStem(word)
  if (stemCache.size > 100_000) stemCache.clear()
  stemCache.set(word, result)
  return result
}

// Three-letter words stay whole, except the few whose longer forms stem shorter ("uses", "used" → "us").
const SHORT_WORDS: ReadonlyMap<string, string> = new Map([["use", "us"], ["age", "ag"], ["tie", "ti"], ["die", "di"], ["lie", "li"]])

const computeStem = (word: string): string => {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return SHORT_WORDS.get(word) ?? word
  let w = word
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1)
  let stripped = false
  for (const suffix of ["ing", "ed", "ly"]) {
    if (w.endsWith(suffix)) {
      const rest = w.slice(0, -suffix.length)
      if (rest.length >= 2 && VOWEL.test(rest)) {
        w = rest
        stripped = suffix !== "ly"
      }
      break
    }
  }
  if (stripped && w.length >= 3) {
    const last = w[w.length - 1]!
    if (last === w[w.length - 2] && !"aeiouylsz".includes(last)) w = w.slice(0, -1)
  }
  if (w.length >= 3 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1)
  return w
}

const phraseCache = new Map<string, ReadonlyArray<string>>()

/** Stems of a phrase, e.g. a cue alternative: "can't be changed" → ["can", "not", "be", "chang"]. */
export const stemPhrase = (phrase: string): ReadonlyArray<string> => {
  const cached = phraseCache.get(phrase)
  if (cached !== undefined) return cached
  const stems = tokenize(phrase).map(stem)
  if (phraseCache.size > 50_000) phraseCache.clear()
  phraseCache.set(phrase, stems)
  return stems
}

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
    const { segmentOf, tokens } = tokenizeWithSegments(sentence)
    if (tokens.length === 0) continue
    if (tokens.length <= MAX_SENTENCE_TOKENS) {
      out.push(makeSentence(sentence, tokens, segmentOf))
      continue
    }
    let offset = 0
    for (const chunk of chunkTokens(tokens)) {
      out.push(makeSentence(chunk.join(" "), chunk, segmentOf.slice(offset, offset + chunk.length)))
      offset += chunk.length
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

const makeSentence = (text: string, tokens: ReadonlyArray<string>, segmentOf: ReadonlyArray<number>): Sentence => ({
  text,
  tokens,
  stems: tokens.map(stem),
  segmentOf
})

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
