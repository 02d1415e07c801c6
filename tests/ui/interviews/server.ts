/** One msw server per test file with the interview fixtures, and a log of the calls the app made. */
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest"
import { signedIn } from "../../../core/sdk/auth.ts"
import { interviewHandlers } from "./fixtures.ts"

export const useInterviewServer = (lists: Parameters<typeof interviewHandlers>[0] = {}) => {
  const server = setupServer(...interviewHandlers(lists))
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  server.events.on("request:start", async ({ request }) => {
    const url = new URL(request.url)
    let body: unknown = null
    if (request.method !== "GET") body = await request.clone().json().catch(() => null)
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body })
  })
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
  beforeEach(() => {
    calls.length = 0
    signedIn("token-1", "ada@example.com")
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return { server, calls, count: (path: string) => calls.filter((c) => c.path === path).length }
}
