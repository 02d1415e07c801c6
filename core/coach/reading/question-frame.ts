/**
 * How a question frames reading an answer for meaning: its own words are demoted (repeating the question proves
 * nothing), and the things it sets against each other ("TCP and UDP", "WHERE vs HAVING") hold roles.
 */
import { type IndexedAnswer, indexAnswer, sentenceOf, SPAN } from "./answer-index.ts"
import { inQuestion, inQuestionExactly, isContentToken } from "./lexicon.ts"
import { stem } from "./text.ts"
import type { Word } from "./words.ts"

/** What the question gives to reading: its content stems, and which of them name the things it compares. */
export interface QuestionFrame {
  readonly stems: ReadonlySet<string>
  readonly demoted: (stem: string) => boolean
  /** the things the question sets against each other ("TCP and UDP", "WHERE vs HAVING"): the role holders' keys */
  readonly compared: ReadonlySet<string>
  /** how a text names each of them, by their names' first stem (longest first) and by their initials' stem (rolesIn) */
  readonly namesByFirst: ReadonlyMap<string, ReadonlyArray<NameSequence>>
  readonly namesByInitials: ReadonlyMap<string, RoleName>
  /**
   * stems its talking points' cues name that everyday reading passes over ("this" and "new" for JavaScript's arrow
   * functions): read as content words, so a statement "with new" is compared with an answer's "new"
   */
  readonly keyStems: ReadonlySet<string>
  /** the question's word an unknown answer word is a slip of, or null (spelling.ts); none when not given */
  readonly spelling?: (token: string) => Word | null
}

const NO_STEMS: ReadonlySet<string> = new Set()

/** Stems a frame remembers the demotion of, at most (a bank answer brings ~60 distinct ones). */
const DEMOTED_KEPT = 4096

/** How a question frames reading: its own words are demoted, the things it compares hold roles. */
export const questionFrame = (
  text: string,
  stems: ReadonlySet<string>,
  keyStems: ReadonlySet<string> = NO_STEMS,
  spelling?: (token: string) => Word | null,
  reference?: string
): QuestionFrame => {
  const demoted = new Map<string, boolean>()
  const names = new Map<string, RoleName>()
  const add = (sentence: FramedSentence, group: ReadonlyArray<Span>) => {
    for (const name of roleNames(sentence, group)) {
      const known = names.get(name.key)
      names.set(name.key, known === undefined ? name : { ...known, sequences: [...known.sequences, ...name.sequences] })
    }
  }
  for (const sentence of COMPARING.test(text) ? indexAnswer(text).sentences : []) {
    const content = sentence.tokens.map((t) => isContentToken(t))
    for (const group of comparedIn(sentence, content)) add(sentence, group)
  }
  // A question that compares nothing, answered by a reference that sets two things against each other ("Cache hits
  // are served from fast memory, while misses go to slower storage"): those two are the things compared.
  if (names.size === 0 && reference !== undefined) for (const name of contrastedNames(reference)) names.set(name.key, name)
  // one thing alone is compared with nothing
  const compared = names.size >= 2 ? new Set(names.keys()) : new Set<string>()
  const namesByFirst = new Map<string, Array<NameSequence>>()
  const namesByInitials = new Map<string, RoleName>()
  if (compared.size > 0) for (const name of names.values()) {
    if (name.initials !== null) namesByInitials.set(stem(name.initials), name)
    for (const sequence of name.sequences) {
      const list = namesByFirst.get(sequence[0]!) ?? []
      list.push({ name, sequence })
      namesByFirst.set(sequence[0]!, list.sort((a, b) => b.sequence.length - a.sequence.length))
    }
  }
  return {
    stems,
    compared,
    namesByFirst,
    namesByInitials,
    keyStems,
    ...(spelling === undefined ? {} : { spelling }),
    demoted: (s) => {
      // a short stem is the question's only as one of its stems: that set is small and in cache, where the cache of
      // every stem seen (thousands) mostly is not
      if (inQuestionExactly(s)) return stems.has(s)
      let d = demoted.get(s)
      if (d === undefined) {
        // what answers bring is unbounded (slips, names, numbers) and a frame lives as long as its question: the cache
        // starts afresh past a bound, which changes no reading (inQuestion is pure)
        if (demoted.size >= DEMOTED_KEPT) demoted.clear()
        demoted.set(s, (d = inQuestion(s, stems)))
      }
      return d
    }
  }
}

