/**
 * Word meaning for the coach, offline: GloVe word vectors (int8), lemmas, WordNet synsets and antonyms, read without
 * copying from the compact file built at install (meaning-format.ts, meaning-encode.ts). Loading reads the header
 * and lays typed arrays over the bytes: no map or string is built up front. Pure: no node:* modules and no DOM.
 */
import { MeaningFormatError, meaningHeader } from "./meaning-format.ts"

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
  /**
   * adds weight × the word's unit-length vector into `into` (`dimensions` long, from `at`, 0 unless given); nothing
   * for id -1
   */
  readonly addVector: (id: number, into: Float32Array, weight: number, at?: number) => void
  /**
   * addVector for the first `count` of `ids` in turn, each with its weight of `weights`: the same sums in the same
   * order, the words' vectors read from memory all at once first
   */
  readonly addVectors: (ids: Int32Array, weights: Float64Array, count: number, into: Float32Array, at?: number) => void
  /**
   * a 32-bit mask of a term's WordNet synsets (each sets bit synset mod 32; 0 for -1): two terms whose masks share no
   * bit share no synset, so synonymTerms of them is false unless they are the same term
   */
  readonly synonymMask: (term: number) => number
  /** whether a term has any WordNet antonym: when it has none, antonymTerms(term, x) is false for every x */
  readonly hasAntonyms: (term: number) => boolean
  /** the vectors of these word ids side by side, for cosinesTo (an id of -1 stands for no vector) */
  readonly packVectors: (ids: ArrayLike<number>) => PackedVectors
  /**
   * out[k] = cosine(ids[k], id) for each word packed from `ids`, the same numbers as cosine() gives, the packed
   * vectors read from one place rather than each from wherever its word sits in the table
   */
  readonly cosinesTo: (packed: PackedVectors, id: number, out: Float64Array) => void
  readonly dimensions: number
  /** how many words have vectors (ids are 0 .. size - 1) */
  readonly size: number
}

/** Words' vectors laid side by side (MeaningResources.packVectors); what is inside is the resources' own. */
export interface PackedVectors {
  readonly count: number
}

interface Packed extends PackedVectors {
  /** each word's vector components, `dimensions` apart; zeros for a word without a vector */
  readonly components: Int8Array
  /** each word's inverse norm, 0 for a word without a vector */
  readonly inverseNorms: Float64Array
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

  const addVector = (word: number, into: Float32Array, weight: number, at = 0): void => {
    if (word < 0 || word >= size) return
    const scale = inverseNorm[word]! * weight
    // one index for both arrays (the word's vector sits `from` places off): a quarter faster than two (in a loop of
    // 44 adds a window, as judging an answer makes), the same sums
    const from = word * dimensions - at
    const end = at + dimensions
    let k = at
    // four dimensions a step where they divide evenly (each one's sum as before: the same sums, fewer loop checks)
    if (unrolled) {
      for (; k < end; k += 4) {
        into[k] = into[k]! + vectors[from + k]! * scale
        into[k + 1] = into[k + 1]! + vectors[from + k + 1]! * scale
        into[k + 2] = into[k + 2]! + vectors[from + k + 2]! * scale
        into[k + 3] = into[k + 3]! + vectors[from + k + 3]! * scale
      }
    }
    for (; k < end; k++) into[k] = into[k]! + vectors[from + k]! * scale
  }

  // Each word's vector (its first, middle and last bytes: every cache line a vector of up to 128 bytes spans) and
  // scale read before any is added: a window's words' vectors sit apart in a table of megabytes, mostly out of cache,
  // and read as each word's sums came to them, each read waited for the sums before it, where here they are all on
  // their way at once. What the reads found is kept (`warmed`), so that they are not dropped as unused.
  let warmed = 0
  const addVectors = (ids: Int32Array, weights: Float64Array, count: number, into: Float32Array, at = 0): void => {
    let read = 0
    for (let k = 0; k < count; k++) {
      const word = ids[k]!
      if (word < 0 || word >= size) continue
      const row = word * dimensions
      read += vectors[row]! + vectors[row + (dimensions >> 1)]! + vectors[row + dimensions - 1]! + inverseNorm[word]!
    }
    warmed = read
    for (let k = 0; k < count; k++) addVector(ids[k]!, into, weights[k]!, at)
  }

  const synonymMask = (term: number): number => {
    if (term < 0) return 0
    let mask = 0
    for (let i = synStart[term]!, end = synStart[term + 1]!; i < end; i++) mask |= 1 << (synIds[i]! & 31)
    return mask
  }

  const hasAntonyms = (term: number): boolean => term >= 0 && antStart[term + 1]! > antStart[term]!

  const packVectors = (ids: ArrayLike<number>): Packed => {
    const count = ids.length
    const components = new Int8Array(count * dimensions)
    const inverseNorms = new Float64Array(count)
    for (let k = 0; k < count; k++) {
      const word = ids[k]!
      if (word < 0 || word >= size) continue
      for (let i = 0, from = word * dimensions, to = k * dimensions; i < dimensions; i++) components[to + i] = vectors[from + i]!
      inverseNorms[k] = inverseNorm[word]!
    }
    return { count, components, inverseNorms }
  }

  const cosinesTo = (packed: PackedVectors, b: number, out: Float64Array): void => {
    const { components, count, inverseNorms } = packed as Packed
    if (b < 0 || b >= size) {
      out.fill(0, 0, count)
      return
    }
    const from = b * dimensions
    const scale = inverseNorm[b]!
    for (let k = 0, i = 0; k < count; k++) {
      const end = i + dimensions
      let dot = 0
      // a word's components against b's: the sum of whole numbers is exact in any order, so these are cosine()'s dots
      if (unrolled) {
        for (let j = from; i < end; i += 4, j += 4) {
          dot += components[i]! * vectors[j]! + components[i + 1]! * vectors[j + 1]! +
            components[i + 2]! * vectors[j + 2]! + components[i + 3]! * vectors[j + 3]!
        }
      } else {
        for (let j = from; i < end; i++, j++) dot += components[i]! * vectors[j]!
      }
      // multiplied in cosine()'s order, so the same rounding (a word without a vector has 0 for its inverse norm)
      const c = dot * inverseNorms[k]! * scale
      out[k] = c > 1 ? 1 : c < -1 ? -1 : c
    }
  }

  const synonyms = (a: string, b: string): boolean => synonymTerms(wordNetTerm(a), wordNetTerm(b))
  const antonyms = (a: string, b: string): boolean => antonymTerms(wordNetTerm(a), wordNetTerm(b))

  return {
    id, cosine, lemma, synonyms, antonyms, wordNetTerm, synonymTerms, antonymTerms, synonymMask, hasAntonyms, packVectors, cosinesTo,
    addVector, addVectors, dimensions, size
  }
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
  synonymMask: () => 0,
  hasAntonyms: () => false,
  packVectors: (ids) => ({ count: ids.length }),
  cosinesTo: (packed, _id, out) => out.fill(0, 0, packed.count),
  addVector: () => {},
  addVectors: () => {},
  dimensions,
  size: 0
})
