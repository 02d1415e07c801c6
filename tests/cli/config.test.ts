/** The settings read from the environment: COACH_THREAD, on unless set off, and a clear error for anything else. */
import { describe, expect, it } from "vitest"
import { ConfigError, loadConfig } from "../../cli/config.ts"

describe("COACH_THREAD", () => {
  it("is on when unset or blank", () => {
    expect(loadConfig({}).coachThread).toBe(true)
    expect(loadConfig({ COACH_THREAD: "  " }).coachThread).toBe(true)
  })

  it.each([["on", true], ["ON", true], ["1", true], ["true", true], ["yes", true], ["off", false], ["Off", false], ["0", false], ["false", false], ["no", false]])(
    "reads %s as %s",
    (value, on) => expect(loadConfig({ COACH_THREAD: value }).coachThread).toBe(on)
  )

  it("refuses anything else, saying what it takes", () => {
    expect(() => loadConfig({ COACH_THREAD: "sometimes" })).toThrow(ConfigError)
    expect(() => loadConfig({ COACH_THREAD: "sometimes" })).toThrow('COACH_THREAD must be on or off, but it is "sometimes".')
  })
})
