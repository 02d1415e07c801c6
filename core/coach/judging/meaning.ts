/**
 * Meaning-level matching of an answer window against a statement (a talking point, or a reference answer's
 * sentence): each content word of the statement is aligned to its best counterpart in the window (alignment.ts), and
 * the alignment is read as a handful of features: how much of the statement the answer says (the question's own
 * words weigh little: repeating the question proves nothing), how much of the window is about it, word overlap,
 * and three signs that the answer says the opposite: a statement word the answer negates (or the other way round),
 * an antonym ("sorted" for "unsorted"), and swapped roles (what the statement says of TCP, the answer says of UDP).
 * A small logistic model, fitted on SemEval-2013's training split (meaning-weights.ts), turns the features into the
 * chance that the statement was made; the signs of the opposite decide whether the window contradicts it.
 */
import { countScratch, type MeaningText, type MeaningWord } from "../reading/meaning-text.ts"
import { type Alignment, EXACT_SIMILARITY, FIRM, OPPOSITE } from "./alignment.ts"
import { type MeaningFeatures, MEANING_MODEL } from "./meaning-weights.ts"
import type { MeaningResources } from "../reading/meaning-resources.ts"
import { numbersIn, otherNumberInPlace, type PlacedNumber, valuesSaid } from "../reading/numbers-in-place.ts"
import { isGrowthClass, isProperty, opposedActions, opposedProperties } from "../reading/opposites.ts"
import { inNegativeClause, inWordDenialClause, NEEDING, roleAt } from "../reading/meaning-text.ts"
import { stem, stemSet } from "../reading/text.ts"
import { opposesQuantity, quantitiesIn, type Quantity } from "../reading/quantities.ts"
import { type Alternative, alternativesIn, conversesAlternative, exchangesAlternative } from "../reading/alternatives.ts"
import { type Change, changesIn, reversesChange } from "../reading/changes.ts"
import { exchangedInPlace } from "../reading/exchanges.ts"
import { anchorOf, degreePole, namesAny, namesOtherThan, type PreparedStatement, reversesDirection, saidKey, squaresOf } from "./statement.ts"

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

// Scratch space of compare(), which runs to its end before the next call: the best relation of each window word to
// a statement word, and the window words related to one statement word. Kept at their longest: an answer allocates
// none of them.
let bestScratch = new Float64Array(256)
let relatedAt = new Int32Array(256)
let relatedValue = new Float64Array(256)

// The role holder each word of the answer compared last is said of, by its place among the answer's words (UNSEEN
// until looked up), for the things compared last: every statement of a question is compared with the same things
// (its frame's), so a word's holder is looked up once per answer rather than once for each window and statement.
const anchors: Array<string | null | undefined> = []
const UNSEEN = undefined
let anchorsOf: MeaningText | null = null
let anchorsAmong: ReadonlySet<string> | null = null

/** The role holder the answer's word `k` (`word`) is said of, among `entities`, looked up once per answer. */
const anchorAt = (answer: MeaningText, word: MeaningWord, k: number, entities: ReadonlySet<string>): string | null => {
  if (anchorsOf !== answer || anchorsAmong !== entities) {
    for (let i = 0; i < answer.words.length; i++) anchors[i] = UNSEEN
    anchorsOf = answer
    anchorsAmong = entities
  }
  let anchor = anchors[k]
  if (anchor === UNSEEN) anchors[k] = anchor = anchorOf(answer, word, entities)
  return anchor
}

/** Whether a sentence of the window says the way round of a direction the statement gives. */
const reversedDirection = (target: PreparedStatement, answer: MeaningText, from: number, to: number): boolean => {
  if (target.directions.length === 0) return false
  for (let s = from; s <= to; s++) if (reversesDirection(target, answer, s)) return true
  return false
}

/** Whether a sentence of the window says another extent of something the statement quantifies ("exactly one host"
 * for "every host"). */
const otherQuantity = (target: PreparedStatement, answer: MeaningText, from: number, to: number): boolean => {
  if (target.quantities.length === 0) return false
  for (let s = from; s <= to; s++) for (const q of saidOf(answer).quantitiesAt(s)) if (opposesQuantity(q, target.quantities, sameThingAs(target, answer, q))) return true
  return false
}

/** Whether a sentence of the window says another number where the statement says one ("port 8443" for "port 443"). */
const otherNumber = (target: PreparedStatement, answer: MeaningText, from: number, to: number): boolean => {
  if (target.numbers.length === 0) return false
  const said = saidOf(answer)
  let any = false
  for (let s = from; s <= to && !any; s++) any = said.numbersAt(s).length > 0
  if (!any) return false
  const values = said.valuesAt(from, to)
  for (let s = from; s <= to; s++) if (otherNumberInPlace(target.numbers, target.numberValues, said.numbersAt(s), values)) return true
  return false
}

/** Whether a sentence of the window says a thing the statement says goes one way goes the other ("slows the reaction"
 * for "increases the reaction rate"). */
const otherWay = (target: PreparedStatement, answer: MeaningText, from: number, to: number): boolean => {
  if (target.changes.length === 0) return false
  for (let s = from; s <= to; s++) if (reversesChange(target.changes, saidOf(answer).changesAt(s))) return true
  return false
}

/** Whether a sentence of the window exchanges what the statement says in place of what ("opens a new connection for
 * each request instead of reusing one" for "reuses one connection instead of opening a new one for each request"). */
const exchangedAlternative = (target: PreparedStatement, answer: MeaningText, from: number, to: number): boolean => {
  if (target.alternatives.length === 0) return false
  for (let s = from; s <= to; s++) if (exchangesAlternative(target.alternatives, saidOf(answer).alternativesAt(s))) return true
  return false
}

/** Whether a sentence of the window says what the statement compares or orders the other way round, its sides exchanged. */
const conversedAlternative = (target: PreparedStatement, answer: MeaningText, from: number, to: number): boolean => {
  if (target.alternatives.length === 0) return false
  for (let s = from; s <= to; s++) if (conversesAlternative(target.alternatives, saidOf(answer).alternativesAt(s))) return true
  return false
}

/** Whether a sentence of the window says two of a statement sentence's words each in the other's place. */
const exchangedWords = (target: PreparedStatement, answer: MeaningText, from: number, to: number, alignment: Alignment): boolean => {
  const said = saidOf(answer)
  for (let s = 0; s < target.text.sentences.length; s++) {
    for (let a = from; a <= to; a++) if (said.exchangedAt(a, target.text, s, () => exchangedInPlace(target.text, s, answer, a, (x, y) => alignment.relate(x, y) >= ALIKE))) return true
  }
  return false
}
/**
 * How much of the statement and the window must be the very same words for two of them to be read as exchanged in
 * place: each stands between the same words as the other did, so such a window repeats most of the statement.
 */
const EXCHANGE_OVERLAP = 0.6
/** How closely two exchanged words must say the same for the exchange to change nothing ("replies", "answers"). */
const ALIKE = 0.5

/**
 * The quantities and changes each sentence of the answer compared last says, read once per sentence: the same for
 * every statement and window that asks (readWindow asks per statement, for each sentence of each window), where
 * reading them again cost more than the rest of the check.
 */
class SentenceSayings {
  readonly answer: MeaningText
  private readonly quantities: Array<ReadonlyArray<Quantity> | undefined>
  private readonly changes: Array<ReadonlyArray<Change> | undefined>
  private readonly alternatives: Array<ReadonlyArray<Alternative> | undefined>
  private readonly numbers: Array<ReadonlyArray<PlacedNumber> | undefined>
  // per first sentence of a window, per its length less one, the number values it says
  private readonly values: Array<Array<ReadonlySet<number>> | undefined>
  // per answer sentence, whether it exchanges two words of a statement sentence (by the statement sentence's words):
  // the windows that hold the sentence ask the same of it
  private readonly exchanges: Array<Map<ReadonlyArray<MeaningWord>, boolean> | undefined>
  constructor(answer: MeaningText) {
    this.answer = answer
    this.quantities = new Array(answer.sentences.length)
    this.changes = new Array(answer.sentences.length)
    this.alternatives = new Array(answer.sentences.length)
    this.exchanges = new Array(answer.sentences.length)
    this.numbers = new Array(answer.sentences.length)
    this.values = new Array(answer.sentences.length)
  }
  exchangedAt(a: number, statement: MeaningText, s: number, work: () => boolean): boolean {
    const known = (this.exchanges[a] ??= new Map())
    const key = statement.sentences[s]!
    let found = known.get(key)
    if (found === undefined) known.set(key, (found = work()))
    return found
  }
  alternativesAt(s: number): ReadonlyArray<Alternative> {
    return (this.alternatives[s] ??= alternativesIn(this.answer, s))
  }
  quantitiesAt(s: number): ReadonlyArray<Quantity> {
    return (this.quantities[s] ??= quantitiesIn(this.answer, s))
  }
  changesAt(s: number): ReadonlyArray<Change> {
    return (this.changes[s] ??= changesIn(this.answer, s))
  }
  numbersAt(s: number): ReadonlyArray<PlacedNumber> {
    return (this.numbers[s] ??= numbersIn(this.answer, s))
  }
  /** the number values the sentences from..to say */
  valuesAt(from: number, to: number): ReadonlySet<number> {
    const known = (this.values[from] ??= [])
    return (known[to - from] ??= valuesSaid(this.answer, from, to))
  }
}
let sayings: SentenceSayings | null = null
const saidOf = (answer: MeaningText): SentenceSayings => (sayings !== null && sayings.answer === answer ? sayings : (sayings = new SentenceSayings(answer)))

