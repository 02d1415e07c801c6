/** A fresh PostgreSQL database per test file, on the server named by TEST_DATABASE_URL. */
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { Reactivity } from "effect/reactivity"
import type { SqlClient } from "effect/sql"

export const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"

const onAdmin = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function*() {
        const sql = yield* PgClient.make({ url: Redacted.make(adminUrl), maxConnections: 1 })
        return yield* f(sql)
      })
    ).pipe(Effect.provide(Reactivity.layer), Effect.orDie)
  )

/** Creates an empty database and returns its URL and a function that drops it. */
export const freshDatabase = async (label: string) => {
  const name = `rehearse_${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, "_")
  await onAdmin((sql) => sql.unsafe(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined)
  }
}
