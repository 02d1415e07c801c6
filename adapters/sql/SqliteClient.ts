/**
 * Our own `SqlClient` on Node's built-in `node:sqlite` (STACK.md: no SQLite driver for effect 4.1 exists yet).
 * One connection, shared through a semaphore so there is one writer at a time; WAL, busy_timeout, foreign keys.
 */
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import { DatabaseSync, type StatementSync } from "node:sqlite"
import { Context, Effect, Exit, Layer, Semaphore, Stream } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlClient, SqlConnection, SqlError, Statement } from "effect/sql"
import { makeLru } from "./lru.ts"
import { HotReads, type Keeping, mappedRead, type Read, type ReadAs } from "./reads.ts"
import type { Row } from "./rows.ts"
import { HotWrites, ordinaryWrites, runSteps } from "./writes.ts"

export interface SqliteOptions {
  /** A file path, or ":memory:". */
  readonly filename: string
  readonly busyTimeoutMs?: number
  /** How many prepared statements are kept (default STATEMENTS_KEPT). */
  readonly statementsKept?: number
}

/**
 * Prepared statements kept by their text. adapters/sql writes about 75 statements, so 256 keeps every one warm;
 * the texts that vary (a list bound into `IN (…)`, one text per length) push out the least recently used instead
 * of growing the cache, each holding its compiled program in SQLite's memory until it is collected.
 */
export const STATEMENTS_KEPT = 256

/**
 * SQLite's page cache, in KiB: its own default (2,000 KiB), stated so a build with another default cannot change
 * it. The operating system's file cache already holds the database's hot pages; this cache saves only the copy
 * out of it. One connection, so this is the whole page cache.
 */
export const PAGE_CACHE_KIB = 2000

/** What the SQLite client holds beside the database file, for the server's log at start. */
export class SqliteMemory extends Context.Service<SqliteMemory, {
  /** Prepared statements held now, and the most that are kept. */
  readonly statements: () => { readonly held: number; readonly kept: number }
  readonly pageCacheKib: number
  /** The kept reads' values (./reads.ts): held now, the most held, and the calls they answered or read anew. */
  readonly keptReads: () => { readonly held: number; readonly capacity: number; readonly answered: number; readonly read: number }
}>()("rehearse/sql/SqliteMemory") {}

// node:sqlite reports the extended result code as `errcode`; the classifier reads `errno`.
const toSqlError = (cause: unknown, operation: string) => {
  const message = cause instanceof Error ? cause.message : String(cause)
  const errcode = (cause as { errcode?: unknown } | null)?.errcode
  const classified = typeof errcode === "number" ? { errno: errcode, message } : cause
  return new SqlError.SqlError({ reason: SqlError.classifySqliteError(classified, { message, operation }) })
}

// node:sqlite accepts only null, numbers, bigints, strings and byte arrays.
const bind = (params: ReadonlyArray<unknown>): Array<null | number | bigint | string | Uint8Array> =>
  params.map((p) =>
    p === undefined || p === null
      ? null
      : typeof p === "boolean"
      ? (p ? 1 : 0)
      : p instanceof Date
      ? p.toISOString()
      : typeof p === "number" || typeof p === "bigint" || typeof p === "string" || p instanceof Uint8Array
      ? p
      : JSON.stringify(p)
  )

/**
 * A function making a statement's row from its values (node:sqlite returning arrays), one object literal of its
 * columns: node:sqlite builds each row object a property at a time, which cost more than the query on the wide rows
 * of an interview with its questions (7 µs against 4 µs for 46 columns), and every row made here has one shape. As
 * in node:sqlite's objects, a name given twice keeps the later column's value.
 */
export const rowMaker = (columns: ReadonlyArray<string>): ((values: ReadonlyArray<unknown>) => Row) =>
  // the literal is built from the column names, each quoted by JSON.stringify (and "__proto__" computed, so it is a
  // property rather than the object's prototype)
  new Function(
    "v",
    `return {${columns.map((name, i) => `${name === "__proto__" ? `[${JSON.stringify(name)}]` : JSON.stringify(name)}: v[${i}]`).join(", ")}}`
  ) as (values: ReadonlyArray<unknown>) => Row

/**
 * Row makers by their columns, shared by every client of the process: a statement compiled anew (an unprepared one,
 * or one the cache let go of) reuses its columns' maker, and a server's own database runs the makers its start-up
 * rehearsal (cli/compose/rehearsal.ts) compiled, so V8 has compiled them already.
 */
