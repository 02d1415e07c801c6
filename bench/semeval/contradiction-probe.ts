/**
 * Development only: how the coach's contradiction rules do on the development pairs (tests/core/coach/judging/
 * contradiction-dev*.json) and on SemEval-2013's TRAINING split (how often "Contradicts" is said of right and of
 * wrong training answers, and the coach's in-sample macro-F1). Never reads a test split or the frozen cases.
 * `npx node bench/semeval/contradiction-probe.ts [dev|semeval|fresh] [--misses]` (fresh: the probes never tuned on, only by name).
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../core/coach/errors.ts"
import type { Assessment, AssessmentRequest } from "../../core/coach/schemas.ts"
import { loadSplit } from "./data.ts"
import { fitCutoffForMacroF1 } from "./metrics.ts"

const meaning = await ensureMeaning()
const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const args = process.argv.slice(2)
const showMisses = args.includes("--misses")
const only = args.find((a) => !a.startsWith("--"))

const assess = (request: AssessmentRequest): Assessment => {
  const a = coach.assess(request)
  if (a instanceof NothingToJudgeBy) throw new Error(a.message)
  return a
}
const says = (a: Assessment): boolean => a.feedback.some((l) => l.startsWith("Contradicts:"))

/** A development pair: on a bank question (its id), or on a question known by its reference answer. */
interface Asked {
  readonly question?: string
  readonly reference?: { readonly text: string; readonly answer: string }
}
interface Pair extends Asked {
  readonly good: string
  readonly opposite: string
  readonly reversal?: string
}
interface DevFile {
  readonly pairs: ReadonlyArray<Pair>
  readonly rightWithNegation?: ReadonlyArray<Asked & { readonly answer: string }>
}

const requestOf = (asked: Asked, answer: string): AssessmentRequest => {
  if (asked.reference !== undefined) return { question: asked.reference.text, reference: asked.reference.answer, answer }
  const q = coach.bank.byId.get(asked.question ?? "")
  if (q === undefined) throw new Error(`no bank question ${asked.question}`)
  return { question: q.text, questionId: q.id, answer }
}
const nameOf = (asked: Asked): string => asked.question ?? asked.reference?.text ?? "?"

const dev = (file: string): void => {
  const path = join(import.meta.dirname, "..", "..", "tests", "core", "coach", "judging", file)
  if (!existsSync(path)) return
  const data = JSON.parse(readFileSync(path, "utf8")) as DevFile
  let caught = 0
  let falseAlarms = 0
  let halved = 0
  let below = 0
  const byKind = new Map<string, { n: number; caught: number; halved: number }>()
  const misses: Array<string> = []
  for (const p of data.pairs) {
    const good = assess(requestOf(p, p.good))
    const opposite = assess(requestOf(p, p.opposite))
    const detected = says(opposite)
    const half = opposite.score <= good.score / 2
    if (detected) caught++
    if (says(good)) falseAlarms++
    if (half) halved++
    if (opposite.score < good.score) below++
    const kind = `${p.reference === undefined ? "bank" : "ref"}/${p.reversal ?? "?"}`
    const k = byKind.get(kind) ?? { n: 0, caught: 0, halved: 0 }
    byKind.set(kind, { n: k.n + 1, caught: k.caught + (detected ? 1 : 0), halved: k.halved + (half ? 1 : 0) })
    if (showMisses && (!detected || !half || says(good))) {
      misses.push(`--- ${nameOf(p)} ${kind} good ${good.score} opposite ${opposite.score} detected ${detected} goodFlag ${says(good)}\n  G: ${p.good}\n  O: ${p.opposite}\n  ${opposite.feedback.filter((l) => l.startsWith("Contradicts") || l.startsWith("Covered")).join("\n  ")}${says(good) ? `\n  GOOD: ${good.feedback.filter((l) => l.startsWith("Contradicts")).join(" | ")}` : ""}`)
    }
  }
  const n = data.pairs.length
  console.log(`${file}: ${n} pairs — detected ${caught}/${n}, false "Contradicts" on good ${falseAlarms}/${n}, opposite ≤ half ${halved}/${n}, below ${below}/${n}`)
  for (const [kind, k] of [...byKind].sort()) console.log(`  ${kind.padEnd(16)} n ${k.n}  detected ${k.caught}  ≤ half ${k.halved}`)
  const rights = data.rightWithNegation ?? []
  if (rights.length > 0) {
    const flagged = rights.filter((r) => {
      const a = assess(requestOf(r, r.answer))
      const f = says(a)
      if (f && showMisses) misses.push(`--- RIGHT-NEG ${nameOf(r)} score ${a.score}\n  A: ${r.answer}\n  ${a.feedback.filter((l) => l.startsWith("Contradicts")).join("\n  ")}`)
      return f
    }).length
    console.log(`  rightWithNegation: false "Contradicts" ${flagged}/${rights.length}`)
  }
  if (showMisses) console.log(misses.join("\n"))
}

