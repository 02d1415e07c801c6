/**
 * The HTTP server composed: the routes of adapters/http-server over the application services of ./services.ts, on
 * a node:http server (serverLayer) or as an in-process `Request → Response` handler (webHandler, for tests).
 */
import { createServer, type Server } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Layer, Logger, Option } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { spreadsConnections, withAcceptors } from "../../adapters/http-server/acceptors.ts"
import { emptySlot, laneLayer, type LaneSlot } from "../../adapters/http-server/lane/lane.ts"
import { laneInFront } from "../../adapters/http-server/lane/node.ts"
import { withLane } from "../../adapters/http-server/lane/web.ts"
import { answerClientErrors, routesLayer } from "../../adapters/http-server/server.ts"
import { toEml } from "../../adapters/mail/outbox.ts"
import { effectLogger, makeLog } from "../../adapters/node/log.ts"
import { passwordHasherLayer } from "../../adapters/node/secrets.ts"
import * as Database from "../../adapters/sql/Database.ts"
import { SqliteMemory } from "../../adapters/sql/SqliteClient.ts"
import { Coach } from "../../core/ports/Coach.ts"
import { GoogleIdentity, GoogleTokenRejected } from "../../core/ports/GoogleIdentity.ts"
import type { Log } from "../../core/ports/Log.ts"
import { Mailer } from "../../core/ports/Mailer.ts"
import type { AppConfig } from "../config.ts"
import { receiveOneBody, REHEARSED_ANSWERS, rehearse } from "./rehearsal.ts"
import { CoachFootprint, collectFully, type ServerDeps, servicesLayer } from "./services.ts"

const routesFor = (config: AppConfig, log: Log, deps: ServerDeps) =>
  routesLayer({ ...config, trustProxy: deps.trustProxy ?? config.trustProxy }, log)

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

/** What the process holds when it starts answering, and of that what the coach and the caches hold: the coach's
 * prepared bank is on the heap, the meaning resource and the static files in buffers. */
