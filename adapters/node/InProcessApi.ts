/**
 * The `Api` port in-process: the same services the HTTP handlers call (core/accounts, core/interviews), with
 * no socket and no HTTP layer, so the CLI starts fast on the embedded database. Failures carry the status the
 * HTTP API would answer (annotated on each error's schema) and successes its sentences, so the SDK treats both alike.
 */
import { Effect, Layer } from "effect"
import { Accounts } from "../../core/accounts/Accounts.ts"
import type { SignedInUser } from "../../core/contract/Authorization.ts"
import { jobDescriptionProblem } from "../../core/contract/job.ts"
import { httpStatusOf } from "../../core/contract/errors.ts"
import { interviewEndedReply, REPLIES } from "../../core/contract/replies.ts"
import { Interviewer } from "../../core/interviews/Interviewer.ts"
import { jobSkillsOf } from "../../core/interviews/job-interview.ts"
import { Api, ApiFailure, type ApiShape } from "../../core/ports/Api.ts"
import { Practice } from "../../core/progress/Practice.ts"

const asFailure = (e: { readonly _tag: string; readonly message: string }) =>
  new ApiFailure({ status: httpStatusOf(e), message: e.message, fromServer: true })

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
    forgotPassword: (email) => Effect.as(lift(accounts.forgotPassword(email, address)), REPLIES.resetLinkSent),
    checkResetToken: (t) => accounts.checkResetToken(t),
    resetPassword: (t, n, c) => Effect.as(lift(accounts.resetPassword(t, n, c, address)), REPLIES.passwordReset),
    logout: () => signedIn((u) => accounts.logout(u)),
    profile: () => signedIn((u) => accounts.profile(u)),
    updateProfile: (body) => signedIn((u) => accounts.updateProfile(u, body)),
    changePassword: (o, n) => Effect.as(signedIn((u) => accounts.changePassword(u, o, n)), REPLIES.passwordChanged),
    verifyEmail: (code) => signedIn((u) => accounts.verifyEmail(u, code)),
    resendVerificationCode: () => signedIn((u) => accounts.resendCode(u)),
    exportData: () => signedIn((u) => practice.exportData(u)),
    deleteAccount: (password) => Effect.as(signedIn((u) => accounts.deleteAccount(u, password)), REPLIES.accountDeleted),

    availableInterviews: () => signedIn(() => interviewer.availableTypes()),
    interviewsByStatus: (status) => signedIn((u) => interviewer.byStatus(u, status)),
    interviewMeta: (id) => signedIn(() => interviewer.meta(id)),
    startInterview: (body) => signedIn((u) => Effect.map(interviewer.start(u, body), (i) => ({ id: i.id, status: i.status }))),
    scheduleInterview: (body) => signedIn((u) => Effect.map(interviewer.schedule(u, body), (i) => ({ id: i.id, status: i.status }))),
    question: (id) => signedIn((u) => interviewer.question(u, id)),
    submitResponse: (id, body) => signedIn((u) => interviewer.submit(u, id, body)),
    endInterview: (id, isTabSwitch) =>
      Effect.as(signedIn((u) => interviewer.end(u, id, isTabSwitch)), interviewEndedReply(isTabSwitch)),
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
