import { describe, expect, it } from "vitest"
import { act } from "react"
import { makeBrowserStorage } from "../../adapters/browser/storage.ts"
import { $auth, initAuth, signedIn, signedOut } from "../../core/sdk/auth.ts"
import { renderApp } from "./app.tsx"
import { screen } from "./dom.tsx"

const SIGNED_IN_PATHS = [
  "/profile",
  "/dashboard",
  "/interview/start",
  "/new-interview/3",
  "/interview/9",
  "/interview/details/9",
  "/results/9",
  "/assessment-answers/9"
]

describe("guards of spec §2", () => {
  it.each(SIGNED_IN_PATHS)("a visitor opening %s is sent to /login", async (path) => {
    const app = renderApp(path)
    await screen.findByRole("heading", { level: 1, name: "Log in" })
    expect(app.path()).toBe("/login")
  })

  it.each(["/login", "/signup", "/forgot-password"])("a signed-in user opening %s is sent to /dashboard", async (path) => {
    signedIn("token-1", "ada@example.com")
    const app = renderApp(path)
    await screen.findByRole("heading", { level: 1, name: "Dashboard" })
    expect(app.path()).toBe("/dashboard")
  })

  it.each(["/", "/pricing", "/reset-password"])("%s is open to visitors and signed-in users alike", async (path) => {
    const visitor = renderApp(path)
    await screen.findByRole("heading", { level: 1 })
    expect(visitor.path()).toBe(path)
    visitor.unmount()
    signedIn("token-1", "ada@example.com")
    const user = renderApp(path)
    await screen.findByRole("heading", { level: 1 })
    expect(user.path()).toBe(path)
  })

  it("a signed-in user keeps the screen they asked for", async () => {
    signedIn("token-1", "ada@example.com")
    const app = renderApp("/results/12")
    await screen.findByRole("heading", { level: 1, name: "Assessment Report" })
    expect(app.path()).toBe("/results/12")
  })

  it("signing out on a signed-in screen (e.g. after a 401) sends the user to /login", async () => {
    signedIn("token-1", "ada@example.com")
    const app = renderApp("/dashboard")
    await screen.findByRole("heading", { level: 1, name: "Dashboard" })
    act(() => signedOut())
    await screen.findByRole("heading", { level: 1, name: "Log in" })
    expect(app.path()).toBe("/login")
    expect($auth.get().isAuthenticated).toBe(false)
  })

  it("a token restored from localStorage counts as signed in", async () => {
    localStorage.setItem("token", "restored")
    localStorage.setItem("user", JSON.stringify({ email: "ada@example.com" }))
    initAuth(makeBrowserStorage(localStorage))
    const app = renderApp("/profile")
    await screen.findByRole("heading", { level: 1, name: "Your Profile" })
    expect(app.path()).toBe("/profile")
  })
})
