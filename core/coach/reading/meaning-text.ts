/**
 * A text read for meaning: each content word of each sentence with its lemma, word vector id, WordNet term, weight
 * (rare words weigh more), whether a negation reverses it or a supposition holds it, and whether the question
 * already says it; per sentence, its clauses and word counts. Statements (talking points, reference sentences) and
 * answers are read the same way; judging/meaning.ts compares them.
 */
import type { IndexedAnswer } from "./answer-index.ts"
import type { MeaningResources } from "./meaning-resources.ts"
import { opposable } from "./opposites.ts"
import { stem as stemOf, wordOf } from "./text.ts"
import { type QuestionFrame, rolesOfText } from "./question-frame.ts"
import { inFillerPhrase, WORD_CLASS } from "./word-classes.ts"
import type { StemNumbers } from "./stem-numbers.ts"
import type { Word } from "./words.ts"

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
  /** every sentence's words in one list (`words[w.index]` is `w`), and where each sentence's start (one more: the end) */
  readonly words: ReadonlyArray<MeaningWord>
  readonly sentenceStart: ReadonlyArray<number>
  /** every word's stem, content or not, sentence by sentence (for plain word overlap) */
  readonly stems: ReadonlyArray<ReadonlyArray<string>>
  /**
   * per sentence, per token, the thing compared it names (its key in the question frame), or null; a sentence naming
   * none may have no entries at all (roleAt)
   */
  readonly roles: ReadonlyArray<ReadonlyArray<string | null>>
  /**
   * For word-count cosines: each distinct stem of the text numbered (0, 1, … in order of first use) and every word's
   * stem number, sentence by sentence; per sentence, the sum of its stems' counts squared; per pair of neighbours
   * (sentences i and i + 1), the sum over stems of the product of their counts
   */
  readonly stemNumbers: StemNumbers
  readonly stemIds: ReadonlyArray<ReadonlyArray<number>>
  readonly stemSquares: ReadonlyArray<number>
  readonly pairShared: ReadonlyArray<number>
  /** every word's clause (the stretch between commas, semicolons and colons, as clausesOf reads it), sentence by sentence */
  readonly segments: ReadonlyArray<ReadonlyArray<number>>
  /** per sentence, whether it says a negation at all ("not", "no", "never", "without", "unnecessary" …) */
  readonly negative: ReadonlyArray<boolean>
  /** per sentence, which of its clauses say one, as bits (clauseBit) */
  readonly negativeClauses: ReadonlyArray<number>
  /** the same, less the denials by a word's own prefix ("unreachable", "invalid"): which clauses deny by a word */
  readonly wordDenialClauses: ReadonlyArray<number>
  /**
   * per sentence, which of its clauses after the first open a claim of their own, as bits: "and" or "but" and a
   * subject pronoun ("…, and it may mutate the state"); a negation before one does not reach into it
   */
  readonly freshClauses: ReadonlyArray<number>
  /** per sentence, whether it supposes rather than states ("if it were moved, the pointer would dangle") */
  readonly hypothetical: ReadonlyArray<boolean>
  /**
   * per sentence, whether it supposes only by opening a condition ("if you use the index as the key, React reuses
   * the wrong component"): its main clause still claims what follows from it
   */
  readonly conditional: ReadonlyArray<boolean>
}

/** A clause's bit in negativeClauses. */
export const clauseBit = (clause: number): number => 1 << Math.min(clause, 30)
/**
 * Whether a word's clause, or one before it in its sentence, says a negation of any kind: a negation reaches on over
 * the commas of a list ("never inside conditions, loops, nested functions or after an early return"), not back ("can
 * use more memory than RAM, with unused pages on disk" claims "use" plainly).
 */
export const inNegativeClause = (text: MeaningText, w: MeaningWord): boolean =>
  (text.negativeClauses[w.sentence]! & reachOf(text, w)) !== 0
/** The bits of a word's clause and those before it since the last that opens a claim of its own (freshClauses). */
const reachOf = (text: MeaningText, w: MeaningWord): number => {
  const upTo = clauseBit(text.segments[w.sentence]![w.position]!) * 2 - 1
  const fresh = (text.freshClauses[w.sentence] ?? 0) & upTo
  if (fresh === 0) return upTo
  // (the highest fresh clause at or before the word's: the clauses before it are cut off)
  const last = 1 << (31 - Math.clz32(fresh))
  return upTo & ~(last - 1)
}
/**
 * The same, counting only denials by a word ("not", "never", "without", "prevents" …): a word's prefix denies that
 * word alone ("frees unreachable objects" says "frees" plainly).
 */
