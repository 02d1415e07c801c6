/** What `rehearse practice` shows: a question with its header, and the coach's feedback on an answer. */
import type { Feedback } from "../../core/contract/interview.ts"
import { bandOfScore } from "../../core/forms/fields.ts"
import type { LiveInterviewState } from "../../core/sdk/live-interview.ts"
import { type Io, painter } from "../io.ts"

export const feedbackLines = (feedback: Feedback, io: Io): string => {
  const p = painter(io)
  const out: Array<string> = []
  const score = feedback.score
  if (score !== null) {
    const band = bandOfScore(score)
    const colour = p[band.tone]
    const stars = feedback.rating === null ? "" : `  ${colour(`${"★".repeat(feedback.rating)}${"☆".repeat(5 - feedback.rating)}`)}`
    out.push(`${p.bold("Score")} ${colour(`${score}/100`)}${stars}  ${colour(band.word)}`)
  }
  for (const field of feedback.fields) {
    const content = field.properties?.content
    if (field.type === "feedback" && Array.isArray(content)) for (const line of content) out.push(`  ${String(line)}`)
    else if (field.type === "display" && field.key !== "judgedBy") out.push(`  ${field.label ?? field.key}: ${String(content ?? "")}`)
    else if (field.key === "judgedBy") out.push(p.dim(`  Judged by ${String(content ?? "")}.`))
  }
  return out.join("\n") + "\n"
}

export const questionBlock = (s: LiveInterviewState, io: Io): string => {
  const p = painter(io)
  const q = s.question!
  const labelOf = (key: string) => q.fields.find((f) => f.key === key)
  const progress = labelOf("progress")?.label ?? `Question ${s.questionNumber}`
  const badge = (key: string) => labelOf(key)?.options?.[0]?.label
  const meta = [progress, badge("difficulty"), badge("topic")].filter(Boolean).join(" · ")
  const schema = labelOf("schema")?.properties?.value
  const reason = labelOf("reason")?.properties?.content
  return `\n${p.cyan(meta)}\n${typeof reason === "string" ? p.dim(`Why: ${reason}`) + "\n" : ""}${p.bold(q.text)}\n${
    typeof schema === "string" ? p.dim(schema) + "\n" : ""
  }`
}
