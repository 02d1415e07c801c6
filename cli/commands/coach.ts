/**
 * `rehearse coach …`: the built-in coach from the terminal. `bank` lists questions, `assess` judges one answer,
 * and `assess --jsonl` grades a batch, one JSON object per line in and one JSON result per line out.
 */
import { availableParallelism } from "node:os"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import type { BankQuestion } from "../../core/coach/bank/types.ts"
import { bandOfScore } from "../../core/coach/feedback/bands.ts"
import { type BuiltInCoach, makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../core/coach/errors.ts"
import type { Assessment } from "../../core/coach/schemas.ts"
import type { MeaningResources } from "../../core/coach/reading/meaning-resources.ts"
import { meaningForCoach } from "../../adapters/node/meaning-files.ts"
import { isTopic, TOPICS } from "../../core/coach/bank/topic-list.ts"
import { parseArgs, UsageError } from "../args.ts"
import { EXIT, painter } from "../io.ts"
import { judgeWithoutPretenuring, makeBatchCoach } from "./coach-batch.ts"
import { assessJsonl } from "./coach-jsonl.ts"
import { type CoachIo, decodeChunk, write } from "./coach-io.ts"

export type { CoachIo } from "./coach-io.ts"

const HELP = {
  coach: `Usage: rehearse coach <command> [options]

Commands:
  bank     List the questions of the built-in bank
  assess   Judge an answer, or a batch of answers with --jsonl

Run 'rehearse coach <command> --help' for the options of a command.
`,
  bank: `Usage: rehearse coach bank [--topic <topic>] [--difficulty easy|medium|hard] [--json]

Lists the questions of the built-in bank.

Options:
  --topic <topic>         Only this topic, e.g. python, spring-boot, hr
  --difficulty <level>    Only easy, medium or hard questions
  --json                  Print a JSON array of questions (id, topic, difficulty, kind, text,
                          talkingPoints, modelAnswer, tags, and exactAnswer, solution, schema when set)
`,
  assess: `Usage: rehearse coach assess --question <text> [--reference <text>] --answer <text> [--json]
       rehearse coach assess --id <bank id> --answer <text> [--json]
       rehearse coach assess --jsonl < answers.jsonl

Judges an answer: score 0-100, rating 1-5 and feedback lines.

Options:
  --question <text>    The question. A bank question is recognised by its text.
  --id <id>            A bank question by id, e.g. python-001 (instead of --question).
  --reference <text>   A reference answer, for a question that is not in the bank.
  --topic <topic>      The question's topic (hr questions are judged as STAR stories).
  --answer <text>      The answer to judge; '-' reads it from standard input.
  --json               Print the assessment as JSON.
  --jsonl              Read one JSON object per line from standard input ("question" or a bank "id",
                       "answer", and optionally "reference", "topic") and write one JSON result per line
                       ("line", "score", "rating", "covered", "missed", "contradicted" when the answer
                       states a point the other way round, "flags", "nextStep"), or
                       ("line", "error") for a line that could not be judged. Results come in input
                       order, a block at a time: up to 2,000 lines, or what came before the input paused.
  --workers <n>        With --jsonl: judge on n worker threads (default 1: this thread; each worker
                       holds its own coach, ~320 MiB, so more pays only with idle cores and a long batch).
`
} as const

/** Flags only, no other words (the parser shared by every command), for a coach subcommand. */
const flagsOf = (args: ReadonlyArray<string>, spec: Parameters<typeof parseArgs>[1]) => {
  const { flags, positional } = parseArgs(args, spec)
  if (positional.length > 0) throw new UsageError(`Unexpected argument '${positional[0]}'; options start with --.`)
  return flags
}
const stringFlag = (flags: Readonly<Record<string, string | boolean | undefined>>, name: string): string | undefined => {
  const value = flags[name]
  return typeof value === "string" ? value : undefined
}

const paint = (io: CoachIo) => painter({ ...io, env: io.env ?? process.env })

export async function coachCommand(args: ReadonlyArray<string>, io: CoachIo): Promise<number> {
  const [command, ...rest] = args
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      await write(command === undefined ? io.stderr : io.stdout, HELP.coach)
      return command === undefined ? EXIT.usage : EXIT.ok
    }
    if (rest.includes("--help") || rest.includes("-h")) {
      if (command !== "bank" && command !== "assess") throw new UsageError(`Unknown command '${command}'; use bank or assess.`)
      await write(io.stdout, HELP[command])
      return EXIT.ok
    }
    if (command === "bank") return await bankCommand(rest, io)
    if (command === "assess") return await assessCommand(rest, io)
    throw new UsageError(`Unknown command '${command}'; use bank or assess (see rehearse coach --help).`)
  } catch (error) {
    if (error instanceof UsageError) {
      await write(io.stderr, `${error.message}\n`)
      return EXIT.usage
    }
    await write(io.stderr, `The coach failed unexpectedly (${error instanceof Error ? error.message : String(error)}); please report this.\n`)
    return EXIT.failure
  }
}

