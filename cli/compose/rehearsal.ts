/**
 * The server's rehearsal at start: before it listens, it answers interviews through its own HTTP app and lane, on a
 * throwaway in-memory database, so the first candidate's answer does not pay for what V8 compiles and the app builds
 * on first use (issue #15: "the first answer is as fast as the hundredth"). Nothing reaches the user's database.
 */
import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http"
import { connect, createServer as createNetServer, type ListenOptions, type Socket } from "node:net"
import { bankQuestions } from "../../core/coach/bank/index.ts"

/** Answers rehearsed at start: what it took, in the load bench, for the first answer to cost what the hundredth does. */
export const REHEARSED_ANSWERS = 60

type Handler = (request: Request) => Promise<Response>

/**
 * One request with a body, received by a throwaway node:http server on the loopback interface and answered 204.
 * The first body node:http parses in a process invalidates one of V8's assumptions about typed arrays (the
 * TypedArrayLengthLookupChain protector), and with it all the code V8 had optimized on it — the coach's word vectors
 * among it: received after start, that first body made the first candidates' answers run the coach unoptimized
 * while it was compiled again. Received first, before anything is prepared, it costs nothing later.
 */
export const receiveOneBody = (): Promise<void> =>
  new Promise((resolve) => {
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
  const types = ((await send("/api/dashboard/available-interviews", { token })) ?? []) as ReadonlyArray<{ readonly id: number }>
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

/**
 * A node:http server that does not listen until told: Effect's server layer calls `listen` as it starts and then
 * installs the app, and the rehearsal needs the app before anyone can connect. Until `release`, `listen` only
 * answers that it listens (reporting the loopback address and port 0) and the server accepts nothing; `release`
 * listens as asked and resolves once it does (or fails as `listen` does: the port in use, say).
 */
export const heldListen = (server: Server): { readonly release: () => Promise<void> } => {
  let asked: ListenOptions | undefined
  const held = server as unknown as Record<"listen" | "address", unknown>
  held.listen = (options: ListenOptions, listening: () => void) => {
    asked = options
    process.nextTick(listening)
    return server
  }
  held.address = () => ({ address: "127.0.0.1", family: "IPv4", port: 0 })
  return {
    release: () =>
      new Promise<void>((resolve, reject) => {
        // the server's own listen and address again, from its prototype
        delete held.listen
        delete held.address
        if (asked === undefined) return reject(new Error("the server was never asked to listen"))
        server.once("error", reject)
        server.listen(asked, () => {
          server.off("error", reject)
          resolve()
        })
      })
  }
}

/** The loopback connections of one rehearsal, each handed to `server` as if it had accepted it. */
export interface Handing {
  readonly handler: Handler
  /** Requests `server` has received and not finished answering (its responses not yet closed). */
  readonly inFlight: () => number
  /** Ends every connection handed over, and stops taking more. */
  readonly close: () => Promise<void>
}

/**
 * A `Request → Response` handler that sends each request over a new loopback TCP connection to a throwaway listener
 * and hands the accepted socket to `server` (node:http takes connections given to it by a `connection` event), so
 * the rehearsal runs through the server's own node:http, lane and app while the server itself listens nowhere. The
 * throwaway listener hands over only the connections this handler made (matched by their ports); any other is
 * closed at once.
 */
export const handingTo = async (server: Server, timeoutMs = 10_000): Promise<Handing> => {
  const listener = createNetServer()
  const expected = new Map<number, (socket: Socket) => void>()
  const early = new Map<number, Socket>()
  const sockets = new Set<Socket>()
  // Requests received and not yet answered, counted in front of everything (the lane answers some before any
  // `request` listener sees them) and only while the rehearsal lasts: `close` puts the server's emit back.
  let open = 0
  const emit = server.emit
  server.emit = function(this: Server, event: string | symbol, ...args: Array<any>): boolean {
    if (event === "request") {
      open++
      ;(args[1] as ServerResponse).once("close", () => open--)
    }
    return emit.apply(this, [event, ...args] as Parameters<Server["emit"]>)
  } as Server["emit"]
  listener.on("connection", (socket) => {
    const port = socket.remotePort ?? -1
    const take = expected.get(port)
    if (take !== undefined) return take(socket)
    // our own connection may be accepted before its `connect` says which port it has: kept for a moment
    early.set(port, socket)
    setTimeout(() => early.get(port) === socket && (early.delete(port), socket.destroy()), 1_000).unref()
  })
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject)
    listener.listen(0, "127.0.0.1", () => resolve())
  })
  const address = listener.address()
  const port = typeof address === "object" && address !== null ? address.port : 0

  const connected = () =>
    new Promise<Socket>((resolve, reject) => {
      const client = connect(port, "127.0.0.1")
      client.once("error", reject)
      client.once("connect", () => {
        const mine = client.localPort!
        const hand = (socket: Socket) => {
          expected.delete(mine)
          sockets.add(socket).add(client)
          socket.once("close", () => sockets.delete(socket))
          client.once("close", () => sockets.delete(client))
          server.emit("connection", socket)
          resolve(client)
        }
        const accepted = early.get(mine)
        if (accepted !== undefined) return (early.delete(mine), hand(accepted))
        expected.set(mine, hand)
      })
    })

  const handler: Handler = async (request) => {
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : Buffer.from(await request.arrayBuffer())
    const client = await connected()
    const url = new URL(request.url)
    return new Promise<Response>((resolve, reject) => {
      const headers: Record<string, string> = { ...Object.fromEntries(request.headers), host: "localhost", connection: "close" }
      if (body !== undefined) headers["content-length"] = String(body.length)
      const sent = httpRequest({ createConnection: () => client, method: request.method, path: url.pathname + url.search, headers }, (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          clearTimeout(timer)
          const status = response.statusCode ?? 500
          const fields = Object.entries(response.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : []))
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: fields }))
        })
      })
      const timer = setTimeout(() => {
        sent.destroy(new Error(`no answer to ${request.method} ${url.pathname} in ${timeoutMs} ms`))
      }, timeoutMs)
      sent.on("error", (error) => {
        clearTimeout(timer)
        reject(error)
      })
      sent.end(body)
    })
  }

  return {
    handler,
    inFlight: () => open,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      for (const socket of early.values()) socket.destroy()
      await new Promise<void>((resolve) => listener.close(() => resolve()))
      // the responses of connections just ended close on the next turns
      for (let turns = 0; open > 0 && turns < 100; turns++) await new Promise((r) => setTimeout(r, 10))
      server.emit = emit
    }
  }
}
