/**
 * The fault suite: requests generated from the contract's own OpenAPI document (every operation, its path, query
 * and body) and bent out of shape — wrong types, missing and extra fields, huge and odd strings, NUL, bad
 * escapes, wrong content types, bad tokens — on any engine. Whatever comes in, the answer is never a 5xx, has a
 * status of the wire rules, and every 4xx is the envelope with a sentence in `message`.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../support/server.ts"

/** Statuses the wire rules allow (ARCHITECTURE.md), plus 415 for a body that is not JSON and 431 for an address over 16 KB. */
const ALLOWED = new Set([200, 201, 400, 401, 402, 404, 409, 413, 415, 429, 431])
const RUNS = Number(process.env.FUZZ_RUNS ?? 100)

type Schema = {
  readonly type?: string
  readonly enum?: ReadonlyArray<unknown>
  readonly properties?: Record<string, Schema>
  readonly required?: ReadonlyArray<string>
  readonly items?: Schema
  readonly anyOf?: ReadonlyArray<Schema>
  readonly oneOf?: ReadonlyArray<Schema>
}
interface Parameter {
  readonly name: string
  readonly in: "path" | "query"
  readonly required?: boolean
  readonly schema: Schema
}
interface Operation {
  readonly method: string
  readonly path: string
  readonly parameters: ReadonlyArray<Parameter>
  readonly body: Schema | null
  readonly secured: boolean
}

interface World {
  readonly email: string
  readonly typeIds: ReadonlyArray<number>
  readonly interviewIds: ReadonlyArray<number>
  readonly questionIds: ReadonlyArray<number>
}

/** Strings that have broken servers: NUL and other controls, lone surrogates, escapes, injections, huge ones. */
const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "", " ", "\u0000", "a\u0000b", "\u0000@example.com", "x\u0000@example.com", "\u001b[31m", "\r\n", "\u2028", "\u202e",
    "\ud800", "\udfff", "😀", "%00", "%ZZ", "%", "%c0%ae", "../../etc/passwd", "<script>alert(1)</script>",
    "' OR 1=1 --", "\"; DROP TABLE users; --", "null", "NaN", "-1", "0", "1e309", "99999999999999999999", "${jndi:x}"
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(60, 300, 5_001, 20_001, 70_000).map((n) => "x".repeat(n))
)

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 })
)

const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString()

/** A value a real client might send for a field of this name, so that requests get past decoding into the rules and the store. */
const plausible = (name: string, world: World): fc.Arbitrary<unknown> | null => {
  switch (name) {
    case "email":
      return fc.constantFrom(world.email, "nobody@example.com", "Fuzz.Case@Example.COM")
    case "password":
    case "newPassword":
    case "oldPassword":
    case "confirmPassword":
      return fc.constantFrom("fuzz password 1", "fuzz password 2", "short")
    case "firstName":
    case "lastName":
      return fc.constantFrom("Fuzz", "Ünïcödé", "O'Brien-Smith")
    case "dateOfBirth":
      return fc.constantFrom("1990-01-01", "2001-02-29", "2999-01-01")
    case "phone":
      return fc.constantFrom("+1 555 0100", "+91 91234 56789")
    case "gender":
      return fc.constantFrom("male", "female", "other")
    case "interviewObjectId":
      return fc.constantFrom(...world.typeIds, 0, 99_999, 2 ** 31)
    case "questionId":
      return fc.oneof(fc.constantFrom(...world.questionIds), fc.constantFrom(...world.questionIds).map(String), fc.integer(), fc.constantFrom(2 ** 31, 2 ** 53))
    case "id":
      return fc.constantFrom(...world.interviewIds, ...world.questionIds, ...world.typeIds, 0, 99_999, 2 ** 31, Number.MAX_SAFE_INTEGER)
    case "answer":
      return fc.oneof(fc.lorem({ maxCount: 30 }), fc.constant(""))
    case "scheduledAt":
      return fc.constantFrom(nextYear, "2000-01-01T00:00:00Z", "tomorrow")
    case "code":
      return fc.constantFrom("123456", "000000", "12345")
    case "token":
      return fc.string({ minLength: 1, maxLength: 60 })
    case "isTabSwitch":
      return fc.constantFrom("1", "0", "true")
    case "questionProperties":
      return fc.constantFrom({}, { questionCount: 3, difficulty: "easy" }, { questionCount: 99 }, { jobDescription: "x\u0000y" })
    case "answerProperties":
      return fc.constantFrom({}, { answerMode: "text" }, { answerMode: 7 })
    default:
      return null
  }
}

