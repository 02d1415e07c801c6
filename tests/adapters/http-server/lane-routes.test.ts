/**
 * The lean lane claims only the canonical form of its calls; everything else is the HttpApi app's to answer. The
 * interview's id it reads as the contract does.
 */
import { Effect, Exit, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { questionIdOf, submitIdOf } from "../../../adapters/http-server/lane/lane.ts"
import { laneRouteOf, type LaneRequest } from "../../../adapters/http-server/lane/routes.ts"
import { InterviewApi } from "../../../core/contract/InterviewApi.ts"

const LIMIT = 4096

const requestOf = (method: string, url: string, headers: Record<string, string> = {}): LaneRequest => ({
  method,
  url,
  header: (name) => headers[name]
})

const segment = fc.string({ unit: fc.constantFrom(..."azAZ09_-./%?;:@&=+$,!~*'()# ".split("")), minLength: 0, maxLength: 50 })

describe("the lane's routes", () => {
  it("claims GET /api/health, GET a question and POST an answer, by their ids", () => {
    expect(laneRouteOf(requestOf("GET", "/api/health"), LIMIT)).toEqual({ _tag: "health" })
    expect(laneRouteOf(requestOf("GET", "/api/interview/question/12"), LIMIT)).toEqual({ _tag: "question", id: "12" })
    expect(laneRouteOf(requestOf("POST", "/api/interview/submit-response/7", { "content-type": "application/json", "content-length": "120" }), LIMIT))
      .toEqual({ _tag: "submitResponse", id: "7" })
  })

  it("claims an id segment exactly when it is 1–40 letters, digits, '_' or '-' (the contract then judges it)", () => {
    fc.assert(fc.property(segment, (id) => {
      const route = laneRouteOf(requestOf("GET", `/api/interview/question/${id}`), LIMIT)
      expect(route !== undefined).toBe(/^[A-Za-z0-9_-]{1,40}$/.test(id))
    }))
  })

  it("never claims a query string, a percent-escape, a trailing slash, another case or another method", () => {
    fc.assert(fc.property(fc.constantFrom("GET", "POST"), fc.integer({ min: 1, max: 1e9 }), fc.constantFrom("?a=1", "%31", "/", "?"), (method, id, tail) => {
      const path = method === "GET" ? "/api/interview/question/" : "/api/interview/submit-response/"
      expect(laneRouteOf(requestOf(method, `${path}${id}${tail}`), LIMIT)).toBeUndefined()
      expect(laneRouteOf(requestOf(method, `${path.toUpperCase()}${id}`), LIMIT)).toBeUndefined()
    }))
    for (const method of ["PUT", "DELETE", "HEAD", "OPTIONS", "PATCH"]) {
      expect(laneRouteOf(requestOf(method, "/api/interview/question/1"), LIMIT)).toBeUndefined()
      expect(laneRouteOf(requestOf(method, "/api/health"), LIMIT)).toBeUndefined()
    }
  })

  it("leaves to HttpApi a GET with a body, a chunked or over-limit answer, and one that is not JSON", () => {
    const submit = "/api/interview/submit-response/3"
    expect(laneRouteOf(requestOf("GET", "/api/health", { "content-length": "5" }), LIMIT)).toBeUndefined()
    expect(laneRouteOf(requestOf("GET", "/api/health", { "transfer-encoding": "chunked" }), LIMIT)).toBeUndefined()
    expect(laneRouteOf(requestOf("POST", submit, { "transfer-encoding": "chunked" }), LIMIT)).toBeUndefined()
    expect(laneRouteOf(requestOf("POST", submit, { "content-length": String(LIMIT + 1) }), LIMIT)).toBeUndefined()
    expect(laneRouteOf(requestOf("POST", submit, { "content-length": String(LIMIT) }), LIMIT)).toBeDefined()
    for (const type of ["text/plain", "application/jsonx", "multipart/form-data", "application/x-www-form-urlencoded"]) {
      expect(laneRouteOf(requestOf("POST", submit, { "content-type": type }), LIMIT)).toBeUndefined()
    }
    // a POST without a content type is read as JSON by HttpApi, and so by the lane
    expect(laneRouteOf(requestOf("POST", submit), LIMIT)).toBeDefined()
    expect(laneRouteOf(requestOf("POST", submit, { "content-type": " Application/JSON ; charset=utf-8" }), LIMIT)).toBeDefined()
  })
})

describe("the interview's id, read by the lane", () => {
  // the contract's own codecs for the paths, as HttpApi decodes them
  const codecOf = (endpoint: typeof InterviewApi.endpoints.question | typeof InterviewApi.endpoints.submitResponse) =>
    Schema.decodeUnknownExit(endpoint.params! as unknown as Schema.Codec<{ readonly id: number }, unknown>)
  const calls = [
    ["the question's", codecOf(InterviewApi.endpoints.question), questionIdOf],
    ["an answer's", codecOf(InterviewApi.endpoints.submitResponse), submitIdOf]
  ] as const

  for (const [call, decode, read] of calls) {
    it(`reads ${call} id segment as the contract's codec decodes it, or refuses it as that does`, () => {
      const plain = fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }).map(String)
      const any = fc.string({ unit: fc.constantFrom(..."0123456789-+.eEx ".split("")), minLength: 1, maxLength: 20 })
      fc.assert(fc.property(fc.oneof(plain, any), (segment) => {
        const contract = decode({ id: segment })
        const lane = Effect.runSyncExit(read(segment))
        expect(Exit.isSuccess(lane)).toBe(Exit.isSuccess(contract))
        if (Exit.isSuccess(lane) && Exit.isSuccess(contract)) expect(lane.value).toBe(contract.value.id)
      }), { numRuns: 500 })
    })
  }
})
