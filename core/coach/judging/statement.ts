/**
 * A statement (a talking point, a reference sentence or a whole reference) prepared once for comparing with answers:
 * its words in one list, its role holders (the things the question compares) and which of them each word is said
 * of, its word counts and its summed word vector.
 */
import type { MeaningResources } from "../reading/meaning-resources.ts"
import { type MeaningText, type MeaningWord, roleAt, sumOfSquares } from "../reading/meaning-text.ts"
import { StemNumbers } from "../reading/stem-numbers.ts"
import { type Alternative, alternativesIn } from "../reading/alternatives.ts"
import { type Change, changesIn } from "../reading/changes.ts"
import { numbersIn, type PlacedNumber, valuesSaid } from "../reading/numbers-in-place.ts"
import { type Quantity, quantitiesIn } from "../reading/quantities.ts"
import { stem } from "../reading/text.ts"
import { hashOfText } from "../reading/words.ts"
import type { StatementWords } from "./alignment.ts"

/**
 * Whether a sentence names any of the things compared other than `but` ("You can use an arrow function" names none but
 * the arrow function).
 */
export const namesOtherThan = (text: MeaningText, sentence: number, entities: ReadonlySet<string>, but: string | null): boolean => {
  for (const role of text.roles[sentence] ?? []) if (role !== null && role !== but && entities.has(role)) return true
  return false
}

/** Whether a sentence names any of the things compared. */
export const namesAny = (text: MeaningText, sentence: number, entities: ReadonlySet<string>): boolean => namesOtherThan(text, sentence, entities, null)

/**
 * The role holder a word is said of: the nearest one before it in its clause, else in its sentence; none when
 * the sentence names none before it.
 */
export const anchorOf = (
  text: MeaningText,
  word: MeaningWord,
  entities: ReadonlySet<string>,
  clauseOnly = false,
  /** none across a clause with a subject of its own (OWN_CLAUSE) */
  ownClauses = false
): string | null => anchorAtToken(text, word.sentence, word.position, entities, clauseOnly, ownClauses)

/** anchorOf() for any token of the text, content word or not (a cue's first word: assess.ts). */
export const anchorAtToken = (
  text: MeaningText,
  sentence: number,
  position: number,
  entities: ReadonlySet<string>,
  clauseOnly = false,
  ownClauses = false
): string | null => {
  if (entities.size === 0) return null
  const stems = text.stems[sentence]!
  const roles = text.roles[sentence] ?? []
  const segments = text.segments[sentence]!
  const segment = segments[position]
  // The nearest role holder before the word in its clause (the subject of what it says); failing that, the
  // nearest before it in its sentence.
  let inClause: string | null = null
  let inSentence: string | null = null
  let some: string | null = null
  let several = false
  let at = -1
  // the first thing the clause before the word's names
  let openedBefore: string | null = null
  for (let k = 0; k < roles.length; k++) {
    const stem = roles[k]
    // a name is met once, at its first word; the object of a preposition is not what the clause is about ("coerces to
    // &str", "slower than TCP")
    if (stem === null || stem === undefined || !entities.has(stem) || roles[k - 1] === stem || objectAt(stems, k)) continue
    // a part named in what a thing is made of ("the JRE is the runtime: a JVM plus the class libraries") is no subject
    if (k > 0 && INDEFINITE.has(stems[k - 1]!) && ADDING.has(stems[k + 1] ?? "")) continue
    if (some === null) some = stem
    else if (some !== stem) several = true
    if (k >= position) continue
    inSentence = stem
    at = k
    if (segments[k] === segment) inClause = stem
    if (segment !== undefined && segments[k] === segment - 1 && openedBefore === null) openedBefore = stem
  }
  // What follows a label speaks of it ("Stack overflow: heap memory that is no longer needed is never freed"), however
  // its words name another thing, up to a clause that opens with another's name
  // (labels come in sets: "Stack overflow: … Memory leak: …"; a lone one, "X, well, …", may be a verdict)
  if (segment !== undefined && segment !== segments[0]) {
    const label = labelOf(stems, roles, segments, entities)
    if (label !== null && labelsOf(text, entities) >= 2 && !reopened(stems, roles, segments, entities, label, segment)) return label
  }
  // A clause that opens with a pronoun speaks of what the clause before it is about, the first thing it names ("Triple
  // equals is strict: it compares without converting types"; "const is implicitly static; its value is copied").
  if (inClause === null && at >= 0 && segment !== undefined && segments[at] === segment - 1 && BACK_REFERENCES.has(stems[firstOfClause(segments, position)]!)) return openedBefore
  // A sentence that names several says of one only what the clause of that one says.
  if (clauseOnly || several || inClause !== null) return inClause
  if (ownClauses) for (let k = at + 1; k <= position; k++) if (segments[k] !== segments[k - 1] && OWN_CLAUSE.has(stems[k]!)) return null
  return inSentence
}
/**
 * The thing a sentence's first clause names and nothing else, with at most an article or preposition before it
 * ("Stack overflow: …", "In TCP, …"): the label of what its other clauses say. Null for a sentence of one clause.
 */
