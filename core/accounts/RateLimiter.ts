/** Turns the shared counters of the RateLimits port into 429 answers that say when to retry. */
import { Clock, Context, Effect, Layer } from "effect"
import { TooManyRequests } from "../contract/errors.ts"
import { RateLimits } from "../ports/RateLimits.ts"

export interface Limit {
  readonly max: number
  readonly windowMs: number
}

const retryMessage = (seconds: number): string => {
  if (seconds < 60) return `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`
  const minutes = Math.ceil(seconds / 60)
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`
}

export class RateLimiter extends Context.Service<RateLimiter, {
  /** Counts one hit for `bucket`; fails with 429 once the window's hits exceed `limit.max`. */
  readonly check: (bucket: string, limit: Limit) => Effect.Effect<void, TooManyRequests>
  readonly refuse: (message: string, retryAfterSeconds: number) => Effect.Effect<never, TooManyRequests>
}>()("rehearse/accounts/RateLimiter") {
  static readonly layer = Layer.effect(
    RateLimiter,
    Effect.gen(function*() {
      const limits = yield* RateLimits
      return RateLimiter.of({
        check: Effect.fn("RateLimiter.check")(function*(bucket, limit) {
          const now = yield* Clock.currentTimeMillis
          const hits = yield* limits.hit(bucket, limit.windowMs, now)
          if (hits <= limit.max) return
          const retryAfterSeconds = Math.max(1, Math.ceil((Math.floor(now / limit.windowMs) * limit.windowMs + limit.windowMs - now) / 1000))
          return yield* new TooManyRequests({ message: retryMessage(retryAfterSeconds), retryAfterSeconds })
        }),
        refuse: (message, retryAfterSeconds) => Effect.fail(new TooManyRequests({ message, retryAfterSeconds }))
      })
    })
  )
}
