/**
 * Word meaning for the coach, offline: GloVe word vectors (int8), lemmas, WordNet synsets and antonyms, in one
 * compact binary built at install time by cli/meaning-build.ts and read here without copying.
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
 * Loading reads the header and lays typed arrays over the bytes: no copy, no map or string built up front.
 * Pure: no node:* modules and no DOM (the strings are decoded here by hand).
 */

export const MEANING_FORMAT_VERSION = 1
const MAGIC = [0x52, 0x48, 0x4d, 0x4e] // "RHMN"
const PREFIX = 12
const SECTIONS = [
  "terms", "termStart", "table", "lemma", "synStart", "synIds", "antStart", "antIds", "inverseNorm", "vectors"
] as const
type SectionName = (typeof SECTIONS)[number]

export interface MeaningResources {
  /** word id for a lower-case word, or -1 (only words with vectors have ids) */
  readonly id: (word: string) => number
  /** cosine of two word ids' vectors (-1..1); 0 when either is -1 */
  readonly cosine: (a: number, b: number) => number
  /** the lemma of a lower-case word (itself when unknown) */
  readonly lemma: (word: string) => string
  /**
   * whether two lemmas share a WordNet synset (among each one's first few senses per part of speech); a word
   * that is not itself in WordNet is looked up by its lemma
   */
  readonly synonyms: (a: string, b: string) => boolean
  /** whether two lemmas are WordNet antonyms (direct '!' pointers, either direction; by lemma as synonyms) */
  readonly antonyms: (a: string, b: string) => boolean
  /**
   * the term whose WordNet entries stand for a lemma (itself when it has synsets, else its own lemma), or -1: a word
   * read once is then compared by number (synonymTerms, antonymTerms) as often as it is needed
   */
  readonly wordNetTerm: (word: string) => number
  /** synonyms, for two wordNetTerm numbers */
  readonly synonymTerms: (a: number, b: number) => boolean
  /** antonyms, for two wordNetTerm numbers */
  readonly antonymTerms: (a: number, b: number) => boolean
  /** adds weight × the word's unit-length vector into `into` (length `dimensions`); nothing for id -1 */
  readonly addVector: (id: number, into: Float32Array, weight: number) => void
  readonly dimensions: number
  /** how many words have vectors (ids are 0 .. size - 1) */
  readonly size: number
}

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

/** The tables to encode (the build script gathers them from the installed packages). */
export interface MeaningTables {
  readonly dimensions: number
  /** words with vectors, in id order */
  readonly words: ReadonlyArray<string>
  /** words.length × dimensions floats; quantised to int8 per vector */
  readonly vectors: Float32Array
  /** term → its lemma, where they differ (any term named here or below joins the table) */
  readonly lemmas: ReadonlyMap<string, string>
  /** term → synset ids (offset * 4 + part of speech) */
  readonly synsets: ReadonlyMap<string, ReadonlyArray<number>>
  /** antonym pairs (stored both ways) */
  readonly antonyms: ReadonlyArray<readonly [string, string]>
  readonly source?: Readonly<Record<string, string | number>>
}

export class MeaningFormatError extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// Strings by hand (core has no TextEncoder/TextDecoder types); terms are ASCII, the header may not be.

const utf8Encode = (text: string): Uint8Array => {
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
const hashOf = (word: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619)
  return h >>> 0
}

const isTerm = (term: string): boolean => {
  if (term.length === 0) return false
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i)
    if (c < 0x21 || c > 0x7e) return false
  }
  return true
}

// ---------------------------------------------------------------------------------------------------------------
// Encoding

const align8 = (n: number) => (n + 7) & ~7
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The inverse length of each int8 vector (0 for a zero vector). */
const inverseNorms = (vectors: Int8Array, dimensions: number): Float32Array => {
  const out = new Float32Array(vectors.length / dimensions)
  for (let w = 0, o = 0; w < out.length; w++, o += dimensions) {
    let sum = 0
    for (let k = 0; k < dimensions; k++) sum += vectors[o + k]! * vectors[o + k]!
    out[w] = sum === 0 ? 0 : 1 / Math.sqrt(sum)
  }
  return out
}

