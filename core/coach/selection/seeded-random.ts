/** A small seeded pseudo-random generator, so question selection is the same for the same seed and inputs. */

/** 32-bit hash of a string (cyrb-style mixing), used to turn any seed into generator state. */
export const hashSeed = (text: string): number => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

/** mulberry32: returns a function giving numbers in [0, 1). */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picks an index with probability proportional to its weight (weights ≥ 0, at least one > 0). */
export const pickWeighted = (weights: ReadonlyArray<number>, random: () => number): number => {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0)
  if (total <= 0) return Math.floor(random() * weights.length)
  let r = random() * total
  for (let i = 0; i < weights.length; i++) {
    r -= Math.max(0, weights[i]!)
    if (r < 0) return i
  }
  return weights.length - 1
}
