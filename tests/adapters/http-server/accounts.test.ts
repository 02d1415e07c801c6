/** Every `/user` call over HTTP, including bad input, expired and reused codes and tokens, limits and enumeration. */
import { createHash, createHmac } from "node:crypto"
import { DatabaseSync } from "node:sqlite"
import { exportJWK, generateKeyPair, type JWK, SignJWT, createLocalJWKSet } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Google from "../../../adapters/node/google.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

const person = (email: string) => ({
  firstName: "Asha",
  lastName: "Verma",
  gender: "female",
  dateOfBirth: "1999-04-12",
  phone: "+91 98765 43210",
  email,
  password: "correct horse"
})

const codeIn = (server: TestServer, to: string) => {
  const mail = server.mail.filter((m) => m.to === to && m.kind === "verification-code").at(-1)
  return mail?.secret ?? ""
}
const linkIn = (server: TestServer, to: string) =>
  server.mail.filter((m) => m.to === to && m.kind === "password-reset").at(-1)?.secret ?? ""
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? ""

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const signup = async (email: string) => {
  const { status, body } = await server.call("/api/user/signup", { method: "POST", json: person(email) })
  expect(status).toBe(200)
  return body.data.token as string
}

describe("sign-up", () => {
  it("creates the account, answers data.token, and mails a 6-digit code", async () => {
    const { status, body } = await server.call("/api/user/signup", { method: "POST", json: person("new@example.com") })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.data.userEmail).toBe("new@example.com")
    expect(codeIn(server, "new@example.com")).toMatch(/^\d{6}$/)
  })

  it("refuses an e-mail that already has an account with 409, whatever its case", async () => {
    const { status, body } = await server.call("/api/user/signup", { method: "POST", json: person("NEW@Example.com") })
    expect(status).toBe(409)
    expect(body.message).toMatch(/already exists/)
  })

  it.each([
    ["firstName", { firstName: "  " }, /firstName/],
    ["lastName", { lastName: "x".repeat(51) }, /lastName/],
    ["gender", { gender: "robot" }, /gender/],
    ["dateOfBirth shape", { dateOfBirth: "12/04/1999" }, /dateOfBirth/],
    ["dateOfBirth real", { dateOfBirth: "2001-02-30" }, /dateOfBirth/],
    ["dateOfBirth past", { dateOfBirth: "2999-01-01" }, /dateOfBirth must be a date in the past/],
    ["phone", { phone: "call me" }, /phone/],
    ["email", { email: "asha.example.com" }, /email/],
    ["password", { password: "short" }, /at least 8/]
  ])("names the field when %s is wrong", async (_name, change, message) => {
    const { status, body } = await server.call("/api/user/signup", {
      method: "POST",
      json: { ...person("fields@example.com"), ...change }
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })
})

describe("sign-in and sessions", () => {
  it("signs in with the right password and the token opens the profile", async () => {
    await signup("login@example.com")
    const { status, body } = await server.call("/api/user/login", {
      method: "POST",
      json: { email: "Login@Example.com", password: "correct horse" }
    })
    expect(status).toBe(200)
    const profile = await server.call("/api/user/profile", { token: body.data.token })
    expect(profile.body.data).toMatchObject({
      email: "login@example.com",
      firstName: "Asha",
      isVerified: false,
      gender: "female",
      dateOfBirth: "1999-04-12"
    })
  })

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrong = await server.call("/api/user/login", { method: "POST", json: { email: "login@example.com", password: "nope nope" } })
    const unknown = await server.call("/api/user/login", { method: "POST", json: { email: "ghost@example.com", password: "nope nope" } })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.message).toBe(unknown.body.message)
  })

  it("logout revokes the token", async () => {
    const token = await signup("logout@example.com")
    expect((await server.call("/api/user/logout", { token })).status).toBe(200)
    expect((await server.call("/api/user/profile", { token })).status).toBe(401)
  })

  it("limits sign-in attempts per e-mail with a 429 that says when to retry", async () => {
    await signup("limited@example.com")
    const statuses: Array<number> = []
    let last: any
    for (let i = 0; i < 12; i++) {
      last = await server.call("/api/user/login", { method: "POST", json: { email: "limited@example.com", password: "wrong pass" } })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(last.body.message).toMatch(/try again in \d+ (minutes?|seconds?)/)
    const refused = await server.request("/api/user/login", { method: "POST", json: { email: "limited@example.com", password: "wrong pass" } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await refused.json()).retryAfterSeconds).toBe(Number(refused.headers.get("retry-after")))
  })
})

