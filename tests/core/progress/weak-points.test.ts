/** The spaced-repetition rule of "Practise your weak points" (issue #17), by examples and by properties. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { JudgedAnswer } from "../../../core/ports/Interviews.ts"
import {
  intervalDays,
  MAX_INTERVAL_DAYS,
  outcomesOf,
  type PointOutcome,
  planWeakPoints,
  scheduleOf
} from "../../../core/progress/weak-points.ts"

const DAY = 86_400_000
const POINTS: Record<string, ReadonlyArray<string>> = { q1: ["a", "b"], q2: ["c"], q3: ["d", "e", "f"], q4: ["g"], q5: ["h", "i"] }

const judged = (questionRef: string, at: number, missed: ReadonlyArray<string>, status: "ANSWERED" | "SKIPPED" = "ANSWERED"): JudgedAnswer => ({
  interviewId: Math.floor(at / DAY) + 1,
  interviewTopic: "python",
  practisedAt: at,
  position: 1,
  questionRef,
  questionText: `${questionRef}?`,
  questionTopic: "python",
  kind: "concept",
  talkingPoints: POINTS[questionRef] ?? [],
  askedAt: at,
  answeredAt: at,
  status,
  score: status === "SKIPPED" ? null : 50,
  assessment: status === "SKIPPED" ? null : { missed: missed.map((point) => ({ point })) }
})

const anAnswer = fc.record({
  ref: fc.constantFrom(...Object.keys(POINTS)),
  day: fc.integer({ min: 0, max: 90 }),
  skipped: fc.boolean(),
  missedMask: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 })
}).map(({ ref, day, skipped, missedMask }) =>
  judged(ref, day * DAY + 1000, POINTS[ref]!.filter((_, i) => missedMask[i]), skipped ? "SKIPPED" : "ANSWERED")
)
const aHistory = fc.array(anAnswer, { maxLength: 40 })

describe("the weak-points schedule", () => {
  it("a missed point is due at once; made again, it comes back after 1, 2, 4… days; missed again, it starts over", () => {
    const o = (day: number, made: boolean): PointOutcome => ({ questionRef: "q1", point: "a", at: day * DAY, made })
    expect(scheduleOf([o(0, false)])[0]).toMatchObject({ misses: 1, recoveries: 0, dueAt: 0 })
    expect(scheduleOf([o(0, false), o(1, true)])[0]).toMatchObject({ recoveries: 1, dueAt: 2 * DAY })
    expect(scheduleOf([o(0, false), o(1, true), o(2, true)])[0]).toMatchObject({ recoveries: 2, dueAt: 4 * DAY })
    expect(scheduleOf([o(0, false), o(1, true), o(2, true), o(4, false)])[0]).toMatchObject({ misses: 2, recoveries: 0, dueAt: 4 * DAY })
    // A point always made is not a weak point.
    expect(scheduleOf([o(0, true), o(1, true)])).toEqual([])
  })

  it("reads missed, contradicted and skipped points as not made, and skips answers the coach could not judge", () => {
    const unjudged: JudgedAnswer = { ...judged("q1", 0, []), assessment: null }
    expect(outcomesOf([judged("q1", 0, ["b"]), judged("q2", 0, [], "SKIPPED"), unjudged])).toEqual([
      { questionRef: "q1", point: "a", at: 0, made: true },
      { questionRef: "q1", point: "b", at: 0, made: false },
      { questionRef: "q2", point: "c", at: 0, made: false }
    ])
  })

  it("a point recovered on comes back later and less often: each recovery moves it further out, up to the cap", () => {
    fc.assert(fc.property(
      fc.array(fc.boolean(), { maxLength: 10 }),
      fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 12 }),
      (before, gaps) => {
        // Any past, then a miss, then a run of recoveries at increasing times.
        let at = 0
        const outcomes: Array<PointOutcome> = before.map((made) => ({ questionRef: "q", point: "p", at: (at += DAY), made }))
        outcomes.push({ questionRef: "q", point: "p", at: (at += DAY), made: false })
        let previousInterval = 0
        for (const gap of gaps) {
          outcomes.push({ questionRef: "q", point: "p", at: (at += gap * DAY), made: true })
          const s = scheduleOf(outcomes)[0]!
          const interval = s.dueAt - s.lastSeen
          expect(s.dueAt).toBeGreaterThan(at) // later: not due again right after it was made
          expect(interval).toBeGreaterThanOrEqual(previousInterval) // less often
          if (previousInterval < MAX_INTERVAL_DAYS * DAY) expect(interval).toBeGreaterThan(previousInterval)
          previousInterval = interval
        }
      }
    ))
  })

  it("making a point never brings it back sooner than missing it would", () => {
    fc.assert(fc.property(aHistory, fc.constantFrom(...Object.keys(POINTS)), fc.integer({ min: 91, max: 120 }), (history, ref, day) => {
      const made = scheduleOf(outcomesOf([...history, judged(ref, day * DAY, [])]))
      const missed = scheduleOf(outcomesOf([...history, judged(ref, day * DAY, POINTS[ref]!)]))
      for (const s of made) {
        const other = missed.find((m) => m.questionRef === s.questionRef && m.point === s.point)!
        expect(s.dueAt).toBeGreaterThanOrEqual(other.dueAt)
      }
    }))
  })

  it("intervals never shrink as recoveries grow, and stay within the cap", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 40 }), (r) => {
      expect(intervalDays(r + 1)).toBeGreaterThanOrEqual(intervalDays(r))
      expect(intervalDays(r)).toBeLessThanOrEqual(MAX_INTERVAL_DAYS)
    }))
  })
})

describe("a weak-points interview", () => {
  it("never asks a question, or a point, twice; asks at most what was asked for; only points missed and due", () => {
    fc.assert(fc.property(aHistory, fc.integer({ min: 0, max: 8 }), fc.integer(), fc.integer({ min: 0, max: 200 }), (history, n, seed, day) => {
      const now = day * DAY
      const plan = planWeakPoints(history, { now, seed, questions: n })
      const refs = plan.questions.map((q) => q.questionRef)
      expect(new Set(refs).size).toBe(refs.length)
      const points = plan.questions.flatMap((q) => q.points.map((p) => `${q.questionRef}/${p}`))
      expect(new Set(points).size).toBe(points.length)
      expect(plan.questions.length).toBeLessThanOrEqual(n)
      const schedule = scheduleOf(outcomesOf(history))
      for (const q of plan.questions) {
        for (const p of q.points) {
          const s = schedule.find((x) => x.questionRef === q.questionRef && x.point === p)
          expect(s).toBeDefined()
          expect(s!.dueAt).toBeLessThanOrEqual(now)
        }
      }
      if (plan.nextDueAt !== null) expect(plan.nextDueAt).toBeGreaterThan(now)
    }))
  })

  it("the same history and seed give the same interview, whatever order the history comes in", () => {
    fc.assert(fc.property(aHistory, fc.integer(), fc.integer({ min: 1, max: 8 }), (history, seed, n) => {
      const now = 200 * DAY
      const plan = planWeakPoints(history, { now, seed, questions: n })
      expect(planWeakPoints([...history], { now, seed, questions: n })).toEqual(plan)
      expect(planWeakPoints([...history].reverse(), { now, seed, questions: n })).toEqual(plan)
    }))
  })

  it("asks the freshest misses first, then the points missed most often", () => {
    const history = [
      judged("q1", 0, ["a"]), judged("q1", 1 * DAY, []), // made once since its miss: due a day later, on day 2
      judged("q2", 0, ["c"]), judged("q2", 1 * DAY, ["c"]), // missed twice, never made
      judged("q3", 1 * DAY, ["d"]) // missed once
    ]
    expect(planWeakPoints(history, { now: 1.5 * DAY, seed: 1, questions: 5 })).toEqual({
      questions: [{ questionRef: "q2", points: ["c"] }, { questionRef: "q3", points: ["d"] }],
      nextDueAt: 2 * DAY
    })
    expect(planWeakPoints(history, { now: 2 * DAY, seed: 1, questions: 5 }).questions.map((q) => q.questionRef)).toEqual(["q2", "q3", "q1"])
    expect(planWeakPoints(history, { now: 2 * DAY, seed: 1, questions: 1 }).questions.map((q) => q.questionRef)).toEqual(["q2"])
  })
})
