/**
 * The premium detailed analysis of one answer: every talking point covered or missed with the candidate's
 * sentence that covered it, the model answer, and an improved version of the candidate's own answer.
 * Behavioural answers keep the candidate's story and mark what to add in brackets, since another person's
 * story would not fit.
 */
import type { Judgement } from "../judging/assess.ts"
import { indexAnswer } from "../reading/answer-index.ts"
import { matchPoint } from "../judging/point-match.ts"
import { countsAsAnswer, coveredPoints } from "./lines.ts"
import type { DetailedAnalysis } from "../schemas.ts"
import { squash } from "../reading/text.ts"
import { rightVerdict, verdictOf } from "../reading/verdict.ts"

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

/**
 * The candidate's answer, improved: their sentences in their order and words (fillers trimmed), keeping those
 * that made or began a point; a sentence that says the opposite of a point replaced by the point stated the
 * right way round; each missed point added after the sentences of the point before it, in the model answer's
 * spoken words where it makes that point (else the point itself); an aptitude answer ends on the right figure.
 */
export const analyseJudgement = (j: Judgement): DetailedAnalysis => {
  const reference = j.question.reference?.text ?? null
  const model = reference === null ? null : indexAnswer(reference)
  const behavioural = j.question.kind === "behavioural"
  const made = coveredPoints(j)
  const counts = countsAsAnswer(j)
  // What the answer should say for point i, in the model answer's words where they make it.
  const stated = (i: number): string => {
    const point = j.question.points[i]!
    if (behavioural) return `[Add: ${clean(point.point)}]`
    if (model === null) return clean(point.point)
    const fromModel = matchPoint(point, model)
    return fromModel.credit > 0 ? fromModel.sentences.map((s) => clean(model.sentences[s]!.text)).join(" ") : clean(point.point)
  }
  // The answer's opening verdict on a yes/no question corrected as the reference gives it ("Um, yes." → "No. Sound is
  // a mechanical wave …"), where the correction does not open with it already.
  const verdict = rightVerdict(j.question.text, reference, j.answer.sentences[0]?.text)
  const opening = (s: number, correction: string): string =>
    s !== 0 || verdict === null || verdictOf(correction) !== null ? correction : `${clean(verdict)} ${correction}`
  // Per sentence of the answer: kept as said, replaced by a correction, or left out.
  const replacement = new Map<number, string>()
  const kept = new Set<number>()
  j.matches.forEach((m, i) => {
    if (!counts) return
    if (m.via === "contradiction") for (const s of m.sentences) replacement.set(s, opening(s, stated(i)))
    else if (m.credit > 0) for (const s of m.sentences) kept.add(s)
  })
  // Missed points go after the last sentence of the nearest earlier point the answer made (or first).
  const after = new Map<number, Array<number>>()
  let anchor = -1
  j.matches.forEach((m, i) => {
    if (counts && made[i]) anchor = Math.max(anchor, ...m.sentences)
    else if (m.via !== "contradiction" || !counts) {
      const list = after.get(anchor) ?? []
      list.push(i)
      after.set(anchor, list)
    }
  })
  const used = new Set<string>()
  const parts: Array<string> = []
  const add = (text: string) => {
    const key = text.toLowerCase()
    if (text !== "" && !used.has(key)) {
      used.add(key)
      parts.push(text)
    }
  }
  // Points missed before any point was made follow the candidate's first sentence that stays, so the answer
  // still opens in their words.
  const first = [...kept, ...replacement.keys()].sort((a, b) => a - b)[0] ?? -1
  const pending = [...(after.get(-1) ?? [])]
  j.answer.sentences.forEach((sentence, s) => {
    const corrected = replacement.get(s)
    if (corrected !== undefined) add(corrected)
    else if (kept.has(s)) add(clean(sentence.text))
    if (s === first) for (const i of pending.splice(0)) add(stated(i))
    for (const i of after.get(s) ?? []) add(stated(i))
  })
  for (const i of pending) add(stated(i))
  if (j.exact !== null && !j.exact.correct) add(`So the answer is ${j.exact.expected}.`)
  const points = j.question.points.map((point, i) => {
    const match = j.matches[i]!
    const covered = made[i]!
    const sentence = covered ? match.sentences.map((s) => j.answer.sentences[s]!.text).join(" ") : null
    return { point: point.point, covered, strength: Math.round(match.credit * 100) / 100, sentence }
  })
  return { points, modelAnswer: reference, improvedAnswer: parts.join(" ") }
}
