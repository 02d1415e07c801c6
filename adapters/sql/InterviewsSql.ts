/** The `Interviews` port on SQL (SQLite or PostgreSQL, same statements). */
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { FieldDefinitions } from "../../core/contract/fields.ts"
import { type EndReason, FormValues, type InterviewStatus } from "../../core/contract/interview.ts"
import {
  type AnswerRecord,
  type InterviewRecord,
  Interviews,
  type InterviewTypeRecord,
  type NewAnswer,
  type NewInterview,
  type QuestionRecord
} from "../../core/ports/Interviews.ts"
import { QuestionExtra, StoredAssessment, StoredTalkingPoints, StoredTiming } from "../../core/ports/stored.ts"
import { bool, jsonColumn, num, numOrNull, type Row, str, strOrNull } from "./rows.ts"

// Every JSON column read with its Schema: a corrupt value fails the read, naming the column (rows.ts).
const questionFields = jsonColumn("interview_types.question_fields", FieldDefinitions, [])
const answerFields = jsonColumn("interview_types.answer_fields", FieldDefinitions, [])
const questionValues = jsonColumn("user_interviews.question_values", FormValues, {})
const answerValues = jsonColumn("user_interviews.answer_values", FormValues, {})
const talkingPoints = jsonColumn("interview_questions.talking_points", StoredTalkingPoints, [])
const extra = jsonColumn("interview_questions.extra", QuestionExtra, {})
const timing = jsonColumn("answers.timing", StoredTiming, null)
const assessment = jsonColumn("answers.assessment", StoredAssessment, null)

