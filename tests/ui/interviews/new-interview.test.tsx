import { http, HttpResponse } from "msw"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { findToast } from "../account/kit.tsx"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor } from "../dom.tsx"
import { control, typeInto } from "../fields/kit.tsx"
import { fail, ok, TYPES } from "./fixtures.ts"
import { useInterviewServer } from "./server.ts"

const { server, calls } = useInterviewServer()

const open = async (id = "1") => {
  const app = renderApp(`/new-interview/${id}`)
  await screen.findByRole("heading", { level: 1, name: "Start New Assessment" })
  return app
}
const button = () => screen.getByRole("button", { name: /Start Assessment|Starting\.\.\./ }) as HTMLButtonElement
const ready = () => waitFor(() => expect(button().disabled).toBe(false))
const startCalls = () => calls.filter((c) => c.path === "/api/interview/start-interview")

describe("start new assessment (/new-interview/{id}, spec §2, §5)", () => {
  it("'Start New Assessment', the card 'Assessment Settings' and the form built from the type's metadata", async () => {
    await open()
    expect(screen.getByRole("heading", { level: 2, name: "Assessment Settings" })).toBeTruthy()
    await ready()
    expect(control<HTMLSelectElement>("Difficulty").value).toBe("medium")
    expect(control("Number of questions").value).toBe("5")
    expect(control("Target role (optional)").placeholder).toBe("e.g. Backend developer")
    expect(screen.getByText("How will you answer?")).toBeTruthy()
    expect(calls.map((c) => c.path)).toContain("/api/interview/interview-meta/1")
  })

  it("names the interview it starts: its name, description, category and topic, even when opened directly", async () => {
    await open("1")
    const named = await screen.findByRole("region", { name: "Python Interview" })
    expect(named.textContent).toContain("Programming Languages")
    expect(named.textContent).toContain(TYPES[0]!.description)
    expect(named.textContent).toContain("Python")
  })

  it("shows a spinner while the settings load, with 'Start Assessment' disabled", async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get("/api/interview/interview-meta/:id", async () => {
      await gate
      return ok({ questionProperties: [], answerProperties: [] })
    }, { once: true }))
    await open()
    expect(screen.getByText("Loading the assessment settings…")).toBeTruthy()
    expect(button().disabled).toBe(true)
    release()
    await screen.findByText("No form fields available. Please check the API response.")
  })

  it("starting posts the route's id as an integer with both value maps, then opens /interview/{id}", async () => {
    server.use(http.post("/api/interview/start-interview", () => ok({ userInterview: { id: 42, status: "IN_PROGRESS" } }, "Interview started.")))
    const app = await open("7abc")
    await ready()
    typeInto(control<HTMLSelectElement>("Difficulty"), "hard")
    click(control("Typing"))
    click(button())
    await waitFor(() => expect(app.path()).toBe("/interview/42"))
    expect(startCalls()[0]!.body).toEqual({
      interviewObjectId: 7,
      questionProperties: { difficulty: "hard", questionCount: 5, targetRole: "" },
      answerProperties: { answerMode: "text" }
    })
  })

  it("validates on change and keeps 'Start Assessment' disabled until the form is valid", async () => {
    await open()
    await ready()
    typeInto(control("Target role (optional)"), "A very long role name")
    expect(button().disabled).toBe(true)
    expect(screen.getByText("Target role must be at most 10 characters")).toBeTruthy()
    typeInto(control("Target role (optional)"), "Backend")
    expect(button().disabled).toBe(false)
  })

  it("'Starting...' and disabled while the call runs", async () => {
    let release: (() => void) | null = null
    server.use(http.post("/api/interview/start-interview", () => new Promise<Response>((resolve) => {
      release = () => resolve(HttpResponse.json({ success: false, message: "Nope" }, { status: 400 }))
    })))
    await open()
    await ready()
    click(button())
    await screen.findByRole("button", { name: "Starting..." })
    expect(button().disabled).toBe(true)
    await waitFor(() => expect(release).not.toBeNull())
    act(() => release!())
    await screen.findByRole("button", { name: "Start Assessment" })
  })

  it("a failure says 'Failed to start interview' with the server's message", async () => {
    server.use(http.post("/api/interview/start-interview", () => fail(400, "questionProperties.questionCount: Maximum value is 15")))
    const app = await open()
    await ready()
    click(button())
    await findToast("Failed to start interview / questionProperties.questionCount: Maximum value is 15")
    expect(app.path()).toBe("/new-interview/1")
  })

  it("without a server message: 'Failed to start interview.'", async () => {
    server.use(http.post("/api/interview/start-interview", () => new HttpResponse(null, { status: 500 })))
    await open()
    await ready()
    click(button())
    await findToast("Failed to start interview / Failed to start interview.")
  })

  it("the free plan's 402 links to /pricing", async () => {
    server.use(http.post("/api/interview/start-interview", () =>
      fail(402, "You have used all 10 interviews of the Free Plan. Premium lifts the limit: ask for it on the Pricing page.")
    ))
    await open()
    await ready()
    click(button())
    await findToast("Failed to start interview / You have used all 10 interviews of the Free Plan. Premium lifts the limit: ask for it on the Pricing page.")
    expect(screen.getByRole("link", { name: "See plans and how to upgrade" }).getAttribute("href")).toBe("/pricing")
  })

  it("a missing interview id in the response is 'Interview ID not found in response'", async () => {
    server.use(http.post("/api/interview/start-interview", () => ok({ userInterview: { status: "IN_PROGRESS" } })))
    const app = await open()
    await ready()
    click(button())
    await findToast("Interview ID not found in response")
    expect(app.path()).toBe("/new-interview/1")
  })

  it("no fields: 'No form fields available. Please check the API response.'", async () => {
    server.use(http.get("/api/interview/interview-meta/:id", () => ok({ questionProperties: [], answerProperties: [] })))
    await open()
    await screen.findByText("No form fields available. Please check the API response.")
  })

  it("a type that does not exist says so, and nothing can be started", async () => {
    server.use(http.get("/api/interview/interview-meta/:id", () => fail(404, "Interview type not found.")))
    await open("99")
    await screen.findByText("Interview type not found.")
    expect(button().disabled).toBe(true)
  })

  it("an id that is no number asks the server nothing", async () => {
    await open("python")
    expect(screen.getByText("This interview type does not exist.")).toBeTruthy()
    expect(calls).toEqual([])
  })
})
