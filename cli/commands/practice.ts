/**
 * `rehearse practice`: a text interview in the terminal, driven by the same headless SDK as the browser
 * (core/sdk/live-interview.ts). Every answer is saved as it is submitted, so Ctrl-C or Ctrl-D leaves the interview
 * paused and `--resume` continues it.
 */
import { Layer } from "effect"
import * as NodeSpeech from "../../adapters/node/speech.ts"
import type { InterviewType } from "../../core/contract/interview.ts"
import { JOB_DESCRIPTION_TOPIC } from "../../core/interviews/catalog.ts"
import { Api } from "../../core/ports/Api.ts"
import { Proctor } from "../../core/ports/Proctor.ts"
import { Storage } from "../../core/ports/Storage.ts"
import { progressText } from "../../core/sdk/interview-cards.ts"
import { resumeLater } from "../../core/sdk/live-interview.ts"
import { configureSdk, disposeSdk } from "../../core/sdk/runtime.ts"
import { $toasts, dismissToast } from "../../core/sdk/toasts.ts"
import { type CliContext, openContext } from "../context.ts"
import { CliError, EXIT, fail, type Io, painter } from "../io.ts"
import { type Lines, openLines } from "../lines.ts"
import { renderReport } from "./interviews.ts"
import { type PracticeFlags, readPracticeFlags } from "./practice-flags.ts"
import { droppedSkills, startJobInterview } from "./practice-job.ts"
import { type PracticeSession, runPractice } from "./practice-loop.ts"

export const PRACTICE_HELP = `Usage: rehearse practice [--topic T | --type NAME] [--difficulty easy|medium|hard|mixed] [--questions N]
                         [--no-follow-ups] [--speak] [--server URL | --local]
       rehearse practice --weak-points [--questions N] [--speak] [--server URL | --local]
       rehearse practice --job-file FILE [--drop-skill ID,…] [--role TEXT] [--experience LEVEL]
                         [--difficulty D] [--questions N] [--no-follow-ups] [--speak] [--server URL | --local]
       rehearse practice --resume [ID]

A text interview: each question is shown (and read aloud with --speak), you type your answer, and the coach's
feedback follows; a report card closes the interview.

  --topic T        a topic such as python, react, system-design, sql, hr, aptitude (see \`rehearse coach bank\`)
  --type NAME      an interview type by name, e.g. "Python Interview"
  --difficulty D   easy, medium, hard or mixed (default: medium)
  --questions N    how many questions, 3 to 15 (default: 5)
  --no-follow-ups  no follow-up questions (by default, after an answer that missed a point, the interviewer may
                   ask one short follow-up on it, shown as "Follow-up to question N")
  --speak          read questions aloud through espeak-ng or say, when installed
  --weak-points    the questions whose talking points you missed and are due again (spaced repetition);
                   --questions is then at most how many, 1 to 15 (default: 5)
  --job-file FILE  an interview from a job description: the skills the text names (at most 3000 characters)
                   are printed, then questions on them, with a behavioural one in about five
  --drop-skill ID  leave out skills found (their ids, separated by commas, as --job-file prints them)
  --role TEXT      with --job-file: the role you apply for, e.g. "Backend developer"
  --experience L   with --job-file: intern, fresher, junior, mid or senior (default: fresher)
  --resume [ID]    continue a paused interview (the newest one unless ID is given)
  --server URL     practise on a running server you signed in to with \`rehearse login\`
  --local          practise on the local profile even when signed in to a server

While answering: an empty line or Ctrl-D submits. Commands, each on a line of its own:
  /skip    skip the question (lines typed for it are not sent)
  /repeat  show (and read) the question again, keeping what you typed
  /pause   save and stop; continue later with --resume
  /end     end the interview here
Ctrl-C pauses too: every answer you submitted is already saved.
`

const pickType = async (
  types: ReadonlyArray<InterviewType>,
  flags: Pick<PracticeFlags, "topic" | "type">,
  io: Io,
  lines: Lines
) => {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]+/g, "")
  if (typeof flags.type === "string") {
    const found = types.find((t) => norm(t.displayName) === norm(String(flags.type)) || norm(t.name) === norm(String(flags.type)))
    if (found === undefined) throw new CliError(`there is no interview type "${flags.type}"; the types are: ${types.map((t) => t.displayName).join(", ")}.`)
    return found
  }
  if (typeof flags.topic === "string") {
    const wanted = norm(String(flags.topic))
    const found = types.find((t) => norm(t.topic) === wanted || norm(t.name) === wanted || norm(t.displayName).startsWith(wanted))
    if (found === undefined) throw new CliError(`there is no topic "${flags.topic}"; the topics are: ${types.map((t) => t.topic).join(", ")}.`)
    return found
  }
  if (!io.isTTY) throw new CliError("say what to practise with --topic T or --type NAME (see `rehearse practice --help`).")
  types.forEach((t, i) => io.stdout.write(`${String(i + 1).padStart(3)}. ${t.displayName}\n`))
  for (;;) {
    const answer = await lines.next("Which interview? (number) ")
    if (answer === null) {
      io.stdout.write("\n")
      throw new CliError("no interview was started; choose one directly with `rehearse practice --topic T`.")
    }
    const chosen = /^\s*\d+\s*$/.test(answer) ? types[Number(answer) - 1] : undefined
    if (chosen !== undefined) return chosen
    io.stdout.write(`Type a number from 1 to ${types.length}.\n`)
  }
}

