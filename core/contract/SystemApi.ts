/** Calls the product adds for itself: runtime configuration for the browser, and a health check. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Envelope } from "./envelope.ts"

export const ClientConfig = Schema.Struct({
  supportEmail: Schema.String,
  googleClientId: Schema.NullOr(Schema.String)
})
export type ClientConfig = typeof ClientConfig.Type

export class SystemApi extends HttpApiGroup.make("system")
  .add(
    HttpApiEndpoint.get("config", "/config", { success: Envelope(ClientConfig) }),
    HttpApiEndpoint.get("health", "/health", {
      success: Envelope(Schema.Struct({ status: Schema.Literal("ok"), database: Schema.String }))
    })
  )
  .annotateMerge(OpenApi.annotations({ title: "System" }))
{}
