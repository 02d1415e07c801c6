/**
 * A JSONL batch judged on worker threads: the input is cut at line ends into tasks of about TASK_BYTES, each worker
 * judges its tasks with its own batch coach (coach-batch.ts's judgeLines, so a line's result is what this thread
 * would write), and the results are written in input order. At most IN_FLIGHT tasks wait per worker, and input is
 * read only as they drain, so a huge file never sits in memory whole. Node-only, hence here and not in core/.
 *
 * This file is also the workers' entry (it starts workers on its own URL): in the CLI's bundle it is whichever
 * chunk holds this module, so the workers load what the command loaded and nothing more.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads"
import { loadMeaning } from "../../adapters/node/meaning-files.ts"
import { emptyMeaning } from "../../core/coach/reading/meaning-resources.ts"
import { type JudgedLines, judgeLines, makeBatchCoach } from "./coach-batch.ts"
import { type CoachIo, lineCount, write } from "./coach-io.ts"

/** About this many characters of input per task: tens of answers, so a message costs little beside its judging. */
const TASK_BYTES = 32 * 1024
/** Tasks waiting per worker: one judged while the next is on its way. */
const IN_FLIGHT = 2

/**
 * A worker's space for new objects. V8 sizes it by the machine's memory (128 MiB here), and judging fills it with
 * short-lived garbage, so each worker's memory grew by that much; smaller, it is collected sooner, at no cost in
 * speed measured (a judgement's garbage dies young either way).
 */
const YOUNG_GENERATION_MB = 24

const WORKER_MARK = "rehearse coach batch worker"

interface Task {
  readonly first: number
  readonly text: string
  result: JudgedLines | null
}

type Reply = JudgedLines | { readonly error: string }

interface Judge {
  readonly worker: Worker
  /** tasks posted and not yet answered, oldest first: a worker answers in the order it is asked */
  readonly queue: Array<Task>
}

/** A set of workers, kept between batches of one process (their coaches stay warm) until one fails. */
class JudgingPool {
  failure: Error | null = null
  private readonly judges: Array<Judge> = []
  private wake: (() => void) | null = null
  private closing = false
  readonly size: number
  readonly meaning: boolean
  constructor(size: number, meaning: boolean) {
    this.size = size
    this.meaning = meaning
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { [WORKER_MARK]: true, meaning },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }
      })
      const judge: Judge = { worker, queue: [] }
      worker.on("message", (reply: Reply) => {
        const task = judge.queue.shift()
        if ("error" in reply) this.fail(new Error(`a judging worker failed: ${reply.error}`))
        else if (task === undefined) this.fail(new Error("a judging worker answered a task it was not given"))
        else task.result = reply
        this.notify()
      })
      worker.on("error", (error) => this.fail(new Error(`a judging worker failed: ${error.message}`)))
      worker.on("messageerror", (error) => this.fail(new Error(`a judging worker's answer could not be read: ${error.message}`)))
      worker.on("exit", (code) => {
        if (!this.closing) this.fail(new Error(`a judging worker stopped (exit code ${code})`))
      })
      this.judges.push(judge)
    }
  }
  /** Gives the task to the least busy worker; false when every one has IN_FLIGHT tasks already. */
  post(task: Task): boolean {
    let best: Judge | null = null
    for (const judge of this.judges) if (judge.queue.length < IN_FLIGHT && (best === null || judge.queue.length < best.queue.length)) best = judge
    if (best === null) return false
    best.queue.push(task)
    best.worker.postMessage({ first: task.first, text: task.text })
    return true
  }
  /** Whether some worker has nothing to do. */
  idle(): boolean {
    return this.judges.some((judge) => judge.queue.length === 0)
  }
  /** Resolves at the next answer or failure. */
  news(): Promise<void> {
    return this.failure !== null ? Promise.resolve() : new Promise((resolve) => (this.wake = resolve))
  }
  /** Held open while a batch runs, so the process waits for its answers; let go between batches. */
  hold(held: boolean): void {
    for (const { worker } of this.judges) held ? worker.ref() : worker.unref()
  }
  close(): void {
    this.closing = true
    for (const { worker } of this.judges) void worker.terminate()
  }
  private fail(error: Error): void {
    this.failure ??= error
    this.notify()
  }
  private notify(): void {
    const wake = this.wake
    this.wake = null
    wake?.()
  }
}

