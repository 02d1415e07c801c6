/** The progress page (/progress, issue #17) in happy-dom: its states, its figures and "Practise your weak points". */
import { http } from "msw"
import { describe, expect, it } from "vitest"
import type { Progress } from "../../core/contract/progress.ts"
import { renderApp } from "./app.tsx"
import { click, screen, waitFor, within } from "./dom.tsx"
import { fail, ok } from "./interviews/fixtures.ts"
import { useInterviewServer } from "./interviews/server.ts"

const { server, calls } = useInterviewServer()

const EMPTY: Progress = {
  interviews: 0, limit: 100, answered: 0, skipped: 0, overall: [], topics: [], missedPoints: [], delivery: [], star: [],
  streak: { current: 0, longest: 0, practiceDays: 0, lastPractised: null }, timePractisedMinutes: 0,
  weakPoints: { duePoints: 0, dueQuestions: 0, nextDueAt: null }
}
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString()
const FULL: Progress = {
  interviews: 3, limit: 100, answered: 5, skipped: 1,
  overall: [{ interviewId: 1, at: at(2), score: 40 }, { interviewId: 2, at: at(3), score: 81 }, { interviewId: 3, at: at(5), score: 55 }],
  topics: [
    { topic: "python", name: "Python", points: [{ interviewId: 1, at: at(2), score: 40 }, { interviewId: 2, at: at(3), score: 81 }], change: 41 },
    { topic: "hr", name: "HR Questions", points: [{ interviewId: 3, at: at(5), score: 55 }], change: null }
  ],
  missedPoints: [
    { point: "Tuples are immutable.", question: "List or tuple?", questionRef: "py-1", topic: "python", missed: 2, asked: 2 },
    { point: "Say what the result was.", question: "Tell me about a conflict.", questionRef: "hr-1", topic: "hr", missed: 1, asked: 1 }
  ],
  delivery: [{ interviewId: 1, at: at(2), spokenAnswers: 2, wordsPerMinute: 150, fillersPerMinute: 3, longestPauseMs: 2000 }],
  star: [{ interviewId: 3, at: at(5), behaviouralAnswers: 2, completeness: 88, quantified: 1 }],
  streak: { current: 1, longest: 2, practiceDays: 3, lastPractised: at(5) },
  timePractisedMinutes: 65,
  weakPoints: { duePoints: 3, dueQuestions: 2, nextDueAt: null }
}

/** A table by its caption (the test kit names tables by label only). */
const table = (caption: string): HTMLElement => {
  const found = [...document.querySelectorAll("table")].find((t) => t.caption?.textContent === caption)
  if (found === undefined) throw new Error(`no table captioned ${caption}`)
  return found
}

const showing = (progress: Progress) => server.use(http.get("/api/dashboard/progress", () => ok(progress)))

describe("the progress page (/progress)", () => {
  it("with nothing practised yet: says where progress comes from and links to starting an interview", async () => {
    showing(EMPTY)
    renderApp("/progress")
    await screen.findByRole("heading", { name: "Your progress starts with your first interview" })
    expect(screen.getByRole("link", { name: "Start an interview" }).getAttribute("href")).toBe("/interview/start")
    expect(screen.queryByRole("button", { name: "Practise your weak points" })).toBeNull()
    // Days and the streak are the user's own: the offset from UTC goes with the call.
    expect(calls.find((c) => c.path.startsWith("/api/dashboard/progress"))!.path).toMatch(/^\/api\/dashboard\/progress\?utcOffsetMinutes=-?\d+$/)
  })

  it("shows the streak, time practised, each topic's trend (also as a table), the missed points, delivery and STAR", async () => {
    showing(FULL)
    renderApp("/progress")
    await screen.findByRole("heading", { name: "Scores over time" })
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect([stat("Interviews"), stat("Current streak"), stat("Longest streak"), stat("Time practised")]).toEqual(["3", "1 day", "2 days", "1 h 5 min"])
    const trend = table("Your scores by topic and date")
    const rows = (t: HTMLElement) => [...t.querySelectorAll("tbody tr")].map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent))
    expect(rows(trend).map((cells) => [cells[0], cells[3]])).toEqual([["Python", "40"], ["Python", "81"], ["HR Questions", "55"]])
    expect(within(screen.getByRole("list", { name: "Change by topic" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Python 40 → 81 (+41)",
      "HR Questions 55"
    ])
    expect(screen.getByText("Tuples are immutable.")).toBeTruthy()
    expect(screen.getByText("missed 2 of 2")).toBeTruthy()
    const delivery = table("Delivery of spoken answers by interview")
    expect(rows(delivery)[0]!.slice(1)).toEqual(["2", "150", "3.0", "2.0 s"])
    const star = table("STAR completeness of behavioural answers by interview")
    expect(rows(star)[0]!.slice(1)).toEqual(["2", "88%", "1"])
    expect(screen.queryByText(/One interview so far/)).toBeNull()
    expect(screen.getByText("3 talking points to practise again, in 2 questions.")).toBeTruthy()
  })

  it("with nothing due, 'Practise your weak points' waits and says when the next point comes back", async () => {
    showing({ ...FULL, weakPoints: { duePoints: 0, dueQuestions: 0, nextDueAt: at(27) } })
    renderApp("/progress")
    const button = await screen.findByRole("button", { name: "Practise your weak points" })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText("Nothing is due yet: the next point comes back on Nov 27, 2026.")).toBeTruthy()
  })

  it("a failed load says so", async () => {
    server.use(http.get("/api/dashboard/progress", () => fail(500)))
    renderApp("/progress")
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load your progress. Please try again.")
  })

  it("'Practise your weak points' starts the interview and opens it", async () => {
    showing(FULL)
    server.use(http.post("/api/interview/weak-points", () => ok({ userInterview: { id: 42, status: "IN_PROGRESS" } }, "Interview started.")))
    const app = renderApp("/progress")
    click(await screen.findByRole("button", { name: "Practise your weak points" }))
    await waitFor(() => expect(app.path()).toBe("/interview/42"))
    expect(calls.find((c) => c.path === "/api/interview/weak-points")!.body).toEqual({ answerMode: "voice" })
  })

  it("with nothing due, says when the next point comes back", async () => {
    showing(FULL)
    server.use(http.post("/api/interview/weak-points", () =>
      fail(409, "Nothing is due yet: you made every point you had missed. The next one comes back on 2026-11-27.")))
    const app = renderApp("/progress")
    click(await screen.findByRole("button", { name: "Practise your weak points" }))
    await screen.findByText("Nothing is due yet: you made every point you had missed. The next one comes back on 2026-11-27.")
    expect(screen.getByText("Nothing to practise yet")).toBeTruthy()
    expect(app.path()).toBe("/progress")
  })
})
