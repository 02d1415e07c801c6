/**
 * "Practise your weak points" (issue #17) as a pure rule: a Leitner-style spaced-repetition schedule over the
 * talking points a user has missed. A point missed is due at once; each time it is made again after that, its next
 * due date moves further out (1, 2, 4, 8… days, at most 60), so a recovered point comes back later and less often;
 * missing it again puts it back at the start. A practice interview asks the questions whose points are due, most
 * urgent first, each question once, so no point is scheduled twice in one interview.
 */
import { hashSeed, seededRandom } from "../coach/selection/seeded-random.ts"
import type { JudgedAnswer } from "../ports/Interviews.ts"
import { isFollowUp, pointsMissedBy } from "./missed.ts"

const FIRST_INTERVAL_DAYS = 1
export const MAX_INTERVAL_DAYS = 60
const DAY_MS = 86_400_000

/** One judgement of one talking point. */
export interface PointOutcome {
  readonly questionRef: string
  readonly point: string
  readonly at: number
  readonly made: boolean
}

/** Where a point stands: how often it was missed, how many times in a row it has been made since, and when it is due. */
export interface PointSchedule {
  readonly questionRef: string
  readonly point: string
  readonly misses: number
  /** consecutive times made since the last miss */
  readonly recoveries: number
  readonly lastSeen: number
  readonly dueAt: number
}

/** Days until a point made `recoveries` times in a row since its last miss comes back: 0, then 1, 2, 4… (capped). */
export const intervalDays = (recoveries: number): number =>
  recoveries <= 0 ? 0 : Math.min(MAX_INTERVAL_DAYS, FIRST_INTERVAL_DAYS * 2 ** (recoveries - 1))

/** Every talking point of every judged answer, made or not; an answer the coach could not judge tells nothing. */
export const outcomesOf = (history: ReadonlyArray<JudgedAnswer>): ReadonlyArray<PointOutcome> =>
  history.flatMap((a) => {
    // A follow-up asks again about a point of the question before it; the schedule follows the main questions.
    if (isFollowUp(a)) return []
    if (a.status === "ANSWERED" && (a.assessment === null || typeof a.assessment !== "object")) return []
    const missed = new Set(pointsMissedBy(a))
    return a.talkingPoints.map((point) => ({ questionRef: a.questionRef, point, at: a.answeredAt, made: !missed.has(point) }))
  })

/** The schedule of every point ever missed (a point always made is not a weak point), from its outcomes in time order. */
export const scheduleOf = (outcomes: ReadonlyArray<PointOutcome>): ReadonlyArray<PointSchedule> => {
  const byPoint = new Map<string, { questionRef: string; point: string; misses: number; recoveries: number; lastSeen: number }>()
  // At the same moment, a miss counts as the later judgement, so the order the store lists them in never matters.
  const ordered = outcomes.slice().sort((x, y) => x.at - y.at || Number(!x.made) - Number(!y.made))
  for (const o of ordered) {
    const key = `${o.questionRef}\u0000${o.point}`
    const seen = byPoint.get(key)
    if (seen === undefined) {
      if (!o.made) byPoint.set(key, { questionRef: o.questionRef, point: o.point, misses: 1, recoveries: 0, lastSeen: o.at })
      continue
    }
    if (o.made) seen.recoveries++
    else {
      seen.misses++
      seen.recoveries = 0
    }
    seen.lastSeen = o.at
  }
  return [...byPoint.values()].map((s) => ({ ...s, dueAt: s.lastSeen + intervalDays(s.recoveries) * DAY_MS }))
}

export interface PlannedQuestion {
  readonly questionRef: string
  /** the due points this question brings back */
  readonly points: ReadonlyArray<string>
}

export interface WeakPointPlan {
  readonly questions: ReadonlyArray<PlannedQuestion>
  /** when the next point not yet due comes due; null when none waits */
  readonly nextDueAt: number | null
}

/**
 * The questions of a weak-points interview: those with points due at `now`, the most urgent first — a point made
 * fewer times since its miss, then missed more often, then overdue longer; ties broken by the seed, so the same
 * history and seed give the same interview.
 */
export const planWeakPoints = (
  history: ReadonlyArray<JudgedAnswer>,
  options: { readonly now: number; readonly seed: number; readonly questions: number }
): WeakPointPlan => {
  const schedule = scheduleOf(outcomesOf(history))
  const due = schedule.filter((s) => s.dueAt <= options.now)
  const waiting = schedule.filter((s) => s.dueAt > options.now).map((s) => s.dueAt)
  const groups = new Map<string, Array<PointSchedule>>()
  for (const s of due) groups.set(s.questionRef, [...(groups.get(s.questionRef) ?? []), s])
  const random = seededRandom(hashSeed(`weak-points:${options.seed}`))
  const ranked = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([questionRef, points]) => ({
      questionRef,
      points: points.map((p) => p.point).sort(),
      recoveries: Math.min(...points.map((p) => p.recoveries)),
      misses: Math.max(...points.map((p) => p.misses)),
      overdue: options.now - Math.min(...points.map((p) => p.dueAt)),
      tie: random()
    }))
    .sort((x, y) => x.recoveries - y.recoveries || y.misses - x.misses || y.overdue - x.overdue || x.tie - y.tie)
  return {
    questions: ranked.slice(0, Math.max(0, options.questions)).map(({ questionRef, points }) => ({ questionRef, points })),
    nextDueAt: waiting.length === 0 ? null : Math.min(...waiting)
  }
}