/** Whether a statement's quantity is said of the same thing compared as an answer's (of none, when it names none). */
const sameThingAs = (target: PreparedStatement, answer: MeaningText, said: Quantity) => {
  if (target.named.size === 0) return () => true
  const of = anchorOf(answer, said.head, target.entities)
  return (q: Quantity) => anchorOf(target.text, q.head, target.entities) === of
}

// per statement word, its best relation to the window (readWindow's scratch), and whether that best word is said
// inside a negation's reach as the statement word is (1) or not (0)
let targetBest = new Float64Array(64)
let targetReach = new Uint8Array(64)

/**
 * Whether the clause of statement word `at`, whose opposite property the window says, is said by the window with that
 * word reversed: most of its words' weight said (the reversed word counted as said). A point's first clause is often
 * its claim ("Strings are immutable, so each concatenation creates a new string"): "Strings in Python are mutable"
 * reverses it while saying little of the rest.
 */
const clauseReversed = (target: PreparedStatement, at: number): boolean => {
  const words = target.words
  const w = words[at]!
  let total = 0
  let said = 0
  for (let k = 0; k < words.length; k++) {
    const v = words[k]!
    if (!sameClause(target.text, v, w)) continue
    total += v.weight
    // (a word said on the other side of a negation's reach says the clause no more than a word left out: "avoids
    // losing committed data" is not said by "can return stale data")
    said += v.weight * (k === at ? 1 : targetBest[k]! * targetReach[k]!)
  }
  return total > 0 && said / total >= CLAUSE_REVERSED
}
const CLAUSE_REVERSED = 0.6

/**
 * Whether an answer word is said of what a statement word is said of: the statement word's neighbour before it in its
 * clause stands before the answer word in the answer's clause ("strings are immutable" and "strings in Python are
 * mutable"). Where the question compares things, both are said of the same one of them ("so disk writes are
 * sequential" of LSM engines is not reversed by "writes are random" of B-trees); a statement word said of none of
 * them is not read, since whose property it is cannot be told.
 */
const saidOfSameSubject = (target: PreparedStatement, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  const subject = subjectOf(target.text, t)
  if (subject === null) return saidOfAskedThing(target, t, answer, a)
  if (target.entities.size > 0) {
    const of = anchorOf(target.text, t, target.entities)
    if (of === null || of !== anchorOf(answer, a, target.entities)) return false
  }
  const ac = answer.segments[a.sentence]!
  for (const x of answer.sentences[a.sentence]!) {
    if (x.position >= a.position) break
    if (ac[x.position] === ac[a.position] && (x.stem === subject.stem || x.lemma === subject.lemma)) return true
  }
  return false
}

/**
 * The neighbour before a word in its clause, past a verb that only links it to what it is said of ("the original stays
 * valid": "original"), or null.
 */
const subjectOf = (text: MeaningText, w: MeaningWord): MeaningWord | null => {
  const before = neighbourOf(text, w, -1)
  return before !== null && LINKING.has(before.lemma) ? neighbourOf(text, before, -1) : before
}
const LINKING = new Set(["stay", "remain", "become", "get", "seem", "appear", "turn", "grow"])

/**
 * A point whose first clause opens with "it" or "they" says its words of the thing asked about ("It must be pure" of a
 * reducer): an answer word is said of that too where only the question's words come before it in its clause ("a
 * reducer is an impure function").
 */
const saidOfAskedThing = (target: PreparedStatement, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  if (target.entities.size > 0 || !ASKED_PRONOUNS.has(target.text.stems[t.sentence]![0] ?? "")) return false
  if (target.text.segments[t.sentence]![t.position] !== 0) return false
  const ac = answer.segments[a.sentence]!
  let asked = false
  for (const x of answer.sentences[a.sentence]!) {
    if (x.position >= a.position) break
    if (ac[x.position] !== ac[a.position]) continue
    if (!x.demoted) return false
    asked = true
  }
  return asked || ASKED_PRONOUNS.has(answer.stems[a.sentence]![0] ?? "")
}
const ASKED_PRONOUNS = stemSet("it they")

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
  loneSwap = false,
  /** the statement is a reference answer's (its reasoning runs through suppositions) rather than a talking point */
  fromReference = loneSwap
): Comparison => {
  const reading = readWindow(target, answer, from, to, alignment, loneSwap, fromReference)
  return { features: reading.features, probability: probabilityOf(reading), contradicts: reading.contradicts, recall: reading.recall }
}

/**
 * A window read against a statement by its aligned words: all of a comparison but the chance the statement was
 * made, whose last two features (the window's word-count and vector cosines) are left to probabilityOf():
 * point-match.ts works them out only where the credit the chance scales can still count.
 */
export interface WindowReading {
  readonly target: PreparedStatement
  readonly answer: MeaningText
  readonly from: number
  readonly to: number
  readonly meaning: MeaningResources
  /** the model's features, the two cosines filled in by probabilityOf() */
  readonly features: MeaningFeatures
  readonly contradicts: boolean
  /**
   * the contradiction is another growth class said of the statement's one ("get by index is O(n)" for "constant-time
   * access by index"), or a plain statement's word denied in its place ("writing to it doesn't panic"): a claim no cue
   * of the point can make, so no cue credit settles it (assess.ts). An opposite property in its place was tried too:
   * no catch, and three bank model answers' prefixes flagged.
   */
  readonly firm: boolean
  readonly recall: number
}

/** The chance the statement was made (the fitted model), the window's cosines worked out now. */
export const probabilityOf = (reading: WindowReading): number => {
  const { answer, features, from, target, to } = reading
  // Plain overlap of every word, and the cosine of the summed vectors of the words the question does not name.
  features[9] = countCosine(target, answer, from, to)
  features[10] = vectorCosineOf(target, answer, from, to, reading.meaning)
  return predict(features)
}

/**
 * The most the chance can come to whatever the window's vector cosine (taken at the end the model weighs up): what a
 * reading can earn at best before the window's summed vector is built. Not below probabilityOf(reading) by more than
 * Math.exp's last bit: the other steps round the same way on larger numbers.
 */
export const highestProbability = (reading: WindowReading): number => {
  const { answer, features, from, target, to } = reading
  features[9] = countCosine(target, answer, from, to)
  features[10] = MEANING_MODEL.weights[10] >= 0 ? 1 : -1
  return predict(features)
}

