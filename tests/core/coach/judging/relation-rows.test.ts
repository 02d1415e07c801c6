/**
 * An answer word's row of relations to its question's statement words is worked out with a screen (alignment.ts's
 * ColumnScreen: a few numbers of each word rule out most ways two words can relate, and the question's vectors sit
 * side by side): every relation in it must be the one looked up pair by pair (Alignment.relate), the same word,
 * opposite, synonym or close vector, and none left out.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { Alignment, OPPOSITE, StatementWords } from "../../../../core/coach/judging/alignment.ts"
import { prepareStatement } from "../../../../core/coach/judging/statement.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { type MeaningWord, readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { meaning } from "../../../support/meaning.ts"

const questions = builtInBank().questions

/** A question's statement words, from its points and model answer (or the texts given), and a frame to read answers by. */
const statementWords = (question: string, statements: ReadonlyArray<string>) => {
  const frame = questionFrame(question, contentStems(question))
  const words = new StatementWords()
  for (const text of statements) prepareStatement(readMeaning(indexAnswer(text), meaning, frame), meaning, frame.compared, words)
  return { frame, words }
}

const answerWords = (text: string, frame: ReturnType<typeof questionFrame>): ReadonlyArray<MeaningWord> =>
  readMeaning(indexAnswer(text), meaning, frame).sentences.flat()

/** The row as pairs looked up one by one: [column, relation] for each related column, in column order. */
const lookedUp = (words: StatementWords, a: MeaningWord): Array<number> => {
  const pairs: Array<number> = []
  const alone = new Alignment(meaning)
  words.words.forEach((t, c) => {
    const r = alone.relate(t, a)
    if (r !== 0) pairs.push(c, r)
  })
  return pairs
}

describe("an answer word's row of relations", () => {
  it("holds the relation of each statement word looked up pair by pair, for answers to bank questions in others' words", () => {
    fc.assert(fc.property(fc.nat(questions.length - 1), fc.nat(questions.length - 1), (qi, oi) => {
      const q = questions[qi]!
      const { frame, words } = statementWords(q.text, [...q.talkingPoints.map((p) => p.point), q.modelAnswer])
      // its own words, another question's, and words of order, which relate only as the same word or a synonym
      const text = `${q.modelAnswer} ${questions[oi]!.modelAnswer} It happens first, then later, before and after the last one.`
      for (const a of answerWords(text, frame)) expect([...words.rowOf(meaning, a)], `${a.lemma} against ${q.id}`).toEqual(lookedUp(words, a))
    }), { numRuns: 25 })
  })

  it("finds opposites by the list, by prefix and by -less/-ful, WordNet antonyms, and synonyms, as looked up", () => {
    const { frame, words } = statementWords("How should the data be kept?", [
      "The array is sorted and immutable, and the service is stateful and synchronous.",
      "Careful code keeps the value hoisted, increases the count before the loop, and the cache is valid and reliable.",
      "The connection is blocking; the answer is correct, the result is true and the queue grows.",
      "Each table has a schema, and each login a password."
    ])
    const answer = answerWords(
      "The list is unsorted and mutable, the server stateless and asynchronous. Careless code leaves it unhoisted and " +
        "decreases the count after the loop; the store is invalid, unreliable, nonblocking and incorrect, the result false, " +
        "the queue shrinks, and the information is accurate and dependable. The store is schemaless and the login passwordless.",
      frame
    )
    let opposites = 0
    for (const a of answer) {
      const row = [...words.rowOf(meaning, a)]
      expect(row, a.lemma).toEqual(lookedUp(words, a))
      for (let j = 1; j < row.length; j += 2) if (row[j] === OPPOSITE) opposites++
    }
    // the screen let through what it must: at least one opposite for each of these pairs
    expect(opposites).toBeGreaterThanOrEqual(14)
  })

  it("is the same whether the question's screen is kept or made again after others pushed it out", () => {
    const q = questions[3]!
    const { frame, words } = statementWords(q.text, [q.modelAnswer])
    for (const a of answerWords(q.modelAnswer, frame)) expect([...words.rowOf(meaning, a)]).toEqual(lookedUp(words, a))
    // more questions screened than are kept, then new words asked of the first question's table
    for (let i = 10; i < 40; i++) {
      const other = statementWords(questions[i]!.text, [questions[i]!.modelAnswer])
      for (const a of answerWords(questions[i]!.modelAnswer, other.frame).slice(0, 3)) other.words.rowOf(meaning, a)
    }
    for (const a of answerWords(questions[50]!.modelAnswer, frame)) expect([...words.rowOf(meaning, a)]).toEqual(lookedUp(words, a))
  })

  it("prepared for a bank question's own words before its first answer, changes no judgement of answers in others' words", () => {
    const bank = builtInBank()
    const prepared = makeBuiltInCoach(bank, undefined, meaning)
    prepared.prepareAll()
    const fresh = makeBuiltInCoach(bank, undefined, meaning)
    const pairs = (JSON.parse(readFileSync(join(import.meta.dirname, "contradiction-dev-2.json"), "utf8")) as { pairs: Array<{ question?: string; good: string; opposite: string }> })
      .pairs.filter((p) => p.question !== undefined && bank.byId.has(p.question)).slice(0, 40)
    expect(pairs.length).toBeGreaterThan(20)
    for (const p of pairs) {
      const q = bank.byId.get(p.question!)!
      for (const answer of [p.good, p.opposite]) {
        const request = { question: q.text, questionId: q.id, answer }
        expect(prepared.assess(request), `${q.id}: ${answer.slice(0, 40)}`).toEqual(fresh.assess(request))
      }
    }
  })
})
