import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { $auth } from "../../../core/sdk/auth.ts"
import { $config } from "../../../ui/config.ts"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor, within } from "../dom.tsx"
import { field, fill, findToast, submit } from "./kit.tsx"

const logins: Array<unknown> = []
const server = setupServer(
  http.post("/api/user/login", async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string }
    logins.push(body)
    if (body.password === "right-password") {
      return HttpResponse.json({ success: true, message: "Login successful", data: { token: "tok-1", userEmail: body.email } })
    }
    if (body.password === "silent-failure") return new HttpResponse(null, { status: 500 })
    return HttpResponse.json({ success: false, message: "Invalid email or password." }, { status: 401 })
  })
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  logins.length = 0
})
afterAll(() => server.close())

const open = async () => {
  const app = renderApp("/login")
  await screen.findByRole("heading", { level: 1, name: "Log in" })
  return app
}
const form = () => field("Email").form as HTMLFormElement

describe("login (/login)", () => {
  it("has email and password, 'Forgot password?' to /forgot-password and a link to /signup", async () => {
    await open()
    expect(field("Email").type).toBe("email")
    expect(field("Password").type).toBe("password")
    expect(field("Email").required && field("Password").required).toBe(true)
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password")
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup")
    expect(screen.getByRole("button", { name: "Log in" }).getAttribute("type")).toBe("submit")
  })

  it("the password's show/hide toggle reveals and hides it", async () => {
    await open()
    click(screen.getByRole("button", { name: "Show password" }))
    expect(field("Password").type).toBe("text")
    click(screen.getByRole("button", { name: "Hide password" }))
    expect(field("Password").type).toBe("password")
  })

  it("signing in stores token and user, says 'Login successful' and goes to /dashboard", async () => {
    const app = await open()
    fill({ Email: "ada@example.com", Password: "right-password" })
    submit(form())
    await findToast("Login successful / Welcome back!")
    await waitFor(() => expect(app.path()).toBe("/dashboard"))
    expect(logins).toEqual([{ email: "ada@example.com", password: "right-password" }])
    expect(localStorage.getItem("token")).toBe("tok-1")
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual({ email: "ada@example.com" })
    expect($auth.get().isAuthenticated).toBe(true)
  })

  it("a refused login says 'Login failed' with the server's message and stays on /login", async () => {
    const app = await open()
    fill({ Email: "ada@example.com", Password: "wrong-password" })
    submit(form())
    await findToast("Login failed / Invalid email or password.")
    expect(app.path()).toBe("/login")
    expect(localStorage.getItem("token")).toBeNull()
    expect((screen.getByRole("button", { name: "Log in" }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("without a server message: 'Please check your credentials and try again.'", async () => {
    await open()
    fill({ Email: "ada@example.com", Password: "silent-failure" })
    submit(form())
    await findToast("Login failed / Please check your credentials and try again.")
  })

  it("the button reads 'Logging in...' and is disabled while the call runs", async () => {
    let release: (() => void) | null = null
    server.use(http.post("/api/user/login", () => new Promise<Response>((resolve) => {
      release = () => resolve(HttpResponse.json({ success: false, message: "Invalid email or password." }, { status: 401 }))
    })))
    await open()
    fill({ Email: "ada@example.com", Password: "whatever" })
    submit(form())
    const busy = await screen.findByRole("button", { name: "Logging in..." }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    const answer = await waitFor(() => {
      if (release === null) throw new Error("the call has not arrived yet")
      return release
    })
    answer()
    await screen.findByRole("button", { name: "Log in" })
  })

  it("shows the Google block only when GOOGLE_CLIENT_ID is configured", async () => {
    await open()
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull()
    $config.set({ supportEmail: "s@example.test", googleClientId: "client-1", status: "ready" })
    await screen.findByText("or")
    await screen.findByRole("button", { name: "Sign in with Google" })
  })
})
