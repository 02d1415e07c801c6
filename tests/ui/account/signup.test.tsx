import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { $auth } from "../../../core/sdk/auth.ts"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor, within } from "../dom.tsx"
import { field, fill, findToast, submit } from "./kit.tsx"

const signups: Array<Record<string, string>> = []
const created = () =>
  HttpResponse.json({ success: true, message: "Account created.", data: { token: "new-tok", userEmail: "grace@example.com" } })
let answer: () => Response = created
const server = setupServer(
  http.post("/api/user/signup", async ({ request }) => {
    signups.push((await request.json()) as Record<string, string>)
    return answer()
  })
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  signups.length = 0
  answer = created
})
afterAll(() => server.close())

const open = async () => {
  const app = renderApp("/signup")
  await screen.findByRole("heading", { level: 1, name: "Create your account" })
  return app
}

const COMPLETE = {
  "First name": "Grace",
  "Last name": "Hopper",
  "Phone number": "+1 202 555 0100",
  "Date of birth": "1990-12-09",
  Email: "grace@example.com",
  Password: "cobol-1959"
}

describe("signup (/signup)", () => {
  it("has every field of spec §2, all required, and a link to /login", async () => {
    await open()
    expect(field("First name").required).toBe(true)
    expect(field("Last name").required).toBe(true)
    expect(field("Phone number").type).toBe("tel")
    expect(field("Date of birth").type).toBe("date")
    expect(field("Email").type).toBe("email")
    expect(field("Password").type).toBe("password")
    for (const label of ["First name", "Last name", "Phone number", "Date of birth", "Email", "Password", "Male"]) {
      expect(field(label).required).toBe(true)
    }
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login")
  })

  it("gender is a radio group of male, female and other, male by default", async () => {
    await open()
    expect([field("Male"), field("Female"), field("Other")].map((r) => [r.type, r.value, r.checked])).toEqual([
      ["radio", "male", true],
      ["radio", "female", false],
      ["radio", "other", false]
    ])
    click(field("Other"))
    expect(field("Other").checked).toBe(true)
    expect(field("Male").checked).toBe(false)
  })

  it("the password carries the 8-character hint", async () => {
    await open()
    const hintId = field("Password").getAttribute("aria-describedby") ?? ""
    expect(document.getElementById(hintId)?.textContent).toBe("Password must be at least 8 characters long")
  })

  it("a complete form signs the new user in, says the account was created (not 'Welcome back!') and goes to /dashboard", async () => {
    const app = await open()
    fill(COMPLETE)
    click(field("Female"))
    submit(field("Email").form as HTMLFormElement)
    await findToast("Account created / Welcome to Rehearse! You are signed in and ready to practise.")
    expect(document.body.textContent).not.toContain("Welcome back!")
    await waitFor(() => expect(app.path()).toBe("/dashboard"))
    expect(signups).toEqual([{
      firstName: "Grace",
      lastName: "Hopper",
      phone: "+1 202 555 0100",
      dateOfBirth: "1990-12-09",
      gender: "female",
      email: "grace@example.com",
      password: "cobol-1959"
    }])
    expect($auth.get()).toMatchObject({ token: "new-tok", user: { email: "grace@example.com" } })
  })

  it("a blank field is named and nothing is sent", async () => {
    await open()
    fill({ ...COMPLETE, "Last name": "  " })
    submit(field("Email").form as HTMLFormElement)
    await findToast("Signup failed / Last name is required")
    expect(signups).toEqual([])
  })

  it("a refusal shows 'Signup failed' with the server's message", async () => {
    answer = () => HttpResponse.json({ success: false, message: "An account with this e-mail address already exists. Please log in instead." }, { status: 409 })
    const app = await open()
    fill(COMPLETE)
    submit(field("Email").form as HTMLFormElement)
    await findToast("Signup failed / An account with this e-mail address already exists. Please log in instead.")
    expect(app.path()).toBe("/signup")
  })

  it("a failure without message: 'Some error occurred.'", async () => {
    answer = () => new HttpResponse(null, { status: 500 })
    await open()
    fill(COMPLETE)
    submit(field("Email").form as HTMLFormElement)
    await findToast("Signup failed / Some error occurred.")
  })
})
