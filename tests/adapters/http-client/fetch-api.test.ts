/** The Api port over fetch, against the real handlers: decoded data, server messages, 401, 204 and no network. */
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFetchApi } from "../../../adapters/http-client/FetchApi.ts"
import type { ApiShape } from "../../../core/ports/Api.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

let server: TestServer
let token: string | null = null
let api: ApiShape
const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runPromise(e)
const failure = async <A, E>(e: Effect.Effect<A, E>) => {
  const exit = await Effect.runPromiseExit(e)
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  return JSON.parse(JSON.stringify(exit.cause)).reasons[0].error as { status: number; message: string }
}

beforeAll(async () => {
  server = await startTestServer()
  api = makeFetchApi({ baseUrl: "http://rehearse.test", token: () => token, fetch: server.handler })
})
afterAll(() => server.dispose())

describe("the Api port over fetch", () => {
  it("signs up, reads the profile and drives an interview with decoded answers", async () => {
    const auth = await run(api.signup({
      firstName: "Mira",
      lastName: "Shah",
      gender: "female",
      dateOfBirth: "2000-02-29",
      phone: "+44 7700 900123",
      email: "mira@example.com",
      password: "long enough"
    }))
    token = auth.token
    expect((await run(api.profile())).email).toBe("mira@example.com")
    const types = await run(api.availableInterviews())
    const started = await run(api.startInterview({
      interviewObjectId: types.find((t) => t.name === "python")!.id,
      questionProperties: { questionCount: 3 },
      answerProperties: {}
    }))
    expect(started.status).toBe("IN_PROGRESS")
    const q = await run(api.question(started.id))
    const field = q.fields.find((f) => f.key === "question")!
    const feedback = await run(api.submitResponse(started.id, {
      question: String(field.properties?.content),
      answer: "I am not sure.",
      questionId: Number(field.id),
      status: "ANSWERED"
    }))
    expect(feedback[0]!.score).toBeTypeOf("number")
    expect(await run(api.tabSwitch(started.id))).toEqual({ totalTabSwitches: 1, closed: false })
    expect(await run(api.endInterview(started.id, false))).toBe("Interview marked as completed!")
  })

  it("fails with the server's status and message", async () => {
    const e = await failure(api.login({ email: "mira@example.com", password: "wrong one" }))
    expect(e).toMatchObject({ status: 401, message: "Invalid email or password." })
    const saved = token
    token = "stale"
    expect((await failure(api.profile())).status).toBe(401)
    token = saved
  })

  it("treats 204 as the error 'No Content' and joins arrays of messages", async () => {
    const fake = (response: Response) => makeFetchApi({ baseUrl: "http://rehearse.test", token: () => null, fetch: async () => response })
    expect(await failure(fake(new Response(null, { status: 204 })).profile())).toEqual({ _tag: "ApiFailure", status: 204, message: "No Content" })
    const joined = await failure(fake(Response.json({ success: false, message: ["a is wrong", "b is wrong"] }, { status: 400 })).profile())
    expect(joined).toMatchObject({ message: "a is wrong, b is wrong", fromServer: true })
    // Without a message in the body the sentence is the adapter's, so screens use their spec §8 fallback.
    const silent = await failure(fake(new Response("oops", { status: 500 })).profile())
    expect(silent.status).toBe(500)
    expect((silent as { fromServer?: boolean }).fromServer).toBeUndefined()
  })

  it("says when the server cannot be reached, and when its answer has the wrong shape", async () => {
    const down = makeFetchApi({ baseUrl: "http://rehearse.test", token: () => null, fetch: () => Promise.reject(new TypeError("fetch failed")) })
    expect((await failure(down.config())).status).toBe(0)
    const odd = makeFetchApi({ baseUrl: "http://rehearse.test", token: () => null, fetch: async () => Response.json({ success: true, data: { nope: 1 } }) })
    expect((await failure(odd.profile())).message).toMatch(/not what this app expected/)
  })
})
