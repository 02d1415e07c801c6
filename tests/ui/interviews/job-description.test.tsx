/** The start screen of an interview from a job description (issue #16): the skills found as chips, dropped and kept. */
import { http } from "msw"
import { describe, expect, it } from "vitest"
import { jobDescriptionFields } from "../../../core/interviews/catalog.ts"
import { NO_JOB_SKILLS } from "../../../core/contract/job.ts"
import { renderApp } from "../app.tsx"
import { click, screen, waitFor } from "../dom.tsx"
import { control, typeInto } from "../fields/kit.tsx"
import { ok, type } from "./fixtures.ts"
import { useInterviewServer } from "./server.ts"

const { server, calls } = useInterviewServer()
const JOB_TYPE = type(40, "job-description", "Interview from a Job Description", "job-description", "Practice")
const SKILLS = [
  { id: "kafka", name: "Message queues", kind: "technical", mentions: 2, matched: ["Kafka"] },
  { id: "go", name: "Go", kind: "technical", mentions: 1, matched: ["Go"] },
  { id: "leadership", name: "Leadership", kind: "behavioural", mentions: 1, matched: ["mentor"] }
]

const open = async () => {
  server.use(
    http.get("/api/dashboard/available-interviews", () => ok([JOB_TYPE])),
    http.get("/api/interview/interview-meta/40", () => ok({ questionProperties: jobDescriptionFields, answerProperties: [] })),
    http.post("/api/interview/job-skills", async ({ request }) => {
      const { jobDescription } = (await request.json()) as { jobDescription: string }
      return ok({ skills: jobDescription.includes("Kafka") ? SKILLS : [] })
    }),
    http.post("/api/interview/start-interview", () => ok({ userInterview: { id: 91, status: "IN_PROGRESS" } }))
  )
  const app = renderApp("/interview/start?type=40")
  await waitFor(() => control<HTMLTextAreaElement>("Job description"))
  return app
}
const startButton = () => screen.getByRole("button", { name: "Start Interview" }) as HTMLButtonElement

describe("the start screen of an interview from a job description", () => {
  it("shows the skills found as chips, drops one, and starts with the kept ones only", async () => {
    const app = await open()
    expect(document.body.textContent).not.toContain("Skills to practise")
    expect(startButton().disabled).toBe(true)
    typeInto(control<HTMLTextAreaElement>("Job description"), "Go services on Kafka; you mentor juniors.")
    const chips = await waitFor(() => screen.getByRole("list", { name: "Skills found" }), 3000)
    expect(Array.from(chips.querySelectorAll("li")).map((li) => li.textContent)).toEqual(["Message queues(Kafka)", "Go", "Leadership(mentor)"])
    await waitFor(() => expect(startButton().disabled).toBe(false))
    click(screen.getByRole("button", { name: "Drop Go" }))
    expect(screen.getByText(/2 of 3 skills kept/)).toBeTruthy()
    click(startButton())
    await waitFor(() => expect(app.path()).toBe("/interview/91"))
    expect(calls.find((c) => c.path === "/api/interview/start-interview")?.body).toMatchObject({
      interviewObjectId: 40,
      questionProperties: { jobDescription: "Go services on Kafka; you mentor juniors.", skills: "kafka,leadership" }
    })
  })

  it("dropping every skill, or a description naming none, says why and keeps the start off", async () => {
    await open()
    typeInto(control<HTMLTextAreaElement>("Job description"), "Kafka")
    await waitFor(() => screen.getByRole("list", { name: "Skills found" }), 3000)
    for (const name of ["Message queues", "Go", "Leadership"]) click(screen.getByRole("button", { name: `Drop ${name}` }))
    expect(screen.getByRole("alert").textContent).toBe("Keep at least one skill to practise, or pick a topic instead.")
    expect(startButton().disabled).toBe(true)
    click(screen.getByRole("button", { name: "Keep Go" }))
    await waitFor(() => expect(startButton().disabled).toBe(false))

    typeInto(control<HTMLTextAreaElement>("Job description"), "We sell shoes.")
    click(screen.getByRole("button", { name: "Find skills" }))
    await screen.findByText(NO_JOB_SKILLS)
    expect(startButton().disabled).toBe(true)
  })
})
