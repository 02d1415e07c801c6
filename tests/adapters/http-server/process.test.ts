/** The real server process: it starts on the embedded defaults, serves, and stops cleanly on SIGTERM. */
import { afterAll, describe, expect, it } from "vitest"
import { type ServerProcess, startServerProcess } from "../../support/process.ts"

describe("rehearse serve", () => {
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it("serves the API on SQLite under DATA_DIR and stops gracefully on SIGTERM", async () => {
    server = await startServerProcess()
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json())
    expect(health).toEqual({ success: true, data: { status: "ok", database: "sqlite" } })
    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`${server.url}/api/user/forgot-password?email=someone@example.com`)
    const code = await server.stop()
    expect((await inFlight).status).toBe(200)
    expect(code).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
    server = undefined
  })
})
