/**
 * `rehearse coach assess --jsonl`: reads the batch in chunks and judges its lines (coach-batch.ts) in this thread, a
 * block at a time grouped by question, or on worker threads (coach-workers.ts) when asked for two or more and the
 * batch is not small. Workers judge their tasks in input order: each line already goes to its question's worker, and
 * a task is 48 lines, too few for grouping to pay (lines grouped within 80-line chunks cost what input order did).
 */
import type { BuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { EXIT } from "../io.ts"
import { judgeLines } from "./coach-batch.ts"
import { type CoachIo, decodeChunk, lineCount, write } from "./coach-io.ts"
import { judgeOnWorkers } from "./coach-workers.ts"

/** Below this many lines a batch is judged in this thread: starting workers would cost more than it saves. */
export const SMALL_BATCH = 300

export interface BatchOptions {
  /** threads to judge on; one, or a small batch, is judged in this thread */
  readonly workers: number
  /** whether the coach reads meaning (false: words alone, as when the resource could not be had) */
  readonly meaning: boolean
}

/**
 * Judges every line of standard input with the batch's coach (made on first use), on worker threads when asked
 * for two or more and the batch is not small, in this thread otherwise; the output is the same either way.
 */
export const assessJsonl = async (io: CoachIo, batchCoach: () => BuiltInCoach, options: BatchOptions = { workers: 1, meaning: true }): Promise<number> => {
  const decoder = new TextDecoder()
  const input = io.stdin[Symbol.asyncIterator]()
  let done = false
  const chunks: AsyncIterator<string> = {
    next: async () => {
      if (done) return { done: true, value: undefined }
      const next = await input.next()
      if (next.done !== true) return { done: false, value: decodeChunk(decoder, next.value) }
      done = true
      // a character cut off at the end becomes U+FFFD, as the decoder has it
      const tail = decoder.decode()
      return tail === "" ? { done: true, value: undefined } : { done: false, value: tail }
    },
    // stops the stream when a run ends early (an error)
    return: async () => {
      await input.return?.()
      return { done: true, value: undefined }
    }
  }
  // Read ahead to tell a small batch from a large one.
  let start = ""
  let ended = false
  if (options.workers > 1) {
    for (let lines = 1; lines <= SMALL_BATCH;) {
      const next = await chunks.next()
      if (next.done === true) {
        ended = true
        break
      }
      start += next.value
      lines += lineCount(next.value) - 1
    }
  }
  const { failed } = ended || options.workers <= 1
    ? await judgeInThread(io, batchCoach, start, chunks)
    : await judgeOnWorkers(io, options.workers, options.meaning, start, chunks)
  if (failed > 0) {
    await write(io.stderr, `${failed} line${failed === 1 ? "" : "s"} could not be judged; see the "error" results and fix those lines.\n`)
    return EXIT.failure
  }
  return EXIT.ok
}

/**
 * Lines judged together at most (grouped by question, coach-batch.ts's judgeLines): what is read while input keeps
 * coming is judged a block at a time, so the block's answers to one question are judged one after another, and the
 * memory a block holds stays bounded.
 */
export const BLOCK_LINES = 2000
/** Input that pauses this long is judged as far as it came: a line typed at a terminal is answered at once. */
const PAUSE_MS = 10
/** A line waits at most this long for its block to fill while input trickles in. */
const BLOCK_WAIT_MS = 250

const PAUSED = Symbol("paused")

/** `promise`'s value, or PAUSED when it takes longer than `ms` (the promise goes on and is awaited later). */
const within = <A>(promise: Promise<A>, ms: number): Promise<A | typeof PAUSED> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const paused = new Promise<typeof PAUSED>((resolve) => (timer = setTimeout(resolve, ms, PAUSED)))
  return Promise.race([promise, paused]).finally(() => clearTimeout(timer))
}

/** Where the `count`-th line of `text` ends (the index of its newline); -1 when `text` has fewer complete lines. */
const endOfLine = (text: string, count: number): number => {
  let at = -1
  for (let n = 0; n < count; n++) {
    at = text.indexOf("\n", at + 1)
    if (at < 0) return -1
  }
  return at
}

/**
 * The batch judged in this thread a block at a time: the complete lines read so far are judged when they reach
 * BLOCK_LINES, when the input pauses (nothing more within PAUSE_MS) or ends, or when the block's first line has
 * waited BLOCK_WAIT_MS; the next chunk is read meanwhile. Results are written in input order, a block at a time.
 */
const judgeInThread = async (
  io: CoachIo,
  batchCoach: () => BuiltInCoach,
  start: string,
  chunks: AsyncIterator<string>
): Promise<{ readonly failed: number }> => {
  /** text read and not yet judged: `complete` whole lines, then the start of the next */
  let buffer = start
  let complete = lineCount(start) - 1
  /** when the oldest line not yet judged was read */
  let waitingSince = performance.now()
  let number = 1
  let failed = 0
  /** Judges the first `count` complete lines of the buffer and writes their results. */
  const judge = async (count: number) => {
    const end = count === complete ? buffer.lastIndexOf("\n") : endOfLine(buffer, count)
    const judged = judgeLines(batchCoach, buffer.slice(0, end), number)
    buffer = buffer.slice(end + 1)
    complete -= count
    number += count
    failed += judged.failed
    waitingSince = performance.now()
    if (judged.output !== "") await write(io.stdout, judged.output)
  }
  let next = chunks.next()
  for (;;) {
    while (complete >= BLOCK_LINES) await judge(BLOCK_LINES)
    // with lines waiting, wait for more only while it keeps coming
    const wait = BLOCK_WAIT_MS - (performance.now() - waitingSince)
    const read = complete === 0 ? await next : wait <= 0 ? PAUSED : await within(next, Math.min(PAUSE_MS, wait))
    if (read === PAUSED) {
      await judge(complete)
      continue
    }
    if (read.done === true) break
    if (complete === 0) waitingSince = performance.now()
    buffer += read.value
    complete += lineCount(read.value) - 1
    next = chunks.next()
  }
  while (complete > 0) await judge(Math.min(complete, BLOCK_LINES))
  // the last line, without a newline after it
  if (buffer.trim() !== "") {
    const judged = judgeLines(batchCoach, buffer, number)
    failed += judged.failed
    if (judged.output !== "") await write(io.stdout, judged.output)
  }
  return { failed }
}
