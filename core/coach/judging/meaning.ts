/**
 * Meaning-level matching of an answer against a statement (a talking point, or a reference answer's sentence):
 * each content word of the statement is aligned to its best counterpart in the answer — the same word or lemma,
 * a WordNet synonym, or a close word vector — and the alignment is read as a handful of features: how much of
 * the statement the answer says (the question's own words weigh little: repeating the question proves nothing),
 * how much of the answer is about it, word overlap, and three signs that the answer says the opposite: a
 * statement word the answer negates (or the other way round), an antonym ("sorted" for "unsorted"), and swapped
 * roles (what the statement says of TCP, the answer says of UDP). A small logistic model, fitted on SemEval-2013's
 * training split (meaning-weights.ts), turns the features into the chance that the statement was made.
 */
import { type IndexedAnswer, indexAnswer } from "../reading/answer-index.ts"
import { inQuestion, isContentToken } from "../reading/lexicon.ts"
import type { MeaningResources } from "../reading/meaning-resources.ts"
import { opposable, opposed } from "../reading/opposites.ts"
import { inFillerPhrase, WORD_CLASS } from "../reading/word-classes.ts"
import { FEATURE_NAMES, type MeaningFeatures, MEANING_MODEL } from "./meaning-weights.ts"

export { FEATURE_NAMES, type MeaningFeatures } from "./meaning-weights.ts"

/** One content word of a text, read for meaning. */
export interface MeaningWord {
  readonly stem: string
  readonly lemma: string
  /** vector id, or -1 */
  readonly id: number
  /** the WordNet term of its lemma (MeaningResources.wordNetTerm), or -1 */
  readonly term: number
  /** the word's number for the relation cache */
  readonly key: number
  /** how informative the word is: rare words weigh more */
  readonly weight: number
  /** the claim a negation reverses: the first word after it in its clause ("not hoisted") */
  readonly negated: boolean
  /** within a negation's reach in its clause ("no guarantee of delivery": guarantee and delivery) */
  readonly underNegation: boolean
  /** in a clause that supposes ("if you do not use a standard, …"): it states nothing to contradict */
  readonly supposed: boolean
  /** one of the question's own words */
  readonly demoted: boolean
  /** one of the things the question is about, when it names two or more ("TCP", "UDP"): a role holder */
  readonly entity: boolean
  readonly sentence: number
  /** token index in its sentence */
  readonly position: number
  /** the word's place among its text's content words, all sentences in order */
  readonly index: number
  /** a statement word's column among its question's statement words (StatementWords), or -1 */
  readonly column: number
}

/** A text read for meaning: its content words, sentence by sentence. */
export interface MeaningText {
  readonly sentences: ReadonlyArray<ReadonlyArray<MeaningWord>>
  /** every word's stem, content or not, sentence by sentence (for plain word overlap and role holders) */
  readonly stems: ReadonlyArray<ReadonlyArray<string>>
  /** per sentence, how often each stem occurs, and the sum of those counts squared (for word-count cosines) */
  readonly stemCounts: ReadonlyArray<ReadonlyMap<string, number>>
  readonly stemSquares: ReadonlyArray<number>
  /** every word's clause (the stretch between commas, semicolons and colons), sentence by sentence */
  readonly segments: ReadonlyArray<ReadonlyArray<number>>
  /** per sentence, whether it says a negation at all ("not", "no", "never", "without" …) */
  readonly negative: ReadonlyArray<boolean>
  /** per sentence, whether it supposes rather than states ("if it were moved, the pointer would dangle") */
  readonly hypothetical: ReadonlyArray<boolean>
}

/** What the question gives to reading: its content stems, and which of them name the things it compares. */
export interface QuestionFrame {
  readonly stems: ReadonlySet<string>
  readonly demoted: (stem: string) => boolean
  /** the things the question sets against each other ("TCP and UDP", "WHERE vs HAVING"): the role holders */
  readonly compared: ReadonlySet<string>
}

/** How a question frames reading: its own words are demoted, the things it compares hold roles. */
export const questionFrame = (text: string, stems: ReadonlySet<string>): QuestionFrame => {
  const demoted = new Map<string, boolean>()
  const compared = new Set<string>()
  const comparing = COMPARING.test(text)
  for (const sentence of comparing ? indexAnswer(text).sentences : []) {
    const content = sentence.tokens.map((t) => isContentToken(t))
    for (const c of comparedIn(sentence.tokens, sentence.stems, content, sentence.segmentOf)) compared.add(c)
  }
  return {
    stems,
    compared,
    demoted: (s) => {
      let d = demoted.get(s)
      if (d === undefined) demoted.set(s, (d = inQuestion(s, stems)))
      return d
    }
  }
}

/** A question that sets things against each other says so. */
const COMPARING = /\b(?:differ\w*|compar\w*|contrast\w*|versus|vs\.?|choose|prefer|pick)\b|\bor\b[^.?]*\?/i

