/**
 * Issue #15, "the first answer is as fast as the hundredth": before it listens, the server rehearses answers through
 * its own app on a throwaway in-memory database. The user's database, mail and folder see none of it.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { passwordHasherLayer } from "../../adapters/node/secrets.ts"
import { REHEARSED_ANSWERS, rehearse } from "../../cli/compose/rehearsal.ts"
import { rehearsalApp, serverLayer } from "../../cli/compose/server.ts"
import { loadConfig } from "../../cli/config.ts"
import { CoachBuiltIn } from "../../core/coach/built-in-layer.ts"
import { Coach } from "../../core/ports/Coach.ts"
import type { LogLine } from "../../core/ports/Log.ts"
import { type Mail, Mailer } from "../../core/ports/Mailer.ts"

const folders: Array<string> = []
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A server started and stopped on a folder of its own: what it logged, mailed, and left in its database. */
const serveOnce = async (rehearse: boolean) => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-rehearsal-"))
  folders.push(dir)
  mkdirSync(join(dir, "ui"))
  writeFileSync(join(dir, "ui", "index.html"), "<!doctype html><title>Rehearse</title>")
  const config = loadConfig({ DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", UI_DIR: join(dir, "ui") })
  const logs: Array<LogLine> = []
  const mails: Array<Mail> = []
  const runtime = ManagedRuntime.make(serverLayer(config, (line) => void logs.push(line), {
    coach: CoachBuiltIn.layer,
    mailer: Layer.succeed(Mailer)(Mailer.of({ send: (mail) => Effect.sync(() => void mails.push(mail)) })),
    passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 }),
    // a server that prepares its coach at start rehearses; one that prepares as questions come does not
    prepareCoach: rehearse
  }))
  await runtime.runPromise(Effect.void)
  await runtime.dispose()
  const db = new DatabaseSync(config.databaseUrl)
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((r) => String(r.name))
  const rows = Object.fromEntries(tables.map((t) => [t, Number(db.prepare(`SELECT count(*) AS n FROM "${t}"`).get()!.n)]))
  db.close()
  return { logs, mails, rows, files: readdirSync(dir).sort() }
}

describe("the server's rehearsal at start", () => {
  it("answers interviews before the server says it is listening, and leaves no row, mail or file behind", async () => {
    const rehearsed = await serveOnce(true)
    const plain = await serveOnce(false)

    const line = rehearsed.logs.find((l) => l.msg === "rehearsed")
    expect(line).toMatchObject({ level: "info", answers: REHEARSED_ANSWERS })
    expect(line?.failures).toBeUndefined()
    expect(rehearsed.logs.findIndex((l) => l.msg === "rehearsed")).toBeLessThan(rehearsed.logs.findIndex((l) => l.msg === "listening"))
    expect(plain.logs.some((l) => l.msg === "rehearsed")).toBe(false)

    // the user's database holds what migrations and seeding put there, as a server that never rehearsed leaves it
    expect(rehearsed.rows.users).toBe(0)
    expect(rehearsed.rows).toEqual(plain.rows)
    expect(rehearsed.mails).toEqual([])
    expect(rehearsed.files).toEqual(plain.files)
  }, 60_000)

  it("goes on past the interview types it cycles through: the one built from a job description, which needs one, is left out", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rehearse-rehearsal-"))
    folders.push(dir)
    const config = loadConfig({ DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1" })
    const coach = await Effect.runPromise(Effect.provide(Effect.gen(function*() {
      return yield* Coach
    }), CoachBuiltIn.layer))
    const { handler, dispose } = rehearsalApp(config, coach)
    try {
      // every type met at least twice over (three questions an interview)
      const done = await rehearse(handler, 240)
      expect(done.failures).toEqual([])
      expect(done.answers).toBe(240)
    } finally {
      await dispose()
    }
  }, 60_000)
})
