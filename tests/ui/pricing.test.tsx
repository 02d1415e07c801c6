import { http, HttpResponse, type JsonBodyType } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { $config, DEFAULT_SUPPORT_EMAIL, loadConfig } from "../../ui/config.ts"
import { renderApp } from "./app.tsx"
import { screen, waitFor, within } from "./dom.tsx"

let configCalls = 0
const config = (data: JsonBodyType, status = 200) =>
  http.get("/api/config", () => {
    configCalls += 1
    return HttpResponse.json(data, { status })
  })

const server = setupServer(config({ success: true, data: { supportEmail: "coach@example.test", googleClientId: null } }))
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => {
  server.resetHandlers()
  configCalls = 0
})
afterAll(() => server.close())

const upgradeNotice = () => screen.getByRole("complementary", { name: "Run out of interviews?" })

describe("pricing", () => {
  it("says 'Free Plan' and names the support address from /api/config", async () => {
    void loadConfig()
    renderApp("/pricing")
    await screen.findByRole("heading", { level: 1, name: "Start free. Ask when you need more." })
    expect(screen.getByRole("heading", { level: 2, name: "Free Plan" })).toBeTruthy()
    const address = await waitFor(() => within(upgradeNotice()).getByRole("link", { name: "coach@example.test" }))
    expect(address.getAttribute("href")).toMatch(/^mailto:coach@example\.test/)
    expect(upgradeNotice().textContent).toContain("from the e-mail address you registered with and ask for premium")
    expect(upgradeNotice().textContent).toContain("reply with upgrade instructions")
  })

  it("says what premium unlocks: more interviews and the detailed per-answer analysis", async () => {
    renderApp("/pricing")
    const premium = await screen.findByRole("article", { name: "Premium" })
    expect(premium.textContent).toContain("More interviews")
    expect(premium.textContent).toContain("detailed per-answer analysis")
    const upgrade = within(premium).getByRole("link", { name: "E-mail support to upgrade" })
    expect(upgrade.getAttribute("href")).toMatch(/^mailto:/)
  })

  it("falls back to support@rehearse.local when /api/config fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    server.use(config({ success: false, message: "boom" }, 500))
    await loadConfig()
    renderApp("/pricing")
    const address = await waitFor(() => within(upgradeNotice()).getByRole("link", { name: DEFAULT_SUPPORT_EMAIL }))
    expect(address.getAttribute("href")).toMatch(/^mailto:support@rehearse\.local/)
    expect($config.get().status).toBe("fallback")
  })

  it("falls back when the server answers something that is not the config envelope", async () => {
    server.use(config({ supportEmail: 42 }))
    await loadConfig()
    expect($config.get()).toEqual({ supportEmail: DEFAULT_SUPPORT_EMAIL, googleClientId: null, status: "fallback" })
  })

  it("falls back when the call cannot be made at all", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    server.use(http.get("/api/config", () => HttpResponse.error()))
    await loadConfig()
    expect($config.get().supportEmail).toBe(DEFAULT_SUPPORT_EMAIL)
  })
})

describe("runtime config", () => {
  it("is loaded once, however many times it is asked for", async () => {
    server.use(config({ success: true, data: { supportEmail: "once@example.test", googleClientId: "gid" } }))
    const [a, b] = await Promise.all([loadConfig(), loadConfig()])
    await loadConfig()
    expect(configCalls).toBe(1)
    expect(a).toEqual({ supportEmail: "once@example.test", googleClientId: "gid", status: "ready" })
    expect(b).toBe(a)
    expect($config.get()).toEqual(a)
  })

  it("treats an empty googleClientId as none", async () => {
    server.use(config({ success: true, data: { supportEmail: "x@example.test", googleClientId: "" } }))
    await loadConfig()
    expect($config.get().googleClientId).toBeNull()
  })
})
