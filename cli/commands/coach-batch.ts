/**
 * `rehearse coach assess --jsonl`: a batch, one JSON object per line in and one JSON result per line out; a line
 * that cannot be judged gets an error result naming the line and what to fix, and the rest go on.
 */
import { readFileSync } from "node:fs"
import { setFlagsFromString } from "node:v8"
import { Result, Schema, SchemaIssue } from "effect"
import { builtInBank } from "../../core/coach/built-in-layer.ts"
import { type BuiltInCoach, makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { type PreparedQuestions, restorePrepared } from "../../core/coach/prepared.ts"
import type { MeaningResources } from "../../core/coach/reading/meaning-resources.ts"
import { type AssessmentSummary, toSummary } from "../../core/coach/feedback/assessment.ts"
import { NothingToJudgeBy } from "../../core/coach/errors.ts"
import { type AssessmentRequest, TalkingPoint } from "../../core/coach/schemas.ts"
import { isTopic, TOPICS } from "../../core/coach/bank/topic-list.ts"
import { givenToNode, NO_PRETENURING } from "../v8-settings.ts"

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

/** What a value of the wrong type should have been, by the kind of schema it failed. */
const EXPECTED: Record<string, string> = {
  String: "a string",
  Number: "a number",
  Boolean: "a boolean",
  Objects: "a JSON object",
  Arrays: "an array"
}

// Schema's issue formatter, with our wording for a missing key and a wrong type; the path comes as data, not text.
const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (issue) =>
    issue._tag === "MissingKey"
      ? "is missing"
      : issue._tag === "InvalidType" && EXPECTED[issue.ast._tag] !== undefined
      ? `must be ${EXPECTED[issue.ast._tag]}`
      : SchemaIssue.defaultLeafHook(issue).toLowerCase()
})

/** The first problem of a line, e.g. `"question" is missing`, `"answer" must be a string`, `it must be a JSON object`. */
const describeSchemaError = (error: Schema.SchemaError): string => {
  const [first] = formatter(error.issue).issues
  if (first === undefined) return "it is not a valid line"
  const path = (first.path ?? []).map((key) => (typeof key === "number" ? String(key) : JSON.stringify(String(key)))).join(".")
  const worded = first.message.startsWith("is missing") || first.message.startsWith("must be ")
  return path === "" ? (worded ? `it ${first.message}` : first.message) : worded ? `${path} ${first.message}` : `${path}: ${first.message}`
}

/** A line read and checked, ready to judge: its number, its own "id", and what the coach judges. */
export interface ReadLine {
  readonly number: number
  readonly id: string | undefined
  readonly request: AssessmentRequest
}

/** Line `number` read and checked, or its error result when it cannot be judged as it stands. */
export const readLine = (batchCoach: () => BuiltInCoach, line: string, number: number): ReadLine | string => {
  let parsed: unknown
  try {
    parsed = JSON.parse(line)
  } catch (error) {
    return JSON.stringify({ line: number, error: `line ${number} is not valid JSON (${error instanceof Error ? error.message : "parse error"})` })
  }
  // A bank question may be named by its id alone, as with `--id`.
  if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
    const { id, question } = parsed as Record<string, unknown>
    // neither: say both ways of naming the question ("questionId" is no key of a line)
    if (question === undefined && id === undefined) {
      return JSON.stringify({ line: number, error: `line ${number}: "question" is missing; give the question's text as "question", or a bank question's "id"` })
    }
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
      return JSON.stringify({ line: number, error: `line ${number}: ${describeSchemaError(decoded.failure)}` })
    }
    input = decoded.success
  }
  if (input.topic !== undefined && !isTopic(input.topic)) {
    return JSON.stringify({ line: number, error: `line ${number}: topic "${input.topic}" is not one of ${TOPICS.join(", ")}` })
  }
  return {
    number,
    id: input.id,
    request: {
      question: input.question,
      answer: input.answer,
      ...(input.reference !== undefined ? { reference: input.reference } : {}),
      ...(input.topic !== undefined ? { topic: input.topic } : {}),
      ...(input.id !== undefined ? { questionId: input.id } : {}),
      ...(input.talkingPoints !== undefined ? { talkingPoints: input.talkingPoints } : {})
    }
  }
}

/** A read line's result: its judgement, or the error of a question with nothing to judge it by. */
export const judgeReadLine = (batchCoach: () => BuiltInCoach, { id, number, request }: ReadLine): string => {
  // The judgement summarised, not the full assessment: a batch result has no feedback lines to write.
  const judgement = batchCoach().judge(request)
  if (judgement instanceof NothingToJudgeBy) {
    return JSON.stringify({ line: number, error: `line ${number}: the question is not in the bank; add "reference" with a good answer` })
  }
  return resultLine(number, id, toSummary(judgement))
}

/** Line `number`'s result, judged alone. */
export const judgeLine = (batchCoach: () => BuiltInCoach, line: string, number: number): string => {
  const read = readLine(batchCoach, line, number)
  return typeof read === "string" ? read : judgeReadLine(batchCoach, read)
}

