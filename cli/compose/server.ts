/**
 * The HTTP server composed: the routes of adapters/http-server over the application services of ./services.ts, on
 * a node:http server (serverLayer) or as an in-process `Request → Response` handler (webHandler, for tests).
 */
import { createServer, type Server } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Logger, Option } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { answerClientErrors, routesLayer } from "../../adapters/http-server/server.ts"
import { effectLogger } from "../../adapters/node/log.ts"
import * as Database from "../../adapters/sql/Database.ts"
import { SqliteMemory } from "../../adapters/sql/SqliteClient.ts"
import type { Log } from "../../core/ports/Log.ts"
import type { AppConfig } from "../config.ts"
import { CoachFootprint, type ServerDeps, servicesLayer } from "./services.ts"

const routesFor = (config: AppConfig, log: Log, deps: ServerDeps) =>
  routesLayer({ ...config, trustProxy: deps.trustProxy ?? config.trustProxy }, log)

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

/** What the process holds when it starts answering, and of that what the coach and the caches hold: the coach's
 * prepared bank is on the heap, the meaning resource and the static files in buffers. */
const memoryAtReady = (coach: Option.Option<CoachFootprint["Service"]>, sqlite: Option.Option<SqliteMemory["Service"]>) => {
  const m = process.memoryUsage()
  const held = Option.map(coach, (c) => `${mb(c.heapBytes)} heap + ${mb(c.bufferBytes)} buffers`)
  const caches = Option.map(sqlite, (s) => {
    const statements = s.statements()
    return `${statements.held} SQL statements (at most ${statements.kept}), SQLite page cache at most ${mb(s.pageCacheKib * 1024)}`
  })
  return {
    rss: mb(m.rss),
    heapUsed: mb(m.heapUsed),
    heapTotal: mb(m.heapTotal),
    buffers: mb(m.arrayBuffers),
    ...(Option.isSome(held) ? { coach: held.value } : {}),
    ...(Option.isSome(caches) ? { caches: caches.value } : {})
  }
}

/** The whole server on `config.port`; it logs the address it listens on. */
export const serverLayer = (
  config: AppConfig,
  log: Log,
  deps: ServerDeps = {},
  makeServer: () => Server = () => createServer()
) =>
  HttpRouter.serve(routesFor(config, log, deps), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(Layer.effectDiscard(Effect.gen(function*() {
      const server = yield* HttpServer.HttpServer
      const address = server.address
      const port = "port" in address ? address.port : 0
      log({
        msg: "listening",
        url: `http://localhost:${port}`,
        port,
        database: Database.isPostgresUrl(config.databaseUrl) ? "postgresql" : config.databaseUrl,
        memory: memoryAtReady(yield* Effect.serviceOption(CoachFootprint), yield* Effect.serviceOption(SqliteMemory))
      })
    }))),
    Layer.provideMerge(NodeHttpServer.layer(() => answerClientErrors(makeServer()), { port: config.port, host: config.host, gracefulShutdownTimeout: "10 seconds" })),
    Layer.provide(servicesLayer(config, log, deps)),
    Layer.provide(Logger.layer([effectLogger(log)]))
  )

/** An in-process `Request → Response` handler over the same routes, for fast HTTP tests. */
export const webHandler = (config: AppConfig, log: Log, deps: ServerDeps = {}) =>
  HttpRouter.toWebHandler(
    routesFor(config, log, deps).pipe(
      Layer.provide(servicesLayer(config, log, deps)),
      Layer.provide(NodeHttpServer.layerHttpServices),
      Layer.provide(Logger.layer([effectLogger(log)]))
    ),
    { disableLogger: true }
  )

export type { ServerDeps }