const topicOption = (value: string | undefined): string | undefined => {
  if (value !== undefined && !isTopic(value)) throw new UsageError(`Unknown topic '${value}'; choose one of: ${TOPICS.join(", ")}.`)
  return value
}

const bankCommand = async (args: ReadonlyArray<string>, io: CoachIo): Promise<number> => {
  const flags = flagsOf(args, { topic: "string", difficulty: "string", json: "boolean" })
  const topic = topicOption(stringFlag(flags, "topic"))
  const difficulty = stringFlag(flags, "difficulty")
  if (difficulty !== undefined && !["easy", "medium", "hard"].includes(difficulty)) {
    throw new UsageError(`Unknown difficulty '${difficulty}'; choose easy, medium or hard.`)
  }
  const bank = builtInBank()
  const questions = (topic === undefined ? bank.questions : bank.topic(topic)).filter(
    (q) => difficulty === undefined || q.difficulty === difficulty
  )
  if (flags.json === true) {
    await write(io.stdout, `${JSON.stringify(questions.map(questionJson), null, 2)}\n`)
    return EXIT.ok
  }
  const c = paint(io)
  const lines = questions.map((q) => `${c.cyan(q.id.padEnd(22))} ${c.dim(q.difficulty.padEnd(6))} ${q.text}`)
  lines.push(c.dim(`${questions.length} question${questions.length === 1 ? "" : "s"}`))
  await write(io.stdout, `${lines.join("\n")}\n`)
  return EXIT.ok
}

const questionJson = (q: BankQuestion) => ({
  id: q.id,
  topic: q.topic,
  difficulty: q.difficulty,
  kind: q.kind,
  text: q.text,
  talkingPoints: q.talkingPoints,
  modelAnswer: q.modelAnswer,
  tags: q.tags,
  ...(q.exactAnswer !== undefined ? { exactAnswer: q.exactAnswer } : {}),
  ...(q.solution !== undefined ? { solution: q.solution } : {}),
  ...(q.schema !== undefined ? { schema: q.schema } : {})
})

let sharedCoach: BuiltInCoach | undefined
let meaning: MeaningResources | undefined
/** Loads what the coach reads meaning with (once; words alone, said on stderr, when it cannot be had). */
const loadCoachMeaning = async (io: CoachIo): Promise<void> => {
  meaning ??= await meaningForCoach((message) => void write(io.stderr, `${message}\n`))
}
const coach = (): BuiltInCoach => (sharedCoach ??= makeBuiltInCoach(builtInBank(), undefined, meaning))
/** For a batch: the bank read ready-prepared, which pays off over many questions (one answer needs only its own). */
const batchCoach = (): BuiltInCoach => (sharedCoach ??= makeBatchCoach(meaning))

/** The most worker threads a batch may ask for. */
const MAX_WORKERS = 64