/**
 * A judged line's result, exactly as JSON.stringify writes {line, id?, ...the summary} (keys in this order), each
 * talking point's text encoded once: a batch writes the same points again for every answer to their question, and
 * the object spread together and stringified cost about three times this (3.8 µs a line against 1.1, warm).
 */
const resultLine = (number: number, id: string | undefined, result: AssessmentSummary): string =>
  `{"line":${JSON.stringify(number)}${id !== undefined ? `,"id":${JSON.stringify(id)}` : ""},"score":${JSON.stringify(result.score)},` +
  `"rating":${JSON.stringify(result.rating)},"covered":${pointList(result.covered)},"missed":${pointList(result.missed)}` +
  `${result.contradicted !== undefined ? `,"contradicted":${pointList(result.contradicted)}` : ""},"flags":${JSON.stringify(result.flags)},` +
  `"nextStep":${JSON.stringify(result.nextStep)}${result.exact !== undefined ? `,"exact":${JSON.stringify(result.exact)}` : ""}` +
  `${result.star !== undefined ? `,"star":${JSON.stringify(result.star)}` : ""}}`

/** Talking points' texts as JSON, each encoded once (forgotten past a bound, as a long batch may bring new questions). */
const encodedPoints = new Map<string, string>()
const pointList = (points: ReadonlyArray<string>): string => {
  let out = "["
  for (let i = 0; i < points.length; i++) {
    let encoded = encodedPoints.get(points[i]!)
    if (encoded === undefined) {
      if (encodedPoints.size >= 50_000) encodedPoints.clear()
      encodedPoints.set(points[i]!, (encoded = JSON.stringify(points[i]!)))
    }
    out += i === 0 ? encoded : `,${encoded}`
  }
  return `${out}]`
}

/** What a run of lines came to: their results (one line each, newline-ended; empty when all were blank) and how many were errors. */
export interface JudgedLines {
  readonly output: string
  readonly failed: number
}

/**
 * What a line is asked about, for grouping: its question's text, reference and talking points (how the coach finds
 * its compiled question). Lines with the same key are judged one after another; a key that joined two different
 * questions would cost speed, never a result, as each line is judged by its own request.
 */
const questionKey = ({ request }: ReadLine): string =>
  request.talkingPoints === undefined
    ? `${request.question}\u0000${request.reference ?? ""}`
    : `${request.question}\u0000${request.reference ?? ""}\u0000${JSON.stringify(request.talkingPoints)}`

/**
 * Judges the lines of `text` (complete lines, without the last newline), numbered from `first`, and gives their
 * results in input order. The lines are judged grouped by question (groups in the order their first line came): a
 * question's compiled form and its words' relations stay in the CPU's caches from one answer to the next. In blocks
 * of 1,000 lines (coach-jsonl.ts now takes 2,000) that took 10–19% less CPU a line than input order over answers to the whole bank,
 * and 23–26% over answers to 100 questions (in one process, alternating with input order). Each line is judged by
 * its own request, whatever came before it, so the results are the bytes of judging each line alone.
 */
export const judgeLines = (batchCoach: () => BuiltInCoach, text: string, first: number): JudgedLines => {
  // each line's place in the output: its error result at once, or the line read, judged with its group below
  const results: Array<string | ReadLine> = []
  const groups = new Map<string, Array<number>>()
  let number = first - 1
  let failed = 0
  for (const raw of text.split("\n")) {
    number++
    const line = lineToJudge(raw)
    if (line === null) continue
    const read = readLine(batchCoach, line, number)
    if (typeof read === "string") failed++
    else {
      const key = questionKey(read)
      const group = groups.get(key)
      if (group === undefined) groups.set(key, [results.length])
      else group.push(results.length)
    }
    results.push(read)
  }
  for (const group of groups.values()) {
    for (const at of group) {
      const read = results[at] as ReadLine
      const result = judgeReadLine(batchCoach, read)
      if (isErrorResult(result, read.number)) failed++
      results[at] = result
    }
  }
  return { output: results.length > 0 ? `${results.join("\n")}\n` : "", failed }
}

/** A line of input as judged (without a carriage return), or null for a blank one, which gets no result. */
export const lineToJudge = (raw: string): string | null => {
  const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw
  return line.trim() === "" ? null : line
}

/** Whether line `number`'s result is an error line. */
export const isErrorResult = (result: string, number: number): boolean => result.startsWith(`{"line":${number},"error"`)

/**
 * A batch judges with V8's allocation-site pretenuring off (v8-settings.ts), as the server does: with it, each line's
 * judgement went straight to the old space, and an answer cost about a quarter more CPU (in-process, 4,000 lines
 * judged warm: 251–256 µs a line against 192–194 µs off). Set when the batch begins, for the whole process and its
 * workers; an --allocation-site-pretenuring given to Node, either way, wins.
 */
export const judgeWithoutPretenuring = (): void => {
  if (!givenToNode("allocation-site-pretenuring", process.execArgv, process.env)) setFlagsFromString(NO_PRETENURING)
}

/** The coach a batch judges with: the bank read ready-prepared, which pays off over many questions. */
export const makeBatchCoach = (meaning: MeaningResources | undefined): BuiltInCoach =>
  makeBuiltInCoach(builtInBank(), preparedBank(), meaning)

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
