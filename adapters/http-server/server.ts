/** Composition of the HTTP server: the contract's handlers, docs, the built UI and the middleware, on one port. */
import { createServer, type Server } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Logger } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { HttpContract } from "../../core/contract/HttpContract.ts"
import type { AppConfig } from "../node/config.ts"
import { type ServerDeps, servicesLayer } from "../node/services.ts"
import { effectLogger, type Log } from "../node/log.ts"
import * as Database from "../sql/Database.ts"
import * as Authorization from "./Authorization.ts"
import * as Docs from "./docs.ts"
import { publicUserLayer, userLayer } from "./handlers/accounts.ts"
import { dashboardLayer, interviewLayer } from "./handlers/interviews.ts"
import { systemLayer } from "./handlers/system.ts"
import * as Middleware from "./middleware.ts"
import * as Static from "./static.ts"

/** Every route of the product, needing only the services above. */
export const routesLayer = (config: AppConfig, log: Log, deps: ServerDeps = {}) => {
  const auth = Authorization.layer
  const api = HttpApiBuilder.layer(HttpContract).pipe(
    Layer.provide([
      publicUserLayer(deps.trustProxy ?? config.trustProxy),
      userLayer.pipe(Layer.provide(auth)),
      dashboardLayer.pipe(Layer.provide(auth)),
      interviewLayer.pipe(Layer.provide(auth)),
      systemLayer(config)
    ])
  )
  return Layer.mergeAll(
    api,
    Docs.layer,
    Static.layer(config.uiDir),
    Middleware.layer({ bodyLimitBytes: config.bodyLimitBytes, log })
  )
}

const CLIENT_ERRORS: Record<string, readonly [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request's address or headers are too long (over 16 KB); shorten the address."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive; please send it again."]
}

/**
 * Requests node:http refuses before any handler sees them (headers or address over 16 KB, broken HTTP) are
 * answered in the JSON envelope too, instead of Node's bodiless default.
 */
export const answerClientErrors = (server: Server): Server =>
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy()
    const [status, reason, message] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Bad Request", "The request is not valid HTTP."]
    const body = JSON.stringify({ success: false, message })
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`
    )
  })

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

/** What the process holds when it starts answering: the coach's prepared bank is on the heap, the meaning resource
 * and the static files in buffers. */
const memoryAtReady = () => {
  const m = process.memoryUsage()
  return { rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), buffers: mb(m.arrayBuffers) }
}

/** The whole server on `config.port`; it logs the address it listens on. */
export const serverLayer = (
  config: AppConfig,
  log: Log,
  deps: ServerDeps = {},
  makeServer: () => Server = () => createServer()
) =>
  HttpRouter.serve(routesLayer(config, log, deps), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(Layer.effectDiscard(Effect.gen(function*() {
      const server = yield* HttpServer.HttpServer
      const address = server.address
      const port = "port" in address ? address.port : 0
      log({
        msg: "listening",
        url: `http://localhost:${port}`,
        port,
        database: Database.isPostgresUrl(config.databaseUrl) ? "postgresql" : config.databaseUrl,
        memory: memoryAtReady()
      })
    }))),
    Layer.provideMerge(NodeHttpServer.layer(() => answerClientErrors(makeServer()), { port: config.port, host: config.host, gracefulShutdownTimeout: "10 seconds" })),
    Layer.provide(servicesLayer(config, log, deps)),
    Layer.provide(Logger.layer([effectLogger(log)]))
  )

/** An in-process `Request → Response` handler over the same routes, for fast HTTP tests. */
export const webHandler = (config: AppConfig, log: Log, deps: ServerDeps = {}) =>
  HttpRouter.toWebHandler(
    routesLayer(config, log, deps).pipe(
      Layer.provide(servicesLayer(config, log, deps)),
      Layer.provide(NodeHttpServer.layerHttpServices),
      Layer.provide(Logger.layer([effectLogger(log)]))
    ),
    { disableLogger: true }
  )

export type { ServerDeps }
