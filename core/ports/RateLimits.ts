/** Shared rate-limit counters, kept in the database so every server process sees the same counts. */
import { Context, type Effect } from "effect"

export class RateLimits extends Context.Service<RateLimits, {
  /**
   * Records one hit in the fixed window of `windowMs` that contains `now` and returns the hits in that window,
   * this one included.
   */
  readonly hit: (bucket: string, windowMs: number, now: number) => Effect.Effect<number>
  /** Hits so far in the window containing `now`, without recording one. */
  readonly peek: (bucket: string, windowMs: number, now: number) => Effect.Effect<number>
}>()("rehearse/ports/RateLimits") {}
