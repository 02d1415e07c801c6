/**
 * The server's rehearsal at start: before it listens, it answers interviews through its own HTTP app and lane, on a
 * throwaway in-memory database, so the first candidate's answer does not pay for what V8 compiles and the app builds
 * on first use (issue #15: "the first answer is as fast as the hundredth"). Nothing reaches the user's database.
 */
import { createServer } from "node:http"
import { connect } from "node:net"
import { bankQuestions } from "../../core/coach/bank/index.ts"
import { JOB_DESCRIPTION_TOPIC } from "../../core/interviews/catalog.ts"

/** Answers rehearsed at start: what it took, in the load bench, for the first answer to cost what the hundredth does. */
export const REHEARSED_ANSWERS = 60

type Handler = (request: Request) => Promise<Response>

/**
 * One request with a body, received by a throwaway node:http server on the loopback interface and answered 204.
 * The first body node:http parses in a process invalidates one of V8's assumptions about typed arrays (the
 * TypedArrayLengthLookupChain protector), and with it all the code V8 had optimized on it — the coach's word vectors
 * among it: received after start, that first body made the first candidates' answers run the coach unoptimized
 * while it was compiled again. Received first, before anything is prepared, it costs nothing later. The same goes
 * for the ArrayBufferDetaching protector, given up here by detaching a throwaway buffer: a buffer detached during the
 * rehearsal gave it up there, and took ~20 of the coach's compiled typed-array functions with it
 * (--trace-protector-invalidation, --trace-deopt); the rehearsal's answers compiled most of them again, but not the
 * word-vector sums of an answer that makes a point (vectorCosineOf, addVector), which the first candidate's answer then
 * ran uncompiled.
 */
export const receiveOneBody = (): Promise<void> =>
  new Promise((resolve) => {
    new ArrayBuffer(0).transfer()
    // It only saves the first answers some time: whatever goes wrong (no loopback interface, a stuck socket), the
    // server starts anyway.
    const server = createServer((request, response) => {
      request.resume()
      request.on("end", () => response.writeHead(204).end())
    })
    let finished = false
    const done = () => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      server.close(() => resolve())
      server.closeAllConnections()
    }
    const timer = setTimeout(done, 2_000)
    server.once("error", done)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      const socket = connect(port, "127.0.0.1", () => socket.end("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"))
      socket.on("data", () => {})
      socket.once("error", done)
      socket.once("close", done)
    })
  })

/** What the rehearsal did: answers given, and any call that was not answered 200 (a rehearsal that went wrong). */
export interface Rehearsed {
  readonly answers: number
  readonly failures: ReadonlyArray<string>
}

/**
 * Each bank question's rehearsal answer: the model answer of the next question on its topic — a candidate's words on
 * the topic, never the question's own reference (so no later answer is judged on a cache of its own words).
 */
const neighbourAnswers = (() => {
  const byTopic = new Map<string, Array<(typeof bankQuestions)[number]>>()
  for (const q of bankQuestions) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q])
  return new Map([...byTopic.values()].flatMap((qs) => qs.map((q, i) => [q.text, qs[(i + 1) % qs.length]!.modelAnswer] as const)))
})()

/** An answer as candidates give them: mostly one on the question's topic, now and then a short vague one. */
const answerFor = (question: string, n: number) =>
  n % 4 === 3 ? "I think it depends on the situation, I would look it up." : (neighbourAnswers.get(question) ?? "An answer in a few words.")

/**
 * Signs one user up on `handler` (an app over a throwaway database), then starts interviews of each type in turn and
 * answers their questions — follow-ups included — until `answers` have been given.
 */
export const rehearse = async (handler: Handler, answers: number = REHEARSED_ANSWERS): Promise<Rehearsed> => {
  const failures: Array<string> = []
  const send = async (path: string, init: { token?: string; json?: unknown } = {}): Promise<unknown> => {
    const response = await handler(new Request(`http://rehearsal.invalid${path}`, {
      method: init.json === undefined ? "GET" : "POST",
      headers: {
        ...(init.token !== undefined ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.json !== undefined ? { "content-type": "application/json" } : {})
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {})
    }))
    // the API's envelope: { success, message } and, when it succeeded, data
    const body = await response.json() as { readonly message?: unknown; readonly data?: unknown } | null
    if (response.status !== 200) {
      failures.push(`${path}: ${response.status} ${String(body?.message ?? "")}`)
      return undefined
    }
    return body?.data
  }
  const signedUp = await send("/api/user/signup", {
    json: {
      firstName: "Rehearsal",
      lastName: "Start",
      gender: "other",
      dateOfBirth: "1990-01-01",
      phone: "+1 555 0100",
      email: "rehearsal@rehearsal.invalid",
      password: "a rehearsal before the first candidate"
    }
  })
  const token = (signedUp as { readonly token?: string } | undefined)?.token
  if (token === undefined) return { answers: 0, failures }
  // (not the interview built from a job description: it starts only with one, which a rehearsal has no use for)
  const types = (((await send("/api/dashboard/available-interviews", { token })) ?? []) as ReadonlyArray<{ readonly id: number; readonly topic?: string }>)
    .filter((t) => t.topic !== JOB_DESCRIPTION_TOPIC)
  let given = 0
  for (let round = 0; given < answers && failures.length === 0 && types.length > 0; round++) {
    const started = await send("/api/interview/start-interview", {
      token,
      json: {
        interviewObjectId: types[round % types.length]!.id,
        questionProperties: { questionCount: 3, difficulty: "easy" },
        answerProperties: { answerMode: "text" }
      }
    })
    const id = (started as { readonly userInterview?: { readonly id?: number } } | undefined)?.userInterview?.id
    if (id === undefined) continue
    // Answer until there is no question left (the last one ends the interview, as a candidate's would).
    for (let asked = 0; asked < 8 && given < answers; asked++) {
      type Field = { readonly key: string; readonly id?: number | string; readonly properties?: { readonly content?: unknown } }
      const fields = (await send(`/api/interview/question/${id}`, { token })) as ReadonlyArray<Field> | undefined
      const question = fields?.find((f) => f.key === "question")
      if (question === undefined) break
      const text = String(question.properties?.content ?? "")
      const feedback = await send(`/api/interview/submit-response/${id}`, {
        token,
        json: { question: text, answer: answerFor(text, given), questionId: question.id, status: "ANSWERED" }
      })
      if (feedback === undefined) break
      given++
    }
  }
  return { answers: given, failures }
}
