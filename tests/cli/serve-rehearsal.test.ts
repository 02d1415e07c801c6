/**
 * Issue #15, "the first answer is as fast as the hundredth": before it listens, the server rehearses answers through
 * its own instances (node:http, lane, app, services, SQL client) switched onto a throwaway in-memory database, then
 * switches them back. The user's database, mail and folder see none of it, and what only the rehearsal may do
 * (mail dropped, a cheap hash, no free-plan limit) is over once the server listens — even when the rehearsal fails.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"
import { request as httpRequest } from "node:http"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { passwordHasherLayer } from "../../adapters/node/secrets.ts"
import { REHEARSED_ANSWERS } from "../../cli/compose/rehearsal.ts"
import { serverLayer } from "../../cli/compose/server.ts"
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
  const types = db.prepare("SELECT id, name, display_name, is_active FROM interview_types ORDER BY id").all()
  db.close()
  return { logs, mails, rows, types, files: readdirSync(dir).sort() }
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
    expect(rehearsed.types).toEqual(plain.types)
  }, 60_000)

  it("is over once the server listens: the first sign-up gets its mail and a real hash, and the free plan its limit", async () => {
    const server = await startServer({ FREE_PLAN_INTERVIEWS: "1" }, { realHash: true })
    try {
      expect(server.logs.find((l) => l.msg === "rehearsed")).toMatchObject({ level: "info", answers: REHEARSED_ANSWERS })
      const token = await signUp(server.port, "first@example.com")
      expect(server.mails.map((m) => m.to)).toEqual(["first@example.com"])
      const types = await call(server.port, "/api/dashboard/available-interviews", { token })
      const start = () => call(server.port, "/api/interview/start-interview", { token, json: startOf(types.data[0].id) })
      expect((await start()).status).toBe(200)
      // the rehearsal started many interviews without a limit; the first candidate has the free plan's one
      expect((await start()).status).toBe(402)
      const rows = server.read("SELECT email, password_hash AS hash FROM users")
      expect(rows.map((r) => r.email)).toEqual(["first@example.com"])
      expect(String(rows[0]!.hash)).not.toContain("m=1024,")
      expect(server.read("SELECT to_address FROM sent_mail").map((r) => r.to_address)).toEqual([])
    } finally {
      await server.stop()
    }
  }, 60_000)

  it("that fails leaves the server serving on its own database", async () => {
    // a coach whose first judgement dies: the rehearsal's first answer fails, and the rehearsal stops there
    let judged = 0
    const failingOnce = Layer.effect(Coach)(Effect.map(Effect.service(Coach), (coach) =>
      Coach.of({ ...coach, assess: (request) => judged++ === 0 ? Effect.die(new Error("a rehearsal step fails")) : coach.assess(request) }))).pipe(
        Layer.provide(CoachBuiltIn.layer)
      )
    const server = await startServer({}, { coach: failingOnce })
    try {
      const line = server.logs.find((l) => l.msg === "rehearsed")
      expect(line).toMatchObject({ level: "warn" })
      expect(line?.answers).toBe(0)
      expect(server.logs.findIndex((l) => l.msg === "rehearsed")).toBeLessThan(server.logs.findIndex((l) => l.msg === "listening"))
      const token = await signUp(server.port, "after@example.com")
      expect(server.mails.map((m) => m.to)).toEqual(["after@example.com"])
      const types = await call(server.port, "/api/dashboard/available-interviews", { token })
      const started = await call(server.port, "/api/interview/start-interview", { token, json: startOf(types.data[0].id) })
      const id = started.data.userInterview.id
      const fields = await call(server.port, `/api/interview/question/${id}`, { token })
      const question = fields.data.find((f: { key: string }) => f.key === "question")
      const answered = await call(server.port, `/api/interview/submit-response/${id}`, {
        token,
        json: { question: question.properties.content, answer: "An answer.", questionId: question.id, status: "ANSWERED" }
      })
      expect(answered.status).toBe(200)
      expect(server.read("SELECT email FROM users").map((r) => r.email)).toEqual(["after@example.com"])
      expect(server.read("SELECT count(*) AS n FROM answers")[0]!.n).toBe(1)
    } finally {
      await server.stop()
    }
  }, 60_000)
})

const startOf = (typeId: number) => ({
  interviewObjectId: typeId,
  questionProperties: { questionCount: 3, difficulty: "easy" },
  answerProperties: { answerMode: "text" }
})

/** One call to the server on `port`: its status and its envelope's data. */
const call = (port: number, path: string, init: { token?: string; json?: unknown } = {}) =>
  new Promise<{ status: number; data: any }>((resolve, reject) => {
    const body = init.json === undefined ? undefined : JSON.stringify(init.json)
    const r = httpRequest({
      host: "127.0.0.1",
      port,
      path,
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(init.token !== undefined ? { authorization: `Bearer ${init.token}` } : {}),
        ...(body !== undefined ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } : {})
      }
    }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode!, data: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null")?.data }))
    })
    r.on("error", reject)
    r.end(body)
  })

const signUp = async (port: number, email: string): Promise<string> => {
  const r = await call(port, "/api/user/signup", {
    json: { firstName: "First", lastName: "Candidate", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0101", email, password: "a candidate's own password" }
  })
  if (r.status !== 200) throw new Error(`sign-up answered ${r.status}`)
  return r.data.token as string
}

/** A rehearsing server on a folder of its own, listening until `stop`. */
const startServer = async (env: Record<string, string>, options: { realHash?: boolean; coach?: Layer.Layer<Coach> } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-rehearsal-"))
  folders.push(dir)
  mkdirSync(join(dir, "ui"))
  writeFileSync(join(dir, "ui", "index.html"), "<!doctype html><title>Rehearse</title>")
  const config = loadConfig({ DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", UI_DIR: join(dir, "ui"), ...env })
  const logs: Array<LogLine> = []
  const mails: Array<Mail> = []
  const runtime = ManagedRuntime.make(serverLayer(config, (line) => void logs.push(line), {
    coach: options.coach ?? CoachBuiltIn.layer,
    mailer: Layer.succeed(Mailer)(Mailer.of({ send: (mail) => Effect.sync(() => void mails.push(mail)) })),
    ...(options.realHash === true ? {} : { passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 }) }),
    prepareCoach: true
  }))
  await runtime.runPromise(Effect.void)
  const port = Number(logs.find((l) => l.msg === "listening")?.port)
  const read = (query: string) => {
    const db = new DatabaseSync(config.databaseUrl)
    try {
      return db.prepare(query).all()
    } finally {
      db.close()
    }
  }
  return { logs, mails, port, read, stop: () => runtime.dispose() }
}
