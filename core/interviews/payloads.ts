/** What the interview calls answer, as field definitions the UI's one renderer draws (PRODUCT.md). */
import type { FieldDefinition } from "../contract/fields.ts"
import type { ReportItem } from "../contract/interview.ts"
import type { AnswerRecord, QuestionRecord } from "../ports/Interviews.ts"
import { isFollowUp, questionTitle } from "./asked.ts"

export const NO_MORE_QUESTIONS = "No more questions available. You can end the interview here."

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The current question: its text under key 'question' (spec §3), its progress, difficulty and, for SQL, the schema.
 * `number` is the question's number as the candidate sees it (asked.ts); a follow-up says whose follow-up it is.
 */
export const questionFields = (q: QuestionRecord, number: number, planned: number, topicName: string): Array<FieldDefinition> => {
  const followUp = isFollowUp(q)
  const title = followUp ? questionTitle(number, true) : `Question ${number} of ${planned}`
  const fields: Array<FieldDefinition> = [
    {
      key: "question",
      id: q.id,
      label: title,
      type: "display",
      properties: { content: q.text, questionId: q.id, readOnly: true, number, followUp }
    },
    {
      key: "progress",
      label: title,
      type: "progress",
      properties: { value: Math.round((100 * (number - (followUp ? 0 : 1))) / planned), readOnly: true }
    },
    {
      key: "difficulty",
      label: "Difficulty",
      type: "badge",
      options: [{ value: q.difficulty, label: capitalise(q.difficulty) }],
      properties: { value: q.difficulty, readOnly: true }
    },
    {
      key: "topic",
      label: "Topic",
      type: "badge",
      options: [{ value: q.topic, label: topicName }],
      properties: { value: q.topic, readOnly: true }
    }
  ]
  // A job-description interview says why it asks each question (issue #16).
  const reason = q.extra.reason
  if (typeof reason === "string" && reason.trim() !== "") {
    fields.push({ key: "reason", label: "Why this question", type: "display", properties: { content: reason, className: "info", readOnly: true } })
  }
  const schema = q.extra.schema
  if (typeof schema === "string" && schema.trim() !== "") {
    fields.push({
      key: "schema",
      label: "Schema",
      type: "textarea",
      properties: { value: schema, readOnly: true, rows: Math.min(12, schema.split("\n").length) }
    })
  }
  return fields
}

/** The feedback lines the coach gave an answer, as stored with its assessment. */
const feedbackLinesOf = (a: AnswerRecord): ReadonlyArray<string> => {
  const lines = typeof a.assessment === "object" && a.assessment !== null ? (a.assessment as { feedback?: unknown }).feedback : undefined
  return Array.isArray(lines) ? lines.filter((l): l is string => typeof l === "string") : []
}

/** An answer's score, rating and feedback lines: every user's to re-read (PRODUCT.md); the detailed analysis is premium. */
export const feedbackObject = (a: AnswerRecord | null): ReportItem["feedback_object"] => {
  if (a === null || a.score === null) return {}
  const lines = feedbackLinesOf(a)
  return { score: a.score, ...(a.rating !== null ? { rating: a.rating } : {}), ...(lines.length > 0 ? { lines } : {}) }
}

/** One read-only card per answer (spec §2 "Assessment answers"); a follow-up's card says whose follow-up it is. */
export const answerItem = (n: number, q: QuestionRecord, a: AnswerRecord): ReportItem => ({
  key: isFollowUp(q) ? `answer-${n}-follow-up` : `answer-${n}`,
  id: q.id,
  label: isFollowUp(q) ? `${questionTitle(n, true)}: ${q.text}` : `${n}. ${q.text}`,
  type: "textarea",
  properties: {
    value: a.status === "SKIPPED" ? "Skipped" : a.answer,
    readOnly: true,
    rows: Math.min(8, Math.max(3, Math.ceil(a.answer.length / 90))),
    questionId: q.id
  },
  feedback_object: feedbackObject(a)
})

/** One expandable question per answer in the report (spec §2 "Report"); the analysis is fetched when opened. */
export const reportQuestionItem = (n: number, q: QuestionRecord, a: AnswerRecord): ReportItem => ({
  key: isFollowUp(q) ? `question-${n}-follow-up` : `question-${n}`,
  id: q.id,
  label: questionTitle(n, isFollowUp(q)),
  type: "questiondrawer",
  properties: {
    content: q.text,
    answer: a.status === "SKIPPED" ? "" : a.answer,
    value: a.status,
    questionId: q.id
  },
  feedback_object: feedbackObject(a)
})
