/** One JSON object per line on stdout: what the server logs (requests, mail, errors, start and stop). */
import { Cause, Logger } from "effect"
export type Level = "debug" | "info" | "warn" | "error"
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export type LogLine = Record<string, unknown> & { readonly level?: Level; readonly msg: string }
export type Log = (line: LogLine) => void

export const makeLog = (minimum: Level, write: (text: string) => void = (t) => process.stdout.write(t)): Log => (line) => {
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