/** compare() up to the chance the statement was made (see WindowReading). */
export const readWindow = (
  target: PreparedStatement,
  answer: MeaningText,
  from: number,
  to: number,
  alignment: Alignment,
  loneSwap = false,
  fromReference = loneSwap
): WindowReading => {
  // The window: the answer's words start .. start + count - 1, sentences from..to.
  const words = answer.words
  const last = Math.min(to, answer.sentences.length - 1)
  const start = from <= last ? answer.sentenceStart[from]! : 0
  const count = from <= last ? answer.sentenceStart[last + 1]! - start : 0

  const totalAll = target.weight
  const totalOwn = target.ownWeight
  let recallAll = 0
  let recallOwn = 0
  // the weight of the statement's own words said by their opposite property between the same words ("unsorted" for
  // "sorted")
  let antonymOwn = 0
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
  // (emptied only when it holds something: setting an array's length is a call into the runtime, and most windows note none)
  if (deniedClauses.length > 0) deniedClauses.length = 0
  // complexity claims answered with another growth class ("linear time" for "O(1)")
  let otherGrowth = 0
  // opposite properties said in the statement's place (see sameNeighbours)
  let propertyCount = 0
  let actionCount = 0
  // the first statement word whose opposite property the answer says of the same subject (saidOfSameSubject), whose
  // clause may then be reversed however little of the rest is said (clauseReversed)
  let clauseProperty = -1
  // words a statement without any negation says, denied by the answer in the statement's place
  let placedFlips = 0
  // a pair of opposites the statement gives to two things, given the other way round (pairedElsewhere)
  let pairSwaps = 0
  // firm words of a talking point the answer says its way, outside what the point denies
  let agreedOutside = 0
  if (bestScratch.length < count) {
    bestScratch = new Float64Array(count * 2)
    relatedAt = new Int32Array(count * 2)
    relatedValue = new Float64Array(count * 2)
  }
  const bestForAnswer = bestScratch
  // (zeroed by a loop, as targetBest is below: these are a few dozen numbers, and TypedArray fill is a call into the
  // runtime that cost more than the loop)
  for (let ai = 0; ai < count; ai++) bestForAnswer[ai] = 0
  const entities = target.entities
  const targetWords = target.words
  if (targetBest.length < targetWords.length) {
    targetBest = new Float64Array(targetWords.length * 2)
    targetReach = new Uint8Array(targetWords.length * 2)
  }
  for (let ti = 0; ti < targetWords.length; ti++) {
    const t = targetWords[ti]!
    // only the window words that relate to this one: any other changes nothing below, and a word none relates to adds
    // nothing at all (no recall, no opposite, no vote; its weight is in the statement's totals), so it is not read
    const related = alignment.related(t, target.columns[ti]!, words, start, count, relatedAt, relatedValue)
    if (related === 0) {
      targetBest[ti] = 0
      continue
    }
    let best = 0
    let bestAt = -1
    let opposite = false
    // the opposite is an opposite property said where the statement says its own ("variables are mutable by default")
    let property = false
    // and said between the same words ("the array to be unsorted" for "the array to be sorted")
    let propertyInPlace = false
    // the opposite is an opposite action done to the same thing (doneToSame)
    let action = false
    // the opposite is an opposite property said of the word's own subject (saidOfSameSubject)
    let clauseOpposite = false
    let crossed = false
    // the opposite is another growth class said of nothing, or of a thing the statement speaks of
    let growthOpposite = false
    const targetAnchor = t.entity ? null : target.anchors[ti]!
    // Where the answer says this word of the same role holder, and where of another one.
    let saidOfSame = false
    let saidOfOther = false
    let saidUnplaced = false
    let pairSwapped = false
    // where the opposite stands, when it is one
    let oppositeAt = -1
    for (let j = 0; j < related; j++) {
      const ai = relatedAt[j]!
      const a = words[start + ai]!
      const r = relatedValue[j]!
      const s = r < 0 ? 0 : r
      // (a name is no counterpart of another word: WordNet holds "map" a synonym of "function", but "std::map" says
      // nothing of a hash function)
      if (s >= FIRM && targetAnchor !== null && roleAt(answer, a.sentence, a.position) === null) {
        const answerAnchor = anchorAt(answer, a, start + ai, entities)
        // said where the sentence names things compared but not which one this word is said of: said of the same
        // one, maybe, so no word said of the other one in the window makes a swap ("std::forward restores the category,
        // casting to an rvalue only if …, whereas std::move unconditionally casts to an rvalue")
        if (answerAnchor === null && namesAny(answer, a.sentence, entities)) saidUnplaced = true
        else if (answerAnchor !== null) {
          const flippedAtAll = a.underNegation !== t.underNegation
          const same = answerAnchor === targetAnchor
          // the same thing the same way, or the other thing the other way round, agree; the same thing the other
          // way round is a polarity matter (counted below), not a swap
          if (same !== flippedAtAll) saidOfSame = true
          // (not when the statement says the word of that one too: "value types copy, reference types copy the reference")
          // (nor when a clause with a subject of its own comes between: "the equals method is meant for logical
          // equality, so String … overrides it" says nothing of the equals method)
          else if (!same && !saysOf(target, t.stem, answerAnchor) && !target.siblingsSay.has(saidKey(answerAnchor, t.stem, a.underNegation)) &&
            anchorOf(answer, a, entities, false, true) !== null) saidOfOther = true
        }
      }
      // Of two equally close words, the one said of the same role holder ("WHERE filters rows …, HAVING filters groups").
      // Of two equally close words, the one said the same way round ("no value" against "a value … no value").
      if (
        s > best ||
        (s === best && s > 0 && (
          (targetAnchor !== null && anchorAt(answer, a, start + ai, entities) === targetAnchor) ||
          (a.negated === t.negated && words[start + bestAt]!.negated !== t.negated) ||
          // Of two equally close words, the one in the statement word's place ("optimistic locking locks the row"
          // against "optimistic locking does not lock the row": the verb, not the name)
          (s === EXACT_SIMILARITY && a.negated !== t.negated && a.negated === words[start + bestAt]!.negated &&
            !sameNeighbours(target.text, t, answer, words[start + bestAt]!) && sameNeighbours(target.text, t, answer, a))
        ))
      ) {
        best = s
        bestAt = ai
      }
      if (s > bestForAnswer[ai]!) bestForAnswer[ai] = s
      // "open" against "not closed" says the same thing, and so does "connection" said of TCP against
      // "connectionless" said of UDP
      // A statement that says both of a pair ("stack allocation is cheap, heap allocation slower") is not reversed by
      // an answer word that is one of them.
      // An opposite the statement says too, said of the thing the statement gives this word to: the pairs swapped
      // ("high coupling and low cohesion" against "low coupling and high cohesion").
      if (r === OPPOSITE && !pairSwapped && !t.entity && t.negated === a.negated && !a.supposed && pairedElsewhere(target, t, answer, a)) pairSwapped = true
      // One thing compared named where the statement names the other, between the same words ("slicing makes a deep
      // copy" against "slicing a list makes a shallow copy"): the claim given to the other thing.
      if (r === OPPOSITE && !pairSwapped && t.entity && t.negated === a.negated && !a.supposed && namedInPlace(target, t, answer, a)) pairSwapped = true
      if (r === OPPOSITE && !opposite && !t.entity && t.negated === a.negated && !saysItself(target, a) && !saysOtherFirmly(target, t, answer, a, alignment) &&
        !degreesOfOthers(target, t, answer, a, alignment)) {
        const answerAnchor = targetAnchor === null ? null : anchorAt(answer, a, start + ai, entities)
        opposite = targetAnchor === null ? !ofUnnamed(target, answer, a) : answerAnchor === null || answerAnchor === targetAnchor
        if (opposite) oppositeAt = ai
        crossed = opposite && t.underNegation !== a.underNegation
        const opposedProperty = opposite && (opposedProperties(t.lemma, a.lemma) || opposedProperties(t.stem, a.stem))
        // ("filters rows after grouping" for "filters rows before grouping": an order word between the same words on
        // both sides says the other order, as a property does)
        action = opposite && opposedActions(t.lemma, a.lemma) && doneToSame(target.text, t, answer, a)
        propertyInPlace = (opposedProperty && sameNeighbours(target.text, t, answer, a)) || (opposite && orderInPlace(target.text, t, answer, a)) || action
        property = propertyInPlace || (opposedProperty && (sameHead(target.text, t, answer, a) || attributedAlike(target.text, t, answer, a)))
        // (by lemma: "unchanged" against the verb "changes" is no opposite property)
        clauseOpposite = opposedProperty && !crossed && opposedProperties(t.lemma, a.lemma) && (saidOfSameSubject(target, t, answer, a) || sameHead(target.text, t, answer, a))
        if (opposite && isGrowthClass(t.lemma)) {
          const of = anchorAt(answer, a, start + ai, entities)
          growthOpposite = of === null || target.anchorSet.has(of)
        }
      }
    }
    // The word itself said in one clause and its opposite in another of the window: the statement is said where the
    // rest of it is ("ice is more dense than water, … so it takes up less room" against "ice is less dense than water").
    // (Not an opposite in a negation's reach on one side: "glass is an insulator" says "glass is not a good conductor".)
    if (opposite && !crossed && best >= FIRM && oppositeAt >= 0) {
      const homeBest = oppositeClauseBest(answer, start, words[start + oppositeAt]!, words[start + bestAt]!, related)
      if (homeBest >= 0 && saidMoreIn(target, ti, answer, words[start + oppositeAt]!, words[start + bestAt]!, alignment)) {
        best = homeBest
        bestAt = -1
      }
    }
    targetBest[ti] = best
    targetReach[ti] = bestAt < 0 || words[start + bestAt]!.underNegation === t.underNegation ? 1 : 0
    if (pairSwapped) pairSwaps++
    if (opposite && best < FIRM && clauseOpposite && clauseProperty < 0) clauseProperty = ti
    recallAll += t.weight * best
    if (!t.demoted) recallOwn += t.weight * best
    if (opposite && best < FIRM) {
      if (!t.demoted && propertyInPlace && !crossed) antonymOwn += t.weight
      oppositeCount++
      if (crossed) crossedCount++
      else if (property) {
        propertyCount++
        if (action) actionCount++
      }
      else if (growthOpposite) otherGrowth++
    }
    if (best >= FIRM && bestAt >= 0) {
      const a = words[start + bestAt]!
      // Said the other way round: one side negates the word, and only one side's clause is negative around it
      // ("reads without locks" and "reads without locking, and checks" agree).
      // (a negation moved from a verb to what follows it says the same: "contains no free electrons", "does not
      // contain free electrons")
      const flipped = a.negated !== t.negated && a.underNegation !== t.underNegation &&
        !(t.negated ? negationJustAfter(answer, a) : negationJustAfter(target.text, t))
      // Said of the other role holder: reversed, unless negated too ("UDP gives no guarantee of delivery" agrees
      // with "TCP guarantees delivery").
      let moved = false
      if (targetAnchor !== null) {
        const answerAnchor = anchorAt(answer, a, start + bestAt, entities)
        // Said of another thing, or of none in particular in a sentence that names them: not the same claim.
        // (a sentence that names only the statement's thing, after the word, says it of that thing: "You can use an
        // arrow function as a constructor")
        moved = answerAnchor !== targetAnchor && (answerAnchor !== null || namesOtherThan(answer, a.sentence, target.entities, targetAnchor))
        // said of both: neither agrees nor swaps ("filters" in "WHERE filters rows, HAVING filters groups")
        if (saidOfSame && !saidOfOther) agreeVotes += t.weight
        else if (saidOfOther && !saidOfSame && !saidUnplaced) {
          swapVotes += t.weight
          swapCount++
        }
      } else if (ofUnnamed(target, answer, a)) {
        // Of which thing a statement that names none speaks is not known: said of one of them, it is not reversed.
        moved = true
      }
      // What a point denies, said plainly: "cannot be used … with new" against "can be used with new", "have no this
      // of their own" against "have their own this" (see deniedAsserted); plainly in its clause and those before it
      // ("it should mutate the existing state; it doesn't have to return new objects" asserts "mutate").
      if (!fromReference && t.underNegation && !t.supposed && !t.entity && !moved && !a.underNegation && !a.negated &&
        !inNegativeClause(answer, a) && plainDenial(target.text, t)) noteDenial(answer, a, t.negated)
      // and the other way round: what a point states plainly, denied by the answer ("a function doesn't remember the
      // variables from the scope" against "remembers variables from the scope where it was created")
      else if (!fromReference && !t.underNegation && !t.supposed && !t.entity && !moved && a.underNegation && !a.supposed &&
        !target.text.negative[t.sentence]! && plainDenial(answer, a, VERB_NEGATIONS)) noteDenial(answer, a, a.negated)
      else if (!fromReference && !t.underNegation && !t.demoted && !t.entity && !moved && !flipped && target.stemDenied[ti] === 0) agreedOutside++
      // The question's own words count only when reversed ("are not hoisted"): repeating them dilutes nothing.
      if (!t.entity && (!t.demoted || (flipped && !moved))) {
        firmCount++
        if (flipped && !moved) {
          flippedCount++
          // not a claim reversed: one inside a supposition ("if you do not use a standard")
          if (a.supposed || t.supposed) idleFlips++
          // a plain "not" on the very word a plain statement says, in its place ("a function doesn't remember the
          // variables" for "a function remembers the variables"): a claim denied (see placedFlips below); plain is
          // said of the statement's clause and those before it ("can use more memory than RAM, with unused pages on
          // disk" says "use" plainly; "never inside conditions, loops … or after an early return" denies "after")
          else if (a.negated && !t.underNegation && !inWordDenialClause(target.text, t) &&
            plainDenial(answer, a, VERB_NEGATIONS, afterRelative(target.text, t)) && deniedRightBefore(answer, a) && inPlace(target.text, t, answer, a)) placedFlips++
          // and the other way round: the statement's plainly denied word asserted in its place, in a clause of the
          // answer with no negation before it and not inside a relative or subordinate clause ("0.1 can be represented
          // exactly" for "0.1 cannot be represented exactly"; "when a value must change" supposes)
          else if (t.negated && !a.underNegation && !inNegativeClause(answer, a) && !afterRelative(answer, a) &&
            plainDenial(target.text, t) && deniedRightBefore(target.text, t, PLAIN_OR_PREFIX) &&
            (inPlace(target.text, t, answer, a) || predicatesAlike(target.text, t, answer, a))) placedFlips++
          // and a property a plain statement gives a thing, denied right before it, of that thing, before it or after
          // it ("the two input lists don't have to be sorted" for "needs two sorted lists"; not "constant on average,
          // not in the worst case", whose "not" denies what the clause leaves out)
          else if (a.negated && !t.underNegation && isProperty(t.lemma) && !inWordDenialClause(target.text, t) &&
            plainDenial(answer, a, VERB_NEGATIONS) && deniedRightBefore(answer, a) &&
            (sameNeighbours(target.text, t, answer, a) || attributedAlike(target.text, t, answer, a))) placedFlips++
        }
      }
    }
  }
  const weighed = windowWeights(answer, from, last, start, count)
  const answerAll = weightScratch[weighed]!
  const demotedShare = weightScratch[weighed + 1]!
  const answerOwn = weightScratch[weighed + 2]!
  // (a word no statement word relates to adds nothing to either: its closest relation is 0)
  let precision = 0
  let overlap = 0
  for (let ai = 0; ai < count; ai++) {
    const closest = bestForAnswer[ai]!
    if (closest === 0) continue
    const a = words[start + ai]!
    if (!a.demoted) precision += a.weight * closest
    if (closest === EXACT_SIMILARITY) overlap += a.weight
  }
  const recall = totalOwn > 0 ? recallOwn / totalOwn : totalAll > 0 ? recallAll / totalAll : 0
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
    // the word-count and vector cosines: probabilityOf()
    0,
    0
  ]
  // About the statement: says much of it, or says two of its words firmly ("can be used with new").
  // A supposition states nothing to contradict, on either side ("if the key does not stick, it is aluminum").
  let supposing = false
  for (let s = from; s <= to; s++) if (answer.hypothetical[s] && (fromReference || !answer.conditional[s])) supposing = true
  // (and the statement: see PreparedStatement.supposes)
  if (fromReference ? target.supposes : target.supposesAsPoint) supposing = true
  const stated = !supposing
  // Which way a thing goes is said under a condition, in the question's own terms ("if the voltage stays the same and
  // resistance doubles, the current doubles too"): a sentence that opens with one still claims what follows, against
  // a reference's sentence too.
  let supposingOtherwise = false
  for (let s = from; s <= to; s++) if (answer.hypothetical[s] && !answer.conditional[s]) supposingOtherwise = true
  const statesWay = !supposingOtherwise && !target.supposes
  // (a word said by its opposite speaks of the statement too: "requires the array to be unsorted" is about "requires
  // the array to be sorted", though it says only half its own words)
  const aboutRecall = totalOwn > 0 ? (recallOwn + antonymOwn) / totalOwn : recall
  const about = stated && (aboutRecall >= CONTRADICTION.recall || (firmCount >= CONTRADICTION.firmWords && recall >= CONTRADICTION.firmRecall))
  // Reversed: said with the other polarity ("not erased"), by its opposite ("mutable" for "immutable"), or of the
  // other thing compared; a negation undone by an opposite in its reach ("not connected to the negative" against
  // "connected to the positive") reverses nothing, and neither does one inside a supposition.
  // An opposite in a negation's reach on one side says the same ("isn't always equal" against "can differ"), and so
  // undoes itself and one negated word.
  const undone = Math.min(flippedCount, crossedCount)
  const reversed = flippedCount - undone + oppositeCount - crossedCount + swapCount - idleFlips
  const reversedShare = firmCount + oppositeCount > 0 ? reversed / (firmCount + oppositeCount) : 0
  // a clause of the statement said with its property reversed, however little of the rest the window says
  const propertyOfClause = stated && clauseProperty >= 0 && reversed > 0 && clauseReversed(target, clauseProperty)
  const reads = (about &&
    (reversedShare >= CONTRADICTION.reversedShare || (crossedCount === 0 && deniedAsserted(agreedOutside)) ||
      // a complexity is the claim of a sentence that gives one: another growth class said of the same thing, where
      // it says much of the rest, reverses it however many other words agree ("lookups are linear on average" for
      // "O(1) on average")
      (otherGrowth > 0 && recall >= CONTRADICTION.recall && oneGrowthClass(target)) ||
      // so is a property: its opposite said in its place, in a sentence that says much of the rest, reverses it
      // however many other words agree ("in Rust variables are mutable by default")
      (propertyCount > 0 && reversed > 0 && recall >= CONTRADICTION.recall) ||
      // and so is an action: the opposite one done to the same thing speaks of the statement as its own word would
      // ("an exothermic reaction absorbs energy, mostly heat, …" for "gives off energy to its surroundings, mostly as heat")
      (actionCount > 0 && reversed > 0 && aboutRecall >= CONTRADICTION.recall) ||
      // and so is a plain statement's word denied in its place: a statement clause with no negation of any kind in it
      // or before it ("keeps users from waiting" has one) says it plainly, so "not" there is the answer's own
      (placedFlips > 0 && reversed > 0 && recall >= CONTRADICTION.recall) ||
      // and so are the two of a pair of opposites, given each to the other's thing in a sentence that says much of it
      (pairSwaps > 0 && recall >= CONTRADICTION.recall) ||
      (features[6] > CONTRADICTION.swap && swapCount >= CONTRADICTION.swapWords) ||
      // a reference's sentence is short and plain: one word said only of the other thing, in a sentence that
      // says most of it, swaps them
      (loneSwap && features[6] === 1 && swapCount >= 1 && recall >= CONTRADICTION.recall) ||
      // and what it says goes from one place to another, said the other way round in a sentence that says most of it
      // ("heat flows from the colder body to the hotter one")
      (about && reversedDirection(target, answer, from, last)) ||
      // and so is how much of a thing it says ("every host on the segment receives it" against "exactly one host")
      (about && otherQuantity(target, answer, from, last)) ||
      // and so is a number: another said between the same words ("listens on port 8443" for "port 443")
      (about && otherNumber(target, answer, from, last)) ||
      // and so is which way a thing goes ("the current doubles" against "the current drops to half")
      (about && otherWay(target, answer, from, last)) ||
      // and what it says in place of what, the two sides exchanged
      (about && exchangedAlternative(target, answer, from, last)) ||
      // and two of its words, each said in the other's place among the same words
      (about && features[3] >= EXCHANGE_OVERLAP && exchangedWords(target, answer, from, last, alignment)))) ||
    // which way a thing goes is often said in the question's own words ("at a fixed voltage the current drops"): a
    // window that says most of the statement's words, the question's among them, is about it for that
    (statesWay && !about && features[1] >= CONTRADICTION.recall && otherWay(target, answer, from, last)) ||
    // and so is how much of a thing it says ("runs on many threads" against "runs on a single thread with an event
    // loop"): the thing and its extent are the claim, however little of the rest the window says
    (stated && !about && features[1] >= CONTRADICTION.recall && otherQuantity(target, answer, from, last)) ||
    // and so is a number ("an HTTPS server is reached on port 8443" for "HTTPS listens on port 443")
    (stated && !about && features[1] >= CONTRADICTION.recall && otherNumber(target, answer, from, last)) ||
    propertyOfClause ||
    // what a plain statement denies, asserted in its place by another word, in a window that says much of it
    (stated && !fromReference && recall >= CONTRADICTION.recall && assertedInPlace(target, answer, start, count))
  // A comparison or an order said the other way round with its sides exchanged says the same, however opposite its
  // words ("on-demand instances are more expensive than spot instances" for "spot instances are cheaper …").
  const contradicts = reads && !conversedAlternative(target, answer, from, last)
  // (firm: not settled by another point the sentence makes, as a clause's reversed property says little of the rest)
  const firm = contradicts && ((about && ((otherGrowth > 0 && oneGrowthClass(target)) || (placedFlips > 0 && reversed > 0))) || propertyOfClause)
  return { target, answer, from, to, meaning: alignment.meaning, features, contradicts, firm, recall }
}

