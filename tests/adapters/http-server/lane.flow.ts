/**
 * The lean lane answers as the HttpApi app does: two stacks on one database, one with the lane in front and one
 * without, get the same requests (successes and every error case) and must give the same status, body, headers and
 * log line — over the in-process web handler the HTTP tests use and over a real node:http socket.
 */
import { request as httpRequest } from "node:http"
import { connect } from "node:net"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { emptySlot, type LaneSlot } from "../../../adapters/http-server/lane/lane.ts"
import { passwordHasherLayer } from "../../../adapters/node/secrets.ts"
import { serverLayer, webHandler } from "../../../cli/compose/server.ts"
import { loadConfig } from "../../../cli/config.ts"
import { bankQuestions } from "../../../core/coach/bank/index.ts"
import type { LogLine } from "../../../core/ports/Log.ts"
import { Mailer } from "../../../core/ports/Mailer.ts"

const BODY_LIMIT = 4096

interface Sent {
  readonly method?: string
  readonly path: string
  readonly headers?: Record<string, string>
  readonly body?: string
}

interface Got {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

/** One stack: how to call it, its log, and the lane's slot (empty for the stack without it). */
interface Stack {
  readonly send: (sent: Sent) => Promise<Got>
  readonly logs: Array<LogLine>
  readonly slot: LaneSlot
  /** The port of a socket stack. */
  readonly port?: number
  readonly dispose: () => Promise<void>
}

type Transport = (env: Record<string, string>, lane: boolean) => Promise<Stack>

const deps = () => ({
  mailer: Layer.succeed(Mailer)(Mailer.of({ send: () => Effect.void })),
  passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 }),
  prepareCoach: false
})

const webTransport: Transport = async (env, lane) => {
  const logs: Array<LogLine> = []
  const slot = emptySlot()
  const { handler, dispose } = webHandler(loadConfig(env), (line) => void logs.push(line), deps(), { lane, laneSlot: slot })
  const send = async (sent: Sent): Promise<Got> => {
    const response = await handler(new Request(`http://rehearse.test${sent.path}`, {
      method: sent.method ?? "GET",
      headers: sent.headers ?? {},
      ...(sent.body !== undefined ? { body: sent.body } : {})
    }))
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
  }
  // the handler builds its services (and migrates the database) on its first request: one stack at a time
  await send({ path: "/api/config" })
  return { send, logs, slot, dispose }
}

const socketTransport: Transport = async (env, lane) => {
  const logs: Array<LogLine> = []
  const slot = emptySlot()
  const config = loadConfig({ ...env, PORT: "0", HOST: "127.0.0.1" })
  const runtime = ManagedRuntime.make(serverLayer(config, (line) => void logs.push(line), deps(), undefined, { lane, laneSlot: slot }))
  await runtime.runPromise(Effect.void)
  const port = Number(logs.find((l) => l.msg === "listening")?.port)
  const send = (sent: Sent) =>
    new Promise<Got>((resolve, reject) => {
      const r = httpRequest({ host: "127.0.0.1", port, path: sent.path, method: sent.method ?? "GET", headers: sent.headers ?? {} }, (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks).toString("utf8") }))
      })
      r.on("error", reject)
      r.end(sent.body)
    })
  return { send, logs, slot, port, dispose: () => runtime.dispose() }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** What must match: everything but the date and a request id the server made up (both must have made one). */
const comparable = (got: Got) => {
  const { date: _date, "x-request-id": requestId, ...headers } = got.headers
  return { status: got.status, body: got.body, headers, requestId: UUID.test(requestId ?? "") ? "(generated)" : requestId }
}

/** The request's log line without its timing and made-up id. */
const lineOf = (logs: ReadonlyArray<LogLine>, from: number) => {
  const lines = logs.slice(from).filter((l) => l.msg === "request")
  expect(lines).toHaveLength(1)
  const { ms, requestId, ...rest } = lines[0]!
  expect(typeof ms).toBe("number")
  return { ...rest, requestId: UUID.test(String(requestId)) ? "(generated)" : requestId }
}

