/** The real HTTP server (node:http, Effect's server layer) in this process on a free port, for tests of what only a socket shows. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, ManagedRuntime } from "effect"
import { serverLayer } from "../../cli/compose/server.ts"
import { loadConfig } from "../../cli/config.ts"
import type { LogLine } from "../../core/ports/Log.ts"
import { passwordHasherLayer } from "../../adapters/node/secrets.ts"
import { Mailer } from "../../core/ports/Mailer.ts"

export interface SocketServer {
  readonly url: string
  readonly port: number
  readonly logs: Array<LogLine>
  readonly dispose: () => Promise<void>
}

export const startSocketServer = async (env: Record<string, string> = {}): Promise<SocketServer> => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-socket-"))
  // a built web app of one page, so pages are served as in production
  mkdirSync(join(dir, "ui"))
  writeFileSync(join(dir, "ui", "index.html"), "<!doctype html><title>Rehearse</title>")
  const config = loadConfig({ DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", UI_DIR: join(dir, "ui"), ...env })
  const logs: Array<LogLine> = []
  const mailer = Layer.succeed(Mailer)(Mailer.of({ send: () => Effect.void }))
  const runtime = ManagedRuntime.make(serverLayer(config, (line) => void logs.push(line), {
    mailer,
    prepareCoach: false,
    passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 })
  }))
  await runtime.runPromise(Effect.void)
  const port = Number(logs.find((l) => l.msg === "listening")?.port)
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logs,
    dispose: async () => {
      await runtime.dispose()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