/**
 * Packs the tables into the file format (deterministic: the same tables give the same bytes). Terms are ASCII
 * without spaces or control characters; throws MeaningFormatError otherwise.
 */
export const encodeMeaning = (tables: MeaningTables): Uint8Array => {
  const { dimensions, words } = tables
  if (tables.vectors.length !== words.length * dimensions) {
    throw new MeaningFormatError(`vectors hold ${tables.vectors.length} numbers, not ${words.length} × ${dimensions}`)
  }
  const index = new Map<string, number>()
  const terms: Array<string> = []
  const check = (term: string) => {
    if (!isTerm(term)) throw new MeaningFormatError(`not an ASCII term: ${JSON.stringify(term)}`)
  }
  for (const w of words) {
    check(w)
    if (index.has(w)) throw new MeaningFormatError(`word ${w} twice`)
    index.set(w, terms.length)
    terms.push(w)
  }
  const extra = new Set<string>()
  const note = (term: string) => {
    check(term)
    if (!index.has(term)) extra.add(term)
  }
  for (const [t, l] of tables.lemmas) note(t), note(l)
  for (const t of tables.synsets.keys()) note(t)
  for (const [a, b] of tables.antonyms) note(a), note(b)
  for (const t of [...extra].sort(byCodeUnits)) {
    index.set(t, terms.length)
    terms.push(t)
  }
  const count = terms.length
  const at = (t: string) => index.get(t)!

  const termStart = new Int32Array(count + 1)
  for (let i = 0; i < count; i++) termStart[i + 1] = termStart[i]! + terms[i]!.length
  const termBytes = new Uint8Array(termStart[count]!)
  terms.forEach((t, i) => {
    for (let k = 0; k < t.length; k++) termBytes[termStart[i]! + k] = t.charCodeAt(k)
  })
  let slots = 1
  while (slots < 2 * count) slots *= 2
  const table = new Int32Array(slots).fill(-1)
  terms.forEach((t, i) => {
    let slot = hashOf(t) & (slots - 1)
    while (table[slot] !== -1) slot = (slot + 1) & (slots - 1)
    table[slot] = i
  })

  const lemma = new Int32Array(count)
  for (let i = 0; i < count; i++) lemma[i] = i
  for (const [t, l] of tables.lemmas) lemma[at(t)] = at(l)

  const packLists = (lists: ReadonlyArray<ReadonlyArray<number>>) => {
    const start = new Int32Array(count + 1)
    for (let i = 0; i < count; i++) start[i + 1] = start[i]! + lists[i]!.length
    const data = new Int32Array(start[count]!)
    for (let i = 0; i < count; i++) data.set(lists[i]!, start[i]!)
    return { start, data }
  }
  const synLists: Array<ReadonlyArray<number>> = new Array(count).fill([])
  for (const [t, ids] of tables.synsets) synLists[at(t)] = [...new Set(ids)].sort((a, b) => a - b)
  const antSets: Array<Set<number>> = Array.from({ length: count }, () => new Set())
  for (const [a, b] of tables.antonyms) {
    if (a === b) continue
    antSets[at(a)]!.add(at(b))
    antSets[at(b)]!.add(at(a))
  }
  const syn = packLists(synLists)
  const ant = packLists(antSets.map((s) => [...s].sort((a, b) => a - b)))

  const vectors = new Int8Array(words.length * dimensions)
  for (let w = 0; w < words.length; w++) {
    const o = w * dimensions
    let max = 0
    for (let k = 0; k < dimensions; k++) max = Math.max(max, Math.abs(tables.vectors[o + k]!))
    if (!(max > 0) || !Number.isFinite(max)) continue
    const scale = 127 / max
    for (let k = 0; k < dimensions; k++) vectors[o + k] = Math.round(tables.vectors[o + k]! * scale)
  }

  const bodies: Record<SectionName, Uint8Array> = {
    terms: termBytes,
    termStart: int32Bytes(termStart),
    table: int32Bytes(table),
    lemma: int32Bytes(lemma),
    synStart: int32Bytes(syn.start),
    synIds: int32Bytes(syn.data),
    antStart: int32Bytes(ant.start),
    antIds: int32Bytes(ant.data),
    inverseNorm: float32Bytes(inverseNorms(vectors, dimensions)),
    vectors: new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength)
  }
  // The header's length depends on the offsets it lists: lay out with room for the header, grow until it fits.
  let room = 512
  for (;;) {
    let offset = align8(PREFIX + room)
    const sections = {} as Record<SectionName, readonly [number, number]>
    for (const name of SECTIONS) {
      sections[name] = [offset, bodies[name].length]
      offset = align8(offset + bodies[name].length)
    }
    const header: MeaningHeader = {
      format: "rehearse-meaning",
      version: MEANING_FORMAT_VERSION,
      dimensions,
      words: words.length,
      terms: count,
      sections,
      source: tables.source ?? {}
    }
    const json = utf8Encode(JSON.stringify(header))
    if (json.length > room) {
      room = json.length + 64
      continue
    }
    const out = new Uint8Array(offset)
    out.set(MAGIC, 0)
    const view = new DataView(out.buffer)
    view.setUint32(4, MEANING_FORMAT_VERSION, true)
    view.setUint32(8, json.length, true)
    out.set(json, PREFIX)
    for (const name of SECTIONS) out.set(bodies[name], sections[name][0])
    return out
  }
}

