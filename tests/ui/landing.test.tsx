import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { TOPIC_GROUPS, TOPIC_NAMES, TOPICS } from "../../core/coach/bank/topic-list.ts"
import { signedIn } from "../../core/sdk/auth.ts"
import { $config } from "../../ui/config.ts"
import { FEATURES } from "../../ui/landing/FeatureCarousel.tsx"
import { MESSAGES } from "../../ui/landing/MotivationCarousel.tsx"
import { renderApp } from "./app.tsx"
import { advance, click, focus, hover, screen, unhover, within } from "./dom.tsx"

const features = () => screen.getByRole("region", { name: "Features" })
const messages = () => screen.getByRole("region", { name: "Messages" })
/** The one slide a user can see: the others are aria-hidden and inert. */
const shown = (carousel: HTMLElement) => {
  const visible = within(carousel).getAllByRole("group")
  expect(visible).toHaveLength(1)
  return visible[0]?.textContent ?? ""
}
const tick = (ms: number) => advance(ms, (t) => vi.advanceTimersByTime(t))

const reducedMotion = () =>
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("prefers-reduced-motion: reduce"),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false
      }) as MediaQueryList
  )

describe("hero", () => {
  it("visitors see 'Get Started' (to /signup) and 'Already a user? Log In' (to /login)", () => {
    renderApp("/")
    const hero = screen.getByRole("region", { name: "Rehearse your next interview, out loud." })
    expect(within(hero).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/signup")
    expect(within(hero).getByRole("link", { name: "Already a user? Log In" }).getAttribute("href")).toBe("/login")
    expect(within(hero).queryByRole("link", { name: "Go to Dashboard" })).toBeNull()
  })

  it("a signed-in user sees 'Go to Dashboard' instead", () => {
    signedIn("token-1", "ada@example.com")
    renderApp("/")
    const hero = screen.getByRole("region", { name: "Rehearse your next interview, out loud." })
    expect(within(hero).getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard")
    expect(within(hero).queryByRole("link", { name: "Get Started" })).toBeNull()
    expect(within(hero).queryByRole("link", { name: "Already a user? Log In" })).toBeNull()
  })

  it("shows no Google sign-in slot when the config has no googleClientId", () => {
    renderApp("/")
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull()
  })

  it("shows the Google sign-in slot, disabled while it loads, when the config has a googleClientId", () => {
    $config.set({ supportEmail: "help@example.test", googleClientId: "client-1", status: "ready" })
    renderApp("/")
    const google = screen.getByRole("button", { name: "Sign in with Google" }) as HTMLButtonElement
    expect(google.disabled).toBe(true)
    expect(google.title).toMatch(/loading/i)
  })

  it("signed-in users get no Google slot even when it is configured", () => {
    $config.set({ supportEmail: "help@example.test", googleClientId: "client-1", status: "ready" })
    signedIn("token-1", "ada@example.com")
    renderApp("/")
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull()
  })
})

describe("feature carousel", () => {
  it("has the 4 slides of spec §2", () => {
    expect(FEATURES.map((f) => f.title)).toEqual([
      "Immersive Experience",
      "AI-Powered",
      "Instant Feedback",
      "Flexible Scheduling"
    ])
  })

  it("auto-advances every 3000 ms and wraps around", () => {
    vi.useFakeTimers()
    renderApp("/")
    expect(shown(features())).toContain("Immersive Experience")
    tick(2999)
    expect(shown(features())).toContain("Immersive Experience")
    tick(1)
    expect(shown(features())).toContain("AI-Powered")
    tick(3000)
    expect(shown(features())).toContain("Instant Feedback")
    tick(3000)
    expect(shown(features())).toContain("Flexible Scheduling")
    tick(3000)
    expect(shown(features())).toContain("Immersive Experience")
  })

  it("dot buttons jump to a slide and mark it aria-current", () => {
    vi.useFakeTimers()
    renderApp("/")
    const dots = within(features()).getAllByRole("button", { name: /^Go to slide \d$/ })
    expect(dots.map((d) => d.getAttribute("aria-label"))).toEqual([
      "Go to slide 1",
      "Go to slide 2",
      "Go to slide 3",
      "Go to slide 4"
    ])
    expect(dots[0]?.getAttribute("aria-current")).toBe("true")
    click(within(features()).getByRole("button", { name: "Go to slide 4" }))
    expect(shown(features())).toContain("Flexible Scheduling")
    expect(within(features()).getByRole("button", { name: "Go to slide 4" }).getAttribute("aria-current")).toBe("true")
    expect(within(features()).getByRole("button", { name: "Go to slide 1" }).hasAttribute("aria-current")).toBe(false)
  })

  it("arrow keys on the dots move between slides", () => {
    renderApp("/")
    const first = within(features()).getByRole("button", { name: "Go to slide 1" })
    focus(first)
    act(() => {
      first.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }))
    })
    expect(shown(features())).toContain("Flexible Scheduling")
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Go to slide 4")
  })

  it("pauses while hovered and resumes after", () => {
    vi.useFakeTimers()
    renderApp("/")
    hover(features())
    tick(10_000)
    expect(shown(features())).toContain("Immersive Experience")
    unhover(features())
    tick(3000)
    expect(shown(features())).toContain("AI-Powered")
  })

  it("pauses while focus is inside", () => {
    vi.useFakeTimers()
    renderApp("/")
    focus(within(features()).getByRole("button", { name: "Go to slide 2" }))
    tick(10_000)
    expect(shown(features())).toContain("Immersive Experience")
  })

  it("has a pause button that stops and restarts the rotation", () => {
    vi.useFakeTimers()
    renderApp("/")
    click(within(features()).getByRole("button", { name: "Pause features" }))
    // Clicking moved focus into the carousel; take it out so only the pause button holds it still.
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    tick(10_000)
    expect(shown(features())).toContain("Immersive Experience")
    click(within(features()).getByRole("button", { name: "Play features" }))
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    tick(3000)
    expect(shown(features())).toContain("AI-Powered")
  })

  it("does not auto-advance under prefers-reduced-motion", () => {
    reducedMotion()
    vi.useFakeTimers()
    renderApp("/")
    tick(20_000)
    expect(shown(features())).toContain("Immersive Experience")
    expect(shown(messages())).toContain(MESSAGES[0]?.quote)
    // The dots still work.
    click(within(features()).getByRole("button", { name: "Go to slide 3" }))
    expect(shown(features())).toContain("Instant Feedback")
  })
})

