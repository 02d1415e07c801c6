/** `rehearse admin`: the operator's commands (list users, grant or take back premium). */
import { Clock, Effect, Option } from "effect"
import { normaliseEmail } from "../../core/accounts/rules.ts"
import { Users } from "../../core/ports/Users.ts"
import { parseArgs } from "../args.ts"
import { withDatabase } from "../database.ts"
import { EXIT, fail, type Io } from "../io.ts"

const ADMIN_HELP = `Usage:
  rehearse admin users [--json]            list every account
  rehearse admin plan <email> free|premium set an account's plan

Works on DATABASE_URL (default: DATA_DIR/rehearse.db).
`

export const adminCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const [sub, ...rest] = args
  const { flags, positional } = parseArgs(rest, { json: "boolean", help: "boolean" })
  if (sub === undefined || sub === "--help" || flags.help) {
    io.stdout.write(ADMIN_HELP)
    return sub === undefined ? EXIT.usage : EXIT.ok
  }
  if (sub === "users") {
    if (positional.length > 0) return fail(io, "`admin users` takes no arguments; see `rehearse admin --help`.", EXIT.usage)
    const users = await withDatabase(io, Effect.flatMap(Effect.service(Users), (u) => u.list()))
    if (flags.json) {
      io.stdout.write(JSON.stringify(users.map(({ passwordHash: _, googleSub: __, ...u }) => u), null, 2) + "\n")
    } else if (users.length === 0) {
      io.stdout.write("No accounts yet.\n")
    } else {
      for (const u of users) {
        io.stdout.write(`${u.email}\t${u.firstName} ${u.lastName}\t${u.plan}\t${u.isVerified ? "verified" : "not verified"}\n`)
      }
    }
    return EXIT.ok
  }
  if (sub === "plan") {
    const [email, plan] = positional
    if (email === undefined || (plan !== "free" && plan !== "premium") || positional.length > 2) {
      return fail(io, "usage: rehearse admin plan <email> free|premium", EXIT.usage)
    }
    const result = await withDatabase(io, Effect.gen(function*() {
      const users = yield* Users
      const found = yield* users.findByEmail(normaliseEmail(email))
      if (Option.isNone(found)) return false
      yield* users.setPlan(found.value.id, plan, yield* Clock.currentTimeMillis)
      return true
    }))
    if (!result) return fail(io, `no account has the e-mail ${email}; check the address with \`rehearse admin users\`.`)
    io.stdout.write(`${normaliseEmail(email)} is now on the ${plan} plan.\n`)
    return EXIT.ok
  }
  return fail(io, `unknown admin command "${sub}"; see \`rehearse admin --help\`.`, EXIT.usage)
}
