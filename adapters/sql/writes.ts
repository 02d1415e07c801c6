/**
 * Hot writes: the check-then-write transaction every answer makes (is the interview still open, then the answer),
 * written once as steps — a generator that yields each statement and receives its rows — and run the engine's way:
 *
 * - SQLite (./SqliteClient.ts): while no transaction is open on the connection, BEGIN IMMEDIATE, the steps and COMMIT
 *   run in one go, synchronously. node:sqlite is synchronous and there is one connection, so no other fiber can run a
 *   statement in between: the transaction is as isolated as one that holds the client's permit, without a fiber's
 *   scope, spans and permit around each of its statements (they cost more than the statements). With a transaction
 *   open (another fiber's, between two of its statements) the steps take the ordinary path, which waits for it.
 * - PostgreSQL, or any client without them: the ordinary path, every step a statement of `sql.withTransaction`,
 *   placeholders numbered.
 *
 * Either way the transaction has committed before the effect succeeds.
 */
import { Context, Effect } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import { numberPlaceholders } from "./reads.ts"
import type { Row } from "./rows.ts"

/** One statement of a transaction: its text with `?` placeholders, and their values in order. */
export interface Step {
  readonly text: string
  readonly params: ReadonlyArray<unknown>
}

/** A transaction's statements, each yielded in turn; what the generator returns is the transaction's result. */
export type Steps<A> = Generator<Step, A, ReadonlyArray<Row>>

export class HotWrites extends Context.Service<HotWrites, {
  /** Runs the steps as one transaction that holds the write lock (BEGIN IMMEDIATE on SQLite). */
  readonly exclusively: <A>(steps: () => Steps<A>) => Effect.Effect<A, SqlError.SqlError>
}>()("rehearse/sql/HotWrites") {}

/** Runs `steps` to their end with `run` for each statement (synchronously: SQLite's hot path). */
export const runSteps = <A>(steps: Steps<A>, run: (step: Step) => ReadonlyArray<Row>): A => {
  let next = steps.next()
  while (next.done !== true) next = steps.next(run(next.value))
  return next.value
}

/** The ordinary path over any client: what PostgreSQL runs, and SQLite's while another transaction is open. */
export const ordinaryWrites = (sql: SqlClient.SqlClient): HotWrites["Service"] => {
  const isPg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
  const texts = new Map<string, string>()
  const textOf = (text: string) => {
    if (!isPg) return text
    let numbered = texts.get(text)
    if (numbered === undefined) texts.set(text, numbered = numberPlaceholders(text))
    return numbered
  }
  const inTransaction = <A>(steps: () => Steps<A>) =>
    sql.withTransaction(Effect.gen(function*() {
      const running = steps()
      let next = running.next()
      while (next.done !== true) next = running.next(yield* sql.unsafe<Row>(textOf(next.value.text), next.value.params))
      return next.value
    }))
  return HotWrites.of({
    exclusively: (steps) =>
      isPg ? inTransaction(steps) : Effect.provideService(inTransaction(steps), SqlClient.BeginTransaction, "BEGIN IMMEDIATE")
  })
}

/** The engine's hot writes when its client provides them, the ordinary path otherwise. */
export const hotWrites = Effect.gen(function*() {
  const provided = yield* Effect.serviceOption(HotWrites)
  return provided._tag === "Some" ? provided.value : ordinaryWrites(yield* SqlClient.SqlClient)
})
