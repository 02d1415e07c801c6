/**
 * axe-core's serious and critical checks on every screen the other browser suites leave out (issue #13.10): the
 * landing page with each slide of both carousels and as the feature carousel advances by itself, pricing, the
 * not-found page, /interview/start, /new-interview/{id}, the report with an answer's feedback opened, the live
 * interview typed (its question and its end dialog with an unsent answer), a finished and an unknown interview.
 * Account screens, the dashboard and the spoken live interview's dialogs are checked in their own suites.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { apiOf, axeViolations, signInContext, useServerAndBrowser } from "./browser.ts"
import { installSpeechStandIns } from "./speech-stand-ins.ts"

const stage = useServerAndBrowser()

const api = apiOf(stage)

const axe = axeViolations

/** The carousel's slide that is shown now, by its position ('2 of 4'). */
const shownSlide = (page: Page, carousel: string) =>
  page.locator(`section[aria-label='${carousel}'] [aria-roledescription='slide']:not([aria-hidden])`).getAttribute("aria-label")

describe("axe on every screen", () => {
  it("the landing page, each carousel slide, and a slide the carousel advanced to by itself", async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true, reducedMotion: "no-preference" })
    const page = await context.newPage()
    await page.goto(stage.server.url)
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    const found = await axe(page, "landing")
    // The feature carousel moves on by itself (every 3 s): checked once it has, whenever that is.
    await expect.poll(() => shownSlide(page, "Features"), { timeout: 10_000 }).not.toBe("1 of 4")
    // Let the slide's fade finish: axe measures colours as drawn.
    await page.waitForFunction(() => [...document.querySelectorAll("[aria-roledescription='slide']:not([aria-hidden])")].every((s) => getComputedStyle(s).opacity === "1"))
    found.push(...(await axe(page, "landing, advanced")))
    for (const carousel of ["Features", "Messages"]) {
      const section = page.locator(`section[aria-label='${carousel}']`)
      await section.getByRole("button", { name: /Pause/ }).click()
      for (let slide = 1; slide <= 4; slide++) {
        await section.getByRole("button", { name: `Go to slide ${slide}` }).click()
        await expect.poll(() => shownSlide(page, carousel)).toBe(`${slide} of 4`)
        await page.waitForFunction(() => [...document.querySelectorAll("[aria-roledescription='slide']:not([aria-hidden])")].every((s) => getComputedStyle(s).opacity === "1"))
        found.push(...(await axe(page, `${carousel} slide ${slide}`)))
      }
    }
    await page.goto(`${stage.server.url}/pricing`)
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    found.push(...(await axe(page, "pricing")))
    await page.goto(`${stage.server.url}/no-such-page`)
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor()
    found.push(...(await axe(page, "not found")))
    await context.close()
    expect(found).toEqual([])
  })

  it("starting, the report with feedback opened, the typed live interview and its end dialog, finished and unknown interviews", async () => {
    const email = "axe@example.com"
    const { token } = await api<{ token: string }>("/user/signup", {
      method: "POST",
      body: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "1990-12-10", phone: "+44 20 7946 0000", email, password: "analytical-engine" }
    })
    const types = await api<Array<{ id: number; name: string }>>("/dashboard/available-interviews", { token })
    const python = types.find((t) => t.name === "python")!.id
    const start = async () =>
      (await api<{ userInterview: { id: number } }>("/interview/start-interview", {
        method: "POST",
        token,
        body: { interviewObjectId: python, questionProperties: { difficulty: "easy", questionCount: 3 }, answerProperties: { answerMode: "text" } }
      })).userInterview.id
    const finished = await start()
    const q = (await api<Array<{ key: string; id: number; properties: { content: string } }>>(`/interview/question/${finished}`, { token })).find((f) => f.key === "question")!
    await api(`/interview/submit-response/${finished}`, {
      method: "POST",
      token,
      body: { question: q.properties.content, answer: "A generator yields values lazily, one at a time, and keeps its state between calls.", questionId: q.id, status: "ANSWERED" }
    })
    await api(`/interview/end-interview/${finished}`, { token })
    const typed = await start()

    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    await signInContext(context, token, email)
    await context.addInitScript(installSpeechStandIns, { answers: [] })
    const page = await context.newPage()
    const visit = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(`${stage.server.url}${path}`)
      await ready()
    }
    const found: Array<string> = []
    await visit("/interview/start", () => page.getByRole("heading", { level: 1 }).first().waitFor())
    found.push(...(await axe(page, "/interview/start")))
    await visit(`/new-interview/${python}`, () => page.getByRole("region", { name: "Python Interview" }).waitFor())
    found.push(...(await axe(page, "/new-interview")))
    await visit(`/results/${finished}`, () => page.getByRole("button", { name: /Question 1/ }).waitFor())
    await page.getByRole("button", { name: /Question 1/ }).click()
    await page.getByRole("list", { name: "Feedback" }).waitFor()
    await page.getByText("Premium feature. Please upgrade to access detailed analysis.").waitFor()
    // The gauges and stars count up; axe sees them at rest.
    await page.waitForFunction(() => [...document.querySelectorAll("[role=meter]")].every((m) => m.textContent?.includes(m.getAttribute("aria-valuenow") ?? "")))
    found.push(...(await axe(page, "report, feedback opened")))
    await visit(`/interview/${finished}`, () => page.getByRole("heading", { name: "This interview is finished" }).waitFor())
    found.push(...(await axe(page, "finished interview")))
    await visit("/interview/999999", () => page.getByRole("heading", { name: "This interview does not exist" }).waitFor())
    found.push(...(await axe(page, "unknown interview")))
    await visit(`/interview/${typed}`, () => page.getByRole("dialog", { name: "Start Assessment" }).waitFor())
    found.push(...(await axe(page, "typed: start dialog")))
    await page.getByRole("button", { name: "Start Assessment" }).click()
    await page.locator("#live-question").waitFor()
    found.push(...(await axe(page, "typed: question")))
    await page.getByRole("textbox", { name: "Your response:" }).fill("Typed, not yet sent.")
    await page.getByRole("button", { name: "End Interview" }).click()
    await page.getByRole("dialog", { name: "End it here and mark completed?" }).getByRole("note").waitFor()
    found.push(...(await axe(page, "typed: end dialog with an unsent answer")))
    await context.close()
    expect(found).toEqual([])
  })
})