const memoryAtReady = (coach: Option.Option<CoachFootprint["Service"]>, sqlite: Option.Option<SqliteMemory["Service"]>) => {
  const m = process.memoryUsage()
  const held = Option.map(coach, (c) => `${mb(c.heapBytes)} heap + ${mb(c.bufferBytes)} buffers, on ${c.onThread ? "its own thread" : "the server's thread"}`)
  const caches = Option.map(sqlite, (s) => {
    const statements = s.statements()
    const kept = s.keptReads()
    return `${statements.held} SQL statements (at most ${statements.kept}), ${kept.held} read values kept (at most ${kept.capacity}), SQLite page cache at most ${mb(s.pageCacheKib * 1024)}`
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

/** How the HTTP stack is put together; the defaults are production's. */
export interface StackOptions {
  /**
   * Whether the lean lane (adapters/http-server/lane/) answers the hottest calls in front of the HttpApi app
   * (default: yes). Off, every request goes through HttpApi: the parity tests and the bench compare the two.
   */
  readonly lane?: boolean
  /** Receives the lane's slot, to see how many requests it answered (tests). */
  readonly laneSlot?: LaneSlot
}

/** The lane beside the routes, over the same services (so built once, with them). */
const laneFor = (config: AppConfig, log: Log, slot: LaneSlot, options: StackOptions) =>
  options.lane === false ? Layer.empty : laneLayer({ bodyLimitBytes: config.bodyLimitBytes, log }, slot)

/**
 * The app of `config` over a throwaway in-memory database, sharing the server's coach, driven through the rehearsal
 * (./rehearsal.ts): the same routes, lane, services, SQL and coach code a candidate's answer runs, compiled before the
 * server listens. It sends no mail, signs nobody in with Google, and logs its lines to nowhere (through the same
 * code as the server's log); its database is gone when it ends.
 */
export const rehearsalApp = (config: AppConfig, coach: Coach["Service"]) =>
  webHandler(
    { ...config, databaseUrl: ":memory:", secretKey: "rehearsal", googleClientId: null, freePlanInterviews: 1_000_000 },
    makeLog(config.logLevel, () => {}),
    {
      coach: Layer.succeed(Coach)(coach),
      // Each message is composed as the outbox composes it (the composer loads with the first one, and loading it
      // changed what V8 had assumed of the coach's code) and then dropped: nothing is written or sent.
      mailer: Layer.succeed(Mailer)(Mailer.of({
        send: (mail) => Effect.promise(() => toEml(mail, config.mailFrom, "rehearsal@rehearsal.invalid", new Date()))
      })),
      google: Layer.succeed(GoogleIdentity)(GoogleIdentity.of({ clientId: null, verify: () => Effect.fail(new GoogleTokenRejected({ reason: "rehearsal" })) })),
      // The hash's own cost is not compiled code: a cheap one keeps the rehearsal's memory out of the server's.
      passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 })
    }
  )

/** The rehearsal at start: rehearsalApp driven through ./rehearsal.ts, then disposed and its garbage collected. */
const rehearsal = (config: AppConfig, coach: Coach["Service"], log: Log) =>
  Effect.promise(async () => {
    const began = performance.now()
    const { handler, dispose } = rehearsalApp(config, coach)
    // A rehearsal that goes wrong is logged, and the server serves anyway: it only makes the first answers slower.
    try {
      const done = await rehearse(handler, REHEARSED_ANSWERS)
      log({
        level: done.failures.length === 0 ? "info" : "warn",
        msg: "rehearsed",
        answers: done.answers,
        ms: Math.round(performance.now() - began),
        ...(done.failures.length > 0 ? { failures: done.failures } : {})
      })
    } catch (error) {
      log({ level: "warn", msg: "rehearsal failed", error: String(error) })
    } finally {
      await dispose()
      // The rehearsal's garbage, collected before the server listens: left to V8, it set a full collection going
      // whose marking steps ran inside the first candidates' requests.
      collectFully()
    }
  })

/**
 * The services, rehearsed once built when the server prepares its coach at start (a model coach is not: its
 * answers cost a model's time and money, and the first answer waits on the model anyway).
 */
const rehearsedServices = (config: AppConfig, log: Log, deps: ServerDeps) => {
  const services = servicesLayer(config, log, deps)
  if (!(deps.prepareCoach ?? true) || (config.llm !== null && deps.coach === undefined)) return services
  return Layer.effectContext(Effect.gen(function*() {
    yield* Effect.promise(receiveOneBody)
    const context = yield* Layer.build(services)
    yield* rehearsal(config, Context.get(context, Coach), log)
    return context
  }))
}

/** The whole server on `config.port`; it logs the address it listens on. */
export const serverLayer = (
  config: AppConfig,
  log: Log,
  deps: ServerDeps = {},
  makeServer: () => Server = () => createServer(),
  options: StackOptions = {}
) => {
  const slot = options.laneSlot ?? emptySlot()
  return HttpRouter.serve(routesFor(config, log, deps), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(laneFor(config, log, slot, options)),
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
    Layer.provideMerge(
      NodeHttpServer.layer(() => answerClientErrors(laneInFront(withAcceptors(makeServer()), slot, config.bodyLimitBytes)), {
        port: config.port,
        host: config.host,
        // the extra listening sockets (adapters/http-server/acceptors.ts) need it on the server's own
        reusePort: spreadsConnections(),
        gracefulShutdownTimeout: "10 seconds"
      })
    ),
    Layer.provide(rehearsedServices(config, log, { ...deps, coachOnThread: deps.coachOnThread ?? config.coachThread })),
    Layer.provide(Logger.layer([effectLogger(log)]))
  )
}

/** An in-process `Request → Response` handler over the same routes (and the lane in front), for fast HTTP tests. */
export const webHandler = (config: AppConfig, log: Log, deps: ServerDeps = {}, options: StackOptions = {}) => {
  const slot = options.laneSlot ?? emptySlot()
  const { handler, dispose } = HttpRouter.toWebHandler(
    Layer.merge(routesFor(config, log, deps), laneFor(config, log, slot, options)).pipe(
      Layer.provide(servicesLayer(config, log, deps)),
      Layer.provide(NodeHttpServer.layerHttpServices),
      Layer.provide(Logger.layer([effectLogger(log)]))
    ),
    { disableLogger: true }
  )
  return { handler: withLane(handler, slot, config.bodyLimitBytes), dispose }
}

export type { ServerDeps }
