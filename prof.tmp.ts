import { builtInBank } from "./core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "./core/coach/built-in-coach.ts"
import { ensureMeaning } from "./adapters/node/meaning-files.ts"
const bank = builtInBank()
const meaning = await ensureMeaning()
const coach = makeBuiltInCoach(bank, undefined, meaning)
coach.prepareAll()
const qs = bank.questions
const cases = Array.from({ length: 4000 }, (_, i) => { const q = qs[(i * 7919) % qs.length]!; const words = q.modelAnswer.split(" "); return { q, answer: words.slice(0, 20 + (i % 60)).join(" ") } })
for (const c of cases) coach.assess({ question: c.q.text, questionId: c.q.id, answer: c.answer })
const t = performance.now()
for (let r = 0; r < 3; r++) for (const c of cases) coach.assess({ question: c.q.text, questionId: c.q.id, answer: c.answer })
const ms = performance.now() - t
console.log(`assess: ${(12000 / ms * 1000).toFixed(0)}/s`)
const t2 = performance.now()
for (let r = 0; r < 3; r++) for (const c of cases) coach.judge({ question: c.q.text, questionId: c.q.id, answer: c.answer })
console.log(`judge only: ${(12000 / (performance.now() - t2) * 1000).toFixed(0)}/s`)
