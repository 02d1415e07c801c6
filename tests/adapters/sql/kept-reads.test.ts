/**
 * The kept reads (adapters/sql/reads.ts, prepareKept) on SQLite: the bearer check's session and the current
 * question's interview answer again from memory only while the database cannot have changed, so a kept value is
 * always what the statement would read now. Each test first shows the value is kept (the read answered without
 * running its statement), so a test that then sees the change sees it through the keeping, not around it.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"
import { Effect, Layer, ManagedRuntime, Option } from "effect"
import { SqlClient } from "effect/sql"
import { afterEach, describe, expect, it } from "vitest"
import * as Database from "../../../adapters/sql/Database.ts"
import { HotReads } from "../../../adapters/sql/reads.ts"
import * as SqliteClient from "../../../adapters/sql/SqliteClient.ts"
import { Interviews, type NewQuestion } from "../../../core/ports/Interviews.ts"
import { type NewUser, Users } from "../../../core/ports/Users.ts"

type Stores = Users | Interviews | SqliteClient.SqliteMemory | SqlClient.SqlClient

const folders: Array<string> = []
const runtimes: Array<ManagedRuntime.ManagedRuntime<any, any>> = []
afterEach(async () => {
  for (const r of runtimes.splice(0)) await r.dispose()
  for (const d of folders.splice(0)) rmSync(d, { recursive: true, force: true })
})

const databaseFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-kept-"))
  folders.push(dir)
  return join(dir, "kept.db")
}

/** The stores of one server on `file` (its own connection), with the client's account of its kept reads. */
const server = async (file: string) => {
  const runtime = ManagedRuntime.make(Database.layer(file) as Layer.Layer<Stores, unknown>)
  runtimes.push(runtime)
  const run = <A>(effect: Effect.Effect<A, unknown, Stores>) => runtime.runPromise(effect)
  await run(Effect.void)
  const users = await run(Effect.service(Users))
  const interviews = await run(Effect.service(Interviews))
  const memory = await run(Effect.service(SqliteClient.SqliteMemory))
  /** The value of `read`, and whether it came from what was kept. */
  const kept = async <A>(read: Effect.Effect<A>) => {
    const before = memory.keptReads().answered
    const value = await run(read)
    return { value, kept: memory.keptReads().answered === before + 1 }
  }
  return { run, users, interviews, memory, kept }
}

/** The end of the current synchronous run, after which the hot reads' read transaction is over. */
const nextRun = () => new Promise((resolve) => setImmediate(resolve))

let n = 0
const someone = (): NewUser => ({
  email: `kept${++n}@example.com`,
  passwordHash: "hash",
  firstName: "Kept",
  lastName: "Reads",
  gender: "other",
  dateOfBirth: "1990-01-01",
  phone: "+1 555 0100",
  isVerified: true,
  googleSub: null
})

const question = (interviewId: number, position: number): NewQuestion => ({
  interviewId,
  position,
  ref: `q-${position}`,
  source: "bank",
  topic: "python",
  difficulty: "easy",
  kind: "conceptual",
  text: `Question ${position}?`,
  talkingPoints: [{ point: "a point", cues: [["cue"]] }],
  modelAnswer: "An answer.",
  extra: {}
})

