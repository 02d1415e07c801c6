/** What the load bench needs on a running server before the load: users, interviews and their current questions. */
import { bankQuestions } from "../../core/coach/bank/index.ts"

export interface Call {
  readonly status: number
  readonly body: any
  readonly bytes: Uint8Array
  readonly headers: Headers
}

export const call = async (url: string, path: string, init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Call> => {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(url + path, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {})
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  let body: unknown = null
  try {
    body = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    body = null
  }
  return { status: response.status, body, bytes, headers: response.headers }
}

/** A new user; each signs up from its own (proxied) address, so the per-address signup limit is not the bench's. */
export const signup = async (url: string, n: number): Promise<string> => {
  const r = await call(url, "/api/user/signup", {
    headers: { "x-forwarded-for": `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}` },
    json: {
      firstName: "Load",
      lastName: `Bench${n}`,
      gender: "other",
      dateOfBirth: "1990-01-01",
      phone: "+1 555 0100",
      email: `load-${n}-${Date.now()}@example.com`,
      password: "load bench password"
    }
  })
  if (r.status !== 200) throw new Error(`signup answered ${r.status}: ${JSON.stringify(r.body)}`)
  return r.body.data.token as string
}

export const pythonType = async (url: string, token: string): Promise<number> =>
  ((await call(url, "/api/dashboard/available-interviews", { token })).body.data as Array<any>).find((t) => t.name === "python").id

export interface Current {
  readonly token: string
  readonly interviewId: number
  readonly questionId: number
  readonly text: string
}

/** Starts an interview and fetches its first question (which the server stores as the current one). */
export const startWithQuestion = async (url: string, token: string, typeId: number): Promise<Current> => {
  const started = await call(url, "/api/interview/start-interview", {
    token,
    json: { interviewObjectId: typeId, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: { answerMode: "text" } }
  })
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`)
  const interviewId = started.body.data.userInterview.id as number
  const q = await call(url, `/api/interview/question/${interviewId}`, { token })
  const field = (q.body.data as Array<any>).find((f) => f.key === "question")
  return { token, interviewId, questionId: field.id as number, text: field.properties.content as string }
}

/** A good answer: the bank's model answer to the question, as a prepared candidate would give. */
export const answerTo = (current: Current) => ({
  question: current.text,
  answer: bankQuestions.find((q) => q.text === current.text)?.modelAnswer ?? "An answer about the question, in a few words.",
  questionId: current.questionId,
  status: "ANSWERED"
})

/** Runs `tasks` with at most `concurrency` at a time, stopping to start new ones after `deadlineMs`. */
export const inParallel = async <A>(tasks: ReadonlyArray<() => Promise<A>>, concurrency: number, deadlineMs: number): Promise<Array<A>> => {
  const results: Array<A> = []
  const deadline = performance.now() + deadlineMs
  let next = 0
  const worker = async () => {
    while (next < tasks.length && performance.now() < deadline) results.push(await tasks[next++]!())
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}
