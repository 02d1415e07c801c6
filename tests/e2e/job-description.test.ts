/**
 * An interview from a job description in Chromium (issue #16): on the start screen, pasting a posting shows the
 * skills found as chips, one is dropped, a posting naming none says so and blocks the start; then the whole interview
 * runs typed, each question showing why it was chosen, to the report. axe checks the start screen with its chips.
 * With SCREENSHOT_DIR set, the start screen with its skills is captured.
 */
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { NO_JOB_SKILLS } from "../../core/contract/job.ts"
import { apiOf, axeViolations, recordProblems, signInContext, useServerAndBrowser } from "./browser.ts"
import { installSpeechStandIns } from "./speech-stand-ins.ts"

const stage = useServerAndBrowser()
const api = apiOf(stage)

const POSTING = "Backend engineer. We build event-driven services in Go and Java. You will design REST APIs, work with " +
  "PostgreSQL and Kafka (Kafka Streams a plus), and mentor junior engineers in a fast-paced team."

describe("an interview from a job description in Chromium", () => {
  it("finds the skills, lets one be dropped, and runs the interview with each question's reason, to the report", async () => {
    const email = "jobs@example.com"
    const { token } = await api<{ token: string }>("/user/signup", {
      method: "POST",
      body: { firstName: "Ada", lastName: "Lovelace", gender: "female", dateOfBirth: "1990-12-10", phone: "+44 20 7946 0000", email, password: "analytical-engine" }
    })
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    await signInContext(context, token, email)
    await context.addInitScript(installSpeechStandIns, { answers: [], withoutRecognition: true })
    const page = await context.newPage()
    const problems: Array<string> = []
    recordProblems(page, "job", problems)
    const found: Array<string> = []

    await page.goto(`${stage.server.url}/interview/start`)
    await page.getByLabel("Interview type").selectOption({ label: "Interview from a Job Description" })
    const description = page.getByRole("textbox", { name: /Job description/ })
    await description.waitFor()
    const start = page.getByRole("button", { name: "Start Interview" })
    expect(await start.isDisabled()).toBe(true)

    // A posting that names no skill of the bank says so, and the interview cannot start.
    await description.fill("We sell shoes and want a friendly person.")
    await page.getByText(NO_JOB_SKILLS).waitFor()
    expect(await start.isDisabled()).toBe(true)

    // A real posting: the skills as chips, heaviest first; one dropped, then added back, then dropped.
    await description.fill(POSTING)
    const chips = page.getByRole("list", { name: "Skills found" })
    await chips.waitFor()
    expect(await chips.getByRole("listitem").count()).toBe(8)
    expect((await chips.getByRole("listitem").first().textContent())).toContain("Message queues")
    await page.getByText("8 of 8 skills kept.", { exact: false }).waitFor()
    await page.getByRole("button", { name: "Drop PostgreSQL" }).click()
    await page.getByRole("button", { name: "Keep PostgreSQL" }).click()
    await page.getByRole("button", { name: "Drop PostgreSQL" }).click()
    await page.getByText("7 of 8 skills kept.", { exact: false }).waitFor()
    await page.getByLabel("Number of questions").fill("3")
    // The plan's questions only, in order: no follow-ups in between (their own test is in live-interview.test.ts).
    await page.getByRole("switch", { name: "Follow-up questions" }).click()
    found.push(...(await axeViolations(page, "start screen with skills")))
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, "job-description-start.png"), fullPage: true })
    expect(await start.isDisabled()).toBe(false)
    await start.click()

    await page.waitForURL(/\/interview\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split("/").at(-1))
    const plan = (await api<{ question_user_properties: { jobPlan: Array<{ reason: string }>; skills: string } }>(`/interview/details/${id}`, { token }))
      .question_user_properties
    expect(plan.skills.split(",")).not.toContain("postgresql")
    expect(plan.jobPlan).toHaveLength(3)

    await page.getByRole("dialog", { name: "Start Assessment" }).getByRole("button", { name: "Start Assessment" }).click()
    const heading = page.locator("#live-question")
    await heading.waitFor()
    await page.getByText(plan.jobPlan[0]!.reason).waitFor()
    await page.getByText("Why this question").first().waitFor()
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, "job-description-question.png") })
    const transcript = page.getByRole("textbox", { name: "Your response:" })
    await transcript.fill("Producers publish events to a Kafka topic; consumers in a group read partitions at their own pace and commit offsets.")
    await page.getByRole("button", { name: "Submit" }).click()
    await page.getByRole("region", { name: "Feedback" }).getByRole("meter", { name: "Score" }).waitFor()
    await page.getByRole("button", { name: "Next Question" }).click()
    await page.getByText(plan.jobPlan[1]!.reason).waitFor()
    await page.getByRole("button", { name: "Skip", exact: true }).click()
    await page.getByRole("dialog", { name: "No Response Recorded" }).getByRole("button", { name: "Skip Question" }).click()
    await page.getByText(plan.jobPlan[2]!.reason).waitFor()
    await page.getByRole("button", { name: "End Interview" }).click()
    await page.getByRole("dialog", { name: "End it here and mark completed?" }).getByRole("button", { name: "End Interview" }).click()
    await page.waitForURL(`${stage.server.url}/results/${id}`)
    await page.getByRole("heading", { level: 1, name: "Assessment Report" }).waitFor()
    await context.close()
    expect(found).toEqual([])
    expect(problems).toEqual([])
  }, 90_000)
})
