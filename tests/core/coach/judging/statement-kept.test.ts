/**
 * A prepared statement keeps a copy of its reading, none of the reading's own objects (statement.ts keptCopy): the
 * objects readMeaning() makes must all die young, a statement's as an answer's, or V8 allocates every later answer's
 * reading in the old generation (allocation-site pretenuring) and young collections slow down many times over.
 */
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { StatementWords } from "../../../../core/coach/judging/alignment.ts"
import { prepareStatement } from "../../../../core/coach/judging/statement.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

/** Every object, array and map reachable from `root` (strings and numbers are no objects). */
const reachable = (root: unknown, skip: ReadonlySet<unknown> = new Set()): Set<object> => {
  const seen = new Set<object>()
  const visit = (x: unknown) => {
    if (x === null || typeof x !== "object" || seen.has(x) || skip.has(x)) return
    seen.add(x)
    if (ArrayBuffer.isView(x)) return
    if (x instanceof Map || x instanceof Set) for (const v of x.values()) visit(v)
    else for (const v of Object.values(x)) visit(v)
  }
  visit(root)
  return seen
}

// questions whose statements name the things they compare (roles read) and ones that name none
const questions = builtInBank().questions.filter((_, i) => i % 40 === 0)

describe("a prepared statement's reading", () => {
  it("reads as the statement's reading and holds none of its objects", () => {
    let withRoles = 0
    for (const q of questions) {
      const frame = questionFrame(q.text, contentStems(q.text))
      const words = new StatementWords()
      for (const p of q.talkingPoints) {
        const read = readMeaning(indexAnswer(p.point), meaning, frame)
        if (read.roles.some((r) => r.some((x) => x !== null))) withRoles++
        const statement = prepareStatement(read, meaning, frame.compared, words)
        expect(statement.text).toEqual(read)
        // (the frame's and the resources' objects are the question's, kept anyway)
        const theirs = reachable(read)
        const kept = reachable(statement, new Set([meaning, frame, words, frame.compared]))
        for (const x of theirs) expect(kept.has(x), `kept ${JSON.stringify(x).slice(0, 80)}`).toBe(false)
        // the copies of the words are shared between the sentences and the list of all words, as the reading's are
        for (const w of statement.text.words) expect(statement.text.sentences[w.sentence]).toContain(w)
      }
    }
    expect(withRoles).toBeGreaterThan(0)
  })
})
