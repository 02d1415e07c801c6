/**
 * Stem numbers: a text's distinct stems numbered in one shared open-addressing table (see StemNumbers). The answer
 * index numbers an answer's stems once; its places by stem and the meaning text's stem counts both read them.
 */

/**
 * A text's distinct stems numbered 0, 1, … in order of first use, found by their table hashes (Word.stemHash, kept on
 * each word) in an open-addressing table: a Map built anew for every answer cost about 100 ns a word (a lookup, an
 * insert, and its table grown again and again as it filled). One table serves every text, held by the text that
 * numbered or looked up its stems last (judging reads one answer's at a time), its slots marked empty by a new stamp
 * rather than zeroed: a table of its own, allocated for each answer, cost as much as the Map did. A text that finds
 * another holding it fills it again with its own stems, in their order, so their numbers stay theirs.
 */
export class StemNumbers {
  /** per number, the stem and its hash */
  private readonly stems: Array<string> = []
  private readonly hashes: Array<number> = []
  /** a text's stems as numbered at most `most` (its words), or those of `from` (copied) */
  constructor(most: number, from?: StemNumbers) {
    if (from !== undefined) {
      for (let k = 0; k < from.stems.length; k++) {
        this.stems.push(from.stems[k]!)
        this.hashes.push(from.hashes[k]!)
      }
    } else claimTable(this, most)
  }
  get size(): number {
    return this.stems.length
  }
  /** The stem numbered `number`. */
  stemOf(number: number): string {
    return this.stems[number]!
  }
  /** The stem's number, or -1; `hash` is its table hash (hashOfText). */
  numberOf(stem: string, hash: number): number {
    if (tableOwner !== this) {
      claimTable(this, this.stems.length)
      const mask = tableSlots.length - 1
      for (let k = 0; k < this.stems.length; k++) {
        let at = this.hashes[k]! & mask
        while (tableStamps[at] === tableStamp) at = (at + 1) & mask
        tableStamps[at] = tableStamp
        tableSlots[at] = k
      }
    }
    const mask = tableSlots.length - 1
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      if (tableStamps[at] !== tableStamp) return -1
      const number = tableSlots[at]!
      if (this.hashes[number] === hash && this.stems[number] === stem) return number
    }
  }
  /** The stem's number, given the next one when it is new: while the text is numbered (it holds the table). */
  add(stem: string, hash: number): number {
    const mask = tableSlots.length - 1
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      if (tableStamps[at] !== tableStamp) {
        tableStamps[at] = tableStamp
        tableSlots[at] = this.stems.length
        this.stems.push(stem)
        this.hashes.push(hash)
        return this.stems.length - 1
      }
      const number = tableSlots[at]!
      if (this.hashes[number] === hash && this.stems[number] === stem) return number
    }
  }
}
// the shared table: per slot, a stem's number, valid where its stamp is the table's; at most half full
let tableSlots = new Int32Array(1024)
let tableStamps = new Int32Array(1024)
let tableStamp = 0
let tableOwner: StemNumbers | null = null
const claimTable = (owner: StemNumbers, most: number): void => {
  if (tableSlots.length < 2 * most) {
    let size = tableSlots.length
    while (size < 2 * most) size *= 2
    tableSlots = new Int32Array(size)
    tableStamps = new Int32Array(size)
    tableStamp = 0
  }
  if (tableStamp === 0x7fffffff) {
    tableStamps.fill(0)
    tableStamp = 0
  }
  tableStamp++
  tableOwner = owner
}
