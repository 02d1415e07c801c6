/** Line input that works the same for a terminal and a pipe; answers end at an empty line or end of input. */
import { createInterface, type Interface } from "node:readline"
import { Writable } from "node:stream"
import type { Io } from "./io.ts"

export interface Lines {
  /** The next line, or null at end of input (Ctrl-D, or the end of a pipe). */
  readonly next: (prompt?: string) => Promise<string | null>
  /** A secret: not echoed on a terminal. */
  readonly secret: (prompt: string) => Promise<string | null>
  readonly close: () => void
}

export const openLines = (io: Io): Lines => {
  let muted = false
  // On a terminal readline echoes what is typed; this stream lets a secret's echo be dropped.
  const output = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        if (!muted) io.stdout.write(chunk)
        done()
      }
    }),
    { columns: (io.stdout as { columns?: number }).columns ?? 80, isTTY: io.isTTY }
  )
  const rl: Interface = createInterface({ input: io.stdin, output: io.isTTY ? output : undefined, terminal: io.isTTY })
  const queue: Array<string> = []
  const waiting: Array<(line: string | null) => void> = []
  let ended = false
  rl.on("line", (line) => {
    const w = waiting.shift()
    if (w) w(line)
    else queue.push(line)
  })
  // On a terminal readline takes Ctrl-C itself; pass it on as the process's SIGINT, as on a pipe, so the command's
  // own handler runs (practice pauses without sending a half-typed answer) or, without one, the process stops.
  rl.on("SIGINT", () => process.kill(process.pid, "SIGINT"))
  rl.on("close", () => {
    ended = true
    for (const w of waiting.splice(0)) w(null)
  })
  const next = (prompt?: string) => {
    if (prompt !== undefined) io.stdout.write(prompt)
    if (queue.length > 0) return Promise.resolve(queue.shift()!)
    if (ended) return Promise.resolve(null)
    return new Promise<string | null>((resolve) => waiting.push(resolve))
  }
  return {
    next,
    secret: async (prompt) => {
      io.stdout.write(prompt)
      muted = io.isTTY
      const line = await next()
      muted = false
      if (io.isTTY) io.stdout.write("\n")
      return line
    },
    close: () => rl.close()
  }
}
