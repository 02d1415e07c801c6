/** Handlers of the calls the product adds for itself: browser configuration and health. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { HttpContract } from "../../../core/contract/HttpContract.ts"

export const systemLayer = (config: { readonly supportEmail: string; readonly googleClientId: string | null }) =>
  HttpApiBuilder.group(HttpContract, "system", (handlers) =>
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const engine = sql.onDialectOrElse({ pg: () => "postgresql", orElse: () => "sqlite" })
      return handlers
        .handle("config", () =>
          Effect.succeed({
            success: true,
            data: { supportEmail: config.supportEmail, googleClientId: config.googleClientId }
          }))
        .handle("health", () =>
          sql`SELECT 1 AS ok`.pipe(
            Effect.as({ success: true, data: { status: "ok" as const, database: engine } }),
            Effect.orDie
          ))
    }))