describe("a password guesser is throttled, not the account's owner", () => {
  let proxied: TestServer
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: "1" })
  })
  afterAll(() => proxied.dispose())

  const loginFrom = (address: string, password: string) =>
    proxied.request("/api/user/login", {
      method: "POST",
      headers: { "x-forwarded-for": address },
      json: { email: "owner@example.com", password }
    })

  it("ten wrong passwords from one address stop that address, while the right password from elsewhere signs in", async () => {
    expect((await proxied.call("/api/user/signup", { method: "POST", json: person("owner@example.com") })).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await loginFrom("198.51.100.7", "guess number " + i)).status).toBe(401)
    const stopped = await loginFrom("198.51.100.7", "guess number 10")
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await loginFrom("198.51.100.7", "correct horse")).status).toBe(429)
    const owner = await loginFrom("203.0.113.20", "correct horse")
    expect(owner.status).toBe(200)
    expect((await owner.json()).data.token).toEqual(expect.any(String))
  })

  it("guessing one e-mail from many addresses meets a cap of 100 guesses per 15 minutes", async () => {
    await proxied.call("/api/user/signup", { method: "POST", json: { ...person("target@example.com") } })
    const guess = (address: string) =>
      proxied.request("/api/user/login", { method: "POST", headers: { "x-forwarded-for": address }, json: { email: "target@example.com", password: "a guess" } })
    for (let a = 0; a < 10; a++) {
      const statuses = await Promise.all(Array.from({ length: 10 }, () => guess(`192.0.2.${a}`).then((r) => r.status)))
      expect(statuses.every((s) => s === 401)).toBe(true)
    }
    const capped = await guess("192.0.2.200")
    expect(capped.status).toBe(429)
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0)
  })
})

