/**
 * The built-in coach on a thread of its own: the Coach port's calls go to a worker thread that holds the prepared
 * coach, so judging an answer (most of an answer's CPU time) never holds up the server's other requests, and the
 * server's thread and the coach's run on two cores. The worker reads the meaning resource, prepares every bank
 * question and judges one model answer of each kind before it says it is ready, as the in-process coach does.
 *
 * What the port promises holds across the thread: the same values (structured clones of what the coach returns),
 * the same tagged errors (NothingToJudgeBy, NoQuestionsForTopic), and a coach that cannot answer is
 * CoachUnavailable — a call the thread does not answer within `timeoutMs`, or one in flight when the thread stops.
 * A thread that stops or is stopped for being stuck is started again; calls made meanwhile wait for it.
 *
 * This file is also the worker's entry (it starts the worker on its own URL), as cli/commands/coach-workers.ts does;
 * the server imports it lazily, so in the CLI's bundle it sits in a chunk of its own.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads"
import { Effect, Option } from "effect"
import { builtInBank, rehearsal } from "../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { modelAnswerRequest } from "../../core/coach/schemas.ts"
import { Coach, type CoachShape, CoachUnavailable, type FollowUp, NoQuestionsForTopic, NothingToJudgeBy } from "../../core/ports/Coach.ts"
import { settledMemory } from "./collect.ts"
import { inFlight } from "./in-flight.ts"
import { meaningForCoach } from "./meaning-files.ts"

const THREAD_MARK = "rehearse coach thread"

type Operation = "nextQuestion" | "assess" | "analyse" | "followUp"

interface Call {
  readonly id: number
  readonly op: Operation
  readonly request: unknown
}

/** The coach's tagged failures as they cross the thread: their tag and fields. */
type Failure =
  | { readonly _tag: "NothingToJudgeBy"; readonly question: string; readonly message: string }
  | { readonly _tag: "NoQuestionsForTopic"; readonly topic: string; readonly message: string }

type Reply =
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly failure: Failure }
  | { readonly id: number; readonly defect: string }

/** What the worker says before any reply: a warning to log, that it is ready (and what its coach holds), or that it could not start. */
type Notice =
  | { readonly warn: string }
  | { readonly ready: { readonly heapBytes: number; readonly bufferBytes: number } }
  | { readonly startFailed: string }

/** What the coach holds on its thread: the heap it added (the prepared bank, the meaning tables) and its buffers. */
export interface ThreadFootprint {
  readonly heapBytes: number
  readonly bufferBytes: number
}

export interface CoachThread {
  readonly coach: CoachShape
  /** What the coach held on its thread when it first became ready. */
  readonly footprint: ThreadFootprint
  /** How many times the thread has been started again after it stopped. */
  readonly restarts: () => number
  /** Stops the current thread as a crash would (it is started again); for tests. */
  readonly stopThread: () => Promise<void>
  /** Stops the thread for good; calls in flight are CoachUnavailable. */
  readonly close: () => Promise<void>
}

export interface CoachThreadOptions {
  /** A warning from the thread (the meaning resource missing) or about it (stopped, started again). */
  readonly warn: (message: string) => void
  /** A call not answered within this is CoachUnavailable, and the thread is started again (default 30 s). */
  readonly timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 30_000
/** Restarts closer together than this wait out the rest of it, so a thread that cannot start does not spin. */
const RESTART_SPACING_MS = 1_000

const unavailable = (message: string, cause: unknown = null) => new CoachUnavailable({ message, cause })

const failureOf = (failure: Failure) =>
  failure._tag === "NothingToJudgeBy"
    ? new NothingToJudgeBy({ question: failure.question, message: failure.message })
    : new NoQuestionsForTopic({ topic: failure.topic, message: failure.message })

interface Pending {
  readonly resume: (effect: Effect.Effect<unknown, NothingToJudgeBy | NoQuestionsForTopic | CoachUnavailable>) => void
  /** set once the call has its id */
  timer: ReturnType<typeof setTimeout> | undefined
}

/** A worker started on this file, once it says it is ready. */
const startWorker = (warn: (message: string) => void): Promise<{ readonly worker: Worker; readonly footprint: ThreadFootprint }> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { [THREAD_MARK]: true } })
    worker.unref()
    const onNotice = (notice: Notice) => {
      if ("warn" in notice) return warn(notice.warn)
      worker.off("message", onNotice)
      worker.off("error", onError)
      worker.off("exit", onExit)
      if ("ready" in notice) resolve({ worker, footprint: notice.ready })
      else {
        void worker.terminate()
        reject(new Error(notice.startFailed))
      }
    }
    const onError = (error: Error) => reject(error)
    const onExit = (code: number) => reject(new Error(`the coach's thread stopped while starting (exit code ${code})`))
    worker.on("message", onNotice)
    worker.once("error", onError)
    worker.once("exit", onExit)
  })