const toType = (r: Row, p = ""): InterviewTypeRecord => ({
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

const toInterview = (r: Row): InterviewRecord => ({
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

const toQuestion = (r: Row, p = ""): QuestionRecord => ({
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

const toAnswer = (r: Row, p = ""): AnswerRecord => ({
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

const ANSWER_COLUMNS = `a.id AS a_id, a.question_id AS a_question_id, a.user_interview_id AS a_user_interview_id,
  a.status AS a_status, a.answer AS a_answer, a.timing AS a_timing, a.score AS a_score, a.rating AS a_rating,
  a.assessment AS a_assessment, a.judged_by AS a_judged_by, a.created_at AS a_created_at`

const TYPE_COLUMNS = `t.id AS t_id, t.name AS t_name, t.display_name AS t_display_name, t.description AS t_description,
  t.category AS t_category, t.topic AS t_topic, t.is_active AS t_is_active, t.question_fields AS t_question_fields,
  t.answer_fields AS t_answer_fields, t.sort_order AS t_sort_order`

const first = <A>(rows: ReadonlyArray<Row>, f: (r: Row) => A): Option.Option<A> =>
  rows.length > 0 ? Option.some(f(rows[0]!)) : Option.none()

export const layer = Layer.effect(
  Interviews,
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const isPg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
    // A check-then-write rule (the quota, strikes, nothing after the end) runs as one transaction that holds a lock:
    // PostgreSQL locks the row the rule is about (NO KEY UPDATE, so foreign-key checks of other inserts still
    // pass); SQLite takes the database's write lock at BEGIN, so another process cannot slip in between.
    const exclusively = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      isPg
        ? sql.withTransaction(effect)
        : Effect.provideService(sql.withTransaction(effect), SqlClient.BeginTransaction, "BEGIN IMMEDIATE")
    const lockRow = (table: "users" | "user_interviews", id: number) =>
      isPg ? sql<Row>`SELECT id FROM ${sql(table)} WHERE id = ${id} FOR NO KEY UPDATE` : sql<Row>`SELECT id FROM ${sql(table)} WHERE id = ${id}`

    const insertInterview = (i: NewInterview, now: number) =>
      sql<Row>`INSERT INTO user_interviews (user_id, interview_type_id, status, question_values, answer_values, topic,
          difficulty, planned_questions, seed, scheduled_at, started_at, created_at, updated_at)
        VALUES (${i.userId}, ${i.typeId}, ${i.status}, ${JSON.stringify(i.questionValues)}, ${JSON.stringify(i.answerValues)},
          ${i.topic}, ${i.difficulty}, ${i.plannedQuestions}, ${i.seed}, ${i.scheduledAt},
          ${i.status === "IN_PROGRESS" ? now : null}, ${now}, ${now})
        RETURNING *`.pipe(Effect.map((rows) => toInterview(rows[0]!)))

    const findQuestionAt = (interviewId: number, position: number) =>
      sql<Row>`SELECT * FROM interview_questions WHERE user_interview_id = ${interviewId} AND position = ${position}`.pipe(
        Effect.map((rows) => first(rows, (r) => toQuestion(r)))
      )

    const answerFor = (questionId: number) =>
      sql<Row>`SELECT * FROM answers WHERE question_id = ${questionId}`.pipe(Effect.map((rows) => first(rows, (r) => toAnswer(r))))

    const insertAnswer = (a: NewAnswer, now: number) =>
      sql<Row>`INSERT INTO answers (question_id, user_interview_id, status, answer, timing, score, rating, assessment, judged_by, created_at)
        VALUES (${a.questionId}, ${a.interviewId}, ${a.status}, ${a.answer}, ${a.timing === undefined || a.timing === null ? null : JSON.stringify(a.timing)},
          ${a.score}, ${a.rating}, ${a.assessment === null ? null : JSON.stringify(a.assessment)}, ${a.judgedBy}, ${now})
        ON CONFLICT (question_id) DO NOTHING RETURNING *`.pipe(
        Effect.flatMap((rows) =>
          rows.length > 0
            ? Effect.succeed({ ended: false as const, inserted: true, answer: toAnswer(rows[0]!) })
            : Effect.map(answerFor(a.questionId), (found) => ({ ended: false as const, inserted: false, answer: Option.getOrThrow(found) }))
        )
      )

    return Interviews.of({
      seedTypes: (seeds) =>
        sql.withTransaction(Effect.forEach(seeds, (s) =>
          sql`INSERT INTO interview_types (name, display_name, description, category, topic, is_active, question_fields, answer_fields, sort_order)
            VALUES (${s.name}, ${s.displayName}, ${s.description}, ${s.category}, ${s.topic}, ${s.isActive === false ? 0 : 1},
              ${JSON.stringify(s.questionFields)}, ${JSON.stringify(s.answerFields)}, ${s.sortOrder})
            ON CONFLICT (name) DO UPDATE SET display_name = excluded.display_name, description = excluded.description,
              category = excluded.category, topic = excluded.topic, question_fields = excluded.question_fields,
              answer_fields = excluded.answer_fields, sort_order = excluded.sort_order`, { discard: true })).pipe(Effect.orDie),
      listTypes: () =>
        sql<Row>`SELECT * FROM interview_types WHERE is_active = 1 ORDER BY sort_order, id`.pipe(
          Effect.map((rows) => rows.map((r) => toType(r))),
          Effect.orDie
        ),
      findType: (id) =>
        sql<Row>`SELECT * FROM interview_types WHERE id = ${id}`.pipe(Effect.map((rows) => first(rows, (r) => toType(r))), Effect.orDie),

      findTypeNamed: (name) =>
        sql<Row>`SELECT * FROM interview_types WHERE name = ${name}`.pipe(Effect.map((rows) => first(rows, (r) => toType(r))), Effect.orDie),

      create: (i, now) => insertInterview(i, now).pipe(Effect.orDie),
      createWithin: (i, max, now) =>
        exclusively(Effect.gen(function*() {
          yield* lockRow("users", i.userId)
          const rows = yield* sql<Row>`SELECT COUNT(*) AS n FROM user_interviews WHERE user_id = ${i.userId}`
          if (num(rows[0]!.n) >= max) return Option.none()
          return Option.some(yield* insertInterview(i, now))
        })).pipe(Effect.orDie),
      find: (id, userId) =>
        sql<Row>`SELECT * FROM user_interviews WHERE id = ${id} AND user_id = ${userId}`.pipe(
          Effect.map((rows) => first(rows, toInterview)),
          Effect.orDie
        ),
      list: (userId, status) =>
        sql<Row>`SELECT i.*, ${sql.literal(TYPE_COLUMNS)}
          FROM user_interviews i JOIN interview_types t ON t.id = i.interview_type_id
          WHERE i.user_id = ${userId} AND i.status = ${status}
          ORDER BY COALESCE(i.completed_at, i.scheduled_at, i.created_at) DESC, i.id DESC`.pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              ...toInterview(r),
              type: toType(r, "t_")
            }))
          ),
          Effect.orDie
        ),
      countOf: (userId) =>
        sql<Row>`SELECT COUNT(*) AS n FROM user_interviews WHERE user_id = ${userId}`.pipe(
          Effect.map((rows) => num(rows[0]!.n)),
          Effect.orDie
        ),
      open: (id, now) =>
        sql`UPDATE user_interviews SET status = 'IN_PROGRESS', started_at = COALESCE(started_at, ${now}), updated_at = ${now}
          WHERE id = ${id} AND status = 'SCHEDULED'`.pipe(Effect.asVoid, Effect.orDie),
      complete: (id, reason, now) =>
        exclusively(Effect.gen(function*() {
          yield* lockRow("user_interviews", id)
          // An answer stored while this waited for the lock came first, so the end is never dated before it.
          // The reason was read before the lock: the last answer may have landed since.
          const rows = yield* sql<Row>`UPDATE user_interviews SET status = 'COMPLETED',
              end_reason = CASE WHEN ${reason} = 'ended-early'
                AND (SELECT COUNT(*) FROM answers a JOIN interview_questions q ON q.id = a.question_id
                  WHERE a.user_interview_id = ${id} AND q.follow_up_to IS NULL) >= planned_questions
                THEN 'completed' ELSE ${reason} END,
              completed_at = (SELECT CASE WHEN MAX(a.created_at) > ${now} THEN MAX(a.created_at) ELSE ${now} END
                FROM answers a WHERE a.user_interview_id = ${id}),
              updated_at = ${now}
            WHERE id = ${id} AND status <> 'COMPLETED' RETURNING id`
          return rows.length > 0
        })).pipe(Effect.orDie),

      asked: (interviewId) =>
        sql<Row>`SELECT q.*, ${sql.literal(ANSWER_COLUMNS)}
          FROM interview_questions q LEFT JOIN answers a ON a.question_id = q.id
          WHERE q.user_interview_id = ${interviewId} ORDER BY q.position`.pipe(
          Effect.map((rows) => rows.map((r) => ({ question: toQuestion(r), answer: r.a_id === null || r.a_id === undefined ? null : toAnswer(r, "a_") }))),
          Effect.orDie
        ),
      addQuestion: (q, now) =>
        exclusively(Effect.gen(function*() {
          yield* lockRow("user_interviews", q.interviewId)
          yield* sql`INSERT INTO interview_questions (user_interview_id, position, question_ref, source, topic, difficulty, kind,
              text, talking_points, model_answer, extra, follow_up_to, asked_at)
            SELECT ${q.interviewId}, ${q.position}, ${q.ref}, ${q.source}, ${q.topic}, ${q.difficulty}, ${q.kind}, ${q.text},
              ${JSON.stringify(q.talkingPoints)}, ${q.modelAnswer}, ${JSON.stringify(q.extra)}, ${q.followUpTo ?? null}, ${now}
            WHERE EXISTS (SELECT 1 FROM user_interviews WHERE id = ${q.interviewId} AND status <> 'COMPLETED')
            ON CONFLICT (user_interview_id, position) DO NOTHING`
          return yield* findQuestionAt(q.interviewId, q.position)
        })).pipe(Effect.orDie),
      findQuestion: (questionId, userId) =>
        sql<Row>`SELECT q.*, i.id AS i_id FROM interview_questions q JOIN user_interviews i ON i.id = q.user_interview_id
          WHERE q.id = ${questionId} AND i.user_id = ${userId}`.pipe(
          Effect.flatMap((rows) => {
            if (rows.length === 0) return Effect.succeed(Option.none())
            const question = toQuestion(rows[0]!)
            return Effect.all({
              interview: sql<Row>`SELECT * FROM user_interviews WHERE id = ${question.interviewId}`.pipe(
                Effect.map((r) => toInterview(r[0]!))
              ),
              answer: answerFor(question.id).pipe(Effect.map(Option.getOrNull))
            }).pipe(Effect.map(({ interview, answer }) => Option.some({ question, interview, answer })))
          }),
          Effect.orDie
        ),
      addAnswer: (a, now) =>
        exclusively(Effect.gen(function*() {
          yield* lockRow("user_interviews", a.interviewId)
          const existing = yield* answerFor(a.questionId)
          if (Option.isSome(existing)) return { ended: false as const, inserted: false, answer: existing.value }
          const status = yield* sql<Row>`SELECT status FROM user_interviews WHERE id = ${a.interviewId}`
          if (status.length === 0 || str(status[0]!.status) === "COMPLETED") return { ended: true as const }
          return yield* insertAnswer(a, now)
        })).pipe(Effect.orDie),

      addStrike: (interviewId, max, now) =>
        exclusively(Effect.gen(function*() {
          yield* lockRow("user_interviews", interviewId)
          const rows = yield* sql<Row>`SELECT COUNT(*) AS n FROM strikes WHERE user_interview_id = ${interviewId}`
          const count = num(rows[0]!.n)
          if (count >= max) return count
          yield* sql`INSERT INTO strikes (user_interview_id, created_at) VALUES (${interviewId}, ${now})`
          return count + 1
        })).pipe(Effect.orDie),
      strikes: (interviewId) =>
        sql<Row>`SELECT COUNT(*) AS n FROM strikes WHERE user_interview_id = ${interviewId}`.pipe(
          Effect.map((rows) => num(rows[0]!.n)),
          Effect.orDie
        ),
      recentRefs: (userId, interviews) =>
        sql<Row>`SELECT q.question_ref FROM interview_questions q
          WHERE q.follow_up_to IS NULL AND q.user_interview_id IN (
            SELECT id FROM user_interviews WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${interviews})
          ORDER BY q.asked_at DESC, q.id DESC`.pipe(Effect.map((rows) => rows.map((r) => str(r.question_ref))), Effect.orDie),
      history: (userId, interviews) =>
        // One query for the whole bounded history: the recent interviews that have an answer, then their answers.
        sql<Row>`SELECT i.id AS i_id, i.topic AS i_topic, COALESCE(i.completed_at, i.started_at, i.created_at) AS i_at,
            q.position, q.question_ref, q.text, q.topic, q.kind, q.talking_points, q.follow_up_to, q.asked_at,
            a.status, a.score, a.assessment, a.created_at
          FROM answers a
          JOIN interview_questions q ON q.id = a.question_id
          JOIN user_interviews i ON i.id = a.user_interview_id
          WHERE a.user_interview_id IN (
            SELECT r.id FROM user_interviews r
            WHERE r.user_id = ${userId} AND EXISTS (SELECT 1 FROM answers x WHERE x.user_interview_id = r.id)
            ORDER BY COALESCE(r.completed_at, r.started_at, r.created_at) DESC, r.id DESC LIMIT ${interviews})
          ORDER BY i_at, i.id, q.position`.pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              interviewId: num(r.i_id),
              interviewTopic: str(r.i_topic),
              practisedAt: num(r.i_at),
              position: num(r.position),
              questionRef: str(r.question_ref),
              questionText: str(r.text),
              questionTopic: str(r.topic),
              kind: str(r.kind),
              talkingPoints: talkingPoints(r.talking_points).map((p) => p.point),
              followUpTo: numOrNull(r.follow_up_to),
              askedAt: num(r.asked_at),
              answeredAt: num(r.created_at),
              status: str(r.status) as AnswerRecord["status"],
              score: numOrNull(r.score),
              assessment: assessment(r.assessment)
            }))
          ),
          Effect.orDie
        ),
      everything: (userId) =>
        Effect.all({
          interviews: sql<Row>`SELECT i.*, ${sql.literal(TYPE_COLUMNS)}
            FROM user_interviews i JOIN interview_types t ON t.id = i.interview_type_id
            WHERE i.user_id = ${userId} ORDER BY i.created_at, i.id`.pipe(
            Effect.map((rows) => rows.map((r) => ({ ...toInterview(r), type: toType(r, "t_") })))
          ),
          asked: sql<Row>`SELECT q.*, ${sql.literal(ANSWER_COLUMNS)}
            FROM interview_questions q JOIN user_interviews i ON i.id = q.user_interview_id
            LEFT JOIN answers a ON a.question_id = q.id
            WHERE i.user_id = ${userId} ORDER BY q.user_interview_id, q.position`.pipe(
            Effect.map((rows) => rows.map((r) => ({ question: toQuestion(r), answer: r.a_id === null || r.a_id === undefined ? null : toAnswer(r, "a_") })))
          ),
          strikes: sql<Row>`SELECT s.user_interview_id AS id, COUNT(*) AS n FROM strikes s JOIN user_interviews i ON i.id = s.user_interview_id
            WHERE i.user_id = ${userId} GROUP BY s.user_interview_id`.pipe(
            Effect.map((rows) => new Map(rows.map((r) => [num(r.id), num(r.n)] as const)))
          )
        }).pipe(Effect.orDie),
      latestQuestion: (userId, ref) =>
        sql<Row>`SELECT q.* FROM interview_questions q JOIN user_interviews i ON i.id = q.user_interview_id
          WHERE i.user_id = ${userId} AND q.question_ref = ${ref} AND q.follow_up_to IS NULL
          ORDER BY q.asked_at DESC, q.id DESC LIMIT 1`.pipe(Effect.map((rows) => first(rows, (r) => toQuestion(r))), Effect.orDie)
    })
  })
)
