/**
 * The extra listening sockets: a server whose event loop is busy takes in connections opened together within a few
 * turns of its loop rather than one a turn, answers on every one of them, still refuses a port another server holds,
 * and frees the port when it closes.
 */
import { createServer, request, type Server } from "node:http"
import { connect, type Socket } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { spreadsConnections, withAcceptors } from "../../../adapters/http-server/acceptors.ts"

const open: Array<Server> = []
afterEach(async () => {
  for (const server of open.splice(0)) await new Promise((resolve) => server.close(resolve))
})

/** A server answering "ok", with `count` listening sockets, on a free port (or `port`). */
const start = (count: number, port = 0): Promise<Server> => {
  const server = withAcceptors(createServer((_request, response) => response.end("ok")), count)
  open.push(server)
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen({ port, host: "127.0.0.1", reusePort: spreadsConnections() }, () => resolve(server))
  })
}
const portOf = (server: Server) => (server.address() as { port: number }).port
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** Turns of the event loop, each spending `ms` busy, until `connections` made at once have all been accepted. */
const turnsToAccept = async (server: Server, connections: number, ms: number): Promise<number> => {
  let accepted = 0
  server.on("connection", () => void accepted++)
  const sockets: Array<Socket> = []
  for (let i = 0; i < connections; i++) sockets.push(connect(portOf(server), "127.0.0.1"))
  // every handshake completes in the kernel before the busy turns start
  await Promise.all(sockets.map((s) => new Promise((resolve) => s.once("connect", resolve))))
  let turns = 0
  while (accepted < connections && turns < 10 * connections) {
    const busyUntil = performance.now() + ms
    while (performance.now() < busyUntil) { /* a turn's worth of requests */ }
    await new Promise((resolve) => setImmediate(resolve))
    turns++
  }
  for (const s of sockets) s.destroy()
  return turns
}

describe.runIf(spreadsConnections())("a server with more listening sockets", () => {
  it("accepts 40 connections made at once within a few turns of a busy loop, where one socket takes a turn each", async () => {
    const single = await start(1)
    const several = await start(8)
    await settle()
    const one = await turnsToAccept(single, 40, 2)
    const eight = await turnsToAccept(several, 40, 2)
    expect(one).toBeGreaterThanOrEqual(30)
    expect(eight).toBeLessThanOrEqual(20)
  })

  it("answers on connections each of its sockets accepted", async () => {
    const server = await start(8)
    await settle()
    const bodies = await Promise.all(Array.from({ length: 32 }, () =>
      new Promise<string>((resolve, reject) => {
        // a new connection each (no keep-alive pool), so the kernel spreads them over the sockets
        request({ port: portOf(server), host: "127.0.0.1", agent: false }, (response) => {
          let body = ""
          response.on("data", (chunk) => (body += chunk))
          response.on("end", () => resolve(body))
        }).on("error", reject).end()
      })))
    expect(bodies).toEqual(Array.from({ length: 32 }, () => "ok"))
  })

  it("refuses a port another server holds, and frees its port when it closes", async () => {
    const first = await start(8)
    await settle()
    const port = portOf(first)
    await expect(start(8, port)).rejects.toThrow(/EADDRINUSE/)
    await new Promise((resolve) => first.close(resolve))
    open.splice(open.indexOf(first), 1)
    // a plain socket (no reusePort) can take the port only when none of the server's sockets is left on it
    const plain = createServer()
    await new Promise<void>((resolve, reject) => plain.once("error", reject).listen({ port, host: "127.0.0.1" }, resolve))
    await new Promise((resolve) => plain.close(resolve))
  })
})
