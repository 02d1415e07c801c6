/** Composition of the HTTP server: the contract's handlers, docs, the built UI and the middleware, on one port. */
import { createServer } from "node:http"
import { join } from "node:path"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Logger } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Accounts } from "../../core/accounts/Accounts.ts"
import { RateLimiter } from "../../core/accounts/RateLimiter.ts"
import { AccountSettings } from "../../core/accounts/settings.ts"
import { Api } from "../../core/contract/Api.ts"
import { Interviewer, InterviewSettings } from "../../core/interviews/Interviewer.ts"
import type { Coach } from "../../core/ports/Coach.ts"
import type { GoogleIdentity } from "../../core/ports/GoogleIdentity.ts"
import type { Mailer } from "../../core/ports/Mailer.ts"
import type { PasswordHasher } from "../../core/ports/PasswordHasher.ts"
import { coachLayerFor } from "../llm/index.ts"
import * as Outbox from "../mail/outbox.ts"
import * as Smtp from "../mail/smtp.ts"
import type { AppConfig } from "../node/config.ts"
import * as Google from "../node/google.ts"
import { effectLogger, type Log } from "../node/log.ts"
import { passwordHasherLayer, secretsLayer } from "../node/secrets.ts"
import * as Database from "../sql/Database.ts"
import { recorded } from "../sql/MailLogSql.ts"
import * as Authorization from "./Authorization.ts"
import * as Docs from "./docs.ts"
import { publicUserLayer, userLayer } from "./handlers/accounts.ts"
import { dashboardLayer, interviewLayer } from "./handlers/interviews.ts"
import { systemLayer } from "./handlers/system.ts"
import * as Middleware from "./middleware.ts"
import * as Static from "./static.ts"

export interface ServerDeps {
  /** Replaces the mailer chosen from the config (tests). */
  readonly mailer?: Layer.Layer<Mailer>
  /** Replaces Google's key set (tests use locally made keys). */
  readonly google?: Layer.Layer<GoogleIdentity>
  readonly trustProxy?: boolean
  /** Replaces the coach (tests, or the LLM coach). */
  readonly coach?: Layer.Layer<Coach>
  /** Replaces the argon2id hasher (tests use cheaper parameters). */
  readonly passwordHasher?: Layer.Layer<PasswordHasher>
}

/** The database plus the application services, over one DATABASE_URL. */
export const servicesLayer = (config: AppConfig, log: Log, deps: ServerDeps = {}) => {
  const db = Database.layer(config.databaseUrl)
  const mailer = deps.mailer ?? (config.smtpUrl !== null
    ? recorded("smtp")(Smtp.layer({ url: config.smtpUrl, from: config.mailFrom, log }))
    : recorded("outbox")(Outbox.layer({ dir: join(config.dataDir, "outbox"), from: config.mailFrom, log })))
  const accounts = Accounts.layer.pipe(
    Layer.provide(RateLimiter.layer),
    Layer.provide(Layer.mergeAll(
      mailer,
      secretsLayer,
      deps.passwordHasher ?? passwordHasherLayer(),
      deps.google ?? Google.layer({ clientId: config.googleClientId }),
      Layer.succeed(AccountSettings)({ publicUrl: config.publicUrl, sessionTtlMs: config.sessionTtlDays * 86_400_000 })
    ))
  )
  const interviewer = Interviewer.layer.pipe(
    Layer.provide(Layer.mergeAll(
      deps.coach ?? coachLayerFor(config.llm),
      Layer.succeed(InterviewSettings)({ freePlanInterviews: config.freePlanInterviews })
    ))
  )
  return Layer.mergeAll(accounts, interviewer).pipe(Layer.provideMerge(db))
}

/** Every route of the product, needing only the services above. */
export const routesLayer = (config: AppConfig, log: Log, deps: ServerDeps = {}) => {
  const auth = Authorization.layer
  const api = HttpApiBuilder.layer(Api).pipe(
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

/** The whole server on `config.port`; it logs the address it listens on. */
export const serverLayer = (config: AppConfig, log: Log, deps: ServerDeps = {}) =>
  HttpRouter.serve(routesLayer(config, log, deps), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(Layer.effectDiscard(Effect.gen(function*() {
      const server = yield* HttpServer.HttpServer
      const address = server.address
      const port = "port" in address ? address.port : 0
      log({ msg: "listening", url: `http://localhost:${port}`, port, database: Database.isPostgresUrl(config.databaseUrl) ? "postgresql" : config.databaseUrl })
    }))),
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: config.port, host: config.host, gracefulShutdownTimeout: "10 seconds" })),
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