const CHOOSING = new Set(["which", "choose", "prefer", "pick", "should", "better", "when", "differ", "differs", "difference"])

const JOINING = new Set(["and", "or", "vs", "versus", "v", "between"])
const NOT_COMPARED = new Set([
  "the", "a", "an", "of", "in", "on", "to", "for", "with", "is", "are", "be", "it", "its", "this", "that", "these",
  "those", "what", "how", "why", "when", "which", "do", "does", "you", "your", "we", "i", "they", "them", "their"
])

/**
 * The stems a question sets against each other: the content words on either side of "and", "or" or "vs"
 * ("the difference between TCP and UDP", "WHERE versus HAVING"); none unless there are two or more.
 */
export const comparedIn = (
  tokens: ReadonlyArray<string>,
  stems: ReadonlyArray<string>,
  content: ReadonlyArray<boolean>,
  segmentOf: ReadonlyArray<number>
): Set<string> => {
  const out = new Set<string>()
  let list = false
  const nearest = (from: number, step: number, segment: number): void => {
    for (let k = from, n = 0; k >= 0 && k < tokens.length && n < 2; k += step, n++) {
      if (JOINING.has(tokens[k]!) || segmentOf[k] !== segment) return
      // "var, let and classes": the end of a list of three or more, whose items are not set against each other
      // a keyword compared is a thing too: "WHERE and HAVING", "let or var"
      if (content[k] || (k === from && !NOT_COMPARED.has(tokens[k]!))) {
        // a name of several words is known by its first: "merge" of "merge sort and quicksort"
        let first = k
        if (step < 0) {
          while (first - 1 >= 0 && content[first - 1] && segmentOf[first - 1] === segment && k - first < 2) first--
          if (first > 0 && segmentOf[first - 1] !== segment) list = true
        }
        out.add(stems[first]!)
        return
      }
    }
  }
  // "and" joins compared things only after "between" or "compare" ("the difference between TCP and UDP");
  // "or" in a question that asks for a choice; "vs" always.
  let opened = false
  const choosing = tokens.some((t) => CHOOSING.has(t))
  tokens.forEach((token, i) => {
    if (token === "between" || token.startsWith("compar") || token === "differ" || token === "differs") opened = true
    const joins = token === "vs" || token === "versus" || token === "v" || (token === "and" && opened) ||
      (token === "or" && choosing)
    if (joins) {
      nearest(i - 1, -1, segmentOf[i]!)
      nearest(i + 1, 1, segmentOf[i]!)
    }
  })
  return out.size >= 2 && !list ? out : new Set()
}

const LOG_VOCABULARY = Math.log(50_000)
/** Everyday words ("used", "new", "same") carry claims too ("can be used with new"), but little topic. */
const GENERIC_WEIGHT = 0.3
const NEGATION_REACH = 3
/**
 * Words that deny what follows them as "not" does: "without await", "instead of the objects creating them",
 * "free of circular imports", "if you forget await", "rather than".
 */
const negatesNext = (tokens: ReadonlyArray<string>, i: number): boolean => {
  const t = tokens[i]!
  if (t === "without" || t === "forget" || t === "forgot" || t === "forgetting" || t === "omit" || t === "omitting") return true
  const next = tokens[i + 1]
  return ((t === "instead" || t === "free") && next === "of") || (t === "rather" && next === "than")
}

/** Words that say a thing is not there: "an empty value" is "no value". */
const ABSENT = new Set(["empty", "missing", "absent", "lacking", "zero", "blank", "0"])
const SUPPOSING = new Set(["if", "unless", "suppose", "imagine", "say", "assume"])
const SUPPOSING_WORDS = new Set(["if", "unless", "whether"])
const CLAUSE_STARTS = new Set(["and", "but", "while", "whereas", "so", "because", "although", "though", "then", "yet"])
/** Words that turn a sentence negative without negating a word of their own ("instead of the objects creating them"). */
const NEGATIVE_TURNS = new Set(["without", "instead", "rather", "unlike", "neither", "nor", "nothing", "none", "cannot", "avoid", "avoids", "prevent", "prevents"])
const FILLERS = new Set(["yes", "yeah", "okay", "basically", "actually", "really", "simply", "just", "like", "well", "etc", "anyway"])

/** Frequent words say little; vector ids run in frequency order, and a word without a vector is rare. */
const weightOf = (id: number): number => (id < 0 ? 1 : 0.25 + 0.75 * Math.min(1, Math.log(2 + id) / LOG_VOCABULARY))

