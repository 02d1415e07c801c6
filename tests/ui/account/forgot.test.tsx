import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { renderApp } from "../app.tsx"
import { click, screen } from "../dom.tsx"
import { field, fill, findToast, submit } from "./kit.tsx"

const asked: Array<string | null> = []
const SENT = "If an account exists for this e-mail address, a password reset link is on its way to it."
const server = setupServer(
  http.get("/api/user/forgot-password", ({ request }) => {
    const email = new URL(request.url).searchParams.get("email")
    asked.push(email)
    if (email === "down@example.com") return new HttpResponse(null, { status: 500 })
    if (email === "busy@example.com") {
      return HttpResponse.json({ success: false, message: "Too many reset requests. Try again in 15 minutes." }, { status: 429 })
    }
    return HttpResponse.json({ success: true, message: SENT })
  })
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  asked.length = 0
})
afterAll(() => server.close())

const open = async () => {
  const app = renderApp("/forgot-password")
  await screen.findByRole("heading", { level: 1, name: "Forgot your password?" })
  return app
}
const send = (email: string) => {
  fill({ Email: email })
  submit(field("Email").form as HTMLFormElement)
}

describe("forgot password (/forgot-password)", () => {
  it("has an email field and 'Send reset link'", async () => {
    await open()
    expect(field("Email").type).toBe("email")
    expect(field("Email").required).toBe(true)
    expect(screen.getByRole("button", { name: "Send reset link" }).getAttribute("type")).toBe("submit")
  })

  it("after success: 'Reset link sent' and the sent state with 'Return to login'", async () => {
    await open()
    send("ada@example.com")
    await findToast(`Reset link sent / ${SENT}`)
    await screen.findByRole("heading", { level: 1, name: "Check your email" })
    expect(screen.getByRole("link", { name: "Return to login" }).getAttribute("href")).toBe("/login")
    expect(asked).toEqual(["ada@example.com"])
  })

  it("the sent state can go back to the form for another address", async () => {
    await open()
    send("ada@example.com")
    click(await screen.findByRole("button", { name: "Use a different email" }))
    await screen.findByRole("heading", { level: 1, name: "Forgot your password?" })
  })

  it("a failure shows 'Error' with the server's message (e.g. when to retry) and keeps the form", async () => {
    await open()
    send("busy@example.com")
    await findToast("Error / Too many reset requests. Try again in 15 minutes.")
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Forgot your password?")
  })

  it("a failure without message: 'There was a problem sending the reset link. Please try again.'", async () => {
    await open()
    send("down@example.com")
    await findToast("Error / There was a problem sending the reset link. Please try again.")
  })
})
