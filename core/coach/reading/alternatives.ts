/**
 * One thing set against another: said in place of it ("reuses one connection instead of opening a new one for each
 * request", "rather than waiting", "false positives but never false negatives", "PUT is idempotent, POST is not"),
 * before or after it ("resolves the name before it opens the connection"), or compared with it ("an array gives faster random access than a linked list"). The two sides exchanged ("opens a new
 * connection for each request instead of reusing one"; "a linked list gives faster random access than an array") say
 * the opposite in the same words; exchanged with the converse word ("a linked list is slower than an array"; "after it
 * resolves the name, it opens the connection") they say the same.
 */
import { comparisonBefore } from "./changes.ts"
import type { MeaningText } from "./meaning-text.ts"
import { opposed } from "./opposites.ts"
import { stem } from "./text.ts"

export interface Alternative {
  /** what relates the two sides: "instead", "order", or the property compared ("fast" of "faster … than") */
  readonly relation: string
  /** which way: "before" and a comparative that goes up are true, "after" and one that goes down false; "instead" true */
  readonly up: boolean
  /** the stems of the content words said of the first side (kept; earlier; compared), and not of the other */
  readonly kept: ReadonlySet<string>
  /** the stems of the content words said of the other side (set aside; later; compared with), and not of the first */
  readonly instead: ReadonlySet<string>
}

const NONE: ReadonlyArray<Alternative> = []
const [S_INSTEAD, S_OF, S_RATHER, S_THAN, S_BEFORE, S_AFTER, S_BUT, S_NEVER, S_NOT] = [
  "instead", "of", "rather", "than", "before", "after", "but", "never", "not"
].map(stem) as [string, string, string, string, string, string, string, string, string]

/**
 * The relations sentence `s` of `text` gives. The other side is the content words from the relation's word to the
 * end of its clause; the first side those before it in its clause (before the comparative, for "than"), or, when the
 * word opens its clause, those of the clause after it ("Instead of opening a new connection, the client reuses one";
 * "After it resolves the name, the browser opens the connection").
 */
export const alternativesIn = (text: MeaningText, s: number): ReadonlyArray<Alternative> => {
  const st = text.stems[s]!
  let out: Array<Alternative> | null = null
  for (let k = 0; k + 1 < st.length; k++) {
    const x = st[k]!
    let relation: string
    let up = true
    // where the first side ends (before the comparative, for "than") and the other begins
    let firstEnds = k
    let otherStarts = k + 1
    // the side kept is the clause before ("but" opens a clause of its own)
    let keptBefore = false
    if ((x === S_INSTEAD && st[k + 1] === S_OF) || (x === S_RATHER && st[k + 1] === S_THAN)) (relation = "instead"), (otherStarts = k + 2)
    // "can return false positives but never false negatives": what follows is set aside
    else if (x === S_BUT && (st[k + 1] === S_NEVER || st[k + 1] === S_NOT) && k > 0) (relation = "instead"), (otherStarts = k + 2), (keptBefore = true)
    else if (x === S_BEFORE || x === S_AFTER) (relation = "order"), (up = x === S_BEFORE)
    else if (x === S_THAN) {
      const compared = comparisonBefore(text, s, k)
      if (compared === null) continue
      ;(relation = compared.property), (up = compared.up), (firstEnds = compared.at)
    } else continue
    const clauses = text.segments[s]!
    const clause = clauses[k]!
    // ("than" never opens a clause: its first side is before the comparative)
    const opens = !keptBefore && x !== S_THAN && (k === 0 || clauses[k - 1] !== clause)
    const found = sidesOf(text, s, relation, up, (p) => p >= otherStarts && clauses[p] === clause, (p) =>
      keptBefore ? clauses[p] === clause - 1 : opens ? clauses[p] === clause + 1 : p < firstEnds && clauses[p] === clause)
    if (found !== null) (out ??= []).push(found)
  }
  // "PUT and DELETE are idempotent, POST is not": a clause ending in a bare "not" sets its thing aside from what the
  // clause before it says
  const clauses = text.segments[s]!
  for (let k = 1; k < st.length; k++) {
    if (st[k] !== S_NOT || (k + 1 < st.length && clauses[k + 1] === clauses[k]) || clauses[k] === clauses[0]) continue
    const clause = clauses[k]!
    const found = sidesOf(text, s, "instead", true, (p) => clauses[p] === clause, (p) => clauses[p] === clause - 1)
    if (found !== null) (out ??= []).push(found)
  }
  return out ?? NONE
}

/**
 * A relation of sentence `s` with its sides: the content words at the tokens `onOther` takes, and those `onKept` takes,
 * less the words both say; null when either side is left empty.
 */
const sidesOf = (
  text: MeaningText,
  s: number,
  relation: string,
  up: boolean,
  onOther: (k: number) => boolean,
  onKept: (k: number) => boolean
): Alternative | null => {
  const kept = new Set<string>()
  const instead = new Set<string>()
  for (const w of text.sentences[s]!) {
    if (onOther(w.position)) instead.add(w.stem)
    else if (onKept(w.position)) kept.add(w.stem)
  }
  for (const w of kept) if (instead.delete(w)) kept.delete(w)
  return kept.size > 0 && instead.size > 0 ? { relation, up, kept, instead } : null
}

const common = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let n = 0
  for (const x of a) if (b.has(x)) n++
  return n
}

/**
 * Whether an answer's relation exchanges the two sides of a statement's, said the same way: each side of the answer's
 * says words of the statement's other side, and more of them cross over than stay where the statement says them
 * (see exchanged).
 * The same relation said the other way ("slower than", "after") with its sides exchanged says the same, and a
 * relation of another property ("more expensive" against "cheaper") says nothing either way.
 */
export const exchangesAlternative = (statement: ReadonlyArray<Alternative>, said: ReadonlyArray<Alternative>): boolean => {
  for (const t of statement) for (const a of said) if (a.relation === t.relation && a.up === t.up && exchanged(t, a)) return true
  return false
}

/**
 * Whether an answer's relation is a statement's said the other way round with its sides exchanged, which says the
 * same: "a linked list is slower than an array" for "an array is faster than a linked list", "on-demand instances are
 * more expensive than spot instances" for "spot instances are cheaper than on-demand ones", "after it resolves the
 * name, it opens the connection" for "it resolves the name before it opens the connection".
 */
export const conversesAlternative = (statement: ReadonlyArray<Alternative>, said: ReadonlyArray<Alternative>): boolean => {
  for (const t of statement) {
    for (const a of said) {
      const converse = a.relation === t.relation ? a.up !== t.up : a.up === t.up && opposed(a.relation, t.relation)
      if (converse && exchanged(t, a)) return true
    }
  }
  return false
}

/**
 * Each side of `a` says words of the other side of `t`, more cross over than stay on the side set aside, and at least
 * half of each side set aside crossed over (a long side says a word of each of the other's by chance: "promise callbacks are microtasks that Node
 * runs right after the nextTick queue is empty" and "microtask queues drain after every callback").
 */
const exchanged = (t: Alternative, a: Alternative): boolean => {
  const keptSetAside = common(t.kept, a.instead)
  const setAsideKept = common(t.instead, a.kept)
  if (keptSetAside === 0 || setAsideKept === 0) return false
  const crossed = keptSetAside + setAsideKept
  // (the side kept holds the subject too, the same in both: "later calls … return the cached value instead of
  // recomputing it" and "later calls … recompute it instead of returning the cached value"; what is set aside is
  // mostly what crossed over, on both sides)
  return crossed > common(t.instead, a.instead) && 2 * setAsideKept >= t.instead.size && 2 * keptSetAside >= a.instead.size
}