export const readMeaning = (indexed: IndexedAnswer, meaning: MeaningResources, frame: QuestionFrame): MeaningText => {
  let index = 0
  const sentences = indexed.sentences.map((sentence, s) => {
    const words: Array<MeaningWord> = []
    const flags = indexed.content[s]!
    // A negation reverses the claim it precedes: the first word after it in its clause that says something
    // ("was not connected to terminal one" negates "connected", not "terminal"; "without guarantees").
    let pending = -1
    let negator = -1
    // the clause a supposition opens ("if", "unless") runs to the next comma or clause word
    let supposing = -1
    for (let i = 0; i < sentence.tokens.length; i++) {
      const classes = sentence.classes[i]!
      if (supposing >= 0 && (sentence.segmentOf[supposing] !== sentence.segmentOf[i] || (i > supposing + 1 && CLAUSE_STARTS.has(sentence.tokens[i]!)))) supposing = -1
      if (SUPPOSING_WORDS.has(sentence.tokens[i]!)) supposing = i
      if ((classes & WORD_CLASS.negation) !== 0 || negatesNext(sentence.tokens, i)) {
        pending = i
        negator = i
        continue
      }
      // a negation reaches to the next clause word ("without locks and checks a version": checks is not denied)
      if (CLAUSE_STARTS.has(sentence.tokens[i]!)) negator = -1
      const generic = !flags[i] && sentence.tokens[i]!.length > 2 && !FILLERS.has(sentence.tokens[i]!) &&
        ((classes & WORD_CLASS.glue) === 0 || opposable(sentence.tokens[i]!))
      if ((!flags[i] && !generic) || inFillerPhrase(sentence.tokens, sentence.segmentOf, i)) continue
      // the negation's reach: the rest of its clause, up to the next clause word ("no guarantee of delivery or order")
      const underNegation = negator >= 0 && sentence.segmentOf[negator] === sentence.segmentOf[i]
      // "an empty value" says what "no value" says
      const negated = (underNegation && pending >= 0 && i - pending <= NEGATION_REACH) ||
        (i > 0 && ABSENT.has(sentence.tokens[i - 1]!))
      pending = -1
      const stem = sentence.stems[i]!
      const { id, lemma, term, key } = tokenMeaning(meaning, sentence.tokens[i]!, stem)
      words.push({
        key,
        stem,
        lemma,
        id,
        term,
        weight: generic ? GENERIC_WEIGHT * weightOf(id) : weightOf(id),
        negated,
        underNegation,
        supposed: supposing >= 0,
        demoted: frame.demoted(stem),
        entity: false,
        sentence: s,
        position: i,
        index: index++,
        column: -1
      })
    }
    return words
  })
  const stemCounts = indexed.sentences.map((sentence) => countsOf(sentence.stems))
  return {
    sentences: sentences.map((words, s) => afterwardNegation(words, indexed.sentences[s]!)),
    hypothetical: indexed.sentences.map((sentence) =>
      SUPPOSING.has(sentence.tokens[0] ?? "") || sentence.tokens.some((t) => t === "would" || t === "were")),
    negative: indexed.sentences.map((sentence) =>
      sentence.tokens.some((t, i) => (sentence.classes[i]! & WORD_CLASS.negation) !== 0 || NEGATIVE_TURNS.has(t) || negatesNext(sentence.tokens, i))),
    stems: indexed.sentences.map((sentence) => sentence.stems),
    stemCounts,
    stemSquares: stemCounts.map(sumOfSquares),
    segments: indexed.sentences.map(clausesOf)
  }
}

const countsOf = (stems: ReadonlyArray<string>): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1)
  return counts
}

const sumOfSquares = (counts: ReadonlyMap<string, number>): number => {
  let sum = 0
  for (const n of counts.values()) sum += n * n
  return sum
}

/** What the resources say of a token, looked up once per token and kept (bounded, per resource). */
interface TokenMeaning {
  readonly stem: string
  readonly id: number
  readonly lemma: string
  readonly term: number
  readonly key: number
}
const tokenMeanings = new WeakMap<MeaningResources, Map<string, TokenMeaning>>()
const TOKEN_CAPACITY = 200_000
const tokenMeaning = (meaning: MeaningResources, token: string, stem: string): TokenMeaning => {
  let known = tokenMeanings.get(meaning)
  if (known === undefined) tokenMeanings.set(meaning, (known = new Map()))
  const kept = known.get(token)
  if (kept !== undefined && kept.stem === stem) return kept
  const id = meaning.id(token)
  const lemma = meaning.lemma(token)
  const made = { stem, id, lemma, term: meaning.wordNetTerm(lemma), key: keyOf(stem, lemma, id) }
  if (known.size >= TOKEN_CAPACITY) known.clear()
  known.set(token, made)
  return made
}

/** Words this close in vector space count as saying the same thing (opposites sit close too: polarity is checked). */
export const VECTOR_THRESHOLD = 0.72
const SYNONYM = 0.9
/** An aligned pair this close takes part in the polarity and role checks. */
const FIRM = 0.85

const EXACT_SIMILARITY = 1

