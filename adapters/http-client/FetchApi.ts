/**
 * The `Api` port over HTTP with `fetch` (the browser's, Node's, or an in-process handler). Each call names its
 * endpoint of the contract, which gives its method, its path and the Schema its answer is decoded with. Failures become `ApiFailure` with the server's message; a 204 is the
 * error 'No Content' (spec §7); arrays of messages are joined by ', ' (spec §8).
 */
import { Effect, Layer, Schema } from "effect"
import { HttpContract } from "../../core/contract/HttpContract.ts"
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

/** What a call sends besides its endpoint: the path's `:id`, the query (unset values left out) and the JSON body. */
interface Sent {
  readonly id?: number
  readonly query?: Record<string, string | undefined>
  readonly body?: unknown
}

/** What this adapter reads of a contract endpoint: method, path, and the schema of its answer (the envelope). */
interface Endpoint<A> {
  readonly method: string
  readonly path: string
  readonly success: ReadonlySet<Schema.Top>
  readonly "~Success": { readonly Type: A }
}

/** An endpoint's address: its path with `:id` filled in, and its query string. */
const addressOf = (endpoint: Endpoint<unknown>, sent: Sent): string => {
  const path = sent.id === undefined ? endpoint.path : endpoint.path.replace(":id", String(sent.id))
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(sent.query ?? {})) if (value !== undefined) query.set(key, value)
  const search = query.toString()
  return search === "" ? path : `${path}?${search}`
}

const { publicUser, user, dashboard, interview, system } = HttpContract.groups

export const makeFetchApi = (options: FetchApiOptions): ApiShape => {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request))

  const call = <A>(endpoint: Endpoint<A>, sent: Sent = {}): Effect.Effect<A, ApiFailure> =>
    Effect.gen(function*() {
      const headers = new Headers({ accept: "application/json" })
      const token = options.token()
      if (token !== null) headers.set("authorization", `Bearer ${token}`)
      if (sent.body !== undefined) headers.set("content-type", "application/json")
      const response = yield* Effect.tryPromise({
        try: (signal) =>
          doFetch(new Request(`${options.baseUrl}${addressOf(endpoint, sent)}`, {
            method: endpoint.method,
            headers,
            signal,
            ...(sent.body !== undefined ? { body: JSON.stringify(sent.body) } : {})
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
      const [success] = endpoint.success
      return yield* Schema.decodeUnknownEffect(success as Schema.Decoder<A>)(json).pipe(
        Effect.mapError(() => new ApiFailure({ status: response.status, message: "The server's answer was not what this app expected." }))
      )
    })

  const data = <A>(endpoint: Endpoint<{ readonly data: A }>, sent?: Sent): Effect.Effect<A, ApiFailure> =>
    Effect.map(call(endpoint, sent), (answer) => answer.data)
  const message = (endpoint: Endpoint<{ readonly message?: string | undefined }>, sent?: Sent): Effect.Effect<string, ApiFailure> =>
    Effect.map(call(endpoint, sent), (answer) => answer.message ?? "")

  return {
    config: () => data(system.endpoints.config),
    login: (body) => data(publicUser.endpoints.login, { body }),
    signup: (body) => data(publicUser.endpoints.signup, { body }),
    googleCallback: (credential) => data(publicUser.endpoints.googleCallback, { body: { credential } }),
    forgotPassword: (email) => message(publicUser.endpoints.forgotPassword, { query: { email } }),
    checkResetToken: (token) => data(publicUser.endpoints.checkResetToken, { query: { token } }),
    resetPassword: (token, newPassword, confirmPassword) =>
      message(publicUser.endpoints.resetPassword, { query: { token }, body: { newPassword, confirmPassword } }),
    logout: () => Effect.asVoid(message(user.endpoints.logout)),
    profile: () => data(user.endpoints.getProfile),
    updateProfile: (body) => data(user.endpoints.updateProfile, { body }),
    changePassword: (oldPassword, newPassword) => message(user.endpoints.changePassword, { body: { oldPassword, newPassword } }),
    verifyEmail: (code) => data(user.endpoints.verifyEmail, { query: { code } }),
    resendVerificationCode: () => data(user.endpoints.resendVerificationCode),
    deleteAccount: (password) => message(user.endpoints.deleteAccount, { body: { password } }),
    exportData: () => data(user.endpoints.exportData),

    availableInterviews: () => data(dashboard.endpoints.availableInterviews),
    interviewsByStatus: (status) => data(interview.endpoints.interviewByStatus, { query: { status } }),
    interviewMeta: (id) => data(interview.endpoints.interviewMeta, { id }),
    startInterview: (body) => Effect.map(data(interview.endpoints.startInterview, { body }), (d) => d.userInterview),
    scheduleInterview: (body) => Effect.map(data(interview.endpoints.scheduleInterview, { body }), (d) => d.userInterview),
    question: (id) =>
      Effect.map(call(interview.endpoints.question, { id }), (e) => ({
        ...(e.message !== undefined ? { message: e.message } : {}),
        fields: e.data
      })),
    submitResponse: (id, body) => data(interview.endpoints.submitResponse, { id, body }),
    endInterview: (id, isTabSwitch) => message(interview.endpoints.endInterview, { id, query: { isTabSwitch: isTabSwitch ? "1" : undefined } }),
    tabSwitch: (id) => data(interview.endpoints.tabSwitch, { id }),
    assessmentReport: (id) => data(interview.endpoints.assessmentReport, { id }),
    answerAnalysis: (questionId) => data(interview.endpoints.answerAnalysis, { id: questionId }),
    details: (id) => data(interview.endpoints.details, { id }),
    assessmentAnswers: (id) => data(interview.endpoints.assessmentAnswers, { id }),

    progress: (options) =>
      data(dashboard.endpoints.progress, {
        query: {
          interviews: options.interviews === undefined ? undefined : String(options.interviews),
          utcOffsetMinutes: options.utcOffsetMinutes === undefined ? undefined : String(options.utcOffsetMinutes)
        }
      }),
    startWeakPoints: (body) => Effect.map(data(interview.endpoints.startWeakPoints, { body }), (d) => d.userInterview),
    jobSkills: (body) => data(interview.endpoints.jobSkills, { body })
  }
}

export const layer = (options: FetchApiOptions) => Layer.succeed(Api)(Api.of(makeFetchApi(options)))
