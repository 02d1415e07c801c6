/** Rows of the interview tables as the `Interviews` port's records: every JSON column decoded with its Schema. */
import { Option } from "effect"
import { FieldDefinitions } from "../../core/contract/fields.ts"
import { type EndReason, FormValues, type InterviewStatus } from "../../core/contract/interview.ts"
import type { AnswerRecord, InterviewRecord, InterviewTypeRecord, NewAnswer, QuestionRecord } from "../../core/ports/Interviews.ts"
import { QuestionExtra, StoredAssessment, StoredTalkingPoints, StoredTiming } from "../../core/ports/stored.ts"
import { bool, cachedJsonColumn, jsonColumn, num, numOrNull, type Row, str, strOrNull } from "./rows.ts"

// Every JSON column read with its Schema: a corrupt value fails the read, naming the column (rows.ts). The columns the
// API reads on every call keep their decoded values by text (cachedJsonColumn): an interview's settings, its asked
// questions' and answers' (a row written again has another text, so it is decoded again).
const questionFields = jsonColumn("interview_types.question_fields", FieldDefinitions, [])
const answerFields = jsonColumn("interview_types.answer_fields", FieldDefinitions, [])
const questionValues = cachedJsonColumn("user_interviews.question_values", FormValues, {})
const answerValues = cachedJsonColumn("user_interviews.answer_values", FormValues, {})
export const talkingPoints = cachedJsonColumn("interview_questions.talking_points", StoredTalkingPoints, [])
export const extra = cachedJsonColumn("interview_questions.extra", QuestionExtra, {})
export const timing = cachedJsonColumn("answers.timing", StoredTiming, null)
export const assessment = cachedJsonColumn("answers.assessment", StoredAssessment, null)

/** What the cached JSON columns hold, all six together: values kept and the characters of their texts. */
export const decodedColumnsHeld = (): { readonly values: number; readonly chars: number } => {
  let values = 0
  let chars = 0
  for (const column of [questionValues, answerValues, talkingPoints, extra, timing, assessment]) {
    values += column.held()
    chars += column.heldChars()
  }
  return { values, chars }
}

export const toType = (r: Row, p = ""): InterviewTypeRecord => ({
  id: num(r[`${p}id`]),
  name: str(r[`${p}name`]),
  displayName: str(r[`${p}display_name`]),
  description: str(r[`${p}description`]),
  category: str(r[`${p}category`]),
  topic: str(r[`${p}topic`]),
  isActive: bool(r[`${p}is_active`]),
  questionFields: questionFields(r[`${p}question_fields`]),
  answerFields: answerFields(r[`${p}answer_fields`]),
  sortOrder: num(r[`${p}sort_order`])
})

export const toInterview = (r: Row): InterviewRecord => ({
  id: num(r.id),
  userId: num(r.user_id),
  typeId: num(r.interview_type_id),
  status: str(r.status) as InterviewStatus,
  questionValues: questionValues(r.question_values),
  answerValues: answerValues(r.answer_values),
  topic: str(r.topic),
  difficulty: str(r.difficulty),
  plannedQuestions: num(r.planned_questions),
  seed: num(r.seed),
  scheduledAt: numOrNull(r.scheduled_at),
  startedAt: numOrNull(r.started_at),
  completedAt: numOrNull(r.completed_at),
  endReason: strOrNull(r.end_reason) as EndReason | null,
  createdAt: num(r.created_at),
  updatedAt: num(r.updated_at)
})

/**
 * A reader of a row's columns `prefix + name` by `name`, made once per prefix with its property names written out,
 * so V8 reads each as a fixed property of the row's one shape: a key built on every read (`${prefix}id`) was a new
 * string V8 looked up in its string table, a dozen times a row on every API call.
 */
