import { http, HttpResponse } from "msw"
import { describe, expect, it } from "vitest"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor, within } from "../dom.tsx"
import { control } from "../fields/kit.tsx"
import { ANSWERS, DETAILS, fail, ok, REPORT } from "./fixtures.ts"
import { useInterviewServer } from "./server.ts"

const { server, calls } = useInterviewServer()
const main = () => within(screen.getByRole("main"))

/** Holds the answer to one path until released, so the screen's loading state can be seen. */
const hold = (path: string, answer: () => Response) => {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(http.get(path, async () => {
    await gate
    return answer()
  }, { once: true }))
  return () => release()
}

describe("report (/results/{id}, spec §2 'Report')", () => {
  const open = async () => {
    const app = renderApp("/results/9")
    await screen.findByRole("heading", { level: 1, name: "Assessment Report" })
    return app
  }

  it("shows a spinner, then one card per item: the score as a circular gauge, the rating, the summary lines", async () => {
    const release = hold("/api/interview/assessment-report/:id", () => ok(REPORT))
    await open()
    expect(screen.getByText("Loading the report…")).toBeTruthy()
    release()
    const gauge = await screen.findByRole("meter", { name: "Overall score" })
    expect(gauge.getAttribute("aria-valuenow")).toBe("84")
    expect(screen.getByRole("img", { name: "Overall rating: 4 out of 5" })).toBeTruthy()
    expect(screen.getByText("Good: generators (90)")).toBeTruthy()
    expect(screen.getByText("Good: You completed the interview.")).toBeTruthy()
    expect(calls.map((c) => c.path)).toEqual(["/api/interview/assessment-report/9"])
  })

  it("'Back to Dashboard' goes to /dashboard", async () => {
    const app = await open()
    await screen.findByRole("meter", { name: "Overall score" })
    click(main().getByRole("link", { name: "Back to Dashboard" }))
    await screen.findByRole("heading", { level: 1, name: "Dashboard" })
    expect(app.path()).toBe("/dashboard")
  })

  it("questions expand to show the answer; the analysis is fetched on expand, and a free user gets the premium message", async () => {
    await open()
    const question = await screen.findByRole("button", { name: /Question 1/ })
    expect(screen.getByRole("meter", { name: "Question 1 score" }).getAttribute("aria-valuenow")).toBe("90")
    expect(calls.some((c) => c.path.startsWith("/api/interview/answer-analysis"))).toBe(false)
    click(question)
    expect(screen.getByText("It yields values lazily.")).toBeTruthy()
    await screen.findByText(/Premium feature\. Please upgrade to access detailed analysis\./)
    expect(screen.getByRole("link", { name: "See how to upgrade" }).getAttribute("href")).toBe("/pricing")
    expect(calls.filter((c) => c.path === "/api/interview/answer-analysis/11")).toHaveLength(1)
  })

  it("every user re-reads an answer's feedback lines and next step; only the detailed analysis is premium", async () => {
    await open()
    click(await screen.findByRole("button", { name: /Question 1/ }))
    const lines = screen.getByRole("list", { name: "Feedback" })
    expect(within(lines).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Covered: generators produce values lazily.",
      "Missed: send() resumes a generator with a value.",
      "Next step: add a sentence on send()."
    ])
    await screen.findByText(/Premium feature\. Please upgrade to access detailed analysis\./)
  })

  it("a premium user sees the analysis fields", async () => {
    server.use(http.get("/api/interview/answer-analysis/:id", () =>
      ok([
        { key: "point1", label: "Covered", type: "display", properties: { className: "success", content: "Generators are lazy" } },
        { key: "modelAnswer", label: "Model answer", type: "textarea", properties: { value: "A generator yields.", readOnly: true } }
      ])
    ))
    await open()
    click(await screen.findByRole("button", { name: /Question 1/ }))
    await screen.findByText("Good: Generators are lazy")
    expect(control<HTMLTextAreaElement>("Model answer").value).toBe("A generator yields.")
  })

  it("'No result data found.' when the answer is not a list", async () => {
    server.use(http.get("/api/interview/assessment-report/:id", () => HttpResponse.json({ success: true, data: { nope: 1 } })))
    await open()
    expect((await screen.findByRole("alert")).textContent).toBe("No result data found.")
  })

  it("'Failed to fetch results.' when the call fails", async () => {
    server.use(http.get("/api/interview/assessment-report/:id", () => fail(404, "Interview not found.")))
    await open()
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch results.")
  })
})

