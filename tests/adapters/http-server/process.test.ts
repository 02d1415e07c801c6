/** The real server process: it starts on the embedded defaults, serves, and stops cleanly on SIGTERM. */
import { connect } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { type ServerProcess, startServerProcess } from "../../support/process.ts"

describe("rehearse serve", () => {
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it("serves the API on SQLite under DATA_DIR, and on SIGTERM finishes the request in flight before it stops", async () => {
    server = await startServerProcess()
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json())
    expect(health).toEqual({ success: true, data: { status: "ok", database: "sqlite" } })

    // A request whose body is still arriving when SIGTERM comes: it is in flight, so it must be answered.
    const { hostname, port } = new URL(server.url)
    const socket = connect(Number(port), hostname)
    await new Promise((r) => socket.once("connect", r))
    let reply = ""
    socket.on("data", (d) => (reply += d))
    const closed = new Promise((r) => socket.once("close", r))
    const body = JSON.stringify({ email: "nobody@example.com", password: "in flight" })
    socket.write(`POST /api/user/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`)
    socket.write(body.slice(0, 10))
    // A whole request on another connection, answered: the server has read the first one's head by then.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    const stopping = server.stop()
    // It stops accepting with that request in flight, and waits for it.
    const [, inFlight] = await server.printed(/"msg":"stopping","signal":"SIGTERM","inFlight":(\d+)/)
    expect(Number(inFlight)).toBeGreaterThanOrEqual(1)
    socket.write(body.slice(10))
    await closed
    expect(reply).toMatch(/^HTTP\/1\.1 401 /)
    expect(reply).toContain("Invalid email or password.")

    expect(await stopping).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
    server = undefined
  })
})