export const inWordDenialClause = (text: MeaningText, w: MeaningWord): boolean =>
  (text.wordDenialClauses[w.sentence]! & reachOf(text, w)) !== 0

/** The thing compared that token `k` of sentence `s` names, or null. */
export const roleAt = (text: MeaningText, s: number, k: number): string | null => text.roles[s]?.[k] ?? null

const LOG_VOCABULARY = Math.log(50_000)
/** Everyday words ("used", "new", "same") carry claims too ("can be used with new"), but little topic. */
const GENERIC_WEIGHT = 0.3
const NEGATION_REACH = 3
/** Comparatives a "not … any" denies ("doesn't fall any faster"), where no "than" follows to show one. */
const COMPARATIVES = new Set(("more less fewer better worse faster slower quicker bigger smaller larger higher lower longer shorter " +
  "easier harder safer cheaper heavier lighter stronger weaker simpler closer further farther earlier later newer older greater").split(" "))
const comparativeAt = (tokens: ReadonlyArray<string>, k: number): boolean =>
  k < tokens.length && (COMPARATIVES.has(tokens[k]!) || (tokens[k + 1] === "than" && tokens[k]!.endsWith("er")))
/**
 * Whether the clause starting at `at` goes on with a list a negation began ("no DOM, window or document"; "never
 * inside loops, conditions, or nested functions"): a few words, none opening a clause, and an "or" or "nor" in them
 * or opening the clause after.
 */
const listGoesOn = (tokens: ReadonlyArray<string>, segmentOf: ReadonlyArray<number>, at: number): boolean => {
  let end = at
  while (end < tokens.length && segmentOf[end] === segmentOf[at]) end++
  if (end - at > 4 || CLAUSE_STARTS.has(tokens[at]!)) return false
  for (let k = at; k < end; k++) if (tokens[k] === "or" || tokens[k] === "nor") return true
  return tokens[end] === "or" || tokens[end] === "nor"
}
/** A verb's negation whose clause goes on to "unless" or "until" (see readMeaning). */
const restricts = (tokens: ReadonlyArray<string>, segmentOf: ReadonlyArray<number>, at: number): boolean => {
  // (a verb's "not" or "never": "no other request is handled until they finish" still denies the handling meanwhile)
  if (tokens[at] !== "not" && tokens[at] !== "never") return false
  for (let k = at + 1; k < tokens.length && segmentOf[k] === segmentOf[at]; k++) if (tokens[k] === "unless" || tokens[k] === "until") return true
  return false
}
/**
 * Words that deny what follows them as "not" does: "without await", "instead of the objects creating them",
 * "free of circular imports", "if you forget await", "rather than", "lacks an index", "fails to release the lock",
 * "unable to grow", "far from safe", "non-blocking" (read as "non", "blocking"), "nothing was assigned". Asked only
 * at DENIAL_OPENERS: a word added here goes there too.
 */
export const negatesNext = (tokens: ReadonlyArray<string>, i: number): boolean => {
  const t = tokens[i]!
  if (DENYING.has(t)) return true
  // "prevents use-after-free" as "no use-after-free", "replacing null" as "no null"; "prevents the thread from
  // blocking" denies what follows "from", and "is prevented by ordering the locks" denies nothing that follows
  if (PREVENTING.has(t)) return tokens[i + 1] !== "by" && tokens.indexOf("from", i + 1) < 0
  const next = tokens[i + 1]
  if (next === undefined) return false
  // "blocks reassignment" prevents an action; "blocks the event loop" holds up a thing, "blocks incoming traffic" too
  if (BLOCKING.has(t)) return ACTION_NOUN.test(next) && tokens.indexOf("from", i + 1) < 0
  // "nothing was ever assigned", "nothing is copied": a clause's subject that denies its verb, as "nobody" does
  if (t === "nothing") return NOTHING_BEFORE.has(next)
  return ((t === "instead" || t === "free") && next === "of") || (t === "rather" && next === "than") ||
    (UNFIT.has(t) && FITTING.has(next)) ||
    (next === "to" && DENYING_TO.has(t)) || (t === "far" && next === "from") || (t === "non" && next.length > 2)
}
const DENYING = new Set(["without", "forget", "forgot", "forgetting", "omit", "omitting", "lack", "lacks", "lacked"])
/** Verbs of standing for something ("an assignment meaning no value"), and the negations that then name what is stood for. */
const SIGNIFYING = new Set(["mean", "means", "meaning", "meant", "represent", "represents", "representing", "signal",
  "signals", "signalling", "signaling", "signify", "signifies", "indicate", "indicates", "indicating", "denote", "denotes"])