const labelOf = (stems: ReadonlyArray<string>, roles: ReadonlyArray<string | null>, segments: ReadonlyArray<number>, entities: ReadonlySet<string>): string | null => {
  const first = segments[0]
  if (first === undefined || segments[segments.length - 1] === first) return null
  let label: string | null = null
  for (let k = 0; k < segments.length && segments[k] === first; k++) {
    const role = roles[k]
    if (role !== null && role !== undefined && entities.has(role)) {
      if (label !== null && label !== role) return null
      label = role
    } else if (!LABEL_OPENERS.has(stems[k]!)) return null
  }
  return label
}
const LABEL_OPENERS = new Set(["in", "for", "with", "a", "an", "the"].map(stem))
/** How many different things a text's sentences open with as labels, worked out once per text and set of things. */
const labelCounts = new WeakMap<MeaningText, { readonly entities: ReadonlySet<string>; readonly count: number }>()
const labelsOf = (text: MeaningText, entities: ReadonlySet<string>): number => {
  const known = labelCounts.get(text)
  if (known !== undefined && known.entities === entities) return known.count
  const labels = new Set<string>()
  for (let s = 0; s < text.stems.length; s++) {
    const label = labelOf(text.stems[s]!, text.roles[s] ?? [], text.segments[s]!, entities)
    if (label !== null) labels.add(label)
  }
  labelCounts.set(text, { entities, count: labels.size })
  return labels.size
}
/** Whether a clause after the first, up to `segment`, opens with another thing's name ("…; threads share its memory"). */
const reopened = (stems: ReadonlyArray<string>, roles: ReadonlyArray<string | null>, segments: ReadonlyArray<number>, entities: ReadonlySet<string>, label: string, segment: number): boolean => {
  for (let k = 1; k < segments.length && segments[k]! <= segment; k++) {
    if (segments[k] === segments[k - 1]) continue
    let f = k
    while (f < segments.length && segments[f] === segments[k] && LABEL_OPENERS.has(stems[f]!)) f++
    const role = roles[f]
    if (role !== null && role !== undefined && entities.has(role) && role !== label) return true
  }
  return false
}
/** Pronouns that open a clause about what was just named. */
const BACK_REFERENCES = new Set(["it", "they", "its", "their", "this", "these"].map(stem))
/** The first token of the clause of token `position`. */
const firstOfClause = (segments: ReadonlyArray<number>, position: number): number => {
  let k = position
  while (k > 0 && segments[k - 1] === segments[position]) k--
  return k
}

/**
 * The thing compared a statement opens with, as its subject ("A queue is first in, first out", "TCP guarantees …"),
 * or as what its short opening clause is about ("Each thread has its own stack …", "Objects live on the heap …"):
 * named among its first six tokens; null when it opens otherwise ("They are loosely equal …").
 */
export const openingThing = (statement: PreparedStatement): string | null => {
  const roles = statement.text.roles[0] ?? []
  for (let k = 0; k < Math.min(roles.length, OPENING_TOKENS); k++) {
    const role = roles[k]
    if (role !== null && role !== undefined && statement.entities.has(role)) return role
  }
  return null
}
const OPENING_TOKENS = 6