describe("assessment answers (/assessment-answers/{id}, spec §2)", () => {
  const open = async () => {
    const app = renderApp("/assessment-answers/9")
    await screen.findByRole("heading", { level: 1, name: "Assessment Answers" })
    return app
  }

  it("a spinner, then one read-only card per answer with its score and rating when present", async () => {
    const release = hold("/api/interview/assessment-answers/:id", () => ok(ANSWERS))
    await open()
    expect(screen.getByText("Loading your answers…")).toBeTruthy()
    release()
    await waitFor(() => control<HTMLTextAreaElement>("1. What is a generator?"))
    const first = control<HTMLTextAreaElement>("1. What is a generator?")
    expect(first.readOnly).toBe(true)
    expect(first.value).toBe("It yields values lazily.")
    expect(control<HTMLTextAreaElement>("2. What does is compare?").value).toBe("Skipped")
    expect(screen.getAllByRole("meter", { name: "Score" })).toHaveLength(1)
    expect(screen.getByRole("meter", { name: "Score" }).getAttribute("aria-valuenow")).toBe("90")
    expect(screen.getByRole("img", { name: "Rating: 5 out of 5" })).toBeTruthy()
    // The feedback lines are every user's to re-read (PRODUCT.md), the next step among them.
    expect(within(screen.getByRole("list", { name: "Feedback" })).getByText("Next step: add a sentence on send().")).toBeTruthy()
  })

  it("the back-to-dashboard button goes to /dashboard", async () => {
    const app = await open()
    await waitFor(() => control<HTMLTextAreaElement>("1. What is a generator?"))
    click(main().getByRole("button", { name: "Back to Dashboard" }))
    await screen.findByRole("heading", { level: 1, name: "Dashboard" })
    expect(app.path()).toBe("/dashboard")
  })

  it("an interview without answers says so", async () => {
    server.use(http.get("/api/interview/assessment-answers/:id", () => ok([])))
    await open()
    await screen.findByText("No answers were recorded for this interview.")
  })

  it("'No result data found.' and 'Failed to fetch results.'", async () => {
    server.use(http.get("/api/interview/assessment-answers/:id", () => HttpResponse.json({ success: true, data: "nothing" }), { once: true }))
    const first = await open()
    expect((await screen.findByRole("alert")).textContent).toBe("No result data found.")
    first.unmount()
    server.use(http.get("/api/interview/assessment-answers/:id", () => HttpResponse.error(), { once: true }))
    await open()
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch results.")
  })
})

describe("interview details (/interview/details/{id}, spec §2)", () => {
  const open = async () => {
    const app = renderApp("/interview/details/9")
    await screen.findByRole("heading", { level: 1, name: "Interview details" })
    return app
  }

  it("a spinner, then the display name, description and the read-only 'Question Properties' and 'Answer Properties' forms", async () => {
    const release = hold("/api/interview/details/:id", () => ok(DETAILS))
    await open()
    expect(screen.getByText("Loading the interview details…")).toBeTruthy()
    release()
    await screen.findByRole("heading", { level: 2, name: "Python Interview" })
    expect(screen.getByText("Data model, collections, generators.")).toBeTruthy()
    expect(screen.getByRole("heading", { level: 2, name: "Question Properties" })).toBeTruthy()
    expect(screen.getByRole("heading", { level: 2, name: "Answer Properties" })).toBeTruthy()
    expect(control("Difficulty").value).toBe("Easy")
    expect(control("Difficulty").readOnly).toBe(true)
    expect(control("Number of questions").value).toBe("3")
    expect(control("How will you answer?").value).toBe("Typing")
    expect(main().getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard")
  })

  it("a form with no fields is not shown", async () => {
    server.use(http.get("/api/interview/details/:id", () =>
      ok({
        display_name: "HR Interview",
        description: "Behavioural questions.",
        status: "COMPLETED",
        strikes: 0,
        question_prompt_user_input_properties: [],
        answer_prompt_user_input_properties: [{ key: "answerMode", label: "Mode", type: "text" }],
        question_user_properties: {},
        answer_user_properties: { answerMode: "text" }
      })
    ))
    await open()
    await screen.findByRole("heading", { level: 2, name: "HR Interview" })
    expect(screen.queryByRole("heading", { level: 2, name: "Question Properties" })).toBeNull()
    expect(screen.getByRole("heading", { level: 2, name: "Answer Properties" })).toBeTruthy()
  })

  it("'Failed to load interview details.' in red, centred", async () => {
    server.use(http.get("/api/interview/details/:id", () => fail(404, "Interview not found.")))
    await open()
    const line = await screen.findByRole("alert")
    expect(line.textContent).toBe("Failed to load interview details.")
    expect(line.className).toContain("text-red-700")
    expect(line.className).toContain("text-center")
  })
})

describe("a session the server ended", () => {
  it("a 401 on any of these calls signs out and goes to /login", async () => {
    server.use(http.get("/api/interview/assessment-report/:id", () => fail(401, "Your session has ended.")))
    const app = renderApp("/results/9")
    await screen.findByRole("heading", { level: 1, name: "Log in" })
    expect(app.path()).toBe("/login")
    expect(localStorage.getItem("token")).toBeNull()
  })
})