/**
 * The weights of a window's words (the answer's words start .. start + count - 1, its sentences from..last): in all,
 * of the question's own words, and of the rest, each summed in word order, at the returned place in weightScratch and
 * the two after it. The same for every statement compared with the window, so kept for the answer compared last, a
 * sentence's and a pair's (NaN until worked out); a longer window's are worked out each time, in a place of their own.
 */
let weightsOf: MeaningText | null = null
let weightScratch = new Float64Array(6 * 64 + 3)
const windowWeights = (answer: MeaningText, from: number, last: number, start: number, count: number): number => {
  const n = answer.sentences.length
  if (weightsOf !== answer) {
    if (weightScratch.length < 6 * n + 3) weightScratch = new Float64Array(12 * n + 3)
    for (let k = 0; k < 6 * n; k++) weightScratch[k] = Number.NaN
    weightsOf = answer
  }
  // a sentence's at 6 * from, a pair's three after it; any other window's after every pair's
  const at = from === last ? 6 * from : from + 1 === last ? 6 * from + 3 : 6 * n
  if (at < 6 * n && !Number.isNaN(weightScratch[at]!)) return at
  let all = 0
  let demoted = 0
  let own = 0
  for (let k = start; k < start + count; k++) {
    const a = answer.words[k]!
    all += a.weight
    if (a.demoted) demoted += a.weight
    else own += a.weight
  }
  weightScratch[at] = all
  weightScratch[at + 1] = demoted
  weightScratch[at + 2] = own
  return at
}

