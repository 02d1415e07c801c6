/**
 * Issue #17 "delete their account and everything in it … nothing of theirs left in any table afterwards": every
 * table of the migrations is read after the deletion, on SQLite (`npm test`) and PostgreSQL (`npm run test:pg`).
 */
import { Effect, Layer, ManagedRuntime, Option } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Database from "../../../adapters/sql/Database.ts"
import { serverKey } from "../../../adapters/sql/ServerKeysSql.ts"
import { Interviews } from "../../../core/ports/Interviews.ts"
import { RateLimits } from "../../../core/ports/RateLimits.ts"
import { type NewUser, Users } from "../../../core/ports/Users.ts"

type S = Users | Interviews | RateLimits | SqlClient.SqlClient
type Row = Record<string, unknown>

const person = (email: string): NewUser => ({
  email,
  passwordHash: "hash",
  firstName: "Grace",
  lastName: "Hopper",
  gender: "female",
  dateOfBirth: "1990-12-09",
  phone: "+1 555 0100",
  isVerified: false,
  googleSub: null
})

/** How each table's rows belong to a user; a table missing here fails the test, so a new one is thought about. */
const OWNED_BY: Record<string, ((row: Row, user: { id: number; email: string; interviews: ReadonlySet<number> }) => boolean) | "shared"> = {
  users: (r, u) => Number(r.id) === u.id,
  sessions: (r, u) => Number(r.user_id) === u.id,
  verification_codes: (r, u) => Number(r.user_id) === u.id,
  reset_tokens: (r, u) => Number(r.user_id) === u.id,
  user_interviews: (r, u) => Number(r.user_id) === u.id,
  interview_questions: (r, u) => u.interviews.has(Number(r.user_interview_id)),
  answers: (r, u) => u.interviews.has(Number(r.user_interview_id)),
  strikes: (r, u) => u.interviews.has(Number(r.user_interview_id)),
  sent_mail: (r, u) => r.to_address === u.email,
  rate_limits: (r, u) => String(r.bucket).includes(u.email) || String(r.bucket).endsWith(`:user:${u.id}`),
  // Not per user: the question types, the schema's own record, the server's keys.
  interview_types: "shared",
  schema_migrations: "shared",
  server_keys: "shared"
}

export const accountDeletionContract = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
  describe(`deleting an account on ${engine}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<S, unknown>
    let drop: () => Promise<unknown> = async () => undefined
    const run = <A, E>(effect: Effect.Effect<A, E, S>) => runtime.runPromise(effect)

    beforeAll(async () => {
      const db = await database()
      drop = db.drop
      runtime = ManagedRuntime.make(Database.layer(db.url) as Layer.Layer<S, unknown>)
    })
    afterAll(async () => {
      await runtime?.dispose()
      await drop()
    })

    /** An account with something in every table: interviews, questions, answers, strikes, sessions, codes, mail, counters. */
    const fill = async (email: string) => {
      const users = await run(Effect.service(Users))
      const store = await run(Effect.service(Interviews))
      const limits = await run(Effect.service(RateLimits))
      const sql = await run(Effect.service(SqlClient.SqlClient))
      const user = await run(users.create(person(email), 1))
      await run(users.createSession(user.id, `session-${email}`, 1, 10_000))
      await run(users.createCode(user.id, `code-${email}`, 1, 10_000))
      await run(users.createResetToken(user.id, `reset-${email}`, 1, 10_000))
      await run(store.seedTypes([{ name: "python", displayName: "Python Interview", description: "d", category: "c", topic: "python", questionFields: [], answerFields: [], sortOrder: 1 }]))
      const typeId = Option.getOrThrow(await run(store.findTypeNamed("python"))).id
      const interviews = new Set<number>()
      for (let k = 0; k < 2; k++) {
        const i = await run(store.create({
          userId: user.id, typeId, status: "IN_PROGRESS", questionValues: {}, answerValues: {}, topic: "python", difficulty: "easy",
          plannedQuestions: 3, seed: 1, scheduledAt: null
        }, 10))
        interviews.add(i.id)
        const q = Option.getOrThrow(await run(store.addQuestion({
          interviewId: i.id, position: 1, ref: "python-001", source: "built-in", topic: "python", difficulty: "easy", kind: "concept",
          text: "Q?", talkingPoints: [{ point: "p", cues: [["p"]] }], modelAnswer: "m", extra: {}
        }, 11)))
        await run(store.addAnswer({
          questionId: q.id, interviewId: i.id, status: "ANSWERED", answer: `an answer by ${email}`, timing: null, score: 50, rating: 3,
          assessment: { score: 50 }, judgedBy: "built-in"
        }, 12))
        await run(store.addStrike(i.id, 3, 13))
      }
      await run(sql`INSERT INTO sent_mail (to_address, subject, kind, transport, created_at) VALUES (${email}, ${"Your code"}, ${"verify"}, ${"outbox"}, ${1})`)
      for (const bucket of [`login:email:${email}`, `login:email-addr:${email}|127.0.0.1`, `forgot:email:${email}`, `verify:user:${user.id}`, `delete:user:${user.id}`]) {
        await run(limits.hit(bucket, 60_000, 5))
      }
      return { id: user.id, email, interviews }
    }

    const everyTable = async () => {
      const sql = await run(Effect.service(SqlClient.SqlClient))
      const names = await run(sql.onDialectOrElse({
        pg: () => sql<Row>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
        orElse: () => sql<Row>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      }))
      const tables: Record<string, ReadonlyArray<Row>> = {}
      for (const { name } of names) tables[String(name)] = await run(sql<Row>`SELECT * FROM ${sql(String(name))}`)
      return tables
    }

    it("leaves nothing of the user in any table, and everything of another user as it was", async () => {
      await run(Effect.asVoid(serverKey("verification-codes")))
      const gone = await fill("grace@example.com")
      const kept = await fill("ada@example.com")
      const before = await everyTable()
      expect(Object.keys(before).sort()).toEqual(Object.keys(OWNED_BY).sort())
      // The filling reached every per-user table, for both users.
      for (const [table, owned] of Object.entries(OWNED_BY)) {
        if (owned === "shared") continue
        expect(before[table]!.filter((r) => owned(r, gone)).length, table).toBeGreaterThan(0)
        expect(before[table]!.filter((r) => owned(r, kept)).length, table).toBeGreaterThan(0)
      }

      const users = await run(Effect.service(Users))
      expect(await run(users.deleteAccount(gone.id))).toBe(true)
      expect(await run(users.deleteAccount(gone.id))).toBe(false)

      const after = await everyTable()
      for (const [table, rows] of Object.entries(after)) {
        const owned = OWNED_BY[table]!
        if (owned !== "shared") expect(rows.filter((r) => owned(r, gone)), table).toEqual([])
        // Nor anywhere a trace of the address: shared tables included.
        expect(rows.filter((r) => JSON.stringify(r, (_, v) => (typeof v === "bigint" ? String(v) : v)).includes(gone.email)), table).toEqual([])
        if (owned !== "shared") expect(rows.filter((r) => owned(r, kept)).length, table).toBe(before[table]!.filter((r) => owned(r, kept)).length)
        else expect(rows.length, table).toBe(before[table]!.length)
      }
      expect(Option.isNone(await run(users.findByEmail(gone.email)))).toBe(true)
      expect(Option.isSome(await run(users.findByEmail(kept.email)))).toBe(true)
    })
  })
