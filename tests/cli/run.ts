/** Runs the real `rehearse` binary as a process with piped stdin, in its own DATA_DIR and credentials file. */
import { spawn } from "node:child_process"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "..")

export interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

export const rehearse = (args: ReadonlyArray<string>, options: { input?: string; env?: Record<string, string> } = {}): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "cli", "bin.js"), ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", ...options.env },
      stdio: ["pipe", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d) => (stdout += d))
    child.stderr.on("data", (d) => (stderr += d))
    child.on("error", reject)
    child.on("exit", (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(options.input ?? "")
  })
