/**
 * Cue density: how much of an answer is nothing but cue words. A run of key terms that still has glue words in
 * it ("same object, is none, small int cache") passes for sentences; its density gives it away.
 */
import { type CompiledPoint, type IndexedAnswer, MAX_GAP } from "./evidence.ts"

/**
 * How much of the answer is nothing but cue words. Real answers carry their cues among ordinary words (about
 * a quarter of the words of the bank's model answers); a run of key terms is almost nothing else and touches
 * many points at once. Only sentences holding a cue count, so unrelated sentences around it change nothing.
 */
export const cueDensity = (points: ReadonlyArray<CompiledPoint>, answer: IndexedAnswer): { density: number; points: number } => {
  let total = 0
  let marked = 0
  const touched = new Set<number>()
  answer.sentences.forEach((sentence, i) => {
    const map = answer.positions[i]!
    const hit = new Uint8Array(sentence.stems.length)
    points.forEach((point, p) => {
      for (const group of point.groups) {
        for (const alternative of group) if (markPhrase(map, alternative, hit)) touched.add(p)
      }
    })
    let inSentence = 0
    for (const h of hit) inSentence += h
    if (inSentence === 0) return
    total += hit.length
    marked += inSentence
  })
  return { density: total === 0 ? 0 : marked / total, points: touched.size }
}

const markPhrase = (map: ReadonlyMap<string, ReadonlyArray<number>>, phrase: ReadonlyArray<string>, hit: Uint8Array): boolean => {
  const first = map.get(phrase[0]!)
  if (first === undefined) return false
  let found = false
  for (const start of first) {
    const at = [start]
    for (let k = 1; k < phrase.length; k++) {
      const next = map.get(phrase[k]!)
      const q = next?.find((p) => p > at[at.length - 1]! && p <= at[at.length - 1]! + MAX_GAP)
      if (q === undefined) break
      at.push(q)
    }
    if (at.length === phrase.length) {
      found = true
      for (const p of at) hit[p] = 1
    }
  }
  return found
}
