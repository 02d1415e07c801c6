/**
 * Which way a sentence says something goes: up ("raising the temperature increases the rate", "toward higher
 * addresses", "the current doubles") or down ("slows the reaction", "drops to half", "grows downward"), each with the
 * words it is said of (the content words right after it, and the one right before). The same thing said to go the
 * other way ("the current drops" against "the current doubles") is the opposite claim.
 */
import { clauseBit, type MeaningText, type MeaningWord } from "./meaning-text.ts"
import { stem, stemSet } from "./text.ts"

export interface Change {
  /** up (more, faster, higher) or down (less, slower, lower) */
  readonly up: boolean
  /** the sentence that says it */
  readonly sentence: number
  /** the stems of the content words it is said of: those right after it, then the one before it */
  readonly of: ReadonlyArray<string>
  /** the first of them: the thing itself ("temperature" of "raising the temperature", "rate" of "increases the rate") */
  readonly head: string
  /** for a comparison ("heats up faster than the white box"), the stems of what it is compared with; else null */
  readonly than: ReadonlyArray<string> | null
  /** said of "it" or "they" opening the text's first sentence ("It goes down."): the thing the question asks about */
  readonly ofAskedThing: boolean
  /** the thing itself is a word of the question's */
  readonly asked: boolean
  /** its clause in the sentence, and whether a condition opens that clause ("when the temperature rises, …") */
  readonly clause: number
  readonly condition: boolean
}

const UP_VERBS = stemSet(
  "increase increases increased increasing rise rises rose risen rising raise raises raised raising grow grows grew grown growing " +
    "climb climbs climbed expand expands expanded double doubles doubled doubling triple triples tripled accelerate accelerates " +
    "accelerated boost boosts boosted lengthen lengthens widen widens strengthen strengthens swell swells amplify amplifies"
)
const DOWN_VERBS = stemSet(
  "decrease decreases decreased decreasing fall falls fell fallen falling drop drops dropped dropping decline declines declined " +
    "shrink shrinks shrank shrunk reduce reduces reduced reducing lowers lowered slow slows slowed halve halves halved " +
    "contract contracts contracted diminish diminishes diminished shorten shortens weaken weakens lessen lessens decelerate decelerates"
)
/** comparatives and ways: said of the words after them ("toward lower addresses"), else of the one before ("pressure is lower") */
const UP_MORE = stemSet("higher greater larger bigger faster longer stronger upward upwards more")
const DOWN_MORE = stemSet("lower smaller slower shorter weaker downward downwards less fewer")
/** "goes up", "slows down", "speeds up": a particle after a verb says the way by itself */
const [S_UP, S_DOWN, S_SPEED, S_BACK, S_AND, S_OR, S_THE, S_THAN] = ["up", "down", "speed", "back", "and", "or", "the", "than"].map(stem) as [string, ...Array<string>]
const GOING = stemSet("go goes went going gone move moves moved moving head heads")
/** Verbs that say only that a thing comes to be what follows ("gets faster", "becomes slower"), and of going. */
const BECOMING = new Set([...GOING, ...stemSet("get gets got getting become becomes became becoming")])
const WAYS = stemSet("up down upward upwards downward downwards")
/** Verbs that give the thing after them the property a comparative later in the clause says ("makes reads slower"). */
const CAUSATIVES = stemSet("make makes made making render renders rendered keep keeps kept keeping")
/** "double equals", "a double pointer": "double" naming a thing rather than a change */
const NAMING = stemSet("double doubled triple")

/** Content words read after a change word, and the gap allowed before the first of them ("increases the reaction rate"). */
const AFTER = 3
const GAP = 2
/** How far back the word a change is said of may stand ("the current drops", "the pressure above the wing is higher"). */
const BEFORE = 3

/** What a token says of the way things go: nothing, a verb of change, or a comparative. */
type Kind = "none" | "verb" | "more"

