/** No plumbing on the wire or in the docs: error bodies are `{ success, message }`, no call is marked 501, no 404 for an icon. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../support/server.ts"

let server: TestServer
let token = ""
beforeAll(async () => {
  server = await startTestServer({ FREE_PLAN_INTERVIEWS: "0" })
  const signup = await server.call("/api/user/signup", {
    method: "POST",
    json: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "2000-01-01", phone: "+44 20 7946 0000", email: "ada@example.com", password: "long enough" }
  })
  token = signup.body.data.token
})
afterAll(() => server.dispose())

describe("error bodies are the envelope and nothing else", () => {
  it("400, 401, 402, 404 and 409 answer exactly { success: false, message }", async () => {
    const bad = await server.call("/api/interview/interview-by-status?status=DONE", { token })
    const unauthorised = await server.call("/api/user/profile", { token: "nope" })
    const quota = await server.call("/api/interview/start-interview", {
      method: "POST",
      token,
      json: { interviewObjectId: 1, questionProperties: {}, answerProperties: {} }
    })
    const missing = await server.call("/api/interview/details/999", { token })
    const taken = await server.call("/api/user/signup", {
      method: "POST",
      json: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "2000-01-01", phone: "+44 20 7946 0000", email: "ada@example.com", password: "long enough" }
    })
    const answers = [bad, unauthorised, quota, missing, taken]
    expect(answers.map((a) => a.status)).toEqual([400, 401, 402, 404, 409])
    for (const { body } of answers) {
      expect(Object.keys(body).sort()).toEqual(["message", "success"])
      expect(body.success).toBe(false)
      expect(typeof body.message).toBe("string")
    }
  })
})

describe("the API reference", () => {
  it("marks no call '501 … not built yet', and names no _tag in an error", async () => {
    const { body } = await server.call("/api/openapi.json")
    const text = JSON.stringify(body)
    expect(text).not.toContain("501")
    expect(text).not.toContain("not built yet")
    expect(text).not.toContain("_tag")
    const html = await (await server.request("/api/docs")).text()
    expect(html).not.toContain("not built yet")
  })

  it("/api/docs names its icon, so the browser asks for no missing /favicon.ico", async () => {
    const html = await (await server.request("/api/docs")).text()
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg"/)
  })
})
