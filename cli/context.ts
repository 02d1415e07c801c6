/**
 * Where a CLI command's API calls go: in-process on the embedded database (the default; a local profile is
 * made on first use), or a running server after `rehearse login` or with --server.
 */
import { appendFileSync, mkdirSync } from "node:fs"
import { homedir, userInfo } from "node:os"
import { join } from "node:path"
import { randomBytes } from "node:crypto"
import { Clock, Effect, ManagedRuntime, Option, Result } from "effect"
import { loadConfig } from "./config.ts"
import { makeInProcessApi } from "../adapters/node/InProcessApi.ts"
import { servicesLayer } from "./compose/services.ts"
import { type Credentials, readCredentials, writeCredentials } from "../adapters/node/credentials.ts"
import { makeLog } from "../adapters/node/log.ts"
import type { ApiShape } from "../core/ports/Api.ts"
import { Users } from "../core/ports/Users.ts"
import { UsageError } from "./args.ts"
import { prepareFolders } from "./folders.ts"
import { CliError, type Io } from "./io.ts"

export interface CliContext {
  readonly api: ApiShape
  readonly mode: "local" | "remote"
  readonly server: string
  readonly email: string
  readonly dispose: () => Promise<void>
}

export { CliError }

export const remoteCredentialsFile = (io: Io) =>
  io.env.REHEARSE_CREDENTIALS ?? join(io.env.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "rehearse", "credentials.json")

/** A --server address as it is stored and compared: origin and path, no trailing slash. */
export const normaliseServer = (url: string): string => {
  try {
    const u = new URL(url)
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error()
    return u.origin + u.pathname.replace(/\/+$/, "")
  } catch {
    throw new UsageError(`--server must be an http(s) URL such as http://localhost:8080, not "${url}".`)
  }
}

/** The Api of a running server (loaded only when a command talks to one). */
export const remoteApi = async (server: string, token: () => string | null): Promise<ApiShape> => {
  const { makeFetchApi } = await import("../adapters/http-client/FetchApi.ts")
  return makeFetchApi({ baseUrl: normaliseServer(server), token })
}

/**
 * The product's services on DATA_DIR, in this process and without HTTP (quick to start), with the Api over
 * them reading its token from `token`; logs go to DATA_DIR/logs/cli.log.
 */
const localServices = async (io: Io, token: () => string | null) => {
  const config = loadConfig(io.env)
  prepareFolders(config, true)
  mkdirSync(join(config.dataDir, "logs"), { recursive: true })
  const logFile = join(config.dataDir, "logs", "cli.log")
  const runtime = ManagedRuntime.make(servicesLayer(config, makeLog(config.logLevel, (t) => appendFileSync(logFile, t)), { prepareCoach: false }))
  const api = await runtime.runPromise(makeInProcessApi(() => token(), "cli")).catch(async (e) => {
    await runtime.dispose()
    throw e
  })
  return { config, api, runtime, dispose: () => runtime.dispose() }
}

/**
 * The local profile is the person at this keyboard, practising on their own database: the Free Plan's quota is
 * a hosted service's limit, so the profile is on the premium plan (no quota, the detailed analysis included).
 */
const LOCAL_EMAIL = "you@rehearse.local"
const ensureLocalPremium = (email: string) => Effect.gen(function*() {
  const users = yield* Users
  const found = yield* users.findByEmail(email)
  if (Option.isSome(found) && found.value.plan !== "premium") {
    yield* users.setPlan(found.value.id, "premium", yield* Clock.currentTimeMillis)
  }
})

const run = <A>(e: Effect.Effect<A, { readonly message: string }>) =>
  Effect.runPromise(Effect.mapError(e, (f) => new CliError(f.message)))

/** Opens the API for a command that needs a signed-in user. */
export const openContext = async (io: Io, options: { readonly server?: string; readonly local?: boolean } = {}): Promise<CliContext> => {
  const saved = readCredentials(remoteCredentialsFile(io))
  const server = options.server ?? (options.local ? undefined : saved?.server)
  if (server !== undefined) {
    const url = normaliseServer(server)
    if (saved === null || saved.server !== url) {
      throw new CliError(`you are not signed in to ${url}; run \`rehearse login --server ${url}\` first.`)
    }
    const api = await remoteApi(url, () => saved.token)
    // A 401 is the session's end, told by the failure's status rather than by its words.
    const checked = await Effect.runPromise(Effect.result(api.profile()))
    if (Result.isFailure(checked)) {
      throw new CliError(
        checked.failure.status === 401 ? `your session on ${url} has expired; run \`rehearse login --server ${url}\` again.` : checked.failure.message
      )
    }
    return { api, mode: "remote", server: url, email: saved.email, dispose: async () => undefined }
  }

  const profileFile = join(loadConfig(io.env).dataDir, "cli-profile.json")
  let credentials: Credentials | null = readCredentials(profileFile)
  let token: string | null = credentials?.token ?? null
  const local = await localServices(io, () => token)
  const api = local.api
  try {
    if (credentials === null) {
      const password = randomBytes(18).toString("base64url")
      const email = LOCAL_EMAIL
      const name = (userInfo().username || "Local").replace(/[^\p{L} .'-]/gu, "").slice(0, 50) || "Local"
      const signed = await run(api.signup({ firstName: name, lastName: "User", gender: "other", dateOfBirth: "2000-01-01", phone: "+10000000000", email, password }))
        .catch(async () => run(api.login({ email, password })))
      credentials = { server: "local", email, token: signed.token, password }
      token = signed.token
      writeCredentials(profileFile, credentials)
    } else if ((await Effect.runPromiseExit(api.profile()))._tag === "Failure" && credentials.password !== undefined) {
      const signed = await run(api.login({ email: credentials.email, password: credentials.password }))
      credentials = { ...credentials, token: signed.token }
      token = signed.token
      writeCredentials(profileFile, credentials)
    }
    await local.runtime.runPromise(ensureLocalPremium(credentials.email))
  } catch (e) {
    await local.dispose()
    throw e
  }
  return { api, mode: "local", server: "local", email: credentials.email, dispose: () => local.dispose() }
}
