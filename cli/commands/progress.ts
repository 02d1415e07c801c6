/** `rehearse progress`: the progress page's figures as text, or as JSON for scripts (issue #17). */
import { Effect } from "effect"
import { MAX_PROGRESS_INTERVIEWS, type Progress } from "../../core/contract/progress.ts"
import { days, formatChange, formatMinutes, formatPause, missedByQuestion, weakPointsLine } from "../../core/sdk/progress.ts"
import { parseArgs } from "../args.ts"
import { CliError, openContext } from "../context.ts"
import { EXIT, fail, type Io, painter } from "../io.ts"

const PROGRESS_HELP = `Usage: rehearse progress [--interviews N] [--json] [--server URL] [--local]

Your progress over your most recent interviews: the streak and time practised, each topic's scores over time, the
talking points you miss most often, delivery of spoken answers and STAR structure of behavioural ones.
Practise the points you miss with \`rehearse practice --weak-points\`.

  --interviews N   how many recent interviews to cover, 1 to ${MAX_PROGRESS_INTERVIEWS} (default: 100)
  --json           the figures as JSON, as the API gives them
`

const day = (iso: string) => iso.slice(0, 10)

/** The figures as lines of text; the same numbers as the progress page. */
const renderProgress = (progress: Progress, io: Io): string => {
  const p = painter(io)
  if (progress.interviews === 0) return "No answered interviews yet. Start one with `rehearse practice`; your progress shows here after it.\n"
  const out: Array<string> = []
  const covered = progress.interviews === progress.limit ? `your last ${progress.interviews} interviews` : `${progress.interviews} interview${progress.interviews === 1 ? "" : "s"}`
  out.push(`${p.bold("Progress")} over ${covered}: ${progress.answered} answered, ${progress.skipped} skipped.`)
  out.push(`Streak: ${days(progress.streak.current)} (longest ${days(progress.streak.longest)}), ${days(progress.streak.practiceDays)} practised, time practised ${formatMinutes(progress.timePractisedMinutes)}.`)

  out.push("", p.bold("Scores by topic"))
  const width = Math.max(...progress.topics.map((t) => t.name.length))
  for (const t of progress.topics) {
    const change = formatChange(t.change)
    out.push(`  ${t.name.padEnd(width)}  ${t.points.map((x) => x.score).join(" → ")}${change === null ? "" : `  (${change})`}`)
  }

  out.push("", p.bold("Points you miss most often"))
  if (progress.missedPoints.length === 0) out.push("  None missed yet.")
  for (const q of missedByQuestion(progress.missedPoints)) {
    out.push(`  ${p.dim(q.question)}`)
    for (const m of q.points) out.push(`    missed ${m.missed} of ${m.asked}: ${m.point}`)
  }

  const weak = weakPointsLine(progress)
  out.push("", `${weak.text}${weak.canPractise ? " Practise them with `rehearse practice --weak-points`." : ""}`)

  out.push("", p.bold("Delivery of spoken answers"))
  if (progress.delivery.length === 0) out.push("  No spoken answers yet.")
  else out.push(`  ${"date".padEnd(10)}  answers  words/min  fillers/min  longest pause`)
  for (const d of progress.delivery) {
    out.push(`  ${day(d.at)}  ${String(d.spokenAnswers).padStart(7)}  ${String(d.wordsPerMinute ?? "—").padStart(9)}  ${(d.fillersPerMinute === null ? "—" : d.fillersPerMinute.toFixed(1)).padStart(11)}  ${formatPause(d.longestPauseMs).padStart(13)}`)
  }

  out.push("", p.bold("STAR structure of behavioural answers"))
  if (progress.star.length === 0) out.push("  No behavioural answers yet.")
  else out.push(`  ${"date".padEnd(10)}  answers  complete  quantified`)
  for (const s of progress.star) {
    out.push(`  ${day(s.at)}  ${String(s.behaviouralAnswers).padStart(7)}  ${`${s.completeness}%`.padStart(8)}  ${String(s.quantified).padStart(10)}`)
  }
  return out.join("\n") + "\n"
}

export const progressCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags, positional } = parseArgs(args, { interviews: "string", json: "boolean", server: "string", local: "boolean", help: "boolean" })
  if (flags.help) return (io.stdout.write(PROGRESS_HELP), EXIT.ok)
  if (positional.length > 0) return fail(io, "progress takes no arguments; see `rehearse progress --help`.", EXIT.usage)
  const interviews = flags.interviews === undefined ? undefined : Number(flags.interviews)
  if (interviews !== undefined && (!/^\d+$/.test(String(flags.interviews)) || interviews < 1 || interviews > MAX_PROGRESS_INTERVIEWS)) {
    return fail(io, `--interviews must be a whole number from 1 to ${MAX_PROGRESS_INTERVIEWS}.`, EXIT.usage)
  }
  const context = await openContext(io, { ...(typeof flags.server === "string" ? { server: flags.server } : {}), local: flags.local === true })
  try {
    const progress = await Effect.runPromise(Effect.mapError(
      context.api.progress({ ...(interviews === undefined ? {} : { interviews }), utcOffsetMinutes: -new Date().getTimezoneOffset() }),
      (f) => new CliError(f.message)
    ))
    io.stdout.write(flags.json ? JSON.stringify(progress, null, 2) + "\n" : renderProgress(progress, io))
    return EXIT.ok
  } finally {
    await context.dispose()
  }
}
