/** Runs the real `rehearse serve` as a child process on a free port with its own data folder. */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface ServerProcess {
  readonly url: string
  readonly dataDir: string
  readonly child: ChildProcess
  readonly output: () => string
  /** Resolves once the server's output matches `pattern` (rejects after 20 s with what it printed). */
  readonly printed: (pattern: RegExp) => Promise<RegExpExecArray>
  /** Sends SIGTERM and resolves with the exit code. */
  readonly stop: () => Promise<number | null>
}

const root = join(import.meta.dirname, "..", "..")

export const startServerProcess = async (env: Record<string, string> = {}): Promise<ServerProcess> => {
  const dataDir = mkdtempSync(join(tmpdir(), "rehearse-proc-"))
  const child = spawn(process.execPath, [join(root, "cli", "bin.js"), "serve"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let text = ""
  child.stdout!.on("data", (d) => (text += d))
  child.stderr!.on("data", (d) => (text += d))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 20 s:\n${text}`)), 20_000)
    const check = () => {
      const m = /"msg":"listening","url":"(http:\/\/localhost:\d+)"/.exec(text)
      if (m) {
        clearTimeout(timer)
        resolve(m[1]!.replace("localhost", "127.0.0.1"))
      }
    }
    child.stdout!.on("data", check)
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}:\n${text}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  return {
    url,
    dataDir,
    child,
    output: () => text,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server never printed ${pattern}:\n${text}`)), 20_000)
        const check = () => {
          const m = pattern.exec(text)
          if (m === null) return
          clearTimeout(timer)
          child.stdout!.off("data", check)
          child.stderr!.off("data", check)
          resolve(m)
        }
        child.stdout!.on("data", check)
        child.stderr!.on("data", check)
        check()
      }),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM")
      const code = await exited
      rmSync(dataDir, { recursive: true, force: true })
      return code
    }
  }
}
