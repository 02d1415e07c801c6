/** The practice streak: days (whole day numbers in the user's time zone) with at least one answer, in a row. */

export interface Streak {
  /** consecutive practice days ending today, or yesterday when today has none yet */
  readonly current: number
  readonly longest: number
  readonly practiceDays: number
}

export const practiceStreak = (days: ReadonlyArray<number>, today: number): Streak => {
  const distinct = [...new Set(days)].filter((d) => d <= today).sort((a, b) => a - b)
  let longest = 0
  let run = 0
  for (let i = 0; i < distinct.length; i++) {
    run = i > 0 && distinct[i]! === distinct[i - 1]! + 1 ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  const last = distinct[distinct.length - 1]
  const current = last !== undefined && today - last <= 1 ? run : 0
  return { current, longest, practiceDays: distinct.length }
}
