/** Rows of the interview tables as the `Interviews` port's records: every JSON column decoded with its Schema. */
import { Option } from "effect"
import { FieldDefinitions } from "../../core/contract/fields.ts"
import { type EndReason, FormValues, type InterviewStatus } from "../../core/contract/interview.ts"
import type { AnswerRecord, InterviewRecord, InterviewTypeRecord, QuestionRecord } from "../../core/ports/Interviews.ts"
import { QuestionExtra, StoredAssessment, StoredTalkingPoints, StoredTiming } from "../../core/ports/stored.ts"
import { bool, cachedJsonColumn, jsonColumn, num, numOrNull, type Row, str, strOrNull } from "./rows.ts"

// Every JSON column read with its Schema: a corrupt value fails the read, naming the column (rows.ts). The columns of
// rows never changed once written (asked questions, answers) keep their decoded values by text (cachedJsonColumn).
const questionFields = jsonColumn("interview_types.question_fields", FieldDefinitions, [])
const answerFields = jsonColumn("interview_types.answer_fields", FieldDefinitions, [])
const questionValues = jsonColumn("user_interviews.question_values", FormValues, {})
const answerValues = jsonColumn("user_interviews.answer_values", FormValues, {})
export const talkingPoints = cachedJsonColumn("interview_questions.talking_points", StoredTalkingPoints, [])
export const extra = cachedJsonColumn("interview_questions.extra", QuestionExtra, {})
export const timing = cachedJsonColumn("answers.timing", StoredTiming, null)
export const assessment = cachedJsonColumn("answers.assessment", StoredAssessment, null)

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

export const toQuestion = (r: Row, p = ""): QuestionRecord => ({
  id: num(r[`${p}id`]),
  interviewId: num(r[`${p}user_interview_id`]),
  position: num(r[`${p}position`]),
  ref: str(r[`${p}question_ref`]),
  source: str(r[`${p}source`]),
  topic: str(r[`${p}topic`]),
  difficulty: str(r[`${p}difficulty`]),
  kind: str(r[`${p}kind`]),
  text: str(r[`${p}text`]),
  talkingPoints: talkingPoints(r[`${p}talking_points`]),
  modelAnswer: str(r[`${p}model_answer`]),
  extra: extra(r[`${p}extra`]),
  followUpTo: numOrNull(r[`${p}follow_up_to`]),
  askedAt: num(r[`${p}asked_at`])
})

export const toAnswer = (r: Row, p = ""): AnswerRecord => ({
  id: num(r[`${p}id`]),
  questionId: num(r[`${p}question_id`]),
  interviewId: num(r[`${p}user_interview_id`]),
  status: str(r[`${p}status`]) as AnswerRecord["status"],
  answer: str(r[`${p}answer`]),
  timing: timing(r[`${p}timing`]),
  score: numOrNull(r[`${p}score`]),
  rating: numOrNull(r[`${p}rating`]),
  assessment: assessment(r[`${p}assessment`]),
  judgedBy: strOrNull(r[`${p}judged_by`]),
  createdAt: num(r[`${p}created_at`])
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
