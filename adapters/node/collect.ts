/** A full garbage collection on demand, for measuring what is held rather than what is garbage. Node-only. */
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

/**
 * A full collection, now: V8 lends its collector to a new context once --expose-gc is set; nothing where this Node
 * does not.
 */
export const collectFully = (() => {
  let collect: (() => void) | null | undefined
  return (): void => {
    if (collect === undefined) {
      try {
        setFlagsFromString("--expose-gc")
        collect = runInNewContext("gc") as () => void
      } catch {
        collect = null
      }
    }
    collect?.()
  }
})()
