/** `rehearse coach …` run through coachCommand with in-memory streams: its exit code and what it wrote. */
import { PassThrough, Readable } from "node:stream"
import { coachCommand } from "../../cli/commands/coach.ts"

export const runCoach = async (args: ReadonlyArray<string>, input: ReadonlyArray<string | Buffer>, isTTY = false) => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  const out: Array<Buffer> = []
  const err: Array<Buffer> = []
  stdout.on("data", (c: Buffer) => out.push(c))
  stderr.on("data", (c: Buffer) => err.push(c))
  const code = await coachCommand(args, { stdin: Readable.from(input), stdout, stderr, isTTY })
  return { code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") }
}
