/**
 * The renderer's animations as plain progress over time (score count-up, typed feedback, stars filling in),
 * driven by requestAnimationFrame. With `prefers-reduced-motion` they jump straight to the end.
 */
import { useEffect, useState } from "react"
import { usePrefersReducedMotion } from "../components/useReducedMotion.ts"

/** Runs from 0 to 1 over `durationMs` whenever `key` changes; 1 at once when motion is reduced. */
export const useTimeline = (durationMs: number, key: unknown): number => {
  const reduced = usePrefersReducedMotion()
  const instant = reduced || durationMs <= 0 || typeof requestAnimationFrame !== "function"
  const [progress, setProgress] = useState(instant ? 1 : 0)

  useEffect(() => {
    if (instant) {
      setProgress(1)
      return
    }
    setProgress(0)
    let started: number | null = null
    let frame = 0
    const tick = (now: number) => {
      started ??= now
      const p = Math.min(1, (now - started) / durationMs)
      setProgress(p)
      if (p < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [instant, durationMs, key])

  return progress
}

/** Fast at first, settling at the end. */
export const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3
