/**
 * A check that a change to the judging loop's mechanics changes no judgement: every SemEval-2013 TRAINING answer
 * (both corpora, against each reference) and, for every bank question, its model answer, its first sentence and
 * another question's model answer are assessed, and the whole assessments (score, rating, every feedback line, the
 * improved answer) are hashed with each point's raw credit. `node bench/judging-identity.ts` prints the hash and whether it is the recorded one;
 * `--dump <file>` also writes every assessment, one per line, to diff two runs. Not a test: it reads the SemEval zip.
 */
import { createHash } from "node:crypto"
import { writeFileSync } from "node:fs"
import { loadMeaning } from "../adapters/node/meaning-files.ts"
import { builtInBank } from "../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../core/coach/errors.ts"
import { splitSentences } from "../core/coach/reading/text.ts"
import type { AssessmentRequest } from "../core/coach/schemas.ts"
import { CORPORA, loadSplit } from "./semeval/data.ts"

/**
 * The hash of the judgements as last recorded: 2026-11-28 (05:03), after "along" and "against" were listed as
 * opposites and read as words of order between the same words (15 of 24,612 lines moved, by at most a point or a raw
 * credit: the two words now weigh as generic words, as "before" and "after" do); before it 2026-11-28 (04:05),
 * after numerals of one digit were read in place ("the 3 prime end") and two numbers a statement says both of were told apart by the two words after each (54 of
 * 24,612 lines moved: "Contradicts" newly said of 9 Beetle and 2 SciEntsBank training answers, all labelled not
 * correct, and of no right one, many Beetle answers naming another terminal than the reference's); before it
 * 2026-11-28 (04:00), after the ends of a direction were told apart by
 * degree words read as two poles ("greater" with "higher", "smaller" with "lower") and a degree word of the pole the
 * statement says of the same thing was no longer read as the other pole's opposite (one line moved: SciEntsBank
 * FN.27a.448.1 27 → 32); before it 2026-11-28 (03:35), after "its own X" and "one shared X" were read as
 * extents, "nothing" opening a clause as a denial and "avoids" as a negation's reach, a negation right after "meaning"
 * as what a thing stands for, a clause's words said across a negation's reach no longer counted as said, "is non-X" as
 * a plain denial and a sentence's opening "Because" as no subordinate clause (50 of 24,612 lines moved from the
 * 2026-11-27 hash, mostly Beetle's "not connected to the positive" against a reference's "not separated from the
 * negative": 0 → 62–70);
 * before it 2026-11-27 (20:30), after a "when" clause said without its comma was
 * read to end at a new subject after its passive verb (one assessment moved: SciEntsBank LF.6b.776.1, an incorrect
 * answer, 58 → 0, its "when the slope is steeper the water goes down faster" now read as the same sentence with its
 * comma is); before it 19:50 ("forbids", "blocks <an action>") and 15:55. A change meant to alter judgements records its
 * new hash here; a change to the mechanics must leave it as it is.
 */
const RECORDED = "d6bb2a49bb19f761497824a1420e3d490319f6f98a64cd62a7fd929c1d0c6566"

const meaning = loadMeaning()
if (meaning === null) throw new Error("the meaning resource is not built: run npm install")
const bank = builtInBank()
const coach = makeBuiltInCoach(bank, undefined, meaning)
const hash = createHash("sha256")
const lines: Array<string> = []
/**
 * The assessment, and the judgement's raw figures beside it (each point's credit and the coverage, at full precision),
 * so a change too small to move a rounded score still shows.
 */
const record = (label: string, request: AssessmentRequest): void => {
  const judgement = coach.judge(request)
  const raw = judgement instanceof NothingToJudgeBy ? null : { matches: judgement.matches, coverage: judgement.coverage }
  const line = `${label}\t${JSON.stringify(coach.assess(request))}\t${JSON.stringify(raw)}`
  hash.update(`${line}\n`)
  lines.push(line)
}

const started = performance.now()
for (const corpus of CORPORA) {
  for (const question of loadSplit(corpus, "training", 2)) {
    for (const [r, reference] of question.references.entries()) {
      for (const answer of question.answers) {
        record(`${corpus} ${question.id} ${answer.id} ref ${r}`, { question: question.text, reference, answer: answer.text })
      }
    }
  }
}
const questions = bank.questions
for (const [i, q] of questions.entries()) {
  const other = questions[(i * 7 + 13) % questions.length]!
  for (const [kind, answer] of [
    ["model", q.modelAnswer],
    ["first sentence", splitSentences(q.modelAnswer)[0] ?? ""],
    ["another question's model", other.modelAnswer]
  ] as const) {
    record(`bank ${q.id} ${kind}`, { question: q.text, questionId: q.id, answer })
  }
}
const digest = hash.digest("hex")
console.log(`${lines.length} assessments in ${((performance.now() - started) / 1000).toFixed(1)} s; sha256 ${digest}`)
console.log(digest === RECORDED ? "identical to the recorded judgements" : `DIFFERENT from the recorded judgements (${RECORDED})`)
const dump = process.argv.indexOf("--dump")
if (dump >= 0 && process.argv[dump + 1] !== undefined) writeFileSync(process.argv[dump + 1]!, `${lines.join("\n")}\n`)
if (digest !== RECORDED) process.exitCode = 1
