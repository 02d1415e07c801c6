/** Spec §4 "Strikes": a strike per violation, the interview closed at the third, nothing counted after. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  FORCED_CLOSE_DELAY_MS,
  MAX_STRIKES,
  NO_STRIKES,
  reconcileWithServer,
  recordViolation,
  type StrikeOutcome,
  strikeNotice,
  type Strikes
} from "../../../core/live-interview/StrikePolicy.ts"

/** A violation seen here, or the server's count arriving (any whole number it might send, even a wrong one). */
const step = fc.oneof(
  fc.constant((s: Strikes) => recordViolation(s)),
  fc.integer({ min: -2, max: 6 }).map((total) => (s: Strikes) => reconcileWithServer(s, total))
)

const replay = (steps: ReadonlyArray<(s: Strikes) => StrikeOutcome>) => {
  let strikes = NO_STRIKES
  return steps.map((apply) => {
    const before = strikes
    const outcome = apply(before)
    strikes = outcome.strikes
    return { before, outcome }
  })
}

describe("StrikePolicy", () => {
  it("closes at the third strike, 1.5 s later (spec §9)", () => {
    expect(MAX_STRIKES).toBe(3)
    expect(FORCED_CLOSE_DELAY_MS).toBe(1500)
  })

  it("each violation is one more strike, and the third closes the interview", () => {
    const first = recordViolation(NO_STRIKES)
    const second = recordViolation(first.strikes)
    const third = recordViolation(second.strikes)
    expect([first, second, third].map((o) => [o.strikes.count, o.closesNow])).toEqual([[1, false], [2, false], [3, true]])
    expect(recordViolation(third.strikes)).toEqual({ strikes: third.strikes, raised: false, closesNow: false })
  })

  it("the Warning reads 'Strike N of 3', and at the third 'You have reached 3 strikes. The interview is now closed.'", () => {
    expect(strikeNotice({ count: 2, closed: false })).toBe("Strike 2 of 3")
    expect(strikeNotice({ count: 3, closed: true })).toBe("You have reached 3 strikes. The interview is now closed.")
  })

  it("strikes never decrease and never pass three", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        for (const { before, outcome } of replay(steps)) {
          expect(outcome.strikes.count).toBeGreaterThanOrEqual(before.count)
          expect(outcome.strikes.count).toBeLessThanOrEqual(MAX_STRIKES)
          expect(Number.isInteger(outcome.strikes.count)).toBe(true)
        }
      })
    )
  })

  it("the interview closes exactly once, exactly when the count reaches three", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const outcomes = replay(steps)
        const closings = outcomes.filter(({ outcome }) => outcome.closesNow)
        expect(closings.length).toBe(outcomes.some(({ outcome }) => outcome.strikes.count === MAX_STRIKES) ? 1 : 0)
        for (const { outcome } of outcomes) expect(outcome.strikes.closed).toBe(outcome.strikes.count === MAX_STRIKES)
      })
    )
  })

  it("until the close, a violation raises the count by exactly one; after it, by nothing", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const last = replay(steps).at(-1)?.outcome.strikes ?? NO_STRIKES
        const next = recordViolation(last)
        expect(next.strikes.count).toBe(last.closed ? last.count : last.count + 1)
      })
    )
  })

  it("the server's count is taken only when it is higher, and taking it twice changes nothing", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 10 }), fc.integer({ min: -2, max: 6 }), (steps, total) => {
        const current = replay(steps).at(-1)?.outcome.strikes ?? NO_STRIKES
        const once = reconcileWithServer(current, total)
        expect(once.strikes.count).toBe(current.closed ? current.count : Math.min(MAX_STRIKES, Math.max(current.count, total)))
        expect(reconcileWithServer(once.strikes, total)).toEqual({ strikes: once.strikes, raised: false, closesNow: false })
      })
    )
  })
})
