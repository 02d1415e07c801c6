/**
 * `rehearse coach assess --jsonl`: reads the batch in chunks and judges its lines (coach-batch.ts) in this thread,
 * or on worker threads (coach-workers.ts) when asked for two or more and the batch is not small.
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

/** The batch judged in this thread, each chunk's complete lines as they come. */
const judgeInThread = async (
  io: CoachIo,
  batchCoach: () => BuiltInCoach,
  start: string,
  chunks: AsyncIterator<string>
): Promise<{ readonly failed: number }> => {
  let buffer = start
  let number = 1
  let failed = 0
  const flush = async (complete: string) => {
    const judged = judgeLines(batchCoach, complete, number)
    number += lineCount(complete)
    failed += judged.failed
    if (judged.output !== "") await write(io.stdout, judged.output)
  }
  for (;;) {
    const end = buffer.lastIndexOf("\n")
    if (end >= 0) {
      const complete = buffer.slice(0, end)
      buffer = buffer.slice(end + 1)
      await flush(complete)
    }
    const next = await chunks.next()
    if (next.done === true) break
    buffer += next.value
  }
  if (buffer.trim() !== "") await flush(buffer)
  return { failed }
}
