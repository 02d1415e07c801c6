/**
 * Tokens as the coach reads them: lower-case words, contractions expanded ("can't" → can, not), operators said
 * aloud ("==" → double equals). A hand-written scan reads ASCII text and finds each word in words.ts without
 * cutting it out of the text; other text falls back to the Unicode pattern, which the scan follows exactly.
 */
import { HASH_START, hashStep, type Word, wordOf, wordsAt } from "./words.ts"

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

export interface Tokens {
  readonly tokens: Array<string>
  readonly segmentOf: Array<number>
  readonly words: Array<Word>
}

/** Tokens with their segment (stretch between commas, semicolons and colons) and their words. */
export const tokenizeWithSegments = (text: string): Tokens => {
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
      if (raw !== ":" || !joinsName(unicode, match.index)) segment++
      continue
    }
    pushToken(tokens, raw)
    while (segmentOf.length < tokens.length) segmentOf.push(segment)
  }
  for (const token of tokens) words.push(wordOf(token))
  return { tokens, segmentOf, words }
}

/**
 * Whether the colon at `i` is written inside a name rather than after a clause: with no space on either side, between
 * letters, digits or colons ("std::map", "Vec::new", "localhost:3000"). Read as a clause break, "std::map keeps its
 * keys sorted" said nothing of "map" in the clause of "std", and "compare std::map and std::unordered_map" compared
 * nothing.
 */
const joinsName = (text: string, i: number): boolean => {
  const before = text.charCodeAt(i - 1)
  const after = text.charCodeAt(i + 1)
  return (isWordCode(before) || before === 58) && (isWordCode(after) || after === 58)
}

// Character codes for the hand-written scanner below.
const APOSTROPHE = 39
const DOT = 46
const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95
const isOperatorCode = (c: number): boolean => c === 61 || c === 33 || c === 60 || c === 62 || c === 38 || c === 124
// Typographic apostrophes and the backtick read as a plain apostrophe.
const isApostropheCode = (c: number): boolean => c === APOSTROPHE || c === 0x2018 || c === 0x2019 || c === 0x02bc || c === 96

/**
 * The plain words of a scan, found in words.ts's table all at once after the scan (wordsAt) rather than as each is
 * met: a lookup is a few reads from memory mostly out of cache, one waiting for another (the table's slot, the word,
 * its spelling), and with the scan of the characters between two words the processor never had two words' reads on
 * their way at once. Each plain word's place in the output, where it starts and ends in the text, and its hash;
 * reused across scans.
 */
let pendingPlace = new Int32Array(256)
let pendingStart = new Int32Array(256)
let pendingEnd = new Int32Array(256)
let pendingHash = new Int32Array(256)
let pendingCount = 0
// the words found for them (kept at its longest)
const pendingWords: Array<Word> = []

const defer = (place: number, start: number, end: number, hash: number): void => {
  if (pendingCount === pendingPlace.length) {
    const grown = (a: Int32Array) => {
      const b = new Int32Array(2 * a.length)
      b.set(a)
      return b
    }
    pendingPlace = grown(pendingPlace)
    pendingStart = grown(pendingStart)
    pendingEnd = grown(pendingEnd)
    pendingHash = grown(pendingHash)
  }
  pendingPlace[pendingCount] = place
  pendingStart[pendingCount] = start
  pendingEnd[pendingCount] = end
  pendingHash[pendingCount] = hash
  pendingCount++
}

/** Whether text[start, end) spells "cannot" (the one contraction without an apostrophe: two tokens, "can" and "not"). */
const spellsCannot = (text: string, start: number, end: number): boolean =>
  end - start === 6 && text.charCodeAt(start) === 99 && text.startsWith("cannot", start)

// What stands in `words` for a plain word until its lookup after the scan (no word of the table's).
const NOT_YET: Word = { token: "", stem: "", stemHash: 0, classBits: -1, readingBits: -1, meaningOf: null, id: -1, lemma: "", term: -1, key: -1 }

/**
 * The ASCII_TOKEN pattern as a hand-written scan of lower-case text (most text is ASCII, and a scan allocates
 * nothing but new words). Returns false, having pushed garbage, when the text has other non-ASCII characters:
 * the caller then uses the Unicode pattern. With `segmentOf`, commas, semicolons and colons start new segments;
 * with `words`, each token's word (words.ts) is pushed alongside it. Plain words are looked up once the scan is done
 * (see defer).
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
  pendingCount = 0
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
      } else if (spellsCannot(lower, start, i)) out.push("can", "not")
      else {
        // the common case: a plain word, found later (defer) without cutting it out of the text
        defer(out.length, start, i, hash)
        out.push("")
        words?.push(NOT_YET)
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
    if (c === 44 || c === 59 || (c === 58 && !joinsName(lower, i))) segment++
    else if (c > 127 && !isApostropheCode(c)) return false
    i++
  }
  wordsAt(lower, pendingStart, pendingEnd, pendingHash, pendingCount, pendingWords)
  for (let k = 0; k < pendingCount; k++) {
    const word = pendingWords[k]!
    out[pendingPlace[k]!] = word.token
    if (words !== null) words[pendingPlace[k]!] = word
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


// Every branch of the scan taken once before any of it is optimised: a branch first met in optimised code
// throws that code away (V8 recompiles it), which a fresh `rehearse coach assess` process otherwise pays for.
tokenizeWithSegments("Node.js can't: a == b, x !== y && C++ or C#; it\u2019s done, 3.5 e.g. 1st.")
