/**
 * `rehearse practice`: a text interview in the terminal, driven by the same headless SDK as the browser
 * (core/sdk/live-interview.ts). Every answer is saved as it is submitted, so Ctrl-C or Ctrl-D leaves the interview
 * paused and `--resume` continues it.
 */
import { Layer } from "effect"
import * as NodeSpeech from "../../adapters/node/speech.ts"
import type { Feedback, InterviewType } from "../../core/contract/interview.ts"
import { Api } from "../../core/ports/Api.ts"
import { Proctor } from "../../core/ports/Proctor.ts"
import { Storage } from "../../core/ports/Storage.ts"
import {
  $liveInterview,
  begin,
  confirmEnd,
  confirmSkip,
  continueAnswering,
  type LiveInterviewState,
  next,
  repeatQuestion,
  requestEnd,
  resumeLater,
  retryQuestion,
  setTranscript,
  skip,
  startLiveInterview,
  submit
} from "../../core/sdk/live-interview.ts"
import { bandOfScore } from "../../core/forms/fields.ts"
import { JOB_DESCRIPTION_TOPIC } from "../../core/interviews/catalog.ts"
import { progressText } from "../../core/sdk/interview-cards.ts"
import { configureSdk, disposeSdk } from "../../core/sdk/runtime.ts"
import { $toasts, dismissToast } from "../../core/sdk/toasts.ts"
import { parseArgs } from "../args.ts"
import { type CliContext, openContext } from "../context.ts"
import { CliError, EXIT, fail, type Io, painter } from "../io.ts"
import { type Lines, openLines } from "../lines.ts"
import { renderReport } from "./interviews.ts"
import { droppedSkills, EXPERIENCE_VALUES, startJobInterview } from "./practice-job.ts"

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

const DIFFICULTIES = ["easy", "medium", "hard", "mixed"]

const waitFor = <T>(pick: (s: LiveInterviewState) => T | undefined): Promise<T> =>
  new Promise((resolve) => {
    let done = false
    const unsubscribe = $liveInterview.subscribe((s) => {
      if (done || s === null) return
      const value = pick(s)
      if (value !== undefined) {
        done = true
        queueMicrotask(() => unsubscribe())
        resolve(value)
      }
    })
  })