/** What token k says of the way things go: a verb of change, a comparative, or nothing; and which way. */
const wayAt = (st: ReadonlyArray<string>, k: number, content: (k: number) => boolean): readonly [Kind, boolean] => {
  const s = st[k]!
  const next = st[k + 1]
  if (s === S_SPEED && next === S_UP) return ["verb", true]
  // ("lower" is both, and read as a comparative: "lowers the temperature" is said of the temperature all the same)
  // ("more slowly", "less often": the word after says the way, and "more" only how much)
  if (QUANTITY.has(s) && next !== undefined && isWay(next)) return ["none", false]
  if (UP_MORE.has(s) || DOWN_MORE.has(s)) return ["more", UP_MORE.has(s)]
  if (UP_VERBS.has(s) || DOWN_VERBS.has(s)) {
    // "double equals", "falls back to": no change said; "grows downward": the way is the word after
    if ((NAMING.has(s) && content(k + 1)) || next === S_BACK || (next !== undefined && WAYS.has(next))) return ["none", false]
    return ["verb", UP_VERBS.has(s)]
  }
  // "goes up", "went down": after a verb of going only (not "sets up", "breaks down", "shut down")
  if ((s === S_UP || s === S_DOWN) && k > 0 && GOING.has(st[k - 1]!)) return ["verb", s === S_UP]
  // "slows down", "rises up": a verb of change with its way after it, read at the way
  if ((s === S_UP || s === S_DOWN) && k > 0 && (UP_VERBS.has(st[k - 1]!) || DOWN_VERBS.has(st[k - 1]!))) return ["verb", s === S_UP]
  return ["none", false]
}
/** Words of how much: "more", "less" and "fewer" say a way only of what they are said of ("more memory", "less dense"). */
const QUANTITY = stemSet("more less fewer")
/** Words that end what a change is said of: "smaller and keys in the right are larger", "larger than any one". */
const JOINS = stemSet("and or but than so while whereas then because")
const joinedBetween = (st: ReadonlyArray<string>, from: number, to: number): boolean => {
  for (let j = from + 1; j < to; j++) if (JOINS.has(st[j]!)) return true
  return false
}
/** The stems of the content words in the few tokens after token k, in its clause. */
const wordsAfter = (words: ReadonlyArray<MeaningWord>, clauses: ReadonlyArray<number>, k: number): ReadonlyArray<string> =>
  words.filter((w) => w.position > k && w.position <= k + AFTER && clauses[w.position] === clauses[k]).map((w) => w.stem)

/** Whether token k stands in a clause opened by a relative or subordinating word before it. */
const OPENERS = stemSet("where when whenever which that who if unless until once while whereas because since")
const subordinate = (st: ReadonlyArray<string>, clauses: ReadonlyArray<number>, k: number): boolean => openedBy(st, clauses, k, OPENERS)
/** Whether a word of `words` stands before token k in its clause. */
const openedBy = (st: ReadonlyArray<string>, clauses: ReadonlyArray<number>, k: number, words: ReadonlySet<string>): boolean => {
  for (let j = k - 1; j >= 0 && clauses[j] === clauses[k]; j--) if (words.has(st[j]!)) return true
  return false
}

/** Whether a sentence pairs comparatives as "the longer …, the fewer …". */
const COMPARED = stemSet("more less fewer")
const correlatives = (st: ReadonlyArray<string>): boolean => {
  let n = 0
  for (let j = 0; j + 1 < st.length; j++) if (st[j] === S_THE && (isWay(st[j + 1]!) || COMPARED.has(st[j + 1]!))) n++
  return n >= 2
}
/** A verb's words after a preposition say by how much or where to ("drops to half"), not what changes. */
const PREPOSITIONS = stemSet("to by from in at into with for of on")
const complementBetween = (st: ReadonlyArray<string>, from: number, to: number): boolean => {
  for (let j = from + 1; j < to; j++) if (PREPOSITIONS.has(st[j]!)) return true
  return false
}
const isWay = (s: string) => UP_VERBS.has(s) || DOWN_VERBS.has(s) || UP_MORE.has(s) || DOWN_MORE.has(s)

