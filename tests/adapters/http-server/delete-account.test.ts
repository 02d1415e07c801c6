/** Deleting an account over HTTP (issue #17): the password asked again, then nothing of the account is left to use. */
import { exportJWK, generateKeyPair, type JWK, SignJWT, createLocalJWKSet } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Google from "../../../adapters/node/google.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

const clientId = "rehearse-test.apps.googleusercontent.com"
const person = (email: string) => ({
  firstName: "Asha", lastName: "Rao", gender: "female", dateOfBirth: "1998-03-14", phone: "+91 98765 43210", email, password: "long enough"
})

describe("POST /api/user/delete-account", () => {
  let server: TestServer
  let sign: (claims: Record<string, unknown>) => Promise<string>

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256")
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" }
    sign = (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "test-key" }).setIssuer("https://accounts.google.com")
        .setAudience(clientId).setIssuedAt().setExpirationTime("5m").sign(privateKey)
    server = await startTestServer({ GOOGLE_CLIENT_ID: clientId }, { google: Google.layer({ clientId, keys: createLocalJWKSet({ keys: [jwk] }) }) })
  })
  afterAll(() => server?.dispose())

  it("asks for the password again: a wrong or missing one deletes nothing and keeps the user signed in", async () => {
    const token = (await server.call("/api/user/signup", { method: "POST", json: person("keep@example.com") })).body.data.token
    const wrong = await server.call("/api/user/delete-account", { method: "POST", token, json: { password: "not my password" } })
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: "Your password is incorrect." } })
    const missing = await server.call("/api/user/delete-account", { method: "POST", token, json: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain("password")
    const empty = await server.call("/api/user/delete-account", { method: "POST", token, json: { password: "" } })
    expect(empty.body.message).toContain("password is required")
    expect((await server.call("/api/user/profile", { token })).status).toBe(200)
    expect((await server.call("/api/user/delete-account", { method: "POST", json: { password: "long enough" } })).status).toBe(401)
  })

  it("with the right password: the account, its sessions and its interviews are gone; the address can sign up afresh", async () => {
    const token = (await server.call("/api/user/signup", { method: "POST", json: person("gone@example.com") })).body.data.token
    const second = (await server.call("/api/user/login", { method: "POST", json: { email: "gone@example.com", password: "long enough" } })).body.data.token
    const types = (await server.call("/api/dashboard/available-interviews", { token })).body.data as Array<{ id: number; name: string }>
    const started = await server.call("/api/interview/start-interview", {
      method: "POST", token, json: { interviewObjectId: types.find((t) => t.name === "python")!.id, questionProperties: { questionCount: 3 }, answerProperties: {} }
    })
    const interviewId = started.body.data.userInterview.id

    expect(server.mail.some((m) => m.to === "gone@example.com")).toBe(true)
    const deleted = await server.call("/api/user/delete-account", { method: "POST", token, json: { password: "long enough" } })
    expect(deleted).toMatchObject({ status: 200, body: { success: true, message: "Your account and everything in it have been deleted." } })
    // the mailer's copies of their messages went with it; another account's stay
    expect(server.mail.filter((m) => m.to === "gone@example.com")).toEqual([])
    expect(server.mail.some((m) => m.to === "keep@example.com")).toBe(true)
    expect((await server.call("/api/user/profile", { token })).status).toBe(401)
    expect((await server.call("/api/user/profile", { token: second })).status).toBe(401)
    expect((await server.call("/api/user/login", { method: "POST", json: { email: "gone@example.com", password: "long enough" } })).status).toBe(401)

    const again = (await server.call("/api/user/signup", { method: "POST", json: person("gone@example.com") })).body.data.token
    expect((await server.call(`/api/interview/details/${interviewId}`, { token: again })).status).toBe(404)
    expect((await server.call("/api/interview/interview-by-status?status=IN_PROGRESS", { token: again })).body.data).toEqual([])
  })

  it("a Google-only account has no password: its e-mail address confirms instead", async () => {
    const credential = await sign({ sub: "g-del", email: "gina@example.com", email_verified: true, given_name: "Gina", family_name: "Rao" })
    const token = (await server.call("/api/user/auth/google/callback", { method: "POST", json: { credential } })).body.data.token
    const wrong = await server.call("/api/user/delete-account", { method: "POST", token, json: { password: "anything" } })
    expect(wrong).toMatchObject({ status: 400, body: { message: "This account signs in with Google and has no password: type its e-mail address to confirm." } })
    const ok = await server.call("/api/user/delete-account", { method: "POST", token, json: { password: "Gina@example.com" } })
    expect(ok.status).toBe(200)
    expect((await server.call("/api/user/profile", { token })).status).toBe(401)
  })

  it("stops guessing: after ten wrong passwords in a row, the next is refused with 429", async () => {
    const token = (await server.call("/api/user/signup", { method: "POST", json: person("guess@example.com") })).body.data.token
    for (let i = 0; i < 10; i++) {
      expect((await server.call("/api/user/delete-account", { method: "POST", token, json: { password: `guess ${i}` } })).status).toBe(400)
    }
    expect((await server.call("/api/user/delete-account", { method: "POST", token, json: { password: "long enough" } })).status).toBe(429)
  })
})
