/** The production server in Chromium: the landing page, an unknown path, and a client route after reload. */
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ServerProcess, startServerProcess } from "../support/process.ts"
import { launchBrowser } from "./browser.ts"

let server: ServerProcess
let browser: Browser
const errors: Array<string> = []

beforeAll(async () => {
  server = await startServerProcess()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const open = async (path: string) => {
  const page = await browser.newPage()
  page.on("pageerror", (e) => errors.push(`${path}: ${e.message}`))
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused/.test(m.text())) errors.push(`${path}: ${m.text()}`)
  })
  const response = await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" })
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
    await page.waitForURL(`${server.url}/`)
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
