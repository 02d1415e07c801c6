/** The `Interviews` port on SQL (SQLite or PostgreSQL, same statements). */
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { type AnswerAdded, Interviews, type NewAnswer, type NewInterview } from "../../core/ports/Interviews.ts"
import { historyQueries } from "./interview-history.ts"
import { ANSWER_COLUMNS, first, QUESTION_COLUMNS, toAnswer, toInterview, toQuestion, toType, TYPE_COLUMNS, writtenAnswer } from "./interview-rows.ts"
import { hotReads } from "./reads.ts"
import { num, type Row, str } from "./rows.ts"
import { hotWrites, type Steps } from "./writes.ts"

/** The interview (`?` 1) of a user (`?` 2) with its asked questions and their answers: a row per question, in order
 * (one with none when none is asked). */
export const INTERVIEW_WITH_ASKED = `SELECT i.*, ${QUESTION_COLUMNS}, ${ANSWER_COLUMNS}
  FROM user_interviews i
    LEFT JOIN interview_questions q ON q.user_interview_id = i.id
    LEFT JOIN answers a ON a.question_id = q.id
  WHERE i.id = ? AND i.user_id = ? ORDER BY q.position`

/**
 * Interviews with their asked questions kept by the current question's read (./reads.ts, prepareKept): each holds
 * its questions' texts (a few KB), so fewer than the sessions; the least recently used is read again.
 */
export const INTERVIEWS_KEPT = 1024

export const layer = Layer.effect(
  Interviews,
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const isPg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
    // The reads every question and answer call makes, on the hot path (./reads.ts).
    const reads = yield* hotReads
    // The transaction every answer makes (./writes.ts).
    const writes = yield* hotWrites
    const interviewOf = reads.prepareAs(`SELECT * FROM user_interviews WHERE id = ? AND user_id = ?`, (rows) => first(rows, toInterview))
    const askedIn = reads.prepareAs(
      `SELECT q.*, ${ANSWER_COLUMNS}
      FROM interview_questions q LEFT JOIN answers a ON a.question_id = q.id
      WHERE q.user_interview_id = ? ORDER BY q.position`,
      (rows) => rows.map((r) => ({ question: toQuestion(r), answer: r.a_id === null || r.a_id === undefined ? null : toAnswer(r, "a_") }))
    )
    // The interview and its asked questions in one statement: a row per question (one with none when none is asked).
    const askedOf = (r: Row) => ({ question: toQuestion(r, "q_"), answer: r.a_id === null || r.a_id === undefined ? null : toAnswer(r, "a_") })
    // Kept while the database is unchanged (./reads.ts): an answer, a question asked, the end, of this process or
    // another, reads it anew.
    const interviewWithAsked = reads.prepareKept(INTERVIEW_WITH_ASKED, (rows) =>
      rows.length === 0 ? Option.none() : Option.some({
        interview: toInterview(rows[0]!),
        asked: rows[0]!.q_id === null || rows[0]!.q_id === undefined ? [] : rows.map(askedOf)
      }), { keyOf: (params) => `${params[0]} ${params[1]}`, capacity: INTERVIEWS_KEPT })
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

    // An answer's transaction: the interview's row locked and its status read in one statement (SQLite's lock is
    // the write lock BEGIN IMMEDIATE took), then the insert, which finds an answer already there by its conflict. An
    // answer already stored wins over the end.
    const interviewStatus = isPg ? `SELECT status FROM user_interviews WHERE id = ? FOR NO KEY UPDATE` : `SELECT status FROM user_interviews WHERE id = ?`
    const answerOf = `SELECT * FROM answers WHERE question_id = ?`
    const insertAnswer = `INSERT INTO answers (question_id, user_interview_id, status, answer, timing, score, rating, assessment, judged_by, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (question_id) DO NOTHING RETURNING id`
    // A new answer's record is what was written with its id: reading its row back copied the assessment's text out
    // of SQLite and decoded it again with its Schema (and kept it among the decoded values, where every answer
    // pushed out an older one), all to rebuild the value in hand. An answer found already there is read as stored.
    type AnswerStored =
      | { readonly ended: true }
      | { readonly ended: false; readonly inserted: true; readonly id: number }
      | { readonly ended: false; readonly inserted: false; readonly row: Row }
    function* answerSteps(a: NewAnswer, now: number): Steps<AnswerStored> {
      const status = yield { text: interviewStatus, params: [a.interviewId] }
      if (status.length === 0 || str(status[0]!.status) === "COMPLETED") {
        const existing = yield { text: answerOf, params: [a.questionId] }
        return existing.length > 0 ? { ended: false, inserted: false, row: existing[0]! } : { ended: true }
      }
      const inserted = yield {
        text: insertAnswer,
        params: [a.questionId, a.interviewId, a.status, a.answer, a.timing === undefined || a.timing === null ? null : JSON.stringify(a.timing),
          a.score, a.rating, a.assessment === null ? null : JSON.stringify(a.assessment), a.judgedBy, now]
      }
      if (inserted.length > 0) return { ended: false, inserted: true, id: num(inserted[0]!.id) }
      const existing = yield { text: answerOf, params: [a.questionId] }
      return { ended: false, inserted: false, row: existing[0]! }
    }

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
      find: (id, userId) => interviewOf([id, userId]),
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

      asked: (interviewId) => askedIn([interviewId]),
      findWithAsked: (id, userId) => interviewWithAsked([id, userId]),
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
        writes.exclusively(() => answerSteps(a, now)).pipe(
          Effect.map((stored): AnswerAdded =>
            stored.ended
              ? stored
              : stored.inserted
              ? { ended: false, inserted: true, answer: writtenAnswer(a, stored.id, now) }
              : { ended: false, inserted: false, answer: toAnswer(stored.row) }
          ),
          Effect.orDie
        ),

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
      ...historyQueries(sql)
    })
  })
)
