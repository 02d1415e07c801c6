/** The 11 `/dashboard` and `/interview` calls of spec §7, plus scheduling (PRODUCT.md) and progress (issue #17). */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Envelope, MessageEnvelope } from "./envelope.ts"
import {
  AnswerAlreadyRecorded,
  BadRequest,
  InterviewEnded,
  NotCurrentQuestion,
  NotFound,
  NothingDue,
  PaymentRequired,
  TooManyRequests
} from "./errors.ts"
import { FieldDefinitions } from "./fields.ts"
import { JobSkills, JobSkillsRequest } from "./job.ts"
import { Progress, ProgressQuery, WeakPointsRequest } from "./progress.ts"
import {
  AnswerSubmission,
  Feedback,
  InterviewDetails,
  InterviewMeta,
  InterviewStatus,
  InterviewType,
  PositiveId,
  ReportItem,
  ScheduleInterviewRequest,
  StartedInterview,
  StartInterviewRequest,
  TabSwitchRecord,
  UserInterview
} from "./interview.ts"

const Failures = [BadRequest, NotFound, TooManyRequests] as const
const byId = { id: PositiveId }

export class DashboardApi extends HttpApiGroup.make("dashboard")
  .add(
    HttpApiEndpoint.get("availableInterviews", "/available-interviews", {
      success: Envelope(Schema.Array(InterviewType)),
      error: Failures
    }),
    // Ours (issue #17): progress over the most recent interviews, bounded, in one call.
    HttpApiEndpoint.get("progress", "/progress", {
      query: ProgressQuery,
      success: Envelope(Progress),
      error: Failures
    })
  )
  .middleware(Authorization)
  .prefix("/dashboard")
  .annotateMerge(OpenApi.annotations({ title: "Dashboard" }))
{}

export class InterviewApi extends HttpApiGroup.make("interview")
  .add(
    HttpApiEndpoint.get("interviewByStatus", "/interview-by-status", {
      query: { status: InterviewStatus.annotate({ message: "status must be IN_PROGRESS, COMPLETED or SCHEDULED" }) },
      success: Envelope(Schema.Array(UserInterview)),
      error: Failures
    }),
    HttpApiEndpoint.get("interviewMeta", "/interview-meta/:id", {
      params: byId,
      success: Envelope(InterviewMeta),
      error: Failures
    }),
    HttpApiEndpoint.post("startInterview", "/start-interview", {
      payload: StartInterviewRequest,
      success: Envelope(StartedInterview),
      error: [...Failures, PaymentRequired]
    }),
    HttpApiEndpoint.post("scheduleInterview", "/schedule", {
      payload: ScheduleInterviewRequest,
      success: Envelope(StartedInterview),
      error: [...Failures, PaymentRequired]
    }),
    // Ours (issue #17): an interview of the questions whose points are due on the weak-points schedule.
    HttpApiEndpoint.post("startWeakPoints", "/weak-points", {
      payload: WeakPointsRequest,
      success: Envelope(StartedInterview),
      error: [...Failures, NothingDue, PaymentRequired]
    }),
    // Ours (issue #16): the skills a job description names, before an interview is started from it.
    HttpApiEndpoint.post("jobSkills", "/job-skills", {
      payload: JobSkillsRequest,
      success: Envelope(JobSkills),
      error: Failures
    }),
    HttpApiEndpoint.get("question", "/question/:id", {
      params: byId,
      success: Envelope(FieldDefinitions),
      error: [...Failures, InterviewEnded]
    }),
    HttpApiEndpoint.post("submitResponse", "/submit-response/:id", {
      params: byId,
      payload: AnswerSubmission,
      success: Envelope(Schema.Array(Feedback)),
      error: [...Failures, InterviewEnded, NotCurrentQuestion, AnswerAlreadyRecorded]
    }),
    HttpApiEndpoint.get("endInterview", "/end-interview/:id", {
      params: byId,
      query: { isTabSwitch: Schema.optional(Schema.Literals(["0", "1"])) },
      success: MessageEnvelope,
      error: Failures
    }),
    HttpApiEndpoint.get("tabSwitch", "/tab-switch/:id", {
      params: byId,
      success: Envelope(TabSwitchRecord),
      error: Failures
    }),
    HttpApiEndpoint.get("assessmentReport", "/assessment-report/:id", {
      params: byId,
      success: Envelope(Schema.Array(ReportItem)),
      error: Failures
    }),
    HttpApiEndpoint.get("answerAnalysis", "/answer-analysis/:id", {
      params: byId,
      success: Envelope(FieldDefinitions),
      error: [...Failures, PaymentRequired]
    }),
    HttpApiEndpoint.get("details", "/details/:id", {
      params: byId,
      success: Envelope(InterviewDetails),
      error: Failures
    }),
    HttpApiEndpoint.get("assessmentAnswers", "/assessment-answers/:id", {
      params: byId,
      success: Envelope(Schema.Array(ReportItem)),
      error: Failures
    })
  )
  .middleware(Authorization)
  .prefix("/interview")
  .annotateMerge(OpenApi.annotations({ title: "Interviews" }))
{}