const STANDING_FOR = new Set(["no", "none"])
/**
 * Words after which "nothing" is a clause's subject, its verb to come or this one ("nothing was ever assigned", "nothing
 * changes"); not "nothing to do", "nothing but", "nothing else".
 */
const NOTHING_BEFORE = new Set(["is", "was", "are", "were", "be", "been", "gets", "got", "has", "had", "have", "can", "could",
  "will", "would", "should", "may", "might", "must", "ever", "really", "actually", "happens", "happened", "changes", "changed",
  "moves", "moved", "goes", "went", "leaves", "left", "survives", "survived", "stays", "remains", "needs"])
/**
 * "avoids loading or caching whole result sets": what follows is in a negation's reach (so "nothing is cached" agrees
 * with it), but not denied word by word as after "not", and "avoid" stays a word of its own; "avoided by" names a means.
 */
const AVOIDING = new Set(["avoid", "avoids", "avoided", "avoiding"])
/** "a poor fit for object methods", "the wrong choice for …": what follows is what it does not suit. */
const UNFIT = new Set(["poor", "bad", "wrong"])
const FITTING = new Set(["fit", "choice", "match"])
/** Verbs that say what follows them does not happen, or is not there. */
const PREVENTING = new Set(["prevent", "prevents", "prevented", "preventing", "replace", "replaces", "replacing",
  "forbid", "forbids", "forbidden", "forbidding", "disallow", "disallows", "disallowed", "disallowing", "prohibit",
  "prohibits", "prohibited", "prohibiting"])
/** "blocks": preventing only an action named right after it (ACTION_NOUN). */
const BLOCKING = new Set(["block", "blocks", "blocked", "blocking"])
/** A noun naming an action: "reassignment", "mutation", "insertion", "access" aside. */
const ACTION_NOUN = /^[a-z]{3,}(?:ment|tion|sion)s?$/
/** "fails to", "unable to": the claim that follows is denied. */
const DENYING_TO = new Set(["fail", "fails", "failed", "unable"])
/** Every word negatesNext() can be true at. */
export const DENIAL_OPENERS = new Set([...DENYING, ...PREVENTING, ...BLOCKING, ...DENYING_TO, ...UNFIT, "instead", "free", "rather", "far", "non", "nothing"])

/** "never needs to resize", "doesn't have to return": what is denied is the resizing, the returning. */
export const NEEDING: ReadonlySet<string> = new Set(["need", "needs", "needed", "have", "has", "had"])

/**
 * Whether the word at i finishes the negation just before it ("no longer", "fails to", "far from", "doesn't need
 * to").
 */
const tailOf = (tokens: ReadonlyArray<string>, i: number): boolean => {
  const before = tokens[i - 1]!
  const t = tokens[i]!
  return (before === "no" && t === "longer") || (t === "to" && (DENYING_TO.has(before) || NEEDING.has(before))) ||
    (NEEDING.has(t) && tokens[i + 1] === "to") || (t === "from" && before === "far")
}

/**
 * Where a clause opens that claims nothing to contradict: advice ("so don't store secrets in it", "you shouldn't
 * concatenate"), an appearance ("any operation that seems to modify a string"), or a condition opened by "without"
 * ("without a lock, updates can be lost"). Asked only at CLAIM_OPENERS: a word added here goes there too.
 */
export const claimsNothing = (tokens: ReadonlyArray<string>, segmentOf: ReadonlyArray<number>, i: number): boolean => {
  const t = tokens[i]!
  const next = tokens[i + 1]
  const opens = i === 0 || segmentOf[i - 1] !== segmentOf[i] || CLAUSE_STARTS.has(tokens[i - 1]!)
  return (opens && t === "do" && next === "not") || (t === "should" && next === "not") ||
    (next === "to" && APPEARING.has(t)) || (opens && t === "without")
}
const APPEARING = new Set(["seem", "seems", "seemed", "appear", "appears", "appeared"])
/** Every word claimsNothing() can be true at. */
export const CLAIM_OPENERS = new Set([...APPEARING, "do", "should", "without"])

