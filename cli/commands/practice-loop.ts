/**
 * The interview loop of `rehearse practice`: it follows the live interview's state in the headless SDK, shows each
 * question and its feedback, and reads each answer or command from the terminal until the interview ends or pauses.
 */
import {
  $liveInterview,
  begin,
  cancelEnd,
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
import { CliError, type Io, painter } from "../io.ts"
import type { Lines } from "../lines.ts"
import { feedbackLines, questionBlock } from "./practice-render.ts"

/** How the loop ended, shared with Ctrl-C's handler: paused (answers saved, to resume) or not. */
export interface PracticeSession {
  paused: boolean
  /** Ctrl-C was pressed: reading has stopped, and the interview is left to be resumed. */
  interrupted: boolean
}

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

/** Runs the interview from its start dialog to its end or a pause, marking `session.paused` when it pauses. */
export const runPractice = async (interviewId: number, lines: Lines, io: Io, session: PracticeSession): Promise<void> => {
  const p = painter(io)
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
      session.paused = true
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
    if (session.interrupted) {
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
      session.paused = true
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
      session.paused = true
      resumeLater()
      await waitFor((x) => (x.stage === "left" || x.stage === "finished" ? true : undefined))
      break
    }
  }
  await finished.catch(() => undefined)
}
