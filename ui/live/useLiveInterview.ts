/**
 * Runs one live interview while its screen is shown: starts it on the SDK, follows the SDK's navigation with the
 * router, and leaves it (reading and listening stopped, fullscreen exited) when the screen goes away.
 */
import { useStore } from "@nanostores/react"
import { useEffect, useRef } from "react"
import { useLocation } from "wouter"
import {
  $liveInterview,
  $liveInterviewControls,
  type LiveInterviewControls,
  type LiveInterviewState,
  onNavigate,
  startLiveInterview,
  stopLiveInterview
} from "../../core/sdk/live-interview.ts"

export interface LiveInterview {
  /** Null until this screen's interview has been opened. */
  readonly state: LiveInterviewState | null
  readonly controls: LiveInterviewControls
}

export const useLiveInterview = (interviewId: number | null): LiveInterview => {
  const [, navigate] = useLocation()
  const stored = useStore($liveInterview)
  const controls = useStore($liveInterviewControls)
  // The router's navigate may change identity between renders; the interview must not restart when it does.
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate

  useEffect(() => {
    if (interviewId === null) return
    const stopFollowing = onNavigate((path) => navigateRef.current(path))
    startLiveInterview(interviewId).catch(() => undefined)
    return () => {
      stopFollowing()
      stopLiveInterview()
    }
  }, [interviewId])

  // The store may still hold another (or an earlier) interview for a moment.
  const state = stored !== null && stored.interviewId === interviewId ? stored : null
  return { state, controls }
}
