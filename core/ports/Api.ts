/**
 * The product's API as the SDK sees it: one method per call of spec §7 (and the calls we add), answering the
 * decoded `data` (or `message`) of the envelope. The browser and the CLI implement it over HTTP
 * (adapters/http-client); the CLI's in-process mode (adapters/node/InProcessApi.ts) calls the services the HTTP
 * handlers call, with no socket and no HTTP layer.
 */
import { Context, type Effect, Schema } from "effect"
import type { FieldDefinition } from "../contract/fields.ts"
import type {
  AnswerSubmission,
  Feedback,
  InterviewDetails,
  InterviewHandle,
  InterviewMeta,
  InterviewStatus,
  InterviewType,
  ReportItem,
  ScheduleInterviewRequest,
  StartInterviewRequest,
  TabSwitchRecord,
  UserInterview
} from "../contract/interview.ts"
import type { AccountExport } from "../contract/export.ts"
import type { JobSkills, JobSkillsRequest } from "../contract/job.ts"
import type { Progress, WeakPointsRequest } from "../contract/progress.ts"
import type { ClientConfig } from "../contract/SystemApi.ts"
import type { LoginRequest, ProfileUpdate, ResetTokenCheck, SignupRequest, TokenData, UserProfile } from "../contract/user.ts"

/**
 * A call that did not succeed: the HTTP status (0 when the server could not be reached) and a sentence.
 * `fromServer` says the sentence is the server's own; otherwise the adapter wrote it, and screens show their
 * spec §8 fallback instead ("Where a server message exists it is used").
 */
export class ApiFailure extends Schema.TaggedError<ApiFailure>()("ApiFailure", {
  status: Schema.Number,
  message: Schema.String,
  fromServer: Schema.optional(Schema.Boolean)
}) {}

/** The server's message in a failure, or null when it gave none (spec §8 then wants the screen's fallback). */
export const serverMessageOf = (failure: unknown): string | null =>
  failure instanceof ApiFailure && failure.fromServer === true && failure.message.trim() !== "" ? failure.message : null

export interface QuestionResult {
  /** Present when the server has no question to give (spec §4 step 7). */
  readonly message?: string
  readonly fields: ReadonlyArray<FieldDefinition>
}

type Call<A> = Effect.Effect<A, ApiFailure>

export interface ApiShape {
  readonly config: () => Call<ClientConfig>
  readonly login: (body: LoginRequest) => Call<TokenData>
  readonly signup: (body: SignupRequest) => Call<TokenData>
  readonly googleCallback: (credential: string) => Call<TokenData>
  readonly forgotPassword: (email: string) => Call<string>
  readonly checkResetToken: (token: string) => Call<ResetTokenCheck>
  readonly resetPassword: (token: string, newPassword: string, confirmPassword: string) => Call<string>
  readonly logout: () => Call<void>
  readonly profile: () => Call<UserProfile>
  readonly updateProfile: (body: ProfileUpdate) => Call<UserProfile>
  readonly changePassword: (oldPassword: string, newPassword: string) => Call<string>
  readonly verifyEmail: (code: string) => Call<boolean>
  readonly resendVerificationCode: () => Call<boolean>
  /** Ours (issue #17): deletes the account and everything in it; the password is asked again. */
  readonly deleteAccount: (password: string) => Call<string>
  /** Ours (issue #17): everything stored of the user's practice, for "Download my data". */
  readonly exportData: () => Call<AccountExport>

  readonly availableInterviews: () => Call<ReadonlyArray<InterviewType>>
  readonly interviewsByStatus: (status: InterviewStatus) => Call<ReadonlyArray<UserInterview>>
  readonly interviewMeta: (typeId: number) => Call<InterviewMeta>
  readonly startInterview: (body: StartInterviewRequest) => Call<InterviewHandle>
  readonly scheduleInterview: (body: ScheduleInterviewRequest) => Call<InterviewHandle>
  readonly question: (interviewId: number) => Call<QuestionResult>
  readonly submitResponse: (interviewId: number, body: AnswerSubmission) => Call<ReadonlyArray<Feedback>>
  readonly endInterview: (interviewId: number, isTabSwitch: boolean) => Call<string>
  readonly tabSwitch: (interviewId: number) => Call<TabSwitchRecord>
  readonly assessmentReport: (interviewId: number) => Call<ReadonlyArray<ReportItem>>
  readonly answerAnalysis: (questionId: number) => Call<ReadonlyArray<FieldDefinition>>
  readonly details: (interviewId: number) => Call<InterviewDetails>
  readonly assessmentAnswers: (interviewId: number) => Call<ReadonlyArray<ReportItem>>

  /** Ours (issue #17): the figures over the most recent `interviews`, days counted at the given UTC offset. */
  readonly progress: (options: { readonly interviews?: number; readonly utcOffsetMinutes?: number }) => Call<Progress>
  /** Ours (issue #17): starts an interview of the questions whose points are due for practice. */
  readonly startWeakPoints: (body: WeakPointsRequest) => Call<InterviewHandle>
  /** Ours (issue #16): the skills a job description names, to show before an interview is started from it. */
  readonly jobSkills: (body: JobSkillsRequest) => Call<JobSkills>
}

export class Api extends Context.Service<Api, ApiShape>()("rehearse/ports/Api") {}
