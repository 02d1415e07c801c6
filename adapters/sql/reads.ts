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
 *
 * A kept read (`prepareKept`) answers again with the value it made while the database cannot have changed since:
 *
 * - SQLite: while no statement other than the hot reads has run on the connection (every write of this process runs
 *   one: a count of them is compared) and `PRAGMA data_version` is unchanged (SQLite's documented signal that another
 *   connection, of this process or another, committed), read at each call in the hot reads' read transaction. A
 *   value also past its own time (a session at its expiry, checked against the call's clock) is read again. So a
 *   kept value is always what the statement would read now; with a transaction open, the ordinary path as above.
 * - PostgreSQL: nothing is kept. Several servers share one database there, and no check cheaper than the read itself
 *   tells a server that another one committed (a notification arrives after the commit, so a logout on one server
 *   could still be let in on another).
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

/** How a kept read keeps its values (HotReads' prepareKept). */
export interface Keeping {
  /** The key of a call's parameters: calls with the same key read the same rows (the time a value lasts aside). */
  readonly keyOf: (params: ReadonlyArray<unknown>) => string
  /** Values kept at most, the least recently used forgotten first. */
  readonly capacity: number
  /**
   * For rows that stop answering at a time (`expires_at > ?`): that time from the rows, and the call's time from its
   * parameters; a kept value answers a call only before its time.
   */
  readonly lasts?: { readonly until: (rows: ReadonlyArray<Row>) => number; readonly now: (params: ReadonlyArray<unknown>) => number }
}

export class HotReads extends Context.Service<HotReads, {
  readonly prepare: (text: string) => Read
  readonly prepareAs: <A>(text: string, rowsTo: (rows: ReadonlyArray<Row>) => A) => ReadAs<A>
  /** prepareAs whose value (of rows found: none is kept) answers again while the database is unchanged (see above). */
  readonly prepareKept: <A>(text: string, rowsTo: (rows: ReadonlyArray<Row>) => A, keeping: Keeping) => ReadAs<A>
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
  const prepareAs = <A>(text: string, rowsTo: (rows: ReadonlyArray<Row>) => A) => mappedRead(prepare(text), rowsTo)
  // nothing kept: see the module's comment (PostgreSQL)
  return HotReads.of({ prepare, prepareAs, prepareKept: prepareAs })
}

/** The engine's hot reads when its client provides them, the ordinary path otherwise. */
export const hotReads = Effect.gen(function*() {
  const provided = yield* Effect.serviceOption(HotReads)
  return provided._tag === "Some" ? provided.value : ordinaryReads(yield* SqlClient.SqlClient)
})
