/** The SQLite client keeps at most its bound of prepared statements, and one it let go of runs again as written. */
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import * as SqliteClient from "../../../adapters/sql/SqliteClient.ts"

const run = <A>(kept: number, body: Effect.Effect<A, unknown, SqlClient.SqlClient | SqliteClient.SqliteMemory>) =>
  Effect.runPromise(Effect.provide(body, SqliteClient.layer({ filename: ":memory:", statementsKept: kept })) as Effect.Effect<A, unknown>)

describe("the SQLite client's prepared statements", () => {
  it("holds at most its bound while more distinct statements run, and each answers right before and after it is let go", async () => {
    const seen = await run(3, Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const memory = yield* SqliteClient.SqliteMemory
      yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`
      yield* sql`INSERT INTO t (id, name) VALUES (1, 'one'), (2, 'two'), (3, 'three'), (4, 'four'), (5, 'five')`
      const held: Array<number> = []
      const answers: Array<ReadonlyArray<unknown>> = []
      // An IN list of each length is a statement of its own; every length is asked twice, the second time after
      // the statement was pushed out by the others.
      for (const round of [1, 2]) {
        for (const length of [1, 2, 3, 4, 5]) {
          const ids = Array.from({ length }, (_, i) => i + 1)
          const rows = yield* sql<{ name: string }>`SELECT name FROM t WHERE id IN ${sql.in(ids)} ORDER BY id`
          answers.push([round, length, rows.map((r) => r.name).join(",")])
          held.push(memory.statements().held)
        }
      }
      return { held, answers, kept: memory.statements().kept, pageCacheKib: memory.pageCacheKib }
    }))
    expect(seen.kept).toBe(3)
    expect(Math.max(...seen.held)).toBe(3)
    const names = ["one", "two", "three", "four", "five"]
    for (const [, length, joined] of seen.answers as Array<[number, number, string]>) expect(joined).toBe(names.slice(0, length).join(","))
    expect(seen.pageCacheKib).toBe(SqliteClient.PAGE_CACHE_KIB)
  })

  it("sets SQLite's page cache to the stated size", async () => {
    const size = await run(SqliteClient.STATEMENTS_KEPT, Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      return (yield* sql<{ cache_size: number }>`PRAGMA cache_size`)[0]!.cache_size
    }))
    expect(size).toBe(-SqliteClient.PAGE_CACHE_KIB)
  })
})

describe("the SQLite client's rows", () => {
  it("are what node:sqlite's own rows were: a property a column, a name given twice keeping the later column's value", async () => {
    const rows = await run(SqliteClient.STATEMENTS_KEPT, Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE a (id INTEGER PRIMARY KEY, name TEXT, note TEXT)`
      yield* sql`CREATE TABLE b (id INTEGER PRIMARY KEY, a_id INTEGER, name TEXT, data BLOB)`
      yield* sql`INSERT INTO a (id, name, note) VALUES (1, 'first', NULL)`
      yield* sql`INSERT INTO b (id, a_id, name, data) VALUES (7, 1, 'seventh', X'0102')`
      const joined = yield* sql`SELECT a.*, b.* FROM a JOIN b ON b.a_id = a.id`
      const unprepared = yield* sql.unsafe(`SELECT a.id, a.name FROM a`).unprepared
      return { joined, unprepared }
    }))
    expect(rows.joined).toEqual([{ id: 7, name: "seventh", note: null, a_id: 1, data: new Uint8Array([1, 2]) }])
    expect(rows.unprepared).toEqual([{ id: 1, name: "first" }])
  })

  it("take a column named __proto__ as a property, not as the row's prototype", () => {
    const row = SqliteClient.rowMaker(["id", "__proto__"])([1, "text"])
    expect(Object.keys(row)).toEqual(["id", "__proto__"])
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype)
  })
})
