/**
 * `rehearse coach …`: the built-in coach from the terminal. `bank` lists questions, `assess` judges one answer,
 * and `assess --jsonl` grades a batch, one JSON object per line in and one JSON result per line out.
 */
import { readFileSync } from "node:fs"
import { Result, Schema } from "effect"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import type { BankQuestion } from "../../core/coach/bank/types.ts"
import { bandOfScore } from "../../core/coach/feedback/bands.ts"
import { toSummary } from "../../core/coach/feedback/assessment.ts"
import { type BuiltInCoach, makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../core/coach/errors.ts"
import { type Assessment, TalkingPoint } from "../../core/coach/schemas.ts"
import { type PreparedQuestions, restorePrepared } from "../../core/coach/prepared.ts"
import type { MeaningResources } from "../../core/coach/reading/meaning-resources.ts"
import { meaningForCoach } from "../../adapters/node/meaning-files.ts"
import { isTopic, TOPICS } from "../../core/coach/bank/topic-list.ts"
import { type Io, painter } from "../io.ts"

/** The command's streams; `env` defaults to the process's (NO_COLOR). */
export type CoachIo = Omit<Io, "env"> & { readonly env?: Io["env"] }

const OK = 0
const FAILED = 1
const USAGE = 2

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
                       ("line", "error") for a line that could not be judged.
`
} as const

class UsageError extends Error {}

interface Flags {
  readonly values: Map<string, string>
  readonly switches: Set<string>
}

const parseFlags = (args: ReadonlyArray<string>, valued: ReadonlyArray<string>, switches: ReadonlyArray<string>): Flags => {
  const values = new Map<string, string>()
  const on = new Set<string>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const eq = arg.indexOf("=")
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(2, eq) : arg.startsWith("--") ? arg.slice(2) : null
    if (name === null) throw new UsageError(`Unexpected argument '${arg}'; options start with --.`)
    if (switches.includes(name)) {
      if (eq > 0) throw new UsageError(`--${name} takes no value.`)
      on.add(name)
    } else if (valued.includes(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : args[++i]
      if (value === undefined || (eq < 0 && value.startsWith("--"))) throw new UsageError(`--${name} needs a value.`)
      if (values.has(name)) throw new UsageError(`--${name} was given twice; give it once.`)
      values.set(name, value)
    } else throw new UsageError(`Unknown option --${name}; run with --help to see the options.`)
  }
  return { values, switches: on }
}

const paint = (io: CoachIo) => painter({ ...io, env: io.env ?? process.env })

const write = (stream: NodeJS.WritableStream, text: string): Promise<void> =>
  new Promise((resolve) => {
    if (stream.write(text)) resolve()
    else stream.once("drain", () => resolve())
  })

export async function coachCommand(args: ReadonlyArray<string>, io: CoachIo): Promise<number> {
  const [command, ...rest] = args
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      await write(command === undefined ? io.stderr : io.stdout, HELP.coach)
      return command === undefined ? USAGE : OK
    }
    if (rest.includes("--help") || rest.includes("-h")) {
      if (command !== "bank" && command !== "assess") throw new UsageError(`Unknown command '${command}'; use bank or assess.`)
      await write(io.stdout, HELP[command])
      return OK
    }
    if (command === "bank") return await bankCommand(rest, io)
    if (command === "assess") return await assessCommand(rest, io)
    throw new UsageError(`Unknown command '${command}'; use bank or assess (see rehearse coach --help).`)
  } catch (error) {
    if (error instanceof UsageError) {
      await write(io.stderr, `${error.message}\n`)
      return USAGE
    }
    await write(io.stderr, `The coach failed unexpectedly (${error instanceof Error ? error.message : String(error)}); please report this.\n`)
    return FAILED
  }
}

const topicOption = (value: string | undefined): string | undefined => {
  if (value !== undefined && !isTopic(value)) throw new UsageError(`Unknown topic '${value}'; choose one of: ${TOPICS.join(", ")}.`)
  return value
}

const bankCommand = async (args: ReadonlyArray<string>, io: CoachIo): Promise<number> => {
  const flags = parseFlags(args, ["topic", "difficulty"], ["json"])
  const topic = topicOption(flags.values.get("topic"))
  const difficulty = flags.values.get("difficulty")
  if (difficulty !== undefined && !["easy", "medium", "hard"].includes(difficulty)) {
    throw new UsageError(`Unknown difficulty '${difficulty}'; choose easy, medium or hard.`)
  }
  const bank = builtInBank()
  const questions = (topic === undefined ? bank.questions : bank.topic(topic)).filter(
    (q) => difficulty === undefined || q.difficulty === difficulty
  )
  if (flags.switches.has("json")) {
    await write(io.stdout, `${JSON.stringify(questions.map(questionJson), null, 2)}\n`)
    return OK
  }
  const c = paint(io)
  const lines = questions.map((q) => `${c.cyan(q.id.padEnd(22))} ${c.dim(q.difficulty.padEnd(6))} ${q.text}`)
  lines.push(c.dim(`${questions.length} question${questions.length === 1 ? "" : "s"}`))
  await write(io.stdout, `${lines.join("\n")}\n`)
  return OK
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
const batchCoach = (): BuiltInCoach => (sharedCoach ??= makeBuiltInCoach(builtInBank(), preparedBank(), meaning))

/**
 * The bank as prepared with the CLI's bundle (REHEARSE_COACH_PREPARED, set by cli/bin.js), so a batch starts
 * with every bank question ready; anything missing or not exactly this bank's is ignored and the coach prepares
 * questions as it meets them.
 */
const preparedBank = (): PreparedQuestions | undefined => {
  const file = process.env.REHEARSE_COACH_PREPARED
  if (file === undefined || file === "") return undefined
  try {
    return restorePrepared(builtInBank(), JSON.parse(readFileSync(file, "utf8"))) ?? undefined
  } catch {
    return undefined
  }
}

/** Text of a chunk; a decoder in streaming mode keeps characters split across chunks whole. */
const decodeChunk = (decoder: TextDecoder, chunk: unknown): string =>
  typeof chunk === "string" ? chunk : decoder.decode(chunk as Uint8Array, { stream: true })

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const decoder = new TextDecoder()
  let text = ""
  for await (const chunk of stream) text += decodeChunk(decoder, chunk)
  return text + decoder.decode()
}

const assessCommand = async (args: ReadonlyArray<string>, io: CoachIo): Promise<number> => {
  const flags = parseFlags(args, ["question", "reference", "answer", "topic", "id"], ["json", "jsonl"])
  await loadCoachMeaning(io)
  if (flags.switches.has("jsonl")) {
    if (flags.values.size > 0 || flags.switches.has("json")) {
      throw new UsageError("--jsonl reads everything from standard input; give no other options with it.")
    }
    return assessJsonl(io)
  }
  const id = flags.values.get("id")
  const bankQuestion = id === undefined ? undefined : coach().bank.byId.get(id)
  if (id !== undefined && bankQuestion === undefined) {
    throw new UsageError(`There is no bank question '${id}'; run 'rehearse coach bank' to see the ids.`)
  }
  const question = flags.values.get("question") ?? bankQuestion?.text
  if (question === undefined || question.trim() === "") throw new UsageError("Give the question with --question \"…\" (or a bank id with --id).")
  let answer = flags.values.get("answer")
  if (answer === undefined) throw new UsageError("Give the answer with --answer \"…\" (or --answer - to read it from standard input).")
  if (answer === "-") answer = await readAll(io.stdin)
  const reference = flags.values.get("reference")
  const topic = topicOption(flags.values.get("topic"))
  const result = coach().assess({
    question,
    answer,
    ...(id !== undefined ? { questionId: id } : {}),
    ...(reference !== undefined ? { reference } : {}),
    ...(topic !== undefined ? { topic } : {})
  })
  if (result instanceof NothingToJudgeBy) {
    await write(io.stderr, "This question is not in the bank; add --reference \"…\" with a good answer to judge it by.\n")
    return FAILED
  }
  if (flags.switches.has("json")) await write(io.stdout, `${JSON.stringify(result, null, 2)}\n`)
  else await write(io.stdout, renderAssessment(result, io))
  return OK
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

/** One line of a JSONL batch. */
const BatchLine = Schema.Struct({
  question: Schema.String,
  answer: Schema.String,
  reference: Schema.optional(Schema.String),
  topic: Schema.optional(Schema.String),
  id: Schema.optional(Schema.String),
  talkingPoints: Schema.optional(Schema.Array(TalkingPoint))
})
const decodeBatchLine = Schema.decodeUnknownResult(BatchLine)
type BatchLine = typeof BatchLine.Type

/**
 * The common line (strings only, no talking points) checked by hand: the schema decoder costs more than the
 * judging of a short answer. Anything else goes through the schema, which also words the errors.
 */
const plainBatchLine = (value: unknown): BatchLine | undefined => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const line = value as Record<string, unknown>
  if (typeof line.question !== "string" || typeof line.answer !== "string" || line.talkingPoints !== undefined) return undefined
  for (const key of ["reference", "topic", "id"] as const) if (line[key] !== undefined && typeof line[key] !== "string") return undefined
  return {
    question: line.question,
    answer: line.answer,
    ...(line.reference !== undefined ? { reference: line.reference as string } : {}),
    ...(line.topic !== undefined ? { topic: line.topic as string } : {}),
    ...(line.id !== undefined ? { id: line.id as string } : {})
  }
}

/** "Missing key\n  at [\"question\"]" → "\"question\" is missing" */
const describeSchemaError = (message: string): string => {
  const path = /at \[(.*)\]\s*$/.exec(message)?.[1]?.replace(/\]\[/g, ".")
  const first = message.split("\n")[0] ?? message
  if (path === undefined) return first === "Expected object" ? "it must be a JSON object" : first.toLowerCase()
  if (first.startsWith("Missing key")) return `${path} is missing`
  const expected = /^Expected (\w+)/.exec(first)?.[1]
  return expected !== undefined ? `${path} must be a ${expected === "string" ? "string" : expected}` : `${path}: ${first.toLowerCase()}`
}

const judgeLine = (line: string, number: number): string => {
  let parsed: unknown
  try {
    parsed = JSON.parse(line)
  } catch (error) {
    return JSON.stringify({ line: number, error: `line ${number} is not valid JSON (${error instanceof Error ? error.message : "parse error"})` })
  }
  // A bank question may be named by its id alone, as with `--id`.
  if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
    const { id, question } = parsed as Record<string, unknown>
    if (question === undefined && typeof id === "string") {
      const known = batchCoach().bank.byId.get(id)
      if (known === undefined) {
        return JSON.stringify({ line: number, error: `line ${number}: there is no bank question "${id}"; give "question" instead, or an id from \`rehearse coach bank\`` })
      }
      parsed = { ...parsed, question: known.text }
    }
  }
  let input = plainBatchLine(parsed)
  if (input === undefined) {
    const decoded = decodeBatchLine(parsed)
    if (Result.isFailure(decoded)) {
      return JSON.stringify({ line: number, error: `line ${number}: ${describeSchemaError(decoded.failure.message)}` })
    }
    input = decoded.success
  }
  if (input.topic !== undefined && !isTopic(input.topic)) {
    return JSON.stringify({ line: number, error: `line ${number}: topic "${input.topic}" is not one of ${TOPICS.join(", ")}` })
  }
  // The judgement summarised, not the full assessment: a batch result has no feedback lines to write.
  const judgement = batchCoach().judge({
    question: input.question,
    answer: input.answer,
    ...(input.reference !== undefined ? { reference: input.reference } : {}),
    ...(input.topic !== undefined ? { topic: input.topic } : {}),
    ...(input.id !== undefined ? { questionId: input.id } : {}),
    ...(input.talkingPoints !== undefined ? { talkingPoints: input.talkingPoints } : {})
  })
  if (judgement instanceof NothingToJudgeBy) {
    return JSON.stringify({ line: number, error: `line ${number}: the question is not in the bank; add "reference" with a good answer` })
  }
  const result = toSummary(judgement)
  return JSON.stringify({
    line: number,
    ...(input.id !== undefined ? { id: input.id } : {}),
    score: result.score,
    rating: result.rating,
    covered: result.covered,
    missed: result.missed,
    ...(result.contradicted !== undefined ? { contradicted: result.contradicted } : {}),
    flags: result.flags,
    nextStep: result.nextStep,
    ...(result.exact !== undefined ? { exact: result.exact } : {}),
    ...(result.star !== undefined ? { star: result.star } : {})
  })
}

const assessJsonl = async (io: CoachIo): Promise<number> => {
  let buffer = ""
  let number = 0
  let failed = 0
  const flush = async (complete: string) => {
    const out: Array<string> = []
    for (const raw of complete.split("\n")) {
      number++
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw
      if (line.trim() === "") continue
      const result = judgeLine(line, number)
      if (result.startsWith(`{"line":${number},"error"`)) failed++
      out.push(result)
    }
    if (out.length > 0) await write(io.stdout, `${out.join("\n")}\n`)
  }
  const decoder = new TextDecoder()
  for await (const chunk of io.stdin) {
    buffer += decodeChunk(decoder, chunk)
    const end = buffer.lastIndexOf("\n")
    if (end < 0) continue
    const complete = buffer.slice(0, end)
    buffer = buffer.slice(end + 1)
    await flush(complete)
  }
  buffer += decoder.decode()
  if (buffer.trim() !== "") await flush(buffer)
  if (failed > 0) {
    await write(io.stderr, `${failed} line${failed === 1 ? "" : "s"} could not be judged; see the "error" results and fix those lines.\n`)
    return FAILED
  }
  return OK
}
