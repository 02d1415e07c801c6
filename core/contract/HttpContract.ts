/** The whole wire contract: every call of spec §7 under `/api`, plus the calls the product adds. */
import { HttpApi, OpenApi } from "effect/http-api"
import { DashboardApi, InterviewApi } from "./InterviewApi.ts"
import { SystemApi } from "./SystemApi.ts"
import { PublicUserApi, UserApi } from "./UserApi.ts"

export class HttpContract extends HttpApi.make("rehearse")
  .add(PublicUserApi)
  .add(UserApi)
  .add(DashboardApi)
  .add(InterviewApi)
  .add(SystemApi)
  .prefix("/api")
  .annotateMerge(OpenApi.annotations({
    title: "Rehearse API",
    version: "1.0.0",
    description: "Interview practice: accounts, interview types, live interviews, feedback and reports. " +
      "Every response is an envelope { success, message?, data? }."
  }))
{}
