/** The `Interviews` port's read-only queries over a user's past: recent questions, the practice history and the export. */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { AnswerRecord, Interviews } from "../../core/ports/Interviews.ts"
import { ANSWER_COLUMNS, assessment, first, talkingPoints, toAnswer, toInterview, toQuestion, toType, TYPE_COLUMNS } from "./interview-rows.ts"
import { num, numOrNull, type Row, str } from "./rows.ts"

type HistoryQueries = Pick<Interviews["Service"], "recentRefs" | "history" | "everything" | "latestQuestion">

export const historyQueries = (sql: SqlClient.SqlClient): HistoryQueries => ({
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