describe("profile", () => {
  it("updates the profile and refuses bad fields with their names", async () => {
    const token = await signup("profile@example.com")
    const update = { firstName: "Ash", lastName: "V", phone: "+1 555 010 9999", dateOfBirth: "1998-01-01", gender: "other" }
    const ok = await server.call("/api/user/profile", { method: "PUT", token, json: update })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject(update)
    const bad = await server.call("/api/user/profile", { method: "PUT", token, json: { ...update, gender: "" } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/gender/)
    const kept = await server.call("/api/user/profile", { token })
    expect(kept.body.data.gender).toBe("other")
  })
})

describe("e-mail verification", () => {
  it("verifies with the mailed code, and the profile says so", async () => {
    const token = await signup("verify@example.com")
    const code = codeIn(server, "verify@example.com")
    const { status, body } = await server.call(`/api/user/verify-email?code=${code}`, { token })
    expect(status).toBe(200)
    expect(body.data).toBe(true)
    expect((await server.call("/api/user/profile", { token })).body.data.isVerified).toBe(true)
  })

  it("refuses a wrong code, counts attempts, and stops after 5", async () => {
    const token = await signup("attempts@example.com")
    const right = codeIn(server, "attempts@example.com")
    const wrong = right === "000000" ? "111111" : "000000"
    const messages: Array<string> = []
    for (let i = 0; i < 5; i++) {
      const r = await server.call(`/api/user/verify-email?code=${wrong}`, { token })
      expect(r.status).toBe(400)
      messages.push(r.body.message)
    }
    expect(messages[0]).toMatch(/4 attempts left/)
    const sixth = await server.call(`/api/user/verify-email?code=${right}`, { token })
    expect(sixth.status).toBe(429)
    expect((await server.call("/api/user/profile", { token })).body.data.isVerified).toBe(false)
  })

  it("stores the code as an HMAC under the server's secret key, not as a bare SHA-256 a database reader could reverse", async () => {
    await signup("keyed@example.com")
    const code = codeIn(server, "keyed@example.com")
    const db = new DatabaseSync(server.databasePath)
    const { code_hash: stored } = db.prepare(
      "SELECT code_hash FROM verification_codes c JOIN users u ON u.id = c.user_id WHERE u.email = ? ORDER BY c.id DESC LIMIT 1"
    ).get("keyed@example.com") as { code_hash: string }
    const { value: key } = db.prepare("SELECT value FROM server_keys WHERE name = 'verification-codes'").get() as { value: string }
    db.close()
    expect(key.length).toBeGreaterThanOrEqual(32)
    expect(stored).not.toBe(createHash("sha256").update(code).digest("hex"))
    expect(stored).toBe(createHmac("sha256", key).update(code).digest("hex"))
  })

  it("with SECRET_KEY set, codes are keyed with it and no key is kept in the database", async () => {
    const secretKey = "a-test-secret-key-that-is-long-enough-0123456789"
    const keyed = await startTestServer({ SECRET_KEY: secretKey })
    try {
      const { body } = await keyed.call("/api/user/signup", { method: "POST", json: person("env-key@example.com") })
      const code = codeIn(keyed, "env-key@example.com")
      const db = new DatabaseSync(keyed.databasePath)
      const { code_hash: stored } = db.prepare("SELECT code_hash FROM verification_codes ORDER BY id DESC LIMIT 1").get() as { code_hash: string }
      const keys = db.prepare("SELECT COUNT(*) AS n FROM server_keys").get() as { n: number }
      db.close()
      expect(stored).toBe(createHmac("sha256", secretKey).update(code).digest("hex"))
      expect(keys.n).toBe(0)
      const verified = await keyed.call(`/api/user/verify-email?code=${code}`, { token: body.data.token })
      expect(verified.status).toBe(200)
    } finally {
      await keyed.dispose()
    }
  })

  it("refuses a code that is not 6 digits with 400", async () => {
    const token = await signup("shape@example.com")
    const r = await server.call("/api/user/verify-email?code=12ab", { token })
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/code/)
  })

  it("resends at most once a minute, and the old code stops working", async () => {
    const token = await signup("resend@example.com")
    const first = codeIn(server, "resend@example.com")
    const tooSoon = await server.call("/api/user/resend-email-verification-code", { token })
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.message).toMatch(/wait \d+ seconds/)
    // Age the first code past the one-minute interval.
    const db = new DatabaseSync(server.databasePath)
    db.exec("UPDATE verification_codes SET created_at = created_at - 61000")
    db.close()
    const again = await server.call("/api/user/resend-email-verification-code", { token })
    expect(again.status).toBe(200)
    const second = codeIn(server, "resend@example.com")
    if (first !== second) {
      expect((await server.call(`/api/user/verify-email?code=${first}`, { token })).status).toBe(400)
    }
    expect((await server.call(`/api/user/verify-email?code=${second}`, { token })).status).toBe(200)
  })

  it("refuses an expired code", async () => {
    const token = await signup("expired@example.com")
    const code = codeIn(server, "expired@example.com")
    const db = new DatabaseSync(server.databasePath)
    db.exec("UPDATE verification_codes SET expires_at = 0")
    db.close()
    const r = await server.call(`/api/user/verify-email?code=${code}`, { token })
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/expired/)
  })
})