/** Words that say a thing is not there: "an empty value" is "no value". */
const ABSENT = new Set(["empty", "missing", "absent", "lacking", "zero", "blank", "0"])
const SUPPOSING = new Set(["if", "unless", "suppose", "imagine", "say", "assume"])
/** Openers whose sentence goes on to claim what follows from the condition. */
const CONDITIONS = new Set(["if", "unless", "say"])
const SUPPOSING_WORDS = new Set(["if", "unless", "whether"])
const CLAUSE_STARTS = new Set(["and", "but", "while", "whereas", "so", "because", "although", "though", "then", "yet"])
/** Words that turn a sentence negative without negating a word of their own ("instead of the objects creating them"). */
const NEGATIVE_TURNS = new Set(["without", "instead", "rather", "unlike", "neither", "nor", "nothing", "none", "cannot", "avoid", "avoids", "avoiding",
  "prevent", "prevents", "preventing", "stop", "stops", "stopping"])
/** "keeps users from waiting" says they do not wait. */
const KEEPING = new Set(["keep", "keeps", "keeping"])
const keepsFrom = (tokens: ReadonlyArray<string>, i: number): boolean => KEEPING.has(tokens[i]!) && tokens.indexOf("from", i + 1) > i
const FILLERS = new Set(["yes", "yeah", "okay", "basically", "actually", "really", "simply", "just", "like", "well", "etc", "anyway"])
/** Words that open a contrasting clause (see clausesOf). */
const CONTRAST = new Set(["while", "whereas", "but", "because", "although", "though", "unlike", "however", "so", "versus", "vs"])
/**
 * Suppositions ("if it were moved"; "…, otherwise an id changed in the URL shows another user's data", what happens
 * if not): see hypothetical and conditional.
 */
const SUPPOSITION_VERBS = new Set(["would", "were", "otherwise"])
/** Negations that follow what they deny: see afterwardNegation. */
const AFTERWARD_NEGATIONS = new Set(["neither", "none", "nothing"])

/**
 * A word's place in the lists above, as bits worked out once per word and kept on it (Word.readingBits): reading a
 * text asks each token of most of them, and one bit test costs less than a set lookup each.
 */
