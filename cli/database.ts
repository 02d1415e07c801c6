/** Opens DATABASE_URL (migrated) for a command, runs one Effect against the stores, and closes it. */
import { type Effect, type Layer, ManagedRuntime } from "effect"
import { loadConfig } from "./config.ts"
import * as Database from "../adapters/sql/Database.ts"
import type { RateLimits } from "../core/ports/RateLimits.ts"
import type { Users } from "../core/ports/Users.ts"
import { prepareFolders } from "./folders.ts"
import type { Io } from "./io.ts"

export type Stores = Users | RateLimits

export const withDatabase = async <A>(io: Io, program: Effect.Effect<A, unknown, Stores>): Promise<A> => {
  const config = loadConfig(io.env)
  prepareFolders(config, false)
  const runtime = ManagedRuntime.make(Database.layer(config.databaseUrl) as Layer.Layer<Stores, unknown>)
  try {
    return await runtime.runPromise(program)
  } finally {
    await runtime.dispose()
  }
}
