/** An in-process server over a fresh database, with mail caught in memory, for HTTP tests. */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { webHandler, type ServerDeps } from "../../cli/compose/server.ts"
import { loadConfig } from "../../cli/config.ts"
import type { LogLine } from "../../core/ports/Log.ts"
import { passwordHasherLayer } from "../../adapters/node/secrets.ts"
import { type Mail, Mailer } from "../../core/ports/Mailer.ts"

export interface TestServer {
  /** The server as a `fetch`: Request in, Response out, no socket. */
  readonly handler: (request: Request) => Promise<Response>
  readonly request: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<Response>
  /** Calls and decodes the JSON body as well. */
  readonly call: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<{ status: number; body: any }>
  readonly mail: Array<Mail>
  /** The SQLite file behind the server, for tests that age a row. */
  readonly databasePath: string
  readonly logs: Array<LogLine>
  readonly dispose: () => Promise<void>
}

export const startTestServer = async (
  env: Record<string, string> = {},
  deps: Omit<ServerDeps, "mailer"> = {}
): Promise<TestServer> => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-http-"))
  const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: "http://rehearse.test", UI_DIR: join(dir, "no-ui"), ...env })
  const mail: Array<Mail> = []
  const logs: Array<LogLine> = []
  // a mailbox that keeps what it is sent, as the outbox does, and forgets an address as the outbox does
  const mailer = Layer.succeed(Mailer)(Mailer.of({
    send: (m) => Effect.sync(() => void mail.push(m)),
    forget: (address) => Effect.sync(() => {
      const kept = mail.filter((m) => m.to.toLowerCase() !== address.trim().toLowerCase())
      mail.splice(0, mail.length, ...kept)
    })
  }))
  const { handler, dispose } = webHandler(config, (line) => void logs.push(line), {
    passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 }),
    ...deps,
    mailer
  })
  const request: TestServer["request"] = (path, init = {}) => {
    const headers = new Headers(init.headers)
    if (init.json !== undefined) headers.set("content-type", "application/json")
    if (init.token !== undefined) headers.set("authorization", `Bearer ${init.token}`)
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body
    return handler(new Request(`http://rehearse.test${path}`, { ...init, headers, body }))
  }
  return {
    handler: (r) => handler(r),
    request,
    call: async (path, init) => {
      const response = await request(path, init)
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body }
    },
    mail,
    logs,
    databasePath: config.databaseUrl,
    dispose: async () => {
      await dispose()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
