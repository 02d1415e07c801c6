/**
 * How a question frames reading an answer for meaning: its own words are demoted (repeating the question proves
 * nothing), and the things it sets against each other ("TCP and UDP", "WHERE vs HAVING") hold roles.
 */
import { indexAnswer } from "./answer-index.ts"
import { inQuestion, isContentToken } from "./lexicon.ts"
import type { Word } from "./words.ts"

/** What the question gives to reading: its content stems, and which of them name the things it compares. */
export interface QuestionFrame {
  readonly stems: ReadonlySet<string>
  readonly demoted: (stem: string) => boolean
  /** the things the question sets against each other ("TCP and UDP", "WHERE vs HAVING"): the role holders */
  readonly compared: ReadonlySet<string>
  /**
   * stems its talking points' cues name that everyday reading passes over ("this" and "new" for JavaScript's arrow
   * functions): read as content words, so a statement "with new" is compared with an answer's "new"
   */
  readonly keyStems: ReadonlySet<string>
  /** the question's word an unknown answer word is a slip of, or null (spelling.ts); none when not given */
  readonly spelling?: (token: string) => Word | null
}

const NO_STEMS: ReadonlySet<string> = new Set()

/** How a question frames reading: its own words are demoted, the things it compares hold roles. */
export const questionFrame = (
  text: string,
  stems: ReadonlySet<string>,
  keyStems: ReadonlySet<string> = NO_STEMS,
  spelling?: (token: string) => Word | null
): QuestionFrame => {
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
    keyStems,
    ...(spelling === undefined ? {} : { spelling }),
    demoted: (s) => {
      let d = demoted.get(s)
      if (d === undefined) demoted.set(s, (d = inQuestion(s, stems)))
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
const COMPARING = /\b(?:differ\w*|compar\w*|contrast\w*|versus|vs\.?|choose|prefer|pick|than)\b|\bor\b[^.?]*\?/i

const CHOOSING = new Set(["which", "choose", "prefer", "pick", "should", "better", "when", "differ", "differs", "difference"])

/** Words between a joining word and a name that are not counted as words looked at ("and on the heap"). */
const PASSED_OVER = new Set(["the", "a", "an", "on", "in", "at", "of", "for", "with", "to"])

const JOINING = new Set(["and", "or", "vs", "versus", "v", "between"])
const NOT_COMPARED = new Set([
  "the", "a", "an", "of", "in", "on", "to", "for", "with", "is", "are", "be", "it", "its", "this", "that", "these",
  "those", "what", "how", "why", "when", "which", "do", "does", "you", "your", "we", "i", "they", "them", "their"
])

/** One word, or its plural ("spoon", "spoons"). */
const sameWord = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s`

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
  /** The name nearest a joining word on one side: its first and its last word ("method overloading"). */
  const nearest = (from: number, step: number, segment: number): { first: number; last: number } | null => {
    // articles and the like do not count towards the two words looked at ("on the stack and on the heap")
    for (let k = from, n = 0; k >= 0 && k < tokens.length && n < 2; k += step) {
      if (JOINING.has(tokens[k]!) || segmentOf[k] !== segment) return null
      // "var, let and classes": the end of a list of three or more, whose items are not set against each other
      // a keyword compared is a thing too: "WHERE and HAVING", "let or var"
      if (content[k] || (k === from && !NOT_COMPARED.has(tokens[k]!))) {
        let first = k
        let last = k
        if (step < 0) {
          while (first - 1 >= 0 && content[first - 1] && segmentOf[first - 1] === segment && k - first < 2) first--
          if (first > 0 && segmentOf[first - 1] !== segment) list = true
        } else {
          while (last + 1 < tokens.length && content[last + 1] && segmentOf[last + 1] === segment && last - k < 1) last++
        }
        return { first, last }
      }
      if (!PASSED_OVER.has(tokens[k]!)) n++
    }
    return null
  }
  /**
   * A name of several words is known by its first ("merge" of "merge sort and quicksort"), unless both names open
   * with the same word: then by the words that tell them apart ("overloading" and "overriding" of "method
   * overloading and method overriding"), when those are content words.
   */
  const add = (left: { first: number; last: number } | null, right: { first: number; last: number } | null): void => {
    if (left !== null && right !== null && stems[left.first] === stems[right.first] && left.last > left.first && right.last > right.first) {
      if (content[left.last] && content[right.last]) {
        out.add(stems[left.last]!)
        out.add(stems[right.last]!)
      }
      return
    }
    if (left !== null) out.add(stems[left.first]!)
    if (right !== null) out.add(stems[right.first]!)
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
        if (!stems.slice(first, j).includes(stems[k - 1]!)) add({ first: k - 1, last: k }, { first, last: j })
        return
      }
    }
  }
  // "and" joins compared things only after "between" or "compare" ("the difference between TCP and UDP");
  // "or" in a question that asks for a choice; "vs" always.
  let opened = false
  const choosing = tokens.some((t) => CHOOSING.has(t))
  // "how do select_related and prefetch_related solve it differently": the clause that asks how they differ
  const differing = new Set<number>()
  tokens.forEach((token, i) => {
    if (token === "differently" || token === "differ") differing.add(segmentOf[i]!)
  })
  tokens.forEach((token, i) => {
    if (token === "between" || token.startsWith("compar") || token === "differ" || token === "differs") opened = true
    const joins = token === "vs" || token === "versus" || token === "v" || (token === "and" && (opened || differing.has(segmentOf[i]!))) ||
      (token === "or" && choosing)
    if (joins) {
      const left = nearest(i - 1, -1, segmentOf[i]!)
      // the right-hand name ends where a name of two words would ("method overriding"), or at its one word
      const right = nearest(i + 1, 1, segmentOf[i]!)
      add(left, right)
    }
    // "a metal spoon feels colder than a wooden spoon", "a unit test compared with an end-to-end test"
    // (not "rather than" nor "compare with": the bank's two questions framed so, a pointer receiver rather than a value
    // receiver and a B+ tree index compared with a hash index, have model answers that then read as swapping them)
    if (token === "than" && tokens[i - 1] !== "rather") sameKind(i, i + 1)
    else if (token === "compared" && (tokens[i + 1] === "with" || tokens[i + 1] === "to")) sameKind(i, i + 2)
  })
  return out.size >= 2 && !list ? out : new Set()
}