let pool: JudgingPool | null = null

/** Stops the workers kept between batches (a test's cleanup; a command's process just exits). */
export const closeJudgingPool = (): void => {
  pool?.close()
  pool = null
}

/** The batch judged on `size` threads (whose coaches read meaning, or words alone), starting with the text already read. */
export const judgeOnWorkers = async (
  io: CoachIo,
  size: number,
  meaning: boolean,
  start: string,
  chunks: AsyncIterator<string>
): Promise<{ readonly failed: number }> => {
  if (pool === null || pool.size !== size || pool.meaning !== meaning) {
    closeJudgingPool()
    pool = new JudgingPool(size, meaning)
  }
  const workers = pool
  workers.hold(true)
  /** tasks posted and not yet written, in input order */
  const order: Array<Task> = []
  let failed = 0
  let number = 1
  let buffer = start
  const check = () => {
    if (workers.failure !== null) throw workers.failure
  }
  const writeReady = async () => {
    check()
    while (order.length > 0 && order[0]!.result !== null) {
      const { result } = order.shift()!
      failed += result!.failed
      if (result!.output !== "") await write(io.stdout, result!.output)
    }
  }
  const send = async (text: string) => {
    const task: Task = { first: number, text, result: null }
    number += lineCount(text)
    order.push(task)
    while (!workers.post(task)) {
      await workers.news()
      await writeReady()
    }
    await writeReady()
  }
  /** Sends the buffer's complete lines: in tasks of about TASK_BYTES, and the rest too when a worker is idle. */
  const sendComplete = async () => {
    while (buffer.length >= TASK_BYTES) {
      let end = buffer.lastIndexOf("\n", TASK_BYTES)
      if (end < 0) end = buffer.indexOf("\n", TASK_BYTES)
      if (end < 0) break
      await send(buffer.slice(0, end))
      buffer = buffer.slice(end + 1)
    }
    const end = buffer.lastIndexOf("\n")
    if (end >= 0 && workers.idle()) {
      await send(buffer.slice(0, end))
      buffer = buffer.slice(end + 1)
    }
  }
  try {
    await sendComplete()
    for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) {
      buffer += next.value
      await sendComplete()
    }
    const end = buffer.lastIndexOf("\n")
    if (end >= 0) {
      await send(buffer.slice(0, end))
      buffer = buffer.slice(end + 1)
    }
    if (buffer.trim() !== "") await send(buffer)
    while (order.length > 0) {
      await writeReady()
      if (order.length > 0) await workers.news()
    }
    workers.hold(false)
    return { failed }
  } catch (error) {
    // a failed batch leaves answers in flight that the next batch must not read as its own
    if (pool === workers) closeJudgingPool()
    await chunks.return?.()
    throw error
  }
}

/** A worker: loads the coach once, then judges each task it is sent and answers with the result. */
const serveAsWorker = (): void => {
  const port = parentPort!
  const meaning = workerData.meaning === true ? loadMeaning() : emptyMeaning()
  if (meaning === null) throw new Error("the coach's meaning resource did not load in a judging worker")
  const coach = makeBatchCoach(meaning)
  const batchCoach = () => coach
  port.on("message", ({ first, text }: { first: number; text: string }) => {
    let reply: Reply
    try {
      reply = judgeLines(batchCoach, text, first)
    } catch (error) {
      reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
    }
    port.postMessage(reply)
  })
}

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_MARK] === true) {
  try {
    serveAsWorker()
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
