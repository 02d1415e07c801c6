/** The contract every SQL engine must meet for the stores; run on SQLite by `npm test`, on PostgreSQL by `npm run test:pg`. */
import { Effect, Exit, Layer, ManagedRuntime, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Database from "../../../adapters/sql/Database.ts"
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
      expect(Option.getOrNull(await run(users.findLiveSession(`h1-${u.id}`, 150)))?.user.id).toBe(u.id)
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
