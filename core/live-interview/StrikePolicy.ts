/**
 * The strike rule of spec §4 "Strikes": every violation is a strike, the third closes the interview, and
 * nothing counts after that. Pure; the server keeps its own count, which can only raise ours (a resumed
 * interview remembers earlier strikes).
 */

export const MAX_STRIKES = 3
/** The forced close happens this long after the third strike (spec §9). */
export const FORCED_CLOSE_DELAY_MS = 1500

export interface Strikes {
  /** 0 to MAX_STRIKES; never decreases. */
  readonly count: number
  /** True from the third strike on; set once. */
  readonly closed: boolean
}

export const NO_STRIKES: Strikes = { count: 0, closed: false }

export interface StrikeOutcome {
  readonly strikes: Strikes
  /** The count went up. */
  readonly raised: boolean
  /** This outcome is the one that closes the interview (true at most once per interview). */
  readonly closesNow: boolean
}

const raiseTo = (strikes: Strikes, target: number): StrikeOutcome => {
  if (strikes.closed) return { strikes, raised: false, closesNow: false }
  const count = Math.min(MAX_STRIKES, Math.max(strikes.count, Math.floor(target)))
  if (count === strikes.count) return { strikes, raised: false, closesNow: false }
  const closesNow = count >= MAX_STRIKES
  return { strikes: { count, closed: closesNow }, raised: true, closesNow }
}

/** A violation happened: one more strike, unless the interview is already closed. */
export const recordViolation = (strikes: Strikes): StrikeOutcome => raiseTo(strikes, strikes.count + 1)

/** The server counted `totalTabSwitches`; take its count when it is higher than ours. */
export const reconcileWithServer = (strikes: Strikes, totalTabSwitches: number): StrikeOutcome =>
  Number.isFinite(totalTabSwitches) ? raiseTo(strikes, totalTabSwitches) : { strikes, raised: false, closesNow: false }

/** The Warning dialog's text (spec §2). */
export const strikeNotice = (strikes: Strikes): string =>
  strikes.closed
    ? `You have reached ${MAX_STRIKES} strikes. The interview is now closed.`
    : `Strike ${strikes.count} of ${MAX_STRIKES}`