describe("kept sessions on SQLite", () => {
  it("a revoked session is refused on the very next call, of the same server", async () => {
    const s = await server(databaseFile())
    const user = await s.run(s.users.create(someone(), 100))
    const session = await s.run(s.users.createSession(user.id, "digest-1", 100, 10_000))
    expect(Option.isSome((await s.kept(s.users.findLiveSession("digest-1", 200))).value)).toBe(true)
    const again = await s.kept(s.users.findLiveSession("digest-1", 201))
    expect(again).toEqual({ value: Option.some({ sessionId: session.id, user: { id: user.id, email: user.email, plan: "free" } }), kept: true })
    await s.run(s.users.revokeSession(session.id, 300))
    expect(Option.isNone(await s.run(s.users.findLiveSession("digest-1", 301)))).toBe(true)
  })

  it("every session of the user refused once all are revoked (a password reset), and none once the account is deleted", async () => {
    const s = await server(databaseFile())
    const user = await s.run(s.users.create(someone(), 100))
    await s.run(s.users.createSession(user.id, "digest-a", 100, 10_000))
    await s.run(s.users.createSession(user.id, "digest-b", 100, 10_000))
    for (const digest of ["digest-a", "digest-b"]) await s.run(s.users.findLiveSession(digest, 200))
    expect((await s.kept(s.users.findLiveSession("digest-b", 200))).kept).toBe(true)
    expect(await s.run(s.users.revokeAllSessions(user.id, 300))).toBe(2)
    expect(Option.isNone(await s.run(s.users.findLiveSession("digest-a", 301)))).toBe(true)
    expect(Option.isNone(await s.run(s.users.findLiveSession("digest-b", 301)))).toBe(true)

    const other = await s.run(s.users.create(someone(), 400))
    await s.run(s.users.createSession(other.id, "digest-c", 400, 10_000))
    await s.run(s.users.findLiveSession("digest-c", 500))
    expect((await s.kept(s.users.findLiveSession("digest-c", 500))).kept).toBe(true)
    expect(await s.run(s.users.deleteAccount(other.id))).toBe(true)
    expect(Option.isNone(await s.run(s.users.findLiveSession("digest-c", 501)))).toBe(true)
  })

  it("a changed plan is the plan of the very next call", async () => {
    const s = await server(databaseFile())
    const user = await s.run(s.users.create(someone(), 100))
    await s.run(s.users.createSession(user.id, "digest-p", 100, 10_000))
    await s.run(s.users.findLiveSession("digest-p", 200))
    expect((await s.kept(s.users.findLiveSession("digest-p", 200))).kept).toBe(true)
    await s.run(s.users.setPlan(user.id, "premium", 300))
    expect(Option.getOrThrow(await s.run(s.users.findLiveSession("digest-p", 301))).user.plan).toBe("premium")
  })

  it("a session is refused from its expiry on, though nothing was written: the call's clock is checked every time", async () => {
    const s = await server(databaseFile())
    const user = await s.run(s.users.create(someone(), 100))
    await s.run(s.users.createSession(user.id, "digest-e", 100, 1_000))
    await s.run(s.users.findLiveSession("digest-e", 998))
    expect((await s.kept(s.users.findLiveSession("digest-e", 999))).kept).toBe(true)
    expect(Option.isNone(await s.run(s.users.findLiveSession("digest-e", 1_000)))).toBe(true)
    expect(Option.isNone(await s.run(s.users.findLiveSession("digest-e", 999_999)))).toBe(true)
  })

  it("another connection's commit to the same file is seen on the next call: another server's logout, a bare UPDATE", async () => {
    const file = databaseFile()
    const one = await server(file)
    const two = await server(file)
    const user = await one.run(one.users.create(someone(), 100))
    const s1 = await one.run(one.users.createSession(user.id, "digest-x", 100, 10_000))
    await one.run(one.users.createSession(user.id, "digest-y", 100, 10_000))
    for (const digest of ["digest-x", "digest-y"]) await one.run(one.users.findLiveSession(digest, 200))
    await nextRun()
    expect((await one.kept(one.users.findLiveSession("digest-x", 200))).kept).toBe(true)
    await nextRun()
    // the other server's logout
    await two.run(two.users.revokeSession(s1.id, 300))
    await nextRun()
    expect(Option.isNone(await one.run(one.users.findLiveSession("digest-x", 301)))).toBe(true)
    // the session left is kept again, then a process that is not ours at all revokes it
    await one.run(one.users.findLiveSession("digest-y", 302))
    await nextRun()
    expect((await one.kept(one.users.findLiveSession("digest-y", 302))).kept).toBe(true)
    const bare = new DatabaseSync(file)
    try {
      bare.exec("UPDATE sessions SET revoked_at = 303 WHERE token_hash = 'digest-y'")
    } finally {
      bare.close()
    }
    await nextRun()
    expect(Option.isNone(await one.run(one.users.findLiveSession("digest-y", 304)))).toBe(true)
  })

  it("a token that found no session is not kept: a session made for it by another connection is found at once", async () => {
    const file = databaseFile()
    const one = await server(file)
    const two = await server(file)
    const user = await one.run(one.users.create(someone(), 100))
    expect(Option.isNone(await one.run(one.users.findLiveSession("digest-new", 200)))).toBe(true)
    expect(one.memory.keptReads().held).toBe(0)
    await two.run(two.users.createSession(user.id, "digest-new", 200, 10_000))
    await nextRun()
    expect(Option.isSome(await one.run(one.users.findLiveSession("digest-new", 201)))).toBe(true)
  })
})

