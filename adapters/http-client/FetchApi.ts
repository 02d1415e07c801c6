/**
 * The `Api` port over HTTP with `fetch` (the browser's, Node's, or an in-process handler), decoding every
 * answer with the contract's Schemas. Failures become `ApiFailure` with the server's message; a 204 is the
 * error 'No Content' (spec §7); arrays of messages are joined by ', ' (spec §8).
 */
import { Effect, Layer, Schema } from "effect"
import { Envelope, MessageEnvelope } from "../../core/contract/envelope.ts"
import { FieldDefinitions } from "../../core/contract/fields.ts"
import {
  Feedback,
  InterviewDetails,
  InterviewMeta,
  InterviewType,
  ReportItem,
  StartedInterview,
  TabSwitchRecord,
  UserInterview
} from "../../core/contract/interview.ts"
import { AccountExport } from "../../core/contract/export.ts"
import { JobSkills } from "../../core/contract/job.ts"
import { Progress } from "../../core/contract/progress.ts"
import { ClientConfig } from "../../core/contract/SystemApi.ts"
import { TokenData, UserProfile } from "../../core/contract/user.ts"
import { Api, ApiFailure, type ApiShape } from "../../core/ports/Api.ts"

export interface FetchApiOptions {
  /** Prefix of every path, e.g. "" in the browser (same origin) or "http://localhost:8080". */
  readonly baseUrl: string
  /** The bearer token to send, read at each call. */
  readonly token: () => string | null
  readonly fetch?: (request: Request) => Promise<Response>
}

/** The server's message: a string, or an array of them joined by ', ' (spec §8); null when there is none. */
const messageOf = (body: unknown): string | null => {
  if (typeof body === "object" && body !== null && "message" in body) {
    const m = (body as { message: unknown }).message
    if (Array.isArray(m) && m.length > 0) return m.map(String).join(", ")
    if (typeof m === "string" && m.trim() !== "") return m
  }
  return null
}

