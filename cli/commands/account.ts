/** `rehearse login | signup | logout | whoami`: signing the CLI in to a running Rehearse server. */
import { Effect } from "effect"
import { readCredentials, writeCredentials } from "../../adapters/node/credentials.ts"
import { parseArgs } from "../args.ts"
import { CliError, normaliseServer, openContext, remoteApi, remoteCredentialsFile } from "../context.ts"
import { EXIT, fail, type Io } from "../io.ts"
import { openLines } from "../lines.ts"

const LOGIN_HELP = `Usage: rehearse login --server URL [--email E]

Signs in to a running Rehearse server; later commands (practice, interviews, report) use it until
\`rehearse logout\`. The password is asked for (not echoed), or read from the first line of piped input.
`
const SIGNUP_HELP = `Usage: rehearse signup --server URL --email E --first-name F --last-name L --gender male|female|other
                       --date-of-birth YYYY-MM-DD --phone P

Creates an account on a running Rehearse server and signs in. The password is asked for, or piped.
`
const LOGOUT_HELP = `Usage: rehearse logout

Signs out of the server \`rehearse login\` signed in to, and forgets the session on this machine.
`
const WHOAMI_HELP = `Usage: rehearse whoami [--json] [--local]

Says who the CLI practises as: the account on the server it is signed in to, or the local profile.
`

const ask = async (io: Io, question: string, secret = false) => {
  const lines = openLines(io)
  try {
    const line = secret ? await lines.secret(question) : await lines.next(question)
    if (line === null || line.trim() === "") throw new CliError(`${question.replace(/:\s*$/, "").toLowerCase()} is required.`)
    return line.trim()
  } finally {
    lines.close()
  }
}

const call = <A>(e: Effect.Effect<A, { readonly message: string }>) =>
  Effect.runPromise(Effect.mapError(e, (f) => new CliError(f.message)))

export const loginCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags } = parseArgs(args, { server: "string", email: "string", help: "boolean" })
  if (flags.help) return (io.stdout.write(LOGIN_HELP), EXIT.ok)
  if (typeof flags.server !== "string") return fail(io, "login needs --server URL (the address of a running Rehearse server).", EXIT.usage)
  const server = normaliseServer(flags.server)
  const email = typeof flags.email === "string" ? flags.email : await ask(io, "Email: ")
  const password = await ask(io, "Password: ", true)
  const api = await remoteApi(server, () => null)
  const auth = await call(api.login({ email, password }))
  writeCredentials(remoteCredentialsFile(io), { server, email: auth.userEmail, token: auth.token })
  io.stdout.write(`Signed in to ${server} as ${auth.userEmail}.\n`)
  return EXIT.ok
}

export const signupCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags } = parseArgs(args, {
    server: "string",
    email: "string",
    "first-name": "string",
    "last-name": "string",
    gender: "string",
    "date-of-birth": "string",
    phone: "string",
    help: "boolean"
  })
  if (flags.help) return (io.stdout.write(SIGNUP_HELP), EXIT.ok)
  const missing = ["server", "email", "first-name", "last-name", "gender", "date-of-birth", "phone"].filter((f) => typeof flags[f] !== "string")
  if (missing.length > 0) return fail(io, `signup needs ${missing.map((m) => `--${m}`).join(", ")}; see \`rehearse signup --help\`.`, EXIT.usage)
  const gender = String(flags.gender)
  if (gender !== "male" && gender !== "female" && gender !== "other") return fail(io, "--gender must be male, female or other.", EXIT.usage)
  const server = normaliseServer(String(flags.server))
  const password = await ask(io, "Password (at least 8 characters): ", true)
  const api = await remoteApi(server, () => null)
  const auth = await call(api.signup({
    email: String(flags.email),
    firstName: String(flags["first-name"]),
    lastName: String(flags["last-name"]),
    gender,
    dateOfBirth: String(flags["date-of-birth"]),
    phone: String(flags.phone),
    password
  }))
  writeCredentials(remoteCredentialsFile(io), { server, email: auth.userEmail, token: auth.token })
  io.stdout.write(`Account created on ${server} for ${auth.userEmail}; a verification code is on its way to that address.\n`)
  return EXIT.ok
}

export const logoutCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags } = parseArgs(args, { help: "boolean" })
  if (flags.help) return (io.stdout.write(LOGOUT_HELP), EXIT.ok)
  const file = remoteCredentialsFile(io)
  const saved = readCredentials(file)
  if (saved === null) {
    io.stdout.write("You are not signed in to a server; practice runs on the local profile.\n")
    return EXIT.ok
  }
  // The server's answer does not matter: the session is forgotten here either way (spec §4).
  await Effect.runPromiseExit((await remoteApi(saved.server, () => saved.token)).logout())
  writeCredentials(file, null)
  io.stdout.write(`Signed out of ${saved.server}.\n`)
  return EXIT.ok
}

export const whoamiCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags } = parseArgs(args, { json: "boolean", local: "boolean", help: "boolean" })
  if (flags.help) return (io.stdout.write(WHOAMI_HELP), EXIT.ok)
  const context = await openContext(io, { local: flags.local === true })
  try {
    const profile = await call(context.api.profile())
    if (flags.json) io.stdout.write(JSON.stringify({ server: context.server, ...profile }, null, 2) + "\n")
    else io.stdout.write(`${profile.firstName} ${profile.lastName} <${profile.email}> on ${context.server === "local" ? "the local profile" : context.server} (${profile.plan} plan)\n`)
    return EXIT.ok
  } finally {
    await context.dispose()
  }
}
