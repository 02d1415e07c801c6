/**
 * The premium detailed analysis of one answer: every talking point covered or missed with the candidate's
 * sentence that covered it, the model answer, and an improved version of the answer. The improved answer
 * follows the points in order: the candidate's own sentence where they made the point, the model answer's
 * sentence (the bank's words) where they missed it. Behavioural answers keep the candidate's story and mark
 * what to add in brackets, since another person's story would not fit.
 */
import type { Judgement } from "../judging/assess.ts"
import { indexAnswer } from "../reading/answer-index.ts"
import { matchPoint } from "../judging/evidence.ts"
import { coveredPoints } from "./lines.ts"
import type { DetailedAnalysis } from "../schemas.ts"
import { squash } from "../reading/text.ts"

const FILLER_TEXT = /\b(?:um+|uh+|erm|er|hmm+|basically|literally|you know|i mean|sort of|kind of)\b,?\s*/gi

const clean = (text: string): string => {
  const t = squash(
    text
      .replace(FILLER_TEXT, "")
      .replace(/\s+([,.;:!?])/g, "$1")
      .replace(/,+\s*([.;:!?])/g, "$1")
      .replace(/,\s*,/g, ",")
      .replace(/^[,;:\s]+/, "")
  ).replace(/,$/, "")
  if (t === "") return t
  const capital = t[0]!.toUpperCase() + t.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

export const analyseJudgement = (j: Judgement): DetailedAnalysis => {
  const reference = j.question.reference?.text ?? null
  const model = reference === null ? null : indexAnswer(reference)
  const behavioural = j.question.kind === "behavioural"
  const used = new Set<string>()
  const parts: Array<string> = []
  const add = (text: string) => {
    const key = text.toLowerCase()
    if (text !== "" && !used.has(key)) {
      used.add(key)
      parts.push(text)
    }
  }
  const made = coveredPoints(j)
  const points = j.question.points.map((point, i) => {
    const match = j.matches[i]!
    const covered = made[i]!
    const sentence = covered ? match.sentences.map((s) => j.answer.sentences[s]!.text).join(" ") : null
    if (covered) for (const s of match.sentences) add(clean(j.answer.sentences[s]!.text))
    else if (behavioural || model === null) add(behavioural ? `[Add: ${clean(point.point)}]` : clean(point.point))
    else {
      const fromModel = matchPoint(point, model)
      if (fromModel.credit > 0) for (const s of fromModel.sentences) add(clean(model.sentences[s]!.text))
      else add(clean(point.point))
    }
    return { point: point.point, covered, strength: Math.round(match.credit * 100) / 100, sentence }
  })
  if (j.exact !== null && !j.exact.correct) add(`So the answer is ${j.exact.expected}.`)
  return { points, modelAnswer: reference, improvedAnswer: parts.join(" ") }
}
