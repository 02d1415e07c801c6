/**
 * The format of the coach's meaning file: GloVe word vectors (int8), lemmas, WordNet synsets and antonyms in one
 * compact binary, written at install time (meaning-encode.ts, run by cli/meaning-build.ts) and read without
 * copying (meaning-resources.ts).
 *
 * Layout (all numbers little-endian):
 *   bytes 0..3   magic "RHMN"
 *   bytes 4..7   u32 format version (MEANING_FORMAT_VERSION)
 *   bytes 8..11  u32 length H of the header
 *   bytes 12..   header: UTF-8 JSON (MeaningHeader), then zero padding
 *   sections, each at an offset (from the start of the file) that is a multiple of 8:
 *     terms       the terms' characters (ASCII), back to back: first the `words` words that have vectors
 *                 (id = index), then further terms without vectors (lemmas and antonyms outside the vocabulary)
 *     termStart   Int32 per term + 1: where each term starts in `terms`
 *     table       Int32 hash table (a power of two long, linear probing, -1 empty): term index by FNV-1a hash
 *                 of its characters, so that nothing is built at load time
 *     lemma       Int32 per term: the term index of its lemma
 *     synStart    Int32 per term + 1: where each term's synset ids start in synIds
 *     synIds      Int32: synset ids (offset * 4 + part of speech: n 0, v 1, a/s 2, r 3), sorted per term
 *     antStart    Int32 per term + 1: where each term's antonyms start in antIds
 *     antIds      Int32: term indices of antonyms, sorted per term
 *     inverseNorm Float32 per word: 1 / the length of its int8 vector (0 for a zero vector)
 *     vectors     Int8 per word × dimensions: each vector scaled so its largest component is ±127
 *
 * Pure: no node:* modules and no DOM (the strings are encoded and decoded here by hand).
 */

export const MEANING_FORMAT_VERSION = 1
export const MAGIC = [0x52, 0x48, 0x4d, 0x4e] // "RHMN"
export const PREFIX = 12
export const SECTIONS = [
  "terms", "termStart", "table", "lemma", "synStart", "synIds", "antStart", "antIds", "inverseNorm", "vectors"
] as const
export type SectionName = (typeof SECTIONS)[number]

/** What the file's header says (JSON). */
export interface MeaningHeader {
  readonly format: "rehearse-meaning"
  readonly version: number
  readonly dimensions: number
  /** words with vectors */
  readonly words: number
  /** all terms: the words, then terms without vectors */
  readonly terms: number
  readonly sections: Readonly<Record<SectionName, readonly [offset: number, byteLength: number]>>
  /** where the data came from (package versions, counts); informational */
  readonly source: Readonly<Record<string, string | number>>
}

export class MeaningFormatError extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// Strings by hand (core has no TextEncoder/TextDecoder types); terms are ASCII, the header may not be.

export const utf8Encode = (text: string): Uint8Array => {
  const out: Array<number> = []
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i)
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d < 0xe000) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        i++
      }
    }
    if (c < 0x80) out.push(c)
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return Uint8Array.from(out)
}

const utf8Decode = (bytes: Uint8Array): string => {
  let out = ""
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!
    let c: number
    if (b < 0x80) c = b, i += 1
    else if (b < 0xe0) c = ((b & 31) << 6) | (bytes[i + 1]! & 63), i += 2
    else if (b < 0xf0) c = ((b & 15) << 12) | ((bytes[i + 1]! & 63) << 6) | (bytes[i + 2]! & 63), i += 3
    else c = ((b & 7) << 18) | ((bytes[i + 1]! & 63) << 12) | ((bytes[i + 2]! & 63) << 6) | (bytes[i + 3]! & 63), i += 4
    out += String.fromCodePoint(c)
  }
  return out
}

/** FNV-1a over a string's character codes (the table's hash; terms are ASCII, so codes are bytes). */
export const hashOf = (word: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619)
  return h >>> 0
}

/** The format version of a file's bytes, or null when they are not a meaning file at all. */
export const meaningVersion = (bytes: Uint8Array): number | null => {
  if (bytes.length < PREFIX || MAGIC.some((m, i) => bytes[i] !== m)) return null
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true)
}

/** The header of a meaning file (throws MeaningFormatError when it is not one of this version). */
export const meaningHeader = (bytes: Uint8Array): MeaningHeader => {
  const version = meaningVersion(bytes)
  if (version === null) throw new MeaningFormatError("not a meaning file")
  if (version !== MEANING_FORMAT_VERSION) {
    throw new MeaningFormatError(`meaning file version ${version}, expected ${MEANING_FORMAT_VERSION}`)
  }
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true)
  if (PREFIX + length > bytes.length) throw new MeaningFormatError("meaning file cut short")
  const header = JSON.parse(utf8Decode(bytes.subarray(PREFIX, PREFIX + length))) as MeaningHeader
  for (const name of SECTIONS) {
    const section = header.sections?.[name]
    if (section === undefined) throw new MeaningFormatError(`meaning file without ${name}`)
    if (section[0] + section[1] > bytes.length) throw new MeaningFormatError(`meaning file cut short in ${name}`)
  }
  return header
}