const columnsUnder = <K extends string>(names: ReadonlyArray<K>) => {
  const readers = new Map<string, (r: Row) => Record<K, unknown>>()
  return (prefix: string): ((r: Row) => Record<K, unknown>) => {
    let reader = readers.get(prefix)
    if (reader === undefined) {
      // the names are this module's own, each quoted by JSON.stringify
      reader = new Function("r", `return {${names.map((n) => `${JSON.stringify(n)}: r[${JSON.stringify(prefix + n)}]`).join(", ")}}`) as (r: Row) => Record<K, unknown>
      readers.set(prefix, reader)
    }
    return reader
  }
}

const questionColumns = columnsUnder(
  ["id", "user_interview_id", "position", "question_ref", "source", "topic", "difficulty", "kind", "text", "talking_points", "model_answer", "extra", "follow_up_to", "asked_at"] as const
)

export const toQuestion = (r: Row, p = ""): QuestionRecord => {
  const c = questionColumns(p)(r)
  return {
    id: num(c.id),
    interviewId: num(c.user_interview_id),
    position: num(c.position),
    ref: str(c.question_ref),
    source: str(c.source),
    topic: str(c.topic),
    difficulty: str(c.difficulty),
    kind: str(c.kind),
    text: str(c.text),
    talkingPoints: talkingPoints(c.talking_points),
    modelAnswer: str(c.model_answer),
    extra: extra(c.extra),
    followUpTo: numOrNull(c.follow_up_to),
    askedAt: num(c.asked_at)
  }
}

const answerColumns = columnsUnder(
  ["id", "question_id", "user_interview_id", "status", "answer", "timing", "score", "rating", "assessment", "judged_by", "created_at"] as const
)

export const toAnswer = (r: Row, p = ""): AnswerRecord => {
  const c = answerColumns(p)(r)
  return {
    id: num(c.id),
    questionId: num(c.question_id),
    interviewId: num(c.user_interview_id),
    status: str(c.status) as AnswerRecord["status"],
    answer: str(c.answer),
    timing: timing(c.timing),
    score: numOrNull(c.score),
    rating: numOrNull(c.rating),
    assessment: assessment(c.assessment),
    judgedBy: strOrNull(c.judged_by),
    createdAt: num(c.created_at)
  }
}

/** The record of an answer just written with `id` at `now`: the row toAnswer would read back, with its keys in order. */
export const writtenAnswer = (a: NewAnswer, id: number, now: number): AnswerRecord => ({
  id,
  questionId: a.questionId,
  interviewId: a.interviewId,
  status: a.status,
  answer: a.answer,
  timing: a.timing ?? null,
  score: a.score,
  rating: a.rating,
  assessment: a.assessment,
  judgedBy: a.judgedBy,
  createdAt: now
})

export const ANSWER_COLUMNS = `a.id AS a_id, a.question_id AS a_question_id, a.user_interview_id AS a_user_interview_id,
  a.status AS a_status, a.answer AS a_answer, a.timing AS a_timing, a.score AS a_score, a.rating AS a_rating,
  a.assessment AS a_assessment, a.judged_by AS a_judged_by, a.created_at AS a_created_at`

export const QUESTION_COLUMNS = `q.id AS q_id, q.user_interview_id AS q_user_interview_id, q.position AS q_position,
  q.question_ref AS q_question_ref, q.source AS q_source, q.topic AS q_topic, q.difficulty AS q_difficulty, q.kind AS q_kind,
  q.text AS q_text, q.talking_points AS q_talking_points, q.model_answer AS q_model_answer, q.extra AS q_extra,
  q.follow_up_to AS q_follow_up_to, q.asked_at AS q_asked_at`

export const TYPE_COLUMNS = `t.id AS t_id, t.name AS t_name, t.display_name AS t_display_name, t.description AS t_description,
  t.category AS t_category, t.topic AS t_topic, t.is_active AS t_is_active, t.question_fields AS t_question_fields,
  t.answer_fields AS t_answer_fields, t.sort_order AS t_sort_order`

export const first = <A>(rows: ReadonlyArray<Row>, f: (r: Row) => A): Option.Option<A> =>
  rows.length > 0 ? Option.some(f(rows[0]!)) : Option.none()
