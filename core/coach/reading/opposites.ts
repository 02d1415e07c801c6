/**
 * Opposites that WordNet does not list, or lists only for other senses: pairs from software and interview
 * talk (stateful/stateless, synchronous/asynchronous, before/after …) and the prefix and suffix families
 * (un-, non-, in-/im-/ir-/il- on adjectives, -less/-ful). Compared by lemma.
 */

/**
 * Opposite properties: pairs of adjectives (and their adverbs) one of which alone carries a claim ("strings are
 * mutable" against "immutable"), unlike the relational and counting words of the list ("before", "first", "more"),
 * verbs ("keep", "allow") and WordNet's looser antonyms ("take"/"give", "new"/"old"), which say the opposite only
 * together with the rest of a sentence.
 */
const PROPERTY_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["fast", "slow"], ["faster", "slower"], ["quick", "slow"], ["cheap", "expensive"], ["cheap", "costly"],
  ["sorted", "unsorted"], ["ordered", "unordered"], ["synchronous", "asynchronous"], ["sync", "async"],
  ["blocking", "nonblocking"], ["mutable", "immutable"], ["stateful", "stateless"], ["static", "dynamic"],
  ["statically", "dynamically"], ["strong", "weak"], ["strict", "loose"], ["shallow", "deep"], ["explicit", "implicit"],
  ["lazy", "eager"], ["optimistic", "pessimistic"], ["inclusive", "exclusive"], ["safe", "unsafe"],
  ["valid", "invalid"], ["correct", "incorrect"], ["reliable", "unreliable"], ["connected", "connectionless"],
  ["guaranteed", "unguaranteed"], ["finite", "infinite"], ["lightweight", "heavyweight"], ["simple", "complex"],
  ["easy", "hard"], ["visible", "hidden"], ["consistent", "inconsistent"], ["available", "unavailable"],
  ["parallel", "sequential"], ["concurrent", "sequential"], ["directed", "undirected"], ["weighted", "unweighted"],
  ["balanced", "unbalanced"], ["stable", "unstable"], ["pure", "impure"], ["sparse", "dense"], ["warm", "cold"],
  ["hot", "cold"], ["tight", "loose"], ["tightly", "loosely"], ["rigid", "flexible"], ["mandatory", "optional"],
  ["required", "optional"], ["persistent", "ephemeral"], ["legacy", "modern"], ["preemptive", "cooperative"],
  ["clustered", "nonclustered"], ["normalized", "denormalized"], ["random", "sequential"], ["common", "rare"],
  ["often", "rarely"], ["frequently", "rarely"], ["huge", "small"], ["huge", "tiny"], ["large", "tiny"],
  ["large", "small"], ["big", "small"], ["private", "public"], ["local", "global"], ["concrete", "abstract"],
  ["positive", "negative"], ["good", "bad"], ["better", "worse"], ["unique", "duplicate"],
  ["greater", "less"], ["greater", "smaller"], ["greater", "lower"], ["lifo", "fifo"], ["manual", "automatic"]
]

/** An adjective's adverb, by the regular rules ("lazy" → "lazily", "simple" → "simply", "basic" → "basically"). */
const adverbOf = (adjective: string): string =>
  adjective.endsWith("ly") ? adjective
  : /[^aeiou]y$/.test(adjective) ? `${adjective.slice(0, -1)}ily`
  : /[^aeiou]le$/.test(adjective) ? `${adjective.slice(0, -1)}y`
  : adjective.endsWith("ic") ? `${adjective}ally`
  : `${adjective}ly`

/** Adjectives whose adverb is not made by the rules: "hard" ("hardly" is "barely"), "fast", "good" ("well"); none of "lifo". */
const IRREGULAR_ADVERBS = new Set(["hard", "fast", "good", "lifo", "fifo"])

/**
 * The properties said as adverbs too ("yields items lazily" against "builds them eagerly"): each pair of adjectives'
 * regular adverbs, where neither is already a word of the list ("often") and both adverbs are regular.
 */
