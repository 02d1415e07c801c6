/** Handlers of the calls the product adds for itself: browser configuration and health. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { HttpContract } from "../../../core/contract/HttpContract.ts"

/** The health check: one round trip to the database, answered with the engine's name (the lean lane answers it too). */
export const healthCheck = (sql: SqlClient.SqlClient) => {
  const engine = sql.onDialectOrElse({ pg: () => "postgresql", orElse: () => "sqlite" })
  const healthy = { success: true, data: { status: "ok" as const, database: engine } }
  return sql`SELECT 1 AS ok`.pipe(Effect.as(healthy), Effect.orDie)
}

export const systemLayer = (config: { readonly supportEmail: string; readonly googleClientId: string | null }) =>
  HttpApiBuilder.group(HttpContract, "system", (handlers) =>
    Effect.gen(function*() {
      const health = healthCheck(yield* SqlClient.SqlClient)
      return handlers
        .handle("config", () =>
          Effect.succeed({
            success: true,
            data: { supportEmail: config.supportEmail, googleClientId: config.googleClientId }
          }))
        .handle("health", () => health)
    }))