const READING = {
  supposing: 1 << 0,
  clauseStart: 1 << 1,
  filler: 1 << 2,
  negativeTurn: 1 << 3,
  contrast: 1 << 4,
  denialOpener: 1 << 5,
  claimOpener: 1 << 6,
  keeping: 1 << 7,
  suppositionVerb: 1 << 8,
  afterwardNegation: 1 << 9,
  absent: 1 << 10,
  /** one of a listed pair of opposites (opposites.ts's opposable) */
  opposable: 1 << 11
} as const
const READING_LISTS: ReadonlyArray<readonly [number, ReadonlySet<string>]> = [
  [READING.supposing, SUPPOSING_WORDS],
  [READING.clauseStart, CLAUSE_STARTS],
  [READING.filler, FILLERS],
  [READING.negativeTurn, NEGATIVE_TURNS],
  [READING.contrast, CONTRAST],
  [READING.denialOpener, DENIAL_OPENERS],
  [READING.claimOpener, CLAIM_OPENERS],
  [READING.keeping, KEEPING],
  [READING.suppositionVerb, SUPPOSITION_VERBS],
  [READING.afterwardNegation, AFTERWARD_NEGATIONS],
  [READING.absent, ABSENT]
]
const readingBitsOf = (word: Word): number => {
  if (word.readingBits < 0) {
    let bits = 0
    for (const [bit, list] of READING_LISTS) if (list.has(word.token)) bits |= bit
    if (opposable(word.token)) bits |= READING.opposable
    word.readingBits = bits
  }
  return word.readingBits
}

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
    // the clause after the negation's own that its reach goes on into: the rest of a list ("no DOM, window or document")
    let reach = -1
    let preventedIn = -1
    for (let i = 0; i < sentence.tokens.length; i++) {
      if (negator >= 0 && i > 0 && sentence.segmentOf[i] !== sentence.segmentOf[i - 1] &&
        (sentence.segmentOf[negator] === sentence.segmentOf[i - 1] || reach === sentence.segmentOf[i - 1]) &&
        listGoesOn(sentence.tokens, sentence.segmentOf, i)) reach = sentence.segmentOf[i]!
      const classes = sentence.classes[i]!
      const bits = readingBitsOf(sentence.words[i]!)
      if (supposing >= 0 && (sentence.segmentOf[supposing] !== sentence.segmentOf[i] || (i > supposing + 1 && (bits & READING.clauseStart) !== 0))) supposing = -1
      if ((bits & READING.supposing) !== 0 || ((bits & READING.claimOpener) !== 0 && claimsNothing(sentence.tokens, sentence.segmentOf, i))) supposing = i
      if ((classes & WORD_CLASS.negation) !== 0 || ((bits & READING.denialOpener) !== 0 && negatesNext(sentence.tokens, i))) {
        // "not as dense as" compares ("less dense"), it does not deny
        if (sentence.tokens[i + 1] === "as") continue
        // "an assignment meaning no value", "null represents no object": what a thing stands for, said as a negation
        // ("an explicit no-value" agrees) but no claim that it is not one ("null is a value you set to mean empty")
        if (i > 0 && SIGNIFYING.has(sentence.tokens[i - 1]!) && STANDING_FOR.has(sentence.tokens[i]!)) supposing = i
        // "doesn't recompute unless its inputs change", "isn't on the remote until you push": a condition, which says
        // what "only when" and "only after" say, not a denial
        if (restricts(sentence.tokens, sentence.segmentOf, i)) continue
        // "can't jump there without walking": the second negation undoes the first
        if (negator >= 0 && sentence.segmentOf[negator] === sentence.segmentOf[i] && sentence.tokens[i] === "without") {
          negator = -1
          pending = -1
          continue
        }
        // "prevents reassignment, not mutation": what the "not" sets apart is not prevented
        if (sentence.tokens[i] === "not" && i > 0 && sentence.segmentOf[i - 1] !== sentence.segmentOf[i] && preventedIn >= 0 && preventedIn === sentence.segmentOf[i - 1]) {
          negator = -1
          pending = -1
          preventedIn = -1
          continue
        }
        if (PREVENTING.has(sentence.tokens[i]!) || BLOCKING.has(sentence.tokens[i]!)) preventedIn = sentence.segmentOf[i]!
        pending = i
        negator = i
        continue
      }
      // "no longer blocks", "fails to release": the negation's second word is part of it
      if (pending === i - 1 && i > 0 && tailOf(sentence.tokens, i)) {
        pending = i
        continue
      }
      // "never ever", "nothing was ever assigned": "ever" stresses the negation, and what it denies comes after
      if (pending >= 0 && sentence.tokens[i] === "ever") continue
      // a negation reaches to the next clause word ("without locks and checks a version": checks is not denied)
      if ((bits & READING.clauseStart) !== 0) negator = -1
      // "O(1)" and "O(n log n)" are read as the words for their growth ("constant", "linearithmic"), "last in, first
      // out" as "lifo" (ORDERS_READ), "gives off" as "emit" (PHRASAL_READ)
      const phrase = phraseAt(sentence.tokens, i)
      // a word the question's cues name is content here, however everyday ("this", "new" of arrow functions)
      const content = phrase !== null || flags[i]! || (frame.keyStems.size > 0 && frame.keyStems.has(sentence.stems[i]!))
      const generic = !content && sentence.tokens[i]!.length > 2 && (bits & READING.filler) === 0 &&
        ((classes & WORD_CLASS.glue) === 0 || (bits & READING.opposable) !== 0)
      if ((!content && !generic) || inFillerPhrase(sentence.tokens, sentence.segmentOf, i)) continue
      // the negation's reach: the rest of its clause, up to the next clause word ("no guarantee of delivery or order")
      const underNegation = negator >= 0 && (sentence.segmentOf[negator] === sentence.segmentOf[i] || reach === sentence.segmentOf[i])
      // "doesn't fall any faster" denies "faster", not "fall"
      const deniesAfter = pending >= 0 && sentence.tokens[i + 1] === "any" && comparativeAt(sentence.tokens, i + 2)
      // "an empty value" says what "no value" says
      const negated = (!deniesAfter && underNegation && pending >= 0 && i - pending <= NEGATION_REACH) ||
        (i > 0 && (readingBitsOf(sentence.words[i - 1]!) & READING.absent) !== 0)
      if (!deniesAfter) pending = -1
      // a word the meaning resources do not know may be a slip of one the question uses ("seperated": spelling.ts)
      const meant = phrase === null ? misspelt(meaning, frame, sentence.words[i]!) : null
      const stem = phrase !== null ? phrase.stem : meant !== null ? meant.stem : sentence.stems[i]!
      const { id, lemma, term, key } = readWord(meaning, phrase !== null ? phrase.read : meant ?? sentence.words[i]!)
      const weight = weightOf(id)
      words.push({
        key,
        stem,
        lemma,
        id,
        term,
        weight: generic ? GENERIC_WEIGHT * weight : weight,
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
      if (AVOIDING.has(sentence.tokens[i]!) && sentence.tokens[i + 1] !== "by") negator = i
      if (phrase !== null) i += phrase.length - 1
    }
    return words
  })
  const read = sentences.map((words, s) => afterwardNegation(words, indexed.sentences[s]!))
  const segments = indexed.sentences.map(clausesOf)
  // per sentence, its clauses that say a negation of any kind, as bits (the 31st and later share the last), and those
  // that say one by a word rather than a prefix
  const wordDenialClauses: Array<number> = []
  const negativeClauses = indexed.sentences.map((sentence, s) => {
    let mask = 0
    let byWord = 0
    sentence.tokens.forEach((t, i) => {
      const bits = readingBitsOf(sentence.words[i]!)
      if ((sentence.classes[i]! & WORD_CLASS.negation) !== 0 || (bits & READING.negativeTurn) !== 0 ||
        ((bits & READING.denialOpener) !== 0 && negatesNext(sentence.tokens, i)) || ((bits & READING.keeping) !== 0 && keepsFrom(sentence.tokens, i))) {
        byWord |= clauseBit(segments[s]![i]!)
      } else if (deniesByPrefix(meaning, t)) mask |= clauseBit(segments[s]![i]!)
    })
    wordDenialClauses.push(byWord)
    return mask | byWord
  })
  const sentenceStart = [0]
  // every sentence's words in one list, by a loop (Array.prototype.flat is generic and several times slower)
  const all: Array<MeaningWord> = []
  for (const words of read) {
    for (const w of words) all.push(w)
    sentenceStart.push(all.length)
  }
  return {
    sentences: read,
    words: all,
    sentenceStart,
    hypothetical: indexed.sentences.map((sentence) => SUPPOSING.has(sentence.tokens[0] ?? "") || supposesBeforeSo(sentence.tokens, sentence.words)),
    conditional: indexed.sentences.map((sentence) => CONDITIONS.has(sentence.tokens[0] ?? "") && !anyReading(sentence.words, READING.suppositionVerb)),
    negative: negativeClauses.map((mask) => mask !== 0),
    negativeClauses,
    wordDenialClauses,
    freshClauses: indexed.sentences.map((sentence, s) => freshClausesOf(sentence.tokens, segments[s]!)),
    stems: indexed.sentences.map((sentence) => sentence.stems),
    roles: rolesOfText(frame, indexed),
    ...stemCountsOf(indexed),
    segments
  }
}

