/**
 * Development figures for point-level meaning credit (never the frozen cases): the calibration answers (good /
 * partial / wrong, bands 70+/35–69/<35), the right and opposite answers of the contradiction development sets, and
 * the issue's own examples. `npx node bench/coach-dev/para-probe.ts`.
 */
import { readFileSync, existsSync } from "node:fs"
import { join } from "node:path"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import type { AssessmentRequest } from "../../core/coach/schemas.ts"
import { BANDS, type Label } from "../../tests/core/coach/judging/calibration/cases.ts"
import { frameworkCases } from "../../tests/core/coach/judging/calibration/frameworks.ts"
import { fundamentalsCases } from "../../tests/core/coach/judging/calibration/fundamentals.ts"
import { languageCases } from "../../tests/core/coach/judging/calibration/languages.ts"
import { mixedKindCases } from "../../tests/core/coach/judging/calibration/mixed-kinds.ts"
import { referenceCases } from "../../tests/core/coach/judging/calibration/reference-only.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, await ensureMeaning())
const score = (r: AssessmentRequest): number => {
  const a = coach.assess(r)
  if (!("score" in a)) throw new Error(a.message)
  return a.score
}
const bankAsk = (id: string, answer: string) => {
  const q = coach.bank.byId.get(id)!
  return score({ question: q.text, questionId: q.id, answer } as AssessmentRequest)
}
const LABELS: ReadonlyArray<Label> = ["good", "partial", "wrong"]
const bandOf = (s: number): Label => LABELS.find((l) => s >= BANDS[l][0] && s <= BANDS[l][1])!
let agree = 0, total = 0
const sums: Record<Label, number> = { good: 0, partial: 0, wrong: 0 }
const conf: Record<string, number> = {}
const rows: Array<[Label, number]> = []
for (const c of [...languageCases, ...frameworkCases, ...fundamentalsCases, ...mixedKindCases]) for (const l of LABELS) rows.push([l, bankAsk(c.id, c[l])])
for (const c of referenceCases) for (const l of LABELS) rows.push([l, score({ question: c.question, reference: c.reference, ...(c.topic ? { topic: c.topic } : {}), answer: c[l] } as AssessmentRequest)])
for (const [l, s] of rows) {
  total++
  sums[l] += s
  if (bandOf(s) === l) agree++
  conf[`${l}->${bandOf(s)}`] = (conf[`${l}->${bandOf(s)}`] ?? 0) + 1
}
const n = total / 3
console.log(`calibration: in band ${agree}/${total} = ${(agree / total).toFixed(3)}; mean good ${(sums.good / n).toFixed(1)} partial ${(sums.partial / n).toFixed(1)} wrong ${(sums.wrong / n).toFixed(1)}`)
console.log("  ", JSON.stringify(conf))

interface Pair { question?: string; reference?: { text: string; answer: string }; good: string; opposite: string }
const dir = join(import.meta.dirname, "..", "..", "tests", "core", "coach", "judging")
for (const file of ["contradiction-dev.json", "contradiction-dev-2.json"]) {
  const path = join(dir, file)
  if (!existsSync(path)) continue
  const pairs = (JSON.parse(readFileSync(path, "utf8")) as { pairs: ReadonlyArray<Pair> }).pairs
  const ask = (p: Pair, answer: string) => p.question !== undefined ? bankAsk(p.question, answer) : score({ question: p.reference!.text, reference: p.reference!.answer, answer } as AssessmentRequest)
  const goods = pairs.map((p) => ask(p, p.good))
  const opps = pairs.map((p) => ask(p, p.opposite))
  const half = pairs.filter((_, i) => opps[i]! <= goods[i]! / 2).length
  console.log(`${file}: ${pairs.length} pairs; right answers ≥70: ${goods.filter((g) => g >= 70).length}, ≥60: ${goods.filter((g) => g >= 60).length}, <35: ${goods.filter((g) => g < 35).length}, mean ${(goods.reduce((a, b) => a + b, 0) / goods.length).toFixed(1)}; opposites mean ${(opps.reduce((a, b) => a + b, 0) / opps.length).toFixed(1)}, ≤ half of right ${half}`)
}
