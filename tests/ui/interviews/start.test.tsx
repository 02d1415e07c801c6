import { http } from "msw"
import { describe, expect, it } from "vitest"
import { findToast } from "../account/kit.tsx"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor } from "../dom.tsx"
import { control, typeInto } from "../fields/kit.tsx"
import { fail, ok } from "./fixtures.ts"
import { useInterviewServer } from "./server.ts"

const { server, calls } = useInterviewServer()

const open = async (path = "/interview/start") => {
  const app = renderApp(path)
  await screen.findByRole("heading", { level: 1, name: "Schedule or start an interview" })
  await waitFor(() => control<HTMLSelectElement>("Interview type"))
  return app
}
const submit = () => screen.getByRole("button", { name: /^(Start|Schedule) Interview$|\.\.\.$/ }) as HTMLButtonElement
const pick = async (id: string) => {
  typeInto(control<HTMLSelectElement>("Interview type"), id)
  await waitFor(() => expect(control<HTMLSelectElement>("Difficulty").value).toBe("medium"))
}
const pad = (n: number) => String(n).padStart(2, "0")
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

describe("schedule or start an interview (/interview/start, PRODUCT.md)", () => {
  it("lists the types by category; the button waits for a type and its settings", async () => {
    await open()
    const select = control<HTMLSelectElement>("Interview type")
    expect(Array.from(select.querySelectorAll("optgroup")).map((g) => g.label)).toEqual(["Programming Languages", "Other"])
    expect(submit().disabled).toBe(true)
    await pick("7")
    expect(screen.getByText("C++ Interview: the essentials.")).toBeTruthy()
    expect(screen.getByRole("heading", { level: 2, name: "Assessment Settings" })).toBeTruthy()
    expect(submit().disabled).toBe(false)
    expect(calls.map((c) => c.path)).toContain("/api/interview/interview-meta/7")
  })

  it("?type= picks the type", async () => {
    await open("/interview/start?type=1")
    await waitFor(() => expect(control<HTMLSelectElement>("Interview type").value).toBe("1"))
  })

  it("start now opens /interview/{id}", async () => {
    server.use(http.post("/api/interview/start-interview", () => ok({ userInterview: { id: 77, status: "IN_PROGRESS" } })))
    const app = await open()
    await pick("1")
    expect(submit().textContent).toBe("Start Interview")
    click(submit())
    await waitFor(() => expect(app.path()).toBe("/interview/77"))
    expect(calls.find((c) => c.path === "/api/interview/start-interview")?.body).toMatchObject({ interviewObjectId: 1, answerProperties: { answerMode: "voice" } })
  })

  it("schedule for later sends the date and time with the local offset, then offers the calendar file", async () => {
    server.use(http.post("/api/interview/schedule", () => ok({ userInterview: { id: 88, status: "SCHEDULED" } }, "Interview scheduled.")))
    await open()
    await pick("1")
    click(control("Schedule for later"))
    const day = new Date(Date.now() + 3 * 86_400_000)
    typeInto(control("Date"), localDay(day))
    typeInto(control("Time"), "14:30")
    expect(submit().textContent).toBe("Schedule Interview")
    click(submit())
    await screen.findByRole("heading", { level: 2, name: "Interview scheduled" })
    const body = calls.find((c) => c.path === "/api/interview/schedule")?.body as { scheduledAt: string; interviewObjectId: number }
    expect(body.interviewObjectId).toBe(1)
    expect(body.scheduledAt).toMatch(/^\d{4}-\d{2}-\d{2}T14:30:00[+-]\d{2}:\d{2}$/)
    expect(new Date(body.scheduledAt).getTime()).toBe(new Date(`${localDay(day)}T14:30`).getTime())
    const link = screen.getByRole("link", { name: "Add to calendar" })
    expect(link.getAttribute("download")).toMatch(/^rehearse-python-interview-\d{4}-\d{2}-\d{2}\.ics$/)
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain("BEGIN:VEVENT")
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard")
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Interview scheduled" }))
  })

  it("a moment in the past is refused before any call", async () => {
    await open()
    await pick("1")
    click(control("Schedule for later"))
    typeInto(control("Date"), "2020-01-01")
    expect(screen.getByText("Pick a date and time in the future.")).toBeTruthy()
    expect(submit().disabled).toBe(true)
  })

  it("a refused schedule says 'Failed to schedule interview' with the server's message", async () => {
    server.use(http.post("/api/interview/schedule", () => fail(400, "scheduledAt must lie in the future")))
    await open()
    await pick("1")
    click(control("Schedule for later"))
    click(submit())
    await findToast("Failed to schedule interview / scheduledAt must lie in the future")
  })

  it("the free plan's 402 links to /pricing", async () => {
    server.use(http.post("/api/interview/start-interview", () => fail(402, "Free plan used up. See /pricing.")))
    await open()
    await pick("1")
    click(submit())
    await findToast("Failed to start interview / Free plan used up. See /pricing.")
    expect(screen.getByRole("link", { name: "See plans and how to upgrade" }).getAttribute("href")).toBe("/pricing")
  })

  it("shows a spinner while the types load", async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get("/api/dashboard/available-interviews", async () => {
      await gate
      return ok([])
    }, { once: true }))
    renderApp("/interview/start")
    await screen.findByText("Loading interview types…")
    release()
    await waitFor(() => control<HTMLSelectElement>("Interview type"))
  })

  it("types that fail to load can be asked for again", async () => {
    server.use(http.get("/api/dashboard/available-interviews", () => fail(500, "Down for a moment"), { once: true }))
    renderApp("/interview/start")
    await screen.findByText("Down for a moment")
    click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => control<HTMLSelectElement>("Interview type"))
  })
})