const int32Bytes = (values: Int32Array): Uint8Array => {
  const out = new Uint8Array(values.length * 4)
  const view = new DataView(out.buffer)
  for (let i = 0; i < values.length; i++) view.setInt32(i * 4, values[i]!, true)
  return out
}

const float32Bytes = (values: Float32Array): Uint8Array => {
  const out = new Uint8Array(values.length * 4)
  const view = new DataView(out.buffer)
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true)
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Decoding

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

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

/** A typed array over a section: a view where the bytes allow it, else a copy. */
const int32Section = (bytes: Uint8Array, [offset, byteLength]: readonly [number, number]): Int32Array => {
  const start = bytes.byteOffset + offset
  if (LITTLE_ENDIAN && start % 4 === 0) return new Int32Array(bytes.buffer, start, byteLength / 4)
  const view = new DataView(bytes.buffer, start, byteLength)
  const out = new Int32Array(byteLength / 4)
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4, true)
  return out
}

const float32Section = (bytes: Uint8Array, [offset, byteLength]: readonly [number, number]): Float32Array => {
  const start = bytes.byteOffset + offset
  if (LITTLE_ENDIAN && start % 4 === 0) return new Float32Array(bytes.buffer, start, byteLength / 4)
  const view = new DataView(bytes.buffer, start, byteLength)
  const out = new Float32Array(byteLength / 4)
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true)
  return out
}

/**
 * Reads a meaning file in place (the typed arrays are views of `bytes`: keep them unchanged); throws
 * MeaningFormatError when it is not one of this version.
 */
