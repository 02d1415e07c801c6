/** `rehearse db migrate`: applies the schema migrations to DATABASE_URL. */
import { Effect, ManagedRuntime } from "effect"
import { loadConfig } from "../config.ts"
import { clientLayer } from "../../adapters/sql/Database.ts"
import { migrate } from "../../adapters/sql/migrations.ts"
import { prepareFolders } from "../folders.ts"
import { EXIT, fail, type Io } from "../io.ts"

const DB_HELP = `Usage: rehearse db migrate

Applies every pending migration to DATABASE_URL (the server also does this when it starts).
`

export const dbCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const [sub, ...rest] = args
  if (sub === "--help" || rest.includes("--help")) {
    io.stdout.write(DB_HELP)
    return EXIT.ok
  }
  if (sub !== "migrate" || rest.length > 0) return fail(io, "usage: rehearse db migrate", EXIT.usage)
  const config = loadConfig(io.env)
  prepareFolders(config, false)
  const runtime = ManagedRuntime.make(clientLayer(config.databaseUrl))
  try {
    const applied = await runtime.runPromise(Effect.orDie(migrate))
    io.stdout.write(applied.length === 0 ? "The database is up to date.\n" : `Applied: ${applied.join(", ")}\n`)
    return EXIT.ok
  } finally {
    await runtime.dispose()
  }
}
