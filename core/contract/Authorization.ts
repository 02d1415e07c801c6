/** Bearer-token security shared by every protected call; the server provides the signed-in user. */
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { Unauthorized } from "./errors.ts"

export interface SignedInUser {
  readonly id: number
  readonly email: string
  readonly plan: "free" | "premium"
  readonly sessionId: number
}

export class CurrentUser extends Context.Service<CurrentUser, SignedInUser>()("rehearse/contract/CurrentUser") {}

export class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: CurrentUser; requires: never }>()(
  "rehearse/contract/Authorization",
  {
    requiredForClient: true,
    security: { bearer: HttpApiSecurity.bearer },
    error: Unauthorized
  }
) {}