/** Words that open a clause with a subject of its own ("…, so String and Integer override it"). */
const OWN_CLAUSE = new Set(["so", "because", "while", "whereas", "although", "though", "since", "yet", "but"].map(stem))

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
  /**
   * the sum of its words' weights, and of those of its words that are not the question's own, added in word order; and
   * each word's column (words[k].column) in one array: compare() reads every word's column, and only the words a
   * window relates to any further (most are not said in a given sentence), so the rest cost no read of their own
   */
  readonly weight: number
  readonly ownWeight: number
  readonly columns: Int32Array
  /**
   * per word, whether the statement denies the word's stem somewhere (1), its own word or another ("this" in "have no
   * this of their own; they capture this …"): asked of every firm word of every window compared with it, so worked
   * out here once rather than by a walk over all its words each time
   */
  readonly stemDenied: Uint8Array
  /** the things compared it names */
  readonly named: ReadonlySet<string>
  /** what it says goes from where to where ("heat flows from the hotter body to the colder one": directionsIn) */
  readonly directions: ReadonlyArray<Direction>
  /** how much of what it says ("every host", "exactly one mutable reference": quantitiesIn) */
  readonly quantities: ReadonlyArray<Quantity>
  /** which way it says things go ("increases the reaction rate": changesIn) */
  readonly changes: ReadonlyArray<Change>
  /** what it says in place of what ("reuses one connection instead of opening a new one": alternativesIn) */
  readonly alternatives: ReadonlyArray<Alternative>
  /**
   * its numbers with the words beside them ("port 443": numbersIn), and every number value it, its question and the
   * question's other points or reference say: an answer's number among those is no other number
   */
  readonly numbers: ReadonlyArray<PlacedNumber>
  readonly numberValues: ReadonlySet<number>
  /** counts of every stem of the statement, and the sum of those counts squared */
  readonly stems: ReadonlyMap<string, number>
  readonly stemSquares: number
  /**
   * the same stems and counts in arrays, with each stem's table hash (hashOfText): what an answer's stem numbers
   * (StemNumbers) are looked up by, for every statement compared with every answer
   */
  readonly stemList: ReadonlyArray<string>
  readonly stemHashes: Int32Array
  readonly stemCounts: Int32Array
  /** the summed unit vectors of its own (non-question) words, weighted; null when none has a vector */
  readonly vector: Float32Array | null
  /** the squared length of `vector` */
  readonly vectorSquares: number
  /**
   * what the question's other statements say of each role holder, as "holder|stem|negated" (withSiblings): an answer
   * that says "separate query" of prefetch_related says what another point says of it, not this point's "query"
   * swapped
   */
  readonly siblingsSay: ReadonlySet<string>
  /**
   * whether a sentence of it supposes rather than states ("if it were moved, the pointer would dangle"), read as a
   * reference's sentence; and read as a talking point, where one that opens with a condition closed by a comma claims
   * what follows it ("if two objects are equal, they must return the same hash code"), as an answer's sentence does
   * (without the comma the "if" may be a name: "if let and let else handle the single-pattern case"). Read once here
   * rather than by every window compared with it.
   */
  readonly supposes: boolean
  readonly supposesAsPoint: boolean
}

/**
 * A vector's squared length (of `v`, or of its `length` values from `at`), summed in the order of the dimensions, as
 * cosines of statements and windows are.
 */
export const squaresOf = (v: Float32Array, at = 0, length = v.length): number => {
  let sum = 0
  for (let k = at; k < at + length; k++) sum += v[k]! * v[k]!
  return sum
}

const NOTHING_SAID: ReadonlySet<string> = new Set()

/** The key of a word said of a role holder, with its polarity. */
export const saidKey = (anchor: string, stem: string, underNegation: boolean): string => `${anchor}|${stem}|${underNegation ? 1 : 0}`

/** The statements of one question, each knowing what the others say of each role holder. */
export const withSiblings = (statements: ReadonlyArray<PreparedStatement>): ReadonlyArray<PreparedStatement> => {
  const said = new Set<string>()
  // what a statement says of a thing, read in its sentence rather than its clause alone ("The App Router uses the app
  // directory, where folders are segments and files …" speaks of the App Router's files)
  for (const st of statements) st.words.forEach((w) => {
    const anchor = w.entity ? null : anchorOf(st.text, w, st.entities)
    if (anchor !== null) said.add(saidKey(anchor, w.stem, w.underNegation))
  })
  return said.size === 0 ? statements : statements.map((st) => ({ ...st, siblingsSay: said }))
}

