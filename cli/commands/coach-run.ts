/** Runs `coachCommand` with the process's streams: `npx node cli/commands/coach-run.ts bank --topic python`. */
import { coachCommand } from "./coach.ts"

// Output piped into `head` and closed early is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0)
  throw error
})

process.exitCode = await coachCommand(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: process.stdout.isTTY === true
})