/** Starts the coach's thread; resolves once its coach is prepared. */
export const startCoachThread = async (options: CoachThreadOptions): Promise<CoachThread> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const first = await startWorker(options.warn)
  // calls sent and not yet answered (./in-flight.ts: not a Map, whose left-behind tables kept answered calls alive)
  const pending = inFlight<Pending>()
  let live: Worker | null = null
  /** the thread being started again, while `live` is null */
  let starting: Promise<void> | null = null
  let lastStart = performance.now()
  let restarts = 0
  let closed = false

  const settle = (id: number, effect: Effect.Effect<unknown, NothingToJudgeBy | NoQuestionsForTopic | CoachUnavailable>) => {
    const call = pending.take(id)
    if (call === undefined) return
    clearTimeout(call.timer)
    call.resume(effect)
  }
  const failAll = (error: CoachUnavailable) => {
    for (const id of pending.ids()) settle(id, Effect.fail(error))
  }

  const attach = (worker: Worker) => {
    live = worker
    worker.on("message", (reply: Reply) => {
      if ("value" in reply) settle(reply.id, Effect.succeed(reply.value))
      else if ("failure" in reply) settle(reply.id, Effect.fail(failureOf(reply.failure)))
      else settle(reply.id, Effect.die(new Error(`the coach failed: ${reply.defect}`)))
    })
    worker.on("error", (error) => options.warn(`the coach's thread failed: ${error.message}`))
    worker.once("exit", (code) => {
      if (live === worker) live = null
      failAll(unavailable(`the coach's thread stopped (exit code ${code}) while judging`))
      if (!closed) restart()
    })
  }

  const restart = () => {
    if (starting !== null || closed) return
    const wait = Math.max(0, lastStart + RESTART_SPACING_MS - performance.now())
    starting = new Promise<void>((resolve) => setTimeout(resolve, wait).unref())
      .then(() => {
        lastStart = performance.now()
        return startWorker(options.warn)
      })
      .then(({ worker }) => {
        restarts++
        starting = null
        if (closed) return void worker.terminate()
        attach(worker)
        options.warn(`the coach's thread was started again (${restarts} since the server started)`)
      }, (error: unknown) => {
        starting = null
        options.warn(`the coach's thread could not be started again: ${error instanceof Error ? error.message : String(error)}`)
        restart()
      })
  }

  const send = (worker: Worker, id: number, op: Operation, request: unknown) => {
    try {
      worker.postMessage({ id, op, request } satisfies Call)
    } catch (error) {
      settle(id, Effect.fail(unavailable("the request could not be sent to the coach's thread", error)))
    }
  }

  const call = <A, E>(op: Operation, request: unknown): Effect.Effect<A, E | CoachUnavailable> =>
    Effect.callback<A, E | CoachUnavailable>((resume) => {
      if (closed) return resume(Effect.fail(unavailable("the coach has stopped")))
      const waiting: Pending = { resume: resume as Pending["resume"], timer: undefined }
      const id = pending.add(waiting)
      waiting.timer = setTimeout(() => {
        settle(id, Effect.fail(unavailable(`the coach did not answer within ${timeoutMs / 1000} s`)))
        // a thread this late is stuck: every later call would wait behind it
        const stuck = live
        if (stuck !== null) void stuck.terminate()
      }, timeoutMs)
      waiting.timer.unref()
      if (live !== null) send(live, id, op, request)
      else {
        restart()
        void starting?.then(() => {
          if (live !== null && pending.get(id) !== undefined) send(live, id, op, request)
        })
      }
      return Effect.sync(() => {
        const call = pending.take(id)
        if (call !== undefined) clearTimeout(call.timer)
      })
    })

  attach(first.worker)
  const coach: CoachShape = Coach.of({
    nextQuestion: (request) => call("nextQuestion", request),
    assess: (request) => call("assess", request),
    analyse: (request) => call("analyse", request),
    // a thread that cannot answer gives no follow-up, as the port's followUp never fails
    followUp: (request) =>
      call<FollowUp | null, never>("followUp", request).pipe(
        Effect.catch(() => Effect.succeed(null)),
        Effect.map(Option.fromNullishOr)
      )
  })

  return {
    coach,
    footprint: first.footprint,
    restarts: () => restarts,
    stopThread: async () => {
      const worker = live
      if (worker !== null) await worker.terminate()
    },
    close: async () => {
      closed = true
      failAll(unavailable("the coach has stopped"))
      const worker = live
      live = null
      if (worker !== null) await worker.terminate()
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The worker

const serveAsThread = async () => {
  const port = parentPort!
  const before = settledMemory()
  const meaning = await meaningForCoach((message) => port.postMessage({ warn: message } satisfies Notice))
  const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
  coach.prepareAll()
  // the rehearsal judged, so the judging code is compiled before the first candidates' answers
  for (const q of rehearsal()) coach.assess({ ...modelAnswerRequest(q), questionId: q.id })
  const after = settledMemory()
  const reply = (call: Call): Reply => {
    try {
      const request = call.request as never
      const value = call.op === "nextQuestion"
        ? coach.nextQuestion(request)
        : call.op === "assess"
        ? coach.assess(request)
        : call.op === "analyse"
        ? coach.analyse(request)
        : coach.followUp(request)
      if (value instanceof NothingToJudgeBy) return { id: call.id, failure: { _tag: "NothingToJudgeBy", question: value.question, message: value.message } }
      if (value instanceof NoQuestionsForTopic) return { id: call.id, failure: { _tag: "NoQuestionsForTopic", topic: value.topic, message: value.message } }
      return { id: call.id, value }
    } catch (error) {
      return { id: call.id, defect: error instanceof Error ? (error.stack ?? error.message) : String(error) }
    }
  }
  port.on("message", (call: Call) => {
    const answer = reply(call)
    try {
      port.postMessage(answer)
    } catch (error) {
      port.postMessage({ id: call.id, defect: `the coach's answer could not be sent: ${error instanceof Error ? error.message : String(error)}` } satisfies Reply)
    }
  })
  port.postMessage({ ready: { heapBytes: Math.max(0, after.heap - before.heap), bufferBytes: Math.max(0, after.buffers - before.buffers) } } satisfies Notice)
}

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[THREAD_MARK] === true) {
  serveAsThread().catch((error: unknown) => {
    parentPort!.postMessage({ startFailed: error instanceof Error ? error.message : String(error) } satisfies Notice)
  })
}