/**
 * `--workers`: how many threads judge a batch; by default this one. Workers each prepare a coach of their own (start-up
 * and ~320 MiB each), and on the 2-core machine measured a fresh `--jsonl` process was no faster on 2 workers than
 * in one thread (bench/coach.bench.ts), so they are asked for, not assumed.
 */
const workersOption = (value: string | undefined): number => {
  if (value === undefined) return 1
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > MAX_WORKERS) {
    throw new UsageError(`--workers takes a whole number from 1 to ${MAX_WORKERS}, e.g. --workers 2; got '${value}'.`)
  }
  return Number(value)
}

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const decoder = new TextDecoder()
  let text = ""
  for await (const chunk of stream) text += decodeChunk(decoder, chunk)
  return text + decoder.decode()
}

const assessCommand = async (args: ReadonlyArray<string>, io: CoachIo): Promise<number> => {
  const flags = flagsOf(args, {
    question: "string",
    reference: "string",
    answer: "string",
    topic: "string",
    id: "string",
    json: "boolean",
    jsonl: "boolean",
    workers: "string"
  })
  if (flags.jsonl === true) {
    if (Object.keys(flags).some((name) => name !== "jsonl" && name !== "workers")) {
      throw new UsageError("--jsonl reads everything from standard input; give no other options with it (but --workers).")
    }
    const workers = workersOption(stringFlag(flags, "workers"))
    judgeWithoutPretenuring()
    await loadCoachMeaning(io)
    return assessJsonl(io, batchCoach, { workers, meaning: meaning!.size > 0 })
  }
  if (flags.workers !== undefined) throw new UsageError("--workers is for a batch: use it with --jsonl.")
  await loadCoachMeaning(io)
  const id = stringFlag(flags, "id")
  const bankQuestion = id === undefined ? undefined : coach().bank.byId.get(id)
  if (id !== undefined && bankQuestion === undefined) {
    throw new UsageError(`There is no bank question '${id}'; run 'rehearse coach bank' to see the ids.`)
  }
  const question = stringFlag(flags, "question") ?? bankQuestion?.text
  if (question === undefined || question.trim() === "") throw new UsageError("Give the question with --question \"…\" (or a bank id with --id).")
  let answer = stringFlag(flags, "answer")
  if (answer === undefined) throw new UsageError("Give the answer with --answer \"…\" (or --answer - to read it from standard input).")
  if (answer === "-") answer = await readAll(io.stdin)
  const reference = stringFlag(flags, "reference")
  const topic = topicOption(stringFlag(flags, "topic"))
  const result = coach().assess({
    question,
    answer,
    ...(id !== undefined ? { questionId: id } : {}),
    ...(reference !== undefined ? { reference } : {}),
    ...(topic !== undefined ? { topic } : {})
  })
  if (result instanceof NothingToJudgeBy) {
    await write(io.stderr, "This question is not in the bank; add --reference \"…\" with a good answer to judge it by.\n")
    return EXIT.failure
  }
  if (flags.json === true) await write(io.stdout, `${JSON.stringify(result, null, 2)}\n`)
  else await write(io.stdout, renderAssessment(result, io))
  return EXIT.ok
}

const renderAssessment = (a: Assessment, io: CoachIo): string => {
  const c = paint(io)
  const band = bandOfScore(a.score)
  const colour = c[band.tone]
  const stars = "★".repeat(a.rating) + "☆".repeat(5 - a.rating)
  const lines = [`${c.bold("Score")} ${colour(`${a.score}/100`)}  ${colour(stars)}`]
  for (const line of a.feedback) {
    if (line.startsWith("Covered:")) lines.push(`${c.green("✓")} ${line}`)
    else if (line.startsWith("Missed:")) lines.push(`${c.yellow("✗")} ${line}`)
    else if (line.startsWith("Contradicts:")) lines.push(`${c.red("✗")} ${line}`)
    else if (line.startsWith("Next step:")) lines.push(c.bold(line))
    else lines.push(`  ${line}`)
  }
  return `${lines.join("\n")}\n`
}
