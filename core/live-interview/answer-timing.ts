/**
 * When a spoken answer was said: recognition's start and each final segment's span, on Effect's clock, so the
 * server can report words per minute and pauses (contract `SpeechTiming`). Pure; times are absolute ms.
 */
import type { SpeechTiming } from "../contract/interview.ts"

export interface SpokenSegment {
  readonly text: string
  readonly startedAt: number
  readonly endedAt: number
}

export interface SpokenAnswer {
  /** When recognition first started for this question; null while nothing was heard. */
  readonly startedAt: number | null
  /** When the segment being heard now began (its first interim result). */
  readonly segmentStartedAt: number | null
  readonly segments: ReadonlyArray<SpokenSegment>
}

export const NOT_SPOKEN: SpokenAnswer = { startedAt: null, segmentStartedAt: null, segments: [] }

/** The contract's limits on a timing (at most 2000 segments, an hour long). */
const MAX_SEGMENTS = 2000
const MAX_DURATION_MS = 3_600_000

export const recognitionStarted = (spoken: SpokenAnswer, at: number): SpokenAnswer =>
  spoken.startedAt === null ? { ...spoken, startedAt: at } : spoken

export const heardInterim = (spoken: SpokenAnswer, at: number): SpokenAnswer =>
  spoken.segmentStartedAt === null
    ? { ...spoken, startedAt: spoken.startedAt ?? at, segmentStartedAt: at }
    : spoken

export const heardFinal = (spoken: SpokenAnswer, text: string, at: number): SpokenAnswer => {
  const startedAt = spoken.segmentStartedAt ?? at
  const segment: SpokenSegment = { text, startedAt, endedAt: Math.max(startedAt, at) }
  return {
    startedAt: spoken.startedAt ?? startedAt,
    segmentStartedAt: null,
    segments: spoken.segments.length >= MAX_SEGMENTS ? spoken.segments : [...spoken.segments, segment]
  }
}

/** The timing to send with an ANSWERED submission, or undefined when nothing final was heard. */
export const timingOf = (spoken: SpokenAnswer): SpeechTiming | undefined => {
  const origin = spoken.startedAt
  const last = spoken.segments[spoken.segments.length - 1]
  if (origin === null || last === undefined) return undefined
  const relative = (t: number) => Math.min(MAX_DURATION_MS, Math.max(0, t - origin))
  return {
    durationMs: relative(last.endedAt),
    segments: spoken.segments.map((s) => ({ text: s.text, startMs: relative(s.startedAt), endMs: relative(s.endedAt) }))
  }
}
