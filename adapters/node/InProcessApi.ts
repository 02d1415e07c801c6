/**
 * The `Api` port in-process: the same services the HTTP handlers call (core/accounts, core/interviews), with
 * no socket and no HTTP layer, so the CLI starts fast on the embedded database. Failures carry the status the
 * HTTP API would answer, so the SDK treats both alike.
 */
import { Effect, Layer } from "effect"
import { ACCOUNT_DELETED, Accounts } from "../../core/accounts/Accounts.ts"
import type { SignedInUser } from "../../core/contract/Authorization.ts"
import { jobDescriptionProblem } from "../../core/contract/job.ts"
import { Interviewer } from "../../core/interviews/Interviewer.ts"
import { jobSkillsOf } from "../../core/interviews/job-interview.ts"
import { Api, ApiFailure, type ApiShape } from "../../core/ports/Api.ts"
import { Practice } from "../../core/progress/Practice.ts"

const STATUS: Record<string, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  PaymentRequired: 402,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429
}

const asFailure = (e: { readonly _tag: string; readonly message: string }) =>
  new ApiFailure({ status: STATUS[e._tag] ?? 500, message: e.message, fromServer: true })

export const makeInProcessApi = Effect.fnUntraced(function*(token: () => string | null, address = "cli") {
  const accounts = yield* Accounts
  const interviewer = yield* Interviewer
  const practice = yield* Practice
  const lift = <A, E extends { readonly _tag: string; readonly message: string }>(e: Effect.Effect<A, E>) => Effect.mapError(e, asFailure)
  const signedIn = <A, E extends { readonly _tag: string; readonly message: string }>(f: (user: SignedInUser) => Effect.Effect<A, E>) =>
    lift(Effect.flatMap(accounts.authenticate(token() ?? ""), (user) => f(user)))

  const api: ApiShape = {
    config: () => Effect.succeed({ supportEmail: "", googleClientId: null }),
    login: (body) => lift(accounts.login(body, address)),
    signup: (body) => lift(accounts.signup(body, address)),
    googleCallback: () => Effect.fail(new ApiFailure({ status: 400, message: "Google sign-in is not available in the terminal." })),
    forgotPassword: (email) => Effect.as(lift(accounts.forgotPassword(email, address)), "If an account exists for this e-mail address, a password reset link is on its way to it."),
    checkResetToken: (t) => accounts.checkResetToken(t),
    resetPassword: (t, n, c) => Effect.as(lift(accounts.resetPassword(t, n, c, address)), "Your password has been reset."),
    logout: () => signedIn((u) => accounts.logout(u)),
    profile: () => signedIn((u) => accounts.profile(u)),
    updateProfile: (body) => signedIn((u) => accounts.updateProfile(u, body)),
    changePassword: (o, n) => Effect.as(signedIn((u) => accounts.changePassword(u, o, n)), "Your password has been changed successfully."),
    verifyEmail: (code) => signedIn((u) => accounts.verifyEmail(u, code)),
    resendVerificationCode: () => signedIn((u) => accounts.resendCode(u)),
    exportData: () => signedIn((u) => practice.exportData(u)),
    deleteAccount: (password) => Effect.as(signedIn((u) => accounts.deleteAccount(u, password)), ACCOUNT_DELETED),

    availableInterviews: () => signedIn(() => interviewer.availableTypes()),
    interviewsByStatus: (status) => signedIn((u) => interviewer.byStatus(u, status)),
    interviewMeta: (id) => signedIn(() => interviewer.meta(id)),
    startInterview: (body) => signedIn((u) => Effect.map(interviewer.start(u, body), (i) => ({ id: i.id, status: i.status }))),
    scheduleInterview: (body) => signedIn((u) => Effect.map(interviewer.schedule(u, body), (i) => ({ id: i.id, status: i.status }))),
    question: (id) => signedIn((u) => interviewer.question(u, id)),
    submitResponse: (id, body) => signedIn((u) => interviewer.submit(u, id, body)),
    endInterview: (id, isTabSwitch) =>
      Effect.as(signedIn((u) => interviewer.end(u, id, isTabSwitch)), isTabSwitch ? "Interview closed due to tab switching!" : "Interview marked as completed!"),
    tabSwitch: (id) => signedIn((u) => interviewer.tabSwitch(u, id)),
    assessmentReport: (id) => signedIn((u) => interviewer.report(u, id)),
    answerAnalysis: (id) => signedIn((u) => interviewer.analysis(u, id)),
    details: (id) => signedIn((u) => interviewer.details(u, id)),
    assessmentAnswers: (id) => signedIn((u) => interviewer.answers(u, id)),

    progress: (options) => signedIn((u) => practice.progress(u, options)),
    startWeakPoints: (body) => signedIn((u) => practice.startWeakPoints(u, body)),
    jobSkills: (body) =>
      Effect.flatMap(signedIn(() => Effect.void), () => {
        // The contract's check, as the HTTP server makes it on decoding the body.
        const problem = typeof body.jobDescription === "string" ? jobDescriptionProblem(body.jobDescription) : "jobDescription must be text"
        return problem === null
          ? Effect.succeed(jobSkillsOf(body.jobDescription))
          : Effect.fail(new ApiFailure({ status: 400, message: problem, fromServer: true }))
      })
  }
  return api
})

export const layer = (token: () => string | null) => Layer.effect(Api, Effect.map(makeInProcessApi(token), Api.of))
