/** The HTTP server's routes: the contract's handlers, docs, the built UI and the middleware (wired in cli/compose/server.ts). */
import type { Server } from "node:http"
import { Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { HttpContract } from "../../core/contract/HttpContract.ts"
import type { Log } from "../../core/ports/Log.ts"
import * as Authorization from "./Authorization.ts"
import * as Docs from "./docs.ts"
import { publicUserLayer, userLayer } from "./handlers/accounts.ts"
import { dashboardLayer, interviewLayer } from "./handlers/interviews.ts"
import { systemLayer } from "./handlers/system.ts"
import * as Middleware from "./middleware.ts"
import * as Static from "./static.ts"

/** What the routes read of the settings (cli/config.ts holds them all). */
export interface RoutesOptions {
  readonly trustProxy: boolean
  readonly uiDir: string
  readonly bodyLimitBytes: number
  readonly supportEmail: string
  readonly googleClientId: string | null
}

/** Every route of the product, needing only the application services (composed by cli/compose). */
export const routesLayer = (options: RoutesOptions, log: Log) => {
  const auth = Authorization.layer
  const api = HttpApiBuilder.layer(HttpContract).pipe(
    Layer.provide([
      publicUserLayer(options.trustProxy),
      userLayer.pipe(Layer.provide(auth)),
      dashboardLayer.pipe(Layer.provide(auth)),
      interviewLayer.pipe(Layer.provide(auth)),
      systemLayer(options)
    ])
  )
  return Layer.mergeAll(
    api,
    Docs.layer,
    Static.layer(options.uiDir),
    Middleware.layer({ bodyLimitBytes: options.bodyLimitBytes, log })
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