const ADVERB_PAIRS: ReadonlyArray<readonly [string, string]> = (() => {
  const words = new Set(PROPERTY_PAIRS.flat())
  return PROPERTY_PAIRS.filter(([a, b]) => !IRREGULAR_ADVERBS.has(a) && !IRREGULAR_ADVERBS.has(b)).flatMap(([a, b]) => {
    const [x, y] = [adverbOf(a), adverbOf(b)]
    return words.has(x) || words.has(y) || x === a || y === b ? [] : [[x, y] as const]
  })
})()

/** Every other listed pair (with the properties above and the actions below, our list of opposites). */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["before", "after"], ["first", "last"], ["early", "late"], ["earlier", "later"], ["start", "end"], ["more", "less"],
  ["more", "fewer"], ["high", "low"], ["higher", "lower"], ["larger", "smaller"], ["long", "short"],
  ["longer", "shorter"], ["many", "few"], ["most", "least"], ["maximum", "minimum"], ["max", "min"],
  ["always", "never"], ["all", "none"], ["true", "false"], ["same", "different"], ["equal", "different"],
  ["inner", "outer"], ["vertical", "horizontal"], ["open", "close"], ["enqueue", "dequeue"], ["succeed", "fail"],
  ["success", "failure"], ["positive", "negative"], ["ascending", "descending"], ["upper", "lower"],
  ["top", "bottom"], ["parent", "child"], ["input", "output"], ["read", "write"], ["send", "receive"],
  ["import", "export"], ["compile", "runtime"], ["frontend", "backend"], ["physical", "logical"],
  ["generic", "specific"], ["light", "heavy"], ["constant", "linear"], ["linear", "logarithmic"],
  ["linear", "quadratic"], ["inside", "outside"], ["internal", "external"], ["primary", "secondary"],
  ["single", "multiple"], ["hoist", "unhoisted"], ["normalize", "denormalize"], ["stack", "heap"],
  ["overestimate", "underestimate"], ["overfit", "underfit"], ["upstream", "downstream"], ["copy", "reference"],
  ["value", "reference"],
  // direction and degree
  ["increase", "lower"], ["improve", "worsen"], ["improve", "degrade"], ["contiguous", "scatter"],
  ["expand", "collapse"], ["often", "seldom"], ["narrow", "wide"], ["toward", "away"], ["towards", "away"],
  ["along", "against"],
  // quantity and modality
  ["always", "sometimes"], ["require", "optional"],
  // what happens to a thing (and VERB_PAIRS below)
  ["share", "separate"], ["accept", "drop"], ["include", "omit"], ["hit", "miss"], ["inbound", "outbound"],
  ["ingress", "egress"],
  // software pairs
  ["compile", "interpret"], ["rvalue", "lvalue"], ["eventual", "strong"]
]

/**
 * Opposite actions, listed here only: verbs that say the opposite of one another when done to the same thing
 * ("absorbs heat" against "releases heat", "adds a row" against "removes a row"). Not "open"/"close", said of states as
 * much as of acts.
 */
const VERB_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["increase", "decrease"], ["increase", "reduce"], ["grow", "shrink"], ["include", "exclude"], ["allow", "prevent"],
  ["allow", "forbid"], ["allow", "block"], ["add", "remove"], ["insert", "delete"], ["encrypt", "decrypt"],
  ["encode", "decode"], ["serialize", "deserialize"], ["compress", "decompress"], ["accept", "reject"],
  ["enable", "disable"], ["raise", "lower"], ["gain", "lose"], ["keep", "discard"], ["keep", "drop"],
  ["preserve", "discard"], ["preserve", "lose"], ["hide", "expose"], ["grant", "deny"], ["allow", "deny"],
  ["acquire", "release"], ["absorb", "release"], ["absorb", "emit"], ["attract", "repel"], ["speed", "slow"],
  ["push", "pop"], ["keep", "remove"]
]

/** Growth classes of complexity (meaning-text.ts reads "O(1)" as "constant"): any two say different things. */
const GROWTH_CLASSES = ["constant", "logarithmic", "linear", "linearithmic", "quadratic", "cubic", "exponential"]
const GROWTH = new Set(GROWTH_CLASSES)
/** Whether a lemma names a growth class of complexity ("constant", "linear", "quadratic" …). */
export const isGrowthClass = (lemma: string): boolean => GROWTH.has(lemma)
const GROWTH_PAIRS = GROWTH_CLASSES.flatMap((a, i) => GROWTH_CLASSES.slice(i + 1).map((b) => [a, b] as const))

