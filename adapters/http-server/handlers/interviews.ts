/** Handlers of the `/dashboard` and `/interview` calls: decoding is the contract's, the rules core/interviews'. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { HttpContract } from "../../../core/contract/HttpContract.ts"
import { CurrentUser } from "../../../core/contract/Authorization.ts"
import { interviewEndedReply, REPLIES } from "../../../core/contract/replies.ts"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import type { Feedback } from "../../../core/contract/interview.ts"
import { Interviewer } from "../../../core/interviews/Interviewer.ts"
import { jobSkillsOf } from "../../../core/interviews/job-interview.ts"
import { Practice } from "../../../core/progress/Practice.ts"

const signedIn = Effect.service(CurrentUser)

/** The question call's envelope: the question's fields, or a message and none when no question is left (the lean lane, ../lane/, answers the same). */
export const questionReply = (q: { readonly message?: string; readonly fields: ReadonlyArray<FieldDefinition> }) => ({
  success: true,
  ...(q.message !== undefined ? { message: q.message } : {}),
  data: q.fields
})

/** The submit-response call's envelope: the answer's feedback. */
export const submitReply = (data: ReadonlyArray<Feedback>) => ({ success: true, data })

export const dashboardLayer = HttpApiBuilder.group(HttpContract, "dashboard", (handlers) =>
  Effect.gen(function*() {
    const interviewer = yield* Interviewer
    const practice = yield* Practice
    return handlers
      .handle("availableInterviews", () => Effect.map(interviewer.availableTypes(), (data) => ({ success: true, data })))
      .handle("progress", ({ query }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(practice.progress(user, {
            interviews: query.interviews === undefined ? undefined : Number(query.interviews),
            utcOffsetMinutes: query.utcOffsetMinutes === undefined ? undefined : Number(query.utcOffsetMinutes)
          }), (data) => ({ success: true, data }))))
  }))

export const interviewLayer = HttpApiBuilder.group(HttpContract, "interview", (handlers) =>
  Effect.gen(function*() {
    const interviewer = yield* Interviewer
    const practice = yield* Practice
    return handlers
      .handle("interviewByStatus", ({ query }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.byStatus(user, query.status), (data) => ({ success: true, data }))))
      .handle("interviewMeta", ({ params }) =>
        Effect.map(interviewer.meta(params.id), (data) => ({ success: true, data })))
      .handle("startInterview", ({ payload }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.start(user, payload), (i) => ({
            success: true,
            message: REPLIES.interviewStarted,
            data: { userInterview: { id: i.id, status: i.status } }
          }))))
      .handle("scheduleInterview", ({ payload }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.schedule(user, payload), (i) => ({
            success: true,
            message: REPLIES.interviewScheduled,
            data: { userInterview: { id: i.id, status: i.status } }
          }))))
      .handle("startWeakPoints", ({ payload }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(practice.startWeakPoints(user, payload), (userInterview) => ({
            success: true,
            message: REPLIES.interviewStarted,
            data: { userInterview }
          }))))
      .handle("jobSkills", ({ payload }) => Effect.succeed({ success: true, data: jobSkillsOf(payload.jobDescription) }))
      .handle("question", ({ params }) =>
        Effect.flatMap(signedIn, (user) => Effect.map(interviewer.question(user, params.id), questionReply)))
      .handle("submitResponse", ({ params, payload }) =>
        Effect.flatMap(signedIn, (user) => Effect.map(interviewer.submit(user, params.id, payload), submitReply)))
      .handle("endInterview", ({ params, query }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.as(interviewer.end(user, params.id, query.isTabSwitch === "1"), {
            success: true,
            message: interviewEndedReply(query.isTabSwitch === "1")
          })))
      .handle("tabSwitch", ({ params }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.tabSwitch(user, params.id), (data) => ({ success: true, data }))))
      .handle("assessmentReport", ({ params }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.report(user, params.id), (data) => ({ success: true, data }))))
      .handle("answerAnalysis", ({ params }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.analysis(user, params.id), (data) => ({ success: true, data }))))
      .handle("details", ({ params }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.details(user, params.id), (data) => ({ success: true, data }))))
      .handle("assessmentAnswers", ({ params }) =>
        Effect.flatMap(signedIn, (user) =>
          Effect.map(interviewer.answers(user, params.id), (data) => ({ success: true, data }))))
  }))
