/** Picks the engine from `DATABASE_URL` (postgres://… or a SQLite path), migrates, and provides the SQL stores. */
import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { migrate } from "./migrations.ts"
import * as InterviewsSql from "./InterviewsSql.ts"
import * as RateLimitsSql from "./RateLimitsSql.ts"
import * as SqliteClient from "./SqliteClient.ts"
import * as UsersSql from "./UsersSql.ts"

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url)

/** The SQLite file a non-PostgreSQL DATABASE_URL names (a path, `sqlite:`/`file:` prefixed or not, or ":memory:"). */
export const sqlitePath = (url: string) => url.replace(/^(sqlite|file):(\/\/)?/i, "")

/** The SqlClient alone, for `DATABASE_URL` (a postgres:// URL, a SQLite file path, or ":memory:"). */
export const clientLayer = (url: string): Layer.Layer<SqlClient.SqlClient, unknown> =>
  isPostgresUrl(url)
    // Loaded only for PostgreSQL, so SQLite users (and the CLI) never pay for the driver.
    ? Layer.unwrap(Effect.promise(() => import("@effect/sql-pg")).pipe(
      Effect.map(({ PgClient }) => PgClient.layer({ url: Redacted.make(url), maxConnections: 10 }))
    ))
    : SqliteClient.layer({ filename: sqlitePath(url) })

/** Runs the migrations once the client is up. */
export const migrated = Layer.effectDiscard(migrate.pipe(Effect.orDie))

/** Every SQL-backed store, over an already provided SqlClient. */
export const stores = Layer.mergeAll(UsersSql.layer, RateLimitsSql.layer, InterviewsSql.layer)

/** Client + migrations + stores, for `DATABASE_URL`. */
export const layer = (url: string) => {
  const client = clientLayer(url)
  return Layer.mergeAll(stores, migrated).pipe(Layer.provideMerge(client))
}

/** DATABASE_URL as it may be shown: a PostgreSQL password is replaced by ***. */
const displayUrl = (url: string): string => url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/i, "$1***@")

/**
 * A database that cannot be opened, in one sentence that says what to fix; null when `error` is not about
 * opening the database (a PostgreSQL connection, a SQLite file, or the folder it goes in).
 */
export const explainOpenFailure = (error: unknown, url: string): string | null => {
  if (typeof error !== "object" || error === null) return null
  const e = error as { _tag?: unknown; code?: unknown; path?: unknown; message?: unknown; cause?: unknown; reason?: { _tag?: unknown; cause?: unknown } }
  if (typeof e.code === "string" && typeof e.path === "string" && /^E[A-Z]+$/.test(e.code)) {
    return `cannot create ${e.path} (${e.code}); set DATA_DIR (or DATABASE_URL) to a folder you can write.`
  }
  if (e._tag !== "SqlError") return null
  const cause = (e.reason?.cause ?? e.cause) as { message?: unknown; code?: unknown } | undefined
  const detail = typeof cause?.message === "string" ? cause.message : String(e.message ?? "unknown error")
  const where = displayUrl(url)
  if (!isPostgresUrl(url) && /unable to open/i.test(detail)) {
    return `cannot open the SQLite database ${where}: ${detail}; check that this user may read and write it and its folder, or set DATABASE_URL (or DATA_DIR) elsewhere.`
  }
  if (!isPostgresUrl(url)) {
    return `cannot open the SQLite database ${where}: ${detail}; check that DATABASE_URL (or DATA_DIR) names a Rehearse database.`
  }
  if (e.reason?._tag === "AuthenticationError" || cause?.code === "28P01") {
    return `PostgreSQL at ${where} refused the sign-in (${detail}); check the user and password in DATABASE_URL.`
  }
  if (cause?.code === "3D000") return `the database in ${where} does not exist (${detail}); create it (createdb) or fix DATABASE_URL.`
  if (e.reason?._tag === "ConnectionError" || /^E[A-Z]+$/.test(String(cause?.code ?? ""))) {
    return `cannot reach PostgreSQL at ${where} (${detail}); check that it is running and that DATABASE_URL names its host and port.`
  }
  return `the database at ${where} failed: ${detail}; check DATABASE_URL.`
}
