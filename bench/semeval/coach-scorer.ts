/**
 * The built-in coach as a SemEval scorer: reference-only mode (question text + one reference answer, no talking
 * points, topic or kind), judged against each reference answer, best score kept.
 *
 * The ONE file of the harness that imports the coach. core/coach/ is being reorganised; if an import below
 * breaks, find the new home of `builtInBank` and `makeBuiltInCoach` (grep -rn "export const builtInBank" core/).
 */
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { loadMeaning } from "../../adapters/node/meaning-files.ts"
import type { Scorer } from "./evaluate.ts"

type Coach = ReturnType<typeof makeBuiltInCoach>

let shared: Coach | undefined
/**
 * The built-in coach over the built-in bank (its word statistics), made once per process, reading meaning as the
 * server does (the compact resources built at install; words alone if they are missing, or with REHEARSE_WORDS_ONLY=1).
 */
const coach = (): Coach => {
  if (shared !== undefined) return shared
  const meaning = process.env.REHEARSE_WORDS_ONLY === "1" ? undefined : loadMeaning() ?? undefined
  return (shared = makeBuiltInCoach(builtInBank(), undefined, meaning))
}

/** The coach's 0–100 score of `answer` judged against `reference` alone. */
export const coachScore = (question: string, reference: string, answer: string): number => {
  const c = coach()
  // A question whose exact text is in the bank would be judged by the bank's talking points: not reference-only.
  if (c.bank.findByText(question) !== undefined) throw new Error(`"${question}" is a bank question; the coach would not judge it by the reference alone`)
  const result = c.assess({ question, reference, answer })
  if (!("score" in result) || typeof result.score !== "number") {
    throw new Error(`the coach could not judge an answer to "${question}" (${"message" in result ? String(result.message) : "no score"})`)
  }
  return result.score
}

/** Best coach score over the question's reference answers (0 when it has none). */
export const coachScorer: Scorer = (question, answer) =>
  question.references.reduce((best, reference) => Math.max(best, coachScore(question.text, reference, answer)), 0)
