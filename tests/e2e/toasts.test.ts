/**
 * Toasts never sit over the action bar or a button (issue #13.6), measured in Chromium on real screens with real
 * toasts: the live interview's 'Error' toast beside End Interview / Resume Later / Skip / Submit (1280 px and
 * 390 px), the completion toast on the report card beside its first expand button, and the profile's update
 * toast. At most three stack, and each can be dismissed.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { apiOf, useServerAndBrowser } from "./browser.ts"
import { installSpeechStandIns } from "./speech-stand-ins.ts"

const stage = useServerAndBrowser()

const api = apiOf(stage)

let people = 0
const newInterview = async () => {
  const email = `toasted${++people}@example.com`
  const { token } = await api<{ token: string }>("/user/signup", {
    method: "POST",
    body: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "1990-12-10", phone: "+44 20 7946 0000", email, password: "analytical-engine" }
  })
  const types = await api<Array<{ id: number; name: string }>>("/dashboard/available-interviews", { token })
  const started = await api<{ userInterview: { id: number } }>("/interview/start-interview", {
    method: "POST",
    token,
    body: { interviewObjectId: types.find((t) => t.name === "python")!.id, questionProperties: { difficulty: "easy", questionCount: 3 }, answerProperties: { answerMode: "text" } }
  })
  return { token, email, id: started.userInterview.id }
}

const openAs = async (who: { token: string; email: string }, path: string, width = 1280) => {
  const context = await stage.browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } })
  await context.addInitScript(({ token, email }) => {
    localStorage.setItem("token", token)
    localStorage.setItem("user", JSON.stringify({ email }))
  }, who)
  await context.addInitScript(installSpeechStandIns, { answers: [] })
  const page = await context.newPage()
  await page.goto(`${stage.server.url}${path}`)
  return { context, page }
}

/** Every visible button or button-like link that a toast covers, by its name; none is the answer. */
const coveredByToasts = (page: Page) =>
  page.evaluate(() => {
    const region = document.querySelector("section[aria-label='Notifications']")!
    const toasts = [...region.querySelectorAll("li")].map((li) => li.getBoundingClientRect())
    const controls = [...document.querySelectorAll<HTMLElement>("button, a.btn-primary, a.btn-secondary, a.btn-ghost, [role=button]")]
      .filter((c) => !region.contains(c) && c.getClientRects().length > 0)
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    return {
      toasts: toasts.length,
      covered: controls.filter((c) => toasts.some((t) => overlaps(t, c.getBoundingClientRect()))).map((c) => c.getAttribute("aria-label") ?? c.textContent?.trim())
    }
  })

describe("toasts in Chromium", () => {
  for (const width of [1280, 390]) {
    it(`the live interview's toast leaves the action bar free (${width} px)`, async () => {
      const who = await newInterview()
      const { context, page } = await openAs(who, `/interview/${who.id}`, width)
      // The first question fetch fails: 'Error' toast, 'No question available.' and Retry, with the action bar below.
      await page.route("**/api/interview/question/*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, message: "The question service is down." }) }), { times: 1 })
      await page.getByRole("dialog", { name: "Start Assessment" }).getByRole("button", { name: "Start Assessment" }).click()
      await page.getByRole("alert").filter({ hasText: "The question service is down." }).waitFor()
      await page.getByRole("button", { name: "Submit" }).waitFor()
      expect(await coveredByToasts(page)).toEqual({ toasts: 1, covered: [] })
      // Each toast can be dismissed.
      await page.getByRole("button", { name: "Dismiss notification: Error" }).click()
      await expect.poll(async () => (await coveredByToasts(page)).toasts).toBe(0)
      await context.close()
    })
  }

  it("the report card's completion toast leaves its first expand button free", async () => {
    const who = await newInterview()
    const q = (await api<Array<{ key: string; id: number; properties: { content: string } }>>(`/interview/question/${who.id}`, { token: who.token })).find((f) => f.key === "question")!
    await api(`/interview/submit-response/${who.id}`, { method: "POST", token: who.token, body: { question: q.properties.content, answer: "A generator yields values lazily, one at a time.", questionId: q.id, status: "ANSWERED" } })
    const { context, page } = await openAs(who, `/interview/${who.id}`)
    await page.getByRole("dialog", { name: "Start Assessment" }).getByRole("button", { name: "Start Assessment" }).click()
    await page.locator("#live-question").waitFor()
    await page.getByRole("button", { name: "End Interview" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "End Interview" }).click()
    await page.getByRole("heading", { level: 1, name: "Assessment Report" }).waitFor()
    await page.getByRole("status").filter({ hasText: "Interview marked as completed!" }).waitFor()
    await page.getByRole("button", { name: /Question 1/ }).waitFor()
    expect(await coveredByToasts(page)).toEqual({ toasts: 1, covered: [] })
    await context.close()
  })

  it("the profile's toast leaves its buttons free", async () => {
    const who = await newInterview()
    const { context, page } = await openAs(who, "/profile")
    await page.getByRole("button", { name: "Edit Profile" }).click()
    await page.getByRole("button", { name: "Update Profile" }).click()
    await page.getByRole("status").filter({ hasText: "Profile updated successfully" }).waitFor()
    expect(await coveredByToasts(page)).toEqual({ toasts: 1, covered: [] })
    await context.close()
  })
})