export const makeFetchApi = (options: FetchApiOptions): ApiShape => {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request))

  const call = <A>(
    method: string,
    path: string,
    schema: Schema.Decoder<A>,
    body?: unknown
  ): Effect.Effect<A, ApiFailure> =>
    Effect.gen(function*() {
      const headers = new Headers({ accept: "application/json" })
      const token = options.token()
      if (token !== null) headers.set("authorization", `Bearer ${token}`)
      if (body !== undefined) headers.set("content-type", "application/json")
      const response = yield* Effect.tryPromise({
        try: (signal) =>
          doFetch(new Request(`${options.baseUrl}/api${path}`, {
            method,
            headers,
            signal,
            ...(body !== undefined ? { body: JSON.stringify(body) } : {})
          })),
        catch: () => new ApiFailure({ status: 0, message: "Could not reach the server. Check your connection and try again." })
      })
      if (response.status === 204) return yield* new ApiFailure({ status: 204, message: "No Content" })
      const text = yield* Effect.promise(() => response.text())
      let json: unknown = undefined
      try {
        json = text === "" ? undefined : JSON.parse(text)
      } catch {
        json = undefined
      }
      if (!response.ok) {
        const said = messageOf(json)
        return yield* new ApiFailure(
          said !== null
            ? { status: response.status, message: said, fromServer: true }
            : { status: response.status, message: `The server answered ${response.status}.` }
        )
      }
      return yield* Schema.decodeUnknownEffect(schema)(json).pipe(
        Effect.mapError(() => new ApiFailure({ status: response.status, message: "The server's answer was not what this app expected." }))
      )
    })

  const data = <A>(method: string, path: string, schema: Schema.Decoder<A>, body?: unknown): Effect.Effect<A, ApiFailure> =>
    Effect.map(call(method, path, Envelope(schema), body), (e) => e.data)
  const message = (method: string, path: string, body?: unknown) =>
    Effect.map(call(method, path, MessageEnvelope, body), (e) => e.message ?? "")
  const q = encodeURIComponent

  return {
    config: () => data("GET", "/config", ClientConfig),
    login: (body) => data("POST", "/user/login", TokenData, body),
    signup: (body) => data("POST", "/user/signup", TokenData, body),
    googleCallback: (credential) => data("POST", "/user/auth/google/callback", TokenData, { credential }),
    forgotPassword: (email) => message("GET", `/user/forgot-password?email=${q(email)}`),
    checkResetToken: (token) =>
      data("GET", `/user/reset-password/check?token=${q(token)}`, Schema.Struct({ valid: Schema.Boolean, expiresAt: Schema.NullOr(Schema.String) })),
    resetPassword: (token, newPassword, confirmPassword) =>
      message("POST", `/user/reset-password?token=${q(token)}`, { newPassword, confirmPassword }),
    logout: () => Effect.asVoid(message("GET", "/user/logout")),
    profile: () => data("GET", "/user/profile", UserProfile),
    updateProfile: (body) => data("PUT", "/user/profile", UserProfile, body),
    changePassword: (oldPassword, newPassword) => message("POST", "/user/change-password", { oldPassword, newPassword }),
    verifyEmail: (code) => data("GET", `/user/verify-email?code=${q(code)}`, Schema.Boolean),
    resendVerificationCode: () => data("GET", "/user/resend-email-verification-code", Schema.Boolean),
    deleteAccount: (password) => message("POST", "/user/delete-account", { password }),
    exportData: () => data("GET", "/user/export", AccountExport),

    availableInterviews: () => data("GET", "/dashboard/available-interviews", Schema.Array(InterviewType)),
    interviewsByStatus: (status) => data("GET", `/interview/interview-by-status?status=${q(status)}`, Schema.Array(UserInterview)),
    interviewMeta: (typeId) => data("GET", `/interview/interview-meta/${typeId}`, InterviewMeta),
    startInterview: (body) => Effect.map(data("POST", "/interview/start-interview", StartedInterview, body), (d) => d.userInterview),
    scheduleInterview: (body) => Effect.map(data("POST", "/interview/schedule", StartedInterview, body), (d) => d.userInterview),
    question: (id) =>
      Effect.map(call("GET", `/interview/question/${id}`, Envelope(FieldDefinitions)), (e) => ({
        ...(e.message !== undefined ? { message: e.message } : {}),
        fields: e.data
      })),
    submitResponse: (id, body) => data("POST", `/interview/submit-response/${id}`, Schema.Array(Feedback), body),
    endInterview: (id, isTabSwitch) => message("GET", `/interview/end-interview/${id}${isTabSwitch ? "?isTabSwitch=1" : ""}`),
    tabSwitch: (id) =>
      Effect.map(data("GET", `/interview/tab-switch/${id}`, TabSwitchRecord), (d) => ({ totalTabSwitches: d.totalTabSwitches, closed: d.closed })),
    assessmentReport: (id) => data("GET", `/interview/assessment-report/${id}`, Schema.Array(ReportItem)),
    answerAnalysis: (questionId) => data("GET", `/interview/answer-analysis/${questionId}`, FieldDefinitions),
    details: (id) => data("GET", `/interview/details/${id}`, InterviewDetails),
    assessmentAnswers: (id) => data("GET", `/interview/assessment-answers/${id}`, Schema.Array(ReportItem)),

    progress: (options) => {
      const query = new URLSearchParams()
      if (options.interviews !== undefined) query.set("interviews", String(options.interviews))
      if (options.utcOffsetMinutes !== undefined) query.set("utcOffsetMinutes", String(options.utcOffsetMinutes))
      const search = query.toString()
      return data("GET", `/dashboard/progress${search === "" ? "" : `?${search}`}`, Progress)
    },
    startWeakPoints: (body) => Effect.map(data("POST", "/interview/weak-points", StartedInterview, body), (d) => d.userInterview),
    jobSkills: (body) => data("POST", "/interview/job-skills", JobSkills, body)
  }
}

export const layer = (options: FetchApiOptions) => Layer.succeed(Api)(Api.of(makeFetchApi(options)))
