/** The streams a command talks to, so tests can run commands in-process with fake ones. */
export interface Io {
  readonly stdin: NodeJS.ReadableStream
  readonly stdout: NodeJS.WritableStream
  readonly stderr: NodeJS.WritableStream
  readonly isTTY: boolean
  readonly env: Readonly<Record<string, string | undefined>>
}

export const processIo = (): Io => ({
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: Boolean(process.stdout.isTTY),
  env: process.env
})

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const

/** Colour only on a terminal and never with NO_COLOR (https://no-color.org). */
export const painter = (io: Io) => {
  const on = io.isTTY && (io.env.NO_COLOR === undefined || io.env.NO_COLOR === "")
  const wrap = (code: number) => (s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s)
  return { bold: wrap(1), dim: wrap(2), red: wrap(31), green: wrap(32), yellow: wrap(33), cyan: wrap(36) }
}

export const fail = (io: Io, message: string, code: number = EXIT.failure): number => {
  io.stderr.write(`rehearse: ${message}\n`)
  return code
}

/** A failure to tell the user in one sentence (exit code 1). */
export class CliError extends Error {
  override readonly name = "CliError"
}