const person = (email: string) =>
  JSON.stringify({
    firstName: "Asha",
    lastName: "Lane",
    gender: "female",
    dateOfBirth: "1995-03-14",
    phone: "+1 555 0100",
    email,
    password: "lane parity pass"
  })

const json = { "content-type": "application/json" }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export const laneParity = (
  engine: string,
  database: () => Promise<{ url: string; drop: () => Promise<unknown> }>,
  transports: ReadonlyArray<[string, Transport]> = [["the web handler", webTransport], ["a node:http socket", socketTransport]]
) =>
  describe.each(transports)(`the lean lane on ${engine}, over %s`, (_name, transport) => {
    let lane: Stack
    let api: Stack
    let dir = ""
    let drop: () => Promise<unknown> = async () => undefined
    let token = ""
    let other = ""
    let typeId = 0

    /** The same request to both stacks, in turn (the lane's first); their answers and log lines must be equal. */
    const same = async (sent: Sent, order: "lane first" | "api first" = "lane first") => {
      const stacks = order === "lane first" ? [lane, api] : [api, lane]
      const before = lane.slot.answered
      const got: Array<Got> = []
      const lines: Array<unknown> = []
      for (const stack of stacks) {
        const from = stack.logs.length
        got.push(await stack.send(sent))
        lines.push(lineOf(stack.logs, from))
      }
      expect(comparable(got[1]!)).toEqual(comparable(got[0]!))
      expect(lines[1]).toEqual(lines[0])
      return { got: got[0]!, answeredByLane: lane.slot.answered - before }
    }

    /** As `same`, and the lane (not the HttpApi app behind it) answered. */
    const laneAnswers = async (sent: Sent, order?: "lane first" | "api first") => {
      const r = await same(sent, order)
      expect(r.answeredByLane).toBe(1)
      return r.got
    }

    const start = async (as = token) => {
      const r = await api.send({
        method: "POST",
        path: "/api/interview/start-interview",
        headers: { ...json, ...bearer(as) },
        body: JSON.stringify({ interviewObjectId: typeId, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "text" } })
      })
      expect(r.status).toBe(200)
      return JSON.parse(r.body).data.userInterview.id as number
    }

    const currentQuestion = async (id: number) => {
      const r = await api.send({ path: `/api/interview/question/${id}`, headers: bearer(token) })
      const field = (JSON.parse(r.body).data as Array<any>).find((f) => f.key === "question")
      return { id: field.id as number, text: field.properties.content as string }
    }

    const answerTo = (q: { id: number; text: string }, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        question: q.text,
        answer: bankQuestions.find((b) => b.text === q.text)?.modelAnswer ?? "An answer in a few words.",
        questionId: q.id,
        status: "ANSWERED",
        ...extra
      })

    const submit = (id: number, body: string, headers: Record<string, string> = { ...json, ...bearer(token) }): Sent => ({
      method: "POST",
      path: `/api/interview/submit-response/${id}`,
      headers,
      body
    })

    beforeAll(async () => {
      const db = await database()
      drop = db.drop
      dir = mkdtempSync(join(tmpdir(), "rehearse-lane-"))
      mkdirSync(join(dir, "data"))
      const env = { DATA_DIR: join(dir, "data"), DATABASE_URL: db.url, UI_DIR: join(dir, "no-ui"), BODY_LIMIT_BYTES: String(BODY_LIMIT), FREE_PLAN_INTERVIEWS: "1000" }
      api = await transport(env, false)
      lane = await transport(env, true)
      const signup = async (email: string) =>
        JSON.parse((await api.send({ method: "POST", path: "/api/user/signup", headers: json, body: person(email) })).body).data.token as string
      token = await signup("lane@example.com")
      other = await signup("lane-other@example.com")
      const types = await api.send({ path: "/api/dashboard/available-interviews", headers: bearer(token) })
      typeId = (JSON.parse(types.body).data as Array<any>).find((t) => t.name === "python").id
    })
    afterAll(async () => {
      await lane?.dispose()
      await api?.dispose()
      await drop()
      rmSync(dir, { recursive: true, force: true })
    })

    it("GET /api/health answers the same", async () => {
      const got = await laneAnswers({ path: "/api/health" })
      expect(got.status).toBe(200)
      expect(got.headers["cache-control"]).toBe("no-store")
    })

    it("GET the current question answers the same question, headers and log line, the request id kept", async () => {
      const id = await start()
      const got = await laneAnswers({ path: `/api/interview/question/${id}`, headers: { ...bearer(token), "x-request-id": "parity-1" } })
      expect(got.status).toBe(200)
      expect(got.headers["x-request-id"]).toBe("parity-1")
      expect(got.headers["content-security-policy"]).toContain("default-src 'self'")
      expect(JSON.parse(got.body).data.some((f: any) => f.key === "question")).toBe(true)
      await laneAnswers({ path: `/api/interview/question/${id}`, headers: { ...bearer(token), "x-request-id": "not a token!" } }, "api first")
    })

    it("GET the current question refuses alike: no, malformed, unknown and revoked sessions (401)", async () => {
      const id = await start()
      const path = `/api/interview/question/${id}`
      for (const authorization of [undefined, "Bearer", "Bearer ", "bearer   nonsense", "Basic abc", `Bearer ${"x".repeat(300)}`, `BEARER ${token}x`]) {
        const got = await laneAnswers({ path, headers: authorization === undefined ? {} : { authorization } })
        expect(got.status).toBe(401)
      }
      // the same token in another case of its scheme is the same session
      expect((await laneAnswers({ path, headers: { authorization: `bEaReR ${token}` } })).status).toBe(200)
      const revoked = JSON.parse((await api.send({ method: "POST", path: "/api/user/login", headers: json, body: JSON.stringify({ email: "lane@example.com", password: "lane parity pass" }) })).body).data.token as string
      expect((await laneAnswers({ path, headers: bearer(revoked) })).status).toBe(200)
      expect((await api.send({ path: "/api/user/logout", headers: bearer(revoked) })).status).toBe(200)
      // revoked through one server, refused at once by the other, which had just kept the session (SQLite's kept
      // reads: another connection's commit changes the database's data_version)
      expect((await laneAnswers({ path, headers: bearer(revoked) })).status).toBe(401)
      expect((await laneAnswers({ path, headers: bearer(revoked) }, "api first")).status).toBe(401)
    })

    it("GET the current question answers 400 naming the id, 404 for another's or no interview, 409 once it ended", async () => {
      const id = await start()
      const statuses: Array<number> = []
      for (const bad of ["abc", "0", "-1", "99999999999999999999", "1e3", "007"]) {
        const got = await laneAnswers({ path: `/api/interview/question/${bad}`, headers: bearer(token) })
        statuses.push(got.status)
        if (got.status === 400) expect(JSON.parse(got.body).message).toMatch(/\bid\b/)
      }
      // "1e3" and "007" are ids (1000 and 7) of no interview of hers
      expect(statuses).toEqual([400, 400, 400, 400, 404, 404])
      expect((await laneAnswers({ path: `/api/interview/question/${id}`, headers: bearer(other) })).status).toBe(404)
      expect((await laneAnswers({ path: "/api/interview/question/987654", headers: bearer(token) })).status).toBe(404)
      await api.send({ path: `/api/interview/end-interview/${id}`, headers: bearer(token) })
      expect((await laneAnswers({ path: `/api/interview/question/${id}`, headers: bearer(token) })).status).toBe(409)
    })

    it("POST an answer: the first and a resend answer the same feedback, whichever stack took it first", async () => {
      for (const order of ["lane first", "api first"] as const) {
        const id = await start()
        const q = await currentQuestion(id)
        const got = await laneAnswers(submit(id, answerTo(q)), order)
        expect(got.status).toBe(200)
        expect(JSON.parse(got.body).data[0]).toMatchObject({ questionId: q.id, status: "ANSWERED" })
      }
      const id = await start()
      const q = await currentQuestion(id)
      const charset = await laneAnswers(submit(id, answerTo(q, { status: "SKIPPED", answer: "" }), { "content-type": "Application/JSON; charset=utf-8", ...bearer(token) }))
      expect(JSON.parse(charset.body).data).toEqual([])
    })

    it("POST an answer refuses alike: 401, 400 for the id and every kind of bad body, 404, and the 409s", async () => {
      const id = await start()
      const q = await currentQuestion(id)
      const good = answerTo(q)
      expect((await laneAnswers(submit(id, good, json))).status).toBe(401)
      expect((await laneAnswers(submit(id, "{", json))).status).toBe(401) // the session is checked before the body
      const bodies = [
        "",
        "{",
        "null",
        "[]",
        JSON.stringify({ question: q.text, questionId: q.id, status: "ANSWERED" }),
        answerTo(q, { status: "MAYBE" }),
        answerTo(q, { answer: "a\u0000b" }),
        answerTo(q, { questionId: "abc" }),
        answerTo(q, { answer: "   " }),
        answerTo(q, { timing: "soon" })
      ]
      for (const body of bodies) {
        const got = await laneAnswers(submit(id, body))
        expect(got.status).toBe(400)
        expect(JSON.parse(got.body).message.length).toBeGreaterThan(10)
      }
      expect((await laneAnswers(submit(0, good))).status).toBe(400)
      expect((await laneAnswers(submit(id, good, { ...json, ...bearer(other) }))).status).toBe(404)
      expect((await laneAnswers(submit(id, answerTo({ id: 987654, text: q.text })))).status).toBe(409)
      expect((await laneAnswers(submit(id, good))).status).toBe(200)
      expect((await laneAnswers(submit(id, answerTo(q, { answer: "A different answer." })))).status).toBe(409)
      const ended = await start()
      const last = await currentQuestion(ended)
      await api.send({ path: `/api/interview/end-interview/${ended}`, headers: bearer(token) })
      expect((await laneAnswers(submit(ended, answerTo(last)))).status).toBe(409)
    })

    it("POST an answer over the body limit answers 413 alike; other content types and methods go to the HttpApi app", async () => {
      const id = await start()
      const q = await currentQuestion(id)
      const big = answerTo(q, { answer: "y".repeat(BODY_LIMIT) })
      expect((await same(submit(id, big))).got.status).toBe(413)
      const text = await same(submit(id, answerTo(q), { "content-type": "text/plain", ...bearer(token) }))
      expect([text.got.status, text.answeredByLane]).toEqual([415, 0])
      const put = await same({ method: "PUT", path: `/api/interview/question/${id}`, headers: bearer(token) })
      expect([put.got.status >= 400, put.answeredByLane]).toEqual([true, 0])
      const queried = await same({ path: `/api/interview/question/${id}?x=1`, headers: bearer(token) })
      expect([queried.got.status, queried.answeredByLane]).toEqual([200, 0])
    })

    it.runIf(_name === "a node:http socket")("an answer whose client goes away before its body is sent is logged 499 alike", async () => {
      const id = await start()
      const q = await currentQuestion(id)
      const body = answerTo(q)
      const statuses: Array<unknown> = []
      for (const stack of [lane, api]) {
        const from = stack.logs.length
        await new Promise<void>((resolve) => {
          const socket = connect(stack.port!, "127.0.0.1", () => {
            socket.write(
              `POST /api/interview/submit-response/${id} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
                `Authorization: Bearer ${token}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`
            )
            setTimeout(() => socket.destroy(), 50)
          })
          socket.on("close", () => resolve())
        })
        for (let i = 0; i < 100 && !stack.logs.slice(from).some((l) => l.msg === "request"); i++) await new Promise((r) => setTimeout(r, 20))
        statuses.push(stack.logs.slice(from).filter((l) => l.msg === "request" || l.level === "error").map((l) => l.status ?? l.msg))
      }
      expect(statuses).toEqual([[499], [499]])
      // nothing was stored: the question still takes its answer
      expect((await laneAnswers(submit(id, body))).status).toBe(200)
    })

    it("the stack without the lane never used one", () => {
      expect(api.slot.answered).toBe(0)
      expect(lane.slot.answered).toBeGreaterThan(40)
    })
  })
