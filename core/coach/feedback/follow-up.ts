/**
 * The interviewer's follow-up (issue #16): after an answer, at most one short question that builds on what the
 * candidate said. Pure: it reads the stored judgement of the answer and the question's talking points with their
 * written prompts (bank/follow-ups). A point the answer said the opposite of comes first, then one it touched but
 * left vague, then one it missed, each in the question's order of points. There is none after a skip, an empty or
 * hedge-only answer, an answer that could not be judged, an answer that made every point, or a follow-up.
 */
import type { Assessment } from "../schemas.ts"

export type FollowUpReason = "contradicted" | "vague" | "missed"

export interface FollowUpPoint {
  readonly point: string
  /** the written follow-up prompt for this point; a point without one is chosen only when `anyPoint` is set */
  readonly followUp?: string | undefined
}

export interface FollowUpInput {
  readonly status: "ANSWERED" | "SKIPPED"
  readonly answer: string
  /** the stored judgement of the answer; null when it could not be judged */
  readonly assessment: Pick<Assessment, "missed" | "flags" | "contradicted" | "vague"> | null
  /** the question's talking points, in order */
  readonly points: ReadonlyArray<FollowUpPoint>
  /** the question is itself a follow-up: there is at most one per question */
  readonly isFollowUp: boolean
}

export interface FollowUpChoice {
  /** index into the question's talking points */
  readonly pointIndex: number
  readonly reason: FollowUpReason
  /** the candidate's sentence the follow-up builds on (for a contradiction or a vague point), else null */
  readonly said: string | null
}

/** Flags that mean nothing was really said, so there is nothing to follow up. */
const NOTHING_SAID = new Set<string>(["empty", "hedge-only"])

/**
 * Which point to follow up, and why; null when the rule says there is no follow-up. With `anyPoint`, a point
 * without a written prompt may be chosen (a model will write the question); otherwise only points with one.
 */
export const chooseFollowUp = (input: FollowUpInput, options: { readonly anyPoint?: boolean } = {}): FollowUpChoice | null => {
  const a = input.assessment
  if (input.isFollowUp || input.status !== "ANSWERED" || input.answer.trim() === "" || a === null) return null
  if (a.flags.some((f) => NOTHING_SAID.has(f)) || a.missed.length === 0) return null
  const askable = (i: number) => options.anyPoint === true || (input.points[i]?.followUp ?? "").trim() !== ""
  const indexOf = (point: string) => input.points.findIndex((p) => p.point === point)
  const missed = new Set(a.missed.map((m) => m.point))
  const candidates: Array<FollowUpChoice> = [
    ...(a.contradicted ?? []).map((c) => ({ pointIndex: indexOf(c.point), reason: "contradicted" as const, said: c.sentence })),
    ...(a.vague ?? []).map((v) => ({ pointIndex: indexOf(v.point), reason: "vague" as const, said: v.sentence })),
    ...input.points.flatMap((p, i) => (missed.has(p.point) ? [{ pointIndex: i, reason: "missed" as const, said: null }] : []))
  ]
  const byOrder = (x: FollowUpChoice, y: FollowUpChoice) => x.pointIndex - y.pointIndex
  for (const reason of ["contradicted", "vague", "missed"] as const) {
    const found = candidates
      .filter((c) => c.reason === reason && c.pointIndex >= 0 && missed.has(input.points[c.pointIndex]!.point) && askable(c.pointIndex))
      .sort(byOrder)[0]
    if (found !== undefined) return found
  }
  return null
}

/** At most this many of the candidate's words are quoted back. */
export const QUOTE_WORDS = 12

/** The candidate's sentence as quoted back: one line, no double quotes, at most `QUOTE_WORDS` words. */
export const quoteOf = (said: string): string => {
  const words = said.replace(/["“”]/g, "'").split(/\s+/).filter((w) => w !== "")
  const kept = words.slice(0, QUOTE_WORDS).join(" ").replace(/[\s.,;:!?]+$/u, "")
  return words.length > QUOTE_WORDS ? `${kept} …` : kept
}

/**
 * The follow-up as the interviewer asks it: the written prompt, after the candidate's own words when it questions a
 * claim they made the other way round. A vague or missed point gets the prompt alone: the sentence that came closest
 * to a vague point is often about something else, and quoting it back would only be long.
 */
export const followUpText = (choice: FollowUpChoice, prompt: string): string => {
  const ask = prompt.trim()
  if (choice.reason !== "contradicted" || choice.said === null || quoteOf(choice.said) === "") return ask
  return `You said "${quoteOf(choice.said)}". ${ask}`
}
