/**
 * The coach's meaning resource: the real file built from the installed packages (GloVe vectors, wink-nlp lemmas,
 * WordNet synsets and antonyms), and the format itself on a hand-made table.
 */
import fc from "fast-check"
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildMeaningFile, loadMeaning, MEANING_FILE, projectRoot } from "../../../../adapters/node/meaning-files.ts"
import { encodeMeaning, type MeaningTables } from "../../../../core/coach/reading/meaning-encode.ts"
import { MeaningFormatError, meaningVersion } from "../../../../core/coach/reading/meaning-format.ts"
import { decodeMeaning, emptyMeaning, type MeaningResources } from "../../../../core/coach/reading/meaning-resources.ts"

const temporary: Array<string> = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-meaning-"))
  temporary.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
})

describe("the built meaning resource", () => {
  let m: MeaningResources
  beforeAll(async () => {
    const built = loadMeaning(join(projectRoot(), "dist", "meaning"))
    if (built !== null) m = built
    else {
      // Not built in this work tree yet: build into a temporary folder (~5 s, up to ~20 s on a slow machine).
      const dir = tempDir()
      await buildMeaningFile(dir)
      m = loadMeaning(dir)!
    }
  }, 180_000)

  const cos = (a: string, b: string) => m.cosine(m.id(a), m.id(b))

  it("holds the top GloVe words with 100-d vectors", () => {
    expect(m.dimensions).toBe(100)
    expect(m.size).toBeGreaterThanOrEqual(50_000)
    for (const w of ["the", "database", "king", "carrot", "went", "children"]) expect(m.id(w)).toBeGreaterThanOrEqual(0)
    // domain words of the question bank and both words of WordNet antonym pairs, though rarer than the top 50k
    for (const w of ["mutable", "immutable", "idempotent"]) expect(m.id(w)).toBeGreaterThanOrEqual(0)
  })

  it("measures similarity by cosine", () => {
    expect(cos("king", "queen")).toBeGreaterThan(cos("king", "carrot"))
    expect(cos("king", "queen")).toBeGreaterThan(0.6)
    expect(cos("database", "database")).toBeCloseTo(1, 5)
    expect(cos("server", "client")).toBe(cos("client", "server"))
    for (const [a, b] of [["king", "queen"], ["fast", "slow"], ["the", "carrot"]] as const) {
      expect(Math.abs(cos(a, b))).toBeLessThanOrEqual(1)
    }
  })

  it("gives -1 for unknown words, cosine 0 for them, and takes them as their own lemma", () => {
    expect(m.id("qzxvbnmw")).toBe(-1)
    expect(m.id("")).toBe(-1)
    expect(m.id("King")).toBe(-1) // lookups are by exact lower-case word
    expect(m.cosine(-1, m.id("king"))).toBe(0)
    expect(m.cosine(m.id("king"), -1)).toBe(0)
    expect(m.lemma("qzxvbnmw")).toBe("qzxvbnmw")
    expect(m.synonyms("qzxvbnmw", "big")).toBe(false)
    expect(m.antonyms("qzxvbnmw", "slow")).toBe(false)
  })

  it("lemmatises regular and irregular forms", () => {
    expect(m.lemma("went")).toBe("go")
    expect(m.lemma("children")).toBe("child")
    expect(m.lemma("databases")).toBe("database")
    expect(m.lemma("queries")).toBe("query")
    expect(m.lemma("indices")).toBe("index")
    expect(m.lemma("was")).toBe("be")
    expect(m.lemma("better")).toBe("good")
    expect(m.lemma("cached")).toBe("cache")
    // comparatives meet their adjective, though WordNet lists "faster" as an adverb of its own
    expect(m.lemma("faster")).toBe("fast")
    expect(m.lemma("slower")).toBe("slow")
    // a plural WordNet lists as a noun of its own stays (WordNet's exceptions would give "datum")
    expect(m.lemma("data")).toBe("data")
    expect(m.lemma("database")).toBe("database")
  })

  it("knows WordNet synonyms by shared synset", () => {
    expect(m.synonyms("big", "large")).toBe(true)
    expect(m.synonyms("car", "automobile")).toBe(true)
    expect(m.synonyms("error", "mistake")).toBe(true)
    expect(m.synonyms("fix", "repair")).toBe(true)
    expect(m.synonyms("big", "carrot")).toBe(false)
    expect(m.synonyms("large", "big")).toBe(true)
    // a word WordNet does not list itself is looked up by its lemma
    expect(m.synonyms("databases", "database")).toBe(true)
  })

  it("answers synonyms and antonyms the same by WordNet term number as by word", () => {
    const words = ["big", "large", "error", "mistake", "fix", "repair", "fast", "slow", "databases", "database", "good", "bad", "qzxvbnmw", "ran", "run"]
    for (const a of words) {
      for (const b of words) {
        expect(m.synonymTerms(m.wordNetTerm(a), m.wordNetTerm(b)), `${a}/${b}`).toBe(m.synonyms(a, b))
        expect(m.antonymTerms(m.wordNetTerm(a), m.wordNetTerm(b)), `${a}/${b}`).toBe(m.antonyms(a, b))
      }
    }
    expect(m.wordNetTerm("qzxvbnmw")).toBe(-1)
  })

  it("knows the antonyms WordNet lists, both ways", () => {
    const listed = [["fast", "slow"], ["good", "bad"], ["hot", "cold"], ["big", "small"], ["increase", "decrease"],
      ["valid", "invalid"], ["synchronous", "asynchronous"], ["mutable", "immutable"], ["public", "private"],
      ["accept", "reject"], ["success", "failure"], ["maximum", "minimum"]] as const
    for (const [a, b] of listed) {
      expect(m.antonyms(a, b), `${a}/${b}`).toBe(true)
      expect(m.antonyms(b, a), `${b}/${a}`).toBe(true)
    }
    expect(m.antonyms("big", "large")).toBe(false)
    expect(m.antonyms("fast", "fast")).toBe(false)
    // WordNet 3.1 has no antonym pointer for these: the coach needs a list of its own for them
    expect(m.antonyms("before", "after")).toBe(false)
    expect(m.antonyms("stateful", "stateless")).toBe(false)
    expect(m.antonyms("quick", "slow")).toBe(false) // only indirectly, through "fast" (not kept: too noisy)
  })

  it("gives many words' cosines with one at once exactly as cosine() does, a word without a vector 0", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -1, max: m.size - 1 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: -1, max: m.size - 1 }), (ids, b) => {
      const out = new Float64Array(ids.length).fill(Number.NaN)
      m.cosinesTo(m.packVectors(ids), b, out)
      expect([...out]).toEqual(ids.map((a) => m.cosine(a, b)))
    }), { numRuns: 200 })
  })

  it("screens synonyms and antonyms by term: a shared synset shows in both masks, an antonym only of a term that has one", () => {
    const words = ["fast", "quick", "rapid", "slow", "big", "large", "small", "good", "bad", "store", "save", "keep", "increase", "decrease", "table", "the", "qzxvbnmw"]
    const terms = words.map((w) => m.wordNetTerm(w))
    let synonyms = 0
    for (const a of terms) {
      for (const b of terms) {
        if (m.synonymTerms(a, b)) {
          synonyms++
          expect(a === b || (m.synonymMask(a) & m.synonymMask(b)) !== 0).toBe(true)
        }
        if (m.antonymTerms(a, b)) expect(m.hasAntonyms(a)).toBe(true)
      }
    }
    expect(synonyms).toBeGreaterThan(terms.length)
    expect(m.hasAntonyms(m.wordNetTerm("increase"))).toBe(true)
    expect(m.synonymMask(-1)).toBe(0)
    expect(m.hasAntonyms(-1)).toBe(false)
  })

  it("sums unit-length vectors for sentence vectors", () => {
    const v = new Float32Array(m.dimensions)
    m.addVector(m.id("king"), v, 2)
    expect(Math.hypot(...v)).toBeCloseTo(2, 4)
    m.addVector(-1, v, 1)
    expect(Math.hypot(...v)).toBeCloseTo(2, 4)
    const sentence = new Float32Array(m.dimensions)
    for (const w of ["the", "king", "and", "queen"]) m.addVector(m.id(w), sentence, 1)
    const royal = new Float32Array(m.dimensions)
    m.addVector(m.id("royal"), royal, 1)
    const vegetable = new Float32Array(m.dimensions)
    m.addVector(m.id("vegetable"), vegetable, 1)
    const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0)
    expect(dot(sentence, royal)).toBeGreaterThan(dot(sentence, vegetable))
  })
})

