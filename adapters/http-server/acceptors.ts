/**
 * More listening sockets on the server's port, so a busy server takes in new connections without delay.
 *
 * Since libuv 1.45 ("unix: don't accept() connections in a loop") Node accepts one connection per listening socket
 * per turn of its event loop. A server busy with requests turns its loop once per batch of them (tens of
 * milliseconds under load), so connections opened together waited a turn each: of 50 opened at once at the start of
 * a load run, the last was taken in after ~1.3 s. With SO_REUSEPORT (Linux) the kernel spreads new connections over
 * several listening sockets on the same port, each accepting one a turn; each connection they accept is handed to
 * the HTTP server, as Node documents for its `connection` event. Elsewhere the server keeps its one socket.
 */
import type { Server } from "node:http"
import { createServer as createNetServer, type ListenOptions, type Server as NetServer } from "node:net"

/** Listening sockets in all, the server's own included. */
export const ACCEPTORS = 8

/** Whether this platform spreads connections over several sockets listening on one port (`reusePort`). */
export const spreadsConnections = (platform: NodeJS.Platform = process.platform): boolean => platform === "linux"

/**
 * `server` with `count - 1` more sockets listening beside its own once it listens (it must listen with `reusePort`);
 * they close when it closes. A socket the platform refuses is closed and the others still accept. A port held by
 * another server is still EADDRINUSE.
 */
export const withAcceptors = (server: Server, count: number = ACCEPTORS): Server => {
  if (count <= 1 || !spreadsConnections()) return server
  const more: Array<NetServer> = []
  let closed = false
  server.once("listening", () => {
    const address = server.address()
    if (address === null || typeof address === "string" || closed) return
    for (let i = 1; i < count; i++) {
      const acceptor = createNetServer((socket) => void server.emit("connection", socket))
      acceptor.once("error", () => acceptor.close())
      acceptor.listen({ port: address.port, host: address.address, reusePort: true })
      more.push(acceptor)
    }
  })
  // A socket without reusePort first: when another server (an old one still running, say) holds the port, listening
  // fails with EADDRINUSE as it would without these sockets, rather than share that server's connections.
  const listen = server.listen
  server.listen = function(this: Server, ...args: Array<unknown>) {
    const [options, callback] = args as [ListenOptions | undefined, (() => void) | undefined]
    if (typeof options !== "object" || options === null || options.reusePort !== true || !options.port) return listen.apply(this, args as never)
    const probe = createNetServer()
    probe.once("error", (error) => void server.emit("error", error))
    probe.listen({ port: options.port, host: options.host }, () => probe.close(() => void listen.call(this, options, callback)))
    return this
  } as Server["listen"]
  const close = server.close
  server.close = function(this: Server, callback?: (error?: Error) => void) {
    closed = true
    for (const acceptor of more.splice(0)) if (acceptor.listening) acceptor.close()
    return close.call(this, callback)
  } as Server["close"]
  return server
}
