/**
 * The SQLite client switched onto a throwaway database and back (SqliteSwitch: the server's start-up rehearsal,
 * cli/compose/server.ts) behaves as one opened on its own database: the store contracts run on a client that first
 * did what a rehearsal does on a throwaway database — users, sessions, interviews, questions and an answer, through
 * the stores' hot reads and writes and the statement cache — with the same e-mails, ids and types the contracts use.
 * A statement of the throwaway database used after the switch fails (it is closed) or reads its rows, and the
 * contracts see it.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"
import { Effect, Layer, ManagedRuntime, Option } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import * as Database from "../../../adapters/sql/Database.ts"
import { migrate } from "../../../adapters/sql/migrations.ts"
import { SqliteSwitch } from "../../../adapters/sql/SqliteClient.ts"
import { Interviews } from "../../../core/ports/Interviews.ts"
import { RateLimits } from "../../../core/ports/RateLimits.ts"
import { Users } from "../../../core/ports/Users.ts"
import { accountDeletionContract } from "./account-deletion.contract.ts"
import { interviewsContract, storesContract } from "./stores.contract.ts"

const tempDatabase = async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-switched-"))
  return { url: join(dir, "test.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
}

const person = (email: string) => ({
  email,
  passwordHash: "h",
  firstName: "Rehearsal",
  lastName: "Start",
  gender: "other" as const,
  dateOfBirth: "1990-01-01",
  phone: "+1 555 0100",
  isVerified: false,
  googleSub: null
})

const typeSeed = (name: string) => ({
  name,
  displayName: name,
  description: "rehearsed",
  category: "c",
  topic: name,
  questionFields: [],
  answerFields: [],
  sortOrder: 1
})

/** What a rehearsal leaves in the client: statements of every kind prepared and run on the throwaway database. */
const rehearsedOnThrowaway = Effect.gen(function*() {
  const sqlite = yield* SqliteSwitch
  const users = yield* Users
  const store = yield* Interviews
  const limits = yield* RateLimits
  yield* sqlite.toThrowaway
  yield* migrate
  // the e-mails the contracts sign up, so a row left behind (or read from here) makes them fail
  for (const email of ["alice@example.com", "user1@example.com", "i1@example.com", "i2@example.com", "gone@example.com"]) {
    const u = yield* Effect.orDie(users.create(person(email), 1))
    yield* users.createSession(u.id, `h1-${u.id}`, 100, 10_000_000_000)
    yield* users.createCode(u.id, "code", 100, 10_000_000_000)
    yield* Effect.orDie(users.markVerified(u.id, 100))
  }
  yield* limits.hit("signup:127.0.0.1", 60_000, 100)
  yield* store.seedTypes([typeSeed("python"), typeSeed("sql"), typeSeed("rehearsal")])
  const type = Option.getOrThrow(yield* store.findTypeNamed("python"))
  for (let n = 0; n < 3; n++) {
    const i = yield* store.create({
      userId: 1,
      typeId: type.id,
      status: "IN_PROGRESS",
      questionValues: { difficulty: "easy" },
      answerValues: {},
      topic: "python",
      difficulty: "easy",
      plannedQuestions: 3,
      seed: 42,
      scheduledAt: null
    }, 10)
    const q = Option.getOrThrow(yield* store.addQuestion({
      interviewId: i.id,
      position: 1,
      ref: "python-001",
      source: "built-in",
      topic: "python",
      difficulty: "easy",
      kind: "concept",
      text: "Question 1?",
      talkingPoints: [{ point: "p", cues: [["p"]] }],
      modelAnswer: "model",
      extra: { tags: ["t"] }
    }, 11))
    yield* store.addAnswer({
      questionId: q.id,
      interviewId: i.id,
      status: "ANSWERED",
      answer: "rehearsed",
      timing: { durationMs: 1000 },
      score: 50,
      rating: 3,
      assessment: { score: 50 },
      judgedBy: "built-in coach"
    }, 12)
    yield* store.find(i.id, 1)
    yield* store.findWithAsked(i.id, 1)
    yield* store.asked(i.id)
  }
  yield* users.findLiveSession("h1-1", 200)
  yield* sqlite.back
})

/** The client as a server leaves it after its rehearsal: built on `url`, switched to a throwaway database and back. */
const switchedBack = (url: string) =>
  // SqliteSwitch is provided by the SQLite client, which Database.layer's type does not name
  Layer.effectDiscard(rehearsedOnThrowaway).pipe(Layer.provideMerge(Database.layer(url))) as unknown as ReturnType<typeof Database.layer>

storesContract("SQLite, switched back from a throwaway database", tempDatabase, switchedBack)
interviewsContract("SQLite, switched back from a throwaway database", tempDatabase, switchedBack)
accountDeletionContract("SQLite, switched back from a throwaway database", tempDatabase, switchedBack)

describe("the SQLite client's switch to a throwaway database", () => {
  it("writes nothing to its own database, and reads its own rows again once back", async () => {
    const db = await tempDatabase()
    type S = Users | Interviews | RateLimits | SqliteSwitch | SqlClient.SqlClient
    const runtime = ManagedRuntime.make(Database.layer(db.url) as Layer.Layer<S, unknown>)
    try {
      const users = await runtime.runPromise(Effect.service(Users))
      const sqlite = await runtime.runPromise(Effect.service(SqliteSwitch))
      const mine = await runtime.runPromise(Effect.orDie(users.create(person("own@example.com"), 1)))
      await runtime.runPromise(users.createSession(mine.id, "own-token", 100, 10_000_000_000))
      // read once on its own database, so the hot read's statement is prepared there
      expect(Option.isSome(await runtime.runPromise(users.findLiveSession("own-token", 200)))).toBe(true)
      await runtime.runPromise(rehearsedOnThrowaway)
      expect(sqlite.onOwn()).toBe(true)
      expect(Option.getOrNull(await runtime.runPromise(users.findLiveSession("own-token", 200)))?.user.email).toBe("own@example.com")
      expect(Option.isNone(await runtime.runPromise(users.findLiveSession("h1-2", 200)))).toBe(true)
      expect((await runtime.runPromise(users.list())).map((u) => u.email)).toEqual(["own@example.com"])
    } finally {
      await runtime.dispose()
    }
    const file = new DatabaseSync(db.url)
    const count = (table: string) => Number(file.prepare(`SELECT count(*) AS n FROM ${table}`).get()!.n)
    expect([count("users"), count("sessions"), count("user_interviews"), count("answers"), count("rate_limits")]).toEqual([1, 1, 0, 0, 0])
    file.close()
    await db.drop()
  })
})