const makers = makeLru<string, (values: ReadonlyArray<unknown>) => Row>(STATEMENTS_KEPT)

/** The client, and what it holds (SqliteMemory). */
export const makeWithMemory = Effect.fnUntraced(function*(options: SqliteOptions) {
  if (options.filename !== ":memory:") mkdirSync(dirname(options.filename), { recursive: true })
  const db = yield* Effect.acquireRelease(
    Effect.try({
      try: () => {
        const db = new DatabaseSync(options.filename, { timeout: options.busyTimeoutMs ?? 5000 })
        db.exec("PRAGMA journal_mode = WAL")
        db.exec("PRAGMA synchronous = NORMAL")
        db.exec("PRAGMA foreign_keys = ON")
        db.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`)
        db.exec(`PRAGMA cache_size = -${PAGE_CACHE_KIB}`)
        return db
      },
      catch: (cause) => toSqlError(cause, "open")
    }),
    (db) => Effect.sync(() => db.isOpen && db.close())
  )

  // A prepared statement with what makes its rows, or null when it returns none: `columns()` builds its column
  // descriptions anew on every call and cost twice the query itself, so it is asked once per statement.
  interface Prepared {
    readonly statement: StatementSync
    readonly rowOf: ((values: ReadonlyArray<unknown>) => Row) | null
  }
  const compile = (sql: string): Prepared => {
    const statement = db.prepare(sql)
    const columns = statement.columns().map((c) => c.name)
    if (columns.length === 0) return { statement, rowOf: null }
    statement.setReturnArrays(true)
    return { statement, rowOf: makers.get(columns.join("\u0000"), () => rowMaker(columns)) }
  }
  const cache = makeLru<string, Prepared>(options.statementsKept ?? STATEMENTS_KEPT)
  const prepare = (sql: string) => cache.get(sql, compile)

  // Effect's client sends BEGIN, COMMIT and ROLLBACK (and a provided BEGIN IMMEDIATE) unprepared: compiling one
  // anew cost more than running it (2.3 µs against 0.3 µs a BEGIN/COMMIT pair), so the few fixed ones are kept too.
  const TRANSACTION_CONTROL = /^(BEGIN( IMMEDIATE| EXCLUSIVE| DEFERRED)?|COMMIT|ROLLBACK|END)$/

  // The hot reads' own read transaction. Each statement outside a transaction is one of its own, and in WAL mode each
  // takes and gives back a read lock on the shared-memory file (two fcntl calls): a GET's two reads made four. The
  // hot reads run back to back in one transaction instead (a deferred BEGIN: no lock until the first read), ended
  // before any other statement on the connection runs (`run`, below) and at the latest once the current synchronous
  // run of the program ends (a microtask): so it never holds another fiber's statement, and what it reads is one
  // snapshot taken at its first read, never older than the reading of the requests served in that run.
  const beginRead = db.prepare("BEGIN")
  const commitRead = db.prepare("COMMIT")
  let readOpen = false
  // The database's version as the open read transaction sees it, once asked (the kept reads, below).
  let versionInRead: number | undefined
  const endRead = () => {
    if (!readOpen) return
    readOpen = false
    versionInRead = undefined
    try {
      if (db.isOpen && db.isTransaction) commitRead.run()
    } catch {
      // a read-only transaction's COMMIT has nothing to fail on; should it, it is given up rather than kept open
      try {
        if (db.isOpen && db.isTransaction) db.exec("ROLLBACK")
      } catch {
        // nothing left to end
      }
    }
  }
  const openRead = () => {
    if (readOpen) return
    beginRead.run()
    readOpen = true
    queueMicrotask(endRead)
  }
  /** A transaction of the client's or the hot writes' is open (not the hot reads' own). */
  const inTransaction = () => db.isTransaction && !readOpen

  // Every statement run on the connection other than the hot reads (every write of this process among them, and
  // each statement of a transaction), counted before it runs: a kept value is kept only while the count is unchanged.
  let statementsRun = 0
  const run = (sql: string, params: ReadonlyArray<unknown>, prepared: boolean): ReadonlyArray<any> => {
    endRead()
    statementsRun++
    const { statement, rowOf } = prepared || (params.length === 0 && TRANSACTION_CONTROL.test(sql)) ? prepare(sql) : compile(sql)
    if (rowOf === null) return (statement.run(...bind(params)), [])
    const rows = statement.all(...bind(params)) as unknown as ReadonlyArray<ReadonlyArray<unknown>>
    return rows.map(rowOf)
  }

  const execute = (sql: string, params: ReadonlyArray<unknown>, prepared: boolean) =>
    Effect.try({ try: () => run(sql, params, prepared), catch: (cause) => toSqlError(cause, "execute") })

  const connection: SqlConnection.Connection = {
    execute: (sql, params, transformRows) =>
      Effect.map(execute(sql, params, true), (rows) => (transformRows ? transformRows(rows) : rows)),
    executeRaw: (sql, params) => execute(sql, params, true),
    executeStream: (sql, params, transformRows) =>
      Stream.fromIterableEffect(
        Effect.map(execute(sql, params, true), (rows) => (transformRows ? transformRows(rows) : rows))
      ),
    executeValues: (sql, params) =>
      Effect.map(execute(sql, params, true), (rows) => rows.map((row) => Object.values(row as object))),
    executeValuesUnprepared: (sql, params) =>
      Effect.map(execute(sql, params, false), (rows) => rows.map((row) => Object.values(row as object))),
    executeUnprepared: (sql, params, transformRows) =>
      Effect.map(execute(sql, params, false), (rows) => (transformRows ? transformRows(rows) : rows))
  }

  const semaphore = yield* Semaphore.make(1)
  const acquirers = SqlClient.makeSqliteAcquirers({
    connection: Effect.succeed(connection),
    semaphore,
    isTransaction: inTransaction
  })

  const client = yield* SqlClient.make({
    ...acquirers,
    compiler: Statement.makeCompilerSqlite(),
    driver: "sqlite-node",
    spanAttributes: [["db.system.name", "sqlite"]]
  })

  // The hot reads (./reads.ts): the prepared statement at once while no transaction is open on the connection; with
  // one open, the client's own path, which waits for the permit (another fiber's transaction) or joins it (this
  // fiber's). One statement's run is synchronous, so nothing can open a transaction between the check and the read.
  // Each hot read holds its own prepared statement (compiled on first use, when the schema is there), so a read
  // neither looks its text up in the LRU nor moves it to the front, and answers with an Exit, which the fiber takes
  // as it is: the lookup, the reordering and Effect.try's steps cost a third of the query again.
  /** The rows of a hot read's statement run at once (held: its prepared statement, compiled on first use). */
  const rowsNow = (held: { prepared: Prepared | undefined }, text: string, params: ReadonlyArray<unknown>): ReadonlyArray<Row> => {
    const { statement, rowOf } = held.prepared ??= compile(text)
    // a statement without rows (none is hot, but one would write) runs on its own, as `run` runs it
    if (rowOf === null) return (endRead(), statementsRun++, statement.run(...bind(params)), [])
    openRead()
    return (statement.all(...bind(params)) as unknown as ReadonlyArray<ReadonlyArray<unknown>>).map(rowOf)
  }
  const ordinaryRead = (text: string): Read => (params) => client.unsafe<Row>(text, params)

  // The kept reads (./reads.ts): `PRAGMA data_version` changes when another connection has committed (SQLite's
  // documentation), and is asked once per hot read transaction, in it: so the version and the rows read after it are
  // of one snapshot. It takes the transaction's read lock, which the reads would have taken anyway.
  const dataVersion = db.prepare("PRAGMA data_version")
  dataVersion.setReturnArrays(true)
  const versionNow = (): number => {
    openRead()
    return versionInRead ??= (dataVersion.all() as unknown as ReadonlyArray<ReadonlyArray<number>>)[0]![0]!
  }
  interface Kept {
    readonly value: unknown
    readonly until: number
  }
  const keptLrus: Array<{ readonly size: () => number; readonly capacity: number }> = []
  let keptAnswered = 0
  let keptRead = 0
  const prepareKept = <A>(text: string, rowsTo: (rows: ReadonlyArray<Row>) => A, keeping: Keeping): ReadAs<A> => {
    const held = { prepared: undefined as Prepared | undefined }
    const ordinary = mappedRead(ordinaryRead(text), rowsTo)
    const kept = makeLru<string, Kept>(keeping.capacity)
    keptLrus.push(kept)
    // What the kept values were read at: once either has changed every one of them is stale, and all are let go at
    // once (under writes, such as answers, they are garbage young rather than held until pushed out).
    let keptVersion = -1
    let keptStatementsRun = -1
    const { keyOf, lasts } = keeping
    return (params) =>
      Effect.suspend(() => {
        // with a transaction open, nothing kept is answered and nothing read is kept: it may see its own writes
        if (inTransaction()) return ordinary(params)
        let rows: ReadonlyArray<Row>
        const key = keyOf(params)
        try {
          const version = versionNow()
          if (version !== keptVersion || statementsRun !== keptStatementsRun) {
            kept.clear()
            keptVersion = version
            keptStatementsRun = statementsRun
          }
          const found = kept.find(key)
          if (found !== undefined) {
            if (lasts === undefined || lasts.now(params) < found.until) {
              keptAnswered++
              return Exit.succeed(found.value as A)
            }
            kept.delete(key)
          }
          rows = rowsNow(held, text, params)
        } catch (cause) {
          return Exit.die(toSqlError(cause, "execute"))
        }
        keptRead++
        // outside the try, as prepareAs: a rowsTo that throws is a defect of its own error (and nothing is kept)
        const value = rowsTo(rows)
        if (rows.length > 0) kept.set(key, { value, until: lasts === undefined ? Infinity : lasts.until(rows) })
        return Exit.succeed(value)
      })
  }
  const reads = HotReads.of({
    prepare: (text) => {
      const held = { prepared: undefined as Prepared | undefined }
      const ordinary = ordinaryRead(text)
      return (params) =>
        Effect.suspend((): Effect.Effect<ReadonlyArray<Row>, SqlError.SqlError> => {
          if (inTransaction()) return ordinary(params)
          try {
            return Exit.succeed(rowsNow(held, text, params))
          } catch (cause) {
            return Exit.fail(toSqlError(cause, "execute"))
          }
        })
    },
    // The same, its rows made into the port's value inside the one step (mappedRead's map and orDie, without theirs).
    prepareAs: (text, rowsTo) => {
      const held = { prepared: undefined as Prepared | undefined }
      const ordinary = mappedRead(ordinaryRead(text), rowsTo)
      return (params) =>
        Effect.suspend(() => {
          if (inTransaction()) return ordinary(params)
          let rows: ReadonlyArray<Row>
          try {
            rows = rowsNow(held, text, params)
          } catch (cause) {
            return Exit.die(toSqlError(cause, "execute"))
          }
          // outside the try: a rowsTo that throws (a corrupt column) is a defect of its own error, as in Effect.map
          return Exit.succeed(rowsTo(rows))
        })
    },
    prepareKept
  })
  // The hot writes (./writes.ts): BEGIN IMMEDIATE, the steps and COMMIT in one synchronous go while no transaction is
  // open on the connection, so no other fiber's statement can come between them; with one open, the client's own
  // transaction, which waits for it. A step that fails rolls the whole transaction back.
  const ordinary = ordinaryWrites(client)
  const writes = HotWrites.of({
    exclusively: (steps) =>
      Effect.suspend(() =>
        inTransaction() ? ordinary.exclusively(steps) : Effect.try({
          try: () => {
            run("BEGIN IMMEDIATE", [], true)
            try {
              const result = runSteps(steps(), (step) => run(step.text, step.params, true))
              run("COMMIT", [], true)
              return result
            } catch (error) {
              if (db.isTransaction) run("ROLLBACK", [], true)
              throw error
            }
          },
          catch: (cause) => toSqlError(cause, "execute")
        })
      )
  })
  const memory = SqliteMemory.of({
    statements: () => ({ held: cache.size(), kept: cache.capacity }),
    pageCacheKib: PAGE_CACHE_KIB,
    keptReads: () => ({
      held: keptLrus.reduce((n, l) => n + l.size(), 0),
      capacity: keptLrus.reduce((n, l) => n + l.capacity, 0),
      answered: keptAnswered,
      read: keptRead
    })
  })
  return { client, memory, reads, writes }
})

export const make = (options: SqliteOptions) => Effect.map(makeWithMemory(options), ({ client }) => client)

export const layer = (options: SqliteOptions): Layer.Layer<SqlClient.SqlClient | SqliteMemory | HotReads | HotWrites, SqlError.SqlError> =>
  Layer.effectContext(
    Effect.map(makeWithMemory(options), ({ client, memory, reads, writes }) =>
      Context.make(SqlClient.SqlClient, client).pipe(Context.add(SqliteMemory, memory), Context.add(HotReads, reads), Context.add(HotWrites, writes)))
  ).pipe(Layer.provide(Reactivity.layer))
