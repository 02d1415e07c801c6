import { http } from "msw"
import { describe, expect, it } from "vitest"
import { signedOut } from "../../../core/sdk/auth.ts"
import { $dashboard, openTab, parseTemplateId, resetDashboard, startInterview } from "../../../core/sdk/interviews.ts"
import "../../../ui/sdk.ts"
import { ok } from "./fixtures.ts"
import { useInterviewServer } from "./server.ts"

const { server, count } = useInterviewServer({ IN_PROGRESS: [] })

describe("the $dashboard store", () => {
  it("a tab opened twice at once is fetched once", async () => {
    resetDashboard()
    await Promise.all([openTab("available"), openTab("available")])
    await openTab("available")
    expect(count("/api/dashboard/available-interviews")).toBe(1)
    expect($dashboard.get().available).toMatchObject({ phase: "loaded" })
    expect($dashboard.get().available.cards.map((c) => c.title)).toEqual(["Python Interview", "C++ Interview", "General Interview"])
  })

  it("a reset forgets every list, and an answer to a fetch made before it is dropped", async () => {
    resetDashboard()
    const pending = openTab("available")
    resetDashboard()
    await pending
    expect($dashboard.get().available.phase).toBe("idle")
  })

  it("signing out forgets the lists", async () => {
    resetDashboard()
    await openTab("available")
    signedOut()
    expect($dashboard.get().available.phase).toBe("idle")
  })

  it("a started interview makes the lists stale", async () => {
    server.use(http.post("/api/interview/start-interview", () => ok({ userInterview: { id: 5, status: "IN_PROGRESS" } })))
    resetDashboard()
    await openTab("in-progress")
    expect(await startInterview(1, {}, {})).toEqual({ ok: true, id: 5 })
    expect($dashboard.get()["in-progress"].phase).toBe("idle")
  })
})

describe("the start form's template id (spec §5)", () => {
  it("is the route's id parsed as an integer", () => {
    expect([parseTemplateId("7"), parseTemplateId("7abc"), parseTemplateId("0"), parseTemplateId("x"), parseTemplateId(undefined)]).toEqual([7, 7, null, null, null])
  })
})