describe("forgotten password and reset", () => {
  it("answers identically whether or not the e-mail has an account", async () => {
    await signup("forgot@example.com")
    const known = await server.call("/api/user/forgot-password?email=forgot@example.com")
    const unknown = await server.call("/api/user/forgot-password?email=nobody-here@example.com")
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
    expect(server.mail.filter((m) => m.to === "nobody-here@example.com")).toHaveLength(0)
    expect(linkIn(server, "forgot@example.com")).toMatch(/^http:\/\/rehearse\.test\/reset-password\?token=/)
  })

  it("checks a link, resets once, signs every session out, and the new password works", async () => {
    const oldToken = await signup("reset@example.com")
    await server.call("/api/user/forgot-password?email=reset@example.com")
    const token = tokenOf(linkIn(server, "reset@example.com"))
    const check = await server.call(`/api/user/reset-password/check?token=${token}`)
    expect(check.body.data.valid).toBe(true)
    const mismatch = await server.call(`/api/user/reset-password?token=${token}`, {
      method: "POST",
      json: { newPassword: "brand new pass", confirmPassword: "brand new pas" }
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toMatch(/match/)
    const reset = await server.call(`/api/user/reset-password?token=${token}`, {
      method: "POST",
      json: { newPassword: "brand new pass", confirmPassword: "brand new pass" }
    })
    expect(reset.status).toBe(200)
    expect((await server.call("/api/user/profile", { token: oldToken })).status).toBe(401)
    const reused = await server.call(`/api/user/reset-password?token=${token}`, {
      method: "POST",
      json: { newPassword: "another pass 1", confirmPassword: "another pass 1" }
    })
    expect(reused.status).toBe(400)
    expect((await server.call(`/api/user/reset-password/check?token=${token}`)).body.data.valid).toBe(false)
    const login = await server.call("/api/user/login", { method: "POST", json: { email: "reset@example.com", password: "brand new pass" } })
    expect(login.status).toBe(200)
    const oldPassword = await server.call("/api/user/login", { method: "POST", json: { email: "reset@example.com", password: "correct horse" } })
    expect(oldPassword.status).toBe(401)
  })

  it("refuses an expired or made-up link", async () => {
    await signup("stale@example.com")
    await server.call("/api/user/forgot-password?email=stale@example.com")
    const token = tokenOf(linkIn(server, "stale@example.com"))
    const db = new DatabaseSync(server.databasePath)
    db.exec("UPDATE reset_tokens SET expires_at = 0")
    db.close()
    for (const t of [token, "made-up"]) {
      expect((await server.call(`/api/user/reset-password/check?token=${t}`)).body.data.valid).toBe(false)
      const r = await server.call(`/api/user/reset-password?token=${t}`, {
        method: "POST",
        json: { newPassword: "brand new pass", confirmPassword: "brand new pass" }
      })
      expect(r.status).toBe(400)
      expect(r.body.message).toMatch(/invalid or has expired/)
    }
  })
})

describe("change password", () => {
  it("checks the current password, refuses the same one, then signs every session out", async () => {
    const token = await signup("change@example.com")
    const wrong = await server.call("/api/user/change-password", { method: "POST", token, json: { oldPassword: "not it at all", newPassword: "fresh password" } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/current password is incorrect/)
    const same = await server.call("/api/user/change-password", { method: "POST", token, json: { oldPassword: "correct horse", newPassword: "correct horse" } })
    expect(same.status).toBe(400)
    expect(same.body.message).toMatch(/different/)
    const short = await server.call("/api/user/change-password", { method: "POST", token, json: { oldPassword: "correct horse", newPassword: "short" } })
    expect(short.status).toBe(400)
    const ok = await server.call("/api/user/change-password", { method: "POST", token, json: { oldPassword: "correct horse", newPassword: "fresh password" } })
    expect(ok.status).toBe(200)
    expect((await server.call("/api/user/profile", { token })).status).toBe(401)
    expect((await server.call("/api/user/login", { method: "POST", json: { email: "change@example.com", password: "fresh password" } })).status).toBe(200)
  })
})

describe("Google sign-in", () => {
  const clientId = "rehearse-test.apps.googleusercontent.com"
  let google: TestServer
  let sign: (claims: Record<string, unknown>, options?: { audience?: string; issuer?: string; expiresIn?: string }) => Promise<string>

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256")
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" }
    const keys = createLocalJWKSet({ keys: [jwk] })
    sign = (claims, o = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(o.issuer ?? "https://accounts.google.com")
        .setAudience(o.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime(o.expiresIn ?? "5m")
        .sign(privateKey)
    google = await startTestServer({ GOOGLE_CLIENT_ID: clientId }, { google: Google.layer({ clientId, keys }) })
  })
  afterAll(() => google.dispose())

  it("creates an account from a valid token and signs into it again", async () => {
    const credential = await sign({ sub: "g-1", email: "gina@example.com", email_verified: true, given_name: "Gina", family_name: "Rao" })
    const first = await google.call("/api/user/auth/google/callback", { method: "POST", json: { credential } })
    expect(first.status).toBe(200)
    expect(first.body.data.userEmail).toBe("gina@example.com")
    const profile = await google.call("/api/user/profile", { token: first.body.data.token })
    expect(profile.body.data).toMatchObject({ firstName: "Gina", lastName: "Rao", isVerified: true })
    const again = await google.call("/api/user/auth/google/callback", { method: "POST", json: { credential } })
    expect(again.body.data.userEmail).toBe("gina@example.com")
  })

  it("keeps no control characters of a Google profile's names", async () => {
    const credential = await sign({ sub: "g-nul", email: "nul-name@example.com", email_verified: true, given_name: "Gi\u0000na\n", family_name: "R\u001bao" })
    const r = await google.call("/api/user/auth/google/callback", { method: "POST", json: { credential } })
    expect(r.status).toBe(200)
    const profile = await google.call("/api/user/profile", { token: r.body.data.token })
    expect(profile.body.data).toMatchObject({ firstName: "Gina", lastName: "Rao" })
  })

  it("joins an existing password account with the same verified e-mail", async () => {
    await google.call("/api/user/signup", { method: "POST", json: person("both@example.com") })
    const credential = await sign({ sub: "g-2", email: "both@example.com", email_verified: true })
    const r = await google.call("/api/user/auth/google/callback", { method: "POST", json: { credential } })
    expect(r.status).toBe(200)
    expect((await google.call("/api/user/profile", { token: r.body.data.token })).body.data.firstName).toBe("Asha")
  })

  it.each([
    ["another audience", { audience: "someone-else" }],
    ["another issuer", { issuer: "https://evil.example.com" }],
    ["an expired token", { expiresIn: "-1m" }]
  ])("refuses %s with 401", async (_name, options) => {
    const credential = await sign({ sub: "g-3", email: "x@example.com", email_verified: true }, options)
    const r = await google.call("/api/user/auth/google/callback", { method: "POST", json: { credential } })
    expect(r.status).toBe(401)
  })

  it("refuses a token signed by another key, and an unverified e-mail", async () => {
    const other = await generateKeyPair("RS256")
    const forged = await new SignJWT({ sub: "g-4", email: "f@example.com", email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" }).setIssuer("https://accounts.google.com").setAudience(clientId)
      .setExpirationTime("5m").sign(other.privateKey)
    expect((await google.call("/api/user/auth/google/callback", { method: "POST", json: { credential: forged } })).status).toBe(401)
    const unverified = await sign({ sub: "g-5", email: "u@example.com", email_verified: false })
    expect((await google.call("/api/user/auth/google/callback", { method: "POST", json: { credential: unverified } })).status).toBe(401)
  })

  it("is refused when GOOGLE_CLIENT_ID is not set, and config says so", async () => {
    expect((await server.call("/api/config")).body.data.googleClientId).toBeNull()
    expect((await google.call("/api/config")).body.data.googleClientId).toBe(clientId)
    const r = await server.call("/api/user/auth/google/callback", { method: "POST", json: { credential: "x.y.z" } })
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/not enabled/)
  })
})