/** The clauses after the first that open a claim of their own (MeaningText.freshClauses), as bits. */
const freshClausesOf = (tokens: ReadonlyArray<string>, clauses: ReadonlyArray<number>): number => {
  let bits = 0
  for (let i = 1; i < tokens.length; i++) {
    if (clauses[i] === clauses[i - 1] || clauses[i] === 0) continue
    if (FRESH_JOINS.has(tokens[i]!) && SUBJECT_PRONOUNS.has(tokens[i + 1] ?? "") && clauses[i + 1] === clauses[i]) bits |= clauseBit(clauses[i]!)
  }
  return bits
}
// (not "so", whose clause goes on from the one before: "by listing it without a field name, so you can call them")
const FRESH_JOINS = new Set(["and", "but"])
const SUBJECT_PRONOUNS = new Set(["it", "they", "he", "she", "we", "you", "i"])

/**
 * Per sentence the sum of its stems' counts squared (each word adds twice the count of its stem so far, plus one) and
 * per pair of neighbours what they share (each word adds the count of its stem in the sentence before), counted in
 * arrays by the stem numbers the answer index gave. Whole numbers, so exact in any order.
 */
const stemCountsOf = (indexed: IndexedAnswer): Pick<MeaningText, "stemNumbers" | "stemIds" | "stemSquares" | "pairShared"> => {
  const { stemNumbers, stemIds } = indexed
  let current = countScratch(0, stemNumbers.size)
  let previous = countScratch(1, stemNumbers.size)
  const stemSquares = new Array<number>(stemIds.length)
  const pairShared = new Array<number>(Math.max(0, stemIds.length - 1))
  stemIds.forEach((ids, s) => {
    let squares = 0
    let shared = 0
    for (const id of ids) {
      squares += 2 * current[id]! + 1
      current[id]!++
      shared += previous[id]!
    }
    stemSquares[s] = squares
    if (s > 0) pairShared[s - 1] = shared
    if (s > 0) for (const id of stemIds[s - 1]!) previous[id] = 0
    const swap = previous
    previous = current
    current = swap
  })
  for (const id of stemIds[stemIds.length - 1] ?? []) previous[id] = 0
  return { stemNumbers, stemIds, stemSquares, pairShared }
}

