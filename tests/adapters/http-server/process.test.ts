/** The real server process: it starts on the embedded defaults, serves, and stops cleanly on SIGTERM. */
import { connect } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { type ServerProcess, startServerProcess } from "../../support/process.ts"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

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
    await sleep(300)
    const stopping = server.stop()
    await sleep(300)
    socket.write(body.slice(10))
    await closed
    expect(reply).toMatch(/^HTTP\/1\.1 401 /)
    expect(reply).toContain("Invalid email or password.")

    expect(await stopping).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
    server = undefined
  })
})
