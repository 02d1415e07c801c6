/** Which talking points an answer did not make, as both the figures and the weak-points schedule read it. */
import type { JudgedAnswer } from "../ports/Interviews.ts"

interface Judged {
  readonly missed?: ReadonlyArray<{ readonly point: string }>
  readonly contradicted?: ReadonlyArray<{ readonly point: string }>
}

/** The points an answer did not make: the missed and contradicted ones, or every point of a skipped question. */
export const pointsMissedBy = (a: JudgedAnswer): ReadonlyArray<string> => {
  if (a.status === "SKIPPED") return a.talkingPoints
  const j = typeof a.assessment === "object" && a.assessment !== null ? (a.assessment as Judged) : null
  if (j === null) return []
  return [...new Set([...(j.missed ?? []).map((m) => m.point), ...(j.contradicted ?? []).map((c) => c.point)])]
}


/** A follow-up question's answer (issue #16): it counts in the score, not in the points' schedule or tallies. */
export const isFollowUp = (a: JudgedAnswer): boolean => a.followUpTo !== undefined && a.followUpTo !== null
