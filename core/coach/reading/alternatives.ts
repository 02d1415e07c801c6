/**
 * One thing said in place of another: "reuses one connection instead of opening a new one for each request", "rather
 * than waiting for the consumer". The two sides exchanged ("opens a new connection for each request instead of
 * reusing one") say the opposite, in the same words.
 */
import type { MeaningText } from "./meaning-text.ts"
import { stem } from "./text.ts"

export interface Alternative {
  /** the stems of the content words said of the side kept, and not of the other ("reuses one connection") */
  readonly kept: ReadonlySet<string>
  /** the stems of the content words said of the side set aside, and not of the kept one ("opening a new connection") */
  readonly instead: ReadonlySet<string>
}

const NONE: ReadonlyArray<Alternative> = []
const [S_INSTEAD, S_OF, S_RATHER, S_THAN] = ["instead", "of", "rather", "than"].map(stem) as [string, string, string, string]

/**
 * The alternatives sentence `s` of `text` gives: for each "instead of" or "rather than", the content words from it to
 * the end of its clause are the side set aside, and those before it in its clause (or, when it opens its clause, those
 * of the clause after it: "Instead of opening a new connection, the client reuses one") the side kept.
 */
export const alternativesIn = (text: MeaningText, s: number): ReadonlyArray<Alternative> => {
  const st = text.stems[s]!
  let out: Array<Alternative> | null = null
  for (let k = 0; k + 1 < st.length; k++) {
    if (!((st[k] === S_INSTEAD && st[k + 1] === S_OF) || (st[k] === S_RATHER && st[k + 1] === S_THAN))) continue
    const clauses = text.segments[s]!
    const clause = clauses[k]!
    const opens = k === 0 || clauses[k - 1] !== clause
    const kept = new Set<string>()
    const instead = new Set<string>()
    for (const w of text.sentences[s]!) {
      if (w.position > k + 1 && clauses[w.position] === clause) instead.add(w.stem)
      else if (opens ? clauses[w.position] === clause + 1 : w.position < k && clauses[w.position] === clause) kept.add(w.stem)
    }
    for (const x of kept) if (instead.delete(x)) kept.delete(x)
    if (kept.size > 0 && instead.size > 0) (out ??= []).push({ kept, instead })
  }
  return out ?? NONE
}

const common = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let n = 0
  for (const x of a) if (b.has(x)) n++
  return n
}

/**
 * Whether an answer's alternative exchanges the two sides of a statement's: each side of the answer's says words of
 * the statement's other side, and more of them cross over than stay where the statement says them.
 */
export const exchangesAlternative = (statement: ReadonlyArray<Alternative>, said: ReadonlyArray<Alternative>): boolean => {
  for (const t of statement) {
    for (const a of said) {
      const keptSetAside = common(t.kept, a.instead)
      const setAsideKept = common(t.instead, a.kept)
      if (keptSetAside === 0 || setAsideKept === 0) continue
      if (keptSetAside + setAsideKept > common(t.kept, a.kept) + common(t.instead, a.instead)) return true
    }
  }
  return false
}
