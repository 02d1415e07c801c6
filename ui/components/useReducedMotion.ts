/** Whether the user asked the system for less motion; updates when the preference changes. */
import { useSyncExternalStore } from "react"

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

const reducedMotionQuery = (): MediaQueryList | null =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : null

const subscribe = (onChange: () => void) => {
  const query = reducedMotionQuery()
  query?.addEventListener("change", onChange)
  return () => query?.removeEventListener("change", onChange)
}

export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false
  )
