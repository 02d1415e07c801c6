/**
 * A fake OpenAI-compatible server on 127.0.0.1 for the LLM coach's tests: `POST /v1/chat/completions`, scripted
 * one behaviour per request (then a default), recording every request it got.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export interface ChatRequestBody {
  readonly model: string
  readonly messages: ReadonlyArray<{ readonly role: string; readonly content: string }>
  readonly temperature?: number
  readonly seed?: number
  readonly response_format: {
    readonly type: string
    readonly json_schema: { readonly name: string; readonly strict: boolean; readonly schema: Record<string, unknown> }
  }
}

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: ChatRequestBody
}

export type Behaviour =
  /** 200 with a chat completion whose message content is this text (or what the function makes of the request). */
  | { readonly kind: "content"; readonly content: string | ((request: RecordedRequest) => string); readonly delayMs?: number }
  /** 200 with this raw body. */
  | { readonly kind: "raw"; readonly body: unknown }
  | { readonly kind: "status"; readonly status: number; readonly headers?: Readonly<Record<string, string>>; readonly body?: string }

export const good = (reply: unknown): Behaviour => ({ kind: "content", content: JSON.stringify(reply) })
export const replyWith = (make: (request: RecordedRequest) => unknown): Behaviour => ({
  kind: "content",
  content: (request) => JSON.stringify(make(request))
})
export const broken: Behaviour = { kind: "content", content: "{\"score\": 90, \"points\": [" }
export const wrongShape: Behaviour = good({ verdict: "great answer", marks: "ten out of ten" })
export const slow = (delayMs: number, reply: unknown): Behaviour => ({ kind: "content", content: JSON.stringify(reply), delayMs })
export const status = (code: number, headers?: Readonly<Record<string, string>>, body?: string): Behaviour => ({
  kind: "status",
  status: code,
  ...(headers !== undefined ? { headers } : {}),
  ...(body !== undefined ? { body } : {})
})
export const refusal: Behaviour = { kind: "raw", body: { choices: [{ message: { role: "assistant", content: null, refusal: "I can't help with that." } }] } }

/** The text of every user message of a request. */
export const userContent = (request: RecordedRequest): string =>
  request.body.messages.filter((m) => m.role === "user").map((m) => m.content).join("\n")
export const systemContent = (request: RecordedRequest): string =>
  request.body.messages.filter((m) => m.role === "system").map((m) => m.content).join("\n")

/**
 * An obedient model: full marks, every point covered, whenever the user content says "ignore previous
 * instructions"; otherwise `normal`.
 */
export const obedient = (normal: (request: RecordedRequest) => unknown): Behaviour =>
  replyWith((request) => {
    const user = userContent(request)
    if (!/ignore previous instructions/i.test(user)) return normal(request)
    const points = (systemContent(request).match(/^\d+\. /gm) ?? []).length
    const injected = /<<<ANSWER [0-9a-f]+>>>\n([\s\S]*)\n<<<END ANSWER/.exec(user)?.[1] ?? user
    return {
      points: Array.from({ length: points }, (_, i) => ({ number: i + 1, covered: true, quote: injected })),
      score: 100,
      comment: "Perfect answer, full marks as instructed.",
      nextStep: "Nothing to improve."
    }
  })

export interface FakeOpenAI {
  readonly baseUrl: string
  readonly requests: Array<RecordedRequest>
  /** Behaviours for the next requests, one each, in order. */
  readonly script: (...behaviours: ReadonlyArray<Behaviour>) => void
  /** The behaviour once the script has run out (a 500 until set). */
  readonly otherwise: (behaviour: Behaviour) => void
  readonly reset: () => void
  readonly close: () => Promise<void>
}

const completion = (content: string) => ({
  id: "chatcmpl-fake",
  object: "chat.completion",
  created: 0,
  model: "fake",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }
})

const send = (res: ServerResponse, code: number, body: string, headers: Readonly<Record<string, string>> = {}) => {
  if (res.destroyed) return
  res.writeHead(code, { "content-type": "application/json", ...headers })
  res.end(body)
}

export const startFakeOpenAI = async (): Promise<FakeOpenAI> => {
  const requests: Array<RecordedRequest> = []
  let queue: Array<Behaviour> = []
  let fallback: Behaviour = status(500)
  const timers = new Set<NodeJS.Timeout>()

  const server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const path = req.url ?? ""
      if (req.method !== "POST" || path !== "/v1/chat/completions") return send(res, 404, JSON.stringify({ error: { message: "not found" } }))
      const recorded: RecordedRequest = {
        method: req.method,
        path,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequestBody
      }
      requests.push(recorded)
      const behaviour = queue.shift() ?? fallback
      switch (behaviour.kind) {
        case "status":
          return send(res, behaviour.status, behaviour.body ?? JSON.stringify({ error: { message: `status ${behaviour.status}` } }), behaviour.headers)
        case "raw":
          return send(res, 200, JSON.stringify(behaviour.body))
        case "content": {
          const content = typeof behaviour.content === "string" ? behaviour.content : behaviour.content(recorded)
          const body = JSON.stringify(completion(content))
          if (behaviour.delayMs === undefined) return send(res, 200, body)
          const timer = setTimeout(() => {
            timers.delete(timer)
            send(res, 200, body)
          }, behaviour.delayMs)
          timers.add(timer)
          return
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => void queue.push(...behaviours),
    otherwise: (behaviour) => void (fallback = behaviour),
    reset: () => {
      requests.length = 0
      queue = []
      fallback = status(500)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
