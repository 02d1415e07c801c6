/** Keeps a loading state up for a minimum time once it starts (spec §9: the dashboard skeleton shows ≥ 800 ms). */
import { useEffect, useState } from "react"

/**
 * True while `loading`, and until `minimumMs` have passed since `key` came up loading. A key that was already
 * loaded when it came up is never held; moving to another key lets the hold go.
 */
export const useMinimumDuration = (loading: boolean, minimumMs: number, key: string): boolean => {
  const [held, setHeld] = useState<string | null>(null)
  const [seen, setSeen] = useState<string | null>(null)
  // A new key: decide once, from how it came up, whether to hold it (React's "adjust state on a prop change").
  if (seen !== key) {
    setSeen(key)
    setHeld(loading ? key : null)
  }

  useEffect(() => {
    if (held !== key) return
    const timer = setTimeout(() => setHeld(null), minimumMs)
    return () => clearTimeout(timer)
  }, [held, key, minimumMs])

  return loading || held === key || seen !== key
}