export const practiceCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const request = readPracticeFlags(args)
  if (request._tag === "Help") return (io.stdout.write(PRACTICE_HELP), EXIT.ok)
  if (request._tag === "Usage") return fail(io, request.message, EXIT.usage)
  const flags = request
  const { count, difficulty, jobFile, resumeId } = flags

  const p = painter(io)
  const context: CliContext = await openContext(io, { ...(flags.server !== undefined ? { server: flags.server } : {}), local: flags.local })
  const lines = openLines(io)
  const session: PracticeSession = { paused: false, interrupted: false }
  // Ctrl-C: stop reading (a half-typed answer is not sent) and leave the interview to be resumed later.
  const onSigint = () => {
    session.interrupted = true
    session.paused = true
    resumeLater()
    lines.close()
  }
  process.once("SIGINT", onSigint)
  const stopToasts = $toasts.listen((toasts) => {
    for (const t of toasts) {
      if (t.variant === "error") io.stderr.write(`${p.red(t.title)}${t.description ? `: ${t.description}` : ""}\n`)
      dismissToast(t.id)
    }
  })
  try {
    const speaker = flags.speak ? NodeSpeech.findSpeaker() : null
    if (flags.speak && speaker === null) io.stderr.write("Reading aloud needs espeak-ng (apt-get install espeak-ng) or say; questions are shown only.\n")
    configureSdk(Layer.mergeAll(
      Layer.succeed(Api)(Api.of(context.api)),
      NodeSpeech.layer(speaker),
      Proctor.layerMemory,
      Storage.layerMemory
    ))

    let interviewId: number
    const call = <A>(e: import("effect").Effect.Effect<A, { readonly message: string }>) =>
      import("effect").then(({ Effect }) => Effect.runPromise(Effect.mapError(e, (f) => new CliError(f.message))))
    if (flags.resume) {
      const open = await call(context.api.interviewsByStatus("IN_PROGRESS"))
      const chosen = resumeId === null ? open[0] : open.find((i) => i.id === resumeId)
      if (chosen === undefined) {
        throw new CliError(resumeId === null ? "there is no paused interview to resume; start one with `rehearse practice --topic T`." : `interview ${resumeId} is not in progress; see \`rehearse interviews\`.`)
      }
      interviewId = chosen.id
      io.stdout.write(`Resuming ${chosen.title} (${progressText(chosen.questionsAnswered, chosen.questionsSkipped, chosen.questionsPlanned)}).\n`)
    } else if (flags.weakPoints) {
      const started = await call(context.api.startWeakPoints({ questions: count, answerMode: "text" }))
      interviewId = started.id
      const planned = (await call(context.api.interviewsByStatus("IN_PROGRESS"))).find((i) => i.id === interviewId)?.questionsPlanned ?? count
      io.stdout.write(`${p.bold("Weak Points Practice")}: ${planned} question${planned === 1 ? "" : "s"} whose points are due again. Interview ${interviewId}.\n`)
    } else if (jobFile !== undefined) {
      const started = await startJobInterview(context.api, call, io, {
        jobFile,
        drop: droppedSkills(flags.dropSkill),
        questionCount: count,
        difficulty,
        role: flags.role,
        experience: flags.experience,
        followUps: flags.followUps
      })
      interviewId = started.id
    } else {
      // An interview from a job description needs its description: --job-file starts it, not the list.
      const types = (await call(context.api.availableInterviews())).filter((t) => t.topic !== JOB_DESCRIPTION_TOPIC)
      const type = await pickType(types, flags, io, lines)
      const started = await call(context.api.startInterview({
        interviewObjectId: type.id,
        questionProperties: { difficulty, questionCount: count, followUps: flags.followUps },
        answerProperties: { answerMode: "text" }
      }))
      interviewId = started.id
      io.stdout.write(`${p.bold(type.displayName)}: ${count} questions, ${difficulty}${flags.followUps ? "" : ", no follow-ups"}. Interview ${interviewId}.\n`)
    }

    await runPractice(interviewId, lines, io, session)

    if (session.paused) {
      io.stdout.write(`\nPaused. Your answers are saved; continue with \`rehearse practice --resume ${interviewId}\`.\n`)
      return EXIT.ok
    }
    io.stdout.write(`\n${p.bold("Report card")}\n`)
    io.stdout.write(renderReport(await call(context.api.assessmentReport(interviewId)), io))
    return EXIT.ok
  } finally {
    process.off("SIGINT", onSigint)
    stopToasts()
    lines.close()
    await disposeSdk()
    await context.dispose()
  }
}
