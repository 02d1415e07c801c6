/**
 * Server-wide secret keys kept in the database: made by the first server that needs one and then shared by every
 * server on the database, so a code stored by one is checked by another.
 */
import { randomBytes } from "node:crypto"
import { Clock, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { type Row, str } from "./rows.ts"

export const serverKey = (name: string) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    // Two servers starting together both try; the first insert wins and both read the winner's key.
    yield* sql`INSERT INTO server_keys (name, value, created_at) VALUES (${name}, ${randomBytes(32).toString("base64url")}, ${now})
      ON CONFLICT (name) DO NOTHING`
    const rows = yield* sql<Row>`SELECT value FROM server_keys WHERE name = ${name}`
    return str(rows[0]!.value)
  })