/** Whether two words of a text stand in one clause of one sentence. */
const sameClause = (text: MeaningText, x: MeaningWord, y: MeaningWord): boolean =>
  x.sentence === y.sentence && text.segments[x.sentence]![x.position] === text.segments[y.sentence]![y.position]

/**
 * The closest relation (0 at least) among a statement word's related window words (relatedAt/relatedValue, `related`
 * of them) that stand in the opposite's clause, when none there says the word firmly and the word's firm counterpart
 * stands in another clause; else -1.
 */
const oppositeClauseBest = (answer: MeaningText, start: number, opposite: MeaningWord, firm: MeaningWord, related: number): number => {
  if (sameClause(answer, opposite, firm)) return -1
  let best = 0
  for (let j = 0; j < related; j++) {
    const a = answer.words[start + relatedAt[j]!]!
    if (a !== opposite && sameClause(answer, a, opposite)) {
      const r = relatedValue[j]!
      if (r >= FIRM) return -1
      if (r > best) best = r
    }
  }
  return best
}

/**
 * How much of the rest of statement word `ti`'s clause a clause of the answer (that of `w`) says: the other words' weights by
 * closest relation.
 */
const clauseSays = (target: PreparedStatement, ti: number, answer: MeaningText, w: MeaningWord, alignment: Alignment): number => {
  const sentence = answer.sentences[w.sentence]!
  const t = target.words[ti]!
  let said = 0
  for (let ui = 0; ui < target.words.length; ui++) {
    const u = target.words[ui]!
    if (ui === ti || !sameClause(target.text, u, t)) continue
    let best = 0
    for (const a of sentence) {
      if (!sameClause(answer, a, w)) continue
      const r = alignment.relateAt(target.columns[ui]!, u, a)
      if (r > best) best = r
    }
    said += u.weight * best
  }
  return said
}

/**
 * Whether the opposite's clause says more than twice as much of the rest of the statement word's clause as the clause of
 * the word's firm counterpart does (so a clause that says none of it is outdone by one that says anything).
 */
const saidMoreIn = (target: PreparedStatement, ti: number, answer: MeaningText, opposite: MeaningWord, firm: MeaningWord, alignment: Alignment): boolean =>
  clauseSays(target, ti, answer, opposite, alignment) > 2 * clauseSays(target, ti, answer, firm, alignment)

/**
 * A word a talking point denies with a plain "not" or "never" right before it ("does not trigger a re-render"), with
 * no firm counterpart in the answer, where the answer asserts another word between the same two words of its clause
 * ("causes a re-render"), in a clause with no negation and nothing that supposes or names: the denied claim asserted,
 * whichever verb says it. (The other way round, "doesn't V" in the place of a plainly stated word, flagged five right
 * answers with negations and caught none: a verb denied in another's place often says the same thing.)
 */
const assertedInPlace = (target: PreparedStatement, answer: MeaningText, start: number, count: number): boolean => {
  const targetWords = target.words
  for (let ti = 0; ti < targetWords.length; ti++) {
    const t = targetWords[ti]!
    if (!t.negated || t.supposed || t.entity || targetBest[ti]! >= FIRM || !deniedRightBefore(target.text, t) || !plainDenial(target.text, t)) continue
    for (let ai = 0; ai < count; ai++) {
      const a = answer.words[start + ai]!
      if (a.negated || a.underNegation || a.supposed || a.entity || a.stem === t.stem) continue
      if (sideOf(target.text, t, answer, a, -1) !== 1 || sideOf(target.text, t, answer, a, 1) !== 1) continue
      if (!inNegativeClause(answer, a) && !afterRelative(answer, a)) return true
    }
  }
  return false
}

/**
 * Words a talking point denies that the answer asserts, by the answer's clause: a clause with no negation anywhere in
 * its sentence that asserts two of them, the denied claim itself among them, says the opposite, unless the answer
 * agrees with as many of the point's words outside the denial. A right answer rarely does: "inherit this from the
 * enclosing scope" asserts one ("this") of "have no this of their own"; "WHERE filters rows …, HAVING filters the
 * groups after the aggregates" spreads two over two clauses; "blocks the event loop, and every other request
 * waits" agrees with "block the event loop" before it says "other request". The same count serves the other way
 * round: words a point states that the answer denies on its verb in one clause ("doesn't remember the variables").
 * Scratch of compare(): per clause of the answer, [clause key, words, whether the claim is among them].
 */
const deniedClauses: Array<number> = []
const noteDenial = (answer: MeaningText, a: MeaningWord, claim: boolean): void => {
  const key = a.sentence * 4096 + answer.segments[a.sentence]![a.position]!
  for (let k = 0; k < deniedClauses.length; k += 3) {
    if (deniedClauses[k] !== key) continue
    deniedClauses[k + 1]!++
    if (claim) deniedClauses[k + 2] = 1
    return
  }
  deniedClauses.push(key, 1, claim ? 1 : 0)
}
const deniedAsserted = (agreedOutside: number): boolean => {
  for (let k = 0; k < deniedClauses.length; k += 3) {
    const words = deniedClauses[k + 1]!
    if (words >= 2 && words > agreedOutside && deniedClauses[k + 2] === 1) return true
  }
  return false
}

/**
 * Whether a statement word is denied by a plain "not", "no" or "never" of its own clause: not by a prefix ("non-simple
 * requests", which names a kind) or "without", not inside a relative or subordinate clause ("objects that are no
 * longer reachable" names which objects, "when no other case is ready" supposes), and not as a bound ("no larger
 * than its children").
 */