const semeval = (): void => {
  for (const corpus of ["sciEntsBank", "beetle"] as const) {
    const gold: Array<string> = []
    const scores: Array<number> = []
    let right = 0
    let rightSaid = 0
    let wrong = 0
    let wrongSaid = 0
    const samples: Array<string> = []
    // the 3-way label of each answer: how often "Contradicts" is said of the answers annotators called contradictory
    const threeWay = new Map(loadSplit(corpus, "training", 3).flatMap((q) => q.answers.map((a) => [a.id, a.label] as const)))
    let contradictory = 0
    let contradictorySaid = 0
    for (const q of loadSplit(corpus, "training", 2)) {
      for (const a of q.answers) {
        // as the harness scores: the best over the references; "Contradicts" as said in that best judgement
        let best: Assessment | null = null
        for (const reference of q.references) {
          const r = assess({ question: q.text, reference, answer: a.text })
          if (best === null || r.score > best.score) best = r
        }
        const score = best?.score ?? 0
        const said = best !== null && says(best)
        gold.push(a.label)
        scores.push(score)
        if (threeWay.get(a.id) === "contradictory") {
          contradictory++
          if (said) contradictorySaid++
        }
        if (a.label === "correct") {
          right++
          if (said) {
            rightSaid++
            if (showMisses && samples.length < 40) samples.push(`Q: ${q.text}\n  R: ${q.references.join(" || ")}\n  A: ${a.text}\n  ${best!.feedback.filter((l) => l.startsWith("Contradicts")).join("\n  ")}`)
          }
        } else {
          wrong++
          if (said) wrongSaid++
        }
      }
    }
    console.log(`${corpus} training: coach macro-F1 ${fitCutoffForMacroF1(scores, gold).macroF1.toFixed(4)}; "Contradicts" on right ${rightSaid}/${right} (${(100 * rightSaid / right).toFixed(1)}%), on wrong ${wrongSaid}/${wrong} (${(100 * wrongSaid / wrong).toFixed(1)}%), of them contradictory ${contradictorySaid}/${contradictory}`)
    if (showMisses) console.log(samples.join("\n"))
  }
}

if (only === undefined || only === "dev") {
  dev("contradiction-dev.json")
  dev("contradiction-dev-2.json")
  dev("contradiction-dev-own.json")
  dev("contradiction-dev-3.json")
  dev("contradiction-dev-4.json")
}
// Probes never tuned on, read apart (`fresh`) so that a tuning run of `dev` does not show them: fresh-1 and fresh-2
// written after the rules of 2026-11-27 (05:10), fresh-3 and fresh-4 by independent helper sessions that read no rule
// (dev-4 by the same session as fresh-4, to tune on).
if (only === "fresh") {
  dev("contradiction-fresh-1.json")
  dev("contradiction-fresh-2.json")
  dev("contradiction-fresh-3.json")
  dev("contradiction-fresh-4.json")
}
if (only === undefined || only === "semeval") semeval()