const listed = new Set([...PROPERTY_PAIRS.flat(), ...ADVERB_PAIRS.flat(), ...PAIRS.flat(), ...VERB_PAIRS.flat(), ...GROWTH_CLASSES])
const pairs = new Set<string>()
for (const [a, b] of [...PROPERTY_PAIRS, ...ADVERB_PAIRS, ...PAIRS, ...VERB_PAIRS, ...GROWTH_PAIRS]) {
  pairs.add(`${a}|${b}`)
  pairs.add(`${b}|${a}`)
}

// Adjective endings for which in-/im-/ir-/il- negate ("immutable", "inconsistent", "irreversible", "illegal").
const ADJECTIVE = /(?:able|ible|ive|ent|ant|al|ic|ous|ure|ect|ete|ite|ary|ful|ble|ed|id|ar)$/

const prefixed = (long: string, short: string): boolean => {
  if (short.length < 3 || long.length <= short.length || !long.endsWith(short)) return false
  const prefix = long.slice(0, long.length - short.length).replace(/-$/, "")
  if (prefix === "un" || prefix === "non" || prefix === "dis") return short.length >= 3
  if (prefix === "a") return /^(?:synchronous|symmetric|typical|cyclic|social|moral|political)$/.test(short)
  if (prefix === "in" || prefix === "im" || prefix === "ir" || prefix === "il") return short.length >= 4 && ADJECTIVE.test(short)
  return false
}

const suffixed = (a: string, b: string): boolean => {
  const less = (w: string) => (w.endsWith("less") ? w.slice(0, -4) : null)
  const ful = (w: string) => (w.endsWith("ful") ? w.slice(0, -3) : null)
  const la = less(a)
  const lb = less(b)
  if (la !== null && la.length >= 3) return ful(b) === la || b === la
  if (lb !== null && lb.length >= 3) return ful(a) === lb || a === lb
  return false
}

/** Whether two lemmas say opposite things: a listed pair, one the other with a negating prefix, or -less against -ful. */
export const opposed = (a: string, b: string): boolean => {
  if (a === b) return false
  // A listed pair; else only a word a prefix or -less/-ful longer than the other (one to four letters) can be one.
  if (listed.has(a) && pairs.has(`${a}|${b}`)) return true
  const d = a.length > b.length ? a.length - b.length : b.length - a.length
  if (d === 0 || d > 4) return false
  return prefixed(a, b) || prefixed(b, a) || suffixed(a, b)
}

/** Whether a word is one of a listed pair: such a word carries the claim even when it is a small word ("before"). */
export const opposable = (word: string): boolean => listed.has(word)

const properties = new Set<string>()
for (const [a, b] of [...PROPERTY_PAIRS, ...ADVERB_PAIRS]) {
  properties.add(`${a}|${b}`)
  properties.add(`${b}|${a}`)
}

/** Whether two lemmas are opposite properties: a listed pair of them, or one the other with a negating prefix. */
export const opposedProperties = (a: string, b: string): boolean => {
  if (a === b) return false
  if (properties.has(`${a}|${b}`)) return true
  const d = a.length > b.length ? a.length - b.length : b.length - a.length
  return d > 0 && d <= 4 && (prefixed(a, b) || prefixed(b, a))
}


const actions = new Set<string>()
for (const [a, b] of VERB_PAIRS) {
  actions.add(`${a}|${b}`)
  actions.add(`${b}|${a}`)
}

/** Whether two lemmas are opposite actions (VERB_PAIRS). */
export const opposedActions = (a: string, b: string): boolean => actions.has(`${a}|${b}`)

const propertyWords = new Set([...PROPERTY_PAIRS.flat(), ...ADVERB_PAIRS.flat()])
/**
 * Whether a lemma is one of the listed opposite properties ("mutable", "lazily"), or a participle of one read as its
 * verb ("sorted" and "ordered" have the lemmas "sort" and "order").
 */
export const isProperty = (lemma: string): boolean => propertyWords.has(lemma) || propertyWords.has(`${lemma}ed`)
