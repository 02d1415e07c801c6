/**
 * The coach's meaning resource (dist/meaning/meaning.bin, built first when missing): its size, how long a fresh
 * process takes to load it and how much memory that adds, and the cost of one cosine, lemma, id, synonym and
 * antonym look-up.
 */
import { spawnSync } from "node:child_process"
import { statSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { defaultMeaningDir, ensureMeaning, loadMeaning, MEANING_FILE } from "../adapters/node/meaning-files.ts"

const TEXT = `In my last project we moved the orders service from a single database to a sharded cluster. The main
problem was that queries which joined customers and orders became slower, so we cached the hottest lookups and
denormalised two tables. I wrote integration tests that ran against a containerised copy of production data, and
we measured latency before and after each change. Children went to school; the mice ran faster than the cats. When
a request failed we retried it with exponential backoff, and idempotent handlers meant duplicates were harmless.
Immutable objects are easier to reason about because no thread can change them after they are created. We chose
asynchronous messaging between services, which decoupled deployments but made debugging harder, so we added
tracing and structured logs qzxv blorptastic kubernetes microservices`

const nsPer = (calls: number, run: () => number): { ns: number; sink: number } => {
  run() // warm up
  const started = process.hrtime.bigint()
  const sink = run()
  return { ns: Number(process.hrtime.bigint() - started) / calls, sink }
}

/** Load time and memory of loadMeaning in a fresh process (this one has loaded other things already). */
const freshLoad = (dir: string) => {
  const url = pathToFileURL(join(import.meta.dirname, "..", "adapters", "node", "meaning-files.ts")).href
  const script = `
    const t0 = performance.now()
    const { loadMeaning } = await import(${JSON.stringify(url)})
    const imported = performance.now() - t0
    globalThis.gc?.()
    const before = process.memoryUsage()
    const t1 = performance.now()
    const m = loadMeaning(${JSON.stringify(dir)})
    const loaded = performance.now() - t1
    const t2 = performance.now()
    const c = m.cosine(m.id("king"), m.id("queen")) + m.lemma("went").length
    const first = performance.now() - t2
    globalThis.gc?.()
    const after = process.memoryUsage()
    console.log(JSON.stringify({ imported, loaded, first, c, rss: after.rss - before.rss, external: after.external - before.external + after.arrayBuffers - before.arrayBuffers, heap: after.heapUsed - before.heapUsed }))
  `
  const runs = [0, 1, 2].map(() => {
    const out = spawnSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], { encoding: "utf8" })
    if (out.status !== 0) throw new Error(out.stderr)
    return JSON.parse(out.stdout) as { imported: number; loaded: number; first: number; rss: number; external: number; heap: number }
  })
  return runs.sort((a, b) => a.loaded - b.loaded)[1]!
}

export default async () => {
  const dir = defaultMeaningDir()
  if (loadMeaning(dir) === null) {
    const started = performance.now()
    await ensureMeaning(dir)
    console.log(`built ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  const MiB = 1024 * 1024
  const bytes = statSync(join(dir, MEANING_FILE)).size
  console.log(`file: ${(bytes / MiB).toFixed(2)} MiB (${bytes} bytes) at ${join(dir, MEANING_FILE)}`)

  const fresh = freshLoad(dir)
  console.log(
    `fresh process (median of 3): import ${fresh.imported.toFixed(1)} ms, loadMeaning ${fresh.loaded.toFixed(1)} ms, ` +
      `first look-ups ${fresh.first.toFixed(2)} ms; RSS +${(fresh.rss / MiB).toFixed(1)} MiB ` +
      `(buffers +${(fresh.external / MiB).toFixed(1)} MiB, JS heap +${(fresh.heap / MiB).toFixed(1)} MiB)`
  )
  const started = performance.now()
  const m = loadMeaning(dir)!
  console.log(`this process: loadMeaning ${(performance.now() - started).toFixed(1)} ms; ${m.size} words with vectors`)

  const words = TEXT.toLowerCase().split(/[^a-z'-]+/).filter((w) => w !== "")
  const ids = Int32Array.from(words.map(m.id))
  const known = ids.filter((i) => i >= 0)
  const PAIRS = 1 << 20
  const a = new Int32Array(PAIRS)
  const b = new Int32Array(PAIRS)
  let seed = 12345
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0)
  for (let i = 0; i < PAIRS; i++) {
    a[i] = next() % m.size
    b[i] = i % 8 === 0 ? known[next() % known.length]! : next() % m.size
  }
  const cosine = nsPer(PAIRS, () => {
    let s = 0
    for (let i = 0; i < PAIRS; i++) s += m.cosine(a[i]!, b[i]!)
    return s
  })
  const ROUNDS = 2000
  const calls = ROUNDS * words.length
  const lemma = nsPer(calls, () => {
    let s = 0
    for (let r = 0; r < ROUNDS; r++) for (const w of words) s += m.lemma(w).length
    return s
  })
  const id = nsPer(calls, () => {
    let s = 0
    for (let r = 0; r < ROUNDS; r++) for (const w of words) s += m.id(w)
    return s
  })
  const synonyms = nsPer(calls, () => {
    let s = 0
    for (let r = 0; r < ROUNDS; r++) for (let i = 1; i < words.length; i++) s += m.synonyms(words[i - 1]!, words[i]!) ? 1 : 0
    return s
  })
  const antonyms = nsPer(calls, () => {
    let s = 0
    for (let r = 0; r < ROUNDS; r++) for (let i = 1; i < words.length; i++) s += m.antonyms(words[i - 1]!, words[i]!) ? 1 : 0
    return s
  })
  const into = new Float32Array(m.dimensions)
  const add = nsPer(ROUNDS * ids.length, () => {
    for (let r = 0; r < ROUNDS; r++) for (const i of ids) m.addVector(i, into, 1)
    return into[0]!
  })
  console.log(
    `per call: cosine ${cosine.ns.toFixed(0)} ns, lemma ${lemma.ns.toFixed(0)} ns, id ${id.ns.toFixed(0)} ns, ` +
      `synonyms ${synonyms.ns.toFixed(0)} ns, antonyms ${antonyms.ns.toFixed(0)} ns, addVector ${add.ns.toFixed(0)} ns ` +
      `(words of a ${words.length}-word answer, ${words.length - known.length} unknown)`
  )
}
