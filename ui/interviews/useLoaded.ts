/** Loads something once per key for a screen: null while loading, then the SDK's Loaded answer. */
import { useEffect, useState } from "react"
import type { Loaded } from "../../core/sdk/interviews.ts"

export const useLoaded = <A,>(load: () => Promise<Loaded<A>>, key: unknown): Loaded<A> | null => {
  const [state, setState] = useState<{ key: unknown; result: Loaded<A> } | null>(null)
  useEffect(() => {
    let live = true
    void load().then((result) => {
      if (live) setState({ key, result })
    })
    return () => {
      live = false
    }
    // The loader is a fresh closure each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state !== null && state.key === key ? state.result : null
}