/** The changes sentence `s` of `text` says, outside clauses that say a negation (whose reach meaning-text.ts reads). */
export const changesIn = (text: MeaningText, s: number): ReadonlyArray<Change> => {
  const st = text.stems[s]!
  const clauses = text.segments[s]!
  const words = text.sentences[s]!
  // each token's content word, if it is one
  const wordAtPosition = new Array<MeaningWord | undefined>(st.length)
  for (const w of words) wordAtPosition[w.position] = w
  const contentAt = (k: number) => wordAtPosition[k] !== undefined
  const correlative = correlatives(st)
  let out: Array<Change> | null = null
  let lists: ReadonlyArray<ReadonlyArray<number>> | undefined
  for (let k = 0; k < st.length; k++) {
    let [kind, up] = wayAt(st, k, contentAt)
    // any other comparative of a property ("denser", "hotter"): its property goes up, said of what it is said of
    let property: string | null = null
    if (kind === "none") {
      const w = wordAtPosition[k]
      if (w !== undefined && comparativeOf(w.stem, w.lemma)) [kind, up, property] = ["more", true, stem(w.lemma)]
    }
    if (kind === "none") continue
    // "the longer the string, the fewer the swings" relates two things, and says neither goes either way
    if (correlative && kind === "more" && st[k - 1] === S_THE) continue
    // "does not increase", "never drops": a negation's, read as one
    if ((text.negativeClauses[s]! & clauseBit(clauses[k]!)) !== 0) continue
    // "makes the queries that read large tables slower": a comparative that ends its clause, after a causative verb
    // and a clause about the verb's object, is said of that object ("makes the pendulum swing slower" stays said of
    // the swing, the word before it)
    const made = kind === "more" && predicative(st, clauses, k) ? causativeObject(st, clauses, k, contentAt) : -1
    // "toward where the loss grows fastest", "when the resistance doubles": a change that names a place or a
    // condition, claimed by the clause it serves (for a causative's, the clause of the causative)
    // (one in a condition's clause is kept as the cause of a relation, never a claim of its own: "when the temperature
    // rises, the rate increases" is not reversed by "when it falls, the rate decreases")
    const conditional = conditionBefore(st, clauses, made >= 0 ? made : k)
    if (!conditional && subordinate(st, clauses, made >= 0 ? made : k)) continue
    // "grows and shrinks as needed": both ways, neither claimed
    const pair = (j: number) => j >= 0 && j < st.length && isWay(st[j]!)
    if (((st[k + 1] === S_AND || st[k + 1] === S_OR) && pair(k + 2)) || ((st[k - 1] === S_AND || st[k - 1] === S_OR) && pair(k - 2))) continue
    const of: Array<string> = []
    // the token positions of the words it is said of, for the lists they stand in
    const from: Array<number> = []
    if (made >= 0) of.push(st[made]!), from.push(made)
    let at = -1
    for (let w = 0; w < words.length; w++) {
      const x = words[w]!
      if (x.position <= k || clauses[x.position] !== clauses[k]) continue
      // ("speeds up the queries": the way's particle is not what it is said of)
      if (at < 0 && x.position === k + 1 && WAYS.has(x.stem)) continue
      if (at < 0 ? x.position > k + 1 + GAP || joinedBetween(st, k, x.position) || (kind === "verb" && complementBetween(st, k, x.position)) : x.position !== words[at]!.position + 1) break
      if (!isWay(x.stem)) of.push(x.stem), from.push(x.position)
      at = w
      if (of.length === AFTER) break
    }
    // a verb is said of what comes before it too ("the current drops"); a comparative only when nothing follows it
    if (made < 0 && (kind === "verb" || of.length === 0)) {
      for (let w = words.length - 1; w >= 0; w--) {
        const x = words[w]!
        if (x.position >= k || x.position < k - BEFORE || clauses[x.position] !== clauses[k]) continue
        // (past the verb of a way said after it, and a verb of becoming: "lookups slow down", "lookups get faster")
        if (isWay(x.stem) || BECOMING.has(x.stem)) continue
        of.push(x.stem), from.push(x.position)
        break
      }
    }
    // "slows down joins, transactions and migrations": said of each of them
    for (const member of (lists ??= listsIn(st, clauses, contentAt)).length === 0 ? NO_POSITIONS : membersWith(lists, from)) {
      if (!of.includes(st[member]!)) of.push(st[member]!)
    }
    // ("less dense than water": the comparison after the property)
    const thanAt = kind !== "more" ? -1 : st[k + 1] === S_THAN ? k + 1 : QUANTITY.has(st[k]!) && st[k + 2] === S_THAN ? k + 2 : -1
    const than = thanAt >= 0 ? wordsAfter(words, clauses, thanAt) : null
    if (property !== null) of.unshift(property)
    const ofAskedThing = s === 0 && kind === "verb" && PRONOUNS.has(st[0]!) && onlyGoingBetween(words, 0, k) && of.every((x) => GOING.has(x))
    if (of.length > 0 || ofAskedThing) {
      const head = words.find((w) => w.stem === of[0])
      ;(out ??= []).push({ up, sentence: s, of, head: of[0] ?? st[0]!, than, ofAskedThing, asked: head !== undefined && head.demoted, clause: clauses[k]!, condition: conditional })
    }
  }
  return out ?? NO_CHANGES
}
const NO_CHANGES: ReadonlyArray<Change> = []

