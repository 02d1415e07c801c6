/** One JSON object per line on stdout: what the server logs (requests, mail, errors, start and stop). */
import { Cause, Logger } from "effect"
import type { Level, Log, LogLine } from "../../core/ports/Log.ts"

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

/** The time of a line: one ISO string per millisecond, however many lines it has (a request's line each). */
const isoNow = (() => {
  let at = Number.NaN
  let iso = ""
  return () => {
    const now = Date.now()
    if (now !== at) {
      at = now
      iso = new Date(now).toISOString()
    }
    return iso
  }
})()

/**
 * One line's text: `{ time, ...line, level }` as JSON. A plain line that names its level and no time of its own
 * (every request's line) has those keys where that object would have them, so its own JSON follows the time as it is,
 * without copying the line into a new object first.
 */
export const lineText = (line: LogLine, level: Level): string =>
  line.level !== undefined && !("time" in line) && Object.getPrototypeOf(line) === Object.prototype
    ? `{"time":"${isoNow()}",${JSON.stringify(line).slice(1)}\n`
    : JSON.stringify({ time: isoNow(), ...line, level }) + "\n"

export const makeLog = (minimum: Level, write: (text: string) => void = batched((t) => process.stdout.write(t))): Log => (line) => {
  const level = line.level ?? "info"
  if (ORDER[level] < ORDER[minimum]) return
  write(lineText(line, level))
}

/** Effect's own log calls (Effect.logWarning in services) written as the same JSON lines. */
export const effectLogger = (log: Log) =>
  Logger.make<unknown, void>(({ message, logLevel, cause }) => {
    const level: Level = logLevel === "Error" || logLevel === "Fatal" ? "error" : logLevel === "Warn" ? "warn" : logLevel === "Info" ? "info" : "debug"
    const text = (Array.isArray(message) ? message : [message]).map((m) => (typeof m === "string" ? m : JSON.stringify(m))).join(" ")
    log({ level, msg: text, ...(cause.reasons.length > 0 ? { cause: Cause.pretty(cause) } : {}) })
  })
