/** Debian's Chromium driven by playwright-core (no browser download), with the flags this machine needs; Playwright gives each launch a fresh profile. */
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { type ServerProcess, startServerProcess } from "../support/process.ts"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}; install it with \`apt-get install -y chromium\` (CI does).`)
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ]
  })
}

/** The real server, as a process, and Chromium: started before a test file's tests and stopped after them. */
export const useServerAndBrowser = (): { readonly server: ServerProcess; readonly browser: Browser } => {
  const stage: { server?: ServerProcess; browser?: Browser } = {}
  beforeAll(async () => {
    stage.server = await startServerProcess()
    stage.browser = await launchBrowser()
  })
  afterAll(async () => {
    await stage.browser?.close()
    await stage.server?.stop()
  })
  return {
    get server() {
      return stage.server!
    },
    get browser() {
      return stage.browser!
    }
  }
}

/** Collects a page's uncaught errors, and console errors that match `pattern` (CSP refusals), as `label: message`. */
export const recordProblems = (page: Page, label: string, into: Array<string>, pattern = /Content Security Policy|Refused/): Page => {
  page.on("pageerror", (e) => into.push(`${label}: ${e.message}`))
  page.on("console", (m) => {
    if (m.type() === "error" && pattern.test(m.text())) into.push(`${label}: ${m.text()}`)
  })
  return page
}

const AXE = fileURLToPath(import.meta.resolve("axe-core/axe.min.js"))

/**
 * axe-core on the page as it is now: how many rules passed (a page it really checked passes dozens) and its
 * serious and critical violations, one line each. The page's context must bypass the CSP to take the script.
 */
export const axeCheck = async (page: Page): Promise<{ readonly passes: number; readonly violations: Array<string> }> => {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE })
  return page.evaluate(async () => {
    type Rule = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }
    const axe = (window as unknown as { axe: { run: () => Promise<{ passes: Array<Rule>; violations: Array<Rule> }> } }).axe
    const result = await axe.run()
    return {
      passes: result.passes.length,
      violations: result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`)
    }
  })
}

/** The product's API as a test calls it beside the browser: `data` of the envelope, with a token when given. */
export const apiOf = (stage: { readonly server: ServerProcess }) =>
  async <A,>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<A> => {
    const response = await fetch(`${stage.server.url}/api${path}`, {
      method: init.method ?? "GET",
      headers: { "content-type": "application/json", ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
    return ((await response.json()) as { data: A }).data
  }

/** axe on the page as it is now; it really looked (dozens of rules pass), and what failed is labelled. */
export const axeViolations = async (page: Page, label: string): Promise<Array<string>> => {
  const { passes, violations } = await axeCheck(page)
  expect(passes, label).toBeGreaterThan(10)
  return violations.map((v) => `${label}: ${v}`)
}

/** Pages of `context` open signed in as the user of `token` (what the web app keeps after a login). */
export const signInContext = async (context: BrowserContext, token: string, email: string): Promise<void> => {
  await context.addInitScript(({ token, email }) => {
    localStorage.setItem("token", token)
    localStorage.setItem("user", JSON.stringify({ email }))
  }, { token, email })
}
