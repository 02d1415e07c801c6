/**
 * The interview service on the server: its methods, and the layer that puts together the files of its concepts —
 * starting (starting.ts), asking (asking.ts), answering (answering.ts), ending (ending.ts) and reading back
 * (reading-back.ts).
 */
import { Context, Effect, Layer } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import type { AnswerAlreadyRecorded, BadRequest, InterviewEnded, NotCurrentQuestion, NotFound, PaymentRequired } from "../contract/errors.ts"
import type { FieldDefinition } from "../contract/fields.ts"
import type {
  AnswerSubmission,
  Feedback,
  InterviewDetails,
  InterviewMeta,
  InterviewStatus,
  InterviewType,
  ReportItem,
  ScheduleInterviewRequest,
  StartInterviewRequest,
  UserInterview
} from "../contract/interview.ts"
import { type InterviewRecord, Interviews } from "../ports/Interviews.ts"
import { answering } from "./answering.ts"
import { asking } from "./asking.ts"
import { catalog, jobDescriptionType } from "./catalog.ts"
import { ending } from "./ending.ts"
import { readingBack } from "./reading-back.ts"
import { starting } from "./starting.ts"

export class Interviewer extends Context.Service<Interviewer, {
  readonly availableTypes: () => Effect.Effect<ReadonlyArray<InterviewType>>
  readonly byStatus: (user: SignedInUser, status: InterviewStatus) => Effect.Effect<ReadonlyArray<UserInterview>>
  readonly meta: (typeId: number) => Effect.Effect<InterviewMeta, NotFound>
  readonly start: (user: SignedInUser, request: StartInterviewRequest) => Effect.Effect<InterviewRecord, BadRequest | NotFound | PaymentRequired>
  readonly schedule: (user: SignedInUser, request: ScheduleInterviewRequest) => Effect.Effect<InterviewRecord, BadRequest | NotFound | PaymentRequired>
  readonly question: (user: SignedInUser, id: number) => Effect.Effect<{ readonly message?: string; readonly fields: ReadonlyArray<FieldDefinition> }, NotFound | InterviewEnded>
  readonly submit: (user: SignedInUser, id: number, submission: AnswerSubmission) => Effect.Effect<ReadonlyArray<Feedback>, BadRequest | NotFound | InterviewEnded | NotCurrentQuestion | AnswerAlreadyRecorded>
  readonly end: (user: SignedInUser, id: number, isTabSwitch: boolean) => Effect.Effect<InterviewRecord, NotFound>
  readonly tabSwitch: (user: SignedInUser, id: number) => Effect.Effect<{ readonly totalTabSwitches: number; readonly closed: boolean }, NotFound>
  readonly report: (user: SignedInUser, id: number) => Effect.Effect<ReadonlyArray<ReportItem>, NotFound>
  readonly answers: (user: SignedInUser, id: number) => Effect.Effect<ReadonlyArray<ReportItem>, NotFound>
  readonly details: (user: SignedInUser, id: number) => Effect.Effect<InterviewDetails, NotFound>
  readonly analysis: (user: SignedInUser, questionId: number) => Effect.Effect<ReadonlyArray<FieldDefinition>, NotFound | PaymentRequired>
}>()("rehearse/interviews/Interviewer") {
  static readonly layer = Layer.effect(
    Interviewer,
    Effect.gen(function*() {
      const store = yield* Interviews
      yield* store.seedTypes(catalog)
      yield* store.seedTypes([jobDescriptionType])
      return Interviewer.of({
        ...(yield* starting),
        ...(yield* asking),
        ...(yield* answering),
        ...(yield* ending),
        ...(yield* readingBack)
      })
    })
  )
}
