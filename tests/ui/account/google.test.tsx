import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { act } from "react"
import { $auth } from "../../../core/sdk/auth.ts"
import { type GoogleCredentialResponse, type GoogleIdentity, resetGoogleIdentity } from "../../../ui/auth/google-identity.ts"
import { $config } from "../../../ui/config.ts"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor } from "../dom.tsx"
import { findToast } from "./kit.tsx"

const credentials: Array<unknown> = []
const signedInAnswer = () => HttpResponse.json({ success: true, data: { token: "g-tok", userEmail: "ada@gmail.com" } })
let answer: () => Response = signedInAnswer
const server = setupServer(
  http.post("/api/user/auth/google/callback", async ({ request }) => {
    credentials.push(await request.json())
    return answer()
  })
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  credentials.length = 0
  answer = signedInAnswer
  resetGoogleIdentity()
  delete window.google
})
afterAll(() => server.close())

/** A stand-in for Google Identity Services: records initialize, draws a button, and lets the test answer. */
const installGoogle = () => {
  const state: { clientId: string | null; callback: ((r: GoogleCredentialResponse) => void) | null; rendered: number } = {
    clientId: null,
    callback: null,
    rendered: 0
  }
  const id: GoogleIdentity = {
    initialize: (config) => {
      state.clientId = config.client_id
      state.callback = config.callback
    },
    renderButton: (parent) => {
      state.rendered++
      const button = document.createElement("button")
      button.type = "button"
      button.textContent = "Sign in with Google (Google's own button)"
      parent.append(button)
    }
  }
  window.google = { accounts: { id } }
  return {
    state,
    answer: (response: GoogleCredentialResponse) => {
      act(() => state.callback?.(response))
    }
  }
}

const configure = (googleClientId: string | null) => $config.set({ supportEmail: "s@example.test", googleClientId, status: "ready" })

describe("Google sign-in (spec §2, §5)", () => {
  it("appears only when GOOGLE_CLIENT_ID is set: nothing on the landing page or /login otherwise", async () => {
    configure(null)
    const landing = renderApp("/")
    expect(screen.queryByRole("button", { name: /Sign in with Google/ })).toBeNull()
    landing.unmount()
    renderApp("/login")
    await screen.findByRole("heading", { level: 1, name: "Log in" })
    expect(screen.queryByRole("button", { name: /Sign in with Google/ })).toBeNull()
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull()
  })

  it("with a client id, initializes Google with it and draws Google's button", async () => {
    const google = installGoogle()
    configure("client-123.apps.googleusercontent.com")
    renderApp("/")
    await screen.findByRole("button", { name: "Sign in with Google (Google's own button)" })
    expect(google.state.clientId).toBe("client-123.apps.googleusercontent.com")
    expect(google.state.rendered).toBe(1)
  })

  it("a credential is posted; success signs in, says 'Login successful' and goes to /dashboard", async () => {
    const google = installGoogle()
    configure("client-1")
    const app = renderApp("/")
    await screen.findByRole("button", { name: "Sign in with Google (Google's own button)" })
    google.answer({ credential: "header.payload.signature" })
    await findToast("Login successful / Welcome back!")
    await waitFor(() => expect(app.path()).toBe("/dashboard"))
    expect(credentials).toEqual([{ credential: "header.payload.signature" }])
    expect($auth.get()).toMatchObject({ token: "g-tok", user: { email: "ada@gmail.com" }, isAuthenticated: true })
  })

  it("no credential from Google: 'Login failed' / 'No credentials received from Google.', and nothing is posted", async () => {
    const google = installGoogle()
    configure("client-1")
    renderApp("/login")
    await screen.findByRole("button", { name: "Sign in with Google (Google's own button)" })
    google.answer({})
    await findToast("Login failed / No credentials received from Google.")
    expect(credentials).toEqual([])
  })

  it("an answer without token or userEmail: 'Invalid server response'", async () => {
    answer = () => HttpResponse.json({ success: true, data: { token: "g-tok" } })
    const google = installGoogle()
    configure("client-1")
    renderApp("/login")
    await screen.findByRole("button", { name: "Sign in with Google (Google's own button)" })
    google.answer({ credential: "c" })
    await findToast("Login failed / Invalid server response")
    expect($auth.get().isAuthenticated).toBe(false)
  })

  it("a refusal shows the server's message and leaves the visitor where they were", async () => {
    answer = () => HttpResponse.json({ success: false, message: "Google could not confirm your sign-in. Please try again." }, { status: 401 })
    const google = installGoogle()
    configure("client-1")
    const app = renderApp("/")
    await screen.findByRole("button", { name: "Sign in with Google (Google's own button)" })
    google.answer({ credential: "c" })
    await findToast("Login failed / Google could not confirm your sign-in. Please try again.")
    expect(app.path()).toBe("/")
  })

  it("a failure without message: 'Please try again later.'", async () => {
    answer = () => new HttpResponse(null, { status: 503 })
    const google = installGoogle()
    configure("client-1")
    renderApp("/")
    await screen.findByRole("button", { name: "Sign in with Google (Google's own button)" })
    google.answer({ credential: "c" })
    await findToast("Login failed / Please try again later.")
  })

  it("when Google's script cannot load, the button says 'Google sign-in error' and tries again", async () => {
    configure("client-1")
    renderApp("/")
    // Script loading is off in this test browser: the load fails like a blocked script would.
    const button = await waitFor(() => {
      const b = screen.getByRole("button", { name: "Sign in with Google" }) as HTMLButtonElement
      if (b.disabled) throw new Error("still loading")
      return b
    })
    click(button)
    await findToast("Google sign-in error / Could not authenticate with Google. Please try again.")
  })
})