/** A comparison a "than" completes: which property, which way ("faster" and "slower": one property, two ways). */
export interface Comparison {
  /** the property: the comparative's lemma ("cheap" of "cheaper"), or its pair's up word ("faster" for "slower"), or
   * the lemma of what "more" or "less" is said of ("expensive") */
  readonly property: string
  readonly up: boolean
  /** the comparative's token position */
  readonly at: number
}
/** The up word of each pair of comparatives that say one property ("slower" and "faster" both say speed). */
const PAIR_OF = new Map(
  [["faster", "slower"], ["higher", "lower"], ["larger", "smaller"], ["bigger", "smaller"], ["greater", "smaller"], ["longer", "shorter"],
    ["stronger", "weaker"], ["upward", "downward"], ["upwards", "downwards"], ["more", "less"], ["more", "fewer"]]
    .flatMap(([up, down]) => [[stem(up!), stem(up!)], [stem(down!), stem(up!)]] as const)
)
/** How far before "than" its comparative may stand ("faster random access than"). */
const COMPARED_WITHIN = 4

/** The comparison that "than" at token `thanAt` of sentence `s` completes, or null when no comparative stands close before it. */
export const comparisonBefore = (text: MeaningText, s: number, thanAt: number): Comparison | null => {
  const st = text.stems[s]!
  const clauses = text.segments[s]!
  for (let k = thanAt - 1; k >= 0 && k >= thanAt - COMPARED_WITHIN && clauses[k] === clauses[thanAt]; k--) {
    const x = st[k]!
    // "more expensive than", "less dense than": the property is the word after (its lemma)
    if (QUANTITY.has(x) && k + 1 < thanAt) return { property: wordAt(text, s, k + 1)?.lemma ?? st[k + 1]!, up: x === S_MORE, at: k }
    if (UP_MORE.has(x) || DOWN_MORE.has(x)) return { property: PAIR_OF.get(x) ?? x, up: UP_MORE.has(x), at: k }
    const w = wordAt(text, s, k)
    if (w !== undefined && comparativeOf(w.stem, w.lemma)) return { property: w.lemma, up: true, at: k }
  }
  return null
}
const S_MORE = stem("more")
const wordAt = (text: MeaningText, s: number, k: number): MeaningWord | undefined => text.sentences[s]!.find((w) => w.position === k)
const NO_POSITIONS: ReadonlyArray<number> = []

