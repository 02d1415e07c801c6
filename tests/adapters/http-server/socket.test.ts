/** What only a real socket shows: bodies sent in chunks, and requests node:http refuses before any handler runs. */
import { request } from "node:http"
import { connect } from "node:net"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startSocketServer, type SocketServer } from "../../support/socket-server.ts"

let server: SocketServer
beforeAll(async () => {
  server = await startSocketServer({ BODY_LIMIT_BYTES: "2048" })
})
afterAll(() => server.dispose())

const send = (path: string, init: { method?: string; headers?: Record<string, string>; chunks?: ReadonlyArray<string> } = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: any }>((resolve, reject) => {
    const r = request({ host: "127.0.0.1", port: server.port, path, method: init.method ?? "GET", headers: init.headers ?? {} }, (res) => {
      let text = ""
      res.on("data", (d) => (text += d))
      res.on("end", () => {
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode!, headers: res.headers, body })
      })
    })
    r.on("error", reject)
    for (const chunk of init.chunks ?? []) r.write(chunk)
    r.end()
  })

describe("limits over a socket", () => {
  it("a chunked body over BODY_LIMIT_BYTES answers 413 in the envelope, as one with Content-Length does", async () => {
    const body = JSON.stringify({ email: "a@b.co", password: "x".repeat(5000) })
    const r = await send("/api/user/login", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      chunks: [body.slice(0, 1000), body.slice(1000, 3000), body.slice(3000)]
    })
    expect(r.status).toBe(413)
    expect(r.body).toEqual({ success: false, message: "The request body is larger than the limit of 2048 bytes." })
    expect(server.logs.filter((l) => l.level === "error")).toEqual([])
  })

  it("an address over 16 KB answers 431 in the envelope, with a sentence", async () => {
    const r = await send(`/api/user/forgot-password?email=${"a".repeat(20_000)}@example.com`)
    expect(r.status).toBe(431)
    expect(r.headers["content-type"]).toBe("application/json")
    expect(r.body).toEqual({ success: false, message: expect.stringMatching(/too long.*shorten/) })
  })

  it("bytes that are not HTTP at all answer 400 in the envelope, and the server goes on serving", async () => {
    for (const garbage of ["GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", "GET /\u0000 HTTP/1.1\r\n\r\n"]) {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, "127.0.0.1", () => socket.write(garbage))
        let text = ""
        socket.on("data", (d) => (text += d))
        socket.on("end", () => resolve(text))
        socket.on("error", reject)
      })
      expect(reply).toMatch(/^HTTP\/1\.1 400 /)
      expect(reply).toContain("Content-Type: application/json")
      expect(JSON.parse(reply.slice(reply.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: "The request is not valid HTTP." })
    }
    expect((await send("/api/health")).status).toBe(200)
  })

  it("raw requests with odd framing (chunked, short lengths, both framings, Expect, bad encodings) get no 5xx and API errors in the envelope", async () => {
    const exchange = (bytes: Buffer) =>
      new Promise<string>((resolve, reject) => {
        // written, not half-closed: "Connection: close" makes the server close once it has answered
        const socket = connect(server.port, "127.0.0.1", () => socket.write(bytes))
        let text = ""
        socket.on("data", (d) => (text += d.toString("latin1")))
        socket.on("close", () => resolve(text))
        socket.on("error", reject)
      })
    const chunked = (body: string, sizes: "right" | "bad-hex") => {
      if (body === "") return "0\r\n\r\n"
      const size = sizes === "bad-hex" ? "zz" : Buffer.byteLength(body).toString(16)
      return `${size}\r\n${body}\r\n0\r\n\r\n`
    }
    const request = fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "OPTIONS", "HEAD", "BREW"),
      path: fc.constantFrom("/api/user/login", "/api/user/signup", "/api/interview/start-interview", "/api/health", "/api/%ZZ", "/api/user/profile", "/", "*"),
      body: fc.constantFrom("", "{}", "{\"email\":\"a@b.co\",\"password\":\"x\"}", "{", "\u0000", "x".repeat(3000), "email=a%40b.co"),
      framing: fc.constantFrom("length", "none", "chunked", "chunked-bad-hex", "length-and-chunked", "length-short"),
      contentType: fc.constantFrom(null, "application/json", "text/plain", "application/json; charset=utf-16", "multipart/form-data"),
      expect: fc.boolean(),
      token: fc.constantFrom(null, "Bearer nope", "Bearer", "Basic x")
    })
    await fc.assert(fc.asyncProperty(request, async (r) => {
      const lines = [`${r.method} ${r.path} HTTP/1.1`, "Host: rehearse.test", "Connection: close"]
      if (r.contentType !== null) lines.push(`Content-Type: ${r.contentType}`)
      if (r.token !== null) lines.push(`Authorization: ${r.token}`)
      if (r.expect) lines.push("Expect: 100-continue")
      let body = r.body
      const length = Buffer.byteLength(r.body)
      if (r.framing === "length") lines.push(`Content-Length: ${length}`)
      if (r.framing === "length-short") lines.push(`Content-Length: ${Math.max(0, length - 1)}`)
      if (r.framing.startsWith("chunked") || r.framing === "length-and-chunked") {
        lines.push("Transfer-Encoding: chunked")
        if (r.framing === "length-and-chunked") lines.push(`Content-Length: ${length}`)
        body = chunked(r.body, r.framing === "chunked-bad-hex" ? "bad-hex" : "right")
      }
      const reply = await exchange(Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body}`, "utf8"))
      // Every answer on the connection (bytes after a body without framing are read as a request of their own).
      const answers = reply.split(/(?=HTTP\/1\.1 \d{3} )/).filter((a) => !a.startsWith("HTTP/1.1 100 "))
      expect(answers.length, `${JSON.stringify(r)} → no answer`).toBeGreaterThanOrEqual(1)
      for (const [i, answer] of answers.entries()) {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? "0")
        const context = `${JSON.stringify(r)} → ${answer.slice(0, 300)}`
        expect(status, context).toBeGreaterThanOrEqual(200)
        expect(status, context).toBeLessThan(500)
        // the first answer is to our request; a later one to leftover bytes, which never make a page
        const api = i > 0 || r.path.startsWith("/api/")
        if (status < 400 || !api || (i === 0 && r.method === "HEAD")) continue
        const head = answer.slice(0, answer.indexOf("\r\n\r\n"))
        const raw = answer.slice(head.length + 4)
        const body = /transfer-encoding: chunked/i.test(head) ? raw.split("\r\n").filter((_, k) => k % 2 === 1).join("") : raw
        expect(JSON.parse(body), context).toMatchObject({ success: false, message: expect.stringMatching(/\w/) })
      }
    }), { numRuns: 150 })
    expect(server.logs.filter((l) => l.level === "error").map((l) => `${l.msg} ${l.status ?? ""} ${String(l.error ?? "").slice(0, 400)}`)).toEqual([])
  }, 60_000)

  it("a client that goes away in the middle of its request is logged as gone, not as a 500", async () => {
    const before = server.logs.length
    // Expect: 100-continue makes the server say "100 Continue" once a handler has the request: then vanish
    const socket = connect(server.port, "127.0.0.1", () =>
      socket.write("POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n")
    )
    await new Promise<void>((resolve) => socket.on("data", (d) => String(d).startsWith("HTTP/1.1 100") && resolve()))
    socket.write("{\"email\":")
    socket.destroy()
    while (!server.logs.slice(before).some((l) => l.msg === "request")) await new Promise((r) => setImmediate(r))
    const lines = server.logs.slice(before)
    expect(lines.filter((l) => l.level === "error")).toEqual([])
    expect(lines.find((l) => l.msg === "request")).toMatchObject({ path: "/api/user/login", status: 499 })
  })
})
