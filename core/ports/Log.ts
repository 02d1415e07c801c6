/**
 * The structured log the Node adapters write to (requests, mail, errors, start and stop): one object a line. A plain
 * function rather than a service, so an adapter that logs takes it as an option from the composition root.
 */
export type Level = "debug" | "info" | "warn" | "error"
export type LogLine = Record<string, unknown> & { readonly level?: Level; readonly msg: string }
export type Log = (line: LogLine) => void