describe("durability", () => {
  /** One call to a server, the answer's status and its JSON body (the wire's shape, read loosely by these tests). */
  const call = async (url: string, path: string, init: { method?: string; token?: string; json?: unknown } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? "GET",
      headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {})
    })
    return { status: response.status, body: (await response.json()) as any }
  }

  it("an answer acknowledged just before the process is killed (SIGKILL) is there after a restart", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs")
    const { tmpdir } = await import("node:os")
    const { join } = await import("node:path")
    const dataDir = mkdtempSync(join(tmpdir(), "rehearse-durable-"))
    const first = await startServerProcess({ DATA_DIR: dataDir })
    const token = (await call(first.url, "/api/user/signup", {
      method: "POST",
      json: { firstName: "D", lastName: "K", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email: "durable@example.com", password: "durable pass" }
    })).body.data.token as string
    const types = (await call(first.url, "/api/dashboard/available-interviews", { token })).body.data as Array<{ id: number; name: string }>
    const id = (await call(first.url, "/api/interview/start-interview", {
      method: "POST",
      token,
      json: { interviewObjectId: types.find((t) => t.name === "go")!.id, questionProperties: {}, answerProperties: {} }
    })).body.data.userInterview.id as number
    const question = (await call(first.url, `/api/interview/question/${id}`, { token })).body.data.find((f: any) => f.key === "question")
    const answer = "Goroutines are cheap threads scheduled by the Go runtime, and channels pass values between them."
    const submitted = (await call(first.url, `/api/interview/submit-response/${id}`, {
      method: "POST",
      token,
      json: { question: question.properties.content, answer, questionId: question.id, status: "ANSWERED" }
    })).body
    expect(submitted.success).toBe(true)
    first.child.kill("SIGKILL")
    await new Promise((r) => first.child.once("exit", r))

    const second = await startServerProcess({ DATA_DIR: dataDir })
    try {
      const answers = (await call(second.url, `/api/interview/assessment-answers/${id}`, { token })).body.data as Array<any>
      expect(answers.map((a) => a.properties.value)).toEqual([answer])
      expect(answers[0].feedback_object.score).toBe(submitted.data[0].score)
    } finally {
      await second.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it("a follow-up asked before a SIGKILL is the same question after a restart, and its answer is kept", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs")
    const { tmpdir } = await import("node:os")
    const { join } = await import("node:path")
    const dataDir = mkdtempSync(join(tmpdir(), "rehearse-durable-follow-up-"))
    const first = await startServerProcess({ DATA_DIR: dataDir })
    const token = (await call(first.url, "/api/user/signup", {
      method: "POST",
      json: { firstName: "F", lastName: "U", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0101", email: "follow-up@example.com", password: "durable pass" }
    })).body.data.token as string
    const types = (await call(first.url, "/api/dashboard/available-interviews", { token })).body.data as Array<{ id: number; name: string }>
    const id = (await call(first.url, "/api/interview/start-interview", {
      method: "POST",
      token,
      json: { interviewObjectId: types.find((t) => t.name === "go")!.id, questionProperties: { questionCount: 3 }, answerProperties: {} }
    })).body.data.userInterview.id as number
    const current = async (url: string) => (await call(url, `/api/interview/question/${id}`, { token })).body.data.find((f: any) => f.key === "question")
    const send = (url: string, q: any, answer: string) =>
      call(url, `/api/interview/submit-response/${id}`, { method: "POST", token, json: { question: q.properties.content, answer, questionId: q.id, status: "ANSWERED" } })
    // One sentence, nothing about most of the question's points: the interviewer follows up.
    expect((await send(first.url, await current(first.url), "Go has a garbage collector.")).status).toBe(200)
    const followUp = await current(first.url)
    expect(followUp.label).toBe("Follow-up to question 1")
    first.child.kill("SIGKILL")
    await new Promise((r) => first.child.once("exit", r))

    const second = await startServerProcess({ DATA_DIR: dataDir })
    try {
      expect(await current(second.url)).toEqual(followUp)
      expect((await send(second.url, followUp, "I would need to read up on that part.")).status).toBe(200)
      second.child.kill("SIGKILL")
      await new Promise((r) => second.child.once("exit", r))
      const third = await startServerProcess({ DATA_DIR: dataDir })
      try {
        expect((await current(third.url)).label).toBe("Question 2 of 3")
        const answers = (await call(third.url, `/api/interview/assessment-answers/${id}`, { token })).body.data as Array<any>
        expect(answers.map((a) => a.properties.value)).toEqual(["Go has a garbage collector.", "I would need to read up on that part."])
        expect(answers[1].label).toBe(`Follow-up to question 1: ${followUp.properties.content}`)
      } finally {
        await third.stop()
      }
    } finally {
      if (second.child.exitCode === null && second.child.signalCode === null) await second.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it("every answer acknowledged to concurrent users before a SIGKILL is there after a restart", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs")
    const { tmpdir } = await import("node:os")
    const { join } = await import("node:path")
    const dataDir = mkdtempSync(join(tmpdir(), "rehearse-durable-many-"))
    const first = await startServerProcess({ DATA_DIR: dataDir })
    const USERS = 12
    const KILL_AFTER = 40
    const users = await Promise.all(Array.from({ length: USERS }, async (_, u) => {
      const token = (await call(first.url, "/api/user/signup", {
        method: "POST",
        json: { firstName: "D", lastName: "K", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email: `durable${u}@example.com`, password: "durable pass" }
      })).body.data.token as string
      const types = (await call(first.url, "/api/dashboard/available-interviews", { token })).body.data as Array<{ id: number; name: string }>
      const id = (await call(first.url, "/api/interview/start-interview", {
        method: "POST",
        token,
        json: { interviewObjectId: types.find((t) => t.name === "go")!.id, questionProperties: { questionCount: 10 }, answerProperties: {} }
      })).body.data.userInterview.id as number
      return { token, id, acknowledged: [] as Array<string> }
    }))

    // Every user answers as fast as the server lets them; the server is killed the moment the 40th answer is acknowledged.
    let acknowledged = 0
    let killed = false
    await Promise.all(users.map(async (user, u) => {
      try {
        for (let n = 0; !killed; n++) {
          const question = (await call(first.url, `/api/interview/question/${user.id}`, { token: user.token })).body.data.find((f: any) => f.key === "question")
          if (question === undefined) break
          const answer = `Answer ${n} of user ${u}: goroutines are cheap threads scheduled by the Go runtime, and channels pass values between them.`
          const submitted = await call(first.url, `/api/interview/submit-response/${user.id}`, {
            method: "POST",
            token: user.token,
            json: { question: question.properties.content, answer, questionId: question.id, status: "ANSWERED" }
          })
          if (submitted.status !== 200 || killed) break
          user.acknowledged.push(answer)
          if (++acknowledged === KILL_AFTER) {
            killed = true
            first.child.kill("SIGKILL")
          }
        }
      } catch {
        // a request in flight when the process died: never acknowledged, so nothing is owed
      }
    }))
    expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER)
    await new Promise((r) => (first.child.exitCode !== null || first.child.signalCode !== null ? r(null) : first.child.once("exit", r)))

    const second = await startServerProcess({ DATA_DIR: dataDir })
    try {
      for (const user of users) {
        const stored = ((await call(second.url, `/api/interview/assessment-answers/${user.id}`, { token: user.token })).body.data as Array<any>)
          .map((a) => a.properties.value)
        expect(stored.slice(0, user.acknowledged.length)).toEqual(user.acknowledged)
      }
    } finally {
      await second.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
