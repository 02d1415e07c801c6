/**
 * The cheap honesty checks on every question of the bank: empty, "I don't know", the question copied back,
 * a list of key terms, the model answer shuffled, and the model answer itself.
 */
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import type { BankQuestion } from "../../../../core/coach/bank/types.ts"
import { hashSeed, seededRandom } from "../../../../core/coach/selection/seeded-random.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const questions = coach.bank.questions

const scoreOf = (q: BankQuestion, answer: string): number => {
  const result = coach.assess({ question: q.text, questionId: q.id, answer })
  if (!("score" in result)) throw new Error(result.message)
  return result.score
}

/** Runs one answer maker over the whole bank and lists every question where the score breaks the bound. */
const breaches = (make: (q: BankQuestion) => string, ok: (score: number) => boolean): Array<string> =>
  questions.flatMap((q) => {
    const score = scoreOf(q, make(q))
    return ok(score) ? [] : [`${q.id}: ${score}`]
  })

const shuffle = (text: string, seed: string): string => {
  const random = seededRandom(hashSeed(seed))
  const words = text.split(/\s+/)
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[words[i], words[j]] = [words[j]!, words[i]!]
  }
  return words.join(" ")
}

/** A candidate's list of key terms: the first single word of each cue group, comma-separated. */
const keywordList = (q: BankQuestion): string =>
  q.talkingPoints.flatMap((p) => p.cues.map((g) => g.find((c) => !c.includes(" ")) ?? g[0]!)).join(", ")

describe(`honesty on every bank question (${questions.length})`, () => {
  it("an empty answer scores 0", () => {
    expect(breaches(() => "", (s) => s === 0)).toEqual([])
  })

  it("'I don't know' scores 0", () => {
    expect(breaches(() => "I don't know, sorry.", (s) => s === 0)).toEqual([])
  })

  it("the question copied back scores at most 10", () => {
    expect(breaches((q) => q.text, (s) => s <= 10)).toEqual([])
  })

  it("a comma-separated list of key terms scores at most 15 (aptitude: the bare numbers without sentences, at most 50)", () => {
    expect(breaches(keywordList, (s) => s <= 15).filter((b) => !b.startsWith("aptitude-"))).toEqual([])
    expect(
      questions.filter((q) => q.topic === "aptitude").flatMap((q) => (scoreOf(q, keywordList(q)) <= 50 ? [] : [q.id]))
    ).toEqual([])
  })

  it("the model answer with its words shuffled scores at most 20", () => {
    expect(breaches((q) => shuffle(q.modelAnswer, q.id), (s) => s <= 20)).toEqual([])
  })

  it("the model answer itself scores at least 90", () => {
    expect(breaches((q) => q.modelAnswer, (s) => s >= 90)).toEqual([])
  })

  it("the model answer of a question from another topic group scores at most 35 on at least 98% of questions", () => {
    const groups = ["python java javascript typescript cpp csharp go rust", "react nodejs express nextjs redux django flask spring-boot"]
    const groupOf = (topic: string) => groups.findIndex((g) => g.split(" ").includes(topic))
    const random = seededRandom(hashSeed("other topics"))
    const results = questions.map((q) => {
      const others = questions.filter((o) => groupOf(o.topic) !== groupOf(q.topic) || groupOf(q.topic) < 0 && o.topic !== q.topic)
      const other = others[Math.floor(random() * others.length)]!
      return { id: `${q.id} answered with ${other.id}`, score: scoreOf(q, other.modelAnswer) }
    })
    const high = results.filter((r) => r.score > 35)
    expect(high.length / results.length).toBeLessThanOrEqual(0.02)
  })

  it("the model answer of another question of the same topic scores at most 35 on at least 97% of technical questions", () => {
    const technical = questions.filter((q) => q.topic !== "hr" && q.topic !== "aptitude")
    const random = seededRandom(hashSeed("same topic"))
    const high = technical.flatMap((q) => {
      const others = technical.filter((o) => o.topic === q.topic && o.id !== q.id)
      const other = others[Math.floor(random() * others.length)]!
      const score = scoreOf(q, other.modelAnswer)
      return score > 35 ? [`${q.id} answered with ${other.id}: ${score}`] : []
    })
    expect(high.length / technical.length).toBeLessThanOrEqual(0.03)
  })

  it("a story told for another behavioural question scores at most 35 on at least 80% of HR questions", () => {
    const stories = questions.filter((q) => q.topic === "hr")
    const random = seededRandom(hashSeed("other stories"))
    const high = stories.filter((q) => {
      const others = stories.filter((o) => o.id !== q.id)
      return scoreOf(q, others[Math.floor(random() * others.length)]!.modelAnswer) > 35
    })
    expect(high.length / stories.length).toBeLessThanOrEqual(0.2)
  })
})
