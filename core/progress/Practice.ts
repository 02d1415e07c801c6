/** The practice service on the server: a user's progress figures, computed from their stored judgements. */
import { Clock, Context, Effect, Layer } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { DEFAULT_PROGRESS_INTERVIEWS, type Progress } from "../contract/progress.ts"
import { Interviews } from "../ports/Interviews.ts"
import { progressOf } from "./figures.ts"

export interface ProgressRequest {
  /** how many of the most recent interviews to cover; the contract has checked the bound */
  readonly interviews?: number | undefined
  readonly utcOffsetMinutes?: number | undefined
}

export class Practice extends Context.Service<Practice, {
  readonly progress: (user: SignedInUser, request: ProgressRequest) => Effect.Effect<Progress>
}>()("rehearse/progress/Practice") {
  static readonly layer = Layer.effect(
    Practice,
    Effect.gen(function*() {
      const store = yield* Interviews
      return Practice.of({
        progress: Effect.fn("Practice.progress")(function*(user, request) {
          const limit = request.interviews ?? DEFAULT_PROGRESS_INTERVIEWS
          const history = yield* store.history(user.id, limit)
          const now = yield* Clock.currentTimeMillis
          return progressOf(history, { now, limit, utcOffsetMinutes: request.utcOffsetMinutes ?? 0 })
        })
      })
    })
  )
}