describe("the meaning file format", () => {
  const D = 4
  const tables: MeaningTables = {
    dimensions: D,
    words: ["cat", "cats", "dog", "kitten"],
    vectors: Float32Array.from([
      1, 0.5, 0, 0, // cat
      1, 0.6, 0, 0.1, // cats
      0, 0, 1, -0.5, // dog
      0.9, 0.4, 0.1, 0 // kitten
    ]),
    lemmas: new Map([["cats", "cat"], ["went", "go"]]),
    synsets: new Map([["cat", [40, 8]], ["kitten", [12, 40]], ["dog", [16]], ["go", [5]], ["stay", [9]]]),
    antonyms: [["go", "stay"], ["cat", "dog"]],
    source: { note: "hand-made, ünïcode in the header" }
  }
  const floatCosine = (a: number, b: number) => {
    const v = tables.vectors
    let dot = 0, na = 0, nb = 0
    for (let k = 0; k < D; k++) {
      dot += v[a * D + k]! * v[b * D + k]!
      na += v[a * D + k]! ** 2
      nb += v[b * D + k]! ** 2
    }
    return dot / Math.sqrt(na * nb)
  }

  it("round-trips words, vectors, lemmas, synsets and antonyms", () => {
    const m = decodeMeaning(encodeMeaning(tables))
    expect(m.size).toBe(4)
    expect(m.dimensions).toBe(D)
    expect(["cat", "cats", "dog", "kitten"].map(m.id)).toEqual([0, 1, 2, 3])
    for (let a = 0; a < 4; a++) {
      for (let b = 0; b < 4; b++) expect(Math.abs(m.cosine(a, b) - floatCosine(a, b))).toBeLessThan(0.02)
    }
    expect(m.cosine(0, 0)).toBeCloseTo(1, 5)
    expect(m.cosine(4, 0)).toBe(0) // out of range
    expect(m.lemma("cats")).toBe("cat")
    expect(m.lemma("cat")).toBe("cat")
    // a term without a vector: no id, but a lemma, synsets and antonyms
    expect(m.id("went")).toBe(-1)
    expect(m.id("go")).toBe(-1)
    expect(m.lemma("went")).toBe("go")
    expect(m.lemma("fish")).toBe("fish")
    expect(m.synonyms("cat", "kitten")).toBe(true)
    expect(m.synonyms("cats", "kitten")).toBe(true) // through the lemma
    expect(m.synonyms("cat", "dog")).toBe(false)
    expect(m.antonyms("go", "stay")).toBe(true)
    expect(m.antonyms("stay", "go")).toBe(true)
    expect(m.antonyms("went", "stay")).toBe(true) // through the lemma
    expect(m.antonyms("dog", "cat")).toBe(true)
    expect(m.antonyms("cat", "kitten")).toBe(false)
    const v = new Float32Array(D)
    m.addVector(0, v, 1)
    expect(Math.hypot(...v)).toBeCloseTo(1, 5)
    expect(v[0]! / v[1]!).toBeCloseTo(2, 1)
  })

  it("is deterministic and reads from any offset of a larger buffer", () => {
    const bytes = encodeMeaning(tables)
    expect(encodeMeaning(tables)).toEqual(bytes)
    const shifted = new Uint8Array(bytes.length + 3)
    shifted.set(bytes, 3)
    const m = decodeMeaning(shifted.subarray(3))
    expect(m.lemma("went")).toBe("go")
    expect(m.antonyms("go", "stay")).toBe(true)
    expect(m.cosine(0, 3)).toBeCloseTo(decodeMeaning(bytes).cosine(0, 3), 6)
  })

  it("refuses what it cannot read", () => {
    const bytes = encodeMeaning(tables)
    expect(meaningVersion(bytes)).toBe(1)
    expect(meaningVersion(new Uint8Array(20))).toBeNull()
    const other = bytes.slice()
    new DataView(other.buffer).setUint32(4, 99, true)
    expect(meaningVersion(other)).toBe(99)
    expect(() => decodeMeaning(other)).toThrow(MeaningFormatError)
    expect(() => decodeMeaning(bytes.subarray(0, 200))).toThrow(MeaningFormatError)
    expect(() => encodeMeaning({ ...tables, words: ["cat", "cat", "dog", "kitten"] })).toThrow(MeaningFormatError)
    expect(() => encodeMeaning({ ...tables, words: ["cat", "c t", "dog", "kitten"] })).toThrow(MeaningFormatError)
    expect(() => encodeMeaning({ ...tables, words: ["cat"] })).toThrow(MeaningFormatError)
  })

  it("loads from disk, null when missing or of another version", () => {
    const dir = tempDir()
    expect(loadMeaning(dir)).toBeNull()
    writeFileSync(join(dir, MEANING_FILE), encodeMeaning(tables))
    expect(loadMeaning(dir)?.lemma("cats")).toBe("cat")
    const other = encodeMeaning(tables)
    new DataView(other.buffer).setUint32(4, 2, true)
    writeFileSync(join(dir, MEANING_FILE), other)
    expect(loadMeaning(dir)).toBeNull()
    mkdirSync(join(dir, "sub"))
    writeFileSync(join(dir, "sub", MEANING_FILE), "not a meaning file")
    expect(loadMeaning(join(dir, "sub"))).toBeNull()
  })

  it("gives cosines against packed vectors as cosine() does, on vectors of four components and of three", () => {
    const three = { ...tables, dimensions: 3, vectors: Float32Array.from([1, 0.5, 0, 1, 0.6, 0, 0, 0, 1, 0.9, 0.4, 0.1]) }
    for (const m of [decodeMeaning(encodeMeaning(tables)), decodeMeaning(encodeMeaning(three))]) {
      const ids = [...Array.from({ length: m.size }, (_, i) => i), -1, 0]
      for (let b = -1; b < m.size; b++) {
        const out = new Float64Array(ids.length)
        m.cosinesTo(m.packVectors(ids), b, out)
        expect([...out]).toEqual(ids.map((a) => m.cosine(a, b)))
        if (b === 0) expect(out[0]).toBeCloseTo(1, 2)
      }
    }
  })

  it("an empty table still answers", () => {
    const m = decodeMeaning(encodeMeaning({ dimensions: 3, words: [], vectors: new Float32Array(0), lemmas: new Map(), synsets: new Map(), antonyms: [] }))
    expect(m.size).toBe(0)
    expect(m.id("cat")).toBe(-1)
    expect(m.lemma("cat")).toBe("cat")
  })

  it("emptyMeaning runs without resources", () => {
    const m = emptyMeaning()
    expect(m.size).toBe(0)
    expect(m.dimensions).toBe(100)
    expect(m.id("king")).toBe(-1)
    expect(m.cosine(m.id("king"), m.id("queen"))).toBe(0)
    expect(m.lemma("went")).toBe("went")
    expect(m.synonyms("big", "large")).toBe(false)
    expect(m.antonyms("fast", "slow")).toBe(false)
    const cosines = new Float64Array(2).fill(1)
    m.cosinesTo(m.packVectors([0, -1]), 0, cosines)
    expect([...cosines]).toEqual([0, 0])
    expect(m.synonymMask(0)).toBe(0)
    const v = new Float32Array(100)
    m.addVector(0, v, 1)
    expect(v.every((x) => x === 0)).toBe(true)
  })
})
