/**
 * How the words of an answer relate to the words of statements: the same word or lemma (1), an opposite (-1), a
 * WordNet synonym (0.9), or a close word vector (its cosine), else nothing. Relations are kept across answers (per
 * question as one sparse row per answer word, and a small pair table for those looked up one by one) and laid out per
 * answer for compare().
 */
import { emptyMeaning, type MeaningResources, type PackedVectors } from "../reading/meaning-resources.ts"
import type { MeaningText, MeaningWord } from "../reading/meaning-text.ts"
import { opposable, opposed } from "../reading/opposites.ts"

/** Words this close in vector space count as saying the same thing (opposites sit close too: polarity is checked). */
const VECTOR_THRESHOLD = 0.72
const SYNONYM = 0.9
/** An aligned pair this close takes part in the polarity and role checks. */
export const FIRM = 0.85

export const EXACT_SIMILARITY = 1

/**
 * WordNet's antonyms that say one event from its two sides ("you lend a value" is "it is borrowed"): one for the other
 * with the roles turned is the same claim, so neither is the other's opposite.
 */
const CONVERSES = new Set(["give|take", "lend|borrow", "buy|sell", "teach|learn"].flatMap((p) => [p, p.split("|").reverse().join("|")]))
const converses = (a: string, b: string): boolean => CONVERSES.has(`${a}|${b}`)

const ORDER_WORDS = new Set(["before", "after", "first", "last", "earlier", "later", "early", "late", "next", "previous", "then", "prior"])

/**
 * How an answer word says a statement word: 1 the same word or lemma, -1 its opposite (our list, the prefix
 * and suffix families, WordNet's antonyms), 0.9 a WordNet synonym, else the vector cosine from the threshold up.
 */
const wordRelation = (meaning: MeaningResources, t: MeaningWord, a: MeaningWord): number => {
  if (t.stem === a.stem || t.lemma === a.lemma) return EXACT_SIMILARITY
  // (a lemma and a stem across, too: "lowers" is lemmatised as "low" and stemmed as "lower", against "raise"; asked
  // only where both words' stems and lemmas differ, else they are the pairs asked already)
  if (opposed(t.lemma, a.lemma) || opposed(t.stem, a.stem) ||
    (t.stem !== t.lemma && a.stem !== a.lemma && (opposed(t.stem, a.lemma) || opposed(t.lemma, a.stem))) ||
    (meaning.antonymTerms(t.term, a.term) && !converses(t.lemma, a.lemma))) return OPPOSITE
  if (meaning.synonymTerms(t.term, a.term)) return SYNONYM
  // Words of order carry a relation, and their vectors sit close to each other's whichever way round ("last" and
  // "after" 0.87, "first" and "before" 0.79): only the same word or a synonym says one of them.
  if (ORDER_WORDS.has(t.lemma) && ORDER_WORDS.has(a.lemma)) return 0
  const c = meaning.cosine(t.id, a.id)
  return c >= VECTOR_THRESHOLD ? c : 0
}

/**
 * How two words relate, kept across answers: each word by an interned number, each pair in an open-addressing table —
 * -1 for opposites, else the similarity. Bounded: the table is emptied when it is three quarters full. Only the pairs
 * asked one by one (relate(): words outside an answer's rows) come here, a few in a thousand answers, so it is small
 * (64 KiB; it was 16 MiB while each row was made of lookups here).
 */
const RELATION_BITS = 12
const RELATION_SLOTS = 1 << RELATION_BITS
const RELATION_SHIFT = 32 - RELATION_BITS
const RELATION_LIMIT = (RELATION_SLOTS * 3) >> 2
// Each slot's two word numbers (each plus one: 0 is an empty slot) and its relation side by side, 16 bytes: a probe reads
// one cache line.
const relationMemory = new ArrayBuffer(16 * RELATION_SLOTS)
const relationWords = new Int32Array(relationMemory)
const relationValues = new Float64Array(relationMemory)
let relationCount = 0
let relationsOf: MeaningResources | null = null

const clearRelations = (): void => {
  // (the word numbers' view spans the whole table)
  relationWords.fill(0)
  relationCount = 0
}

