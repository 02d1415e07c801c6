/**
 * The practice service on the server (issue #17): a user's progress figures, computed from their stored judgements,
 * and "Practise your weak points", an interview of the questions the spaced-repetition rule says are due.
 */
import { Clock, Context, Effect, Layer, Option, Random } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { SESSION_EXPIRED, toProfile } from "../accounts/Accounts.ts"
import { NothingDue, PaymentRequired, Unauthorized } from "../contract/errors.ts"
import type { AccountExport } from "../contract/export.ts"
import type { InterviewStatus } from "../contract/interview.ts"
import { DEFAULT_PROGRESS_INTERVIEWS, type Progress, WEAK_POINTS_QUESTIONS, type WeakPointsRequest } from "../contract/progress.ts"
import { WEAK_POINTS_TOPIC, weakPointsType } from "../interviews/catalog.ts"
import { InterviewSettings, quotaMessage } from "../interviews/settings.ts"
import { Interviews, type NewInterview } from "../ports/Interviews.ts"
import { Users } from "../ports/Users.ts"
import { accountExport } from "./account-export.ts"
import { progressOf } from "./figures.ts"
import { planWeakPoints } from "./weak-points.ts"

export interface ProgressRequest {
  /** how many of the most recent interviews to cover; the contract has checked the bound */
  readonly interviews?: number | undefined
  readonly utcOffsetMinutes?: number | undefined
}

/** How far back the weak-points schedule looks, in interviews: as far as the progress page does by default. */
const WEAK_POINTS_HISTORY = DEFAULT_PROGRESS_INTERVIEWS

const NO_WEAK_POINTS = "You have no weak points to practise yet. Finish an interview, and the points you miss come back here."
const nothingDue = (nextDueAt: number) =>
  `Nothing is due yet: you made every point you had missed. The next one comes back on ${new Date(nextDueAt).toISOString().slice(0, 10)}.`

export class Practice extends Context.Service<Practice, {
  readonly progress: (user: SignedInUser, request: ProgressRequest) => Effect.Effect<Progress>
  readonly startWeakPoints: (
    user: SignedInUser,
    request: WeakPointsRequest
  ) => Effect.Effect<{ readonly id: number; readonly status: InterviewStatus }, NothingDue | PaymentRequired>
  /** Everything stored of the user's practice, for "Download my data". */
  readonly exportData: (user: SignedInUser) => Effect.Effect<AccountExport, Unauthorized>
}>()("rehearse/progress/Practice") {
  static readonly layer = Layer.effect(
    Practice,
    Effect.gen(function*() {
      const store = yield* Interviews
      const users = yield* Users
      const settings = yield* InterviewSettings
      yield* store.seedTypes([weakPointsType])
      const type = Option.getOrThrow(yield* store.findTypeNamed(weakPointsType.name))

      return Practice.of({
        progress: Effect.fn("Practice.progress")(function*(user, request) {
          const limit = request.interviews ?? DEFAULT_PROGRESS_INTERVIEWS
          const history = yield* store.history(user.id, limit)
          const now = yield* Clock.currentTimeMillis
          return progressOf(history, { now, limit, utcOffsetMinutes: request.utcOffsetMinutes ?? 0 })
        }),

        exportData: Effect.fn("Practice.exportData")(function*(user) {
          const record = yield* users.findById(user.id)
          if (Option.isNone(record)) return yield* new Unauthorized({ message: SESSION_EXPIRED })
          return accountExport(toProfile(record.value), yield* store.everything(user.id), yield* Clock.currentTimeMillis)
        }),

        startWeakPoints: Effect.fn("Practice.startWeakPoints")(function*(user, request) {
          const history = yield* store.history(user.id, WEAK_POINTS_HISTORY)
          const now = yield* Clock.currentTimeMillis
          const seed = yield* Random.nextIntBetween(1, 2_147_483_647)
          const plan = planWeakPoints(history, { now, seed, questions: request.questions ?? WEAK_POINTS_QUESTIONS.default })
          if (plan.questions.length === 0) {
            return yield* new NothingDue({ message: plan.nextDueAt === null ? NO_WEAK_POINTS : nothingDue(plan.nextDueAt) })
          }
          const interview: NewInterview = {
            userId: user.id,
            typeId: type.id,
            status: "IN_PROGRESS",
            questionValues: { weakPoints: plan.questions.map((q) => q.questionRef), questionCount: plan.questions.length },
            answerValues: { answerMode: request.answerMode ?? "voice" },
            topic: WEAK_POINTS_TOPIC,
            difficulty: "mixed",
            plannedQuestions: plan.questions.length,
            seed,
            scheduledAt: null
          }
          if (user.plan !== "free") {
            const created = yield* store.create(interview, now)
            return { id: created.id, status: created.status }
          }
          const created = yield* store.createWithin(interview, settings.freePlanInterviews, now)
          if (Option.isNone(created)) return yield* new PaymentRequired({ message: quotaMessage(settings.freePlanInterviews) })
          return { id: created.value.id, status: created.value.status }
        })
      })
    })
  )
}
