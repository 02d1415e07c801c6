/** Start-up of `rehearse practice` in-process: from launching the process to the first question on screen. */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")

const firstQuestion = (env: Record<string, string>): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [join(root, "cli", "bin.js"), "practice", "--topic", "python", "--questions", "3"], {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", ...env },
      stdio: ["pipe", "pipe", "pipe"]
    })
    let out = ""
    child.stdout.on("data", (d) => {
      out += d
      if (/Question 1 of 3/.test(out)) {
        resolve(performance.now() - started)
        child.stdin.end("/pause\n")
      }
    })
    child.on("exit", () => reject(new Error(`no question appeared:\n${out}`)))
  })

export default async function(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-bench-cli-"))
  const env = { DATA_DIR: join(dir, "data"), REHEARSE_CREDENTIALS: join(dir, "credentials.json") }
  try {
    const first = await firstQuestion(env)
    const timed = async (extra: Record<string, string>) => {
      const runs: Array<number> = []
      for (let i = 0; i < 7; i++) runs.push(await firstQuestion({ ...env, ...extra }))
      runs.sort((a, b) => a - b)
      return `median ${runs[3]!.toFixed(0)} ms, best ${runs[0]!.toFixed(0)} ms, worst ${runs[6]!.toFixed(0)} ms`
    }
    console.log(`practice start-up to the first question, in-process: first run ${first.toFixed(0)} ms (creates the local profile and database; builds the bundle if stale)`)
    console.log(`  later runs: ${await timed({})} (target ≤ 500 ms)`)
    console.log(`  from the sources (REHEARSE_FROM_SOURCES=1): ${await timed({ REHEARSE_FROM_SOURCES: "1" })}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