export const prepareStatement = (
  read: MeaningText,
  meaning: MeaningResources,
  compared: ReadonlySet<string>,
  /** the question's statement words, which this statement's words join */
  statementWords?: StatementWords,
  /** a sentence of a reference answer, which names what it speaks of once and goes on about it */
  ofReference = false,
  /**
   * every number value the question, its points and its reference say, this statement's among them (see
   * PreparedStatement.numberValues); without them, the statement's own
   */
  knownNumbers?: ReadonlySet<number>
): PreparedStatement => {
  const text = keptCopy(read)
  const words = text.words
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
  for (const sentence of text.roles) for (const role of sentence) if (role !== null && entities.has(role)) named.add(role)
  const entity = (w: MeaningWord) => named.size > 0 && roleAt(text, w.sentence, w.position) !== null
  const anchors = words.map((w) => (entity(w) || named.size === 0 ? null : anchorOf(text, w, entities, !ofReference || named.size > 1)))
  const anchorSet = new Set(anchors.filter((a): a is string => a !== null))
  const prepared = words.map((w) =>
    entity(w) || statementWords !== undefined
      ? { ...w, entity: entity(w), column: statementWords === undefined ? -1 : statementWords.columnOf(w) }
      : w
  )
  let weight = 0
  let ownWeight = 0
  for (const w of prepared) {
    weight += w.weight
    if (!w.demoted) ownWeight += w.weight
  }
  return {
    text,
    words: prepared,
    entities,
    anchors,
    anchorSet,
    weight,
    ownWeight,
    columns: Int32Array.from(prepared, (w) => w.column),
    stemDenied: Uint8Array.from(prepared, (w) => (prepared.some((v) => v.underNegation && v.stem === w.stem) ? 1 : 0)),
    stems,
    named,
    directions: text.sentences.flatMap((_, s) => directionsIn(text, s)),
    quantities: text.sentences.flatMap((_, s) => quantitiesIn(text, s)),
    changes: text.sentences.flatMap((_, s) => changesIn(text, s)),
    alternatives: text.sentences.flatMap((_, s) => alternativesIn(text, s)),
    numbers: text.sentences.flatMap((_, s) => numbersIn(text, s)),
    numberValues: knownNumbers ?? valuesSaid(text, 0, text.sentences.length - 1),
    stemSquares: sumOfSquares(stems),
    stemList: [...stems.keys()],
    stemHashes: Int32Array.from(stems.keys(), hashOfText),
    stemCounts: Int32Array.from(stems.values()),
    vector: any ? vector : null,
    vectorSquares: any ? squaresOf(vector) : 0,
    siblingsSay: NOTHING_SAID,
    supposes: text.hypothetical.some((h) => h),
    supposesAsPoint: text.hypothetical.some((h, s) => h && (!text.conditional[s] || text.segments[s]!.at(-1) === 0))
  }
}

/**
 * A statement's reading, copied to be kept with the question: the reading itself is left to die young, as an answer's
 * does. V8 allocates in the old generation straight away at a place in the code whose objects have mostly outlived a
 * young-generation collection, and keeps doing so (allocation-site pretenuring): when the bank's questions were all
 * prepared at start-up, readMeaning()'s objects were all kept, and every answer read after it went to the old generation
 * — dead there until a full collection, and holding the answer's young objects it points at (its sentences' stems) alive
 * through every young collection: young collections of ~9 ms (~1 ms without) every few hundred answers, and a full one
 * of ~30 ms every ~350 MB. Every object and array readMeaning() makes is copied here (the words' copies shared between
 * `sentences` and `words` as the originals are).
 */
const keptCopy = (text: MeaningText): MeaningText => {
  const copies = new Map<MeaningWord, MeaningWord>()
  const copyOf = (w: MeaningWord): MeaningWord => {
    let c = copies.get(w)
    if (c === undefined) copies.set(w, (c = { ...w }))
    return c
  }
  return {
    sentences: text.sentences.map((s) => s.map(copyOf)),
    words: text.words.map(copyOf),
    sentenceStart: text.sentenceStart.slice(),
    stems: text.stems.map((s) => s.slice()),
    roles: text.roles.map((s) => s.slice()),
    stemNumbers: new StemNumbers(0, text.stemNumbers),
    stemIds: text.stemIds.map((s) => s.slice()),
    stemSquares: text.stemSquares.slice(),
    pairShared: text.pairShared.slice(),
    segments: text.segments.map((s) => s.slice()),
    negative: text.negative.slice(),
    negativeClauses: text.negativeClauses.slice(),
    wordDenialClauses: text.wordDenialClauses.slice(),
    freshClauses: text.freshClauses.slice(),
    hypothetical: text.hypothetical.slice(),
    conditional: text.conditional.slice()
  }
}

/** Where something goes from and to: the lemmas of each end's content words, and the first of its start. */
export interface Direction {
  readonly from: ReadonlySet<string>
  readonly to: ReadonlySet<string>
  readonly first: string
}

