/** Ending an interview: the candidate ends it, or the tab-switch strikes close it at the last one. */
import { Clock, Effect, Option } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { MAX_STRIKES } from "../live-interview/StrikePolicy.ts"
import { Interviews } from "../ports/Interviews.ts"
import { isFollowUp } from "./asked.ts"
import { owned } from "./records.ts"

/** The `Interviewer` methods that end an interview. */
export const ending = Effect.gen(function*() {
  const store = yield* Interviews

  return {
    end: Effect.fn("Interviewer.end")(function*(user: SignedInUser, id: number, isTabSwitch: boolean) {
      const interview = yield* owned(store, user, id)
      if (interview.status === "COMPLETED") return interview
      const asked = yield* store.asked(id)
      const answered = asked.filter((a) => a.answer !== null && !isFollowUp(a.question)).length
      const reason = isTabSwitch ? "tab-switching" : answered >= interview.plannedQuestions ? "completed" : "ended-early"
      yield* store.complete(id, reason, yield* Clock.currentTimeMillis)
      return Option.getOrElse(yield* store.find(id, user.id), () => interview)
    }),

    tabSwitch: Effect.fn("Interviewer.tabSwitch")(function*(user: SignedInUser, id: number) {
      const interview = yield* owned(store, user, id)
      if (interview.status === "COMPLETED") return { totalTabSwitches: yield* store.strikes(id), closed: true }
      const now = yield* Clock.currentTimeMillis
      const total = yield* store.addStrike(id, MAX_STRIKES, now)
      if (total >= MAX_STRIKES) {
        yield* store.complete(id, "tab-switching", now)
        return { totalTabSwitches: total, closed: true }
      }
      return { totalTabSwitches: total, closed: false }
    })
  }
})
