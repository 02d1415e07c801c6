/**
 * The hot reads (adapters/sql/reads.ts) read what the ordinary statements read: on SQLite the shorter path never
 * sees another fiber's uncommitted writes (it waits for its transaction), and sees its own fiber's.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"
import { Cause, Deferred, Effect, Fiber } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { HotReads, numberPlaceholders, ordinaryReads } from "../../../adapters/sql/reads.ts"
import { HotWrites } from "../../../adapters/sql/writes.ts"
import * as SqliteClient from "../../../adapters/sql/SqliteClient.ts"

const run = <A>(body: Effect.Effect<A, unknown, SqlClient.SqlClient | HotReads | HotWrites>) =>
  Effect.runPromise(Effect.provide(body, SqliteClient.layer({ filename: ":memory:" })) as Effect.Effect<A, unknown>)

const count = (rows: ReadonlyArray<Record<string, unknown>>) => Number(rows[0]!.n)

describe("hot reads on SQLite", () => {
  it("answer the same rows as the ordinary statement path", async () => {
    const [hot, ordinary] = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, data TEXT)`
      yield* sql`INSERT INTO t (id, name, data) VALUES (1, 'one', '{"a":1}'), (2, 'two', NULL), (3, 'three', '[]')`
      const text = "SELECT * FROM t WHERE id >= ? AND name <> ? ORDER BY id"
      return [yield* (yield* HotReads).prepare(text)([2, "three"]), yield* ordinaryReads(sql).prepare(text)([2, "three"])]
    }))
    expect(hot).toEqual([{ id: 2, name: "two", data: null }])
    expect(hot).toEqual(ordinary)
  })

  it("made into a value at once (prepareAs) answer what the ordinary path's map gives, and die as its orDie dies", async () => {
    const seen = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)`
      yield* sql`INSERT INTO t (id, name) VALUES (1, 'one'), (2, 'two')`
      const names = (rows: ReadonlyArray<Record<string, unknown>>) => rows.map((r) => String(r.name)).join(",")
      const text = "SELECT name FROM t WHERE id >= ? ORDER BY id"
      const hot = (yield* HotReads).prepareAs(text, names)
      const ordinary = ordinaryReads(sql).prepareAs(text, names)
      const thrown = new Error("corrupt")
      const throwing = (yield* HotReads).prepareAs(text, () => {
        throw thrown
      })
      const failing = (yield* HotReads).prepareAs("SELECT nothing FROM nowhere", names)
      return {
        hot: yield* hot([1]),
        ordinary: yield* ordinary([1]),
        inTransaction: yield* sql.withTransaction(hot([2])),
        threw: yield* Effect.exit(throwing([1])),
        thrown,
        failed: yield* Effect.exit(failing([]))
      }
    }))
    expect(seen.hot).toBe("one,two")
    expect(seen.ordinary).toBe("one,two")
    expect(seen.inTransaction).toBe("two")
    const threw = seen.threw._tag === "Failure" ? Cause.findDefect(seen.threw.cause) : undefined
    expect(threw?._tag === "Success" && threw.success).toBe(seen.thrown) // its own error, not a SqlError
    expect(seen.failed._tag).toBe("Failure")
    const defect = seen.failed._tag === "Failure" ? Cause.findDefect(seen.failed.cause) : undefined
    expect(defect?._tag === "Success" && defect.success).toBeInstanceOf(SqlError.SqlError)
  })

  it("run back to back in one read transaction that any other statement ends first: a write, a transaction, a hot write", async () => {
    const seen = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const hot = yield* HotReads
      const countRows = hot.prepare("SELECT COUNT(*) AS n FROM t")
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
      // in one synchronous run: reads, then a plain write, a read, a transaction, a read, a hot write, a read
      const first = count(yield* countRows([]))
      yield* sql`INSERT INTO t (id) VALUES (1)`
      const afterWrite = count(yield* countRows([]))
      yield* sql.withTransaction(sql`INSERT INTO t (id) VALUES (2)`)
      const afterTransaction = count(yield* countRows([]))
      const writes = yield* HotWrites
      yield* writes.exclusively(function*() {
        yield { text: "INSERT INTO t (id) VALUES (?)", params: [3] }
      })
      const afterHotWrite = count(yield* countRows([]))
      yield* Effect.yieldNow
      // and none is left open once the run ends: an ordinary transaction begins (a BEGIN inside one would fail)
      yield* sql.withTransaction(sql`INSERT INTO t (id) VALUES (4)`)
      return [first, afterWrite, afterTransaction, afterHotWrite, count(yield* countRows([]))]
    }))
    expect(seen).toEqual([0, 1, 2, 3, 4])
  })

  it("read one snapshot within a synchronous run, and what another connection committed once it ends", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rehearse-hot-reads-"))
    try {
      const filename = join(dir, "t.db")
      const seen = await Effect.runPromise(Effect.provide(Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        const countRows = (yield* HotReads).prepare("SELECT COUNT(*) AS n FROM t")
        yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
        const other = new DatabaseSync(filename)
        const before = count(yield* countRows([]))
        other.exec("INSERT INTO t (id) VALUES (1)") // another process's commit, between two reads of one run
        const sameRun = count(yield* countRows([]))
        yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
        const nextRun = count(yield* countRows([]))
        other.close()
        return [before, sameRun, nextRun]
      }), SqliteClient.layer({ filename })))
      expect(seen).toEqual([0, 0, 1])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("wait for another fiber's open transaction and read what it committed, never its uncommitted write", async () => {
    const seen = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const countRows = (yield* HotReads).prepare("SELECT COUNT(*) AS n FROM t")
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
      const written = yield* Deferred.make<void>()
      const go = yield* Deferred.make<void>()
      const writer = yield* Effect.forkChild(sql.withTransaction(Effect.gen(function*() {
        yield* sql`INSERT INTO t (id) VALUES (1)`
        yield* Deferred.succeed(written, undefined)
        yield* Deferred.await(go)
        yield* sql`INSERT INTO t (id) VALUES (2)`
      })))
      yield* Deferred.await(written)
      const reader = yield* Effect.forkChild(countRows([]))
      for (let i = 0; i < 20; i++) yield* Effect.yieldNow
      const whileOpen = reader.pollUnsafe()
      yield* Deferred.succeed(go, undefined)
      yield* Fiber.join(writer)
      return { whileOpen, after: count(yield* Fiber.join(reader)) }
    }))
    expect(seen.whileOpen).toBeUndefined() // still waiting: it did not read the half-done transaction
    expect(seen.after).toBe(2)
  })

  it("never read a write that was rolled back", async () => {
    const n = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const countRows = (yield* HotReads).prepare("SELECT COUNT(*) AS n FROM t")
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
      const written = yield* Deferred.make<void>()
      const writer = yield* Effect.forkChild(sql.withTransaction(Effect.gen(function*() {
        yield* sql`INSERT INTO t (id) VALUES (1)`
        yield* Deferred.succeed(written, undefined)
        yield* Effect.yieldNow
        return yield* Effect.fail("changed my mind")
      })))
      yield* Deferred.await(written)
      const n = count(yield* countRows([]))
      yield* Fiber.await(writer)
      return n
    }))
    expect(n).toBe(0)
  })

  it("see their own fiber's writes inside its transaction", async () => {
    const n = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const countRows = (yield* HotReads).prepare("SELECT COUNT(*) AS n FROM t")
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
      return yield* sql.withTransaction(Effect.gen(function*() {
        yield* sql`INSERT INTO t (id) VALUES (1)`
        return count(yield* countRows([]))
      }))
    }))
    expect(n).toBe(1)
  })
})

describe("numberPlaceholders", () => {
  it("numbers every ? in order and leaves the rest of the text as it was", () => {
    fc.assert(fc.property(fc.array(fc.string().map((s) => s.replace(/[?$]/g, "")), { minLength: 1, maxLength: 8 }), (parts) => {
      const numbered = numberPlaceholders(parts.join("?"))
      expect(numbered).toBe(parts.map((p, i) => (i === 0 ? p : `$${i}${p}`)).join(""))
    }))
  })
})
