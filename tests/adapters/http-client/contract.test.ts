/**
 * The fetch adapter against the contract: every method of the Api port is called against a recorder, and every
 * request it makes must be an endpoint of the contract (method, path, query keys), every endpoint the SDK uses must
 * be asked for, and each by exactly one method — so a path changed in the contract cannot drift from the client.
 */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeFetchApi } from "../../../adapters/http-client/FetchApi.ts"
import { HttpContract } from "../../../core/contract/HttpContract.ts"
import type { ApiShape } from "../../../core/ports/Api.ts"

interface Recorded {
  readonly method: string
  readonly path: string
  readonly query: ReadonlyArray<string>
  readonly json: boolean
}

/** One call of every method of the port, with arguments of the right shape (the answer does not matter). */
const everyCall: { readonly [K in keyof ApiShape]: (api: ApiShape) => Effect.Effect<unknown, unknown> } = {
  config: (api) => api.config(),
  login: (api) => api.login({ email: "a@b.c", password: "long enough" }),
  signup: (api) =>
    api.signup({ firstName: "A", lastName: "B", gender: "female", dateOfBirth: "2000-01-01", phone: "+1", email: "a@b.c", password: "long enough" }),
  googleCallback: (api) => api.googleCallback("credential"),
  forgotPassword: (api) => api.forgotPassword("a@b.c"),
  checkResetToken: (api) => api.checkResetToken("token"),
  resetPassword: (api) => api.resetPassword("token", "new password", "new password"),
  logout: (api) => api.logout(),
  profile: (api) => api.profile(),
  updateProfile: (api) => api.updateProfile({ firstName: "A", lastName: "B", phone: "+1", dateOfBirth: "2000-01-01", gender: "other" }),
  changePassword: (api) => api.changePassword("old password", "new password"),
  verifyEmail: (api) => api.verifyEmail("123456"),
  resendVerificationCode: (api) => api.resendVerificationCode(),
  deleteAccount: (api) => api.deleteAccount("password"),
  exportData: (api) => api.exportData(),
  availableInterviews: (api) => api.availableInterviews(),
  interviewsByStatus: (api) => api.interviewsByStatus("COMPLETED"),
  interviewMeta: (api) => api.interviewMeta(7),
  startInterview: (api) => api.startInterview({ interviewObjectId: 1, questionProperties: {}, answerProperties: {} }),
  scheduleInterview: (api) =>
    api.scheduleInterview({ interviewObjectId: 1, questionProperties: {}, answerProperties: {}, scheduledAt: "2030-01-01T10:00:00.000Z" }),
  question: (api) => api.question(7),
  submitResponse: (api) => api.submitResponse(7, { question: "Q", answer: "A", questionId: 1, status: "ANSWERED" }),
  endInterview: (api) => api.endInterview(7, true),
  tabSwitch: (api) => api.tabSwitch(7),
  assessmentReport: (api) => api.assessmentReport(7),
  answerAnalysis: (api) => api.answerAnalysis(7),
  details: (api) => api.details(7),
  assessmentAnswers: (api) => api.assessmentAnswers(7),
  progress: (api) => api.progress({ interviews: 10, utcOffsetMinutes: 60 }),
  startWeakPoints: (api) => api.startWeakPoints({ questions: 5 }),
  jobSkills: (api) => api.jobSkills({ jobDescription: "Backend engineer: Go, Kafka and PostgreSQL." })
}

/** Endpoints the server offers that the SDK has no call for. */
const NOT_CALLED_BY_THE_SDK = new Set(["system.health"])

const contractEndpoints = Object.values(HttpContract.groups).flatMap((group) =>
  Object.values(group.endpoints).map((endpoint) => ({
    name: `${group.identifier}.${endpoint.identifier}`,
    method: endpoint.method as string,
    pattern: new RegExp(`^${endpoint.path.replace(/:id\b/g, "[0-9]+")}$`),
    queryKeys: endpoint.query === undefined
      ? []
      : (endpoint.query.ast as unknown as { readonly propertySignatures: ReadonlyArray<{ readonly name: PropertyKey }> })
        .propertySignatures.map((p) => String(p.name)),
    takesBody: endpoint.payload.size > 0
  }))
)

const record = async (call: (api: ApiShape) => Effect.Effect<unknown, unknown>): Promise<Array<Recorded>> => {
  const seen: Array<Recorded> = []
  const api = makeFetchApi({
    baseUrl: "http://rehearse.test",
    token: () => "token",
    fetch: async (request) => {
      const url = new URL(request.url)
      seen.push({ method: request.method, path: url.pathname, query: [...url.searchParams.keys()], json: request.headers.get("content-type") === "application/json" })
      return new Response(null, { status: 204 })
    }
  })
  await Effect.runPromiseExit(call(api))
  return seen
}

describe("the fetch adapter against the contract", () => {
  it("asks, for every method of the Api port, one endpoint of the contract with its method, path, query and body", async () => {
    const used = new Map<string, string>()
    for (const [method, call] of Object.entries(everyCall)) {
      const requests = await record(call)
      expect(requests, method).toHaveLength(1)
      const request = requests[0]!
      const matches = contractEndpoints.filter((e) => e.method === request.method && e.pattern.test(request.path))
      expect(matches.map((e) => e.name), `${method}: ${request.method} ${request.path}`).toHaveLength(1)
      const endpoint = matches[0]!
      for (const key of request.query) expect(endpoint.queryKeys, `${method} sends ?${key}`).toContain(key)
      expect(request.json, `${method} sends a JSON body`).toBe(endpoint.takesBody)
      expect(used.get(endpoint.name), `${endpoint.name} is asked by two methods`).toBeUndefined()
      used.set(endpoint.name, method)
    }
    const unused = contractEndpoints.map((e) => e.name).filter((name) => !used.has(name) && !NOT_CALLED_BY_THE_SDK.has(name))
    expect(unused).toEqual([])
  })
})
