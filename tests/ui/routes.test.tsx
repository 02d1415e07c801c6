import { describe, expect, it, vi } from "vitest"
import { signedIn } from "../../core/sdk/auth.ts"
import { ErrorBoundary } from "../../ui/components/ErrorBoundary.tsx"
import { ROUTES } from "../../ui/routes.tsx"
import { renderApp } from "./app.tsx"
import { click, render, screen, within } from "./dom.tsx"

// Every route of spec §2 with the heading its screen shows.
const SCREENS: ReadonlyArray<readonly [path: string, heading: string]> = [
  ["/", "Rehearse your next interview, out loud."],
  ["/login", "Log in"],
  ["/signup", "Create your account"],
  ["/forgot-password", "Forgot your password?"],
  ["/reset-password?token=abc", "Set a new password"],
  ["/pricing", "Start free. Ask when you need more."],
  ["/profile", "Your Profile"],
  ["/dashboard", "Dashboard"],
  ["/interview/start", "Schedule or start an interview"],
  ["/new-interview/7", "Start New Assessment"],
  ["/interview/42", "Live interview"],
  ["/interview/42?topic=react", "React interview"],
  ["/interview/details/42", "Interview details"],
  ["/results/42", "Assessment Report"],
  ["/assessment-answers/42", "Assessment Answers"]
]

const SIGNED_IN_ONLY = new Set(ROUTES.filter((r) => r.access === "signed-in").map((r) => r.path))

describe("routes render the right screen", () => {
  it("the route table covers every route of spec §2", () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(
      [
        "/",
        "/login",
        "/signup",
        "/forgot-password",
        "/reset-password",
        "/pricing",
        "/profile",
        "/dashboard",
        // Ours (issue #17)
        "/progress",
        "/interview/start",
        "/new-interview/:id",
        "/interview/:id",
        "/interview/details/:id",
        "/results/:id",
        "/assessment-answers/:id"
      ].sort()
    )
  })

  it.each(SCREENS)("%s shows '%s'", async (path, heading) => {
    const pattern = ROUTES.find((r) => new RegExp(`^${r.path.replace(/:id/, "[^/]+")}$`).test(path.split("?")[0] ?? ""))
    // Visit each screen in the state that is allowed to see it.
    if (pattern !== undefined && SIGNED_IN_ONLY.has(pattern.path)) signedIn("token-1", "ada@example.com")
    const app = renderApp(path)
    const main = screen.getByRole("main")
    expect((await within(main).findByRole("heading", { level: 1 })).textContent).toBe(heading)
    expect(app.path()).toBe(path.split("?")[0])
  })

  it("a screen names itself in the tab title", async () => {
    signedIn("token-1", "ada@example.com")
    renderApp("/results/3")
    await within(screen.getByRole("main")).findByRole("heading", { level: 1 })
    expect(document.title).toBe("Assessment Report · Rehearse")
  })
})

describe("not found", () => {
  it.each(["/nope", "/dashboard/extra/segments", "/interview"])("%s shows 'Oops! Page not found' and a link home", async (path) => {
    renderApp(path)
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Oops! Page not found")
    const home = within(screen.getByRole("main")).getByRole("link", { name: "Back to the home page" })
    expect(home.getAttribute("href")).toBe("/")
  })

  it("the link home goes back to the landing page", async () => {
    const app = renderApp("/nope")
    const home = await within(screen.getByRole("main")).findByRole("link", { name: "Back to the home page" })
    click(home)
    await screen.findByRole("heading", { level: 1, name: "Rehearse your next interview, out loud." })
    expect(app.path()).toBe("/")
  })
})

describe("router fallback", () => {
  it("an error while rendering shows 'Unexpected Application Error!' with the error message", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    const Broken = (): never => {
      throw new Error("The report card could not be drawn")
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    )
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unexpected Application Error!")
    expect(screen.getByText("The report card could not be drawn")).toBeTruthy()
  })
})

describe("moving between screens", () => {
  it("moves focus to the main content after navigation, so keyboard and screen reader users start there", async () => {
    renderApp("/")
    click(within(screen.getByRole("navigation", { name: "Account" })).getByRole("link", { name: "Login" }))
    await screen.findByRole("heading", { level: 1, name: "Log in" })
    expect(document.activeElement).toBe(screen.getByRole("main"))
  })

  it("does not steal focus on the first render", () => {
    renderApp("/pricing")
    expect(document.activeElement).not.toBe(screen.getByRole("main"))
  })

  it("sets the tab title per screen", async () => {
    renderApp("/pricing")
    await screen.findByRole("heading", { level: 1, name: "Start free. Ask when you need more." })
    expect(document.title).toBe("Pricing · Rehearse")
  })
})
