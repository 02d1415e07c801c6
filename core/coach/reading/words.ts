/**
 * Every word the coach has read, kept once with its stem and word classes. The tokenizer finds a word here
 * while it scans, by a hash of its characters, without first cutting it out of the text: a known word costs no
 * new string and no second lookup for its stem (this is the hottest path of judging an answer).
 */
import { wordClassesOf } from "./word-classes.ts"

export interface Word {
  /** the token, lower case */
  readonly token: string
  readonly stem: string
  /** the stem's table hash (hashOfText): the cue scan's filter of an answer's stems reads it from the word */
  readonly stemHash: number
  /** WORD_CLASS bits (word-classes.ts), worked out on first use (see classesOf) */
  classBits: number
  /** meaning-text.ts's own classes of the word (how it reads negation and clauses), worked out there on first use, or -1 */
  readingBits: number
  /**
   * The meaning resource that read the word last and what it says of the word, kept here by meaning-text.ts: a word
   * read again costs no lookup in a table of every token read. On the word itself rather than in an object of their
   * own: the word is in cache from the tokenizer's lookup, another object mostly is not.
   */
  meaningOf: object | null
  /** the word's vector id, or -1 */
  id: number
  lemma: string
  /** the WordNet term of its lemma, or -1 */
  term: number
  /** its number for the relation cache */
  key: number
}

/** A word's classes (WORD_CLASS bits of word-classes.ts); most words of the bank are never asked. */
export const classesOf = (word: Word): number => {
  if (word.classBits < 0) word.classBits = wordClassesOf(word.token)
  return word.classBits
}

/**
 * FNV-1a over character codes: start from HASH_START and fold in each code with hashStep. Kept to 30 bits, so
 * the hash stays a small integer to V8 (a larger one would be boxed, and optimised code thrown away).
 */
export const HASH_START = 0x011c9dc5
export const hashStep = (hash: number, code: number): number => Math.imul(hash ^ code, 16777619) & 0x3fffffff

// Open addressing with linear probing, in one array: each slot's hash (a small integer) beside its word, so a probe
// reads one cache line rather than one in each of two arrays (the table is large and mostly out of cache; a probe
// costs its memory reads, not its comparisons). An empty slot's hash is EMPTY, which no 30-bit hash equals. It starts
// small and doubles at half full: the bank and its answers are about 10,000 words, which a table of 32,768 slots
// (512 KiB) holds at under a third full, where one of 65,536 (1 MiB) left more of every answer's probes out of cache.
const INITIAL_CAPACITY = 1 << 14
// A long-running process reading arbitrary text starts afresh past this many words.
const MAX_WORDS = 100_000
const EMPTY = -1
let table: Array<number | Word> = emptyTable(INITIAL_CAPACITY)
let mask = INITIAL_CAPACITY - 1
let size = 0

function emptyTable(capacity: number): Array<number | Word> {
  const made: Array<number | Word> = []
  for (let i = 0; i < capacity; i++) made.push(EMPTY, EMPTY)
  return made
}

/** The word spelled by text[start, end), whose characters hash to `hash`. */
export const wordAt = (text: string, start: number, end: number, hash: number): Word => {
  const length = end - start
  let at = hash & mask
  for (;;) {
    const kept = table[2 * at] as number
    if (kept === EMPTY) break
    if (kept === hash) {
      const word = table[2 * at + 1] as Word
      if (word.token.length === length && spells(word.token, text, start)) return word
    }
    at = (at + 1) & mask
  }
  const token = start === 0 && end === text.length ? text : text.slice(start, end)
  const stem = computeStem(token)
  const word: Word = { token, stem, stemHash: hashOfText(stem), classBits: -1, readingBits: -1, meaningOf: null, id: -1, lemma: token, term: -1, key: -1 }
  if (size >= MAX_WORDS) {
    clear(INITIAL_CAPACITY)
    return wordAt(token, 0, token.length, hash)
  }
  table[2 * at] = hash
  table[2 * at + 1] = word
  size++
  if (2 * size > mask + 1) grow()
  return word
}

