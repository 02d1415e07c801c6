/** Starting an interview: the types on offer and their start forms, an interview started now or scheduled, the Free Plan's quota. */
import { Clock, Effect, Option, Random } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { BadRequest, NotFound, PaymentRequired } from "../contract/errors.ts"
import type { InterviewType, ScheduleInterviewRequest, StartInterviewRequest } from "../contract/interview.ts"
import { Interviews, type InterviewTypeRecord, type NewInterview } from "../ports/Interviews.ts"
import { JOB_DESCRIPTION_TOPIC } from "./catalog.ts"
import { planJobStart } from "./job-interview.ts"
import { InterviewSettings, quotaMessage, RECENT_INTERVIEWS } from "./settings.ts"
import { formProblem, planOf } from "./start-form.ts"

const toType = (t: InterviewTypeRecord): InterviewType => ({
  id: t.id,
  name: t.name,
  displayName: t.displayName,
  description: t.description,
  isActive: t.isActive,
  topic: t.topic,
  Category: { name: t.category }
})

/** The `Interviewer` methods that offer interview types and start one. */
export const starting = Effect.gen(function*() {
  const store = yield* Interviews
  const settings = yield* InterviewSettings

  const typeOf = (typeId: number) =>
    Effect.flatMap(store.findType(typeId), Option.match({
      onNone: () => Effect.fail(new NotFound({ message: `There is no interview type with id ${typeId}.` })),
      onSome: Effect.succeed
    }))

  const createInterview = Effect.fnUntraced(function*(
    user: SignedInUser,
    request: StartInterviewRequest,
    scheduledAt: number | null
  ) {
    const type = yield* typeOf(request.interviewObjectId)
    const problem = formProblem("questionProperties", type.questionFields, request.questionProperties) ??
      formProblem("answerProperties", type.answerFields, request.answerProperties)
    if (problem !== null) return yield* new BadRequest({ message: problem })
    const plan = planOf(type.questionFields, request.questionProperties)
    const now = yield* Clock.currentTimeMillis
    const seed = yield* Random.nextIntBetween(1, 2_147_483_647)
    // A job-description interview plans its questions now, from the skills its description names.
    const job = type.topic === JOB_DESCRIPTION_TOPIC
      ? planJobStart(request.questionProperties, plan, seed, yield* store.recentRefs(user.id, RECENT_INTERVIEWS))
      : null
    if (job !== null && "problem" in job) return yield* new BadRequest({ message: job.problem })
    const interview: NewInterview = {
      userId: user.id,
      typeId: type.id,
      status: scheduledAt === null ? "IN_PROGRESS" : "SCHEDULED",
      questionValues: job?.questionValues ?? request.questionProperties,
      answerValues: request.answerProperties,
      topic: type.topic,
      difficulty: plan.difficulty,
      plannedQuestions: job?.plannedQuestions ?? plan.questionCount,
      seed,
      scheduledAt
    }
    if (user.plan !== "free") return yield* store.create(interview, now)
    // Counted and created in one step by the store, so concurrent starts never pass the quota.
    const created = yield* store.createWithin(interview, settings.freePlanInterviews, now)
    if (Option.isSome(created)) return created.value
    return yield* new PaymentRequired({
      message: quotaMessage(settings.freePlanInterviews)
    })
  })

  return {
    availableTypes: Effect.fn("Interviewer.availableTypes")(function*() {
      const types = yield* store.listTypes()
      return types.map(toType)
    }),

    meta: Effect.fn("Interviewer.meta")(function*(typeId: number) {
      const type = yield* typeOf(typeId)
      return { questionProperties: type.questionFields, answerProperties: type.answerFields }
    }),

    start: Effect.fn("Interviewer.start")(function*(user: SignedInUser, request: StartInterviewRequest) {
      return yield* createInterview(user, request, null)
    }),

    schedule: Effect.fn("Interviewer.schedule")(function*(user: SignedInUser, request: ScheduleInterviewRequest) {
      const at = Date.parse(request.scheduledAt)
      const now = yield* Clock.currentTimeMillis
      if (Number.isNaN(at)) return yield* new BadRequest({ message: "scheduledAt must be a real date and time" })
      if (at <= now) return yield* new BadRequest({ message: "scheduledAt must be in the future" })
      return yield* createInterview(user, request, at)
    })
  }
})