/** Zeroed counts by stem number, reused (`which` of two), at least `size` long: callers leave them zeroed. */
export const countScratch = (which: number, size: number): Int32Array => {
  if (counts[which]!.length < size) counts[which] = new Int32Array(Math.max(size, 2 * counts[which]!.length))
  return counts[which]!
}
const counts = [new Int32Array(256), new Int32Array(256), new Int32Array(256)]

/**
 * Big-O notation as tokens ("O(n log n)" is o, n, log, n) and the growth it names, longest first; "n log n" and
 * "log n" said without the O too. Read as that word, a complexity claim meets "constant time" or "linear time" in
 * other words, and its opposite (opposites.ts: every two growth classes are opposed).
 */
const GROWTH: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
  [["o", "n", "log", "n"], "linearithmic"], [["o", "log", "n"], "logarithmic"], [["o", "n", "2"], "quadratic"],
  [["o", "n²"], "quadratic"], [["o", "n2"], "quadratic"], [["o", "n", "squared"], "quadratic"], [["o", "n", "3"], "cubic"], [["o", "n³"], "cubic"],
  [["o", "2", "n"], "exponential"], [["o", "1"], "constant"], [["o", "n"], "linear"],
  [["n", "log", "n"], "linearithmic"], [["log", "n"], "logarithmic"]
]
const GROWTH_READ = GROWTH.map(([tokens, word]) => ({ tokens, word, read: wordOf(word), stem: stemOf(word), length: tokens.length }))
/**
 * The orders of a stack and a queue spelled out ("last-in, first-out"; the hyphens and comma are no tokens), read as
 * the words for them, which opposites.ts opposes: said out, each says "first" and "out" of the other.
 */
const ORDERS_READ = ([[["last", "in", "first", "out"], "lifo"], [["first", "in", "first", "out"], "fifo"]] as const)
  .map(([tokens, word]) => ({ tokens, word, read: wordOf(word), stem: stemOf(word), length: tokens.length }))
/**
 * Verbs with a particle that say what one word of the opposite pairs says ("gives off heat" emits it, "soaks up water"
 * absorbs it), read as that word, in any form of the verb. Not "take in" or "take up", which say as often what a
 * function's arguments or memory do ("takes in two arguments", "takes up space").
 */
const PHRASAL_READ = (() => {
  const read = (word: string) => ({ word, read: wordOf(word), stem: stemOf(word), length: 2 })
  const [emit, absorb] = [read("emit"), read("absorb")]
  const table = new Map<string, typeof emit>()
  for (const form of ["give", "gives", "gave", "giving", "given"]) table.set(`${form} off`, emit)
  for (const form of ["soak", "soaks", "soaked", "soaking", "suck", "sucks", "sucked", "sucking"]) table.set(`${form} up`, absorb)
  return table
})()
const PHRASAL_VERBS = new Set([...PHRASAL_READ.keys()].map((k) => k.split(" ")[0]!))
/** The phrase read as one word that starts at token i (GROWTH_READ, ORDERS_READ, PHRASAL_READ), or null. */
const phraseAt = (tokens: ReadonlyArray<string>, i: number): { readonly word: string; readonly read: Word; readonly stem: string; readonly length: number } | null => {
  const t = tokens[i]
  if (t !== undefined && PHRASAL_VERBS.has(t)) return PHRASAL_READ.get(`${t} ${tokens[i + 1]}`) ?? null
  if (t === "last" || t === "first") {
    for (const g of ORDERS_READ) if (tokens[i] === g.tokens[0] && tokens[i + 1] === "in" && tokens[i + 2] === "first" && tokens[i + 3] === "out") return g
    return null
  }
  if (t !== "o" && t !== "n" && t !== "log") return null
  for (const g of GROWTH_READ) {
    let k = 0
    while (k < g.length && tokens[i + k] === g.tokens[k]) k++
    if (k === g.length) return g
  }
  return null
}

/** "unnecessary", "unsafe": "un" before a word of its own says "not" that word. */
const deniesByPrefix = (meaning: MeaningResources, token: string): boolean =>
  token.length >= 6 && token.startsWith("un") && meaning.id(token.slice(2)) >= 0

/**
 * Whether a sentence supposes by a verb ("it would dangle", "if it were moved"): one that comes after "so" says what
 * follows from a claim the sentence makes first ("doesn't block the thread, so you'd move it to a worker" claims the
 * not blocking), and supposes nothing of it.
 */