const NO_DIRECTIONS: ReadonlyArray<Direction> = []
/**
 * Degree words of a direction's ends read as one of two: "more" ("higher", "greater", "larger", "bigger") or "less"
 * ("lower", "smaller", "fewer"), so "from a region of greater concentration" and "from … higher concentration" are one end.
 */
const DEGREES: ReadonlyMap<string, string> = new Map([
  ...["more", "high", "higher", "great", "greater", "large", "larger", "big", "bigger"].map((w) => [w, "more"] as const),
  ...["less", "low", "lower", "small", "smaller", "few", "fewer"].map((w) => [w, "less"] as const)
])
const degreeOf = (lemma: string): string => DEGREES.get(lemma) ?? lemma
/** The pole a degree word says ("more" or "less"), or null for any other word. */
export const degreePole = (lemma: string): string | null => DEGREES.get(lemma) ?? null
const TOWARDS = new Set(["to", "into", "onto", "toward", "towards"])

/**
 * What a sentence says goes "from" somewhere "to" somewhere else, in one clause: the content words of each end, at
 * most eight between "from" and "to" and four after it ("from the hotter object to the colder one", "from the zinc
 * anode to the copper cathode"), less those both ends share ("object" of "from the hotter object to the colder object").
 */
export const directionsIn = (text: MeaningText, sentence: number): ReadonlyArray<Direction> => {
  const stems = text.stems[sentence]!
  let f = stems.indexOf("from")
  if (f < 0) return NO_DIRECTIONS
  const clauses = text.segments[sentence]!
  const words = text.sentences[sentence]!
  let out: Array<Direction> | null = null
  for (; f >= 0; f = stems.indexOf("from", f + 1)) {
    let t = f + 1
    while (t < stems.length && t <= f + 8 && clauses[t] === clauses[f] && !TOWARDS.has(stems[t]!)) t++
    if (t >= stems.length || !TOWARDS.has(stems[t]!) || clauses[t] !== clauses[f]) continue
    const start = words.filter((w) => w.position > f && w.position < t).map((w) => degreeOf(w.lemma))
    const end = words.filter((w) => w.position > t && w.position <= t + 4 && clauses[w.position] === clauses[t]).map((w) => degreeOf(w.lemma))
    const source = start.filter((x) => !end.includes(x))
    const target = new Set(end.filter((x) => !start.includes(x)))
    // (the first word that tells the start from the end: "side" of "from the side with lower … to the side with
    // higher …" tells nothing)
    if (source.length > 0 && target.size > 0) (out ??= []).push({ from: new Set(source), to: target, first: source[0]! })
  }
  return out ?? NO_DIRECTIONS
}

/**
 * Whether an answer sentence says a statement's direction the other way round: from where it goes, to where it comes
 * from, and not from where it starts ("from the low end of the pipe up to the high end" against "from the higher end
 * of the pipe to the lower end").
 */
export const reversesDirection = (statement: PreparedStatement, answer: MeaningText, sentence: number): boolean => {
  if (statement.directions.length === 0) return false
  const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
    for (const x of a) if (b.has(x)) return true
    return false
  }
  const saids = directionsIn(answer, sentence)
  for (const d of statement.directions) {
    let reversed = false
    let same = false
    for (const said of saids) {
      if (meets(said.from, d.to) && meets(said.to, d.from) && said.first !== d.first) reversed = true
      if (meets(said.from, d.from) && meets(said.to, d.to)) same = true
    }
    // (a sentence that says it both ways round says each of something of its own: "push uploads from the local branch
    // to the remote, and pull downloads from the remote into the local branch")
    if (reversed && !same) return true
  }
  return false
}

const INDEFINITE = new Set(["a", "an"].map(stem))
const ADDING = new Set(["plus"].map(stem))
const OBJECT_OF = new Set(["to", "from", "into", "onto", "than", "with", "of", "over", "for", "like", "unlike"].map(stem))
/** Words that may stand between "of" and what it names ("threads of the same process", "of its process"). */
const DETERMINERS = new Set(["the", "a", "an", "its", "their", "same", "this", "that", "each", "every"].map(stem))
const S_OF = stem("of")
/** Whether the name at token k is a preposition's object: right after one, or after "of" and determiners. */
const objectAt = (stems: ReadonlyArray<string>, k: number): boolean => {
  if (k === 0) return false
  if (OBJECT_OF.has(stems[k - 1]!)) return true
  let j = k - 1
  while (j >= 0 && DETERMINERS.has(stems[j]!)) j--
  return j >= 0 && j < k - 1 && stems[j] === S_OF
}
