/**
 * Writes the coach's meaning file (meaning-format.ts) from tables the build script gathers from the installed
 * packages (cli/meaning-build.ts): terms, lemmas, WordNet synsets and antonyms, int8 word vectors.
 */
import {
  hashOf,
  MAGIC,
  MEANING_FORMAT_VERSION,
  MeaningFormatError,
  type MeaningHeader,
  PREFIX,
  SECTIONS,
  type SectionName,
  utf8Encode
} from "./meaning-format.ts"

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