/**
 * Everyday words that name something in code or ownership ("this", "self", "super", "new", "own") when a talking
 * point's cue looks for them (stems per alternative, as compiled): "own this" and "with new" for JavaScript's arrow
 * functions, where everyday reading passes over them or weighs them as filler, and so cannot tell "have their own
 * this and can be used with new" from "have no this of their own … cannot be used with new".
 */
export const cueKeyStems = (alternatives: Iterable<ReadonlyArray<string>>): ReadonlySet<string> => {
  const out = new Set<string>()
  for (const alternative of alternatives) for (const s of alternative) if (CODE_WORDS.has(s)) out.add(s)
  return out
}
const CODE_WORDS = new Set(["this", "self", "super", "new", "own"])

/** A question that sets things against each other says so. */
const COMPARING = /\b(?:differ\w*|compar\w*|contrast\w*|versus|vs\.?|choose|prefer|pick|than|both)\b|\bor\b[^.?]*\?/i

const CHOOSING = new Set(["which", "choose", "prefer", "pick", "should", "better", "when", "differ", "differs", "difference"])
/** Words that choose one thing over another ("choose useReducer over useState"). */
const CHOOSING_OVER = new Set(["choose", "prefer", "pick"])
/** "how does yield differ from return", "how is exec different from fork" */
const DIFFERING = new Set(["differ", "differs", "different", "differently"])

/** Words between a joining word and a name that are not counted as words looked at ("and on the heap"). */
const PASSED_OVER = new Set(["the", "a", "an", "on", "in", "at", "of", "for", "with", "to", "by"])

const JOINING = new Set(["and", "or", "vs", "versus", "v", "between"])
/**
 * Words that name no thing compared, though they may stand next to a joining word ("any" and "never" are everyday
 * words far more often than TypeScript's types: read as names, every "never returns" would be said of one).
 */
const NOT_COMPARED = new Set([
  "the", "a", "an", "of", "in", "on", "to", "for", "with", "by", "from", "as", "is", "are", "be", "it", "its", "this",
  "that", "these", "those", "what", "how", "why", "when", "which", "do", "does", "you", "your", "we", "i", "they",
  "them", "their", "any", "all", "no", "not", "never", "none", "some", "each", "every", "both", "either", "neither",
  "another", "other", "across", "through", "into", "onto", "over", "under", "within", "without", "about", "like"
])
/** Words passed over between a joining word and the name it joins ("and their wrapper classes"). */
const POSSESSIVES = new Set(["their", "its", "your", "our", "my"])
/** Words that give examples rather than set things against each other ("resources like files or sockets"). */
const EXAMPLES = new Set(["like", "such", "including", "example", "examples", "eg"])
/** Words that open a comparison and are no part of a name ("compare merge sort", "the difference between"). */
const opens = (token: string): boolean =>
  token.startsWith("compar") || token.startsWith("differ") || token.startsWith("contrast") || CHOOSING.has(token) ||
  token === "between" || token === "explain" || token === "both"
/** Forms of "be", "have" and "do", which extend no name ("a process being I/O-bound" names "I/O-bound"). */
const AUXILIARIES = new Set(["be", "being", "been", "is", "are", "was", "were", "has", "have", "having", "had", "does", "do", "doing", "did"])
/** Prefixes written as words of their own ("non-clustered"): they tell a name apart only together with what follows. */
const NOT_ALONE = new Set(["non", "un", "anti", "semi", "multi", "pre", "post", "sub", "co", "self", "de", "re"])

