/**
 * The progress page in Chromium (issue #17): its empty and one-interview states, reached from the header and the
 * dashboard, the numbers of the chart in a table for screen readers, axe's serious and critical checks, and
 * "Practise your weak points" starting an interview in one click.
 */
import { describe, expect, it } from "vitest"
import { apiOf, axeViolations, signInContext, useServerAndBrowser } from "./browser.ts"
import { installSpeechStandIns } from "./speech-stand-ins.ts"

const stage = useServerAndBrowser()

const api = apiOf(stage)

const axe = axeViolations

describe("the progress page", () => {
  it("empty, then after one interview: figures, a table of the chart's numbers, and weak points practised in one click", async () => {
    const email = "progress@example.com"
    const { token } = await api<{ token: string }>("/user/signup", {
      method: "POST",
      body: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "1990-12-10", phone: "+44 20 7946 0000", email, password: "analytical-engine" }
    })
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    await signInContext(context, token, email)
    await context.addInitScript(installSpeechStandIns, { answers: [] })
    const page = await context.newPage()
    const found: Array<string> = []

    // Reached from the header; nothing practised yet.
    await page.goto(`${stage.server.url}/dashboard`)
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Progress" }).click()
    await page.getByRole("heading", { name: "Your progress starts with your first interview" }).waitFor()
    expect(await page.getByRole("button", { name: "Practise your weak points" }).count()).toBe(0)
    found.push(...(await axe(page, "progress, empty")))

    // One interview: a spoken answer and a skip.
    const types = await api<Array<{ id: number; name: string }>>("/dashboard/available-interviews", { token })
    const started = await api<{ userInterview: { id: number } }>("/interview/start-interview", {
      method: "POST",
      token,
      body: { interviewObjectId: types.find((t) => t.name === "python")!.id, questionProperties: { difficulty: "easy", questionCount: 3 }, answerProperties: { answerMode: "voice" } }
    })
    const id = started.userInterview.id
    const question = async () =>
      (await api<Array<{ key: string; id: number; properties: { content: string } }>>(`/interview/question/${id}`, { token })).find((f) => f.key === "question")!
    const q1 = await question()
    const answer = "Um, a list is mutable and a tuple is immutable, so a tuple can be a dictionary key, and it is a little faster to create."
    await api(`/interview/submit-response/${id}`, {
      method: "POST",
      token,
      body: { question: q1.properties.content, answer, questionId: q1.id, status: "ANSWERED", timing: { durationMs: 12_000, segments: [{ text: answer, startMs: 0, endMs: 12_000 }] } }
    })
    const q2 = await question()
    await api(`/interview/submit-response/${id}`, { method: "POST", token, body: { question: q2.properties.content, answer: "", questionId: q2.id, status: "SKIPPED" } })
    await api(`/interview/end-interview/${id}`, { token })
    const listed = await api<Array<{ id: number; score: number }>>("/interview/interview-by-status?status=COMPLETED", { token })
    const score = listed.find((i) => i.id === id)!.score

    // Reached from the dashboard's chart.
    await page.goto(`${stage.server.url}/dashboard`)
    await page.getByRole("link", { name: "See your progress and weak points" }).click()
    await page.getByRole("heading", { name: "Scores over time" }).waitFor()
    await page.getByText("One interview so far. Practise again to see which way your scores go.").waitFor()
    const table = page.getByRole("table", { name: "Your scores by topic and date" })
    expect(await table.getByRole("row").nth(1).getByRole("cell").allTextContents()).toEqual(["Python", "Python interview", expect.any(String), String(score)])
    expect(await page.getByRole("table", { name: "Delivery of spoken answers by interview" }).getByRole("row").count()).toBe(2)
    await page.getByRole("heading", { name: "Points you miss most often" }).waitFor()
    found.push(...(await axe(page, "progress, one interview")))

    await page.getByRole("button", { name: "Practise your weak points" }).click()
    await page.waitForURL(/\/interview\/\d+$/)
    const practised = Number(new URL(page.url()).pathname.split("/").at(-1))
    expect(practised).not.toBe(id)
    await page.getByRole("dialog", { name: "Start Assessment" }).waitFor()
    await context.close()
    expect(found).toEqual([])
  })
})