export const OPPOSITE = -1

const relation = (meaning: MeaningResources, t: MeaningWord, a: MeaningWord): number => {
  if (relationsOf !== meaning) {
    clearRelations()
    relationsOf = meaning
  }
  const mask = RELATION_SLOTS - 1
  const first = t.key + 1
  const second = a.key + 1
  // multiplicative hashing: the product's high bits are the well-mixed ones
  let slot = Math.imul(t.key ^ Math.imul(a.key, 0x85ebca6b), 0x9e3779b1) >>> RELATION_SHIFT
  for (;;) {
    const kept = relationWords[4 * slot]!
    if (kept === 0) break
    if (kept === first && relationWords[4 * slot + 1] === second) return relationValues[2 * slot + 1]!
    slot = (slot + 1) & mask
  }
  const v = wordRelation(meaning, t, a)
  if (relationCount >= RELATION_LIMIT) {
    clearRelations()
    return v
  }
  relationWords[4 * slot] = first
  relationWords[4 * slot + 1] = second
  relationValues[2 * slot + 1] = v
  relationCount++
  return v
}

/**
 * A question's statement words (its points' and its reference's), each distinct word once with a column. How an
 * answer word relates to every one of them is one row, worked out the first time the word is met in an answer to
 * this question and kept for its later answers (answers to one question share most of their words), within a
 * bound shared by all questions. A row is kept sparse: most of a word's relations are none.
 */
export class StatementWords {
  readonly words: Array<MeaningWord> = []
  private readonly columns = new Map<number, number>()
  private readonly rows = new Map<number, SparseRow>()
  /** the columns screened for rowOf, while this question is among the last few screened */
  private screen: ColumnScreen | null = null
  columnOf(w: MeaningWord): number {
    let c = this.columns.get(w.key)
    if (c === undefined) {
      c = this.words.length
      this.columns.set(w.key, c)
      this.words.push(w)
      // rows are as long as the columns were: a question's words are all added before its first answer
      this.rows.clear()
      this.screen = null
    }
    return c
  }
  /**
   * The answer word's relations to the statement words: the columns it relates to, and how. Each is wordRelation's,
   * worked out with the columns' screen: most pairs relate by none of its ways, and a few numbers of each word rule
   * those ways out before any of its checks runs.
   */
  rowOf(meaning: MeaningResources, a: MeaningWord): SparseRow {
    let row = this.rows.get(a.key)
    if (row !== undefined) return row
    const words = this.words
    const screen = this.screenFor(meaning)
    const cosines = screen.cosinesOf(a)
    // the answer word's stem and lemma by the screen's numbers of its columns' (-1 when no column has it)
    const stem = screen.numberOf(a.stem)
    const lemma = screen.numberOf(a.lemma)
    const al = formOf(a.lemma)
    const as = formOf(a.stem)
    const both = a.stem !== a.lemma
    const mask = meaning.synonymMask(a.term)
    const order = ORDER_WORDS.has(a.lemma)
    const { antonyms, lemmas, masks, orders, stems, twoForms } = screen
    const pairs: Array<number> = []
    for (let c = 0; c < words.length; c++) {
      let r: number
      if (stems[c] === stem || lemmas[c] === lemma) r = EXACT_SIMILARITY
      else if (
        (screen.mayOppose(c, LEMMA, al) && opposed(words[c]!.lemma, a.lemma)) ||
        (screen.mayOppose(c, STEM, as) && opposed(words[c]!.stem, a.stem)) ||
        (both && twoForms[c] === 1 &&
          ((screen.mayOppose(c, STEM, al) && opposed(words[c]!.stem, a.lemma)) || (screen.mayOppose(c, LEMMA, as) && opposed(words[c]!.lemma, a.stem)))) ||
        (antonyms[c] === 1 && meaning.antonymTerms(words[c]!.term, a.term) && !converses(words[c]!.lemma, a.lemma))
      ) r = OPPOSITE
      else if (((masks[c]! & mask) !== 0 || (words[c]!.term === a.term && a.term >= 0)) && meaning.synonymTerms(words[c]!.term, a.term)) r = SYNONYM
      else if (orders[c] === 1 && order) r = 0
      else r = cosines[c]! >= VECTOR_THRESHOLD ? cosines[c]! : 0
      if (r !== 0) pairs.push(c, r)
    }
    row = pairs.length === 0 ? UNRELATED : Float64Array.from(pairs)
    keepRow(this.rows, a.key, row)
    return row
  }
  /**
   * Works out the row of each statement word as an answer word: answers to a question share many of its own words, so
   * its first answers find those rows made (a server prepares them at start-up with its questions).
   */
  prepareRows(meaning: MeaningResources): void {
    for (const w of this.words) this.rowOf(meaning, w)
  }
  /** The columns' screen for `meaning`, made when first needed and kept while this question is among the last few screened. */
  private screenFor(meaning: MeaningResources): ColumnScreen {
    if (this.screen !== null && this.screen.meaning === meaning) return this.screen
    const screen = new ColumnScreen(meaning, this.words)
    this.screen = screen
    const at = screenedNext++ % SCREENS_KEPT
    const old = screened[at]
    if (old !== undefined && old !== this) old.screen = null
    screened[at] = this
    return screen
  }
}

