import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor } from "../dom.tsx"
import { field, fill, findToast, submit } from "./kit.tsx"

const resets: Array<{ token: string | null; body: unknown }> = []
const server = setupServer(
  http.get("/api/user/reset-password/check", ({ request }) => {
    const token = new URL(request.url).searchParams.get("token")
    return HttpResponse.json({ success: true, data: { valid: token === "good-token", expiresAt: token === "good-token" ? "2030-01-01T00:00:00Z" : null } })
  }),
  http.post("/api/user/reset-password", async ({ request }) => {
    resets.push({ token: new URL(request.url).searchParams.get("token"), body: await request.json() })
    return HttpResponse.json({ success: true, message: "Your password has been reset. Please log in with your new password." })
  })
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  resets.length = 0
})
afterAll(() => server.close())

const openForm = async (token = "good-token") => {
  const started = Date.now()
  const app = renderApp(`/reset-password?token=${token}`)
  await screen.findByText("Validating reset link...")
  await waitFor(() => field("New password"), 3000)
  return { app, waited: Date.now() - started }
}
const setPasswords = (next: string, confirm: string) => {
  fill({ "New password": next, "Confirm new password": confirm })
  submit(field("New password").form as HTMLFormElement)
}

describe("reset password (/reset-password)", () => {
  it("shows 'Validating reset link...' for about 1 s, then the form", async () => {
    const { waited } = await openForm()
    expect(waited).toBeGreaterThanOrEqual(950)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Set a new password")
    expect(screen.queryByText("Validating reset link...")).toBeNull()
  })

  it("the form: new and confirm, each with a show/hide toggle, and the link expires in 1 hour", async () => {
    await openForm()
    expect(field("New password").type).toBe("password")
    expect(field("Confirm new password").type).toBe("password")
    click(screen.getByRole("button", { name: "Show new password" }))
    expect(field("New password").type).toBe("text")
    click(screen.getByRole("button", { name: "Show confirm new password" }))
    expect(field("Confirm new password").type).toBe("text")
    click(screen.getByRole("button", { name: "Hide new password" }))
    expect(field("New password").type).toBe("password")
    expect(screen.getByText(/expires in 1 hour/)).toBeTruthy()
  })

  it("passwords that differ: 'Passwords don't match' / 'Please make sure both password fields match.'", async () => {
    await openForm()
    setPasswords("long-enough-1", "long-enough-2")
    await findToast("Passwords don't match / Please make sure both password fields match.")
    expect(resets).toEqual([])
  })

  it("under 8 characters: 'Password too short' / 'Password must be at least 8 characters long.'", async () => {
    await openForm()
    setPasswords("short", "short")
    await findToast("Password too short / Password must be at least 8 characters long.")
    expect(resets).toEqual([])
    expect(field("New password")).toBeTruthy()
  })

  it("success: the token from the query string is used, and /login follows about 1 s later", async () => {
    const { app } = await openForm()
    setPasswords("brand-new-pass", "brand-new-pass")
    await findToast("Password reset / Your password has been reset. Please log in with your new password.")
    const toasted = Date.now()
    expect(resets).toEqual([{ token: "good-token", body: { newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" } }])
    expect(app.path()).toBe("/reset-password")
    await waitFor(() => expect(app.path()).toBe("/login"), 3000)
    expect(Date.now() - toasted).toBeGreaterThanOrEqual(800)
    await screen.findByRole("heading", { level: 1, name: "Log in" })
  })

  it("a failed reset: 'Error' with the server's message, then /login", async () => {
    server.use(http.post("/api/user/reset-password", () =>
      HttpResponse.json({ success: false, message: "This password reset link is invalid or has expired. Please ask for a new one." }, { status: 400 })))
    const { app } = await openForm()
    setPasswords("brand-new-pass", "brand-new-pass")
    await findToast("Error / This password reset link is invalid or has expired. Please ask for a new one.")
    await waitFor(() => expect(app.path()).toBe("/login"), 3000)
  })

  it("a failure without message: 'There was a problem resetting your password. Please try again.'", async () => {
    server.use(http.post("/api/user/reset-password", () => new HttpResponse(null, { status: 500 })))
    await openForm()
    setPasswords("brand-new-pass", "brand-new-pass")
    await findToast("Error / There was a problem resetting your password. Please try again.")
  })

  it("a link the server no longer accepts: 'Invalid Reset Link' with 'Request New Reset Link' and 'Return to Login'", async () => {
    const app = renderApp("/reset-password?token=used-token")
    await screen.findByText("Validating reset link...")
    await screen.findByRole("heading", { level: 1, name: "Invalid Reset Link" })
    expect(screen.getByRole("link", { name: "Request New Reset Link" }).getAttribute("href")).toBe("/forgot-password")
    click(screen.getByRole("link", { name: "Return to Login" }))
    expect(app.path()).toBe("/login")
  })

  it("no token at all: the toast 'Invalid reset link' and the invalid state", async () => {
    renderApp("/reset-password")
    await findToast("Invalid reset link / This password reset link is invalid or has expired.")
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Invalid Reset Link")
  })
})
