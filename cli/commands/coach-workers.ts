/**
 * A JSONL batch judged on worker threads. Each line goes to the worker that judges its question (a worker prepares a
 * question and the relations of its words once, so a question's answers are cheapest where its first one was
 * judged), unless that worker is well behind the others; lines travel in tasks of up to TASK_LINES, each worker
 * judges with its own batch coach (coach-batch.ts's judgeLine, so a line's result is what this thread would write),
 * and the results are written in input order. At most IN_FLIGHT lines wait per worker, and input is read only as
 * they drain, so a huge file never sits in memory whole. Node-only, hence here and not in core/.
 *
 * This file is also the workers' entry (it starts workers on its own URL): in the CLI's bundle it is whichever
 * chunk holds this module, so the workers load what the command loaded and nothing more.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads"
import { loadMeaning } from "../../adapters/node/meaning-files.ts"
import { emptyMeaning } from "../../core/coach/reading/meaning-resources.ts"
import { isErrorResult, judgeLine, lineToJudge, makeBatchCoach } from "./coach-batch.ts"
import { type CoachIo, write } from "./coach-io.ts"

/** Lines per task: tens of answers, so a message costs little beside its judging. */
const TASK_LINES = 48
/** Lines waiting per worker, posted or gathering: a task judged while the next is on its way. */
const IN_FLIGHT = 3 * TASK_LINES
/**
 * A line leaves its question's worker for the least busy one when that worker has this many more waiting and has
 * judged the question already; a worker new to the question must be further behind (SPILL_NEW), as its first answer
 * there costs it the question's preparation (several answers' worth). With no spill at all, a batch of one question
 * would be judged on one worker.
 */
const SPILL = 2 * TASK_LINES
const SPILL_NEW = IN_FLIGHT - TASK_LINES / 2
/** Questions a worker remembers having been sent (their keys), forgotten all at once past this. */
const KNOWN_LIMIT = 20_000

const WORKER_MARK = "rehearse coach batch worker"

interface Task {
  readonly numbers: Array<number>
  readonly lines: Array<string>
}

/** A task's results, one per line, or what went wrong. */
type Reply = ReadonlyArray<string> | { readonly error: string }

interface Judge {
  readonly worker: Worker
  /** tasks posted and not yet answered, oldest first: a worker answers in the order it is asked */
  readonly queue: Array<Task>
  /** lines gathering for its next task */
  gathering: Task
  /** lines posted or gathering, not yet answered */
  waiting: number
  /** the questions (keyOf) of lines it has been sent */
  readonly known: Set<string>
}

const newTask = (): Task => ({ numbers: [], lines: [] })