/**
 * Screens kept at once: a screen holds its question's word vectors side by side (~100 bytes a word; ~9 KB for a bank
 * question of ~40 statement words). Remaking one for each answer with words new to its question, as a server with
 * answers to questions all over the bank does, cost no more than keeping 1,024 (answers in others' words, 3 runs each).
 */
const SCREENS_KEPT = 16
const screened: Array<StatementWords | undefined> = []
let screenedNext = 0

/**
 * What rules out opposed() for a pair of words, read once per word form (a lemma or a stem): whether it is one of a
 * listed pair, its length, and numbers of its first and of its last three letters. A listed pair is two listed
 * words; a prefix or -less/-ful opposite is one to four letters longer than the other, both of three letters or more,
 * and either ends with it (un-, in-, non- …) or begins with the same three letters (-less against the word or its
 * -ful): opposites.ts.
 */
interface Form {
  readonly listed: boolean
  readonly length: number
  /** numbers of its first and its last three letters (-1 for a shorter word: such a word is in no prefix or suffix pair) */
  readonly head: number
  readonly tail: number
}

const threeLetters = (w: string, at: number): number => (w.charCodeAt(at) * 65_599 + w.charCodeAt(at + 1)) * 65_599 + w.charCodeAt(at + 2)

const formOf = (w: string): Form => ({
  listed: opposable(w),
  length: w.length,
  head: w.length < 3 ? -1 : threeLetters(w, 0),
  tail: w.length < 3 ? -1 : threeLetters(w, w.length - 3)
})

const LEMMA = 0
const STEM = 1

/**
 * A question's statement words screened column by column: the numbers of their forms (Form, lemma and stem side by
 * side), their stems and lemmas numbered (equal strings, equal numbers), whether each has two forms, its synsets'
 * mask, whether it has antonyms, whether it is a word of order; and their vectors side by side.
 */
