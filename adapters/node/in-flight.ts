/**
 * Calls waiting for their answer, by the id each was given (ids handed out here, one more each time): the coach's
 * thread keeps its calls in one (./coach-thread.ts).
 *
 * Why not a Map: under an add and a delete a call, a Map is given a new table every few dozen calls, and the table it
 * leaves behind still points at the calls it held. Once that table has reached V8's old generation, it is garbage
 * only a full collection finds; until then every young collection treats what it points at as alive, so each call's
 * whole request (its fiber, the parsed body, the rows read) outlived the young generation and was copied to the old
 * one. Under the answer load that was most of what the server's thread promoted (`--trace-gc-nvp`: ~2.3 MB every
 * young collection, a full collection every half second). Here the calls sit in a fixed array of slots, and a
 * settled call's slot is emptied: nothing left behind points at it. The array is made larger (and a new one left
 * behind) only when a call's slot is still held by one that many calls older.
 */
export interface InFlight<A> {
  /** Keeps a call; its id. */
  readonly add: (call: A) => number
  /** The call of this id, while it is waiting. */
  readonly get: (id: number) => A | undefined
  /** Lets the call of this id go (nothing when it is not waiting); the call, if it was. */
  readonly take: (id: number) => A | undefined
  /** The ids of the calls waiting, oldest first. */
  readonly ids: () => ReadonlyArray<number>
}

/** An empty table of calls, with room for `slots` (a power of two) before it grows. */
export const inFlight = <A>(slots = 1024): InFlight<A> => {
  if (!Number.isInteger(Math.log2(slots)) || slots < 1) throw new RangeError(`slots must be a power of two, not ${slots}`)
  let calls: Array<A | undefined> = new Array<A | undefined>(slots).fill(undefined)
  let idOf: Array<number> = new Array<number>(slots).fill(0)
  let mask = slots - 1
  let nextId = 1

  const place = (id: number, call: A) => {
    calls[id & mask] = call
    idOf[id & mask] = id
  }
  const grow = () => {
    const waiting = ids().map((id) => [id, calls[id & mask]!] as const)
    const room = calls.length * 2
    calls = new Array<A | undefined>(room).fill(undefined)
    idOf = new Array<number>(room).fill(0)
    mask = room - 1
    for (const [id, call] of waiting) place(id, call)
  }
  const held = (id: number) => Number.isInteger(id) && id > 0 && idOf[id & mask] === id && calls[id & mask] !== undefined
  const ids = () => {
    const found: Array<number> = []
    for (let i = 0; i < calls.length; i++) if (calls[i] !== undefined) found.push(idOf[i]!)
    return found.sort((a, b) => a - b)
  }

  return {
    add: (call) => {
      const id = nextId++
      // the slot is still held by a call `slots` ids older: make room for both (as often as needed)
      while (calls[id & mask] !== undefined) grow()
      place(id, call)
      return id
    },
    get: (id) => (held(id) ? calls[id & mask] : undefined),
    take: (id) => {
      if (!held(id)) return undefined
      const call = calls[id & mask]
      calls[id & mask] = undefined
      return call
    },
    ids
  }
}