/**
 * The words spelled by text[starts[k], ends[k]) for k < count, whose characters hash to hashes[k], into `found`: what
 * wordAt() finds for each, in passes rather than word by word. A lookup is a chain of reads from memory mostly out
 * of cache, each waiting for the last (the slot, then the word and its spelling); a pass that takes one step for every
 * word has the reads of many words on their way at once. The passes read each word's first slot, the spelling of the
 * word there, that spelling's length, and then check it; a word found elsewhere, or new, is left to wordAt().
 */
export const wordsAt = (text: string, starts: Int32Array, ends: Int32Array, hashes: Int32Array, count: number, found: Array<Word>): void => {
  if (firstSlots.length < count) firstSlots.length = count
  for (let k = 0; k < count; k++) {
    const at = hashes[k]! & mask
    firstSlots[k] = table[2 * at] === hashes[k] ? (table[2 * at + 1] as Word) : null
  }
  if (firstSpellings.length < count) firstSpellings.length = count
  for (let k = 0; k < count; k++) firstSpellings[k] = firstSlots[k]?.token ?? ""
  if (firstLengths.length < count) firstLengths = new Int32Array(2 * count)
  for (let k = 0; k < count; k++) firstLengths[k] = firstSpellings[k]!.length
  for (let k = 0; k < count; k++) {
    const word = firstSlots[k]!
    firstSlots[k] = null
    const start = starts[k]!
    found[k] = word !== null && firstLengths[k] === ends[k]! - start && spells(firstSpellings[k]!, text, start)
      ? word
      : wordAt(text, start, ends[k]!, hashes[k]!)
  }
}
// wordsAt()'s words in first slots, their spellings and their lengths, kept at their longest
const firstSlots: Array<Word | null> = []
const firstSpellings: Array<string> = []
let firstLengths = new Int32Array(256)

/** Whether `token` is spelled at `start` in `text` (compared in place: a word is a few characters). */
const spells = (token: string, text: string, start: number): boolean => {
  for (let k = 0; k < token.length; k++) if (token.charCodeAt(k) !== text.charCodeAt(start + k)) return false
  return true
}

/** A whole string's hash, as the table keys it (equal strings hash equal). */
export const hashOfText = (text: string): number => {
  let hash = HASH_START
  for (let i = 0; i < text.length; i++) hash = hashStep(hash, text.charCodeAt(i))
  return hash
}

/** A token's word: its stem and classes. */
export const wordOf = (token: string): Word => wordAt(token, 0, token.length, hashOfText(token))

const clear = (capacity: number): void => {
  table = emptyTable(capacity)
  mask = capacity - 1
  size = 0
}

const grow = (): void => {
  const old = table
  clear(2 * (mask + 1))
  for (let i = 0; i < old.length; i += 2) {
    const hash = old[i] as number
    if (hash === EMPTY) continue
    let at = hash & mask
    while (table[2 * at] !== EMPTY) at = (at + 1) & mask
    table[2 * at] = hash
    table[2 * at + 1] = old[i + 1]!
    size++
  }
}

const VOWEL = /[aeiouy]/
// Three-letter words stay whole, except the few whose longer forms stem shorter ("uses", "used" → "us").
const SHORT_WORDS: ReadonlyMap<string, string> = new Map([["use", "us"], ["age", "ag"], ["tie", "ti"], ["die", "di"], ["lie", "li"]])

/**
 * A light stemmer: strips plural -s/-es/-ies and -ed, -ing, -ly, undoubles a final consonant and drops a final
 * e, so "cache", "caches", "cached" and "caching" share one stem. Deliberately simple and predictable.
 */
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
      // -ly needs a real word before it: "quickly" → "quick", but "only" is not "on" and "apply" not "app".
      if (rest.length >= (suffix === "ly" ? 4 : 2) && VOWEL.test(rest)) {
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