const plainDenial = (text: MeaningText, t: MeaningWord, negations: ReadonlySet<string> = PLAIN_NEGATIONS, inRelative = false): boolean => {
  const stems = text.stems[t.sentence]!
  const clauses = text.segments[t.sentence]!
  if (stems[t.position + 1] === "than") return false
  // a property's "non-" said after "is" denies it as "not" would ("I/O is non-blocking"); before a noun it names a
  // kind ("non-simple requests")
  if (stems[t.position - 1] === S_NON && COPULAS.has(stems[t.position - 2] ?? "") && negations.has(S_NOT)) return true
  let k = t.position - 1
  while (k >= 0 && clauses[k] === clauses[t.position] && !negations.has(stems[k]!)) k--
  if (k < 0 || clauses[k] !== clauses[t.position]) return false
  // (a relative clause denies what a statement's own relative clause says in its place: "a vibration that doesn't need
  // a medium" against "a mechanical wave that needs a medium")
  if (!inRelative) for (let r = k - 1; r >= 0 && clauses[r] === clauses[t.position]; r--) if (relativeAt(stems, r)) return false
  return true
}
const PLAIN_NEGATIONS = new Set(["not", "no", "never"])
const S_NON = stem("non")
/** (plainDenial holds a "non-" only of a property said after "is") */
const PLAIN_OR_PREFIX = new Set([...PLAIN_NEGATIONS, S_NON])
const S_NOT = stem("not")
/** Whether a word stands after a relative or subordinate opener of its clause ("when a value must change"). */
const afterRelative = (text: MeaningText, w: MeaningWord): boolean => {
  const stems = text.stems[w.sentence]!
  const clauses = text.segments[w.sentence]!
  for (let r = w.position - 1; r >= 0 && clauses[r] === clauses[w.position]; r--) if (relativeAt(stems, r)) return true
  return false
}
/**
 * Whether token r opens a relative or subordinate clause; not "because" or "since" opening the sentence, which in an
 * answer to "why" gives the reason as its claim ("Because water does not expand when it freezes").
 */
const relativeAt = (stems: ReadonlyArray<string>, r: number): boolean => RELATIVES.has(stems[r]!) && !(r === 0 && REASONS.has(stems[r]!))
const REASONS = new Set(["becaus", "sinc"])
/**
 * An answer denies a stated claim by denying its verb ("doesn't remember the variables"); "no" before a noun often
 * says what a point says with a verb ("no single point of failure" for "eliminate single points of failure").
 */
const VERB_NEGATIONS = new Set(["not", "never"])
/** Openers of a clause that names or supposes rather than claims ("when no other case is ready"). */
const RELATIVES = new Set(["that", "which", "who", "whos", "wher", "when", "whenever", "if", "unless", "until", "whil", "onc", "becaus", "sinc"])

/** Whether the statement gives one complexity (not "map is O(log n), unordered_map O(1)", where each has its own). */
const oneGrowthClass = (target: PreparedStatement): boolean => {
  let found: string | null = null
  for (const w of target.words) {
    if (!isGrowthClass(w.lemma)) continue
    if (found !== null && found !== w.lemma) return false
    found = w.lemma
  }
  return true
}

/**
 * Whether the statement names none of the things the question compares ("It blocks painting") while the answer
 * says this word of one of them ("useEffect … is non-blocking"): which one the statement means is not known.
 */
const ofUnnamed = (target: PreparedStatement, answer: MeaningText, a: MeaningWord): boolean =>
  target.entities.size > 0 && !namesAnyOf(target) && anchorOf(answer, a, target.entities) !== null

const namesAnyOf = (target: PreparedStatement): boolean => {
  for (const w of target.words) if (w.entity) return true
  return false
}

/** Whether the statement says a word of this role holder. */
const saysOf = (target: PreparedStatement, stem: string, anchor: string): boolean => {
  for (let k = 0; k < target.words.length; k++) if (target.anchors[k] === anchor && target.words[k]!.stem === stem) return true
  return false
}

/**
 * Whether an answer word, the opposite of a statement word, stands before the word that statement word stands before,
 * while the statement says the answer word too, before another word: "high coupling" against "low coupling and high
 * cohesion".
 */
const pairedElsewhere = (target: PreparedStatement, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  if (DEGREES.has(t.stem) || DEGREES.has(a.stem)) return false
  const held = nextTo(target.text, t)
  if (held === null || side(held, nextTo(answer, a)) !== 1) return false
  // (not where the answer gives the statement's word to that thing too: "its local queue, with a global queue")
  for (const v of answer.sentences[a.sentence]!) if ((v.stem === t.stem || v.lemma === t.lemma) && side(nextTo(answer, v), held) === 1) return false
  let elsewhere = false
  for (const w of target.words) {
    if (w === t || (w.stem !== a.stem && w.lemma !== a.lemma)) continue
    const other = nextTo(target.text, w)
    if (other === null) continue
    // (not where the statement gives it to that thing too: "darker colors absorb more … the darkest color")
    if (side(other, held) === 1) return false
    elsewhere = true
  }
  return elsewhere
}
/** Whether an answer word names another thing compared than the statement word does, in the statement word's place. */
const namedInPlace = (target: PreparedStatement, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  const said = roleAt(answer, a.sentence, a.position)
  const meant = roleAt(target.text, t.sentence, t.position)
  // (a statement that names both says each its own place: "value types hold the data, while reference types …")
  if (said === null || meant === null || said === meant || target.named.size !== 1) return false
  // (not in a sentence that names the statement's thing too: "value types hold the data, reference types a reference")
  for (const role of answer.roles[a.sentence] ?? []) if (role === meant) return false
  const before = side(outsideName(target.text, t, meant, -1), outsideName(answer, a, said, -1))
  const after = side(outsideName(target.text, t, meant, 1), outsideName(answer, a, said, 1))
  return before >= 0 && after >= 0 && before + after > 0
}
/** The neighbour of a name's word beyond the name's other words ("make" of "make a shallow copy"), in its clause. */
const outsideName = (text: MeaningText, w: MeaningWord, role: string, step: 1 | -1): MeaningWord | null => {
  let v = neighbourOf(text, w, step)
  while (v !== null && roleAt(text, v.sentence, v.position) === role) v = neighbourOf(text, v, step)
  return v
}
/** The content word right after a word, with nothing between: "coupling" of "low coupling". */
const nextTo = (text: MeaningText, w: MeaningWord): MeaningWord | null => {
  const v = neighbourOf(text, w, 1)
  return v !== null && v.position === w.position + 1 ? v : null
}
/** Degrees, not properties: "the more blocks, the less distance". */
const DEGREES = stemSet("more less most least fewer fewest")
/**
 * Two degrees said of different things, each right before its own: "takes up more room" is no opposite of "less
 * dense".
 */
const degreesOfOthers = (target: PreparedStatement, t: MeaningWord, answer: MeaningText, a: MeaningWord, alignment: Alignment): boolean => {
  if (!DEGREES.has(t.stem) || !DEGREES.has(a.stem)) return false
  const x = nextTo(target.text, t)
  const y = nextTo(answer, a)
  return x !== null && y !== null && x.stem !== y.stem && x.lemma !== y.lemma && alignment.relate(x, y) < FIRM
}

/** Whether the statement itself says this answer word (the same stem or lemma). */
const saysItself = (target: PreparedStatement, a: MeaningWord): boolean => {
  for (const w of target.words) if (w.stem === a.stem || w.lemma === a.lemma) return true
  return false
}

/**
 * Whether an answer word firmly says another word of the statement than `t`, the other of a pair the statement says
 * both of: "bigger" for "larger" in "a larger resistance means a smaller current" is no opposite of "smaller".
 */
const saysOtherFirmly = (target: PreparedStatement, t: MeaningWord, answer: MeaningText, a: MeaningWord, alignment: Alignment): boolean => {
  const words = target.words
  // (or a degree word of the same pole said of the same thing: "greater concentration" for "higher concentration" in
  // "from higher concentration to lower"; not "a high gear" beside "a large sprocket")
  const pole = degreePole(a.lemma)
  const of = pole === null ? null : neighbourOf(answer, a, 1)
  for (let wi = 0; wi < words.length; wi++) {
    const w = words[wi]!
    if (w === t || w.entity) continue
    if (alignment.relateAt(target.columns[wi]!, w, a) >= FIRM) return true
    if (of !== null && degreePole(w.lemma) === pole && neighbourOf(target.text, w, 1)?.lemma === of.lemma) return true
  }
  return false
}

/**
 * When a window says the opposite: it states rather than supposes, it is about the statement (says half of its own
 * words, or two of them firmly and a fifth in all), and two fifths of what it firmly says of it is reversed — or
 * most of what it says of one thing compared, it says of the other. Set on the bank's model answers (none may
 * contradict its own points) and on contradiction-dev.json, never on the frozen cases.
 */
const CONTRADICTION = { recall: 0.5, firmWords: 2, firmRecall: 0.2, reversedShare: 0.4, swap: 0.5, swapWords: 2 } as const

export const predict = (features: MeaningFeatures): number => {
  let z = MEANING_MODEL.intercept
  for (let k = 0; k < features.length; k++) {
    z += MEANING_MODEL.weights[k]! * ((features[k]! - MEANING_MODEL.means[k]!) / MEANING_MODEL.scales[k]!)
  }
  return 1 / (1 + Math.exp(-z))
}

/**
 * Cosine of word counts between a statement and the answer's sentences from..to. The statement's dot product with
 * a sentence is worked out at most once per statement and answer (a window's is the sum of its sentences'); a sentence's
 * or a pair's squared length is read from the answer (a pair's is the two sentences' plus twice what they share), a
 * longer window's counted. All sums are of whole numbers, so exact in any order.
 */
