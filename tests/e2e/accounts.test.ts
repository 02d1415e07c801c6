/**
 * The account flows in Chromium against the real server: sign up in the form, verify the e-mail with the
 * code from the outbox, log out, reset the password through the mailed link, and sign in with the new one.
 * With SCREENSHOT_DIR set, each account screen is also captured at 390 px and 1280 px.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ServerProcess, startServerProcess } from "../support/process.ts"
import { axeCheck, recordProblems, useServerAndBrowser } from "./browser.ts"

const stage = useServerAndBrowser()
const problems: Array<string> = []

const watch = (page: Page, name: string) => recordProblems(page, name, problems)

/** A mail's text as a mail reader shows it: the outbox writes it quoted-printable (soft line breaks, `=XX` bytes). */
const readable = (eml: string) =>
  Buffer.from(eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1")
    .toString("utf8")

/** The newest mail of a kind in the outbox, waiting for it to arrive after `after` files. */
const newestMail = async (kind: "verification-code" | "password-reset", after: number): Promise<string> => {
  const dir = join(stage.server.dataDir, "outbox")
  for (let i = 0; i < 100; i++) {
    let files: Array<string> = []
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".eml") && f.includes(kind)).sort()
    } catch {
      // The outbox folder appears with the first mail.
    }
    if (files.length > after) return readable(readFileSync(join(dir, files.at(-1)!), "utf8"))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${kind} mail arrived in ${dir}`)
}
const mailCount = (kind: string) => {
  try {
    return readdirSync(join(stage.server.dataDir, "outbox")).filter((f) => f.endsWith(".eml") && f.includes(kind)).length
  } catch {
    return 0
  }
}

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true }).first().waitFor()

const EMAIL = "grace@example.com"
const FIRST_PASSWORD = "first-password-1"
const NEW_PASSWORD = "second-password-2"

describe("accounts in Chromium", () => {
  it("sign up, verify with the mailed code, log out, reset through the mailed link, sign in with the new password", async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = watch(await context.newPage(), "flow")

    // Sign up in the form.
    await page.goto(`${stage.server.url}/`)
    await page.getByRole("link", { name: "Get Started" }).first().click()
    await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor()
    await page.getByLabel("First name").fill("Grace")
    await page.getByLabel("Last name").fill("Hopper")
    await page.getByLabel("Phone number").fill("+1 202 555 0100")
    await page.getByLabel("Date of birth").fill("1990-12-09")
    await page.getByLabel("Female").check()
    await page.getByLabel("Email").fill(EMAIL)
    await page.getByLabel("Password", { exact: true }).fill(FIRST_PASSWORD)
    const codesBefore = mailCount("verification-code")
    await page.getByRole("button", { name: "Sign Up" }).click()
    await toast(page, "Account created")
    await page.waitForURL(`${stage.server.url}/dashboard`)
    expect(await page.evaluate(() => [localStorage.getItem("token") !== null, localStorage.getItem("user")])).toEqual([
      true,
      JSON.stringify({ email: EMAIL })
    ])

    // Verify on the profile with the code from the outbox.
    await page.getByRole("banner").getByRole("link", { name: "My Profile" }).click()
    await page.getByRole("heading", { level: 1, name: "Your Profile" }).waitFor()
    const account = page.getByRole("region", { name: "Account" })
    await account.getByText("Not Verified").waitFor()
    await page.getByRole("region", { name: "Profile Information" }).getByText("9 December 1990").waitFor()
    const code = /verification code is (\d{6})/.exec(await newestMail("verification-code", codesBefore - 1))?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const verify = page.getByRole("region", { name: "Verify Your Email" })
    await expect(verify.getByRole("button", { name: "Verify Email" }).isDisabled()).resolves.toBe(true)
    await verify.getByLabel("Verification code").fill(code!)
    await verify.getByRole("button", { name: "Verify Email" }).click()
    await toast(page, "Verification Successful")
    await account.getByText("Verified", { exact: true }).waitFor()
    await verify.waitFor({ state: "detached" })

    // Log out.
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click()
    await toast(page, "Logout successful")
    await page.waitForURL(`${stage.server.url}/`)
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull()

    // 'Forgot password?' and the link from the outbox.
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click()
    await page.getByRole("link", { name: "Forgot password?" }).click()
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor()
    await page.getByLabel("Email").fill(EMAIL)
    const resetsBefore = mailCount("password-reset")
    await page.getByRole("button", { name: "Send reset link" }).click()
    await toast(page, "Reset link sent")
    await page.getByRole("link", { name: "Return to login" }).waitFor()
    const mailed = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(await newestMail("password-reset", resetsBefore))?.[0]
    expect(mailed).toBeDefined()
    const link = new URL(mailed!)

    // Open it, set a new password, land on /login.
    await page.goto(`${stage.server.url}${link.pathname}${link.search}`)
    await page.getByText("Validating reset link...").waitFor()
    await page.getByText(/expires in 1 hour/).waitFor()
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole("button", { name: "Reset password" }).click()
    await toast(page, "Password reset")
    await page.waitForURL(`${stage.server.url}/login`)

    // The old password no longer works; the new one does.
    await page.getByLabel("Email").fill(EMAIL)
    await page.getByLabel("Password", { exact: true }).fill(FIRST_PASSWORD)
    await page.getByRole("button", { name: "Log in" }).click()
    await toast(page, "Invalid email or password.")
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole("button", { name: "Log in" }).click()
    await toast(page, "Login successful")
    await page.waitForURL(`${stage.server.url}/dashboard`)

    // The used link is now refused.
    await page.goto(`${stage.server.url}${link.pathname}${link.search}`)
    await page.getByRole("heading", { level: 1, name: "Invalid Reset Link" }).waitFor()
    await context.close()
  })

  // Pictures to look at, not assertions: runs only when SCREENSHOT_DIR names a folder (skipped otherwise).
  it.runIf(Boolean(process.env.SCREENSHOT_DIR))("captures each account screen at 390 px and 1280 px", async () => {
    const dir = process.env.SCREENSHOT_DIR!
    mkdirSync(dir, { recursive: true })

    const signup = await fetch(`${stage.server.url}/api/user/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Ada",
        lastName: "Lovelace",
        gender: "female",
        dateOfBirth: "1990-12-10",
        phone: "+44 20 7946 0000",
        email: "ada@example.com",
        password: "analytical-engine"
      })
    })
    const { data } = (await signup.json()) as { data: { token: string } }
    const before = mailCount("password-reset")
    await fetch(`${stage.server.url}/api/user/forgot-password?email=ada%40example.com`)
    const reset = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(await newestMail("password-reset", before))![0])

    // A dialog is shot as the viewport shows it; a page, whole.
    const shoot = async (
      context: BrowserContext,
      width: number,
      name: string,
      path: string,
      act?: (page: Page) => Promise<void>,
      options: { readonly fullPage?: boolean; readonly before?: (page: Page) => Promise<void> } = {}
    ) => {
      const page = watch(await context.newPage(), name)
      await options.before?.(page)
      await page.goto(`${stage.server.url}${path}`, { waitUntil: "domcontentloaded" })
      await page.getByRole("heading", { level: 1 }).first().waitFor()
      if (act !== undefined) await act(page)
      await page.waitForTimeout(300)
      await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: options.fullPage ?? true })
      await page.close()
    }

    for (const width of [390, 1280]) {
      const visitor = await stage.browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } })
      await shoot(visitor, width, "login", "/login")
      await shoot(visitor, width, "signup", "/signup")
      await shoot(visitor, width, "forgot", "/forgot-password")
      await shoot(visitor, width, "forgot-sent", "/forgot-password", async (page) => {
        await page.getByLabel("Email").fill("ada@example.com")
        await page.getByRole("button", { name: "Send reset link" }).click()
        await page.getByRole("link", { name: "Return to login" }).waitFor()
      })
      await shoot(visitor, width, "reset-validating", `${reset.pathname}${reset.search}`)
      await shoot(visitor, width, "reset-form", `${reset.pathname}${reset.search}`, async (page) => {
        await page.getByLabel("New password", { exact: true }).waitFor()
      })
      await shoot(visitor, width, "reset-invalid", "/reset-password?token=not-a-real-token", async (page) => {
        await page.getByRole("heading", { name: "Invalid Reset Link" }).waitFor()
      })
      await visitor.close()

      const user = await stage.browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } })
      await user.addInitScript((token) => {
        localStorage.setItem("token", token)
        localStorage.setItem("user", JSON.stringify({ email: "ada@example.com" }))
      }, data.token)
      // The profile's answer is held back, so the spinner over the sample defaults shows.
      await shoot(user, width, "profile-loading", "/profile", undefined, {
        before: async (page) => {
          await page.route("**/api/user/profile", () => new Promise(() => {}))
        }
      })
      await shoot(user, width, "profile", "/profile", async (page) => {
        await page.getByText("Lovelace").first().waitFor()
      })
      await shoot(user, width, "profile-edit", "/profile", async (page) => {
        await page.getByText("Lovelace").first().waitFor()
        await page.getByRole("button", { name: "Edit Profile" }).click()
      })
      await shoot(user, width, "profile-password", "/profile", async (page) => {
        await page.getByText("Lovelace").first().waitFor()
        await page.getByRole("button", { name: "Change password" }).click()
        await page.getByRole("dialog", { name: "Change Password" }).waitFor()
      }, { fullPage: false })
      await user.close()
    }
  })

  it("every account screen passes axe's serious and critical checks", async () => {
    const signup = await fetch(`${stage.server.url}/api/user/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Alan",
        lastName: "Turing",
        gender: "male",
        dateOfBirth: "1992-06-23",
        phone: "+44 20 7946 0001",
        email: "alan@example.com",
        password: "enigma-machine"
      })
    })
    const { data } = (await signup.json()) as { data: { token: string } }
    // axe is injected as an inline script, which the product's CSP (rightly) refuses.
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    const check = async (name: string, path: string, act?: (page: Page) => Promise<void>) => {
      const page = await context.newPage()
      await page.goto(`${stage.server.url}${path}`)
      await page.getByRole("heading", { level: 1 }).first().waitFor()
      if (act !== undefined) await act(page)
      const { passes, violations } = await axeCheck(page)
      await page.close()
      // axe really looked: a page it checked passes dozens of rules.
      expect(passes).toBeGreaterThan(10)
      return violations.map((v) => `${name}: ${v}`)
    }
    const found = [
      ...(await check("login", "/login")),
      ...(await check("signup", "/signup")),
      ...(await check("forgot", "/forgot-password")),
      ...(await check("reset-invalid", "/reset-password?token=nope", (p) => p.getByRole("heading", { name: "Invalid Reset Link" }).waitFor()))
    ]
    await context.addInitScript((token) => {
      localStorage.setItem("token", token)
      localStorage.setItem("user", JSON.stringify({ email: "alan@example.com" }))
    }, data.token)
    found.push(
      ...(await check("profile", "/profile", (p) => p.getByText("Turing").first().waitFor())),
      ...(await check("profile-edit", "/profile", async (p) => {
        await p.getByText("Turing").first().waitFor()
        await p.getByRole("button", { name: "Edit Profile" }).click()
      })),
      ...(await check("change-password", "/profile", async (p) => {
        await p.getByText("Turing").first().waitFor()
        await p.getByRole("button", { name: "Change password" }).click()
        await p.getByRole("dialog", { name: "Change Password" }).waitFor()
      }))
    )
    await context.close()
    expect(found).toEqual([])
  })

  it("runs under the CSP without a violation or an uncaught error", () => {
    expect(problems).toEqual([])
  })
})

describe("Google sign-in in Chromium, with GOOGLE_CLIENT_ID set", () => {
  let googleServer: ServerProcess
  beforeAll(async () => {
    googleServer = await startServerProcess({ GOOGLE_CLIENT_ID: "e2e-client.apps.googleusercontent.com" })
  })
  afterAll(async () => {
    await googleServer?.stop()
  })

  // Google's script, played by a stand-in served at its real address (this machine has no way out): it draws a
  // button that hands back a credential the server will not accept.
  const FAKE_GIS = `
    window.google = { accounts: { id: {
      initialize(config) { window.__gis = config },
      renderButton(parent) {
        const b = document.createElement("button")
        b.type = "button"
        b.textContent = "Google: continue as Ada"
        b.onclick = () => window.__gis.callback({ credential: "not.a-real.token" })
        parent.append(b)
      }
    } } }`

  it("loads Google's script under the CSP, initializes it with the client id and posts the credential", async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = watch(await context.newPage(), "google")
    const scripts: Array<string> = []
    await page.route("https://accounts.google.com/gsi/client", async (route) => {
      scripts.push(route.request().url())
      await route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_GIS })
    })
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/user/auth/google/callback") && r.method() === "POST")
    await page.goto(`${googleServer.url}/login`)
    await page.getByRole("button", { name: "Google: continue as Ada" }).click()
    expect((await posted).postDataJSON()).toEqual({ credential: "not.a-real.token" })
    await page.getByRole("region", { name: "Notifications" }).getByText("Login failed", { exact: true }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __gis: { client_id: string } }).__gis.client_id)).toBe(
      "e2e-client.apps.googleusercontent.com"
    )
    expect(scripts).toEqual(["https://accounts.google.com/gsi/client"])
    expect(page.url()).toBe(`${googleServer.url}/login`)
    await context.close()
  })

  it("runs under the CSP without a violation or an uncaught error", () => {
    expect(problems).toEqual([])
  })
})