const pickType = async (types: ReadonlyArray<InterviewType>, flags: Record<string, unknown>, io: Io, lines: Lines) => {
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

const feedbackLines = (feedback: Feedback, io: Io): string => {
  const p = painter(io)
  const out: Array<string> = []
  const score = feedback.score
  if (score !== null) {
    const band = bandOfScore(score)
    const colour = p[band.tone]
    const stars = feedback.rating === null ? "" : `  ${colour(`${"★".repeat(feedback.rating)}${"☆".repeat(5 - feedback.rating)}`)}`
    out.push(`${p.bold("Score")} ${colour(`${score}/100`)}${stars}  ${colour(band.word)}`)
  }
  for (const field of feedback.fields) {
    const content = field.properties?.content
    if (field.type === "feedback" && Array.isArray(content)) for (const line of content) out.push(`  ${String(line)}`)
    else if (field.type === "display" && field.key !== "judgedBy") out.push(`  ${field.label ?? field.key}: ${String(content ?? "")}`)
    else if (field.key === "judgedBy") out.push(p.dim(`  Judged by ${String(content ?? "")}.`))
  }
  return out.join("\n") + "\n"
}

const questionBlock = (s: LiveInterviewState, io: Io): string => {
  const p = painter(io)
  const q = s.question!
  const labelOf = (key: string) => q.fields.find((f) => f.key === key)
  const progress = labelOf("progress")?.label ?? `Question ${s.questionNumber}`
  const badge = (key: string) => labelOf(key)?.options?.[0]?.label
  const meta = [progress, badge("difficulty"), badge("topic")].filter(Boolean).join(" · ")
  const schema = labelOf("schema")?.properties?.value
  const reason = labelOf("reason")?.properties?.content
  return `\n${p.cyan(meta)}\n${typeof reason === "string" ? p.dim(`Why: ${reason}`) + "\n" : ""}${p.bold(q.text)}\n${
    typeof schema === "string" ? p.dim(schema) + "\n" : ""
  }`
}

type Command = "/skip" | "/repeat" | "/pause" | "/end"
const COMMAND = /^\/(skip|repeat|pause|end)\s*$/

/**
 * Reads one answer: lines until an empty line (submit) or the end of input. A command on a line of its own acts
 * whether or not lines were typed before it; those lines come back as the draft.
 */
const readAnswer = async (
  lines: Lines,
  io: Io,
  typed: Array<string>
): Promise<{ readonly text: string; readonly command: Command | null; readonly ended: boolean }> => {
  for (;;) {
    const line = await lines.next(io.isTTY && typed.length === 0 ? "> " : undefined)
    if (line === null) return { text: typed.join("\n"), command: null, ended: true }
    if (COMMAND.test(line.trim())) return { text: typed.join("\n"), command: line.trim() as Command, ended: false }
    if (line.trim() === "" && typed.length > 0) return { text: typed.join("\n"), command: null, ended: false }
    if (line.trim() === "") continue
    typed.push(line)
  }
}

const confirm = async (lines: Lines, io: Io, question: string): Promise<boolean> => {
  if (!io.isTTY) return true
  const answer = await lines.next(`${question} [y/N] `)
  return answer !== null && /^y(es)?$/i.test(answer.trim())
}

export const practiceCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const { flags, positional } = parseArgs(args, {
    topic: "string",
    type: "string",
    difficulty: "string",
    questions: "string",
    speak: "boolean",
    resume: "boolean",
    "weak-points": "boolean",
    "no-follow-ups": "boolean",
    "job-file": "string",
    "drop-skill": "string",
    role: "string",
    experience: "string",
    server: "string",
    local: "boolean",
    help: "boolean"
  })
  if (flags.help) return (io.stdout.write(PRACTICE_HELP), EXIT.ok)
  const difficulty = typeof flags.difficulty === "string" ? flags.difficulty : "medium"
  if (!DIFFICULTIES.includes(difficulty)) return fail(io, "--difficulty must be easy, medium, hard or mixed.", EXIT.usage)
  const weakPoints = flags["weak-points"] === true
  if (weakPoints && (flags.topic !== undefined || flags.type !== undefined || flags.difficulty !== undefined || flags.resume)) {
    return fail(io, "--weak-points chooses the questions itself: leave out --topic, --type, --difficulty and --resume.", EXIT.usage)
  }
  if (flags["no-follow-ups"] === true && (weakPoints || flags.resume)) {
    return fail(io, "--no-follow-ups is chosen when a topic interview starts: leave it out with --weak-points or --resume.", EXIT.usage)
  }
  const jobFile = typeof flags["job-file"] === "string" ? flags["job-file"] : undefined
  if (jobFile !== undefined && (flags.topic !== undefined || flags.type !== undefined || weakPoints || flags.resume)) {
    return fail(io, "--job-file chooses the topics itself: leave out --topic, --type, --weak-points and --resume.", EXIT.usage)
  }
  if (jobFile === undefined && (flags["drop-skill"] !== undefined || flags.role !== undefined || flags.experience !== undefined)) {
    return fail(io, "--drop-skill, --role and --experience go with --job-file.", EXIT.usage)
  }
  if (typeof flags.experience === "string" && !EXPERIENCE_VALUES.includes(flags.experience)) {
    return fail(io, `--experience must be ${EXPERIENCE_VALUES.slice(0, -1).join(", ")} or ${EXPERIENCE_VALUES.at(-1)}.`, EXIT.usage)
  }
  if (typeof flags.role === "string" && flags.role.length > 100) return fail(io, "--role must be at most 100 characters.", EXIT.usage)
  const fewest = weakPoints ? 1 : 3
  const count = typeof flags.questions === "string" && /^\d+$/.test(flags.questions) ? Number(flags.questions) : typeof flags.questions === "string" ? Number.NaN : 5
  if (!Number.isInteger(count) || count < fewest || count > 15) return fail(io, `--questions must be a whole number from ${fewest} to 15.`, EXIT.usage)
  const resumeId = positional.length > 0 ? Number(positional[0]) : null
  if (positional.length > 1 || (positional.length === 1 && (!flags.resume || !Number.isInteger(resumeId) || resumeId! <= 0))) {
    return fail(io, "practice takes no arguments except an interview id after --resume; see `rehearse practice --help`.", EXIT.usage)
  }

  const p = painter(io)
  const context: CliContext = await openContext(io, { ...(typeof flags.server === "string" ? { server: flags.server } : {}), local: flags.local === true })
  const lines = openLines(io)
  let paused = false
  // Ctrl-C: stop reading (a half-typed answer is not sent) and leave the interview to be resumed later.
  let interrupted = false
  const onSigint = () => {
    interrupted = true
    paused = true
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
    } else if (weakPoints) {
      const started = await call(context.api.startWeakPoints({ questions: count, answerMode: "text" }))
      interviewId = started.id
      const planned = (await call(context.api.interviewsByStatus("IN_PROGRESS"))).find((i) => i.id === interviewId)?.questionsPlanned ?? count
      io.stdout.write(`${p.bold("Weak Points Practice")}: ${planned} question${planned === 1 ? "" : "s"} whose points are due again. Interview ${interviewId}.\n`)
    } else if (jobFile !== undefined) {
      const started = await startJobInterview(context.api, call, io, {
        jobFile,
        drop: droppedSkills(typeof flags["drop-skill"] === "string" ? flags["drop-skill"] : undefined),
        questionCount: count,
        difficulty,
        role: typeof flags.role === "string" ? flags.role : undefined,
        experience: typeof flags.experience === "string" ? flags.experience : undefined,
        followUps: flags["no-follow-ups"] !== true
      })
      interviewId = started.id
    } else {
      // An interview from a job description needs its description: --job-file starts it, not the list.
      const types = (await call(context.api.availableInterviews())).filter((t) => t.topic !== JOB_DESCRIPTION_TOPIC)
      const type = await pickType(types, flags, io, lines)
      const started = await call(context.api.startInterview({
        interviewObjectId: type.id,
        questionProperties: { difficulty, questionCount: count, followUps: flags["no-follow-ups"] !== true },
        answerProperties: { answerMode: "text" }
      }))
      interviewId = started.id
      io.stdout.write(`${p.bold(type.displayName)}: ${count} questions, ${difficulty}${flags["no-follow-ups"] === true ? ", no follow-ups" : ""}. Interview ${interviewId}.\n`)
    }

    const finished = startLiveInterview(interviewId)
    await waitFor((s) => (s.dialog === "start" && s.opened ? true : undefined))
    begin()

    let shown: string | number | null = null
    /** Lines typed for the current question and not yet submitted (kept across /repeat). */
    let draft: Array<string> = []
    for (;;) {
      const s = await waitFor((s) =>
        s.stage === "finished" || s.stage === "left" || s.ended || s.dialog === "no-response" ||
          s.questionStatus === "none-left" || s.questionStatus === "failed" ||
          (s.feedback !== null && s.busy === null) ||
          (s.questionStatus === "ready" && s.question !== null && s.busy === null && s.feedback === null && s.dialog === null &&
            s.question.id !== shown)
          ? s
          : undefined
      )
      if (s.stage === "finished") break
      if (s.stage === "left") {
        paused = true
        break
      }
      if (s.ended || s.questionStatus === "none-left" || s.questionStatus === "failed") {
        if (s.questionStatus === "failed") {
          io.stderr.write(`${s.notice ?? "No question available."}\n`)
          if (shown !== "retried") {
            shown = "retried"
            retryQuestion()
            continue
          }
          throw new CliError("the question could not be loaded; try `rehearse practice --resume` in a moment.")
        }
        io.stdout.write(`\n${s.notice ?? (s.ended ? "Interview Ended: Interview has ended or question limit reached." : "")}\n`)
        requestEnd()
        await waitFor((x) => (x.dialog === "end" ? true : undefined))
        confirmEnd()
        await waitFor((x) => (x.stage === "finished" || x.stage === "left" ? true : undefined))
        break
      }
      if (s.dialog === "no-response") {
        if (await confirm(lines, io, "No response recorded. Skip this question?")) confirmSkip()
        else {
          continueAnswering()
          shown = null
        }
        continue
      }
      if (s.feedback !== null) {
        io.stdout.write(feedbackLines(s.feedback, io))
        next()
        continue
      }
      shown = s.question!.id
      io.stdout.write(questionBlock(s, io))
      if (shown !== null && s.questionNumber === 1 || io.isTTY) {
        io.stdout.write(p.dim("(an empty line or Ctrl-D submits; /skip /repeat /pause /end)\n"))
      }
      if (draft.length > 0) io.stdout.write(p.dim(`Your answer so far (keep typing; an empty line submits):\n${draft.join("\n")}\n`))
      const answer = await readAnswer(lines, io, draft)
      if (interrupted) {
        resumeLater()
        await waitFor((x) => (x.stage === "left" || x.stage === "finished" ? true : undefined))
        break
      }
      if (answer.command === "/repeat") {
        repeatQuestion()
        shown = null
        continue
      }
      draft = []
      if (answer.command !== null && answer.text.trim() !== "") io.stdout.write(p.dim("(the lines typed before the command were not submitted)\n"))
      if (answer.command === "/pause" || (answer.ended && answer.text.trim() === "")) {
        paused = true
        resumeLater()
        await waitFor((x) => (x.stage === "left" ? true : undefined))
        break
      }
      if (answer.command === "/end") {
        requestEnd()
        await waitFor((x) => (x.dialog === "end" ? true : undefined))
        if (await confirm(lines, io, "End it here and mark completed?")) {
          confirmEnd()
          await waitFor((x) => (x.stage === "finished" || x.stage === "left" ? true : undefined))
          break
        }
        const { cancelEnd } = await import("../../core/sdk/live-interview.ts")
        cancelEnd()
        shown = null
        continue
      }
      if (answer.command === "/skip") {
        setTranscript("")
        skip()
        continue
      }
      setTranscript(answer.text)
      submit()
      if (answer.ended) {
        // The input is over: show this answer's feedback, then pause.
        const after = await waitFor((x) => (x.feedback !== null && x.busy === null) || x.questionStatus !== "ready" || x.ended ? x : undefined)
        if (after.feedback !== null) io.stdout.write(feedbackLines(after.feedback, io))
        paused = true
        resumeLater()
        await waitFor((x) => (x.stage === "left" || x.stage === "finished" ? true : undefined))
        break
      }
    }
    await finished.catch(() => undefined)

    if (paused) {
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