const countCosine = (target: PreparedStatement, answer: MeaningText, from: number, to: number): number => {
  const b2 = target.stemSquares
  const last = Math.min(to, answer.stemSquares.length - 1)
  let dot = 0
  for (let s = from; s <= last; s++) dot += sentenceDot(target, answer, s)
  let a2 = 0
  if (last - from <= 1) {
    for (let s = from; s <= last; s++) a2 += answer.stemSquares[s]!
    if (last > from) a2 += 2 * answer.pairShared[from]!
  } else {
    // each word adds twice the count of its stem so far, plus one
    const counts = countScratch(2, answer.stemNumbers.size)
    for (let s = from; s <= last; s++) for (const id of answer.stemIds[s]!) a2 += 2 * counts[id]!++ + 1
    for (let s = from; s <= last; s++) for (const id of answer.stemIds[s]!) counts[id] = 0
  }
  return a2 === 0 || b2 === 0 ? 0 : dot / Math.sqrt(a2 * b2)
}

// The statement's dot product with each sentence of the answer (the sum over the sentence's words of how often the
// statement says each), for the statement and answer compared last: judge() compares a statement with every window
// of an answer in a row. A sentence's is worked out when a window first asks for it (-1 until then): over the bench's
// answers, the windows whose count cosine is worked out ask for two in five of the sentences, half of the words that
// working out every sentence's up front read.
let dotsOf: PreparedStatement | null = null
let dotsWith: MeaningText | null = null
let dotsScratch = new Float64Array(64)
// the statement's count of each of the answer's stems, by the answer's stem numbers (zero for the stems it does not
// say), and the stem numbers it was given at (sharedCount of them), to empty it by when the statement or answer changes
let saysScratch = new Int32Array(256)
const sharedIds: Array<number> = []
let sharedCount = 0
const sentenceDot = (target: PreparedStatement, answer: MeaningText, s: number): number => {
  if (dotsOf !== target || dotsWith !== answer) startDots(target, answer)
  let dot = dotsScratch[s]!
  if (dot < 0) {
    dot = 0
    for (const id of answer.stemIds[s]!) dot += saysScratch[id]!
    dotsScratch[s] = dot
  }
  return dot
}
const startDots = (target: PreparedStatement, answer: MeaningText): void => {
  for (let k = 0; k < sharedCount; k++) saysScratch[sharedIds[k]!] = 0
  sharedCount = 0
  const n = answer.stemIds.length
  if (dotsScratch.length < n) dotsScratch = new Float64Array(2 * n)
  dotsScratch.fill(-1, 0, n)
  const size = answer.stemNumbers.size
  if (saysScratch.length < size) saysScratch = new Int32Array(Math.max(size, 2 * saysScratch.length))
  const stems = target.stemList
  for (let k = 0; k < stems.length; k++) {
    const id = answer.stemNumbers.numberOf(stems[k]!, target.stemHashes[k]!)
    if (id < 0) continue
    saysScratch[id] = target.stemCounts[k]!
    sharedIds[sharedCount++] = id
  }
  dotsOf = target
  dotsWith = answer
}

/**
 * The summed vector of a window's own words, worked out once per answer and window: it is the same for every
 * statement the window is compared with. A longer window goes on from the one a sentence shorter (the same sums in
 * the same order). Kept for the answer compared last, each window's vector in a slot of one pool (an answer
 * allocates no vector of its own), with its squared length; NO_VECTOR when no word of the window has a vector.
 */
const NO_VECTOR = -1
let vectorsOf: MeaningText | null = null
let vectorsBy: MeaningResources | null = null
const windowSlots = new Map<number, number>()
let slotCount = 0
let vectorPool = new Float32Array(100 * 64)
let slotSquares = new Float64Array(64)
// a sentence's words to add, their vector ids and weights (kept at their longest)
let vectorIds = new Int32Array(64)
let vectorWeights = new Float64Array(64)
const windowVector = (answer: MeaningText, from: number, to: number, meaning: MeaningResources): number => {
  if (vectorsOf !== answer || vectorsBy !== meaning) {
    windowSlots.clear()
    slotCount = 0
    vectorsOf = answer
    vectorsBy = meaning
  }
  const last = Math.min(to, answer.sentences.length - 1)
  const key = from * 2 ** 20 + last
  const known = windowSlots.get(key)
  if (known !== undefined) return known
  const before = last > from ? windowVector(answer, from, last - 1, meaning) : NO_VECTOR
  const dimensions = meaning.dimensions
  // the sentence's own words with vectors, added together (MeaningResources.addVectors: their vectors' reads overlap)
  const sentence = answer.sentences[last] ?? EMPTY
  if (vectorIds.length < sentence.length) {
    vectorIds = new Int32Array(2 * sentence.length)
    vectorWeights = new Float64Array(2 * sentence.length)
  }
  let count = 0
  for (const w of sentence) {
    if (w.demoted || w.id < 0) continue
    vectorIds[count] = w.id
    vectorWeights[count++] = w.weight
  }
  let slot = before
  if (count > 0) {
    slot = newSlot(before, dimensions)
    meaning.addVectors(vectorIds, vectorWeights, count, vectorPool, slot * dimensions)
    slotSquares[slot] = squaresOf(vectorPool, slot * dimensions, dimensions)
  }
  windowSlots.set(key, slot)
  return slot
}

/** A slot holding a copy of `from`'s vector (zeros for NO_VECTOR). */
const newSlot = (from: number, dimensions: number): number => {
  const slot = slotCount++
  if (vectorPool.length < slotCount * dimensions) {
    const grown = new Float32Array(2 * slotCount * dimensions)
    grown.set(vectorPool)
    vectorPool = grown
    const squares = new Float64Array(2 * slotCount)
    squares.set(slotSquares)
    slotSquares = squares
  }
  if (from === NO_VECTOR) vectorPool.fill(0, slot * dimensions, (slot + 1) * dimensions)
  else vectorPool.copyWithin(slot * dimensions, from * dimensions, (from + 1) * dimensions)
  return slot
}

const vectorCosineOf = (target: PreparedStatement, answer: MeaningText, from: number, to: number, meaning: MeaningResources): number => {
  const t = target.vector
  if (t === null) return 0
  const slot = windowVector(answer, from, to, meaning)
  if (slot === NO_VECTOR) return 0
  const b2 = target.vectorSquares
  const a2 = slotSquares[slot]!
  const pool = vectorPool
  const base = slot * t.length
  let dot = 0
  for (let k = 0; k < t.length; k++) dot += t[k]! * pool[base + k]!
  return a2 === 0 || b2 === 0 ? 0 : dot / Math.sqrt(a2 * b2)
}

/**
 * Whether "not" or "never" stands right before a word, or one word before it that is not a preposition or an article:
 * the denial of that word ("doesn't remember", "never really panics"), not of a phrase ("not in the worst case").
 */
const deniedRightBefore = (text: MeaningText, w: MeaningWord, negations: ReadonlySet<string> = VERB_NEGATIONS): boolean => {
  const stems = text.stems[w.sentence]!
  const p = w.position
  if (negations.has(stems[p - 1] ?? "")) return true
  // a need denied before a passive is the word's too ("don't have to be hashed")
  if (stems[p - 1] === S_BE && stems[p - 2] === "to" && NEEDS.has(stems[p - 3] ?? "") && negations.has(stems[p - 4] ?? "")) return true
  // "doesn't have to return", "need not return": the need denied is the word's
  if (stems[p - 1] === "to" && NEEDS.has(stems[p - 2] ?? "") && negations.has(stems[p - 3] ?? "")) return true
  if (NEEDS.has(stems[p - 2] ?? "") && negations.has(stems[p - 1] ?? "")) return true
  if (!negations.has(stems[p - 2] ?? "")) return false
  // one word between: not an opener of a phrase, or an article after a denied copula ("it's not the Moon's gravity")
  return !PHRASE_OPENERS.has(stems[p - 1]!) || (ARTICLES.has(stems[p - 1]!) && COPULAS.has(stems[p - 3] ?? ""))
}
const ARTICLES = new Set(["the", "a", "an"])
/** The words of a need a negation may stand before (meaning-text.ts reads them so too), as stems. */
const NEEDS = stemSet([...NEEDING].join(" "))
const COPULAS = stemSet("is are was were be")
const S_BE = stem("be")
/** Whether a plain "no", "not" or "never" follows a word within three words of its clause ("contains little or no"). */
const negationJustAfter = (text: MeaningText, w: MeaningWord): boolean => {
  const stems = text.stems[w.sentence]!
  const clauses = text.segments[w.sentence]!
  for (let k = w.position + 1; k <= w.position + 3 && k < stems.length && clauses[k] === clauses[w.position]; k++) if (PLAIN_NEGATIONS.has(stems[k]!)) return true
  return false
}
const PHRASE_OPENERS = new Set(["in", "on", "at", "of", "for", "to", "with", "by", "from", "the", "a", "an", "as", "onli", "just"])

/** A statement or answer word's neighbour among the content words of its clause, before (-1) or after (1) it. */
const neighbourOf = (text: MeaningText, w: MeaningWord, step: 1 | -1): MeaningWord | null => {
  const v = text.words[w.index + step]
  if (v === undefined || v.sentence !== w.sentence) return null
  const clauses = text.segments[w.sentence]!
  return clauses[v.position] === clauses[w.position] ? v : null
}

/**
 * The neighbour past a word joined to this one by "and" or "or" ("traffic" of "encrypts" in "encrypts and
 * authenticates traffic"), or null.
 */
