import { http } from "msw"
import { describe, expect, it } from "vitest"
import { renderApp } from "../app.tsx"
import { click, keyDown, screen, waitFor, within } from "../dom.tsx"
import { fail, interview, ok } from "./fixtures.ts"
import { useInterviewServer } from "./server.ts"

const { server, count } = useInterviewServer({
  IN_PROGRESS: [interview(5, "IN_PROGRESS")],
  COMPLETED: [interview(3, "COMPLETED"), interview(4, "COMPLETED", { topic: "general", title: "General Interview", score: 55, completedAt: "2026-11-22T09:00:00.000Z" })],
  SCHEDULED: [interview(6, "SCHEDULED", { topic: "cpp", title: "C++ Interview" })]
})

const AVAILABLE = "/api/dashboard/available-interviews"
const byStatus = (status: string) => `/api/interview/interview-by-status?status=${status}`

const open = async () => {
  const app = renderApp("/dashboard")
  await screen.findByRole("heading", { level: 1, name: "Dashboard" })
  return app
}
const panel = () => screen.getByRole("tabpanel")
const cards = () => within(panel()).queryAllByRole("article")
const tab = (name: string) => screen.getByRole("tab", { name })
const loaded = () => waitFor(() => expect(panel().getAttribute("aria-busy")).toBe("false"), 3000)

