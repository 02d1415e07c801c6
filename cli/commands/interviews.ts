/** `rehearse interviews` and `rehearse report <id>`: the user's interviews and a report card, for people or scripts. */
import { Effect } from "effect"
import type { InterviewStatus, ReportItem, UserInterview } from "../../core/contract/interview.ts"
import { progressText } from "../../core/sdk/interview-cards.ts"
import { parseArgs } from "../args.ts"
import { CliError, openContext } from "../context.ts"
import { EXIT, fail, type Io, painter } from "../io.ts"

const INTERVIEWS_HELP = `Usage: rehearse interviews [--status in-progress|completed|scheduled] [--json] [--server URL] [--local]

Lists your interviews (all statuses unless --status is given), newest first.
`
const REPORT_HELP = `Usage: rehearse report <id> [--json] [--server URL] [--local]

Prints the report card of interview <id>: the overall score, each question's score and rating, the strongest
and weakest areas, strikes and how the interview ended.
`

const STATUSES: Record<string, InterviewStatus> = {
  "in-progress": "IN_PROGRESS",
  completed: "COMPLETED",
  scheduled: "SCHEDULED",
  IN_PROGRESS: "IN_PROGRESS",
  COMPLETED: "COMPLETED",
  SCHEDULED: "SCHEDULED"
}

const call = <A>(e: Effect.Effect<A, { readonly message: string }>) =>
  Effect.runPromise(Effect.mapError(e, (f) => new CliError(f.message)))

export const interviewsCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags, positional } = parseArgs(args, { status: "string", json: "boolean", server: "string", local: "boolean", help: "boolean" })
  if (flags.help) return (io.stdout.write(INTERVIEWS_HELP), EXIT.ok)
  if (positional.length > 0) return fail(io, "interviews takes no arguments; see `rehearse interviews --help`.", EXIT.usage)
  const wanted = flags.status === undefined ? (["IN_PROGRESS", "SCHEDULED", "COMPLETED"] as const) : [STATUSES[String(flags.status)]]
  if (wanted.some((s) => s === undefined)) return fail(io, "--status must be in-progress, completed or scheduled.", EXIT.usage)
  const context = await openContext(io, { ...(typeof flags.server === "string" ? { server: flags.server } : {}), local: flags.local === true })
  try {
    const lists = await Promise.all(wanted.map((s) => call(context.api.interviewsByStatus(s!))))
    const all = lists.flat()
    if (flags.json) {
      io.stdout.write(JSON.stringify(all, null, 2) + "\n")
      return EXIT.ok
    }
    if (all.length === 0) {
      io.stdout.write("No interviews yet. Start one with `rehearse practice`.\n")
      return EXIT.ok
    }
    const p = painter(io)
    for (const i of all) io.stdout.write(`${interviewLine(i, p.bold)}\n`)
    return EXIT.ok
  } finally {
    await context.dispose()
  }
}

/** One interview of the list: id, title, status, when, how far it got and its overall score. */
export const interviewLine = (i: UserInterview, bold: (s: string) => string = (s) => s): string => {
  const score = i.score === null ? "" : `  score ${i.score}/100`
  const when = (i.completedAt ?? i.scheduledAt ?? i.createdAt).slice(0, 16).replace("T", " ")
  const progress = progressText(i.questionsAnswered, i.questionsSkipped, i.questionsPlanned)
  return `${bold(String(i.id).padStart(4))}  ${i.title.padEnd(28)} ${i.status.toLowerCase().replace("_", " ").padEnd(11)} ${when}  ${progress}${score}`
}

/** The report as plain lines: the summary fields, then one line per question. */
export const renderReport = (items: ReadonlyArray<ReportItem>, io: Io): string => {
  const p = painter(io)
  const lines: Array<string> = []
  for (const item of items) {
    const label = item.label ?? item.key
    if (item.type === "score") lines.push(`${p.bold(label)}: ${item.properties?.value}/100`)
    else if (item.type === "rating") lines.push(`${label}: ${"★".repeat(Number(item.properties?.value ?? 0))}${"☆".repeat(5 - Number(item.properties?.value ?? 0))}`)
    else if (item.type === "display") lines.push(`${label}: ${String(item.properties?.content ?? "")}`)
    else if (item.type === "questiondrawer") {
      const fb = item.feedback_object
      const status = item.properties?.value === "SKIPPED" ? "skipped" : fb.score !== undefined ? `${fb.score}/100, ${fb.rating ?? "?"}/5` : "not assessed"
      lines.push(`  ${label}: ${String(item.properties?.content ?? "")} — ${status}`)
      for (const line of fb.lines ?? []) lines.push(`      ${line}`)
    }
  }
  return lines.join("\n") + "\n"
}

export const reportCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags, positional } = parseArgs(args, { json: "boolean", server: "string", local: "boolean", help: "boolean" })
  if (flags.help) return (io.stdout.write(REPORT_HELP), EXIT.ok)
  const id = Number(positional[0])
  if (positional.length !== 1 || !Number.isInteger(id) || id <= 0) return fail(io, "report needs one interview id, e.g. `rehearse report 12`.", EXIT.usage)
  const context = await openContext(io, { ...(typeof flags.server === "string" ? { server: flags.server } : {}), local: flags.local === true })
  try {
    const items = await call(context.api.assessmentReport(id))
    io.stdout.write(flags.json ? JSON.stringify(items, null, 2) + "\n" : renderReport(items, io))
    return EXIT.ok
  } finally {
    await context.dispose()
  }
}