class ColumnScreen {
  readonly meaning: MeaningResources
  readonly stems: Int32Array
  readonly lemmas: Int32Array
  readonly twoForms: Uint8Array
  readonly masks: Int32Array
  readonly antonyms: Uint8Array
  readonly orders: Uint8Array
  /** per column and form (2c + LEMMA or STEM): listed, length, head, tail */
  private readonly listed: Uint8Array
  private readonly lengths: Int32Array
  private readonly heads: Float64Array
  private readonly tails: Float64Array
  private readonly numbers = new Map<string, number>()
  private readonly vectors: PackedVectors
  private readonly cosines: Float64Array
  constructor(meaning: MeaningResources, words: ReadonlyArray<MeaningWord>) {
    const width = words.length
    this.meaning = meaning
    this.stems = new Int32Array(width)
    this.lemmas = new Int32Array(width)
    this.twoForms = new Uint8Array(width)
    this.masks = new Int32Array(width)
    this.antonyms = new Uint8Array(width)
    this.orders = new Uint8Array(width)
    this.listed = new Uint8Array(2 * width)
    this.lengths = new Int32Array(2 * width)
    this.heads = new Float64Array(2 * width)
    this.tails = new Float64Array(2 * width)
    const ids = new Int32Array(width)
    for (let c = 0; c < width; c++) {
      const t = words[c]!
      ids[c] = t.id
      this.stems[c] = this.number(t.stem)
      this.lemmas[c] = this.number(t.lemma)
      this.twoForms[c] = t.stem !== t.lemma ? 1 : 0
      this.masks[c] = meaning.synonymMask(t.term)
      this.antonyms[c] = meaning.hasAntonyms(t.term) ? 1 : 0
      this.orders[c] = ORDER_WORDS.has(t.lemma) ? 1 : 0
      this.setForm(2 * c + LEMMA, t.lemma)
      this.setForm(2 * c + STEM, t.stem)
    }
    this.vectors = meaning.packVectors(ids)
    this.cosines = new Float64Array(width)
  }
  /** Form `at` (2c + LEMMA or STEM): the word `w` read by formOf(). */
  private setForm(at: number, w: string): void {
    const form = formOf(w)
    this.listed[at] = form.listed ? 1 : 0
    this.lengths[at] = form.length
    this.heads[at] = form.head
    this.tails[at] = form.tail
  }
  private number(s: string): number {
    let n = this.numbers.get(s)
    if (n === undefined) this.numbers.set(s, (n = this.numbers.size))
    return n
  }
  /** The number of a stem or lemma among the columns', or -1 when none of them is it. */
  numberOf(s: string): number {
    return this.numbers.get(s) ?? -1
  }
  /** Each column's cosine with `a` (meaning.cosine(t.id, a.id)), in an array of its own that the next call overwrites. */
  cosinesOf(a: MeaningWord): Float64Array {
    this.meaning.cosinesTo(this.vectors, a.id, this.cosines)
    return this.cosines
  }
  /** Whether opposed() can be true of column c's lemma or stem (`form`) and an answer word's form `y` (Form). */
  mayOppose(c: number, form: number, y: Form): boolean {
    const at = 2 * c + form
    if (this.listed[at] === 1 && y.listed) return true
    const length = this.lengths[at]!
    const d = length > y.length ? length - y.length : y.length - length
    return d >= 1 && d <= 4 && (this.tails[at] === y.tail || this.heads[at] === y.head)
  }
}

/**
 * An answer word's relations to the statement words, as pairs: column, relation, column, relation … in column order.
 * One typed array rather than an object holding one of columns and one of values: rows are read for every answer
 * word from memory mostly out of cache, and a short one sits in one place.
 */
type SparseRow = Float64Array
const UNRELATED: SparseRow = new Float64Array(0)

/** Rows kept across all questions, oldest first, within ROW_BUDGET in all (a relation 16 bytes, a row 32 more). */
const ROW_BUDGET = 16 * 2 ** 20
const keptRows: Array<{ readonly rows: Map<number, SparseRow>; readonly key: number; readonly size: number }> = []
let keptFirst = 0
let keptBytes = 0
const keepRow = (rows: Map<number, SparseRow>, key: number, row: SparseRow): void => {
  const size = 32 + 8 * row.length
  while (keptBytes + size > ROW_BUDGET && keptFirst < keptRows.length) {
    const old = keptRows[keptFirst++]!
    old.rows.delete(old.key)
    keptBytes -= old.size
  }
  if (keptFirst > 4096 && keptFirst * 2 > keptRows.length) {
    keptRows.splice(0, keptFirst)
    keptFirst = 0
  }
  rows.set(key, row)
  keptRows.push({ rows, key, size })
  keptBytes += size
}

/**
 * The relations' memory, shared by the alignments made one after another (judge() makes one per answer and is done
 * with it before the next answer), so an answer allocates none; an answer too long for it gets its own. `sharedTurn`
 * names the alignment whose relations it holds: an older one that reads it fails loudly rather than read another
 * answer's relations.
 */