/** Whether the comparative at k ends what it says: the last word of its clause, or followed by a join or "than". */
const predicative = (st: ReadonlyArray<string>, clauses: ReadonlyArray<number>, k: number): boolean =>
  k + 1 === st.length || clauses[k + 1] !== clauses[k] || JOINS.has(st[k + 1]!)

/**
 * The position of the object of a causative verb before k in its clause when a relative clause about the object
 * stands between them ("makes the queries that read large tables slower"), or -1.
 */
const causativeObject = (st: ReadonlyArray<string>, clauses: ReadonlyArray<number>, k: number, content: (k: number) => boolean): number => {
  for (let j = k - 1; j >= 0 && clauses[j] === clauses[k]; j--) {
    if (!CAUSATIVES.has(st[j]!)) continue
    let object = -1
    for (let o = j + 1; o < k; o++) {
      if (object < 0 && content(o)) object = o
      else if (object >= 0 && RELATIVES.has(st[o]!)) return object
    }
    return -1
  }
  return -1
}
const RELATIVES = stemSet("that which who whose where")

/** A list's member: at most this many content words in a row ("schema changes"). */
const MEMBER_WORDS = 2

/**
 * The lists a sentence gives, each as the positions of its members' words: "joins, transactions and migrations",
 * "A, B, or C". A list has a comma before its next-to-last member and "and" or "or" before its last; the members
 * between stand alone between commas, and the first may end a longer clause ("slows down joins, …").
 */
export const listsIn = (st: ReadonlyArray<string>, clauses: ReadonlyArray<number>, content: (k: number) => boolean): ReadonlyArray<ReadonlyArray<number>> => {
  let lists: Array<Array<number>> | null = null
  // the start of the member of content words ending at `end`, or -1 when `end` is no content word
  const startOf = (end: number): number => {
    if (end < 0 || !content(end)) return -1
    let start = end
    while (start > 0 && end - start + 1 < MEMBER_WORDS && content(start - 1) && clauses[start - 1] === clauses[end]) start--
    return start
  }
  const boundaryBefore = (k: number) => k > 0 && clauses[k] !== clauses[k - 1]
  for (let a = 1; a + 1 < st.length; a++) {
    if ((st[a] !== S_AND && st[a] !== S_OR) || !content(a + 1)) continue
    const next = startOf(a - 1)
    // the next-to-last member follows a comma
    if (next < 0 || !boundaryBefore(next)) continue
    // the last member: its two words when nothing said follows them ("and schema changes."), else its first
    // ("and migrations get faster")
    const members: Array<number> = [a + 1]
    if (a + 2 < st.length && content(a + 2) && clauses[a + 2] === clauses[a + 1] && !(a + 3 < st.length && content(a + 3) && clauses[a + 3] === clauses[a + 1])) members.push(a + 2)
    for (let j = next; j < a; j++) members.push(j)
    // members before it, each after a comma, up to the first (which may end a longer clause)
    let start = next
    while (start > 0) {
      const end = start - 1
      let first = startOf(end)
      if (first < 0 || clauses[end] === clauses[start]) break
      // a member standing alone between commas, or the first, of which only its last word is taken, and not after
      // a preposition ("with sharding, joins, …": the first clause says how, and names no member)
      const alone = first === 0 || boundaryBefore(first)
      if (!alone && PREPOSITIONS.has(st[end - 1]!)) break
      if (!alone) first = end
      for (let j = first; j <= end; j++) members.push(j)
      if (!alone) break
      start = first
    }
    ;(lists ??= []).push(members)
  }
  return lists ?? NO_LISTS
}
const NO_LISTS: ReadonlyArray<ReadonlyArray<number>> = []

