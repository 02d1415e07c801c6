import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { allTasks } from "nanostores"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { $auth, signedIn } from "../../../core/sdk/auth.ts"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor, within } from "../dom.tsx"
import { field, findToast, submit, type } from "./kit.tsx"

const logoutTokens: Array<string | null> = []
let logoutAnswer: () => Response = () => HttpResponse.json({ success: true, message: "Logged out" })
const server = setupServer(
  http.get("/api/user/logout", ({ request }) => {
    logoutTokens.push(request.headers.get("authorization"))
    return logoutAnswer()
  }),
  http.get("/api/user/profile", () =>
    HttpResponse.json({
      success: true,
      data: {
        isVerified: false,
        firstName: "Ada",
        lastName: "Lovelace",
        gender: "female",
        dateOfBirth: "1815-12-10",
        phone: "+44 20 7946 0000",
        email: "ada@example.com",
        plan: "free"
      }
    })),
  http.get("/api/user/verify-email", () =>
    HttpResponse.json({ success: false, message: "Your session has expired or is not valid. Please log in again." }, { status: 401 }))
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  logoutTokens.length = 0
  logoutAnswer = () => HttpResponse.json({ success: true, message: "Logged out" })
})
afterAll(() => server.close())

const logoutButton = () => within(screen.getByRole("navigation", { name: "Account" })).getByRole("button", { name: "Logout" })

describe("session (spec §4 'Authentication')", () => {
  it("logout clears local state even when the server fails, and still revokes with the token", async () => {
    logoutAnswer = () => new HttpResponse(null, { status: 500 })
    signedIn("tok-7", "ada@example.com")
    localStorage.setItem("emailVerified", "true")
    const app = renderApp("/")
    click(logoutButton())
    expect($auth.get().isAuthenticated).toBe(false)
    expect(["token", "user", "emailVerified"].map((k) => localStorage.getItem(k))).toEqual([null, null, null])
    await findToast("Logout successful / Logged out")
    await waitFor(() => expect(logoutTokens).toEqual(["Bearer tok-7"]))
    expect(app.path()).toBe("/")
  })

  it("a 401 answer to logout does not send the user on to /login", async () => {
    logoutAnswer = () => HttpResponse.json({ success: false, message: "expired" }, { status: 401 })
    signedIn("tok-7", "ada@example.com")
    const app = renderApp("/pricing")
    click(logoutButton())
    await waitFor(() => expect(logoutTokens).toHaveLength(1))
    // The revocation has answered and been handled in full, not merely had 50 ms to do so.
    await allTasks()
    expect(app.path()).toBe("/")
  })

  it("a 401 on any signed-in call clears auth and goes to /login", async () => {
    signedIn("tok-7", "ada@example.com")
    const app = renderApp("/profile")
    const code = await waitFor(() => field("Verification code"))
    await waitFor(() => expect(screen.queryByText("Loading your profile…")).toBeNull())
    type(code, "123456")
    submit(code.form as HTMLFormElement)
    await screen.findByRole("heading", { level: 1, name: "Log in" })
    expect(app.path()).toBe("/login")
    expect($auth.get()).toMatchObject({ token: null, user: null, isAuthenticated: false })
    expect(localStorage.getItem("token")).toBeNull()
  })
})
