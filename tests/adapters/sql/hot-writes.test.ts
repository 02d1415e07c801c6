/**
 * The hot writes (adapters/sql/writes.ts): on SQLite a transaction's steps commit together or not at all, and never
 * run inside another fiber's open transaction; the ordinary path (PostgreSQL's) runs the same steps to the same end.
 */
import { Deferred, Effect, Fiber } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import * as SqliteClient from "../../../adapters/sql/SqliteClient.ts"
import { HotWrites, ordinaryWrites, type Steps } from "../../../adapters/sql/writes.ts"
import type { Row } from "../../../adapters/sql/rows.ts"

const run = <A>(body: Effect.Effect<A, unknown, SqlClient.SqlClient | HotWrites>) =>
  Effect.runPromise(Effect.provide(body, SqliteClient.layer({ filename: ":memory:" })) as Effect.Effect<A, unknown>)

const ids = (rows: ReadonlyArray<Row>) => rows.map((r) => Number(r.id))

/** Inserts `id` unless the table already has `max` rows; answers the rows after. */
function* insertUnlessFull(id: number, max: number): Steps<ReadonlyArray<number>> {
  const rows = yield { text: "SELECT COUNT(*) AS n FROM t", params: [] }
  if (Number(rows[0]!.n) < max) yield { text: "INSERT INTO t (id) VALUES (?)", params: [id] }
  return ids(yield { text: "SELECT id FROM t ORDER BY id", params: [] })
}

describe("hot writes on SQLite", () => {
  it("run the steps as one transaction and answer what the last step returned, committed", async () => {
    const [hot, ordinary, stored] = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
      const hot = yield* (yield* HotWrites).exclusively(() => insertUnlessFull(1, 2))
      const ordinary = yield* ordinaryWrites(sql).exclusively(() => insertUnlessFull(2, 2))
      yield* (yield* HotWrites).exclusively(() => insertUnlessFull(3, 2))
      return [hot, ordinary, ids(yield* sql`SELECT id FROM t ORDER BY id`)]
    }))
    expect(hot).toEqual([1])
    expect(ordinary).toEqual([1, 2])
    expect(stored).toEqual([1, 2])
  })

  it("roll every step back when one fails, and leave no transaction open", async () => {
    const after = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
      const failed = yield* Effect.flip((yield* HotWrites).exclusively(function*() {
        yield { text: "INSERT INTO t (id) VALUES (?)", params: [1] }
        yield { text: "INSERT INTO t (id) VALUES (?)", params: [1] } // the same key again
        return "never"
      }))
      return { failed: failed._tag, rows: ids(yield* sql`SELECT id FROM t`), next: yield* (yield* HotWrites).exclusively(() => insertUnlessFull(5, 9)) }
    }))
    expect(after).toEqual({ failed: "SqlError", rows: [], next: [5] })
  })

  it("wait for another fiber's open transaction, then see what it committed", async () => {
    const seen = await run(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const writes = yield* HotWrites
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`
      const written = yield* Deferred.make<void>()
      const go = yield* Deferred.make<void>()
      const other = yield* Effect.forkChild(sql.withTransaction(Effect.gen(function*() {
        yield* sql`INSERT INTO t (id) VALUES (1)`
        yield* Deferred.succeed(written, undefined)
        yield* Deferred.await(go)
        yield* sql`INSERT INTO t (id) VALUES (2)`
      })))
      yield* Deferred.await(written)
      // Full at two rows: inside the other transaction it would see one row and insert a third.
      const mine = yield* Effect.forkChild(writes.exclusively(() => insertUnlessFull(3, 2)))
      for (let i = 0; i < 20; i++) yield* Effect.yieldNow
      const whileOpen = mine.pollUnsafe()
      yield* Deferred.succeed(go, undefined)
      yield* Fiber.join(other)
      return { whileOpen, after: yield* Fiber.join(mine) }
    }))
    expect(seen.whileOpen).toBeUndefined()
    expect(seen.after).toEqual([1, 2])
  })
})