export const decodeMeaning = (bytes: Uint8Array): MeaningResources => {
  const header = meaningHeader(bytes)
  const { dimensions, sections } = header
  const size = header.words
  const termCount = header.terms
  const termBytes = bytes.subarray(sections.terms[0], sections.terms[0] + sections.terms[1])
  const termStart = int32Section(bytes, sections.termStart)
  const table = int32Section(bytes, sections.table)
  const lemmaOf = int32Section(bytes, sections.lemma)
  const synStart = int32Section(bytes, sections.synStart)
  const synIds = int32Section(bytes, sections.synIds)
  const antStart = int32Section(bytes, sections.antStart)
  const antIds = int32Section(bytes, sections.antIds)
  const inverseNorm = float32Section(bytes, sections.inverseNorm)
  const vectors = new Int8Array(bytes.buffer, bytes.byteOffset + sections.vectors[0], sections.vectors[1])
  if (termStart.length !== termCount + 1 || lemmaOf.length !== termCount || synStart.length !== termCount + 1 ||
    antStart.length !== termCount + 1 || inverseNorm.length !== size || vectors.length !== size * dimensions ||
    (table.length & (table.length - 1)) !== 0 || table.length < termCount) {
    throw new MeaningFormatError("meaning file sections of the wrong size")
  }
  const mask = table.length - 1

  /** the term index of a word, or -1 */
  const termOf = (word: string): number => {
    const length = word.length
    if (length === 0 || termCount === 0) return -1
    let h = 0x811c9dc5
    for (let i = 0; i < length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619)
    for (let slot = (h >>> 0) & mask; ; slot = (slot + 1) & mask) {
      const t = table[slot]!
      if (t < 0) return -1
      const start = termStart[t]!
      if (termStart[t + 1]! - start !== length) continue
      let i = 0
      while (i < length && termBytes[start + i] === word.charCodeAt(i)) i++
      if (i === length) return t
    }
  }

  const strings: Array<string | undefined> = new Array(termCount)
  const termString = (t: number): string => {
    let s = strings[t]
    if (s === undefined) {
      s = ""
      for (let i = termStart[t]!, end = termStart[t + 1]!; i < end; i++) s += String.fromCharCode(termBytes[i]!)
      strings[t] = s
    }
    return s
  }

  const id = (word: string): number => {
    const t = termOf(word)
    return t < size ? t : -1
  }

  const unrolled = dimensions % 4 === 0
  const cosine = (a: number, b: number): number => {
    if (a < 0 || b < 0 || a >= size || b >= size) return 0
    let i = a * dimensions
    let j = b * dimensions
    const end = i + dimensions
    let dot = 0
    if (unrolled) {
      for (; i < end; i += 4, j += 4) {
        dot += vectors[i]! * vectors[j]! + vectors[i + 1]! * vectors[j + 1]! +
          vectors[i + 2]! * vectors[j + 2]! + vectors[i + 3]! * vectors[j + 3]!
      }
    } else {
      for (; i < end; i++, j++) dot += vectors[i]! * vectors[j]!
    }
    const c = dot * inverseNorm[a]! * inverseNorm[b]!
    return c > 1 ? 1 : c < -1 ? -1 : c
  }

  const lemma = (word: string): string => {
    const t = termOf(word)
    if (t < 0) return word
    const l = lemmaOf[t]!
    return l === t ? word : termString(l)
  }

  /** The term whose WordNet entries stand for `word`: itself when it has synsets, else its lemma; -1 if none. */
  const wordNetTerm = (word: string): number => {
    const t = termOf(word)
    if (t < 0) return -1
    if (synStart[t + 1]! > synStart[t]!) return t
    const l = lemmaOf[t]!
    return synStart[l + 1]! > synStart[l]! ? l : -1
  }

  const synonymTerms = (ta: number, tb: number): boolean => {
    if (ta < 0 || tb < 0) return false
    if (ta === tb) return true
    let i = synStart[ta]!
    const iEnd = synStart[ta + 1]!
    let j = synStart[tb]!
    const jEnd = synStart[tb + 1]!
    while (i < iEnd && j < jEnd) {
      const x = synIds[i]!
      const y = synIds[j]!
      if (x === y) return true
      if (x < y) i++
      else j++
    }
    return false
  }

  const antonymTerms = (ta: number, tb: number): boolean => {
    if (ta < 0 || tb < 0 || ta === tb) return false
    for (let i = antStart[ta]!, end = antStart[ta + 1]!; i < end; i++) {
      const x = antIds[i]!
      if (x === tb) return true
      if (x > tb) return false
    }
    return false
  }

  const addVector = (word: number, into: Float32Array, weight: number): void => {
    if (word < 0 || word >= size) return
    const scale = inverseNorm[word]! * weight
    for (let k = 0, o = word * dimensions; k < dimensions; k++, o++) into[k] = into[k]! + vectors[o]! * scale
  }

  const synonyms = (a: string, b: string): boolean => synonymTerms(wordNetTerm(a), wordNetTerm(b))
  const antonyms = (a: string, b: string): boolean => antonymTerms(wordNetTerm(a), wordNetTerm(b))

  return { id, cosine, lemma, synonyms, antonyms, wordNetTerm, synonymTerms, antonymTerms, addVector, dimensions, size }
}

/** No words at all: the coach runs on word overlap alone when the resources are missing. */
export const emptyMeaning = (dimensions = 100): MeaningResources => ({
  id: () => -1,
  cosine: () => 0,
  lemma: (word) => word,
  synonyms: () => false,
  antonyms: () => false,
  wordNetTerm: () => -1,
  synonymTerms: () => false,
  antonymTerms: () => false,
  addVector: () => {},
  dimensions,
  size: 0
})
