/** The API's failures: each named for what happened, each with its HTTP status on its schema (ARCHITECTURE.md "Wire rules"). */
import { describe, expect, it } from "vitest"
import { ApiErrors, httpStatusOf, InterviewEnded } from "../../../core/contract/errors.ts"

describe("the API's failures", () => {
  it("carry their HTTP status on the schema, found by tag: 400, 401, 402, 404, 409 for conflicts, 429, and never 403", () => {
    const statuses = Object.fromEntries(ApiErrors.map((error) => [error.identifier, httpStatusOf(new error({ message: "m" }))]))
    expect(statuses).toEqual({
      BadRequest: 400,
      Unauthorized: 401,
      PaymentRequired: 402,
      NotFound: 404,
      EmailTaken: 409,
      AlreadyVerified: 409,
      InterviewEnded: 409,
      NotCurrentQuestion: 409,
      AnswerAlreadyRecorded: 409,
      NothingDue: 409,
      TooManyRequests: 429
    })
  })

  it("keep their tag in the program and only the envelope on the wire", () => {
    const ended = new InterviewEnded({ message: "This interview has ended." })
    expect(ended._tag).toBe("InterviewEnded")
    expect(JSON.parse(JSON.stringify({ success: ended.success, message: ended.message }))).toEqual({ success: false, message: "This interview has ended." })
  })

  it("are a 500 when a failure is none of the API's (a bug)", () => {
    expect(httpStatusOf({ _tag: "SqlError" })).toBe(500)
  })
})