/** One word, or its plural ("spoon", "spoons"). */
const sameWord = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s`

/** A sentence as comparedIn reads it. */
export interface FramedSentence {
  readonly text: string
  readonly tokens: ReadonlyArray<string>
  readonly stems: ReadonlyArray<string>
  readonly segmentOf: ReadonlyArray<number>
}

/** Tokens first..last of a sentence: one name. */
interface Span {
  readonly first: number
  readonly last: number
}

/** A way of naming one of the things compared: a sequence of stems. */
export interface NameSequence {
  readonly name: RoleName
  readonly sequence: ReadonlyArray<string>
}

/** One of the things a question compares, and how a text names it. */
export interface RoleName {
  /** the word that tells it apart ("breadth" of "breadth-first search"), or its name where no one word does */
  readonly key: string
  /** the stem sequences that name it: its whole name, and the one word that tells it apart where that is safe alone */
  readonly sequences: ReadonlyArray<ReadonlyArray<string>>
  /** its initials, for a name of three or more words ("bfs" of "breadth-first search"), else null */
  readonly initials: string | null
  /**
   * the stems of its words the question wrote as a participle ("buffer" of "buffered"): a text names it by such a word
   * only written so too ("the buffer is full" speaks of no buffered channel)
   */
  readonly participles?: ReadonlyArray<string>
}

/**
 * Whether each token is written joined to the next, with no space between ("breadth-first", "app.use", "I/O"): one
 * written word. Tokens not found where they should be (contractions expanded) join nothing.
 */
const joinedToNext = (sentence: FramedSentence): Array<boolean> => {
  const text = sentence.text.toLowerCase()
  const joined = new Array<boolean>(sentence.tokens.length).fill(false)
  let end = -1
  sentence.tokens.forEach((token, i) => {
    const at = text.indexOf(token, Math.max(0, end))
    if (at < 0 || (end >= 0 && at - end > 6)) {
      end = -1
      return
    }
    if (end >= 0 && i > 0) {
      const between = text.slice(end, at)
      joined[i - 1] = between.length > 0 && between.length <= 2 && /^[-./:]+$/.test(between)
    }
    end = at + token.length
  })
  return joined
}

/**
 * The things a sentence of a question sets against each other, as groups of names: either side of "and", "or" or
 * "vs" ("the difference between TCP and UDP", "WHERE versus HAVING"), every item of a list compared ("the
 * differences between var, let and const"), "X differs from Y", "choose X over Y", and two names of one kind set
 * apart by "than" or "compared with" ("a metal spoon … than a wooden spoon").
 */
export const comparedIn = (sentence: FramedSentence, content: ReadonlyArray<boolean>): Array<Array<Span>> => {
  const { tokens, stems, segmentOf } = sentence
  const joined = joinedToNext(sentence)
  const groups: Array<Array<Span>> = []
  const unitStart = (k: number) => {
    while (k > 0 && joined[k - 1]) k--
    return k
  }
  const unitEnd = (k: number) => {
    while (k < tokens.length - 1 && joined[k]) k++
    return k
  }
  const unitHasContent = (a: number, b: number) => {
    for (let k = a; k <= b; k++) if (content[k]) return true
    return false
  }
  /** A written word that may extend a name ("instance method", "layer 7"): no opener nor glue, in the clause. */
  const extendsName = (a: number, b: number, segment: number) =>
    segmentOf[a] === segment && segmentOf[b] === segment && !JOINING.has(tokens[a]!) && !NOT_COMPARED.has(tokens[a]!) &&
    !PASSED_OVER.has(tokens[a]!) && !opens(tokens[a]!) && !AUXILIARIES.has(tokens[a]!) && (unitHasContent(a, b) || /^(?:[a-z]{3,}|[\d.]+)$/.test(tokens[a]!))
  /**
   * The name nearest a joining word at `at` on one side (step -1 before, 1 after), in its clause: one written word,
   * and the written word beyond it ("merge sort", "breadth-first search"). A word that is no content word is a name
   * only right next to the joining word ("let or var", "layer 4 and").
   */
  const nearest = (at: number, step: number, segment = segmentOf[at]!): { span: Span; words: number } | null => {
    for (let k = at + step, passed = 0; k >= 0 && k < tokens.length && passed < 3; k += step) {
      const token = tokens[k]!
      if (segmentOf[k] !== segment || JOINING.has(token)) return null
      const adjacent = k === at + step || (segmentOf[k - step] !== segment)
      // a word written into a name with content is part of it ("all" of "Promise.all")
      const written = unitStart(k) !== unitEnd(k) && unitHasContent(unitStart(k), unitEnd(k))
      if (!content[k] && !written && !(adjacent && !NOT_COMPARED.has(token) && !opens(token))) {
        if (!PASSED_OVER.has(token) && !POSSESSIVES.has(token)) return null
        passed++
        continue
      }
      if (NOT_COMPARED.has(token) && !written) return null
      if (opens(token)) return null
      let first = unitStart(k)
      let last = unitEnd(k)
      if (segmentOf[first] !== segment || segmentOf[last] !== segment) return null
      const beyond = step < 0 ? first - 1 : last + 1
      if (beyond >= 0 && beyond < tokens.length) {
        const a = step < 0 ? unitStart(beyond) : beyond
        const b = step < 0 ? beyond : unitEnd(beyond)
        if (extendsName(a, b, segment)) return { span: step < 0 ? { first: a, last } : { first, last: b }, words: 2 }
      }
      return { span: { first, last }, words: 1 }
    }
    return null
  }
  /** The word before a name, past articles and the like. */
  const before = (span: Span): string | undefined => {
    let k = span.first - 1
    while (k >= 0 && PASSED_OVER.has(tokens[k]!)) k--
    return tokens[k]
  }
  /**
   * Both names, the right one no longer than the left ("a clustered and a non-clustered index": not "index"); with
   * `named`, only names that are not verbs ("running JavaScript in Node.js differs from running it in the browser").
   */
  const pairAt = (left: number, right: number, named = false): void => {
    const l = nearest(left, -1)
    const r = nearest(right, 1)
    if (l === null || r === null) return
    if (named && [l.span, r.span].some((s) => tokens[s.first]!.endsWith("ing"))) return
    const rSpan = r.words > l.words ? { first: r.span.first, last: unitEnd(r.span.first) } : r.span
    groups.push([l.span, rSpan])
  }
  /** The items of a list before the name at `span` ("between const, constexpr and consteval"): null when none. */
  const listBefore = (span: Span): Array<Span> | null => {
    let k = span.first - 1
    while (k >= 0 && segmentOf[k] === segmentOf[span.first] && PASSED_OVER.has(tokens[k]!)) k--
    if (k < 0 || segmentOf[k] === segmentOf[span.first]) return null
    const items: Array<Span> = []
    // each clause before it that is only a name, then the clause that opens the list with its last name
    for (let segment = segmentOf[k]!; k >= 0; segment = segmentOf[k]!) {
      const item = nearest(k + 1, -1, segment)
      if (item === null) return null
      items.unshift(item.span)
      let j = item.span.first - 1
      while (j >= 0 && segmentOf[j] === segment && PASSED_OVER.has(tokens[j]!)) j--
      if (j < 0 || segmentOf[j] === segment) return items
      k = j
    }
    return items
  }
  /**
   * Two names of one kind told apart by their first words: a name within a few words after `from` and, before `at` in
   * its clause, one that ends with the same word ("wooden spoon" … "metal spoon", "end-to-end test" … "unit test").
   * Without that the words compare no things ("faster than at random", "monthly … compared with the previous month").
   */
  const sameKind = (at: number, from: number): void => {
    const segment = segmentOf[at]!
    let first = -1
    for (let j = from; j < Math.min(tokens.length, from + 5) && segmentOf[j] === segment; j++) {
      if (!content[j]) continue
      if (first === -1) first = j
      else for (let k = at - 1; k > 0 && segmentOf[k - 1] === segment; k--) {
        if (!sameWord(tokens[k]!, tokens[j]!) || !content[k - 1]) continue
        // the other name holds this one's first word ("water flow" … "normal water flow"): not told apart by it
        if (!stems.slice(first, j).includes(stems[k - 1]!)) groups.push([{ first: k - 1, last: k }, { first, last: j }])
        return
      }
    }
  }
  // "and" joins compared things only after "between", "both" or "compare" ("the difference between TCP and UDP"), or
  // in a sentence that asks how they differ; "or" in a question that asks for a choice; "vs" always.
  let opened = false
  const choosing = tokens.some((t) => CHOOSING.has(t))
  const choosingOver = tokens.some((t) => CHOOSING_OVER.has(t))
  // "how do select_related and prefetch_related solve it differently", "what are useMemo and useCallback, how do they
  // differ": the clause that asks how they differ, or any clause when it asks how "they" differ
  const differing = new Set<number>()
  let theyDiffer = false
  tokens.forEach((token, i) => {
    if (token === "differently" || token === "differ" || token === "compare") differing.add(segmentOf[i]!)
    if (tokens[i - 1] === "they" && (token === "differ" || token === "compare")) theyDiffer = true
  })
  let both = false
  tokens.forEach((token, i) => {
    if (token === "between" || token.startsWith("compar") || token === "differ" || token === "differs") opened = true
    if (token === "both") both = true
    const joins = token === "vs" || token === "versus" || token === "v" ||
      (token === "and" && (opened || both || theyDiffer || differing.has(segmentOf[i]!))) || (token === "or" && choosing)
    if (joins) {
      const left = nearest(i, -1)
      // "both X and Y" sets X and Y side by side only right after "both" ("both on one machine and across many" not)
      if (token === "and" && both && !opened && !theyDiffer && !differing.has(segmentOf[i]!) && (left === null || before(left.span) !== "both")) return
      // "resources like files or sockets" gives examples
      if (left !== null && token === "or" && tokens.slice(Math.max(0, left.span.first - 3), left.span.first).some((t) => EXAMPLES.has(t))) return
      const list = left === null ? null : listBefore(left.span)
      if (list !== null) {
        const right = nearest(i, 1)
        if (right !== null) groups.push([...list, left!.span, { first: right.span.first, last: unitEnd(right.span.first) }])
      } else pairAt(i, i)
    }
    if (token === "from" && DIFFERING.has(tokens[i - 1] ?? "")) pairAt(i - 1, i, true)
    else if (token === "over" && choosingOver) pairAt(i, i, true)
    // "a metal spoon feels colder than a wooden spoon", "a unit test compared with an end-to-end test"
    // (not "rather than" nor "compare with": the bank's two questions framed so, a pointer receiver rather than a value
    // receiver and a B+ tree index compared with a hash index, have model answers that then read as swapping them)
    if (token === "than" && tokens[i - 1] !== "rather") sameKind(i, i + 1)
    else if (token === "compared" && (tokens[i + 1] === "with" || tokens[i + 1] === "to")) sameKind(i, i + 2)
  })
  return groups
}

const CONTRASTING = /\b(?:while|whereas)\b/i
/** The two things a reference sets against each other in one sentence (contrastedIn), or none. */
const contrastedNames = (reference: string): Array<RoleName> => {
  if (!CONTRASTING.test(reference)) return []
  const found = indexAnswer(reference).sentences.flatMap((sentence) => {
    const group = contrastedIn(sentence, sentence.tokens.map((t) => isContentToken(t)))
    return group === null ? [] : [roleNames(sentence, group)]
  })
  return found.length === 1 && found[0]!.length === 2 ? found[0]! : []
}
/** Words before a subject that are no part of its name. */
const DETERMINERS = new Set(["the", "a", "an", "each", "every", "all", "most", "any", "in", "on", "with", "for"])
/**
 * The subjects of a sentence's two clauses set apart by ", while" or ", whereas" ("Cache hits are served from fast
 * memory, while misses go to slower storage"; "random reads need a seek, whereas sequential reads stream"): each the
 * run of content words that opens its clause, cut after the word both share where they share one ("random reads",
 * "sequential reads"), else one or two words that a small word follows ("cache hits are"). Null where either is not
 * found so.
 */
const contrastedIn = (sentence: FramedSentence, content: ReadonlyArray<boolean>): Array<Span> | null => {
  const { tokens, stems, segmentOf } = sentence
  let at = -1
  for (let i = 1; i < tokens.length; i++) {
    if ((tokens[i] === "while" || tokens[i] === "whereas") && segmentOf[i] !== segmentOf[i - 1]) {
      if (at >= 0) return null
      at = i
    }
  }
  if (at < 0) return null
  const runFrom = (from: number, end: number): Span | null => {
    let first = from
    while (first < end && DETERMINERS.has(tokens[first]!)) first++
    let last = first - 1
    while (last + 1 < end && content[last + 1] && segmentOf[last + 1] === segmentOf[first]) last++
    return last < first ? null : { first, last }
  }
  const a = runFrom(0, at)
  const b = runFrom(at + 1, tokens.length)
  if (a === null || b === null) return null
  // the word both runs share ("reads"): each name ends there
  for (let i = a.first; i <= a.last; i++) {
    for (let j = b.first; j <= b.last; j++) {
      if (stems[i] === stems[j] && (i > a.first || j > b.first)) return [{ first: a.first, last: i }, { first: b.first, last: j }]
    }
  }
  // else each by its whole run (named by a word of its own by roleNames: "cache" of "cache hits", "misses"); by its head
  // alone ("hits") a right answer's "every hit …, every miss …" read as a swap
  const short = (span: Span) => span.last - span.first < 2 && !content[span.last + 1]
  return short(a) && short(b) ? [a, b] : null
}

/**
 * The names of one group of things compared: each known by what tells it apart from the others (the words left when
 * the words all share at either end are taken away: "breadth" and "depth" of "breadth-first search" and "depth-first
 * search", "4" and "7" of "layer 4" and "layer 7"). That word names it alone when it is a content word no other name
 * holds ("tcp", "merge" of "merge sort"); otherwise only the whole name does ("app.use", "layer 7", "non-clustered").
 */
export const roleNames = (sentence: FramedSentence, group: ReadonlyArray<Span>): Array<RoleName> => {
  const spans = group.map((s) => ({ stems: sentence.stems.slice(s.first, s.last + 1), tokens: sentence.tokens.slice(s.first, s.last + 1) }))
  // a number alone names no thing ("a prime between 20 and 30")
  if (spans.some((s) => s.tokens.every((t) => NUMBER.test(t)))) return []
  // one name inside another is the same thing, qualified ("Rust enums" and "enums in C"), unless a prefix sets it
  // apart ("clustered" and "non-clustered")
  for (const a of spans) for (const b of spans) {
    if (a === b || !a.stems.every((x) => b.stems.includes(x))) continue
    if (!b.tokens.some((t, k) => !a.stems.includes(b.stems[k]!) && NOT_ALONE.has(t))) return []
  }
  // words of the question written into another name ("tree" of "LSM-tree" against "B-tree engines") tell none apart
  const joined = joinedToNext(sentence)
  const compounded = new Set<string>()
  sentence.stems.forEach((stem, k) => {
    if ((joined[k] || joined[k - 1]) && !group.some((s) => k >= s.first && k <= s.last)) compounded.add(stem)
  })
  const shortest = Math.min(...spans.map((s) => s.stems.length))
  let prefix = 0
  while (prefix < shortest && spans.every((s) => s.stems[prefix] === spans[0]!.stems[prefix])) prefix++
  let suffix = 0
  while (suffix < shortest - prefix && spans.every((s) => s.stems[s.stems.length - 1 - suffix] === spans[0]!.stems[spans[0]!.stems.length - 1 - suffix])) suffix++
  const names = spans.map((span, i) => {
    const others = new Set(spans.flatMap((o, j) => (j === i ? [] : o.stems)))
    const from = prefix
    const to = span.stems.length - suffix
    const alone = (k: number) =>
      isContentToken(span.tokens[k]!) && !NOT_ALONE.has(span.tokens[k]!) && !NUMBER.test(span.tokens[k]!) && !others.has(span.stems[k]!) &&
      !compounded.has(span.stems[k]!)
    const word = to <= from ? null : alone(from) ? span.stems[from]! : alone(to - 1) ? span.stems[to - 1]! : null
    const key = word ?? (to > from ? span.stems.slice(from, to) : span.stems).join(" ")
    const letters = span.tokens.every((t) => /^[a-z]+$/.test(t))
    const participles = span.stems.filter((x, k) => PARTICIPLE.test(span.tokens[k]!) && x !== span.tokens[k])
    return {
      key,
      sequences: word === null || span.stems.length === 1 ? [span.stems] : [span.stems, [word]],
      initials: letters && span.tokens.length >= 3 ? span.tokens.map((t) => t[0]).join("") : null,
      ...(participles.length > 0 ? { participles } : {})
    }
  })
  return new Set(names.map((n) => n.key)).size === names.length ? names : []
}

/**
 * Per token of a sentence, the key of the thing compared it names, or null: the longest name that starts at it, or
 * its initials ("BFS"). A name written into a longer word names nothing there: "a shared_ptr-managed object" speaks of
 * an object, "an LSM-tree" of no B-tree. Empty when the question compares nothing. With `starts` (ascending), only
 * names starting there are looked for: where a name's first word or initials occur (rolesOfText).
 */
export const rolesIn = (frame: QuestionFrame, sentence: FramedSentence, starts?: ReadonlyArray<number>): ReadonlyArray<string | null> => {
  if (frame.compared.size === 0) return NO_ROLES
  const { stems, tokens } = sentence
  let roles: Array<string | null> | null = null
  let joined: Array<boolean> | null = null
  // the first token no name found so far covers
  let free = 0
  const count = starts === undefined ? stems.length : starts.length
  for (let i = 0; i < count; i++) {
    const first = starts === undefined ? i : starts[i]!
    if (first < free) continue
    let found: { name: RoleName; length: number } | null = null
    for (const { name, sequence } of frame.namesByFirst.get(stems[first]!) ?? NO_SEQUENCES) {
      let at = 1
      while (at < sequence.length && stems[first + at] === sequence[at]) at++
      if (at === sequence.length) {
        found = { name, length: at }
        break
      }
    }
    if (found === null) {
      const name = frame.namesByInitials.get(stems[first]!)
      if (name === undefined || name.initials !== tokens[first]) continue
      found = { name, length: 1 }
    }
    joined ??= joinedToNext(sentence)
    free = first + found.length
    const last = free - 1
    // (a word written on as the whole name goes on still names it: "hash-prefixed fields" for "hash-prefixed private field")
    const whole = found.name.sequences[0]!
    if ((joined[last] && !whole.includes(stems[last + 1]!)) || (first > 0 && joined[first - 1] && !whole.includes(stems[first - 1]!))) continue
    if (found.name.participles !== undefined && !writtenAsIn(found.name.participles, stems, tokens, first, last)) continue
    roles ??= new Array<string | null>(stems.length).fill(null)
    for (let j = first; j <= last; j++) roles[j] = found.name.key
  }
  return roles ?? NO_ROLES
}

/** A word the question wrote as a participle ("buffered", "clustered"). */
const PARTICIPLE = /[a-z]{3}ed$/
/** Whether tokens first..last write each of the name's participles as one ("unbuffered" yes, "buffer" no). */
const writtenAsIn = (participles: ReadonlyArray<string>, stems: ReadonlyArray<string>, tokens: ReadonlyArray<string>, first: number, last: number): boolean => {
  for (let j = first; j <= last; j++) if (participles.includes(stems[j]!) && !PARTICIPLE.test(tokens[j]!)) return false
  return true
}

/**
 * rolesIn for every sentence of a text, looked for only where a name's first word or initials occur (the text's index
 * finds them at once): most sentences name none.
 */
export const rolesOfText = (frame: QuestionFrame, indexed: IndexedAnswer): ReadonlyArray<ReadonlyArray<string | null>> => {
  if (frame.compared.size === 0) return NO_TEXT_ROLES
  let starts: Array<Array<number> | undefined> | null = null
  const note = (stem: string) => {
    for (const place of indexed.occurrences.get(stem) ?? NO_PLACES) ((starts ??= [])[sentenceOf(place)] ??= []).push(place % SPAN)
  }
  for (const stem of frame.namesByFirst.keys()) note(stem)
  for (const stem of frame.namesByInitials.keys()) if (!frame.namesByFirst.has(stem)) note(stem)
  if (starts === null) return NO_TEXT_ROLES
  const found = starts as Array<Array<number> | undefined>
  return indexed.sentences.map((sentence, s) => {
    const at = found[s]
    return at === undefined ? NO_ROLES : rolesIn(frame, sentence, at.sort((a, b) => a - b))
  })
}
const NO_TEXT_ROLES: ReadonlyArray<ReadonlyArray<string | null>> = []
const NO_PLACES: ReadonlyArray<number> = []
const NO_ROLES: ReadonlyArray<string | null> = []
const NO_SEQUENCES: ReadonlyArray<NameSequence> = []
const NUMBER = /^[\d.]+$/