const SHARED_LIMIT = 2 ** 20
let sharedStarts = new Int32Array(2 ** 10)
let sharedWords = new Int32Array(2 ** 12)
let sharedValues = new Float64Array(2 ** 12)
let sharedTurn = 0
/**
 * each answer word's row, in answer order, while an alignment is laid out (kept at its longest: emptying an array
 * gives up its memory; the rows it still holds are kept by their questions anyway)
 */
const rowScratch: Array<SparseRow> = []

/**
 * How the words of one answer relate to statement words. Given the answer and its question's statement words, the
 * relations are laid out once, up front, by statement word: for each column, the answer words that relate to it (in
 * answer order) and how, which every statement, window and pair reads; otherwise each relation is looked up as it is
 * asked for. Most answer words relate to none of a statement's words, so compare() visits only those that do.
 */
export class Alignment {
  /**
   * One alignment kept for as long as the process runs. An answer's alignment lives only while it is judged, so a full
   * collection between answers (the server makes one after its rehearsal at start; V8 makes them when idle) found none
   * alive and let go of V8's hidden class of alignments: the next answer made it anew, and code compiled on the old
   * one (point-match.ts's withMeaning) was thrown away inside that answer. (A static field: a module's unused binding
   * would be dropped from the bundle.)
   */
  static readonly kept: Alignment = new Alignment(emptyMeaning())
  readonly meaning: MeaningResources
  /** per column c, its relations at starts[c] .. starts[c + 1] - 1 of words (answer word indexes) and values */
  private readonly starts: Int32Array | null = null
  private readonly words: Int32Array = sharedWords
  private readonly values: Float64Array = sharedValues
  /** this alignment's turn with the shared memory, or 0 when its memory is its own */
  private readonly turn: number = 0
  /**
   * the answer's words (MeaningText.words) and each one's row, by its index: the shared rowScratch while the shared
   * memory is this alignment's (its turn), else a copy of its own
   */
  private readonly answerWords: ReadonlyArray<MeaningWord> = []
  private readonly answerRows: ReadonlyArray<SparseRow> = rowScratch
  constructor(meaning: MeaningResources, answer?: MeaningText, statementWords?: StatementWords) {
    this.meaning = meaning
    if (answer === undefined || statementWords === undefined) return
    const width = statementWords.words.length
    const rows = rowScratch
    let count = 0
    let size = 0
    for (const sentence of answer.sentences) for (const a of sentence) rows[count++] = statementWords.rowOf(meaning, a)
    // the rows' lengths read in a pass of their own, after every row is found: a row is mostly out of cache, and read
    // right after its lookup, each row's read waited on that lookup, where here the reads of many rows are on their way
    // at once (as wordsAt's passes do)
    for (let k = 0; k < count; k++) size += rows[k]!.length >> 1
    let starts: Int32Array
    if (size > SHARED_LIMIT || width + 1 > SHARED_LIMIT) {
      starts = new Int32Array(width + 1)
      this.words = new Int32Array(size)
      this.values = new Float64Array(size)
      this.answerRows = rows.slice(0, count)
    } else {
      if (sharedStarts.length < width + 1) sharedStarts = new Int32Array(Math.max(width + 1, sharedStarts.length * 2))
      else sharedStarts.fill(0, 0, width + 1)
      if (sharedWords.length < size) {
        sharedWords = new Int32Array(Math.max(size, sharedWords.length * 2))
        sharedValues = new Float64Array(sharedWords.length)
      }
      starts = sharedStarts
      this.words = sharedWords
      this.values = sharedValues
      this.turn = sharedTurn = sharedTurn + 1
    }
    // Counted per column, summed to each column's end, then filled from the last answer word back: each column's
    // relations end up in answer order and starts[c] at the column's first.
    for (let k = 0; k < count; k++) {
      const row = rows[k]!
      for (let j = 0; j < row.length; j += 2) starts[row[j]!]!++
    }
    for (let c = 1; c <= width; c++) starts[c] = starts[c]! + starts[c - 1]!
    for (let k = count - 1; k >= 0; k--) {
      const row = rows[k]!
      for (let j = row.length - 2; j >= 0; j -= 2) {
        const at = --starts[row[j]!]!
        this.words[at] = k
        this.values[at] = row[j + 1]!
      }
    }
    this.starts = starts
    this.answerWords = answer.words
  }
  /**
   * Marks in `said` (one flag per sentence of `answer`, this alignment's answer) each sentence with a word that says
   * one of the statement words in `columns` (their columns: PreparedStatement.columns, read in one place rather than
   * from each word, mostly out of cache) by any relation, its opposite too ("impure" of "pure": a sentence may contradict a point by
   * that word alone); a sentence left unmarked says none of them. Returns
   * false, marking nothing, when the relations are not laid out by statement word (they are looked up as they are
   * asked for).
   */
  markSaying(columns: Int32Array, answer: MeaningText, said: Uint8Array): boolean {
    if (this.starts === null) return false
    for (let k = 0; k < columns.length; k++) if (columns[k]! < 0) return false
    this.checkTurn()
    const words = answer.words
    for (let k = 0; k < columns.length; k++) {
      const column = columns[k]!
      for (let p = this.starts[column]!, end = this.starts[column + 1]!; p < end; p++) {
        if (this.values[p]! !== 0) said[words[this.words[p]!]!.sentence] = 1
      }
    }
    return true
  }
  /** Fails when the shared memory holds another answer's relations by now. */
  private checkTurn(): void {
    if (this.turn !== 0 && this.turn !== sharedTurn) throw new Error("an answer's alignment was read after the next answer's was made")
  }
  /** How closely `a` says `t` (0–1), or -1 when it says its opposite, looked up. */
  relate(t: MeaningWord, a: MeaningWord): number {
    return t.stem === a.stem ? EXACT_SIMILARITY : relation(this.meaning, t, a)
  }
  /**
   * relate(t, a) for a statement word `t` whose column is `column` (PreparedStatement.columns): read from the answer
   * word's row where `a` is a word of this alignment's answer, which holds every relation of the word that is not none
   * (its row was read when the alignment was laid out, so it is mostly in cache, where the table of pairs relate()
   * probes mostly is not); looked up otherwise.
   */
  relateAt(column: number, t: MeaningWord, a: MeaningWord): number {
    if (this.starts === null || column < 0 || this.answerWords[a.index] !== a) return this.relate(t, a)
    this.checkTurn()
    const row = this.answerRows[a.index]!
    // (a row's columns ascend)
    for (let j = 0; j < row.length; j += 2) {
      const c = row[j]!
      if (c === column) return row[j + 1]!
      if (c > column) break
    }
    return 0
  }
  /**
   * The window words[start .. start + count - 1] (words[k] is the answer's word k) that relate to `t` (whose column is
   * `column`, t.column): their places in the window into `at` and their relations (relate()) into `value`, in window
   * order; returns how many. Both arrays hold at least `count`.
   */
  related(t: MeaningWord, column: number, words: ReadonlyArray<MeaningWord>, start: number, count: number, at: Int32Array, value: Float64Array): number {
    let n = 0
    if (this.starts === null || column < 0) {
      for (let ai = 0; ai < count; ai++) {
        const r = this.relate(t, words[start + ai]!)
        if (r !== 0) {
          at[n] = ai
          value[n++] = r
        }
      }
      return n
    }
    this.checkTurn()
    const end = start + count
    const last = this.starts[column + 1]!
    let lo = this.starts[column]!
    // None when the column has no relations or all come before the window, and no halving needed when its first comes
    // in the window or after it: between them four in five of the columns a window asks about, over the bench's answers.
    if (lo === last || this.words[last - 1]! < start) return 0
    // the column's first relation from the window on (its answer words ascend): found by halving, not by walking
    // past every earlier sentence's
    if (this.words[lo]! < start) {
      for (let hi = last; lo < hi;) {
        const mid = (lo + hi) >>> 1
        if (this.words[mid]! < start) lo = mid + 1
        else hi = mid
      }
    }
    for (let p = lo; p < last; p++) {
      const k = this.words[p]!
      if (k >= end) break
      at[n] = k - start
      value[n++] = this.values[p]!
    }
    return n
  }
}
