/**
 * Calibration: hand-labelled answers (good, partial, wrong) for 50 bank questions over all 26 topics and 8
 * questions judged by a reference answer only, written in other words than the model answers. Prints the
 * agreement figures and holds floors under them.
 */
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import type { AssessmentRequest } from "../../../../core/coach/schemas.ts"
import { BANDS, type Label } from "./calibration/cases.ts"
import { frameworkCases } from "./calibration/frameworks.ts"
import { fundamentalsCases } from "./calibration/fundamentals.ts"
import { languageCases } from "./calibration/languages.ts"
import { mixedKindCases } from "./calibration/mixed-kinds.ts"
import { referenceCases } from "./calibration/reference-only.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const LABELS: ReadonlyArray<Label> = ["good", "partial", "wrong"]
const bankCases = [...languageCases, ...frameworkCases, ...fundamentalsCases, ...mixedKindCases]

const scoreOf = (request: AssessmentRequest): number => {
  const result = coach.assess(request)
  if (!("score" in result)) throw new Error(result.message)
  return result.score
}
const bandOf = (score: number): Label => LABELS.find((l) => score >= BANDS[l][0] && score <= BANDS[l][1])!

interface Row {
  readonly name: string
  readonly source: "bank" | "reference"
  readonly scores: Readonly<Record<Label, number>>
}

const rows: ReadonlyArray<Row> = [
  ...bankCases.map((c): Row => {
    const q = coach.bank.byId.get(c.id)
    if (q === undefined) throw new Error(`calibration question ${c.id} is not in the bank`)
    const ask = (answer: string) => scoreOf({ question: q.text, talkingPoints: q.talkingPoints, reference: q.modelAnswer, kind: q.kind, ...(q.exactAnswer !== undefined ? { exactAnswer: q.exactAnswer } : {}), answer })
    return { name: c.id, source: "bank", scores: { good: ask(c.good), partial: ask(c.partial), wrong: ask(c.wrong) } }
  }),
  ...referenceCases.map((c): Row => {
    const ask = (answer: string) => scoreOf({ question: c.question, reference: c.reference, ...(c.topic !== undefined ? { topic: c.topic } : {}), answer })
    return { name: c.question, source: "reference", scores: { good: ask(c.good), partial: ask(c.partial), wrong: ask(c.wrong) } }
  })
]

const summarise = (subset: ReadonlyArray<Row>) => {
  const confusion = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(LABELS.map((b) => [b, 0]))])) as Record<Label, Record<Label, number>>
  let inBand = 0
  for (const row of subset) {
    for (const label of LABELS) {
      const band = bandOf(row.scores[label])
      confusion[label][band]++
      if (band === label) inBand++
    }
  }
  const mean = Object.fromEntries(
    LABELS.map((l) => [l, Math.round((subset.reduce((s, r) => s + r.scores[l], 0) / subset.length) * 10) / 10])
  ) as Record<Label, number>
  const ordered = subset.filter((r) => r.scores.good > r.scores.partial && r.scores.partial > r.scores.wrong).length
  return { answers: subset.length * 3, agreement: inBand / (subset.length * 3), confusion, mean, ordered, questions: subset.length }
}

const report = (title: string, s: ReturnType<typeof summarise>) =>
  [
    `${title}: ${s.questions} questions, ${s.answers} answers`,
    `  agreement (answer in its labelled band): ${(s.agreement * 100).toFixed(1)}%`,
    `  confusion (label → band): ${LABELS.map((l) => `${l} → ${LABELS.map((b) => `${b} ${s.confusion[l][b]}`).join(", ")}`).join("; ")}`,
    `  mean score: good ${s.mean.good}, partial ${s.mean.partial}, wrong ${s.mean.wrong}`,
    `  good > partial > wrong holds for ${s.ordered} of ${s.questions} questions (${((s.ordered / s.questions) * 100).toFixed(1)}%)`
  ].join("\n")

describe("calibration against hand-labelled answers", () => {
  const all = summarise(rows)
  const bank = summarise(rows.filter((r) => r.source === "bank"))
  const reference = summarise(rows.filter((r) => r.source === "reference"))
  const misses = rows.flatMap((r) =>
    LABELS.filter((l) => bandOf(r.scores[l]) !== l).map((l) => `${r.name} ${l} scored ${r.scores[l]} (${bandOf(r.scores[l])})`)
  )
  console.log([report("All", all), report("Bank questions", bank), report("Reference-only questions", reference), "  outside their band:", ...misses.map((m) => `    ${m}`)].join("\n"))

  it("covers at least 40 bank questions over at least 15 topics, plus questions judged by reference only", () => {
    expect(new Set(bankCases.map((c) => c.id)).size).toBe(bankCases.length)
    expect(bankCases.length).toBeGreaterThanOrEqual(40)
    expect(new Set(bankCases.map((c) => coach.bank.byId.get(c.id)!.topic)).size).toBeGreaterThanOrEqual(15)
    expect(referenceCases.length).toBeGreaterThanOrEqual(5)
  })

  it("puts at least 93% of all answers in their labelled band", () => {
    expect(all.agreement).toBeGreaterThanOrEqual(0.93)
  })

  it("never scores a good answer as wrong or a wrong answer as good", () => {
    expect(all.confusion.good.wrong).toBe(0)
    expect(all.confusion.wrong.good).toBe(0)
  })

  it("puts at least 95% of good and 95% of wrong answers in their band, and scores no partial answer as good", () => {
    expect(all.confusion.good.good / (all.answers / 3)).toBeGreaterThanOrEqual(0.95)
    expect(all.confusion.wrong.wrong / (all.answers / 3)).toBeGreaterThanOrEqual(0.95)
    expect(all.confusion.partial.good).toBe(0)
  })

  it("keeps good > partial > wrong for at least 95% of questions, and in the means", () => {
    expect(all.ordered / all.questions).toBeGreaterThanOrEqual(0.95)
    expect(all.mean.good).toBeGreaterThan(all.mean.partial)
    expect(all.mean.partial).toBeGreaterThan(all.mean.wrong)
  })

  it("judges reference-only questions nearly as well: at least 85% agreement", () => {
    expect(reference.agreement).toBeGreaterThanOrEqual(0.85)
  })
})