/** Every word of the lists that have a member word at one of `positions`. */
const membersWith = (lists: ReadonlyArray<ReadonlyArray<number>>, positions: ReadonlyArray<number>): ReadonlyArray<number> => {
  let out: Array<number> | null = null
  for (const list of lists) if (positions.some((p) => list.includes(p))) (out ??= []).push(...list)
  return out ?? NO_POSITIONS
}
/** Whether a word is the comparative of its lemma: "denser" of "dense", "hotter" of "hot", "easier" of "easy". */
const comparativeOf = (word: string, lemma: string): boolean =>
  word !== lemma && word.endsWith("er") && lemma.length >= 3 &&
  (word === `${lemma}r` || word === `${lemma}er` || word === `${lemma}${lemma.at(-1)}er` || (lemma.endsWith("y") && word === `${lemma.slice(0, -1)}ier`))
/** "It goes down.", "They increase.": the text's first word a pronoun, and only a verb of going before the change. */
const PRONOUNS = stemSet("it they")
const onlyGoingBetween = (words: ReadonlyArray<MeaningWord>, from: number, k: number): boolean => {
  for (const w of words) if (w.position > from && w.position < k && !GOING.has(w.stem)) return false
  return k - from <= BEFORE
}

const shares = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  for (const x of a) if (b.includes(x)) return true
  return false
}

/**
 * Whether an answer sentence's changes say a statement's thing goes the other way: one of them shares a word with a
 * change of the statement and goes the other way, where neither says that word goes both ways ("volume rises while
 * density falls"; "in series the total is larger …, in parallel smaller"). A statement sentence that relates two
 * changes ("raising the temperature increases the rate") is reversed by the relation only: an answer that gives both
 * of them says the same when it turns both round ("cooling it lowers the rate") and the opposite when it turns one.
 */
export const reversesChange = (statement: ReadonlyArray<Change>, said: ReadonlyArray<Change>): boolean => {
  for (const a of said) {
    if (a.condition) continue
    for (const t of statement) {
      if (t.condition) continue
      if (!(shares(a.of, t.of) || (a.ofAskedThing && t.asked)) || !sameComparison(t, a)) continue
      const related = relationOf(statement, t, said, a)
      if (related !== null) {
        if (!related) return true
        continue
      }
      if (a.up === t.up) continue
      if (statement.some((u) => u.up === a.up && shares(u.of, a.of))) continue
      if (!said.some((b) => b.up === t.up && shares(b.of, t.of))) return true
    }
  }
  return false
}

/**
 * Whether two changes compare with the same thing, or neither compares: "black heats up faster than white" is not
 * reversed by "white heats up slower", which speaks of the other one.
 */
const sameComparison = (t: Change, a: Change): boolean =>
  t.than === null ? a.than === null : a.than !== null && shares(t.than, a.than)

/** Whether a condition opens the clause of token k before it ("when", "if", "once", "whenever"). */
const conditionBefore = (st: ReadonlyArray<string>, clauses: ReadonlyArray<number>, k: number): boolean => openedBy(st, clauses, k, CONDITIONS)
const CONDITIONS = stemSet("when whenever if once")
/**
 * Whether two changes of one sentence are a relation: said in one clause ("raising the temperature increases the
 * rate"), or one in a condition's clause ("when the temperature rises, the rate increases"); two in clauses one after
 * the other ("makes it expand, so its volume increases") are two claims.
 */
const relation = (x: Change, y: Change): boolean => x.clause === y.clause || x.condition || y.condition

/**
 * Whether the answer keeps the relation the statement's sentence gives between change `t` and another of its changes
 * (the answer's `a` said of t's words, and another of the answer's of the other's): true or false, or null when the
 * statement gives no relation or the answer says only one side of it.
 */
const relationOf = (statement: ReadonlyArray<Change>, t: Change, said: ReadonlyArray<Change>, a: Change): boolean | null => {
  for (const t2 of statement) {
    if (t2 === t || t2.sentence !== t.sentence || t2.head === t.head || !relation(t, t2)) continue
    for (const a2 of said) {
      // (an answer may say the two sides in two sentences: "The temperature is lowered. That slows the reaction.")
      if (a2 === a || a2.head === a.head || (a2.sentence === a.sentence && !relation(a, a2)) || !shares(a2.of, t2.of)) continue
      return (t.up === t2.up) === (a.up === a2.up)
    }
  }
  return null
}