const neighbourPast = (text: MeaningText, w: MeaningWord, step: 1 | -1): MeaningWord | null => {
  const v = neighbourOf(text, w, step)
  if (v === null || v.position !== w.position + 2 * step) return null
  const between = text.stems[w.sentence]![w.position + step]
  return between === "and" || between === "or" ? neighbourOf(text, v, step) : null
}

/**
 * Whether two words each stand right before the same word of their clause: opposite properties of one thing ("choosing
 * good pivots" against "consistently bad pivots").
 */
const sameHead = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  const x = neighbourOf(statement, t, 1)
  const y = neighbourOf(answer, a, 1)
  return x !== null && y !== null && x.position === t.position + 1 && y.position === a.position + 1 && (x.stem === y.stem || x.lemma === y.lemma)
}

/**
 * Whether one of two property words is said before the thing it describes ("allows fast membership checks") and the
 * other after it, ending its clause ("makes membership checks slow"), of the same thing: the word right after the
 * first is one of the two content words right before the second.
 */
const attributedAlike = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean =>
  attributedTo(statement, t, answer, a) || attributedTo(answer, a, statement, t)
const attributedTo = (before: MeaningText, x: MeaningWord, after: MeaningText, y: MeaningWord): boolean => {
  const thing = neighbourOf(before, x, 1)
  if (thing === null || thing.position !== x.position + 1 || !endsClause(after, y)) return false
  const near = neighbourOf(after, y, -1)
  if (near === null) return false
  const further = neighbourOf(after, near, -1)
  return near.lemma === thing.lemma || (further !== null && further.lemma === thing.lemma)
}
/** Whether a word ends its clause: the last token of its sentence or clause, or followed by a word that opens another ("slow because"). */
const endsClause = (text: MeaningText, w: MeaningWord): boolean => {
  const stems = text.stems[w.sentence]!
  const clauses = text.segments[w.sentence]!
  const next = w.position + 1
  return next >= stems.length || clauses[next] !== clauses[w.position] || CLAUSE_OPENERS.has(stems[next]!)
}
const CLAUSE_OPENERS = stemSet("because since so and but while whereas when if unless as")

/** Two words' neighbours on one side, where both have one: the same word (1), another (-1); else 0. */
const side = (x: MeaningWord | null, y: MeaningWord | null): number =>
  x === null || y === null ? 0 : x.stem === y.stem || x.lemma === y.lemma ? 1 : -1

/** As side(), either word's neighbour past a coordinated one counting too ("encrypts and authenticates traffic"). */
const sideOf = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord, step: 1 | -1): number => {
  const x = neighbourOf(statement, t, step)
  const y = neighbourOf(answer, a, step)
  const direct = side(x, y)
  if (direct === 1) return 1
  const xPast = neighbourPast(statement, t, step)
  const yPast = neighbourPast(answer, a, step)
  return side(xPast, y) === 1 || side(x, yPast) === 1 || side(xPast, yPast) === 1 ? 1 : direct
}

/**
 * Whether an answer word stands where a statement word stands: its neighbours in its clause are the statement word's
 * on one side at least, and on neither side another word ("variables are mutable by default" in the place of
 * "variables are immutable by default"; "a small pool" is not in the place of "large lists", nor "std::move
 * unconditionally casts" in the place of "std::forward conditionally casts"); a word joined by "and" or "or" may
 * stand between ("HTTPS doesn't encrypt the traffic" in the place of "HTTPS encrypts and authenticates traffic").
 */
const sameNeighbours = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  const before = sideOf(statement, t, answer, a, -1)
  const after = sideOf(statement, t, answer, a, 1)
  return before >= 0 && after >= 0 && before + after > 0
}

/**
 * Whether two opposite actions are done to the same thing: the content word after each (sameObject) is the same, and the
 * word right before one is said before the other in its clause, or one side has none ("An endothermic reaction
 * absorbs heat" against "It releases heat"; "The default policy blocks incoming traffic" against "By default it allows
 * incoming traffic"), or both said in the passive of the same thing.
 */
const doneToSame = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean =>
  (sameObject(statement, t, answer, a) && (saidBefore(statement, t, neighbourOf(answer, a, -1)) || saidBefore(answer, a, neighbourOf(statement, t, -1)))) ||
  // both in the passive, of the same thing ("its stack frame is popped" against "its stack frame is pushed")
  (beBefore(statement, t) && beBefore(answer, a) && side(neighbourOf(statement, t, -1), neighbourOf(answer, a, -1)) === 1)
/**
 * Whether two verbs are followed by the same content word, each within three tokens in its clause ("absorbs heat",
 * "releases the heat", "gives off energy": a particle or an article between).
 */
const sameObject = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  const x = neighbourOf(statement, t, 1)
  const y = neighbourOf(answer, a, 1)
  return x !== null && y !== null && x.position - t.position <= 3 && y.position - a.position <= 3 && (x.stem === y.stem || x.lemma === y.lemma)
}
/** Whether `w` is null or one of the content words before `at` in its clause ("default" in "The default policy blocks"). */
const saidBefore = (text: MeaningText, at: MeaningWord, w: MeaningWord | null): boolean => {
  if (w === null) return true
  for (let v = neighbourOf(text, at, -1); v !== null; v = neighbourOf(text, v, -1)) if (v.lemma === w.lemma || v.stem === w.stem) return true
  return false
}

/**
 * Whether two opposite order or direction words ("before", "after"; "toward", "away") stand between the same content
 * words on both sides.
 */
const orderInPlace = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean =>
  ORDER_WORDS.has(t.lemma) && ORDER_WORDS.has(a.lemma) && side(neighbourOf(statement, t, -1), neighbourOf(answer, a, -1)) === 1 &&
  side(neighbourOf(statement, t, 1), neighbourOf(answer, a, 1)) === 1
const ORDER_WORDS = new Set(["before", "after", "earlier", "later", "first", "last", "toward", "towards", "away", "along", "against"])

/**
 * Whether a statement's property denied by "non-" after "is" ("I/O is non-blocking") and an answer's word are both said
 * right after a form of "be", with no other subject word before the answer's in its clause than the statement's
 * ("and I/O is blocking"): the same place, where a name like "I/O" stands for no content word to compare.
 */
const predicatesAlike = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  const st = statement.stems[t.sentence]!
  const an = answer.stems[a.sentence]!
  return st[t.position - 1] === S_NON && COPULAS.has(st[t.position - 2] ?? "") && COPULAS.has(an[a.position - 1] ?? "") &&
    side(neighbourOf(statement, t, -1), neighbourOf(answer, a, -1)) >= 0
}

/** An answer word in a statement word's place: between the same words (sameNeighbours), or in the other voice. */
const inPlace = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean =>
  sameNeighbours(statement, t, answer, a) || otherVoice(statement, t, answer, a)

/**
 * Whether one of two words is said in the passive ("objects are freed by the collector") and the other in the active
 * ("the collector frees objects") of the same doer and the same thing: the active word's subject (a content word of
 * the two before it in its clause) said after the passive's "by", and its object (of the two after it) before the
 * passive word. The passive word has a form of "be" before it, the active one none.
 */
const otherVoice = (statement: MeaningText, t: MeaningWord, answer: MeaningText, a: MeaningWord): boolean => {
  const passiveStatement = byAfter(statement, t)
  if (passiveStatement === byAfter(answer, a)) return false
  const [activeText, active, passiveText, passive] = passiveStatement ? [answer, a, statement, t] : [statement, t, answer, a]
  // (a form of "be" before both: "is separated by a gap" and "is not separated from the terminal" say a state)
  if (!beBefore(passiveText, passive) || beBefore(activeText, active)) return false
  return shareLemma(nearIn(activeText, active, -1), nearIn(passiveText, passive, 1)) && shareLemma(nearIn(activeText, active, 1), nearIn(passiveText, passive, -1))
}
const byAfter = (text: MeaningText, w: MeaningWord): boolean => text.stems[w.sentence]![w.position + 1] === "by"
/** Whether a form of "be" stands within the three words before `w` in its clause ("are never freed", "is deleted"). */
const beBefore = (text: MeaningText, w: MeaningWord): boolean => {
  const stems = text.stems[w.sentence]!
  const clauses = text.segments[w.sentence]!
  for (let k = w.position - 1; k >= 0 && k >= w.position - 3 && clauses[k] === clauses[w.position]; k--) if (BE_FORMS.has(stems[k]!)) return true
  return false
}
const BE_FORMS = stemSet("is are was were be been being")
/** The content words nearest `w` on one side in its clause, at most two. */
const nearIn = (text: MeaningText, w: MeaningWord, step: 1 | -1): Array<MeaningWord> => {
  const words = text.sentences[w.sentence]!
  const clauses = text.segments[w.sentence]!
  const out: Array<MeaningWord> = []
  // (found by position: a prepared statement's sentences hold copies of its words)
  let at = 0
  while (at < words.length && words[at]!.position !== w.position) at++
  for (let i = at + step; i >= 0 && i < words.length && out.length < 2; i += step) {
    if (clauses[words[i]!.position] !== clauses[w.position]) break
    out.push(words[i]!)
  }
  return out
}
const shareLemma = (xs: ReadonlyArray<MeaningWord>, ys: ReadonlyArray<MeaningWord>): boolean =>
  xs.some((x) => ys.some((y) => x.lemma === y.lemma))