/**
 * How an answer word says a statement word: 1 the same word or lemma, -1 its opposite (our list, the prefix
 * and suffix families, WordNet's antonyms), 0.9 a WordNet synonym, else the vector cosine from the threshold up.
 */
export const wordRelation = (meaning: MeaningResources, t: MeaningWord, a: MeaningWord): number => {
  if (t.stem === a.stem || t.lemma === a.lemma) return EXACT_SIMILARITY
  if (opposed(t.lemma, a.lemma) || opposed(t.stem, a.stem) || meaning.antonymTerms(t.term, a.term)) return OPPOSITE
  if (meaning.synonymTerms(t.term, a.term)) return SYNONYM
  const c = meaning.cosine(t.id, a.id)
  return c >= VECTOR_THRESHOLD ? c : 0
}

/**
 * How two words relate, kept across answers (bank answers share their words): each word by an interned number,
 * each pair in an open-addressing table of typed arrays — -1 for opposites, else the similarity. Bounded: the
 * table is emptied when it is three quarters full.
 */
const wordKeys = new Map<string, number>()
const RELATION_BITS = 20
const RELATION_SLOTS = 1 << RELATION_BITS
const RELATION_SHIFT = 32 - RELATION_BITS
const RELATION_LIMIT = (RELATION_SLOTS * 3) >> 2
const relationFirst = new Int32Array(RELATION_SLOTS).fill(-1)
const relationSecond = new Int32Array(RELATION_SLOTS)
const relationValue = new Float64Array(RELATION_SLOTS)
let relationCount = 0
let relationsOf: MeaningResources | null = null

const clearRelations = (): void => {
  relationFirst.fill(-1)
  relationCount = 0
}

// Numbers are never given twice, so a number kept anywhere (a prepared statement, a cached row) stays its word's;
// past the bound the names are forgotten and a word seen again gets a new number, costing only cache misses.
let nextKey = 0
const keyOf = (stem: string, lemma: string, id: number): number => {
  const name = `${stem} ${lemma} ${id}`
  let key = wordKeys.get(name)
  if (key === undefined) {
    if (wordKeys.size >= 1 << 20) wordKeys.clear()
    key = nextKey++
    wordKeys.set(name, key)
  }
  return key
}

const OPPOSITE = -1

const relation = (meaning: MeaningResources, t: MeaningWord, a: MeaningWord): number => {
  if (relationsOf !== meaning) {
    clearRelations()
    relationsOf = meaning
  }
  const mask = RELATION_SLOTS - 1
  // multiplicative hashing: the product's high bits are the well-mixed ones
  let slot = Math.imul(t.key ^ Math.imul(a.key, 0x85ebca6b), 0x9e3779b1) >>> RELATION_SHIFT
  for (;;) {
    const first = relationFirst[slot]!
    if (first === -1) break
    if (first === t.key && relationSecond[slot] === a.key) return relationValue[slot]!
    slot = (slot + 1) & mask
  }
  const v = wordRelation(meaning, t, a)
  if (relationCount >= RELATION_LIMIT) {
    clearRelations()
    return v
  }
  relationFirst[slot] = t.key
  relationSecond[slot] = a.key
  relationValue[slot] = v
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
  columnOf(w: MeaningWord): number {
    let c = this.columns.get(w.key)
    if (c === undefined) {
      c = this.words.length
      this.columns.set(w.key, c)
      this.words.push(w)
      // rows are as long as the columns were: a question's words are all added before its first answer
      this.rows.clear()
    }
    return c
  }
  /** The answer word's relations to the statement words: the columns it relates to, and how. */
  rowOf(meaning: MeaningResources, a: MeaningWord): SparseRow {
    let row = this.rows.get(a.key)
    if (row !== undefined) return row
    const words = this.words
    const columns: Array<number> = []
    const values: Array<number> = []
    for (let c = 0; c < words.length; c++) {
      const t = words[c]!
      const r = t.stem === a.stem ? EXACT_SIMILARITY : relation(meaning, t, a)
      if (r !== 0) {
        columns.push(c)
        values.push(r)
      }
    }
    row = columns.length === 0 ? UNRELATED : { columns: Int32Array.from(columns), values: Float64Array.from(values) }
    keepRow(this.rows, a.key, row)
    return row
  }
}

interface SparseRow {
  readonly columns: Int32Array
  readonly values: Float64Array
}
const UNRELATED: SparseRow = { columns: new Int32Array(0), values: new Float64Array(0) }

