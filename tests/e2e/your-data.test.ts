/**
 * Issue #17 in Chromium: 'Your data' on the profile downloads the user's data as JSON and deletes the account behind
 * the password asked again; the report card prints with every question open; axe on the profile and its dialog.
 */
import { readFile } from "node:fs/promises"
import { describe, expect, it } from "vitest"
import { axeViolations, signInContext, useServerAndBrowser } from "./browser.ts"

const stage = useServerAndBrowser()

const api = async <A,>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; data: A }> => {
  const response = await fetch(`${stage.server.url}/api${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
  })
  return { status: response.status, data: ((await response.json()) as { data: A }).data }
}

const axe = axeViolations

describe("your data", () => {
  it("prints the report card, downloads the data as JSON, and deletes the account once the password is given again", async () => {
    const email = "data@example.com"
    const { data: { token } } = await api<{ token: string }>("/user/signup", {
      method: "POST",
      body: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "1990-12-10", phone: "+44 20 7946 0000", email, password: "analytical-engine" }
    })
    const types = (await api<Array<{ id: number; name: string }>>("/dashboard/available-interviews", { token })).data
    const id = (await api<{ userInterview: { id: number } }>("/interview/start-interview", {
      method: "POST",
      token,
      body: { interviewObjectId: types.find((t) => t.name === "python")!.id, questionProperties: { difficulty: "easy", questionCount: 3 }, answerProperties: { answerMode: "text" } }
    })).data.userInterview.id
    const q = (await api<Array<{ key: string; id: number; properties: { content: string } }>>(`/interview/question/${id}`, { token })).data.find((f) => f.key === "question")!
    await api(`/interview/submit-response/${id}`, {
      method: "POST",
      token,
      body: { question: q.properties.content, answer: "A list is mutable and a tuple is immutable.", questionId: q.id, status: "ANSWERED" }
    })
    await api(`/interview/end-interview/${id}`, { token })

    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true, acceptDownloads: true })
    await signInContext(context, token, email)
    const page = await context.newPage()
    const found: Array<string> = []

    // The report card on paper: no page chrome, the question laid out open with its feedback lines.
    await page.goto(`${stage.server.url}/results/${id}`)
    await page.getByRole("button", { name: "Print report card" }).waitFor()
    await page.emulateMedia({ media: "print" })
    expect(await page.locator("header").first().isVisible()).toBe(false)
    expect(await page.getByRole("button", { name: "Print report card" }).isVisible()).toBe(false)
    await page.getByText(`Question 1: ${q.properties.content}`).waitFor()
    expect(await page.getByText(/^Score \d+\/100, rating \d of 5$/).isVisible()).toBe(true)
    await page.emulateMedia({ media: "screen" })

    await page.goto(`${stage.server.url}/profile`)
    await page.getByRole("heading", { name: "Your data" }).waitFor()
    found.push(...(await axe(page, "profile with 'Your data'")))
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()])
    expect(download.suggestedFilename()).toMatch(/^rehearse-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await readFile((await download.path())!, "utf8"))
    expect(exported.profile.email).toBe(email)
    expect(exported.interviews.map((i: { id: number }) => i.id)).toEqual([id])
    expect(exported.interviews[0].questions[0].answer.judgement.missed).toEqual(expect.any(Array))

    await page.getByRole("button", { name: "Delete account" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete your account?" })
    await dialog.waitFor()
    found.push(...(await axe(page, "delete account dialog")))
    await dialog.getByLabel("Password", { exact: true }).fill("not the password")
    await dialog.getByRole("button", { name: "Delete my account" }).click()
    await page.getByText("Your password is incorrect.").waitFor()
    expect((await api("/user/profile", { token })).status).toBe(200)
    await dialog.getByLabel("Password", { exact: true }).fill("analytical-engine")
    await dialog.getByRole("button", { name: "Delete my account" }).click()
    await page.waitForURL(`${stage.server.url}/login`)
    await page.getByText("Your account and everything in it have been deleted.").waitFor()
    expect((await api("/user/profile", { token })).status).toBe(401)
    expect((await api("/user/login", { method: "POST", body: { email, password: "analytical-engine" } })).status).toBe(401)
    await context.close()
    expect(found).toEqual([])
  })
})
