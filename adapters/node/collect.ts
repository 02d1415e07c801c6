/** A full garbage collection on demand, for measuring what is held rather than what is garbage. Node-only. */
import { getHeapStatistics, setFlagsFromString } from "node:v8"
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

/** The heap and buffers in use after a full collection, so garbage is not counted as held. */
export const settledMemory = (): { readonly heap: number; readonly buffers: number } => {
  collectFully()
  return { heap: getHeapStatistics().used_heap_size, buffers: process.memoryUsage().arrayBuffers }
}
