/** One JSON object per line on stdout: what the server logs (requests, mail, errors, start and stop). */
export type Level = "debug" | "info" | "warn" | "error"
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export type LogLine = Record<string, unknown> & { readonly level?: Level; readonly msg: string }
export type Log = (line: LogLine) => void

export const makeLog = (minimum: Level, write: (text: string) => void = (t) => process.stdout.write(t)): Log => (line) => {
  const level = line.level ?? "info"
  if (ORDER[level] < ORDER[minimum]) return
  write(JSON.stringify({ time: new Date().toISOString(), ...line, level }) + "\n")
}
