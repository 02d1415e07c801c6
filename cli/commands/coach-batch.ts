/**
 * `rehearse coach assess --jsonl`: a batch, one JSON object per line in and one JSON result per line out; a line
 * that cannot be judged gets an error result naming the line and what to fix, and the rest go on.
 */
import { Result, Schema } from "effect"
import type { BuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { toSummary } from "../../core/coach/feedback/assessment.ts"
import { NothingToJudgeBy } from "../../core/coach/errors.ts"
import { TalkingPoint } from "../../core/coach/schemas.ts"
import { isTopic, TOPICS } from "../../core/coach/bank/topic-list.ts"
import { EXIT } from "../io.ts"
import { type CoachIo, decodeChunk, write } from "./coach-io.ts"

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

const judgeLine = (batchCoach: () => BuiltInCoach, line: string, number: number): string => {
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

/** Judges every line of standard input with the batch's coach (made on first use). */
export const assessJsonl = async (io: CoachIo, batchCoach: () => BuiltInCoach): Promise<number> => {
  let buffer = ""
  let number = 0
  let failed = 0
  const flush = async (complete: string) => {
    const out: Array<string> = []
    for (const raw of complete.split("\n")) {
      number++
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw
      if (line.trim() === "") continue
      const result = judgeLine(batchCoach, line, number)
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
    return EXIT.failure
  }
  return EXIT.ok
}