const supposesBeforeSo = (tokens: ReadonlyArray<string>, words: ReadonlyArray<Word>): boolean => {
  for (let k = 0; k < words.length; k++) {
    if (tokens[k] === "so") return false
    if ((readingBitsOf(words[k]!) & READING.suppositionVerb) !== 0) return true
  }
  return false
}
/** Whether any of the words has a reading bit of `bit`. */
const anyReading = (words: ReadonlyArray<Word>, bit: number): boolean => {
  for (const w of words) if ((readingBitsOf(w) & bit) !== 0) return true
  return false
}

export const sumOfSquares = (counts: ReadonlyMap<string, number>): number => {
  let sum = 0
  for (const n of counts.values()) sum += n * n
  return sum
}

/** The question's word an unknown answer word is a slip of, if any (see spelling.ts). */
const misspelt = (meaning: MeaningResources, frame: QuestionFrame, word: Word): Word | null =>
  frame.spelling === undefined || readWord(meaning, word).id >= 0 ? null : frame.spelling(word.token)

/** The word with what the resources say of it: looked up once and kept on the word for the resource that read it last. */
const readWord = (meaning: MeaningResources, word: Word): Word => {
  if (word.meaningOf === meaning) return word
  const id = meaning.id(word.token)
  const lemma = meaning.lemma(word.token)
  word.id = id
  word.lemma = lemma
  word.term = meaning.wordNetTerm(lemma)
  word.key = keyOf(word.stem, lemma, id)
  word.meaningOf = meaning
  return word
}

const wordKeys = new Map<string, number>()
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

/**
 * Per token, its clause: a new one at a comma, semicolon or colon, at a contrasting word ("while", "whereas"), and
 * where a clause opened by "when", "if" … and said without its comma gives way to a new subject after its passive verb.
 */
const clausesOf = (sentence: { readonly tokens: ReadonlyArray<string>; readonly segmentOf: ReadonlyArray<number>; readonly words: ReadonlyArray<Word> }): Array<number> => {
  const out: Array<number> = []
  const { tokens } = sentence
  let clause = 0
  // where the clause opened by "when", "if" … began, while it runs
  let opened = -1
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0 && (sentence.segmentOf[i] !== sentence.segmentOf[i - 1] || (readingBitsOf(sentence.words[i]!) & READING.contrast) !== 0)) {
      clause++
      opened = -1
    } else if (opened >= 0 && i - 3 >= opened && BE.has(tokens[i - 2]!) && !PLACING.has(tokens[i - 1]!) && SUBJECT_OPENERS.has(tokens[i]!)) {
      // a supposition said without its comma ends at a new subject after its passive verb: "when the power is cut its
      // contents are lost" claims that the contents are lost ("when the key is in the map the …" stays one clause)
      clause++
      opened = -1
    }
    if (SUBORDINATE_OPENERS.has(tokens[i]!)) opened = i
    out.push(clause)
  }
  return out
}
const SUBORDINATE_OPENERS = new Set(["when", "whenever", "once", "if", "unless", "after", "before", "until"])
const BE = new Set(["is", "are", "was", "were", "be", "been", "gets", "get"])
/** Words after "is" that go on to a place or a thing rather than end a passive verb ("is in the map", "is the key"). */
const PLACING = new Set(["in", "on", "at", "of", "for", "to", "from", "with", "by", "under", "over", "into", "onto", "inside",
  "outside", "off", "out", "up", "down", "the", "a", "an", "its", "their", "this", "that", "not", "no", "also", "still",
  "then", "just", "only", "full", "empty", "like", "about", "than", "as"])
/** Words that begin a new subject: determiners and possessives. */
const SUBJECT_OPENERS = new Set(["its", "the", "their", "his", "her", "our", "your", "my", "this", "these", "those", "every", "each", "all"])

/**
 * A negation that follows what it denies ("UDP guarantees neither", "it checks none") reverses the word just
 * before it; only that word ("some data has none" denies no data).
 */
const afterwardNegation = (words: Array<MeaningWord>, sentence: { readonly tokens: ReadonlyArray<string>; readonly segmentOf: ReadonlyArray<number>; readonly words: ReadonlyArray<Word> }): Array<MeaningWord> => {
  const { tokens, segmentOf } = sentence
  for (let i = 0; i < tokens.length; i++) {
    if ((readingBitsOf(sentence.words[i]!) & READING.afterwardNegation) === 0) continue
    const next = tokens[i + 1]
    if (next !== undefined && segmentOf[i + 1] === segmentOf[i] && next !== "of") continue
    for (let k = words.length - 1; k >= 0; k--) {
      const w = words[k]!
      if (w.position === i - 1) {
        words[k] = { ...w, negated: true, underNegation: true }
        break
      }
    }
  }
  return words
}
