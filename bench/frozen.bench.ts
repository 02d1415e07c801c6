/**
 * The frozen cases (tests/core/coach/frozen/cases.json, written before any tuning and never tuned on): how the
 * coach's bands line up with the labels, and whether an answer that says the opposite scores at most half of the
 * right answer it was made from. Printed beside the same figures without meaning resources (words alone).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { builtInBank } from "../core/coach/built-in-layer.ts"
import { type BuiltInCoach, makeBuiltInCoach } from "../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../core/coach/errors.ts"
import { ensureMeaning } from "../adapters/node/meaning-files.ts"

type Label = "good" | "partial" | "wrong" | "opposite"
interface FrozenCase {
  readonly id: string
  readonly question: string
  readonly label: Label
  readonly style: string
  readonly answer: string
  readonly oppositeOf?: string
}
interface Frozen {
  readonly questions: ReadonlyArray<{ key: string; text: string; reference: string }>
  readonly cases: ReadonlyArray<FrozenCase>
}

export const loadFrozen = (): Frozen =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "tests", "core", "coach", "frozen", "cases.json"), "utf8")) as Frozen

/** The band a score falls in, as a rating reads it: 4–5 good, 2–3 partial, 1 wrong. */
export const bandOf = (score: number): "good" | "partial" | "wrong" => (score >= 60 ? "good" : score >= 20 ? "partial" : "wrong")

export interface FrozenResult {
  readonly scores: ReadonlyMap<string, number>
  readonly contradictsLine: ReadonlyMap<string, boolean>
}

export const scoreFrozen = (coach: BuiltInCoach, frozen: Frozen): FrozenResult => {
  const refs = new Map(frozen.questions.map((q) => [q.key, q]))
  const scores = new Map<string, number>()
  const contradictsLine = new Map<string, boolean>()
  for (const c of frozen.cases) {
    const ref = refs.get(c.question)
    const bank = coach.bank.byId.get(c.question)
    const request = ref !== undefined
      ? { question: ref.text, reference: ref.reference, answer: c.answer }
      : { question: bank!.text, questionId: bank!.id, answer: c.answer }
    const a = coach.assess(request)
    if (a instanceof NothingToJudgeBy) throw new Error(`${c.id}: ${a.message}`)
    scores.set(c.id, a.score)
    contradictsLine.set(c.id, a.feedback.some((l) => l.startsWith("Contradicts:")))
  }
  return { scores, contradictsLine }
}

const report = (name: string, frozen: Frozen, r: FrozenResult): void => {
  const labels: ReadonlyArray<Label> = ["good", "partial", "wrong", "opposite"]
  const bands = ["good", "partial", "wrong"] as const
  console.log(`\n${name}: rows are the written label, columns the coach's band (good ≥ 60, partial 20–59, wrong < 20)`)
  console.log(`${"".padEnd(10)}${bands.map((b) => b.padStart(9)).join("")}   mean score`)
  let agree = 0
  let total = 0
  for (const label of labels) {
    const cases = frozen.cases.filter((c) => c.label === label)
    const counts = bands.map((b) => cases.filter((c) => bandOf(r.scores.get(c.id)!) === b).length)
    const mean = cases.reduce((s, c) => s + r.scores.get(c.id)!, 0) / cases.length
    console.log(`${label.padEnd(10)}${counts.map((n) => String(n).padStart(9)).join("")}   ${mean.toFixed(1)}`)
    const expected = label === "opposite" ? "wrong" : label
    agree += cases.filter((c) => bandOf(r.scores.get(c.id)!) === expected).length
    total += cases.length
  }
  const opposites = frozen.cases.filter((c) => c.label === "opposite" && c.oppositeOf !== undefined)
  const halved = opposites.filter((c) => r.scores.get(c.id)! <= r.scores.get(c.oppositeOf!)! / 2).length
  const below = opposites.filter((c) => r.scores.get(c.id)! < r.scores.get(c.oppositeOf!)!).length
  const flagged = opposites.filter((c) => r.contradictsLine.get(c.id)).length
  const falseFlags = frozen.cases.filter((c) => c.label === "good" && r.contradictsLine.get(c.id)).length
  const goods = frozen.cases.filter((c) => c.label === "good")
  const goodOverPartial = goods.length
  void goodOverPartial
  console.log(`band agreement (opposite counted as wrong): ${agree}/${total} = ${(agree / total).toFixed(3)}`)
  console.log(`opposite ≤ half of its right answer: ${halved}/${opposites.length}; below it: ${below}/${opposites.length}`)
  console.log(`"Contradicts:" said for ${flagged}/${opposites.length} opposites and for ${falseFlags}/${goods.length} good answers`)
}

export default async function(): Promise<void> {
  const frozen = loadFrozen()
  const bank = builtInBank()
  const meaning = await ensureMeaning()
  report("built-in coach, words alone (no meaning resources)", frozen, scoreFrozen(makeBuiltInCoach(bank), frozen))
  report("built-in coach, with meaning", frozen, scoreFrozen(makeBuiltInCoach(bank, undefined, meaning), frozen))
}
