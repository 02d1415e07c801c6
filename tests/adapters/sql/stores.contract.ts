/** The contract every SQL engine must meet for the stores; run on SQLite by `npm test`, on PostgreSQL by `npm run test:pg`. */
import { Cause, Effect, Exit, Layer, ManagedRuntime, Option } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Database from "../../../adapters/sql/Database.ts"
import { serverKey } from "../../../adapters/sql/ServerKeysSql.ts"
import { type AnswerAdded, Interviews, type NewQuestion } from "../../../core/ports/Interviews.ts"
import { RateLimits } from "../../../core/ports/RateLimits.ts"
import { type NewUser, Users } from "../../../core/ports/Users.ts"

const alice: NewUser = {
  email: "alice@example.com",
  passwordHash: "hash-a",
  firstName: "Alice",
  lastName: "Liddell",
  gender: "female",
  dateOfBirth: "2000-01-31",
  phone: "+44 20 7946 0000",
  isVerified: false,
  googleSub: null
}

export const storesContract = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
  describe(`stores on ${engine}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<Users | RateLimits, unknown>
    let drop: () => Promise<unknown> = async () => undefined
    const run = <A, E>(effect: Effect.Effect<A, E, Users | RateLimits>) => runtime.runPromise(effect)
    const runExit = <A, E>(effect: Effect.Effect<A, E, Users | RateLimits>) => runtime.runPromiseExit(effect)
    let n = 0
    const someone = (): NewUser => ({ ...alice, email: `user${++n}@example.com` })

    beforeAll(async () => {
      const db = await database()
      drop = db.drop
      runtime = ManagedRuntime.make(Database.layer(db.url) as Layer.Layer<Users | RateLimits, unknown>)
      await runtime.runPromise(Effect.void)
    })
    afterAll(async () => {
      await runtime?.dispose()
      await drop()
    })

    it("creates a user and finds it by id and e-mail", async () => {
      const created = await run(Effect.flatMap(Effect.service(Users), (u) => u.create(alice, 1000)))
      expect(created).toMatchObject({ email: "alice@example.com", firstName: "Alice", isVerified: false, plan: "free" })
      const byId = await run(Effect.flatMap(Effect.service(Users), (u) => u.findById(created.id)))
      const byEmail = await run(Effect.flatMap(Effect.service(Users), (u) => u.findByEmail("alice@example.com")))
      expect(Option.getOrNull(byId)?.email).toBe("alice@example.com")
      expect(Option.getOrNull(byEmail)?.id).toBe(created.id)
      expect(Option.isNone(await run(Effect.flatMap(Effect.service(Users), (u) => u.findByEmail("nobody@example.com"))))).toBe(
        true
      )
    })

    it("refuses a second account with the same e-mail, and keeps the first intact", async () => {
      const exit = await runExit(Effect.flatMap(Effect.service(Users), (u) => u.create({ ...alice, firstName: "Eve" }, 2000)))
      expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("EmailTaken")
      const kept = await run(Effect.flatMap(Effect.service(Users), (u) => u.findByEmail("alice@example.com")))
      expect(Option.getOrNull(kept)?.firstName).toBe("Alice")
    })

    it("updates the profile, password, verification and plan", async () => {
      const users = await run(Effect.service(Users))
      const u = await run(users.create(someone(), 1))
      const updated = await run(
        users.updateProfile(u.id, { firstName: "Al", lastName: "L", gender: "other", dateOfBirth: "1999-12-31", phone: "+1 555 0100" }, 5)
      )
      expect(updated).toMatchObject({ firstName: "Al", gender: "other", dateOfBirth: "1999-12-31", updatedAt: 5 })
      await run(users.setPasswordHash(u.id, "new-hash", 6))
      await run(users.markVerified(u.id, 7))
      await run(users.setPlan(u.id, "premium", 8))
      const after = Option.getOrThrow(await run(users.findById(u.id)))
      expect(after).toMatchObject({ passwordHash: "new-hash", isVerified: true, plan: "premium" })
      const missing = await runExit(users.setPlan(999_999, "premium", 9))
      expect(Exit.isFailure(missing)).toBe(true)
    })

    it("finds a session only while it is live, and revokes one or all", async () => {
      const users = await run(Effect.service(Users))
      const u = await run(users.create(someone(), 1))
      const s1 = await run(users.createSession(u.id, `h1-${u.id}`, 100, 200))
      await run(users.createSession(u.id, `h2-${u.id}`, 100, 200))
      expect(Option.getOrNull(await run(users.findLiveSession(`h1-${u.id}`, 150)))).toEqual({ sessionId: s1.id, user: { id: u.id, email: u.email, plan: u.plan } })
      expect(Option.isNone(await run(users.findLiveSession(`h1-${u.id}`, 200)))).toBe(true)
      await run(users.revokeSession(s1.id, 160))
      expect(Option.isNone(await run(users.findLiveSession(`h1-${u.id}`, 161)))).toBe(true)
      expect(Option.isSome(await run(users.findLiveSession(`h2-${u.id}`, 161)))).toBe(true)
      expect(await run(users.revokeAllSessions(u.id, 170))).toBe(1)
      expect(Option.isNone(await run(users.findLiveSession(`h2-${u.id}`, 171)))).toBe(true)
    })

    it("counts code attempts atomically and consumes a code once", async () => {
      const users = await run(Effect.service(Users))
      const u = await run(users.create(someone(), 1))
      await run(users.createCode(u.id, "old", 10, 20))
      const code = await run(users.createCode(u.id, "new", 11, 21))
      expect(Option.getOrNull(await run(users.latestCode(u.id)))?.codeHash).toBe("new")
      const counts = await run(Effect.all([1, 2, 3].map(() => users.countCodeAttempt(code.id)), { concurrency: 3 }))
      expect([...counts].sort()).toEqual([1, 2, 3])
      expect(await run(users.consumeCode(code.id, 12))).toBe(true)
      expect(await run(users.consumeCode(code.id, 13))).toBe(false)
    })

    it("uses a reset token once, even when two uses race", async () => {
      const users = await run(Effect.service(Users))
      const u = await run(users.create(someone(), 1))
      const t = await run(users.createResetToken(u.id, `reset-${u.id}`, 10, 20))
      expect(Option.getOrNull(await run(users.findResetToken(`reset-${u.id}`)))?.id).toBe(t.id)
      const both = await run(Effect.all([users.useResetToken(t.id, 11), users.useResetToken(t.id, 11)], { concurrency: 2 }))
      expect(both.filter(Boolean)).toHaveLength(1)
    })

    it("makes a server key once: every caller, even two racing, gets the same one", async () => {
      const key = serverKey("contract-test") as Effect.Effect<string, unknown, never>
      const [a, b] = await runtime.runPromise(Effect.all([key, key], { concurrency: 2 }))
      expect(a).toBe(b)
      expect(a.length).toBeGreaterThanOrEqual(32)
      expect(await runtime.runPromise(key)).toBe(a)
      expect(await runtime.runPromise(serverKey("another") as Effect.Effect<string, unknown, never>)).not.toBe(a)
    })

    it("counts rate-limit hits per bucket and fixed window", async () => {
      const limits = await run(Effect.service(RateLimits))
      expect(await run(limits.hit("login:a", 60_000, 0))).toBe(1)
      expect(await run(limits.hit("login:a", 60_000, 59_999))).toBe(2)
      expect(await run(limits.hit("login:b", 60_000, 10))).toBe(1)
      expect(await run(limits.peek("login:a", 60_000, 30_000))).toBe(2)
      expect(await run(limits.hit("login:a", 60_000, 60_000))).toBe(1)
      const many = await run(Effect.all(Array.from({ length: 20 }, () => limits.hit("burst", 60_000, 5)), { concurrency: 20 }))
      expect(Math.max(...many)).toBe(20)
    })
  })

const typeSeed = (name: string, topic: string) => ({
  name,
  displayName: `${name} interview`,
  description: "Practice",
  category: "Programming Languages",
  topic,
  questionFields: [{ key: "difficulty", type: "select", values: ["easy", "hard"] }],
  answerFields: [],
  sortOrder: 1
})

const question = (interviewId: number, position: number, ref = `python-00${position}`) => ({
  interviewId,
  position,
  ref,
  source: "built-in",
  topic: "python",
  difficulty: "easy",
  kind: "concept",
  text: `Question ${position}?`,
  talkingPoints: [{ point: "p", cues: [["p"]] }],
  modelAnswer: "model",
  extra: { tags: ["t"] }
})

/** The answer an `addAnswer` stored or found; a test fails here when the store said the interview had ended. */
const stored = (added: AnswerAdded) => {
  if (added.ended) throw new Error("the store refused the answer: the interview has ended")
  return added
}

/** Asks a question through the store; a test fails here when the store said the interview had ended. */
const ask = (q: NewQuestion, now: number) =>
  Effect.service(Interviews).pipe(Effect.flatMap((s) => s.addQuestion(q, now)), Effect.map(Option.getOrThrow))

export const interviewsContract = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
  describe(`interview store on ${engine}`, () => {
    type S = Users | Interviews | SqlClient.SqlClient
    let runtime: ManagedRuntime.ManagedRuntime<S, unknown>
    let drop: () => Promise<unknown> = async () => undefined
    const run = <A, E>(effect: Effect.Effect<A, E, S>) => runtime.runPromise(effect)
    let userId = 0
    let otherId = 0
    let typeId = 0
    let url = ""

    beforeAll(async () => {
      const db = await database()
      drop = db.drop
      url = db.url
      runtime = ManagedRuntime.make(Database.layer(db.url) as Layer.Layer<S, unknown>)
      const users = await run(Effect.service(Users))
      userId = (await run(users.create({ ...alice, email: "i1@example.com" }, 1))).id
      otherId = (await run(users.create({ ...alice, email: "i2@example.com" }, 1))).id
      const store = await run(Effect.service(Interviews))
      await run(store.seedTypes([typeSeed("python", "python"), typeSeed("sql", "sql")]))
      await run(store.seedTypes([{ ...typeSeed("python", "python"), description: "Refreshed" }]))
      typeId = (await run(store.listTypes())).find((t) => t.name === "python")!.id
    })
    afterAll(async () => {
      await runtime?.dispose()
      await drop()
    })

    const newInterview = (status: "IN_PROGRESS" | "SCHEDULED" = "IN_PROGRESS", owner = () => userId) => ({
      userId: owner(),
      typeId,
      status,
      questionValues: { difficulty: "easy" },
      answerValues: {},
      topic: "python",
      difficulty: "easy",
      plannedQuestions: 3,
      seed: 42,
      scheduledAt: status === "SCHEDULED" ? 5000 : null
    })

    it("seeds types by name, refreshing existing ones", async () => {
      const types = await run(Effect.flatMap(Effect.service(Interviews), (s) => s.listTypes()))
      expect(types.map((t) => t.name)).toEqual(["python", "sql"])
      expect(types[0]).toMatchObject({ description: "Refreshed", isActive: true, questionFields: [{ key: "difficulty" }] })
    })

    it("keeps interviews to their owner", async () => {
      const store = await run(Effect.service(Interviews))
      const mine = await run(store.create(newInterview(), 10))
      expect(Option.isSome(await run(store.find(mine.id, userId)))).toBe(true)
      expect(Option.isNone(await run(store.find(mine.id, otherId)))).toBe(true)
      expect((await run(store.list(otherId, "IN_PROGRESS"))).map((i) => i.id)).not.toContain(mine.id)
    })

    it("opens a scheduled interview once and completes an interview once", async () => {
      const store = await run(Effect.service(Interviews))
      const planned = await run(store.create(newInterview("SCHEDULED"), 10))
      expect((await run(store.list(userId, "SCHEDULED"))).map((i) => i.id)).toContain(planned.id)
      await run(store.open(planned.id, 20))
      await run(store.open(planned.id, 30))
      const opened = Option.getOrThrow(await run(store.find(planned.id, userId)))
      expect(opened).toMatchObject({ status: "IN_PROGRESS", startedAt: 20 })
      expect(await run(store.complete(planned.id, "ended-early", 40))).toBe(true)
      expect(await run(store.complete(planned.id, "completed", 50))).toBe(false)
      expect(Option.getOrThrow(await run(store.find(planned.id, userId)))).toMatchObject({ status: "COMPLETED", endReason: "ended-early", completedAt: 40 })
    })

    it("stores one question per position, even when two requests race", async () => {
      const store = await run(Effect.service(Interviews))
      const i = await run(store.create(newInterview(), 10))
      const [a, b] = await run(Effect.all([ask(question(i.id, 1, "a"), 11), ask(question(i.id, 1, "b"), 11)], { concurrency: 2 }))
      expect(a.id).toBe(b.id)
      expect((await run(store.asked(i.id))).map((x) => x.question.position)).toEqual([1])
    })

    it("records one answer per question, even when two submits race, and lists the score", async () => {
      const store = await run(Effect.service(Interviews))
      const i = await run(store.create(newInterview(), 10))
      const q = await run(ask(question(i.id, 1), 11))
      const answer = (text: string, score: number) => ({
        questionId: q.id,
        interviewId: i.id,
        status: "ANSWERED" as const,
        answer: text,
        timing: { durationMs: 1000 },
        score,
        rating: 4,
        assessment: { score },
        judgedBy: "built-in coach"
      })
      const results = (await run(Effect.all([store.addAnswer(answer("one", 80), 12), store.addAnswer(answer("two", 20), 12)], { concurrency: 2 })))
        .map(stored)
      expect(results.filter((r) => r.inserted)).toHaveLength(1)
      expect(results[0]!.answer.id).toBe(results[1]!.answer.id)
      const asked = await run(store.asked(i.id))
      expect(asked[0]!.answer).toMatchObject({ status: "ANSWERED", timing: { durationMs: 1000 } })
      expect(asked.filter((a) => a.answer !== null)).toHaveLength(1)
      expect((await run(store.list(userId, "IN_PROGRESS"))).map((x) => x.id)).toContain(i.id)
      const found = Option.getOrThrow(await run(store.findQuestion(q.id, userId)))
      expect(found.answer?.id).toBe(results[0]!.answer.id)
      expect(Option.isNone(await run(store.findQuestion(q.id, otherId)))).toBe(true)
    })

    it("never starts more interviews than the quota, even when 15 starts race", async () => {
      const users = await run(Effect.service(Users))
      const store = await run(Effect.service(Interviews))
      const owner = (await run(users.create({ ...alice, email: "quota-race@example.com" }, 1))).id
      const tries = await run(Effect.all(
        Array.from({ length: 15 }, () => store.createWithin(newInterview("IN_PROGRESS", () => owner), 10, 20)),
        { concurrency: 15 }
      ))
      expect(tries.filter(Option.isSome)).toHaveLength(10)
      expect(await run(store.countOf(owner))).toBe(10)
      expect(Option.isNone(await run(store.createWithin(newInterview("IN_PROGRESS", () => owner), 10, 21)))).toBe(true)
      expect(Option.isSome(await run(store.createWithin(newInterview("IN_PROGRESS", () => owner), 11, 22)))).toBe(true)
    })

    const answerTo = (q: { id: number; interviewId: number }, text: string) => ({
      questionId: q.id,
      interviewId: q.interviewId,
      status: "ANSWERED" as const,
      answer: text,
      timing: null,
      score: 50,
      rating: 3,
      assessment: { score: 50 },
      judgedBy: "built-in coach"
    })

    it("reads an interview with its asked questions together as find and asked give them apart", async () => {
      const store = await run(Effect.service(Interviews))
      const together = (id: number, owner: number) => run(store.findWithAsked(id, owner))
      const apart = async (id: number, owner: number) => {
        const found = await run(store.find(id, owner))
        return Option.isNone(found) ? Option.none() : Option.some({ interview: found.value, asked: await run(store.asked(id)) })
      }
      const i = await run(store.create(newInterview(), 10))
      expect(await together(i.id, userId)).toEqual(await apart(i.id, userId))
      expect(Option.getOrThrow(await together(i.id, userId)).asked).toEqual([])
      const q1 = await run(ask(question(i.id, 1), 11))
      stored(await run(store.addAnswer(answerTo(q1, "one"), 12)))
      const q2 = await run(ask({ ...question(i.id, 2), followUpTo: 1 }, 13))
      await run(ask(question(i.id, 3), 14))
      stored(await run(store.addAnswer({ ...answerTo(q2, "two"), status: "SKIPPED", score: null, assessment: null }, 15)))
      const read = await together(i.id, userId)
      expect(read).toEqual(await apart(i.id, userId))
      expect(Option.getOrThrow(read).asked.map((a) => [a.question.position, a.answer?.answer ?? null])).toEqual([[1, "one"], [2, "two"], [3, null]])
      expect(Option.isNone(await together(i.id, otherId))).toBe(true)
      expect(Option.isNone(await together(i.id + 100000, userId))).toBe(true)
    })

    it("reads what another server on the same database wrote since, beside the decoded columns it keeps", async () => {
      const store = await run(Effect.service(Interviews))
      const i = await run(store.create(newInterview(), 10))
      const q = await run(ask({ ...question(i.id, 1), talkingPoints: [{ point: "kept", cues: [["kept"]] }] }, 11))
      const before = await run(store.asked(i.id))
      expect(before.map((a) => a.answer)).toEqual([null])
      // A second server: its own client and stores on the same database, answering the question and ending it.
      const other = ManagedRuntime.make(Database.layer(url) as Layer.Layer<S, unknown>)
      try {
        const otherStore = await other.runPromise(Effect.service(Interviews))
        stored(await other.runPromise(otherStore.addAnswer({ ...answerTo(q, "from the other server"), assessment: { score: 61 } }, 12)))
        await other.runPromise(otherStore.complete(i.id, "completed", 13))
      } finally {
        await other.dispose()
      }
      const after = await run(store.asked(i.id))
      expect(after[0]!.question).toEqual(before[0]!.question)
      expect(after[0]!.answer).toMatchObject({ answer: "from the other server", assessment: { score: 61 } })
      expect(Option.getOrThrow(await run(store.find(i.id, userId)))).toMatchObject({ status: "COMPLETED", endReason: "completed" })
      // The same talking points asked in another interview read the same, whichever was read first.
      const j = await run(store.create(newInterview(), 20))
      await run(ask({ ...question(j.id, 1), talkingPoints: [{ point: "kept", cues: [["kept"]] }] }, 21))
      expect((await run(store.asked(j.id)))[0]!.question.talkingPoints).toEqual(before[0]!.question.talkingPoints)
    })

    it("takes no answer once the interview has ended, but gives back an answer stored before", async () => {
      const store = await run(Effect.service(Interviews))
      const i = await run(store.create(newInterview(), 10))
      const q1 = await run(ask(question(i.id, 1), 11))
      await run(store.addAnswer(answerTo(q1, "first"), 12))
      const q2 = await run(ask(question(i.id, 2), 13))
      expect(await run(store.complete(i.id, "ended-early", 14))).toBe(true)
      expect(await run(store.addAnswer(answerTo(q2, "too late"), 15))).toEqual({ ended: true })
      expect(stored(await run(store.addAnswer(answerTo(q1, "first"), 16)))).toMatchObject({ inserted: false, answer: { answer: "first" } })
      expect((await run(store.asked(i.id))).map((a) => a.answer?.answer ?? null)).toEqual(["first", null])
    })

    it("asks no new question once the interview has ended, even when the next question races the end", async () => {
      const store = await run(Effect.service(Interviews))
      const ended = await run(store.create(newInterview(), 10))
      const first = await run(ask(question(ended.id, 1), 11))
      await run(store.complete(ended.id, "ended-early", 12))
      expect(Option.getOrThrow(await run(store.addQuestion(question(ended.id, 1, "again"), 13))).id).toBe(first.id)
      expect(Option.isNone(await run(store.addQuestion(question(ended.id, 2), 13)))).toBe(true)
      for (let trial = 0; trial < 8; trial++) {
        const i = await run(store.create(newInterview(), 10))
        const [added] = await run(Effect.all([store.addQuestion(question(i.id, 1), 200), store.complete(i.id, "ended-early", 100)], { concurrency: 2 }))
        // either the question was stored before the end, or the store said no and nothing is stored
        const questions = await run(store.asked(i.id))
        expect(questions.map((q) => q.question.id)).toEqual(Option.isSome(added) ? [added.value.id] : [])
      }
    })

    it("an early end that finds every planned question answered is recorded as completed", async () => {
      const store = await run(Effect.service(Interviews))
      const i = await run(store.create({ ...newInterview(), plannedQuestions: 2 }, 10))
      for (const position of [1, 2]) {
        const q = await run(ask(question(i.id, position), 11))
        stored(await run(store.addAnswer(answerTo(q, `answer ${position}`), 12)))
      }
      expect(await run(store.complete(i.id, "ended-early", 13))).toBe(true)
      expect(Option.getOrThrow(await run(store.find(i.id, userId))).endReason).toBe("completed")
      const tabs = await run(store.create({ ...newInterview(), plannedQuestions: 1 }, 10))
      stored(await run(store.addAnswer(answerTo(await run(ask(question(tabs.id, 1), 11)), "only"), 12)))
      await run(store.complete(tabs.id, "tab-switching", 13))
      expect(Option.getOrThrow(await run(store.find(tabs.id, userId))).endReason).toBe("tab-switching")
    })

    it("an answer racing the end of its interview is stored before the end or not at all", async () => {
      const store = await run(Effect.service(Interviews))
      for (let trial = 0; trial < 8; trial++) {
        const i = await run(store.create(newInterview(), 10))
        const q = await run(ask(question(i.id, 1), 11))
        // The end's clock reads earlier than the answer's, as when the end-interview call arrives first.
        const [added, ended] = await run(Effect.all([store.addAnswer(answerTo(q, `race ${trial}`), 200), store.complete(i.id, "ended-early", 100)], { concurrency: 2 }))
        expect(ended).toBe(true)
        const after = Option.getOrThrow(await run(store.find(i.id, userId)))
        const answer = (await run(store.asked(i.id)))[0]!.answer
        if (added.ended) {
          expect(answer).toBeNull()
        } else {
          expect(answer?.answer).toBe(`race ${trial}`)
          expect(answer!.createdAt).toBeLessThanOrEqual(after.completedAt!)
        }
      }
    })

    it("never records more strikes than the maximum, even concurrently", async () => {
      const store = await run(Effect.service(Interviews))
      const i = await run(store.create(newInterview(), 10))
      const counts = await run(Effect.all(Array.from({ length: 6 }, () => store.addStrike(i.id, 3, 20)), { concurrency: 6 }))
      expect(Math.max(...counts)).toBe(3)
      expect(await run(store.strikes(i.id))).toBe(3)
    })

    it("counts a user's interviews and lists recent question refs newest first", async () => {
      const store = await run(Effect.service(Interviews))
      const before = await run(store.countOf(otherId))
      const i = await run(store.create(newInterview("IN_PROGRESS", () => otherId), 100))
      await run(ask(question(i.id, 1, "first"), 101))
      await run(ask(question(i.id, 2, "second"), 102))
      expect(await run(store.countOf(otherId))).toBe(before + 1)
      expect((await run(store.recentRefs(otherId, 5))).slice(0, 2)).toEqual(["second", "first"])
    })

    it("gives a user's judged answers of their most recent interviews in one history, oldest first, and nobody else's", async () => {
      const users = await run(Effect.service(Users))
      const store = await run(Effect.service(Interviews))
      const me = (await run(users.create({ ...alice, email: "history@example.com" }, 1))).id
      const answerTo = (interviewId: number, questionId: number, status: "ANSWERED" | "SKIPPED", score: number | null, at: number) =>
        store.addAnswer({
          questionId,
          interviewId,
          status,
          answer: status === "SKIPPED" ? "" : "an answer",
          timing: null,
          score,
          rating: score === null ? null : 3,
          assessment: score === null ? null : { score, missed: [{ point: "p" }] },
          judgedBy: score === null ? null : "built-in"
        }, at)
      const made = []
      for (const [k, start] of [[1, 1000], [2, 3000], [3, 2000]] as const) {
        const i = await run(store.create(newInterview("IN_PROGRESS", () => me), start))
        const q1 = await run(ask(question(i.id, 1, `h${k}-1`), start + 10))
        await run(answerTo(i.id, q1.id, "ANSWERED", 40 + k, start + 70))
        const q2 = await run(ask(question(i.id, 2, `h${k}-2`), start + 80))
        await run(answerTo(i.id, q2.id, "SKIPPED", null, start + 90))
        made.push(i.id)
      }
      // An interview with no answer yet is not part of the history.
      const empty = await run(store.create(newInterview("IN_PROGRESS", () => me), 9000))
      await run(ask(question(empty.id, 1, "never-answered"), 9001))
      await run(store.complete(made[0]!, "completed", 5000))

      const all = await run(store.history(me, 10))
      // Practised at: the end (5000) for the first, the start for the others.
      expect(all.map((a) => [a.interviewId, a.position])).toEqual([
        [made[2], 1], [made[2], 2], [made[1], 1], [made[1], 2], [made[0], 1], [made[0], 2]
      ])
      expect(all[4]).toMatchObject({
        interviewId: made[0], interviewTopic: "python", practisedAt: 5000, questionRef: "h1-1", questionText: "Question 1?",
        questionTopic: "python", kind: "concept", talkingPoints: ["p"], askedAt: 1010, answeredAt: 1070, status: "ANSWERED",
        score: 41, assessment: { score: 41, missed: [{ point: "p" }] }
      })
      expect(all[5]).toMatchObject({ status: "SKIPPED", score: null, assessment: null })
      // Bounded by the most recent interviews that have answers.
      expect([...new Set((await run(store.history(me, 2))).map((a) => a.interviewId))]).toEqual([made[1], made[0]])
      expect(await run(store.history(otherId, 0))).toEqual([])
    })

    it("gives everything of one user for the data export: interviews, questions with answers, strikes; nobody else's", async () => {
      const users = await run(Effect.service(Users))
      const store = await run(Effect.service(Interviews))
      const me = (await run(users.create({ ...alice, email: "export@example.com" }, 1))).id
      const first = await run(store.create(newInterview("IN_PROGRESS", () => me), 10))
      const second = await run(store.create(newInterview("SCHEDULED", () => me), 20))
      const q = await run(ask(question(first.id, 1, "e1"), 11))
      await run(ask(question(first.id, 2, "e2"), 12))
      stored(await run(store.addAnswer({
        questionId: q.id, interviewId: first.id, status: "ANSWERED", answer: "mine", timing: { durationMs: 10 }, score: 70, rating: 4,
        assessment: { score: 70 }, judgedBy: "built-in"
      }, 13)))
      await run(store.addStrike(first.id, 3, 14))
      const all = await run(store.everything(me))
      expect(all.interviews.map((i) => [i.id, i.status, i.type.name])).toEqual([[first.id, "IN_PROGRESS", "python"], [second.id, "SCHEDULED", "python"]])
      expect(all.asked.map((a) => [a.question.ref, a.answer?.answer ?? null, a.answer?.score ?? null])).toEqual([["e1", "mine", 70], ["e2", null, null]])
      expect(all.asked[0]!.answer).toMatchObject({ timing: { durationMs: 10 }, assessment: { score: 70 } })
      expect([...all.strikes]).toEqual([[first.id, 1]])
      const nobody = await run(store.everything(999_999))
      expect([nobody.interviews, nobody.asked, [...nobody.strikes]]).toEqual([[], [], []])
    })

    it("reads a corrupt stored judgement or timing as a failure naming the column, never as an empty value", async () => {
      const users = await run(Effect.service(Users))
      const store = await run(Effect.service(Interviews))
      const sql = await run(Effect.service(SqlClient.SqlClient))
      const me = (await run(users.create({ ...alice, email: "corrupt@example.com" }, 1))).id
      const interview = await run(store.create(newInterview("IN_PROGRESS", () => me), 10))
      const q = await run(ask(question(interview.id, 1, "c1"), 11))
      const answer = stored(await run(store.addAnswer({
        questionId: q.id, interviewId: interview.id, status: "ANSWERED", answer: "mine", timing: { durationMs: 10 }, score: 70, rating: 4,
        assessment: { score: 70, missed: [{ point: "p" }] }, judgedBy: "built-in"
      }, 12)))
      const defectOf = async () => {
        const exit = await runtime.runPromiseExit(store.everything(me))
        if (Exit.isSuccess(exit)) throw new Error("expected the read to fail")
        return Cause.squash(exit.cause) as { readonly _tag: string; readonly column: string; readonly message: string }
      }
      await run(sql`UPDATE answers SET assessment = ${"{\"score\": 70, \"missed\": [{\"point\""} WHERE id = ${answer.answer.id}`)
      expect(await defectOf()).toMatchObject({ _tag: "CorruptColumn", column: "answers.assessment" })
      await run(sql`UPDATE answers SET assessment = ${JSON.stringify({ score: "high" })} WHERE id = ${answer.answer.id}`)
      const wrongShape = await defectOf()
      expect(wrongShape).toMatchObject({ _tag: "CorruptColumn", column: "answers.assessment" })
      expect(wrongShape.message).toContain("score")
      await run(sql`UPDATE answers SET assessment = NULL, timing = ${"[]"} WHERE id = ${answer.answer.id}`)
      expect(await defectOf()).toMatchObject({ _tag: "CorruptColumn", column: "answers.timing" })
      await run(sql`UPDATE answers SET timing = NULL WHERE id = ${answer.answer.id}`)
      expect((await run(store.everything(me))).asked[0]!.answer).toMatchObject({ timing: null, assessment: null })
    })

    it("keeps an unlisted type off the start list but finds it by name, and finds the question a user was last asked by ref", async () => {
      const store = await run(Effect.service(Interviews))
      await run(store.seedTypes([{ ...typeSeed("hidden", "mixed"), isActive: false }]))
      expect((await run(store.listTypes())).map((t) => t.name)).not.toContain("hidden")
      const hidden = Option.getOrThrow(await run(store.findTypeNamed("hidden")))
      expect(hidden).toMatchObject({ name: "hidden", isActive: false })
      expect(Option.isNone(await run(store.findTypeNamed("nothing")))).toBe(true)

      const older = await run(store.create(newInterview(), 10))
      await run(ask({ ...question(older.id, 1, "again"), text: "Old wording?" }, 11))
      const newer = await run(store.create(newInterview(), 20))
      await run(ask({ ...question(newer.id, 1, "again"), text: "New wording?" }, 21))
      expect(Option.getOrThrow(await run(store.latestQuestion(userId, "again")))).toMatchObject({ text: "New wording?", interviewId: newer.id })
      expect(Option.isNone(await run(store.latestQuestion(otherId, "again")))).toBe(true)
    })
  })