/** Rows kept across all questions, oldest first, within ROW_BUDGET in all (a relation 12 bytes, a row 32 more). */
const ROW_BUDGET = 16 * 2 ** 20
const keptRows: Array<{ readonly rows: Map<number, SparseRow>; readonly key: number; readonly size: number }> = []
let keptFirst = 0
let keptBytes = 0
const keepRow = (rows: Map<number, SparseRow>, key: number, row: SparseRow): void => {
  const size = 32 + 12 * row.columns.length
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
 * How the words of one answer relate to statement words. Given the answer and its question's statement words, the
 * relations of every answer word to every statement word are laid out once, up front, in an answer-word × column
 * matrix that every statement, window and pair reads; otherwise each relation is looked up as it is asked for.
 */
export class Alignment {
  readonly meaning: MeaningResources
  private buffer: Float32Array | null = null
  private readonly matrix: Float64Array | null = null
  private readonly width: number = 0
  constructor(meaning: MeaningResources, answer?: MeaningText, statementWords?: StatementWords) {
    this.meaning = meaning
    if (answer === undefined || statementWords === undefined) return
    const width = statementWords.words.length
    let count = 0
    for (const sentence of answer.sentences) count += sentence.length
    const matrix = new Float64Array(count * width)
    let k = 0
    for (const sentence of answer.sentences) {
      for (const a of sentence) {
        const { columns, values } = statementWords.rowOf(meaning, a)
        const base = k++ * width
        for (let j = 0; j < columns.length; j++) matrix[base + columns[j]!] = values[j]!
      }
    }
    this.matrix = matrix
    this.width = width
  }
  /** A zeroed vector to sum into, reused. */
  scratch(dimensions: number): Float32Array {
    if (this.buffer === null || this.buffer.length !== dimensions) this.buffer = new Float32Array(dimensions)
    else this.buffer.fill(0)
    return this.buffer
  }
  /** How closely `a` says `t` (0–1), or -1 when it says its opposite. */
  relate(t: MeaningWord, a: MeaningWord): number {
    if (this.matrix !== null && t.column >= 0) return this.matrix[a.index * this.width + t.column]!
    return t.stem === a.stem ? EXACT_SIMILARITY : relation(this.meaning, t, a)
  }
}

/** The statement's words in one list, with their index (for the similarity cache). */
const flat = (text: MeaningText): ReadonlyArray<MeaningWord> => text.sentences.flat()

/** Whether a sentence names any of the things compared. */
const namesAny = (text: MeaningText, sentence: number, entities: ReadonlySet<string>): boolean => {
  for (const stem of text.stems[sentence]!) if (entities.has(stem)) return true
  return false
}

/**
 * The role holder a word is said of: the nearest one before it in its clause, else in its sentence; none when
 * the sentence names none before it.
 */
const anchorOf = (text: MeaningText, word: MeaningWord, entities: ReadonlySet<string>, clauseOnly = false): string | null => {
  if (entities.size === 0) return null
  const stems = text.stems[word.sentence]!
  const segments = text.segments[word.sentence]!
  const segment = segments[word.position]
  // The nearest role holder before the word in its clause (the subject of what it says); failing that, the
  // nearest before it in its sentence.
  let inClause: string | null = null
  let inSentence: string | null = null
  let some: string | null = null
  let several = false
  for (let k = 0; k < stems.length; k++) {
    const stem = stems[k]!
    // the object of a preposition is not what the clause is about ("coerces to &str", "slower than TCP")
    if (!entities.has(stem) || (k > 0 && OBJECT_OF.has(stems[k - 1]!))) continue
    if (some === null) some = stem
    else if (some !== stem) several = true
    if (k >= word.position) continue
    inSentence = stem
    if (segments[k] === segment) inClause = stem
  }
  // A sentence that names several says of one only what the clause of that one says.
  return clauseOnly || several ? inClause : inClause ?? inSentence
}

export interface Comparison {
  readonly features: MeaningFeatures
  /** 0–1: the chance the statement was made, from the fitted model */
  readonly probability: number
  /** the answer says the opposite of the statement */
  readonly contradicts: boolean
  /** share of the statement's own (non-question) weight the answer says, before any polarity check */
  readonly recall: number
}

const EMPTY: ReadonlyArray<MeaningWord> = []

/**
 * Compares a statement with a window of the answer (its sentences `from`..`to`); `alignment` belongs to this
 * statement and this answer.
 */
export const compare = (
  target: PreparedStatement,
  answer: MeaningText,
  from: number,
  to: number,
  alignment: Alignment,
  loneSwap = false
): Comparison => {
  let window: ReadonlyArray<MeaningWord> = EMPTY
  if (from === to) window = answer.sentences[from] ?? EMPTY
  else window = answer.sentences.slice(from, to + 1).flat()

  let totalAll = 0
  let totalOwn = 0
  let recallAll = 0
  let recallOwn = 0
  let antonym = 0
  let swapVotes = 0
  let agreeVotes = 0
  // counts of firmly aligned statement words, of those said with the other polarity, and of opposites found
  let firmCount = 0
  let swapCount = 0
  let flippedCount = 0
  let oppositeCount = 0
  // opposites said inside a negation's reach on one side only ("not connected to the negative" against "connected to
  // the positive"): each undoes a reversal rather than adding one
  let crossedCount = 0
  // reversals that reverse no claim (see below)
  let idleFlips = 0
  const bestForAnswer = new Float64Array(window.length)
  const targetWords = target.words
  for (let ti = 0; ti < targetWords.length; ti++) {
    const t = targetWords[ti]!
    totalAll += t.weight
    if (!t.demoted) totalOwn += t.weight
    let best = 0
    let bestAt = -1
    let opposite = false
    let crossed = false
    const targetAnchor = t.entity ? null : target.anchors[ti]!
    // Where the answer says this word of the same role holder, and where of another one.
    let saidOfSame = false
    let saidOfOther = false
    for (let ai = 0; ai < window.length; ai++) {
      const a = window[ai]!
      const r = alignment.relate(t, a)
      const s = r < 0 ? 0 : r
      if (s >= FIRM && targetAnchor !== null) {
        const answerAnchor = anchorOf(answer, a, target.entities)
        if (answerAnchor !== null) {
          const flippedAtAll = a.underNegation !== t.underNegation
          const same = answerAnchor === targetAnchor
          // the same thing the same way, or the other thing the other way round, agree; the same thing the other
          // way round is a polarity matter (counted below), not a swap
          if (same !== flippedAtAll) saidOfSame = true
          else if (!same) saidOfOther = true
        }
      }
      // Of two equally close words, the one said of the same role holder ("WHERE filters rows …, HAVING filters groups").
      // Of two equally close words, the one said the same way round ("no value" against "a value … no value").
      if (
        s > best ||
        (s === best && s > 0 && (
          (targetAnchor !== null && anchorOf(answer, a, target.entities) === targetAnchor) ||
          (a.negated === t.negated && window[bestAt]!.negated !== t.negated)
        ))
      ) {
        best = s
        bestAt = ai
      }
      if (s > bestForAnswer[ai]!) bestForAnswer[ai] = s
      // "open" against "not closed" says the same thing, and so does "connection" said of TCP against
      // "connectionless" said of UDP
      if (r === OPPOSITE && !opposite && !t.entity && t.negated === a.negated) {
        const answerAnchor = targetAnchor === null ? null : anchorOf(answer, a, target.entities)
        opposite = answerAnchor === null || answerAnchor === targetAnchor
        crossed = opposite && t.underNegation !== a.underNegation
      }
    }
    recallAll += t.weight * best
    if (!t.demoted) recallOwn += t.weight * best
    if (opposite && best < FIRM) {
      antonym += t.weight
      oppositeCount++
      if (crossed) crossedCount++
    }
    if (best >= FIRM && bestAt >= 0) {
      const a = window[bestAt]!
      // Said the other way round: one side negates the word, and only one side's clause is negative around it
      // ("reads without locks" and "reads without locking, and checks" agree).
      const flipped = a.negated !== t.negated && a.underNegation !== t.underNegation
      // Said of the other role holder: reversed, unless negated too ("UDP gives no guarantee of delivery" agrees
      // with "TCP guarantees delivery").
      let moved = false
      if (targetAnchor !== null) {
        const answerAnchor = anchorOf(answer, a, target.entities)
        // Said of another thing, or of none in particular in a sentence that names them: not the same claim.
        moved = answerAnchor !== targetAnchor && (answerAnchor !== null || namesAny(answer, a.sentence, target.entities))
        // said of both: neither agrees nor swaps ("filters" in "WHERE filters rows, HAVING filters groups")
        if (saidOfSame && !saidOfOther) agreeVotes += t.weight
        else if (saidOfOther && !saidOfSame) {
          swapVotes += t.weight
          swapCount++
        }
      }
      // The question's own words count only when reversed ("are not hoisted"): repeating them dilutes nothing.
      if (!t.entity && (!t.demoted || (flipped && !moved))) {
        firmCount++
        if (flipped && !moved) {
          flippedCount++
          // not a claim reversed: one inside a supposition ("if you do not use a standard")
          if (a.supposed || t.supposed) idleFlips++
        }
      }
    }
  }
  let answerOwn = 0
  let answerAll = 0
  let precision = 0
  let demotedShare = 0
  let overlap = 0
  for (let ai = 0; ai < window.length; ai++) {
    const a = window[ai]!
    answerAll += a.weight
    if (a.demoted) demotedShare += a.weight
    else {
      answerOwn += a.weight
      precision += a.weight * bestForAnswer[ai]!
    }
    if (bestForAnswer[ai] === EXACT_SIMILARITY) overlap += a.weight
  }
  const recall = totalOwn > 0 ? recallOwn / totalOwn : totalAll > 0 ? recallAll / totalAll : 0
  // Plain overlap of every word, and the cosine of the summed vectors of the words the question does not name.
  const bow = countCosine(target, answer, from, to)
  const vectorCosine = vectorCosineOf(target, window, alignment)
  const features: MeaningFeatures = [
    recall,
    totalAll > 0 ? recallAll / totalAll : 0,
    answerOwn > 0 ? precision / answerOwn : 0,
    totalAll + answerAll > 0 ? (2 * overlap) / (totalAll + answerAll) : 0,
    firmCount > 0 ? flippedCount / firmCount : 0,
    firmCount + oppositeCount > 0 ? oppositeCount / (firmCount + oppositeCount) : 0,
    swapVotes + agreeVotes > 0 ? swapVotes / (swapVotes + agreeVotes) : 0,
    Math.log((answerOwn + 1) / (totalOwn + 1)),
    answerAll > 0 ? demotedShare / answerAll : 0,
    bow,
    vectorCosine
  ]
  const probability = predict(features)
  // About the statement: says much of it, or says two of its words firmly ("can be used with new").
  // A supposition states nothing to contradict, on either side ("if the key does not stick, it is aluminum").
  const stated = !answer.hypothetical.slice(from, to + 1).some((h) => h) &&
    !target.text.hypothetical.some((h) => h)
  const about = stated && (recall >= CONTRADICTION.recall || (firmCount >= CONTRADICTION.firmWords && recall >= CONTRADICTION.firmRecall))
  // Reversed: said with the other polarity ("not erased"), by its opposite ("mutable" for "immutable"), or of the
  // other thing compared; a negation undone by an opposite in its reach ("not connected to the negative" against
  // "connected to the positive") reverses nothing, and neither does one inside a supposition.
  const undone = Math.min(flippedCount, crossedCount)
  const reversed = flippedCount + oppositeCount + swapCount - 2 * undone - idleFlips
  const reversedShare = firmCount + oppositeCount > 0 ? reversed / (firmCount + oppositeCount) : 0
  const contradicts = about &&
    (reversedShare >= CONTRADICTION.reversedShare ||
      (features[6] > CONTRADICTION.swap && swapCount >= CONTRADICTION.swapWords) ||
      // a reference's sentence is short and plain: one word said only of the other thing, in a sentence that
      // says most of it, swaps them
      (loneSwap && features[6] === 1 && swapCount >= 1 && recall >= CONTRADICTION.recall))
  return { features, probability, contradicts, recall }
}

/**
 * When a window says the opposite: it states rather than supposes, it is about the statement (says half of its own
 * words, or two of them firmly and a fifth in all), and two fifths of what it firmly says of it is reversed — or
 * most of what it says of one thing compared, it says of the other. Set on the bank's model answers (none may
 * contradict its own points) and on contradiction-dev.json, never on the frozen cases.
 */
export const CONTRADICTION = { recall: 0.5, firmWords: 2, firmRecall: 0.2, reversedShare: 0.4, swap: 0.5, swapWords: 2 } as const

export const predict = (features: MeaningFeatures): number => {
  let z = MEANING_MODEL.intercept
  for (let k = 0; k < features.length; k++) {
    z += MEANING_MODEL.weights[k]! * ((features[k]! - MEANING_MODEL.means[k]!) / MEANING_MODEL.scales[k]!)
  }
  return 1 / (1 + Math.exp(-z))
}

/**
 * A statement prepared once: its words in one list, and its role holders — the things the question compares,
 * when it names two or more of them ("TCP … UDP", "WHERE … HAVING"). What the statement says next to one of
 * them is said of that one.
 */
export interface PreparedStatement {
  readonly text: MeaningText
  readonly words: ReadonlyArray<MeaningWord>
  readonly entities: ReadonlySet<string>
  /**
   * per word, the role holder it is said of ("guarantees" of TCP in "TCP guarantees order; UDP is
   * connectionless"); null for a word of a clause that names none or several
   */
  readonly anchors: ReadonlyArray<string | null>
  readonly anchorSet: ReadonlySet<string>
  /** counts of every stem of the statement, and the sum of those counts squared */
  readonly stems: ReadonlyMap<string, number>
  readonly stemSquares: number
  /** the summed unit vectors of its own (non-question) words, weighted; null when none has a vector */
  readonly vector: Float32Array | null
}

export const prepareStatement = (
  text: MeaningText,
  meaning: MeaningResources,
  compared: ReadonlySet<string>,
  /** the question's statement words, which this statement's words join */
  statementWords?: StatementWords
): PreparedStatement => {
  const words = flat(text)
  const entities = compared
  const stems = new Map<string, number>()
  for (const sentence of text.stems) for (const s of sentence) stems.set(s, (stems.get(s) ?? 0) + 1)
  const vector = new Float32Array(meaning.dimensions)
  let any = false
  for (const w of words) {
    if (w.demoted || w.id < 0) continue
    meaning.addVector(w.id, vector, w.weight)
    any = true
  }
  // A word is said of one of the things compared only within its own clause ("lists are mutable while tuples
  // cannot be changed"); a clause that names none ("and scale stateless tiers out") says nothing of one.
  const named = new Set<string>()
  for (const sentence of text.stems) for (const stem of sentence) if (entities.has(stem)) named.add(stem)
  const anchors = words.map((w) => (entities.has(w.stem) || named.size === 0 ? null : anchorOf(text, w, entities, true)))
  const anchorSet = new Set(anchors.filter((a): a is string => a !== null))
  return {
    text,
    words: words.map((w) =>
      entities.has(w.stem) || statementWords !== undefined
        ? { ...w, entity: entities.has(w.stem), column: statementWords === undefined ? -1 : statementWords.columnOf(w) }
        : w
    ),
    entities,
    anchors,
    anchorSet,
    stems,
    stemSquares: sumOfSquares(stems),
    vector: any ? vector : null
  }
}

/**
 * Cosine of word counts between a statement and the answer's sentences from..to, from the sentences' own counts: a
 * sentence or a pair (whose squared length is the two sentences' plus twice what they share) without counting
 * anew; a longer window by merging its sentences' counts. All sums are of whole numbers, so exact in any order.
 */
const countCosine = (target: PreparedStatement, answer: MeaningText, from: number, to: number): number => {
  const b2 = target.stemSquares
  let dot = 0
  let a2 = 0
  const last = Math.min(to, answer.stemCounts.length - 1)
  if (last - from <= 1) {
    for (let s = from; s <= last; s++) {
      a2 += answer.stemSquares[s]!
      const next = s < last ? answer.stemCounts[s + 1]! : null
      for (const [stem, n] of answer.stemCounts[s]!) {
        dot += n * (target.stems.get(stem) ?? 0)
        if (next !== null) a2 += 2 * n * (next.get(stem) ?? 0)
      }
    }
  } else {
    const counts = new Map<string, number>()
    for (let s = from; s <= last; s++) for (const [stem, n] of answer.stemCounts[s]!) counts.set(stem, (counts.get(stem) ?? 0) + n)
    for (const [stem, n] of counts) {
      a2 += n * n
      dot += n * (target.stems.get(stem) ?? 0)
    }
  }
  return a2 === 0 || b2 === 0 ? 0 : dot / Math.sqrt(a2 * b2)
}

const vectorCosineOf = (target: PreparedStatement, window: ReadonlyArray<MeaningWord>, alignment: Alignment): number => {
  if (target.vector === null) return 0
  const into = alignment.scratch(target.vector.length)
  let any = false
  for (const w of window) {
    if (w.demoted || w.id < 0) continue
    alignment.meaning.addVector(w.id, into, w.weight)
    any = true
  }
  if (!any) return 0
  let dot = 0
  let a2 = 0
  let b2 = 0
  const t = target.vector
  for (let k = 0; k < t.length; k++) {
    dot += t[k]! * into[k]!
    a2 += into[k]! * into[k]!
    b2 += t[k]! * t[k]!
  }
  return a2 === 0 || b2 === 0 ? 0 : dot / Math.sqrt(a2 * b2)
}

/** Per token, its clause: a new one at a comma, semicolon or colon, and at a contrasting word ("while", "whereas"). */
const clausesOf = (sentence: { readonly tokens: ReadonlyArray<string>; readonly segmentOf: ReadonlyArray<number> }): Array<number> => {
  const out: Array<number> = []
  let clause = 0
  for (let i = 0; i < sentence.tokens.length; i++) {
    if (i > 0 && (sentence.segmentOf[i] !== sentence.segmentOf[i - 1] || CONTRAST.has(sentence.tokens[i]!))) clause++
    out.push(clause)
  }
  return out
}

const OBJECT_OF = new Set(["to", "from", "into", "onto", "than", "with", "of", "over", "for", "like", "unlike"])
const CONTRAST = new Set(["while", "whereas", "but", "because", "although", "though", "unlike", "however", "so", "versus", "vs"])

/**
 * A negation that follows what it denies ("UDP guarantees neither", "it checks none") reverses the word just
 * before it in its clause.
 */
const afterwardNegation = (words: Array<MeaningWord>, sentence: { readonly tokens: ReadonlyArray<string>; readonly segmentOf: ReadonlyArray<number> }): Array<MeaningWord> => {
  const { tokens, segmentOf } = sentence
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== "neither" && tokens[i] !== "none" && tokens[i] !== "nothing") continue
    const next = tokens[i + 1]
    if (next !== undefined && segmentOf[i + 1] === segmentOf[i] && next !== "of") continue
    for (let k = words.length - 1; k >= 0; k--) {
      const w = words[k]!
      if (w.position < i && segmentOf[w.position] === segmentOf[i] && i - w.position <= 2) {
        words[k] = { ...w, negated: true, underNegation: true }
        break
      }
    }
  }
  return words
}

