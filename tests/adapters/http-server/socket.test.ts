/** What only a real socket shows: bodies sent in chunks, and requests node:http refuses before any handler runs. */
import { request } from "node:http"
import { connect } from "node:net"
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
})