describe("dashboard (/dashboard, spec §2)", () => {
  it("has the tabs 'All Available Interview Types', 'In Progress', 'Completed' and the 'Scheduled' trigger", async () => {
    await open()
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["All Available Interview Types", "In Progress", "Completed", "Scheduled"])
    expect(tab("All Available Interview Types").getAttribute("aria-selected")).toBe("true")
    expect(panel().getAttribute("aria-labelledby")).toBe(tab("All Available Interview Types").id)
  })

  it("shows a skeleton of 6 cards for at least 800 ms, then the cards", async () => {
    const started = Date.now()
    await open()
    expect(document.querySelectorAll("[data-skeleton=card]")).toHaveLength(6)
    expect(within(panel()).getByText("Loading interviews…")).toBeTruthy()
    await waitFor(() => expect(count(AVAILABLE)).toBe(1))
    await loaded()
    expect(Date.now() - started).toBeGreaterThanOrEqual(800)
    expect(document.querySelectorAll("[data-skeleton=card]")).toHaveLength(0)
    expect(cards()).toHaveLength(3)
  })

  it("available cards: title, description, category, topic badge (capitalised unless 'general'), status, 'Start New Interview'", async () => {
    await open()
    await loaded()
    const [python, cpp, general] = cards()
    expect(within(python!).getByRole("heading", { level: 3 }).textContent).toBe("Python Interview")
    expect(within(python!).getByText("Python Interview: the essentials.")).toBeTruthy()
    expect(within(python!).getByText("Topic: Python")).toBeTruthy()
    expect(within(python!).getByText("Status: Available")).toBeTruthy()
    expect(within(cpp!).getByText("Topic: C++")).toBeTruthy()
    expect(within(general!).getByText("Topic: general")).toBeTruthy()
    expect(within(cpp!).getByRole("link", { name: "Start New Interview" }).getAttribute("href")).toBe("/new-interview/7")
  })

  it("'Start New Interview' opens /new-interview/{id}", async () => {
    const app = await open()
    await loaded()
    click(within(cards()[0]!).getByRole("link", { name: "Start New Interview" }))
    await screen.findByRole("heading", { level: 1, name: "Start New Assessment" })
    expect(app.path()).toBe("/new-interview/1")
  })

  it("in progress: the date 'MMM d, yyyy' and 'Continue Interview' to /interview/{id}", async () => {
    await open()
    click(tab("In Progress"))
    await loaded()
    const [card] = cards()
    expect(within(card!).getByText("Status: In Progress")).toBeTruthy()
    expect(card!.querySelector("time")?.textContent).toBe("Nov 20, 2026")
    expect(within(card!).getByText("1 of 3 answered")).toBeTruthy()
    expect(within(card!).getByRole("link", { name: "Continue Interview" }).getAttribute("href")).toBe("/interview/5")
  })

  it("completed: a percent score bar, 'View Report Card' and 'View Answers'", async () => {
    await open()
    click(tab("Completed"))
    await loaded()
    const [card, general] = cards()
    expect(card!.querySelector("time")?.textContent).toBe("Nov 21, 2026")
    const bar = within(card!).getByRole("progressbar")
    expect([bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuetext")]).toEqual(["84", "84%"])
    expect(within(card!).getByRole("link", { name: "View Report Card" }).getAttribute("href")).toBe("/results/3")
    expect(within(card!).getByRole("link", { name: "View Answers" }).getAttribute("href")).toBe("/assessment-answers/3")
    expect(within(card!).getByRole("link", { name: "Details" }).getAttribute("href")).toBe("/interview/details/3")
    expect(within(general!).getByText("Topic: general")).toBeTruthy()
  })

  it("scheduled: 'Start Interview' to /interview/{id} and a calendar file", async () => {
    await open()
    click(tab("Scheduled"))
    await loaded()
    const [card] = cards()
    expect(within(card!).getByText("Status: Scheduled")).toBeTruthy()
    expect(within(card!).getByRole("link", { name: "Start Interview" }).getAttribute("href")).toBe("/interview/6")
    const calendar = within(card!).getByRole("link", { name: "Add to calendar" })
    expect(calendar.getAttribute("download")).toBe("rehearse-c-interview-2026-12-01.ics")
    const ics = decodeURIComponent(calendar.getAttribute("href")!.replace(/^data:text\/calendar;charset=utf-8,/, ""))
    expect(ics).toContain("DTSTART:20261201T040000Z")
    expect(ics).toContain("SUMMARY:C++ Interview (Rehearse)")
  })

  it("each tab's list is fetched once, on the first opening of the tab", async () => {
    await open()
    await loaded()
    click(tab("In Progress"))
    await loaded()
    click(tab("All Available Interview Types"))
    await loaded()
    click(tab("In Progress"))
    await loaded()
    click(tab("Scheduled"))
    await loaded()
    expect([count(AVAILABLE), count(byStatus("IN_PROGRESS")), count(byStatus("SCHEDULED")), count(byStatus("COMPLETED"))]).toEqual([1, 1, 1, 1])
  })

  it("a tab opened again shows its cards at once, without the skeleton", async () => {
    await open()
    await loaded()
    click(tab("In Progress"))
    await loaded()
    click(tab("All Available Interview Types"))
    expect(cards()).toHaveLength(3)
  })

  it("arrow keys, Home and End move between the tabs", async () => {
    await open()
    keyDown(tab("All Available Interview Types"), "ArrowRight")
    expect(tab("In Progress").getAttribute("aria-selected")).toBe("true")
    expect(document.activeElement).toBe(tab("In Progress"))
    keyDown(tab("In Progress"), "End")
    expect(tab("Scheduled").getAttribute("aria-selected")).toBe("true")
    keyDown(tab("Scheduled"), "ArrowRight")
    expect(tab("All Available Interview Types").getAttribute("aria-selected")).toBe("true")
    keyDown(tab("All Available Interview Types"), "ArrowLeft")
    expect(tab("Scheduled").getAttribute("aria-selected")).toBe("true")
    keyDown(tab("Scheduled"), "Home")
    expect(tab("All Available Interview Types").getAttribute("aria-selected")).toBe("true")
    expect(tab("In Progress").tabIndex).toBe(-1)
  })

  it("draws the user's scores over time by topic", async () => {
    await open()
    const chart = await screen.findByRole("img", { name: "Your scores over time" })
    expect(Array.from(chart.querySelectorAll("[data-series]")).map((g) => g.getAttribute("data-series"))).toEqual(["python", "general"])
    expect(screen.getByText("Your scores by topic and date")).toBeTruthy()
  })
})

describe("dashboard empty states (spec §2)", () => {
  const empty = () => server.use(
    http.get("/api/dashboard/available-interviews", () => ok([])),
    http.get("/api/interview/interview-by-status", () => ok([]))
  )

  it("'No available interview types found.' with 'Schedule Your First Interview' to /interview/start", async () => {
    empty()
    await open()
    await within(panel()).findByText("No available interview types found.")
    expect(within(panel()).getByRole("link", { name: "Schedule Your First Interview" }).getAttribute("href")).toBe("/interview/start")
  })

  it.each([
    ["In Progress", "No interviews in progress."],
    ["Completed", "No completed interviews yet."]
  ])("%s: '%s'", async (name, text) => {
    empty()
    await open()
    click(tab(name))
    await within(panel()).findByText(text)
    expect(within(panel()).queryByRole("link")).toBeNull()
  })

  it("Scheduled: 'You haven't scheduled any upcoming interviews.' with 'Schedule an Interview'", async () => {
    empty()
    const app = await open()
    click(tab("Scheduled"))
    await within(panel()).findByText("You haven't scheduled any upcoming interviews.")
    click(within(panel()).getByRole("link", { name: "Schedule an Interview" }))
    await screen.findByRole("heading", { level: 1, name: "Schedule or start an interview" })
    expect(app.path()).toBe("/interview/start")
  })

  it("a failed list load shows an empty list, silently", async () => {
    server.use(http.get("/api/dashboard/available-interviews", () => fail(500, "Database on fire")))
    await open()
    await within(panel()).findByText("No available interview types found.")
    expect(screen.queryByText("Database on fire")).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("no completed interview yet: the chart says how to get one", async () => {
    empty()
    await open()
    await screen.findByText("Complete an interview to see your scores here.")
  })
})
