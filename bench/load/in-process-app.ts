/**
 * The app of the in-process benches (in-process.ts, submit-in-process.ts): the HTTP app with its lane over a SQLite
 * file in a folder of its own, one user signed up through it as a client would, and a second set of services on the
 * same file (as a second server would hold), with that user's session.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, ManagedRuntime } from "effect"
import { emptySlot } from "../../adapters/http-server/lane/lane.ts"
import { passwordHasherLayer } from "../../adapters/node/secrets.ts"
import { webHandler } from "../../cli/compose/server.ts"
import { servicesLayer } from "../../cli/compose/services.ts"
import { loadConfig } from "../../cli/config.ts"
import { Accounts } from "../../core/accounts/Accounts.ts"
import type { Log } from "../../core/ports/Log.ts"
import { Mailer } from "../../core/ports/Mailer.ts"

export const inProcessApp = async (name: string, options: { readonly prepareCoach: boolean; readonly env?: Record<string, string>; readonly log?: Log; readonly secondCoach?: boolean }) => {
  const dir = mkdtempSync(join(tmpdir(), `rehearse-${name}-`))
  const env = { DATA_DIR: dir, DATABASE_URL: join(dir, "bench.db"), LOG_LEVEL: "error", ...options.env }
  const deps = (prepareCoach = options.prepareCoach) => ({
    mailer: Layer.succeed(Mailer)(Mailer.of({ send: () => Effect.void })),
    passwordHasher: passwordHasherLayer({ memory: 1024, passes: 1, parallelism: 1 }),
    prepareCoach
  })
  const noLog = () => {}
  const slot = emptySlot()
  const { handler, dispose } = webHandler(loadConfig(env), options.log ?? noLog, deps(), { laneSlot: slot })
  const send = async (path: string, init: { token?: string; json?: unknown } = {}) => {
    const response = await handler(new Request(`http://rehearse.test${path}`, {
      method: init.json === undefined ? "GET" : "POST",
      headers: { ...(init.token !== undefined ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {})
    }))
    const body = (await response.json()) as any
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`)
    return body
  }
  const signedUp = await send("/api/user/signup", {
    json: { firstName: "In", lastName: "Process", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email: `${name}@example.com`, password: "in process password" }
  })
  const token = signedUp.data.token as string
  const typeId = ((await send("/api/dashboard/available-interviews", { token })).data as Array<any>).find((t) => t.name === "python").id as number
  const services = ManagedRuntime.make(servicesLayer(loadConfig(env), noLog, deps(options.secondCoach ?? options.prepareCoach)))
  const user = await services.runPromise(Effect.gen(function*() { return yield* (yield* Accounts).authenticate(token) }))
  /** Disposes both, and removes the folder unless `keep`. */
  const close = async (keep = false) => {
    await services.dispose()
    await dispose()
    if (!keep) rmSync(dir, { recursive: true, force: true })
  }
  return { dir, slot, send, token, typeId, services, user, close }
}
