/**
 * Explains one judgement for development: each talking point's match, and each answer sentence compared with the
 * point read as a statement (probability, recall, contradiction, features). Reads JSON lines from standard input
 * ({"id"} or {"question","reference"} with "answer"). `node bench/coach-dev/explain.ts < cases.jsonl`.
 */
import { readFileSync } from "node:fs"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import { questionMeaning } from "../../core/coach/judging/assess.ts"
import { readMeaning } from "../../core/coach/reading/meaning-text.ts"
import { Alignment } from "../../core/coach/judging/alignment.ts"
import { compare } from "../../core/coach/judging/meaning.ts"
import type { AssessmentRequest } from "../../core/coach/schemas.ts"

const meaning = await ensureMeaning()
const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const f2 = (x: number) => x.toFixed(2)
for (const line of readFileSync(0, "utf8").split("\n").filter((l) => l.trim() !== "")) {
  const c = JSON.parse(line) as { id?: string; question?: string; reference?: string; answer: string }
  const q = c.id !== undefined ? coach.bank.byId.get(c.id)! : undefined
  const request = { question: q?.text ?? c.question!, ...(q ? { questionId: q.id } : {}), ...(c.reference ? { reference: c.reference } : {}), answer: c.answer } as AssessmentRequest
  const j = coach.judge(request)
  if (!("score" in j)) throw new Error(j.message)
  console.log(`\n== ${c.id ?? c.question} score ${j.score} coverage ${f2(j.coverage)} flags ${j.honesty.flags.join(",")} factor ${f2(j.honesty.factor)}`)
  const { frame, statements, statementWords } = questionMeaning(j.question, meaning)
  const read = readMeaning(j.answer, meaning, frame)
  const alignment = new Alignment(meaning, read, statementWords)
  j.question.points.forEach((p, i) => {
    const m = j.matches[i]!
    console.log(`  [${m.via} ${f2(m.credit)} s${m.sentences.join(",")}] ${p.point}`)
    for (let s = 0; s < j.answer.sentences.length; s++) {
      const r = compare(statements[i]!, read, s, s, alignment, p.derived)
      console.log(`     s${s} p=${f2(r.probability)} rec=${f2(r.recall)}${r.contradicts ? " CONTRA" : ""} f=[${r.features.map(f2).join(" ")}]`)
    }
  })
}
