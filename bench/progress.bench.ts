/** The progress call for a user with 500 interviews of 8 answers each (SQLite in a temp folder): one query, timed. */
import { DatabaseSync } from "node:sqlite"
import { startTestServer } from "../tests/support/server.ts"

const INTERVIEWS = 500
const ANSWERS = 8

export default async function(): Promise<void> {
  const server = await startTestServer()
  const token = (await server.call("/api/user/signup", {
    method: "POST",
    json: { firstName: "B", lastName: "B", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email: "bench@example.com", password: "benchmark pass" }
  })).body.data.token as string
  const db = new DatabaseSync(server.databasePath)
  const userId = (db.prepare("SELECT id FROM users WHERE email = 'bench@example.com'").get() as { id: number }).id
  const typeId = (db.prepare("SELECT id FROM interview_types WHERE name = 'python'").get() as { id: number }).id
  const assessment = (i: number, k: number) => JSON.stringify({
    score: (i * 7 + k * 13) % 101,
    rating: 3,
    covered: [{ point: "A point made", sentence: "A sentence of the candidate that made the point, as it is stored." }],
    missed: [{ point: `Point ${k % 5} of question ${k}` }],
    feedback: ["Covered: a point made.", `Missed: point ${k % 5}.`, "Next step: add a sentence on it."],
    nextStep: "Add a sentence on it.",
    flags: [],
    delivery: { words: 140, speakingMs: 60_000, wordsPerMinute: 140, pace: "steady", fillerCount: 2, fillers: [{ word: "um", count: 2 }], fillersPer100Words: 1.4, longestPauseMs: 1800 },
    judgedBy: "built-in"
  })
  const day = 86_400_000
  db.exec("BEGIN")
  const interview = db.prepare(`INSERT INTO user_interviews (user_id, interview_type_id, status, question_values, answer_values, topic, difficulty,
    planned_questions, seed, started_at, completed_at, end_reason, created_at, updated_at)
    VALUES (?, ?, 'COMPLETED', '{}', '{}', 'python', 'easy', ?, 1, ?, ?, 'completed', ?, ?) RETURNING id`)
  const question = db.prepare(`INSERT INTO interview_questions (user_interview_id, position, question_ref, source, topic, difficulty, kind, text,
    talking_points, model_answer, extra, asked_at) VALUES (?, ?, ?, 'built-in', 'python', 'easy', 'concept', ?, ?, 'A model answer.', '{}', ?) RETURNING id`)
  const answer = db.prepare(`INSERT INTO answers (question_id, user_interview_id, status, answer, timing, score, rating, assessment, judged_by, created_at)
    VALUES (?, ?, 'ANSWERED', ?, NULL, ?, 3, ?, 'built-in', ?)`)
  for (let i = 0; i < INTERVIEWS; i++) {
    const at = Date.UTC(2025, 0, 1) + i * day / 2
    const { id } = interview.get(userId, typeId, ANSWERS, at, at + 20 * 60_000, at, at) as { id: number }
    for (let k = 1; k <= ANSWERS; k++) {
      const points = JSON.stringify([0, 1, 2, 3, 4].map((p) => ({ point: `Point ${p} of question ${k}`, cues: [["point"]] })))
      const q = question.get(id, k, `python-${k}`, `Question ${k}?`, points, at + k * 60_000) as { id: number }
      answer.run(q.id, id, "An answer of a few sentences that the candidate gave.".repeat(4), (i * 7 + k * 13) % 101, assessment(i, k), at + k * 60_000 + 50_000)
    }
  }
  db.exec("COMMIT")
  db.close()

  const times: Array<number> = []
  let bytes = 0
  for (let n = 0; n < 20; n++) {
    const t = performance.now()
    const r = await server.request(`/api/dashboard/progress?interviews=${INTERVIEWS}`, { token })
    bytes = (await r.arrayBuffer()).byteLength
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(`progress over ${INTERVIEWS} interviews × ${ANSWERS} answers: median ${times[10]!.toFixed(1)} ms, worst ${times[19]!.toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KB`)
  await server.dispose()
}