/** A value for `schema`: mostly plausible, sometimes odd, sometimes the wrong type. */
const valueFor = (schema: Schema, name: string, world: World, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: plausible(name, world) ?? shaped(schema, world, depth) },
    { weight: 2, arbitrary: oddString },
    { weight: 1, arbitrary: wrongType }
  )

const shaped = (schema: Schema, world: World, depth: number): fc.Arbitrary<unknown> => {
  const options = schema.anyOf ?? schema.oneOf
  if (options !== undefined) return fc.oneof(...options.map((s) => shaped(s, world, depth)))
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case "integer":
      return fc.oneof(fc.integer({ min: -5, max: 50 }), fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 2 ** 53))
    case "number":
      return fc.oneof(fc.double({ noNaN: true, min: -1e6, max: 1e7 }), fc.constantFrom(0, -1, 1e308))
    case "boolean":
      return fc.boolean()
    case "null":
      return fc.constant(null)
    case "array":
      return depth > 2 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, "", world, depth + 1), { maxLength: 3 })
    case "object":
      return depth > 2 ? fc.constant({}) : objectFor(schema, world, depth + 1)
    case "string":
      return fc.string({ maxLength: 40 })
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

/** An object of the schema's fields, with now and then one required field missing and an extra one added. */
const objectFor = (schema: Schema, world: World, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const keys = Object.keys(schema.properties ?? {})
  const fields = Object.fromEntries(keys.map((k) => [k, valueFor(schema.properties![k]!, k, world, depth)]))
  return fc.tuple(
    fc.record(fields, { requiredKeys: [...(schema.required ?? [])].filter((k) => keys.includes(k)) }),
    fc.option(fc.constantFrom(...(keys.length > 0 ? keys : ["none"])), { freq: 4 }),
    fc.option(fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "success", ""), wrongType), { freq: 4 })
  ).map(([value, drop, extra]) => {
    const out: Record<string, unknown> = { ...value }
    if (drop !== null) delete out[drop]
    if (extra !== null) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true })
    return out
  })
}

type Body =
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "raw"; readonly contentType: string | null; readonly text: string }
  | { readonly kind: "none" }

const bodyFor = (schema: Schema | null, world: World): fc.Arbitrary<Body> => {
  const raw = fc.record({
    kind: fc.constant("raw" as const),
    contentType: fc.constantFrom(
      null, "application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=zz",
      "application/xml", "application/json; charset=latin1", "application/octet-stream", "*/*"
    ),
    text: fc.oneof(
      fc.constantFrom("{", "{\"email\":", "[]", "null", "\"x\"", "email=a%40b.co&password=x", "--zz\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\na@b.co\r\n--zz--", "<a/>", "{\"a\":\"\\u0000\"}", "\u0000"),
      fc.string({ maxLength: 50 })
    )
  })
  const json = fc.record({
    kind: fc.constant("json" as const),
    value: schema === null ? fc.jsonValue({ maxDepth: 2 }) : fc.oneof({ weight: 8, arbitrary: objectFor(schema, world, 0) }, { weight: 1, arbitrary: wrongType })
  })
  return schema === null
    ? fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: "none" as const }) }, { weight: 1, arbitrary: json }, { weight: 1, arbitrary: raw })
    : fc.oneof({ weight: 6, arbitrary: json }, { weight: 2, arbitrary: raw }, { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) })
}

/** Percent-encodes, with a lone surrogate sent as the bytes it would have in WTF-8 (which are not UTF-8). */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return encodeURIComponent(s.toWellFormed()) + "%ED%A0%80"
  }
}

