/**
 * Hot reads: the few fixed SELECTs every API call makes (the bearer check's session, the interview and its asked
 * questions), run on a shorter path than a tagged `sql` statement. Effect's statement builds a span, compiles its
 * template, takes the connection's permit in a scope and ends the span for every statement: on SQLite that cost
 * more than the query. Each read here is written once with `?` placeholders; what runs it is the engine's:
 *
 * - SQLite (./SqliteClient.ts): the prepared statement runs at once when no transaction is open on the connection.
 *   node:sqlite is synchronous and there is one connection, so with none open nothing else is half-done on it and
 *   the read is what it would be after the permit; with one open (another fiber's, or this fiber's own) the read
 *   takes the ordinary path, which waits for the permit or joins its own transaction, so it never sees another
 *   fiber's uncommitted writes.
 * - PostgreSQL, or any client without one: the ordinary statement path (`sql.unsafe`), placeholders numbered.
 */
import { Context, Effect } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import type { Row } from "./rows.ts"

/** A read statement, bound once to its text: run it with the parameters its `?` placeholders take, in order. */
export type Read = (params: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<Row>, SqlError.SqlError>

/**
 * A read statement whose rows are made into the port's value at once, and whose failure is a defect (as every port
 * read here treats a SQL error: `Effect.orDie`): one step for the fiber where the statement, `Effect.map` and
 * `Effect.orDie` were three. A `rowsTo` that throws is a defect of its own error, as in `Effect.map`.
 */
export type ReadAs<A> = (params: ReadonlyArray<unknown>) => Effect.Effect<A>

export class HotReads extends Context.Service<HotReads, {
  readonly prepare: (text: string) => Read
  readonly prepareAs: <A>(text: string, rowsTo: (rows: ReadonlyArray<Row>) => A) => ReadAs<A>
}>()("rehearse/sql/HotReads") {}

/** prepareAs over a `prepare`: the statement, then map and orDie (the ordinary path's, and SQLite's in a transaction). */
export const mappedRead = <A>(read: Read, rowsTo: (rows: ReadonlyArray<Row>) => A): ReadAs<A> => (params) =>
  Effect.orDie(Effect.map(read(params), rowsTo))

/** `?` placeholders as PostgreSQL numbers them ($1, $2, …); the texts here have no `?` of their own. */
export const numberPlaceholders = (text: string): string => {
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

/** The ordinary path over any client: what PostgreSQL runs, and SQLite's when a transaction is open. */
export const ordinaryReads = (sql: SqlClient.SqlClient): HotReads["Service"] => {
  const isPg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
  const prepare = (text: string): Read => {
    const statement = isPg ? numberPlaceholders(text) : text
    return (params) => sql.unsafe<Row>(statement, params)
  }
  return HotReads.of({ prepare, prepareAs: (text, rowsTo) => mappedRead(prepare(text), rowsTo) })
}

/** The engine's hot reads when its client provides them, the ordinary path otherwise. */
export const hotReads = Effect.gen(function*() {
  const provided = yield* Effect.serviceOption(HotReads)
  return provided._tag === "Some" ? provided.value : ordinaryReads(yield* SqlClient.SqlClient)
})
