/**
 * A model's judgement turned into the port's `Assessment`, grounded in the built-in coach's assessment of the
 * same answer: the score is bounded by its evidence (score-bound.ts), a point counts as covered only with a
 * sentence the candidate really wrote, and the measured facts (flags, delivery, STAR, exact answer) are the
 * built-in coach's. Also the note added when the built-in coach judged instead of the model.
 */
import { ratingFor } from "../../core/coach/judging/assess.ts"
import type { Assessment } from "../../core/coach/schemas.ts"
import type { AssessmentReply } from "./replies.ts"
import { boundedScore, liftAllowed } from "./score-bound.ts"

export const FALLBACK_NOTE = "The built-in coach judged this answer because the model was unavailable."
const HELD_NOTE = "The score is held to what the answer shows of the talking points."

const sentence = (text: string): string => {
  const t = text.trim().replace(/\s+/g, " ")
  return /[.!?]$/.test(t) ? t : `${t}.`
}

/** Lower case, letters and digits only, single spaces: a quote matches the answer despite spacing or punctuation. */
const plain = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()

/** Built-in lines that are measured facts, not coverage or advice: flags, exact answer, STAR and delivery. */
const isFactLine = (line: string): boolean => !/^(Covered|Missed|Next step):/.test(line)

const withBeforeNextStep = (lines: ReadonlyArray<string>, extra: ReadonlyArray<string>): Array<string> => {
  const at = lines.findLastIndex((l) => l.startsWith("Next step:"))
  return at < 0 ? [...lines, ...extra] : [...lines.slice(0, at), ...extra, ...lines.slice(at)]
}

/** The built-in assessment with the note that the model was unavailable. */
export const withFallbackNote = (builtIn: Assessment): Assessment => ({
  ...builtIn,
  feedback: withBeforeNextStep(builtIn.feedback, [FALLBACK_NOTE]),
  judgedBy: "built-in"
})

export const modelAssessment = (
  model: string,
  answer: string,
  points: ReadonlyArray<string>,
  builtIn: Assessment,
  reply: AssessmentReply
): Assessment => {
  const answerKey = ` ${plain(answer)} `
  // Where the model may not lift the score, it may not add covered points either: only the built-in ones stand.
  const trustQuotes = liftAllowed(builtIn, answer)
  const builtInSentence = new Map(builtIn.covered.map((c) => [c.point, c.sentence] as const))
  const covered: Array<{ point: string; sentence: string }> = []
  const missed: Array<{ point: string }> = []
  points.forEach((point, i) => {
    const said = reply.points.find((p) => p.number === i + 1)
    const quote = said?.quote.trim() ?? ""
    const quoteKey = plain(quote)
    const evidence = trustQuotes && quoteKey.length >= 3 && answerKey.includes(` ${quoteKey} `) ? quote : builtInSentence.get(point)
    if (said?.covered === true && evidence !== undefined) covered.push({ point, sentence: evidence })
    else missed.push({ point })
  })
  const score = boundedScore(reply.score, builtIn, answer)
  const nextStep = `Next step: ${sentence(reply.nextStep)}`
  // The built-in lines keep their places (flag lines first, then exact answer, STAR and delivery facts);
  // the model's coverage takes the place of the built-in coverage lines.
  const firstPointLine = builtIn.feedback.findIndex((l) => !isFactLine(l))
  const leading = firstPointLine < 0 ? builtIn.feedback.length : firstPointLine
  const facts = builtIn.feedback.filter(isFactLine)
  const feedback = [
    ...facts.slice(0, leading),
    ...covered.map((c) => `Covered: ${sentence(c.point)}`),
    ...missed.map((m) => `Missed: ${sentence(m.point)}`),
    ...facts.slice(leading),
    ...(reply.comment.trim() !== "" ? [sentence(reply.comment)] : []),
    ...(score < Math.round(reply.score) ? [HELD_NOTE] : []),
    nextStep
  ]
  return {
    score,
    rating: ratingFor(score),
    covered,
    missed,
    feedback,
    nextStep,
    flags: builtIn.flags,
    ...(builtIn.delivery !== undefined ? { delivery: builtIn.delivery } : {}),
    ...(builtIn.star !== undefined ? { star: builtIn.star } : {}),
    ...(builtIn.exact !== undefined ? { exact: builtIn.exact } : {}),
    judgedBy: model
  }
}
