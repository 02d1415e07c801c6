/** The server's walls: the contract on the wire, envelope errors, security headers and limits. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../support/server.ts"

const SPEC_CALLS = [
  "POST /api/user/auth/google/callback",
  "POST /api/user/login",
  "POST /api/user/signup",
  "GET /api/user/forgot-password",
  "POST /api/user/reset-password",
  "GET /api/user/logout",
  "GET /api/user/profile",
  "PUT /api/user/profile",
  "POST /api/user/change-password",
  "GET /api/user/verify-email",
  "GET /api/user/resend-email-verification-code",
  "GET /api/dashboard/available-interviews",
  "GET /api/interview/interview-by-status",
  "GET /api/interview/interview-meta/{id}",
  "POST /api/interview/start-interview",
  "GET /api/interview/question/{id}",
  "POST /api/interview/submit-response/{id}",
  "GET /api/interview/end-interview/{id}",
  "GET /api/interview/tab-switch/{id}",
  "GET /api/interview/assessment-report/{id}",
  "GET /api/interview/answer-analysis/{id}",
  "GET /api/interview/details/{id}",
  "GET /api/interview/assessment-answers/{id}"
]

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: "2048" })
})
afterAll(() => server.dispose())

describe("the contract", () => {
  it("/api/openapi.json lists all 23 calls of spec §7", async () => {
    const { status, body } = await server.call("/api/openapi.json")
    expect(status).toBe(200)
    const listed = Object.entries(body.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)
    )
    expect(SPEC_CALLS.filter((c) => !listed.includes(c))).toEqual([])
    expect(SPEC_CALLS).toHaveLength(23)
  })

  it("/api/docs is a readable page with every call and no script", async () => {
    const response = await server.request("/api/docs")
    const html = await response.text()
    expect(response.headers.get("content-type")).toContain("text/html")
    expect(html).not.toContain("<script")
    for (const call of SPEC_CALLS) expect(html).toContain(call.split(" ")[1]!.replace(/[{}]/g, (c) => c))
  })
})

describe("malformed input gets a 400 that names the problem", () => {
  it("a body field of the wrong shape", async () => {
    const { status, body } = await server.call("/api/user/login", { method: "POST", json: { email: "nope", password: "x" } })
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false })
    expect(body.message).toMatch(/email/)
  })

  it("a missing body field", async () => {
    const { status, body } = await server.call("/api/user/login", { method: "POST", json: { email: "a@b.co" } })
    expect(status).toBe(400)
    expect(body.message).toMatch(/password/)
  })

  it("a body that is not JSON", async () => {
    const { status, body } = await server.call("/api/user/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json"
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(/JSON/)
  })

  it("a query parameter", async () => {
    const { status, body } = await server.call("/api/user/forgot-password?email=not-an-email")
    expect(status).toBe(400)
    expect(body.message).toMatch(/email/)
  })

  it("a missing query parameter", async () => {
    const { status, body } = await server.call("/api/user/forgot-password")
    expect(status).toBe(400)
    expect(body.message).toMatch(/email/)
  })

  it("an unknown API path answers 404 in the envelope", async () => {
    const { status, body } = await server.call("/api/nothing-here")
    expect(status).toBe(404)
    expect(body.success).toBe(false)
  })
})

describe("no input gets a 5xx or an answer outside the envelope", () => {
  it("a malformed percent-escape anywhere in the path answers 400 in the envelope", async () => {
    for (const path of ["/%ZZ", "/api/interview/question/%ZZ", "/%c0%ae%c0%ae/", "/api/user/%E0%A4%A", "/assets/%"]) {
      const { status, body } = await server.call(path)
      expect({ path, status }).toEqual({ path, status: 400 })
      expect(body).toMatchObject({ success: false, message: expect.stringMatching(/percent-escape/) })
    }
  })

  it("a body that is not JSON (text, form, multipart, XML) answers 415 in the envelope with a sentence", async () => {
    const multipart = new FormData()
    multipart.set("email", "a@b.co")
    const bodies: Array<[string | undefined, BodyInit]> = [
      ["text/plain", "email=a@b.co"],
      ["application/x-www-form-urlencoded", "email=a%40b.co&password=x"],
      [undefined, multipart],
      ["application/xml", "<login><email>a@b.co</email></login>"]
    ]
    for (const [type, body] of bodies) {
      const response = await server.request("/api/user/login", { method: "POST", body, ...(type ? { headers: { "content-type": type } } : {}) })
      expect(response.status).toBe(415)
      expect(response.headers.get("content-type")).toContain("application/json")
      expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(/Content-Type: application\/json/) })
    }
  })

  it("a method an API call does not take answers in the envelope", async () => {
    const { status, body } = await server.call("/api/user/login", { method: "DELETE" })
    expect(status).toBeLessThan(500)
    expect(body).toMatchObject({ success: false, message: expect.any(String) })
  })
})

describe("protection", () => {
  it("a protected call without a token answers 401, never 403", async () => {
    for (const path of ["/api/user/profile", "/api/dashboard/available-interviews", "/api/interview/question/1"]) {
      const { status, body } = await server.call(path)
      expect(status).toBe(401)
      expect(body.success).toBe(false)
    }
  })

  it("a protected call with an unknown token answers 401", async () => {
    const { status } = await server.call("/api/user/profile", { token: "made-up-token" })
    expect(status).toBe(401)
  })

  it("a body over the limit answers 413", async () => {
    const { status, body } = await server.call("/api/user/login", {
      method: "POST",
      json: { email: "a@b.co", password: "x".repeat(5000) }
    })
    expect(status).toBe(413)
    expect(body.message).toMatch(/limit/)
  })

  it("answers that carry a token or personal data are never kept by a cache", async () => {
    const signup = await server.request("/api/user/signup", {
      method: "POST",
      json: { firstName: "Cache", lastName: "Less", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email: "nostore@example.com", password: "no store pass" }
    })
    expect(signup.status).toBe(200)
    expect(signup.headers.get("cache-control")).toBe("no-store")
    const { data } = await signup.json()
    const login = await server.request("/api/user/login", { method: "POST", json: { email: "nostore@example.com", password: "no store pass" } })
    expect(login.headers.get("cache-control")).toBe("no-store")
    const profile = await server.request("/api/user/profile", { token: data.token })
    expect(profile.status).toBe(200)
    expect(profile.headers.get("cache-control")).toBe("no-store")
    expect((await server.request("/api/user/profile")).headers.get("cache-control")).toBe("no-store")
  })

  it("every response carries the security headers", async () => {
    for (const path of ["/api/health", "/", "/api/user/profile"]) {
      const response = await server.request(path)
      const csp = response.headers.get("content-security-policy") ?? ""
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("referrer-policy")).toBeTruthy()
    }
  })

  it("each request is logged as one JSON line with its id, status and timing", async () => {
    const response = await server.request("/api/health", { headers: { "x-request-id": "trace-123" } })
    expect(response.headers.get("x-request-id")).toBe("trace-123")
    const line = server.logs.find((l) => l.requestId === "trace-123")
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/api/health", status: 200 })
    expect(typeof line?.ms).toBe("number")
  })
})

describe("configuration for the browser", () => {
  it("tells the support address and whether Google sign-in is on", async () => {
    const { body } = await server.call("/api/config")
    expect(body).toEqual({ success: true, data: { supportEmail: "support@rehearse.local", googleClientId: null } })
  })
})
