/** Picks the engine from `DATABASE_URL` (postgres://… or a SQLite path), migrates, and provides the SQL stores. */
import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { migrate } from "./migrations.ts"
import * as InterviewsSql from "./InterviewsSql.ts"
import * as RateLimitsSql from "./RateLimitsSql.ts"
import * as SqliteClient from "./SqliteClient.ts"
import * as UsersSql from "./UsersSql.ts"

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url)

/** The SqlClient alone, for `DATABASE_URL` (a postgres:// URL, a SQLite file path, or ":memory:"). */
export const clientLayer = (url: string): Layer.Layer<SqlClient.SqlClient, unknown> =>
  isPostgresUrl(url)
    // Loaded only for PostgreSQL, so SQLite users (and the CLI) never pay for the driver.
    ? Layer.unwrap(Effect.promise(() => import("@effect/sql-pg")).pipe(
      Effect.map(({ PgClient }) => PgClient.layer({ url: Redacted.make(url), maxConnections: 10 }))
    ))
    : SqliteClient.layer({ filename: url.replace(/^sqlite:(\/\/)?/i, "") })

/** Runs the migrations once the client is up. */
export const migrated = Layer.effectDiscard(migrate.pipe(Effect.orDie))

/** Every SQL-backed store, over an already provided SqlClient. */
export const stores = Layer.mergeAll(UsersSql.layer, RateLimitsSql.layer, InterviewsSql.layer)

/** Client + migrations + stores, for `DATABASE_URL`. */
export const layer = (url: string) => {
  const client = clientLayer(url)
  return Layer.mergeAll(stores, migrated).pipe(Layer.provideMerge(client))
}