describe("motivational carousel", () => {
  it("has 4 messages and auto-advances every 4000 ms", () => {
    vi.useFakeTimers()
    renderApp("/")
    expect(within(messages()).getAllByRole("button", { name: /^Go to slide \d$/ })).toHaveLength(4)
    expect(shown(messages())).toContain(MESSAGES[0]?.quote)
    tick(3999)
    expect(shown(messages())).toContain(MESSAGES[0]?.quote)
    tick(1)
    expect(shown(messages())).toContain(MESSAGES[1]?.quote)
    tick(4000)
    expect(shown(messages())).toContain(MESSAGES[2]?.quote)
    tick(4000)
    expect(shown(messages())).toContain(MESSAGES[3]?.quote)
    tick(4000)
    expect(shown(messages())).toContain(MESSAGES[0]?.quote)
  })

  it("dot buttons jump to a message", () => {
    vi.useFakeTimers()
    renderApp("/")
    click(within(messages()).getByRole("button", { name: "Go to slide 3" }))
    expect(shown(messages())).toContain(MESSAGES[2]?.quote)
    expect(within(messages()).getByRole("button", { name: "Go to slide 3" }).getAttribute("aria-current")).toBe("true")
  })
})

describe("topics", () => {
  it("lists all 26 topics of spec §1 in their three groups", () => {
    renderApp("/")
    const section = screen.getByRole("region", { name: "26 topics to practise" })
    const groups = [
      ["Programming languages", TOPIC_GROUPS.languages],
      ["Technologies and frameworks", TOPIC_GROUPS.frameworks],
      ["CS fundamentals and more", TOPIC_GROUPS.fundamentals]
    ] as const
    let total = 0
    for (const [title, topics] of groups) {
      const group = within(section).getByRole("region", { name: title })
      const items = within(group)
        .getAllByRole("listitem")
        .map((li) => li.textContent)
      expect(items).toEqual(topics.map((t) => TOPIC_NAMES[t]))
      total += items.length
    }
    expect(total).toBe(26)
    expect(TOPICS).toHaveLength(26)
    for (const name of ["Python", "C++", "C#", "Node.js", "Spring Boot", "OOPs", "HR Questions", "SQL"]) {
      expect(within(section).getByText(name)).toBeTruthy()
    }
  })

  it("has a 'Suggest a topic' mail link to the support address", () => {
    $config.set({ supportEmail: "coach@example.test", googleClientId: null, status: "ready" })
    renderApp("/")
    const link = screen.getByRole("link", { name: "Suggest a topic" })
    expect(link.getAttribute("href")).toMatch(/^mailto:coach@example\.test\?subject=/)
  })
})

describe("about", () => {
  it("has an about section with id 'about'", () => {
    renderApp("/")
    expect(screen.getByRole("region", { name: "About Rehearse" }).id).toBe("about")
  })
})