describe("kept interviews on SQLite", () => {
  const started = async (s: Awaited<ReturnType<typeof server>>) => {
    const user = await s.run(s.users.create(someone(), 100))
    const [type] = await s.run(Effect.flatMap(s.interviews.seedTypes([{
      name: `type-${n}`,
      displayName: "Type",
      description: "",
      category: "tech",
      topic: "python",
      questionFields: [],
      answerFields: [],
      sortOrder: 1
    }]), () => s.interviews.listTypes()))
    const interview = await s.run(s.interviews.create({
      userId: user.id,
      typeId: type!.id,
      status: "IN_PROGRESS",
      questionValues: {},
      answerValues: {},
      topic: "python",
      difficulty: "easy",
      plannedQuestions: 2,
      seed: 1,
      scheduledAt: null
    }, 100))
    return { user, interview }
  }
  const current = async (s: Awaited<ReturnType<typeof server>>, id: number, userId: number) => {
    const found = Option.getOrThrow(await s.run(s.interviews.findWithAsked(id, userId)))
    return { status: found.interview.status, asked: found.asked.map((a) => [a.question.position, a.answer === null ? null : a.answer.answer]) }
  }

  it("an answer stored, then the interview read, shows the answer; the next question asked shows it; the end shows it", async () => {
    const s = await server(databaseFile())
    const { user, interview } = await started(s)
    const first = Option.getOrThrow(await s.run(s.interviews.addQuestion(question(interview.id, 1), 200)))
    expect(await current(s, interview.id, user.id)).toEqual({ status: "IN_PROGRESS", asked: [[1, null]] })
    expect((await s.kept(s.interviews.findWithAsked(interview.id, user.id))).kept).toBe(true)
    const added = await s.run(s.interviews.addAnswer({
      questionId: first.id,
      interviewId: interview.id,
      status: "ANSWERED",
      answer: "my answer",
      timing: null,
      score: 50,
      rating: 3,
      assessment: null,
      judgedBy: "test"
    }, 300))
    expect(added.ended).toBe(false)
    expect(await current(s, interview.id, user.id)).toEqual({ status: "IN_PROGRESS", asked: [[1, "my answer"]] })
    await s.run(s.interviews.addQuestion(question(interview.id, 2), 400))
    expect(await current(s, interview.id, user.id)).toEqual({ status: "IN_PROGRESS", asked: [[1, "my answer"], [2, null]] })
    expect((await s.kept(s.interviews.findWithAsked(interview.id, user.id))).kept).toBe(true)
    expect(await s.run(s.interviews.complete(interview.id, "ended-early", 500))).toBe(true)
    expect((await current(s, interview.id, user.id)).status).toBe("COMPLETED")
  })

  it("another connection's answer to the same file is seen on the next call", async () => {
    const file = databaseFile()
    const one = await server(file)
    const { user, interview } = await started(one)
    const first = Option.getOrThrow(await one.run(one.interviews.addQuestion(question(interview.id, 1), 200)))
    await current(one, interview.id, user.id)
    await nextRun()
    expect((await one.kept(one.interviews.findWithAsked(interview.id, user.id))).kept).toBe(true)
    const bare = new DatabaseSync(file)
    try {
      bare.prepare(`INSERT INTO answers (question_id, user_interview_id, status, answer, created_at) VALUES (?, ?, 'ANSWERED', 'from elsewhere', 300)`)
        .run(first.id, interview.id)
    } finally {
      bare.close()
    }
    await nextRun()
    expect(await current(one, interview.id, user.id)).toEqual({ status: "IN_PROGRESS", asked: [[1, "from elsewhere"]] })
  })
})

