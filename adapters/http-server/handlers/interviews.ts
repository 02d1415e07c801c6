/** Handlers of the `/dashboard` and `/interview` calls. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../core/contract/Api.ts"
import { NotImplemented } from "../../../core/contract/errors.ts"

const notYet = () =>
  Effect.fail(new NotImplemented({ message: "Interviews are not available on this server yet." }))

export const dashboardLayer = HttpApiBuilder.group(Api, "dashboard", (handlers) =>
  Effect.succeed(handlers.handle("availableInterviews", notYet)))

export const interviewLayer = HttpApiBuilder.group(Api, "interview", (handlers) =>
  Effect.succeed(
    handlers
      .handle("interviewByStatus", notYet)
      .handle("interviewMeta", notYet)
      .handle("startInterview", notYet)
      .handle("scheduleInterview", notYet)
      .handle("question", notYet)
      .handle("submitResponse", notYet)
      .handle("endInterview", notYet)
      .handle("tabSwitch", notYet)
      .handle("assessmentReport", notYet)
      .handle("answerAnalysis", notYet)
      .handle("details", notYet)
      .handle("assessmentAnswers", notYet)
  ))