/** A set of workers, kept between batches of one process (their coaches stay warm) until one fails. */
class JudgingPool {
  failure: Error | null = null
  readonly judges: Array<Judge> = []
  /** results received and not yet written, by line number */
  readonly results = new Map<number, string>()
  private wake: (() => void) | null = null
  private closing = false
  readonly size: number
  readonly meaning: boolean
  constructor(size: number, meaning: boolean) {
    this.size = size
    this.meaning = meaning
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { [WORKER_MARK]: true, meaning }
      })
      const judge: Judge = { worker, queue: [], gathering: newTask(), waiting: 0, known: new Set() }
      worker.on("message", (reply: Reply) => {
        const task = judge.queue.shift()
        if ("error" in reply) this.fail(new Error(`a judging worker failed: ${reply.error}`))
        else if (task === undefined || reply.length !== task.numbers.length) this.fail(new Error("a judging worker answered a task it was not given"))
        else {
          for (let k = 0; k < reply.length; k++) this.results.set(task.numbers[k]!, reply[k]!)
          judge.waiting -= reply.length
          // what gathered meanwhile goes now, rather than wait for more input
          if (judge.queue.length === 0) this.post(judge)
        }
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
  /**
   * The worker for a line about `key` (its question): the question's own, unless that one is well behind (further
   * still when the least busy one has not been sent the question yet).
   */
  choose(key: string): Judge {
    let least = this.judges[0]!
    for (const judge of this.judges) if (judge.waiting < least.waiting) least = judge
    const own = this.judges[hashOf(key) % this.judges.length]!
    const behind = own.waiting - least.waiting
    const chosen = behind > SPILL && (behind > SPILL_NEW || least.known.has(key)) ? least : own
    if (!chosen.known.has(key)) {
      if (chosen.known.size >= KNOWN_LIMIT) chosen.known.clear()
      chosen.known.add(key)
    }
    return chosen
  }
  /** Posts what the worker has gathered. */
  post(judge: Judge): void {
    if (judge.gathering.lines.length === 0) return
    const task = judge.gathering
    judge.gathering = newTask()
    judge.queue.push(task)
    judge.worker.postMessage(task)
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

/** FNV-1a: spreads questions over the workers. */
const hashOf = (key: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619)
  return h >>> 0
}

/**
 * What a line is about, for choosing its worker: the text after its "question" key, else after its "id" key (a
 * line is not parsed here; a wrong guess costs speed, never a result).
 */
const keyOf = (line: string): string => {
  for (const name of ['"question"', '"id"']) {
    const at = line.indexOf(name)
    if (at >= 0) return line.slice(at, at + 96)
  }
  return ""
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
  const { judges, results } = workers
  results.clear()
  workers.hold(true)
  let failed = 0
  /** the next line to write, and the next to read */
  let written = 1
  let number = 1
  let buffer = start
  /** line numbers of blank lines not yet passed by the writing */
  const blank = new Set<number>()
  /** Writes the results ready in order; a blank line has none (it was never sent). */
  const writeReady = async () => {
    if (workers.failure !== null) throw workers.failure
    let out = ""
    while (written < number) {
      const result = results.get(written)
      if (result === undefined) {
        if (!blank.has(written)) break
        blank.delete(written)
      } else {
        results.delete(written)
        if (isErrorResult(result, written)) failed++
        out += `${result}\n`
      }
      written++
    }
    if (out !== "") await write(io.stdout, out)
  }
  /** Sends complete lines; waits while every worker has IN_FLIGHT lines. */
  const send = async (text: string) => {
    for (const raw of text.split("\n")) {
      const line = lineToJudge(raw)
      if (line === null) blank.add(number)
      else {
        const judge = workers.choose(keyOf(line))
        judge.gathering.numbers.push(number)
        judge.gathering.lines.push(line)
        judge.waiting++
        // a task as soon as it is full, or at once for a worker with nothing to do
        if (judge.gathering.lines.length >= TASK_LINES || judge.queue.length === 0) workers.post(judge)
      }
      number++
      while (judges.every((judge) => judge.waiting >= IN_FLIGHT)) {
        for (const judge of judges) workers.post(judge)
        await workers.news()
        await writeReady()
      }
    }
    for (const judge of judges) if (judge.queue.length === 0) workers.post(judge)
    await writeReady()
  }
  try {
    for (let next: IteratorResult<string> | null = null; next === null || next.done !== true; next = await chunks.next()) {
      if (next !== null) buffer += next.value
      const end = buffer.lastIndexOf("\n")
      if (end < 0) continue
      await send(buffer.slice(0, end))
      buffer = buffer.slice(end + 1)
    }
    if (buffer.trim() !== "") await send(buffer)
    for (const judge of judges) workers.post(judge)
    while (written < number) {
      await writeReady()
      if (written < number) await workers.news()
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

/** A worker: loads the coach once, then judges each task it is sent and answers with the results. */
const serveAsWorker = (): void => {
  const port = parentPort!
  const meaning = workerData.meaning === true ? loadMeaning() : emptyMeaning()
  if (meaning === null) throw new Error("the coach's meaning resource did not load in a judging worker")
  const coach = makeBatchCoach(meaning)
  const batchCoach = () => coach
  port.on("message", ({ lines, numbers }: Task) => {
    let reply: Reply
    try {
      reply = lines.map((line, k) => judgeLine(batchCoach, line, numbers[k]!))
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
