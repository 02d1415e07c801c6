/** The `RateLimits` port on SQL: fixed windows counted with one atomic upsert per hit. */
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { RateLimits } from "../../core/ports/RateLimits.ts"
import { num, type Row } from "./rows.ts"

export const layer = Layer.effect(
  RateLimits,
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const windowOf = (windowMs: number, now: number) => Math.floor(now / windowMs) * windowMs
    return RateLimits.of({
      hit: (bucket, windowMs, now) => {
        const start = windowOf(windowMs, now)
        return sql<Row>`INSERT INTO rate_limits (bucket, window_start, hits) VALUES (${bucket}, ${start}, 1)
          ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
          RETURNING hits`.pipe(
          Effect.map((rows) => num(rows[0]!.hits)),
          // The first hit of a window clears that bucket's old windows, so the table stays small.
          Effect.tap((hits) =>
            hits === 1
              ? Effect.asVoid(sql`DELETE FROM rate_limits WHERE bucket = ${bucket} AND window_start < ${start}`)
              : Effect.void
          ),
          Effect.orDie
        )
      },
      peek: (bucket, windowMs, now) =>
        sql<Row>`SELECT hits FROM rate_limits WHERE bucket = ${bucket} AND window_start = ${windowOf(windowMs, now)}`.pipe(
          Effect.map((rows) => (rows.length > 0 ? num(rows[0]!.hits) : 0)),
          Effect.orDie
        )
    })
  })
)
