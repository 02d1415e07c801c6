/**
 * How much of something a sentence says: "every host", "exactly one mutable reference", "hundreds of keys", "only a
 * few rows", "always", "its own stack". Each quantity is an extent (all, one, many, few, some, none, and each: one for
 * each holder) and the content words right after it in its clause, the first or the last of them the word it is said
 * of. Two extents of the same thing that cannot both hold ("every host receives it" and "exactly one host receives it")
 * say opposite things. "No", "never" and "nothing" are not
 * read here: they are negations (meaning-text.ts), whose reach is read there; "none of" is read as a count too, against
 * what another quantity says plainly ("none of the noble gases have a full shell" against "all noble gases have").
 */
import { clauseBit, type MeaningText, type MeaningWord } from "./meaning-text.ts"
import { stem, stemSet } from "./text.ts"

/** "each": one of its own for each holder ("each thread has its own stack", "one connection per request") */
export type Extent = "all" | "one" | "many" | "few" | "some" | "none" | "each"

export interface Quantity {
  readonly extent: Extent
  /** the first of the content words right after it, in a row ("mutable" of "one mutable reference") */
  readonly head: MeaningWord
  /**
   * the stems of those words: what it is said of is among them, the first or the last ("hundreds of keys", "one
   * mutable reference", "all of the keys move")
   */
  readonly of: ReadonlyArray<string>
  /** the stems of the content words before it in its clause (what has or does that much) */
  readonly by: ReadonlyArray<string>
  /** its clause says a negation ("every row has a non-null value"; a "none" always) */
  readonly negative: boolean
}

// "each" goes one by one ("a new timeout on each call" beside "a single call" at the end), and says no extent
const ALL = stemSet("all every always entire whole everyone everything")
const MANY = stemSet("many multiple several numerous lots hundreds thousands millions countless most majority usually often mostly various")
const FEW = stemSet("few handful rarely seldom occasionally minority")
const SOME = stemSet("some sometimes")
const [S_NONE, S_OF, S_OWN, S_PER, S_ON] = ["none", "of", "own", "per", "on"].map(stem) as [string, string, string, string, string]
/** "its own stack", "their own copy": one for each holder */
const POSSESSIVES = stemSet("its their his her")
/** "one shared stack", "one lock shared by all", "one common pool": one thing for all */
const SHARING = stemSet("shared common")
const MEASURES = stemSet("as too how so")
const NEARLY = stemSet("almost nearly virtually practically")
const JUST = stemSet("only just exactly solely")
const [S_NOT, S_AT, S_LEAST, S_MOST, S_ONE, S_SINGLE, S_A, S_AN, S_ANY, S_NUMBER, S_LOT, S_ONLY, S_THE, S_OR] =
  ["not", "at", "least", "most", "one", "single", "a", "an", "any", "number", "lot", "only", "the", "or"].map(stem) as [string, ...Array<string>]

/**
 * Every stem extentAt() can find a quantity at: any other is passed over with one lookup rather than one in each list
 * (every stem of every sentence an answer compares is asked).
 */
const OPENERS: ReadonlySet<string> = new Set([...ALL, ...MANY, ...FEW, ...SOME, ...NEARLY, ...JUST, ...POSSESSIVES, ...stemSet("not at one a an any lot none")])

/** A quantity's words start at most this many tokens after its extent's words ("hundreds of the keys"). */
const GAP = 3

/** Opposed extents: of the same thing, one rules the other out. */
const OPPOSED: Record<Extent, ReadonlySet<Extent>> = {
  all: new Set(["few", "one", "none"]),
  one: new Set(["all", "many", "each"]),
  many: new Set(["one", "few", "none"]),
  few: new Set(["all", "many"]),
  some: new Set(["none"]),
  none: new Set(["all", "many", "some"]),
  // one for each holder against one for them all ("each thread has its own stack", "all threads share one stack")
  each: new Set(["one"])
}
export const opposedExtents = (a: Extent, b: Extent): boolean => OPPOSED[a].has(b)

