/** The bearer-token middleware: a live session's user becomes `CurrentUser`; anything else is a 401. */
import { Effect, Layer, Redacted } from "effect"
import { Accounts } from "../../core/accounts/Accounts.ts"
import { Authorization, CurrentUser } from "../../core/contract/Authorization.ts"

export const layer = Layer.effect(
  Authorization,
  Effect.gen(function*() {
    const accounts = yield* Accounts
    return Authorization.of({
      bearer: (httpEffect, { credential }) =>
        Effect.flatMap(accounts.authenticate(Redacted.value(credential)), (user) =>
          Effect.provideService(httpEffect, CurrentUser, user))
    })
  })
)