/** A path or query value as it goes into the address: usually encoded, sometimes a raw broken escape. */
const encodedValue = (value: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: value.map((v) => encode(typeof v === "string" ? v : JSON.stringify(v) ?? "")) },
    { weight: 1, arbitrary: fc.constantFrom("%ZZ", "%", "%c0%ae%c0%ae", "%00", "%E0%A4%A", "a%2Fb", "..%2F..") }
  )

const operationsOf = (openapi: any): Array<Operation> =>
  Object.entries(openapi.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (op.parameters ?? []) as Array<Parameter>,
      body: op.requestBody?.content?.["application/json"]?.schema ?? null,
      secured: Array.isArray(op.security) && op.security.length > 0
    }))
  )

export const fuzzSuite = (engine: string, database: () => Promise<{ url: string; drop: () => Promise<unknown> }>) =>
  describe(`the fault suite on ${engine}`, () => {
    let server: TestServer
    let drop: () => Promise<unknown> = async () => undefined
    let world: World
    let token = ""
    let otherToken = ""
    let operations: Array<Operation> = []
    let signups = 0
    let uiDir = ""
    const statuses = new Map<number, number>()
    let requests = 0

    const person = (email: string) => ({
      firstName: "Fuzz", lastName: "Case", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email, password: "fuzz password 1"
    })
    const signup = async (email: string) => {
      const r = await server.call("/api/user/signup", { method: "POST", json: person(email), headers: { "x-forwarded-for": `10.9.${signups >> 8 & 255}.${signups++ & 255}` } })
      expect(r.status).toBe(200)
      return r.body.data.token as string
    }

    beforeAll(async () => {
      const db = await database()
      drop = db.drop
      // A built web app of one page, so an address that normalises to a page is served as in production.
      uiDir = mkdtempSync(join(tmpdir(), "rehearse-fuzz-ui-"))
      writeFileSync(join(uiDir, "index.html"), "<!doctype html><title>Rehearse</title>")
      server = await startTestServer({ DATABASE_URL: db.url, FREE_PLAN_INTERVIEWS: "1000", TRUST_PROXY: "1", UI_DIR: uiDir, BODY_LIMIT_BYTES: "32768" })
      token = await signup("fuzz@example.com")
      otherToken = await signup("fuzz-other@example.com")
      operations = operationsOf((await server.call("/api/openapi.json")).body)
      const types = ((await server.call("/api/dashboard/available-interviews", { token })).body.data as Array<{ id: number }>).map((t) => t.id)
      const interviewIds: Array<number> = []
      const questionIds: Array<number> = []
      for (const typeId of types.slice(0, 3)) {
        const started = await server.call("/api/interview/start-interview", {
          method: "POST",
          token,
          json: { interviewObjectId: typeId, questionProperties: {}, answerProperties: {} }
        })
        const id = started.body.data.userInterview.id as number
        interviewIds.push(id)
        const q = await server.call(`/api/interview/question/${id}`, { token })
        const field = (q.body.data as Array<{ key: string; id?: number }>).find((f) => f.key === "question")
        if (field?.id !== undefined) questionIds.push(field.id)
      }
      world = { email: "fuzz@example.com", typeIds: types.slice(0, 5), interviewIds, questionIds }
    })
    afterAll(async () => {
      const histogram = Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b))
      console.log(`fault suite on ${engine}: ${requests} requests, statuses ${JSON.stringify(histogram)}`)
      await server?.dispose()
      await drop()
      rmSync(uiDir, { recursive: true, force: true })
    })

    /** Sends one request and checks the answer against the wire rules; true when it holds. */
    const send = async (method: string, address: string, auth: string, body: Body, client: number) => {
      const headers = new Headers({ "x-forwarded-for": `10.77.0.${client}` })
      // Calls that end sessions get a throwaway account's token, so the shared one stays signed in.
      const endsSessions = /logout|change-password/.test(address)
      if (auth === "valid") headers.set("authorization", `Bearer ${endsSessions ? await signup(`fuzz-${signups}@example.com`) : token}`)
      else if (auth === "other") headers.set("authorization", `Bearer ${otherToken}`)
      else if (auth !== "none") headers.set("authorization", auth)
      let payload: string | undefined
      if (body.kind === "json") {
        headers.set("content-type", "application/json")
        payload = JSON.stringify(body.value) ?? "null"
      } else if (body.kind === "raw") {
        if (body.contentType !== null) headers.set("content-type", body.contentType)
        payload = body.text
      }
      const hasBody = method !== "GET" && method !== "HEAD" && payload !== undefined
      const request = new Request(`http://rehearse.test${address}`, { method, headers, ...(hasBody ? { body: payload } : {}) })
      // "/api/../x" is normalised out of the API into the web app, whose pages are not envelopes (but no 5xx either).
      const api = new URL(request.url).pathname.startsWith("/api/")
      const response = await server.handler(request)
      const text = await response.text()
      requests++
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      const problem = (() => {
        if (response.status >= 500) return `a ${response.status}`
        if (!ALLOWED.has(response.status)) return `status ${response.status}, outside the wire rules`
        if (response.status < 400 || !api) return null
        let parsed: any
        try {
          parsed = JSON.parse(text)
        } catch {
          return `a ${response.status} that is not JSON: ${text.slice(0, 80)}`
        }
        if (parsed?.success !== false) return `a ${response.status} without success: false`
        if (typeof parsed.message !== "string" || parsed.message.trim() === "") return `a ${response.status} without a message`
        return null
      })()
      if (problem !== null) {
        throw new Error(`${method} ${address.slice(0, 300)} (auth ${auth}, body ${JSON.stringify(body).slice(0, 300)}) got ${problem}: ${text.slice(0, 300)}`)
      }
    }

    const auth = fc.oneof(
      { weight: 6, arbitrary: fc.constant("valid") },
      { weight: 1, arbitrary: fc.constantFrom("none", "other", "Bearer", "Bearer ", "Basic Zm9vOmJhcg==", "bearer x", "Bearer " + "a".repeat(300)) },
      { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }).map((s) => `Bearer ${s}`.trim()) }
    )

    it("every operation of the contract answers bent input without a 5xx, and every 4xx with a sentence", async () => {
      expect(operations.length).toBeGreaterThanOrEqual(25)
      for (const op of operations) {
        const pathParams = op.parameters.filter((p) => p.in === "path")
        const queryParams = op.parameters.filter((p) => p.in === "query")
        const address = fc.tuple(
          fc.tuple(...pathParams.map((p) => encodedValue(valueFor(p.schema, p.name, world)))),
          fc.tuple(...queryParams.map((p) =>
            fc.option(encodedValue(valueFor(p.schema, p.name, world)), { freq: p.required ? 8 : 2 }).map((v) => (v === null ? null : `${p.name}=${v}`))
          )),
          fc.option(fc.constantFrom("&extra=1", "&email=a@b.co&email=c@d.ee", "&%ZZ=1"), { freq: 6 })
        ).map(([path, query, extra]) => {
          let i = 0
          const filled = op.path.replace(/\{[^}]+\}/g, () => path[i++] ?? "")
          const q = query.filter((x): x is string => x !== null).join("&") + (extra ?? "")
          return q === "" ? filled : `${filled}?${q.replace(/^&/, "")}`
        })
        await fc.assert(
          fc.asyncProperty(address, op.secured ? auth : fc.constant("none"), bodyFor(op.body, world), fc.integer({ min: 1, max: 40 }), async (path, who, body, client) => {
            await send(op.method, path, who, body, client)
          }),
          { numRuns: RUNS, ...(process.env.FUZZ_SEED !== undefined ? { seed: Number(process.env.FUZZ_SEED) } : {}) }
        )
      }
    }, 240_000)

    it("addresses that match no operation, with odd methods and escapes, get the envelope too", async () => {
      const segment = fc.oneof(
        fc.constantFrom("api", "user", "interview", "question", "%ZZ", "%c0%ae%c0%ae", "%00", "..", ".", "", "%2e%2e", "index.html", "a".repeat(300)),
        fc.string({ maxLength: 12 }).map(encode)
      )
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"),
          fc.array(segment, { minLength: 1, maxLength: 5 }),
          auth,
          bodyFor(null, world),
          async (method, segments, who, body) => {
            await send(method, `/api/${segments.join("/")}`, who, body, 41)
          }
        ),
        { numRuns: RUNS * 4 }
      )
    }, 120_000)
  })