/** The extent a quantity phrase starting at token k says, and the token after the phrase; null for none. */
const extentAt = (st: ReadonlyArray<string>, k: number): readonly [Extent, number] | null => {
  const s = st[k]!
  if (!OPENERS.has(s)) return null
  const next = st[k + 1]
  const before = st[k - 1]
  if (s === S_NOT && next !== undefined && ALL.has(next)) return ["some", k + 2]
  // "none of the noble gases": the one negation that is a count of a thing, against "all noble gases" ("non-key"
  // stems alike, without the "of")
  if (s === S_NONE) return next === S_OF ? ["none", k + 1] : null
  if (NEARLY.has(s) && next !== undefined && ALL.has(next)) return ["many", k + 2]
  if (s === S_AT && next === S_LEAST) return ["some", k + (st[k + 2] === S_ONE ? 3 : 2)]
  if (s === S_AT && next === S_MOST && st[k + 2] === S_ONE) return ["one", k + 3]
  if (JUST.has(s)) {
    // "not just one or two servers" says more than one
    if (before === S_NOT) return null
    if (next === S_ONE && st[k + 2] === S_OR) return null
    if (next === S_ONE || next === S_SINGLE) return ["one", k + (st[k + 2] === S_SINGLE ? 3 : 2)]
    if (next === S_A && st[k + 2] === S_SINGLE) return ["one", k + 3]
    if (s === S_ONLY && next !== undefined && (SOME.has(next) || FEW.has(next))) return ["few", k + 2]
    if (s === S_ONLY && next === S_A && st[k + 2] !== undefined && FEW.has(st[k + 2]!)) return ["few", k + 3]
    return null
  }
  if (ALL.has(s)) {
    // "not hoisted at all", "not all", "almost all": read at "at", "not", "almost" (or no quantity)
    if (before === S_AT || before === S_NOT || (before !== undefined && NEARLY.has(before))) return null
    return ["all", k + (next === S_SINGLE ? 2 : 1)]
  }
  // "its own stack": one for each holder; "on its own", "of its own" say alone
  if (POSSESSIVES.has(s)) return next === S_OWN && before !== S_ON && before !== S_OF ? ["each", k + 2] : null
  // "one connection per request", "a stack per thread": one for each
  if ((s === S_ONE || s === S_A || s === S_AN) && next !== undefined && st[k + 2] === S_PER) return ["each", k + 1]
  // one alone is often no count ("one of", "the one that", "one request at a time" beside "many connections"):
  // "one single", "a single" are, and one shared ("one shared stack", "one copy shared by all instances")
  if (s === S_ONE && next === S_SINGLE) return ["one", k + 2]
  if (s === S_A && next === S_SINGLE) return ["one", k + 2]
  if (s === S_ONE && next !== undefined && SHARING.has(next)) return ["one", k + 2]
  if (s === S_ONE && next !== undefined && st[k + 2] !== undefined && SHARING.has(st[k + 2]!)) return ["one", k + 1]
  if (s === S_ANY && next === S_NUMBER) return ["many", k + 2]
  if (s === S_LOT) return ["many", k + 1]
  // "the most common": a superlative, no quantity
  // "as few passes as possible", "too many runs", "how many": a measure, no claim of one
  if ((MANY.has(s) || FEW.has(s)) && before !== undefined && MEASURES.has(before)) return null
  if (MANY.has(s)) return s === S_MOST && before === S_THE ? null : ["many", k + 1]
  if (FEW.has(s)) return [before === S_A ? "some" : "few", k + 1]
  if (SOME.has(s)) return ["some", k + 1]
  return null
}

/**
 * The quantities sentence `s` of `text` says, each with the run of content words right after it, in its clause
 * ("exactly one mutable reference", "almost all of the keys").
 */
export const quantitiesIn = (text: MeaningText, s: number): ReadonlyArray<Quantity> => {
  const st = text.stems[s]!
  const clauses = text.segments[s]!
  const words = text.sentences[s]!
  let out: Array<Quantity> | null = null
  for (let k = 0; k < st.length; k++) {
    const found = extentAt(st, k)
    if (found === null) continue
    const [extent, end] = found
    let first = 0
    while (first < words.length && words[first]!.position < end) first++
    const start = words[first]
    if (start !== undefined && start.position <= end + GAP && clauses[start.position] === clauses[k]) {
      let last = first
      while (last + 1 < words.length && words[last + 1]!.position === words[last]!.position + 1) last++
      const of = words.slice(first, last + 1).map((w) => w.stem)
      const by = words.filter((w) => w.position < k && clauses[w.position] === clauses[k]).map((w) => w.stem)
      const negative = (text.negativeClauses[s]! & clauseBit(clauses[k]!)) !== 0
      ;(out ??= []).push({ extent, head: words[first]!, of, by, negative })
    }
    k = end - 1
  }
  return out ?? NONE_SAID
}
const NONE_SAID: ReadonlyArray<Quantity> = []

/**
 * Whether two quantities are of the same word: their words' first or last is the same; or, for one of its own for
 * each, any of them ("its own separate copy" against "one copy shared by all").
 */
const sameWord = (a: Quantity, b: Quantity): boolean =>
  a.of[0] === b.of[0] || a.of[a.of.length - 1] === b.of[b.of.length - 1] ||
  ((a.extent === "each" || b.extent === "each") && a.of.some((x) => b.of.includes(x)))

/**
 * Whether two quantities may be said of the same subject: the words before each in its clause share one, or one of
 * them has none ("coherence requires at most one implementation" is not what "a generic parameter allows many
 * implementations" denies).
 */
const sameSubject = (a: Quantity, b: Quantity): boolean => {
  if (a.by.length === 0 || b.by.length === 0) return true
  for (const x of a.by) if (b.by.includes(x)) return true
  return false
}

/**
 * Whether a quantity said in an answer is opposed to what a statement says of the same thing: of the statement's
 * quantities of the same word (sameWord), those that share most of their words with it, each one opposed ("exactly one mutable
 * reference" against "any number of mutable references", and not "any number of shared references"). `sameThing`
 * says whether the two are said of the same thing compared, when the question compares things.
 */
export const opposesQuantity = (said: Quantity, statement: ReadonlyArray<Quantity>, sameThing: (q: Quantity) => boolean): boolean => {
  let most = 0
  let opposed = false
  for (const q of statement) {
    if (!sameWord(q, said) || !sameThing(q) || !sameSubject(q, said)) continue
    // "none of the rows can be null" says "every row has a non-null value": a "none" opposes only what is said plainly
    if ((q.extent === "none" && said.negative) || (said.extent === "none" && q.negative)) continue
    let shared = 0
    for (const x of said.of) if (q.of.includes(x)) shared++
    if (shared < most) continue
    const against = opposedExtents(q.extent, said.extent)
    opposed = shared > most ? against : opposed && against
    most = shared
  }
  return opposed
}
