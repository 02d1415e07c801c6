import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { $auth, signedIn } from "../../core/sdk/auth.ts"
import { renderApp } from "./app.tsx"
import { click, keyDown, screen, waitFor, within } from "./dom.tsx"

const logoutCalls: Array<string | null> = []
const server = setupServer(
  http.get("/api/user/logout", ({ request }) => {
    logoutCalls.push(request.headers.get("authorization"))
    return HttpResponse.json({ success: true })
  })
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  logoutCalls.length = 0
})
afterAll(() => server.close())

const header = () => screen.getByRole("banner")
const accountNav = () => within(header()).getByRole("navigation", { name: "Account" })
const menuButton = () => within(header()).getByRole("button", { name: "Menu" })
const menu = () => within(header()).queryByRole("navigation", { name: "Menu" })
const labels = (root: HTMLElement) =>
  within(root)
    .getAllByRole("link")
    .concat(within(root).getAllByRole("button"))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((e) => e.textContent?.trim())

describe("header", () => {
  it("has a brand link to /", () => {
    renderApp("/pricing")
    expect(within(header()).getByRole("link", { name: "Rehearse home" }).getAttribute("href")).toBe("/")
  })

  it("signed out: 'Login' and 'Sign Up'", () => {
    renderApp("/")
    expect(labels(accountNav())).toEqual(["Login", "Sign Up"])
    expect(within(accountNav()).getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login")
    expect(within(accountNav()).getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/signup")
    expect(within(header()).queryByRole("link", { name: "My Profile" })).toBeNull()
  })

  it("signed in: 'Dashboard', 'Progress', 'My Profile' and 'Logout' (a way back to the dashboard, as the mobile menu has)", () => {
    signedIn("token-1", "ada@example.com")
    renderApp("/")
    expect(labels(accountNav())).toEqual(["Dashboard", "Progress", "My Profile", "Logout"])
    expect(within(accountNav()).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard")
    expect(within(accountNav()).getByRole("link", { name: "My Profile" }).getAttribute("href")).toBe("/profile")
    expect(within(header()).queryByRole("link", { name: "Login" })).toBeNull()
  })

  it("logout clears the session, confirms it in a toast and calls the server with the token", async () => {
    signedIn("token-1", "ada@example.com")
    const app = renderApp("/profile")
    await screen.findByRole("heading", { level: 1, name: "Your Profile" })
    click(within(accountNav()).getByRole("button", { name: "Logout" }))
    expect($auth.get().isAuthenticated).toBe(false)
    expect(localStorage.getItem("token")).toBeNull()
    expect(localStorage.getItem("user")).toBeNull()
    expect(app.path()).toBe("/")
    const toast = within(screen.getByRole("region", { name: "Notifications" })).getByRole("status")
    expect(toast.textContent).toContain("Logout successful")
    expect(toast.textContent).toContain("Logged out")
    expect(labels(accountNav())).toEqual(["Login", "Sign Up"])
    await screen.findByRole("heading", { level: 1, name: "Rehearse your next interview, out loud." })
    await waitFor(() => expect(logoutCalls).toEqual(["Bearer token-1"]))
  })
})

describe("mobile menu", () => {
  it("is a labelled toggle button that opens and closes the menu", () => {
    renderApp("/")
    expect(menuButton().getAttribute("aria-expanded")).toBe("false")
    expect(menu()).toBeNull()
    click(menuButton())
    expect(menuButton().getAttribute("aria-expanded")).toBe("true")
    expect(menuButton().getAttribute("aria-controls")).toBe(menu()?.id)
    click(menuButton())
    expect(menu()).toBeNull()
  })

  it("signed out: About, Login, Sign Up", () => {
    renderApp("/")
    click(menuButton())
    const nav = menu()
    if (nav === null) throw new Error("menu did not open")
    expect(labels(nav)).toEqual(["About", "Login", "Sign Up"])
    expect(within(nav).getByRole("link", { name: "About" }).getAttribute("href")).toBe("/#about")
  })

  it("signed in: Home, Dashboard, Progress, About, My Profile, Logout", () => {
    signedIn("token-1", "ada@example.com")
    renderApp("/")
    click(menuButton())
    const nav = menu()
    if (nav === null) throw new Error("menu did not open")
    expect(labels(nav)).toEqual(["Home", "Dashboard", "Progress", "About", "My Profile", "Logout"])
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/")
    expect(within(nav).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard")
    expect(within(nav).getByRole("link", { name: "My Profile" }).getAttribute("href")).toBe("/profile")
  })

  it("closes on Escape and gives focus back to the toggle", () => {
    renderApp("/")
    click(menuButton())
    expect(menu()).not.toBeNull()
    keyDown(document, "Escape")
    expect(menu()).toBeNull()
    expect(menuButton().getAttribute("aria-expanded")).toBe("false")
    expect(document.activeElement).toBe(menuButton())
  })

  it("closes on navigation", async () => {
    const app = renderApp("/")
    click(menuButton())
    const nav = menu()
    if (nav === null) throw new Error("menu did not open")
    click(within(nav).getByRole("link", { name: "Login" }))
    expect(app.path()).toBe("/login")
    expect(menu()).toBeNull()
    await screen.findByRole("heading", { level: 1, name: "Log in" })
  })

  it("closes when the page changes some other way", () => {
    const app = renderApp("/")
    click(menuButton())
    expect(menu()).not.toBeNull()
    click(screen.getAllByRole("link", { name: "Get Started" })[0] as HTMLElement)
    expect(app.path()).toBe("/signup")
    expect(menu()).toBeNull()
  })

  it("'About' from another screen goes to the landing page's about section", async () => {
    const app = renderApp("/pricing")
    click(menuButton())
    const nav = menu()
    if (nav === null) throw new Error("menu did not open")
    click(within(nav).getByRole("link", { name: "About" }))
    expect(app.path()).toBe("/")
    const about = await screen.findByRole("region", { name: "About Rehearse" })
    expect(about.id).toBe("about")
    expect(document.activeElement).toBe(about)
  })

  it("Logout in the menu signs out", async () => {
    signedIn("token-1", "ada@example.com")
    renderApp("/")
    click(menuButton())
    const nav = menu()
    if (nav === null) throw new Error("menu did not open")
    click(within(nav).getByRole("button", { name: "Logout" }))
    expect($auth.get().isAuthenticated).toBe(false)
    expect(menu()).toBeNull()
    await waitFor(() => expect(logoutCalls).toEqual(["Bearer token-1"]))
  })
})

describe("footer", () => {
  it("reads '© {current year} Rehearse. All rights reserved'", () => {
    renderApp("/")
    const footer = screen.getByRole("contentinfo")
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Rehearse. All rights reserved`)
  })
})
