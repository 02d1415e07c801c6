/**
 * Issue #17 "the progress figures are checked against a hand-computed history": three interviews over four days,
 * every figure below worked out by hand from the answers listed here.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { JudgedAnswer } from "../../../core/ports/Interviews.ts"
import { progressOf } from "../../../core/progress/figures.ts"
import { practiceStreak } from "../../../core/progress/streak.ts"

const DAY = 86_400_000
const MIN = 60_000
const DAY0 = Date.UTC(2026, 10, 2) // Monday 2 November 2026, 00:00 UTC

const answer = (a: Partial<JudgedAnswer> & Pick<JudgedAnswer, "interviewId" | "position" | "questionRef" | "askedAt" | "answeredAt">): JudgedAnswer => ({
  interviewTopic: "python",
  practisedAt: a.answeredAt,
  questionText: `Question ${a.questionRef}?`,
  questionTopic: "python",
  kind: "concept",
  talkingPoints: [],
  status: "ANSWERED",
  score: null,
  assessment: null,
  ...a
})

const t1 = DAY0 + 10 * 60 * MIN
const t2 = DAY0 + DAY + 9 * 60 * MIN
const t3 = DAY0 + 3 * DAY + 18 * 60 * MIN

const history: ReadonlyArray<JudgedAnswer> = [
  // Interview 1, Python, day 0: 80 and a skip → overall 40.
  answer({
    interviewId: 1, position: 1, questionRef: "py-1", practisedAt: t1 + 10 * MIN, askedAt: t1, answeredAt: t1 + 2 * MIN,
    talkingPoints: ["A", "B"], score: 80,
    assessment: { missed: [{ point: "B" }], delivery: { words: 150, speakingMs: 60_000, wordsPerMinute: 150, fillerCount: 3, longestPauseMs: 2000 } }
  }),
  answer({
    interviewId: 1, position: 2, questionRef: "py-2", practisedAt: t1 + 10 * MIN, askedAt: t1 + 2 * MIN, answeredAt: t1 + 3 * MIN,
    talkingPoints: ["C", "D"], status: "SKIPPED"
  }),
  // Interview 2, Python, day 1: 90 and 71 → 80.5 → 81; the first answer took 20 minutes, counted as 15.
  answer({
    interviewId: 2, position: 1, questionRef: "py-1", practisedAt: t2 + 30 * MIN, askedAt: t2, answeredAt: t2 + 20 * MIN,
    talkingPoints: ["A", "B"], score: 90,
    assessment: { missed: [{ point: "B" }], delivery: { words: 260, speakingMs: 120_000, wordsPerMinute: 130, fillerCount: 2, longestPauseMs: 1000 } }
  }),
  answer({
    interviewId: 2, position: 2, questionRef: "py-3", practisedAt: t2 + 30 * MIN, askedAt: t2 + 20 * MIN, answeredAt: t2 + 21 * MIN,
    talkingPoints: ["E", "F"], score: 71,
    assessment: { missed: [{ point: "E" }], contradicted: [{ point: "F", sentence: "…" }] }
  }),
  // Interview 3, HR, day 3: 60 and 50 → 55; STAR 3 of 4 and 4 of 4 (quantified); one spoken answer, too short to time.
  answer({
    interviewId: 3, position: 1, questionRef: "hr-1", interviewTopic: "hr", questionTopic: "hr", kind: "behavioural",
    practisedAt: t3 + 10 * MIN, askedAt: t3, answeredAt: t3 + 3 * MIN, talkingPoints: ["G"], score: 60,
    assessment: {
      missed: [{ point: "G" }],
      star: { situation: true, task: true, action: true, result: false, quantified: false },
      delivery: { words: 4, speakingMs: 2000, wordsPerMinute: null, fillerCount: 1, longestPauseMs: null }
    }
  }),
  answer({
    interviewId: 3, position: 2, questionRef: "hr-2", interviewTopic: "hr", questionTopic: "hr", kind: "behavioural",
    practisedAt: t3 + 10 * MIN, askedAt: t3 + 3 * MIN, answeredAt: t3 + 6 * MIN, talkingPoints: ["H"], score: 50,
    assessment: { missed: [{ point: "H" }], star: { situation: true, task: true, action: true, result: true, quantified: true } }
  })
]

describe("progress figures from a hand-computed history", () => {
  // Given in shuffled order: the figures do not depend on the order the store lists answers in.
  const progress = progressOf([...history].reverse(), { now: DAY0 + 4 * DAY + 8 * 60 * MIN, utcOffsetMinutes: 0, limit: 100 })

  it("each interview's score is the one overall score: the mean over its questions, a skip counting 0", () => {
    expect(progress.overall.map((p) => [p.interviewId, p.score])).toEqual([[1, 40], [2, 81], [3, 55]])
    expect(progress.overall[0]!.at).toBe(new Date(t1 + 10 * MIN).toISOString())
    expect(progress).toMatchObject({ interviews: 3, limit: 100, answered: 5, skipped: 1 })
  })

  it("per topic, the score trend over time and the change from the first to the latest", () => {
    expect(progress.topics.map((t) => ({ topic: t.topic, name: t.name, scores: t.points.map((p) => p.score), change: t.change }))).toEqual([
      { topic: "python", name: "Python", scores: [40, 81], change: 41 },
      { topic: "hr", name: "HR Questions", scores: [55], change: null }
    ])
  })

  it("the points missed most often, with how often: missed, contradicted, or all points of a skipped question", () => {
    expect(progress.missedPoints.map((p) => [p.point, p.questionRef, p.missed, p.asked])).toEqual([
      ["B", "py-1", 2, 2],
      ["H", "hr-2", 1, 1],
      ["G", "hr-1", 1, 1],
      ["E", "py-3", 1, 1],
      ["F", "py-3", 1, 1],
      ["C", "py-2", 1, 1],
      ["D", "py-2", 1, 1]
    ])
    expect(progress.missedPoints[0]).toMatchObject({ question: "Question py-1?", topic: "python" })
  })

  it("delivery over time for spoken answers: words and fillers per minute of speaking, and pauses", () => {
    expect(progress.delivery).toEqual([
      { interviewId: 1, at: new Date(t1 + 10 * MIN).toISOString(), spokenAnswers: 1, wordsPerMinute: 150, fillersPerMinute: 3, longestPauseMs: 2000 },
      { interviewId: 2, at: new Date(t2 + 30 * MIN).toISOString(), spokenAnswers: 1, wordsPerMinute: 130, fillersPerMinute: 1, longestPauseMs: 1000 },
      { interviewId: 3, at: new Date(t3 + 10 * MIN).toISOString(), spokenAnswers: 1, wordsPerMinute: null, fillersPerMinute: null, longestPauseMs: null }
    ])
  })

  it("STAR completeness over time for behavioural answers", () => {
    expect(progress.star).toEqual([
      { interviewId: 3, at: new Date(t3 + 10 * MIN).toISOString(), behaviouralAnswers: 2, completeness: 88, quantified: 1 }
    ])
  })

  it("the streak and the time practised (each answer counted up to 15 minutes)", () => {
    expect(progress.streak).toEqual({ current: 1, longest: 2, practiceDays: 3, lastPractised: new Date(t3 + 6 * MIN).toISOString() })
    // 2 + 1 + 15 (20, capped) + 1 + 3 + 3
    expect(progress.timePractisedMinutes).toBe(25)
  })

  it("the weak-points schedule now: every missed point was missed last and is due again", () => {
    // B (missed twice), C and D (skipped), E and F (missed, contradicted), G and H: none made since.
    expect(progress.weakPoints).toEqual({ duePoints: 7, dueQuestions: 5, nextDueAt: null })
  })

  it("days are the user's: an answer at 23:30 UTC falls on the next day two hours east, joining the next day's streak", () => {
    const late = answer({ interviewId: 9, position: 1, questionRef: "x", askedAt: DAY0 + DAY - 31 * MIN, answeredAt: DAY0 + DAY - 30 * MIN })
    const early = answer({ interviewId: 8, position: 1, questionRef: "y", askedAt: DAY0 + 2 * DAY + MIN, answeredAt: DAY0 + 2 * DAY + 2 * MIN })
    const now = DAY0 + 2 * DAY + 60 * MIN
    expect(progressOf([late, early], { now, utcOffsetMinutes: 0, limit: 10 }).streak).toMatchObject({ current: 1, longest: 1, practiceDays: 2 })
    expect(progressOf([late, early], { now, utcOffsetMinutes: 120, limit: 10 }).streak).toMatchObject({ current: 2, longest: 2, practiceDays: 2 })
  })

  it("a follow-up weighs half a question in the interview's score, and is not another question answered or a missed point", () => {
    const withFollowUp = [
      ...history,
      // Interview 1's follow-up to its first question: 100, missing nothing of its own point "B".
      answer({
        interviewId: 1, position: 3, questionRef: "py-1#follow-up-2", practisedAt: t1 + 10 * MIN, askedAt: t1 + 4 * MIN, answeredAt: t1 + 5 * MIN,
        talkingPoints: ["B"], score: 100, followUpTo: 1, assessment: { missed: [{ point: "B" }] }
      })
    ]
    const figures = progressOf(withFollowUp, { now: DAY0 + 4 * DAY + 8 * 60 * MIN, utcOffsetMinutes: 0, limit: 100 })
    // (80 + 0 + ½ × 100) / 2.5 = 52
    expect(figures.overall.map((p) => [p.interviewId, p.score])).toEqual([[1, 52], [2, 81], [3, 55]])
    expect(figures).toMatchObject({ answered: 5, skipped: 1 })
    expect(figures.missedPoints.find((p) => p.point === "B")).toMatchObject({ missed: 2, asked: 2 })
  })

  it("no history: empty figures, not an error", () => {
    expect(progressOf([], { now: DAY0, utcOffsetMinutes: 0, limit: 100 })).toEqual({
      interviews: 0, limit: 100, answered: 0, skipped: 0, overall: [], topics: [], missedPoints: [], delivery: [], star: [],
      streak: { current: 0, longest: 0, practiceDays: 0, lastPractised: null }, timePractisedMinutes: 0,
      weakPoints: { duePoints: 0, dueQuestions: 0, nextDueAt: null }
    })
  })
})

describe("the practice streak", () => {
  it("counts consecutive days ending today or yesterday; a gap of two days ends it", () => {
    expect(practiceStreak([1, 2, 3], 3)).toEqual({ current: 3, longest: 3, practiceDays: 3 })
    expect(practiceStreak([1, 2, 3], 4)).toEqual({ current: 3, longest: 3, practiceDays: 3 })
    expect(practiceStreak([1, 2, 3], 5)).toEqual({ current: 0, longest: 3, practiceDays: 3 })
    expect(practiceStreak([1, 1, 5, 6], 6)).toEqual({ current: 2, longest: 2, practiceDays: 3 })
  })

  it("current ≤ longest ≤ practice days, and practising one more day never lowers the longest streak", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 60 })), fc.integer({ min: 0, max: 60 }), (days, extra) => {
      const s = practiceStreak(days, 60)
      expect(s.current).toBeLessThanOrEqual(s.longest)
      expect(s.longest).toBeLessThanOrEqual(s.practiceDays)
      expect(practiceStreak([...days, extra], 60).longest).toBeGreaterThanOrEqual(s.longest)
    }))
  })
})
