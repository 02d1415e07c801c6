/**
 * Opposites that WordNet does not list, or lists only for other senses: pairs from software and interview
 * talk (stateful/stateless, synchronous/asynchronous, before/after …) and the prefix and suffix families
 * (un-, non-, in-/im-/ir-/il- on adjectives, -less/-ful). Compared by lemma.
 */

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["before", "after"], ["first", "last"], ["early", "late"], ["earlier", "later"], ["start", "end"],
  ["fast", "slow"], ["faster", "slower"], ["quick", "slow"], ["speed", "slow"], ["cheap", "expensive"],
  ["increase", "decrease"], ["increase", "reduce"], ["grow", "shrink"], ["more", "less"], ["more", "fewer"],
  ["high", "low"], ["higher", "lower"], ["large", "small"], ["larger", "smaller"], ["big", "small"],
  ["long", "short"], ["longer", "shorter"], ["many", "few"], ["most", "least"], ["maximum", "minimum"],
  ["max", "min"], ["always", "never"], ["all", "none"], ["true", "false"],
  ["unique", "duplicate"], ["same", "different"], ["equal", "different"], ["sorted", "unsorted"],
  ["ordered", "unordered"], ["synchronous", "asynchronous"], ["sync", "async"], ["blocking", "nonblocking"],
  ["mutable", "immutable"], ["stateful", "stateless"], ["static", "dynamic"], ["strong", "weak"],
  ["strict", "loose"], ["shallow", "deep"], ["private", "public"], ["local", "global"], ["inner", "outer"],
  ["explicit", "implicit"], ["lazy", "eager"], ["optimistic", "pessimistic"], ["vertical", "horizontal"],
  ["include", "exclude"], ["inclusive", "exclusive"], ["allow", "prevent"], ["allow", "forbid"],
  ["allow", "block"], ["add", "remove"], ["insert", "delete"], ["open", "close"], ["encrypt", "decrypt"],
  ["encode", "decode"], ["serialize", "deserialize"], ["compress", "decompress"], ["push", "pop"],
  ["enqueue", "dequeue"], ["accept", "reject"], ["succeed", "fail"], ["success", "failure"],
  ["safe", "unsafe"], ["valid", "invalid"], ["correct", "incorrect"], ["positive", "negative"],
  ["connected", "connectionless"], ["reliable", "unreliable"], ["guaranteed", "unguaranteed"],
  ["ascending", "descending"], ["upper", "lower"], ["top", "bottom"],
  ["parent", "child"], ["input", "output"], ["read", "write"], ["send", "receive"], ["import", "export"],
  ["compile", "runtime"], ["frontend", "backend"], ["physical", "logical"],
  ["concrete", "abstract"], ["generic", "specific"], ["finite", "infinite"], ["light", "heavy"],
  ["lightweight", "heavyweight"], ["simple", "complex"], ["easy", "hard"], ["constant", "linear"],
  ["linear", "logarithmic"], ["linear", "quadratic"], 
  ["enable", "disable"], ["visible", "hidden"], ["hot", "cold"], ["inside", "outside"], ["internal", "external"],
  ["primary", "secondary"], ["single", "multiple"], ["hoist", "unhoisted"],
  ["preemptive", "cooperative"], ["clustered", "nonclustered"], ["normalized", "denormalized"],
  ["normalize", "denormalize"], ["consistent", "inconsistent"], ["available", "unavailable"],
  ["stack", "heap"], ["overestimate", "underestimate"],
  ["overfit", "underfit"], ["upstream", "downstream"], ["parallel", "sequential"],
  ["concurrent", "sequential"], ["directed", "undirected"], ["weighted", "unweighted"],
  ["balanced", "unbalanced"], ["stable", "unstable"], ["pure", "impure"], ["sparse", "dense"],
  ["copy", "reference"], ["value", "reference"],
  // direction and degree
  ["increase", "lower"], ["raise", "lower"], ["improve", "worsen"], ["improve", "degrade"], ["gain", "lose"],
  ["huge", "small"], ["huge", "tiny"], ["large", "tiny"], ["warm", "cold"], ["tight", "loose"], ["tightly", "loosely"],
  ["rigid", "flexible"], ["contiguous", "scatter"], ["expand", "collapse"], ["often", "rarely"], ["often", "seldom"],
  ["frequently", "rarely"], ["common", "rare"], ["narrow", "wide"], ["cheap", "costly"],
  // quantity and modality
  ["always", "sometimes"], ["require", "optional"], ["required", "optional"],
  ["mandatory", "optional"],
  // what happens to a thing
  ["keep", "discard"], ["keep", "drop"], ["preserve", "discard"], ["preserve", "lose"], ["share", "separate"],
  ["hide", "expose"], ["grant", "deny"], ["allow", "deny"], ["accept", "drop"], ["acquire", "release"],
  ["include", "omit"], ["hit", "miss"], ["inbound", "outbound"], ["ingress", "egress"],
  // software pairs
  ["random", "sequential"], ["compile", "interpret"], ["statically", "dynamically"], ["rvalue", "lvalue"],
  ["lifo", "fifo"], ["eventual", "strong"], ["legacy", "modern"], ["persistent", "ephemeral"]
]

/** Growth classes of complexity (meaning-text.ts reads "O(1)" as "constant"): any two say different things. */
const GROWTH_CLASSES = ["constant", "logarithmic", "linear", "linearithmic", "quadratic", "cubic", "exponential"]
const GROWTH = new Set(GROWTH_CLASSES)
/** Whether a lemma names a growth class of complexity ("constant", "linear", "quadratic" …). */
export const isGrowthClass = (lemma: string): boolean => GROWTH.has(lemma)
const GROWTH_PAIRS = GROWTH_CLASSES.flatMap((a, i) => GROWTH_CLASSES.slice(i + 1).map((b) => [a, b] as const))

const listed = new Set([...PAIRS.flat(), ...GROWTH_CLASSES])
const pairs = new Set<string>()
for (const [a, b] of [...PAIRS, ...GROWTH_PAIRS]) {
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
