/** The `rehearse` command: dispatches to subcommands, loading each only when it is used. */
import { UsageError } from "./args.ts"
import { CliError, EXIT, fail, type Io, processIo } from "./io.ts"

export const HELP = `Usage: rehearse <command> [options]

Practise interviews, run the server, and operate it.

Commands:
  practice           a text interview in the terminal (see \`rehearse practice --help\`)
  serve              run the server (web app and API) on PORT, default 8080
  start              build the web app if needed, then serve
  coach bank|assess  browse the question bank, or grade answers with the built-in coach
  admin users        list the accounts
  admin plan <email> free|premium
                     set a user's plan (premium lifts the interview quota and unlocks the analysis)
  db migrate         apply database migrations to DATABASE_URL
  login | signup | logout | whoami
                     sign the CLI in to a running server (default: a local profile on DATA_DIR)
  interviews         list your interviews
  report <id>        print an interview's report card
  progress           your progress over time and the points you miss most (\`--json\` for scripts)

Run \`rehearse <command> --help\` for a command's options.
`

type Command = (args: ReadonlyArray<string>, io: Io) => Promise<number>

const commands: Record<string, () => Promise<Command>> = {
  serve: async () => (args, io) => import("./commands/serve.ts").then((m) => m.serveCommand(args, io, false)),
  start: async () => (args, io) => import("./commands/serve.ts").then((m) => m.serveCommand(args, io, true)),
  coach: async () => (await import("./commands/coach.ts")).coachCommand as Command,
  admin: async () => (await import("./commands/admin.ts")).adminCommand,
  db: async () => (await import("./commands/db.ts")).dbCommand,
  login: async () => (await import("./commands/account.ts")).loginCommand,
  signup: async () => (await import("./commands/account.ts")).signupCommand,
  logout: async () => (await import("./commands/account.ts")).logoutCommand,
  whoami: async () => (await import("./commands/account.ts")).whoamiCommand,
  interviews: async () => (await import("./commands/interviews.ts")).interviewsCommand,
  report: async () => (await import("./commands/interviews.ts")).reportCommand,
  practice: async () => (await import("./commands/practice.ts")).practiceCommand,
  progress: async () => (await import("./commands/progress.ts")).progressCommand
}

/** A database that could not be opened, said with what to fix (see adapters/sql/Database.ts). */
const explainDatabase = async (error: unknown, io: Io): Promise<string | null> => {
  try {
    const [{ loadConfig }, { explainOpenFailure }] = await Promise.all([
      import("./config.ts"),
      import("../adapters/sql/Database.ts")
    ])
    return explainOpenFailure(error, loadConfig(io.env).databaseUrl)
  } catch {
    return null
  }
}

export const main = async (argv: ReadonlyArray<string>, io: Io = processIo()): Promise<number> => {
  const [name, ...rest] = argv
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout.write(HELP)
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  if (name === "--version") {
    io.stdout.write("rehearse 0.1.0\n")
    return EXIT.ok
  }
  const load = commands[name]
  if (load === undefined) return fail(io, `unknown command "${name}"; run \`rehearse --help\` to see the commands.`, EXIT.usage)
  try {
    return await (await load())(rest, io)
  } catch (e) {
    // A setting in the environment that cannot be used is the caller's to fix, as a bad option is (as in serve).
    if (e instanceof UsageError || (e as Error)?.name === "ConfigError") return fail(io, (e as Error).message, EXIT.usage)
    if (e instanceof CliError) return fail(io, e.message)
    return fail(io, (await explainDatabase(e, io)) ?? `${(e as Error)?.message ?? String(e)}`)
  }
}
