/** The production server in Chromium: the landing page, an unknown path, and a client route after reload. */
import { describe, expect, it } from "vitest"
import { recordProblems, useServerAndBrowser } from "./browser.ts"

const stage = useServerAndBrowser()
const errors: Array<string> = []

const open = async (path: string) => {
  const page = await stage.browser.newPage()
  recordProblems(page, path, errors)
  const response = await page.goto(`${stage.server.url}${path}`, { waitUntil: "networkidle" })
  return { page, response }
}

describe("the production server in Chromium", () => {
  it("serves the landing page with the product's name and its sign-up button", async () => {
    const { page, response } = await open("/")
    expect(response?.status()).toBe(200)
    await page.getByRole("link", { name: "Get Started" }).first().waitFor()
    expect(await page.title()).toMatch(/Rehearse/)
    await page.close()
  })

  it("shows 'Oops! Page not found' with a link home for an unknown path", async () => {
    const { page } = await open("/no/such/page")
    await page.getByText("Oops! Page not found").waitFor()
    await page.getByRole("link", { name: /home|back/i }).first().click()
    await page.waitForURL(`${stage.server.url}/`)
    await page.close()
  })

  it("serves a client route on reload (history fallback)", async () => {
    const { page, response } = await open("/pricing")
    expect(response?.status()).toBe(200)
    await page.getByText("Free Plan").first().waitFor()
    await page.close()
  })

  it("runs under the CSP without a violation or an uncaught error", () => {
    expect(errors).toEqual([])
  })
})
