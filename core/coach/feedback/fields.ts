/**
 * Coach results as field definitions (spec §3), so the UI's one dynamic renderer draws them: an assessment as
 * a `score` gauge, a `rating`, a `feedback` list of lines and `display` facts; the detailed analysis and the
 * report card the same way. Conventions: the value of score/rating is `properties.value`; the lines of a
 * feedback field are `properties.content` (an array of strings); a display field's text is
 * `properties.content` and the word choosing its icon (success, warning, error, info) is `properties.className`.
 */
import type { FieldDefinition } from "../../contract/fields.ts"
import type { Assessment, DetailedAnalysis } from "../schemas.ts"
import type { ReportCard } from "./report-card.ts"
import { MAX_STRIKES } from "../../live-interview/StrikePolicy.ts"

const FEEDBACK_DURATION_MS = 3000

const display = (key: string, label: string, content: string, tone: "success" | "warning" | "error" | "info"): FieldDefinition => ({
  key,
  label,
  type: "display",
  properties: { content, className: tone, readOnly: true }
})

const scoreField = (key: string, label: string, value: number): FieldDefinition => ({
  key,
  label,
  type: "score",
  properties: { value, max: 100, readOnly: true }
})

const ratingField = (key: string, label: string, value: number): FieldDefinition => ({
  key,
  label,
  type: "rating",
  properties: { value, max: 5, readOnly: true }
})

export const assessmentFields = (assessment: Assessment): Array<FieldDefinition> => {
  const fields: Array<FieldDefinition> = [
    scoreField("score", "Score", assessment.score),
    ratingField("rating", "Rating", assessment.rating),
    {
      key: "feedback",
      label: "Feedback",
      type: "feedback",
      properties: { content: [...assessment.feedback], duration: FEEDBACK_DURATION_MS, readOnly: true }
    }
  ]
  const exact = assessment.exact
  if (exact !== undefined) {
    fields.push(
      display(
        "exactAnswer",
        "Exact answer",
        exact.correct ? `Correct: ${exact.expected}` : `Expected ${exact.expected}${exact.given === null ? "; no final answer given" : `; you gave ${exact.given}`}`,
        exact.correct ? "success" : "error"
      )
    )
  }
  const star = assessment.star
  if (star !== undefined) {
    const parts = (["situation", "task", "action", "result"] as const).map((p) => `${p} ${star[p] ? "✓" : "✗"}`)
    const complete = star.situation && star.task && star.action && star.result
    fields.push(display("star", "STAR", `${parts.join(", ")}`, complete ? "success" : "warning"))
    if (star.result) {
      fields.push(
        display(
          "quantifiedResult",
          "Quantified result",
          star.quantified ? "Your result is backed by a number" : "Your result has no number yet",
          star.quantified ? "success" : "warning"
        )
      )
    }
  }
  const d = assessment.delivery
  if (d !== undefined) {
    if (d.wordsPerMinute !== null) {
      fields.push(display("pace", "Pace", `${d.wordsPerMinute} words per minute (${d.pace})`, d.pace === "steady" ? "success" : "warning"))
    }
    fields.push(
      display(
        "fillers",
        "Filler words",
        d.fillerCount === 0 ? "None" : `${d.fillerCount}: ${d.fillers.map((f) => `'${f.word}' ×${f.count}`).join(", ")}`,
        d.fillersPer100Words <= 2 ? "success" : "warning"
      )
    )
    if (d.longestPauseMs !== null) {
      fields.push(
        display("longestPause", "Longest pause", `${(d.longestPauseMs / 1000).toFixed(1)} s`, d.longestPauseMs < 4000 ? "info" : "warning")
      )
    }
  }
  return fields
}

export const analysisFields = (analysis: DetailedAnalysis): Array<FieldDefinition> => [
  ...analysis.points.map((p, i) =>
    display(
      `point${i + 1}`,
      p.covered ? "Covered" : "Missed",
      p.covered && p.sentence !== null ? `${p.point} — you said: "${p.sentence}"` : p.point,
      p.covered ? "success" : "warning"
    )
  ),
  ...(analysis.modelAnswer !== null
    ? [{ key: "modelAnswer", label: "Model answer", type: "textarea", properties: { value: analysis.modelAnswer, readOnly: true, rows: 6 } }]
    : []),
  { key: "improvedAnswer", label: "Improved answer", type: "textarea", properties: { value: analysis.improvedAnswer, readOnly: true, rows: 6 } }
]

export const reportCardFields = (card: ReportCard): Array<FieldDefinition> => {
  const fields: Array<FieldDefinition> = []
  if (card.overallScore !== null) {
    fields.push(scoreField("overallScore", "Overall score", card.overallScore), ratingField("overallRating", "Overall rating", card.overallRating ?? 1))
  }
  const areaList = (areas: ReportCard["strongest"]) => areas.map((a) => `${a.label} (${a.score})`).join(", ")
  if (card.strongest.length > 0) fields.push(display("strongest", "Strongest", areaList(card.strongest), "success"))
  if (card.weakest.length > 0) fields.push(display("weakest", "Needs work", areaList(card.weakest), "warning"))
  fields.push(
    display("answered", "Questions", `${card.answered} answered, ${card.skipped} skipped`, "info"),
    display("strikes", "Strikes", `${card.strikes} of ${MAX_STRIKES}`, card.strikes === 0 ? "success" : card.strikes >= MAX_STRIKES ? "error" : "warning"),
    display("ending", "Ending", card.ending, card.endReason === "tab-switching" ? "error" : card.endReason === "ended-early" ? "warning" : "success")
  )
  return fields
}
