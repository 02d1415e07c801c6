/** One JSON object per line on stdout: what the server logs (requests, mail, errors, start and stop). */
import { Cause, Logger } from "effect"
import type { Level, Log } from "../../core/ports/Log.ts"

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/**
 * `write`, called once per turn of the event loop with every line of that turn: under load the lines of many
 * requests leave stdout in one write instead of one system call each (a line per request cost the server more than
 * its security headers and request id together). Whatever is pending is written before the process exits, an
 * uncaught error's exit included.
 */
export const batched = (write: (text: string) => void): ((text: string) => void) => {
  let pending: Array<string> = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (pending.length === 0) return
    const text = pending.length === 1 ? pending[0]! : pending.join("")
    pending = []
    write(text)
  }
  process.on("exit", flush)
  return (text) => {
    pending.push(text)
    if (!scheduled) {
      scheduled = true
      setImmediate(flush)
    }
  }
}

export const makeLog = (minimum: Level, write: (text: string) => void = batched((t) => process.stdout.write(t))): Log => (line) => {
  const level = line.level ?? "info"
  if (ORDER[level] < ORDER[minimum]) return
  write(JSON.stringify({ time: new Date().toISOString(), ...line, level }) + "\n")
}

/** Effect's own log calls (Effect.logWarning in services) written as the same JSON lines. */
export const effectLogger = (log: Log) =>
  Logger.make<unknown, void>(({ message, logLevel, cause }) => {
    const level: Level = logLevel === "Error" || logLevel === "Fatal" ? "error" : logLevel === "Warn" ? "warn" : logLevel === "Info" ? "info" : "debug"
    const text = (Array.isArray(message) ? message : [message]).map((m) => (typeof m === "string" ? m : JSON.stringify(m))).join(" ")
    log({ level, msg: text, ...(cause.reasons.length > 0 ? { cause: Cause.pretty(cause) } : {}) })
  })