describe("kept reads on SQLite", () => {
  const table = Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)`
    yield* sql`INSERT INTO t (id, name) VALUES (1, 'one'), (2, 'two')`
    return sql
  })
  const provide = <A>(body: Effect.Effect<A, unknown, SqlClient.SqlClient | HotReads | SqliteClient.SqliteMemory>) =>
    Effect.runPromise(Effect.provide(body, SqliteClient.layer({ filename: ":memory:" })) as Effect.Effect<A, unknown>)
  const name = (rows: ReadonlyArray<Record<string, unknown>>) => (rows.length === 0 ? null : String(rows[0]!.name))

  it("inside a transaction answer what it sees, keep nothing it read, and after a rollback answer what was committed", async () => {
    const seen = await provide(Effect.gen(function*() {
      const sql = yield* table
      const read = (yield* HotReads).prepareKept("SELECT name FROM t WHERE id = ?", name, { keyOf: (p) => String(p[0]), capacity: 8 })
      const memory = yield* SqliteClient.SqliteMemory
      const before = yield* read([1])
      const inside = yield* Effect.exit(sql.withTransaction(Effect.gen(function*() {
        yield* sql`UPDATE t SET name = 'uncommitted' WHERE id = 1`
        const own = yield* read([1])
        return yield* Effect.fail({ rolledBack: own })
      })))
      const after = yield* read([1])
      const answered = memory.keptReads().answered
      const again = yield* read([1])
      return { before, inside, after, again, keptAgain: memory.keptReads().answered === answered + 1 }
    }))
    expect(seen.before).toBe("one")
    expect(seen.inside._tag === "Failure" && JSON.stringify(seen.inside.cause)).toContain("uncommitted")
    expect(seen.after).toBe("one")
    expect(seen.again).toBe("one")
    expect(seen.keptAgain).toBe(true)
  })

  it("hold at most their capacity, however many keys are read, and let every stale value go at once", async () => {
    const seen = await provide(Effect.gen(function*() {
      const sql = yield* table
      yield* sql`INSERT INTO t (id, name) SELECT value + 10, 'n' || value FROM json_each(${JSON.stringify(Array.from({ length: 500 }, (_, i) => i))})`
      const read = (yield* HotReads).prepareKept("SELECT name FROM t WHERE id = ?", name, { keyOf: (p) => String(p[0]), capacity: 16 })
      const memory = yield* SqliteClient.SqliteMemory
      const names: Array<string | null> = []
      for (let id = 10; id < 510; id++) names.push(yield* read([id]))
      const held = memory.keptReads().held
      // a write makes every kept value stale: the next read lets them all go, keeping only its own
      yield* sql`UPDATE t SET name = 'changed' WHERE id = 1`
      const changed = yield* read([1])
      return { names, held, changed, afterWrite: memory.keptReads().held }
    }))
    expect(seen.names).toEqual(Array.from({ length: 500 }, (_, i) => `n${i}`))
    expect(seen.held).toBe(16)
    expect(seen.changed).toBe("changed")
    expect(seen.afterWrite).toBe(1)
  })
})
